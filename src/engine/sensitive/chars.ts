/** Character codes and classes the scanners test (named, so a test reads `c === EQUALS`, not `c === 61`). */
export const TAB = 9;
export const LF = 10;
export const CR = 13;
export const SPACE = 32;
export const BANG = 33;
export const DOUBLE_QUOTE = 34;
export const DOLLAR = 36;
export const PERCENT = 37;
export const AMPERSAND = 38;
export const SINGLE_QUOTE = 39;
export const OPEN_PAREN = 40;
export const CLOSE_PAREN = 41;
export const PLUS = 43;
export const COMMA = 44;
export const DASH = 45;
export const DOT = 46;
export const SLASH = 47;
export const DIGIT_0 = 48;
export const COLON = 58;
export const SEMICOLON = 59;
export const LESS_THAN = 60;
export const EQUALS = 61;
export const GREATER_THAN = 62;
export const QUESTION = 63;
export const AT = 64;
export const UPPER_A = 65;
export const BACKSLASH = 92;
export const CLOSE_BRACKET = 93;
export const CLOSE_BRACE = 125;
export const UNDERSCORE = 95;
export const BACKTICK = 96;
export const TILDE = 126;
export const LOWER_A = 97;
export const OPEN_BRACE = 123;
export const NBSP = 0xa0;
export const LEFT_GUILLEMET = 0xab;
export const RIGHT_GUILLEMET = 0xbb;
export const NARROW_NBSP = 0x202f;
export const LEFT_SINGLE_QUOTE = 0x2018;
export const RIGHT_SINGLE_QUOTE = 0x2019;
export const LEFT_DOUBLE_QUOTE = 0x201c;
export const RIGHT_DOUBLE_QUOTE = 0x201d;
export const RIGHT_ARROW = 0x2192;
export const ELLIPSIS = 0x2026;

/** Class bits of every UTF-16 code unit, so a hot loop tests one table entry instead of a chain of comparisons. */
export const C_SPACE = 1;
export const C_DIGIT = 2;
export const C_LETTER = 4;
export const C_UPPER = 8;
/** Splits a chunk into sub-tokens (see tokens.ts). */
export const C_DELIM = 16;
export const C_AT = 32;
/** An opening quote (`"`, `'`, a backtick, `«`, `“`, `‘`): the keys of QUOTES in values.ts. */
export const C_QUOTE = 64;
/** Neither a space, an ASCII letter nor a digit (punctuation, symbols, accented letters): a chunk without it is one word. */
export const C_OTHER = 128;
export const CLASS = new Uint8Array(65536);

export const isDigit = (c: number): boolean => c >= 48 && c <= 57;
export const isUpper = (c: number): boolean => c >= 65 && c <= 90;
export const isLower = (c: number): boolean => c >= 97 && c <= 122;
export const isAsciiLetter = (c: number): boolean => isUpper(c) || isLower(c);
/** Letters including Latin-1 and Latin Extended ones (so "é" is part of a word). */
export const isLetter = (c: number): boolean => (CLASS[c]! & C_LETTER) !== 0;
export const isAlnum = (c: number): boolean => (CLASS[c]! & (C_LETTER | C_DIGIT)) !== 0;
/** Spaces, line breaks and the no-break / thin / ideographic spaces. */
export const isSpace = (c: number): boolean => (CLASS[c]! & C_SPACE) !== 0;
/** Spaces inside a line (no line break). */
export const isInlineSpace = (c: number): boolean =>
  c === SPACE || c === TAB || c === NBSP || c === NARROW_NBSP;
/** Characters of an identifier (`DB_PASSWORD2`, `api-key`, `config.token`). */
export const isIdentChar = (c: number): boolean =>
  (CLASS[c]! & (C_LETTER | C_DIGIT)) !== 0 || c === UNDERSCORE || c === DASH || c === DOT;
/** An opening quote (a key of QUOTES). */
export const isQuote = (c: number): boolean => (CLASS[c]! & C_QUOTE) !== 0;

export const codes = (chars: string): Set<number> => new Set(Array.from(chars, (ch) => ch.charCodeAt(0)));

// The table, from the definitions (NaN, read past the end of a text, maps to no class).
for (let c = 0; c < 65536; c++) {
  const letter = isAsciiLetter(c) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
  const space =
    c === SPACE ||
    (c >= TAB && c <= CR) ||
    c === NBSP ||
    c === NARROW_NBSP ||
    c === 0x2009 ||
    c === 0x2007 ||
    c === 0x3000 ||
    c === 0xfeff ||
    c === 0x2028;
  let bits = 0;
  if (space) bits |= C_SPACE;
  if (isDigit(c)) bits |= C_DIGIT;
  if (letter) bits |= C_LETTER;
  if (isUpper(c)) bits |= C_UPPER;
  if (c === AT) bits |= C_AT;
  if (!space && !isAsciiLetter(c) && !isDigit(c)) bits |= C_OTHER;
  CLASS[c] = bits;
}
for (const ch of '"\'`=:,;()[]{}<>|«»“”‘’&?\\')
  CLASS[ch.charCodeAt(0)] = (CLASS[ch.charCodeAt(0)] ?? 0) | C_DELIM;
for (const c of [DOUBLE_QUOTE, SINGLE_QUOTE, BACKTICK, LEFT_GUILLEMET, LEFT_DOUBLE_QUOTE, LEFT_SINGLE_QUOTE])
  CLASS[c] = (CLASS[c] ?? 0) | C_QUOTE;
