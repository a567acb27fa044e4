/**
 * One value after (or before) a keyword: read in a bounded window, then judged. A secret value looks random
 * (letters and digits, or mixed case, with enough distinct characters), is not a placeholder, not code, not a type.
 */
import { charStats } from './checksums';
import {
  AMPERSAND,
  BACKSLASH,
  BANG,
  C_QUOTE,
  C_SPACE,
  CLASS,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  CLOSE_PAREN,
  COMMA,
  isQuote,
  QUESTION,
  SEMICOLON,
  BACKTICK,
  COLON,
  DASH,
  DOT,
  DOLLAR,
  DOUBLE_QUOTE,
  isAlnum,
  isInlineSpace,
  isLower,
  isSpace,
  isUpper,
  LEFT_DOUBLE_QUOTE,
  LEFT_GUILLEMET,
  LEFT_SINGLE_QUOTE,
  LESS_THAN,
  LF,
  OPEN_BRACE,
  PERCENT,
  RIGHT_DOUBLE_QUOTE,
  RIGHT_GUILLEMET,
  RIGHT_SINGLE_QUOTE,
  SINGLE_QUOTE,
  SLASH,
  UNDERSCORE,
} from './chars';
import { looksRandom } from './patterns';

export const QUOTES = new Map<number, number>([
  [DOUBLE_QUOTE, DOUBLE_QUOTE],
  [SINGLE_QUOTE, SINGLE_QUOTE],
  [BACKTICK, BACKTICK],
  [LEFT_GUILLEMET, RIGHT_GUILLEMET],
  [LEFT_DOUBLE_QUOTE, RIGHT_DOUBLE_QUOTE],
  [LEFT_SINGLE_QUOTE, RIGHT_SINGLE_QUOTE],
]);

/** Longest value read: longer runs are read no further (the scan stays linear, each window is bounded). */
export const MAX_VALUE = 1024;

export interface Value {
  start: number;
  end: number;
  quoted: boolean;
  /** Another word follows on the same line: prose ("Password: choose a strong one"). */
  followedByWord: boolean;
  /** Where reading stopped (the caller resumes its keyword search there). */
  stop: number;
}

/** `n`, `r`, `t`: the letters of a JSON-escaped line break or tab. */
export const isEscapeLetter = (c: number): boolean => c === 110 || c === 114 || c === 116;
/** A JSON-escaped line break or tab (`\n`, `\r`, `\t`) at `p`: the value ends before it. */
const escapeAt = (t: string, p: number): boolean =>
  t.charCodeAt(p) === BACKSLASH && isEscapeLetter(t.charCodeAt(p + 1));
/** Punctuation that ends a sentence or a call, stripped from the end of an unquoted value: `,.;!?)]}`. */
const isClosingPunct = (c: number): boolean =>
  c === COMMA ||
  c === DOT ||
  c === SEMICOLON ||
  c === BANG ||
  c === QUESTION ||
  c === CLOSE_PAREN ||
  c === CLOSE_BRACKET ||
  c === CLOSE_BRACE;

/**
 * Reads one value at `pos`: quoted (may hold spaces; an escaped quote `\"` opens and closes it too) or up to the next
 * whitespace, quote, `&` or escape. `lines`: whitespace before the value may include line breaks (an XML element).
 */
export function readValue(t: string, pos: number, lines = false): Value | null {
  const n = t.length;
  let p = pos;
  while (p < n && p - pos < 32 && (lines ? isSpace(t.charCodeAt(p)) : isInlineSpace(t.charCodeAt(p)))) p++;
  let open = t.charCodeAt(p);
  let escaped = false;
  if (open === BACKSLASH && isQuote(t.charCodeAt(p + 1))) {
    escaped = true;
    p++;
    open = t.charCodeAt(p);
  }
  const close = isQuote(open) ? QUOTES.get(open) : undefined;
  if (close !== undefined) {
    let q = p + 1;
    while (q < n && q - p <= MAX_VALUE && t.charCodeAt(q) !== close && t.charCodeAt(q) !== LF) q++;
    if (t.charCodeAt(q) !== close) return { start: p, end: p, quoted: true, followedByWord: false, stop: q };
    let s = p + 1;
    let e = escaped && t.charCodeAt(q - 1) === BACKSLASH ? q - 1 : q;
    while (s < e && isSpace(t.charCodeAt(s))) s++;
    while (e > s && isSpace(t.charCodeAt(e - 1))) e--;
    return { start: s, end: e, quoted: true, followedByWord: false, stop: q + 1 };
  }
  let q = p;
  while (q < n && q - p <= MAX_VALUE) {
    const c = t.charCodeAt(q);
    if (
      (CLASS[c]! & (C_SPACE | C_QUOTE)) !== 0 ||
      c === AMPERSAND ||
      escapeAt(t, q) ||
      (lines && c === LESS_THAN)
    )
      break;
    q++;
  }
  let e = q;
  while (e > p && isClosingPunct(t.charCodeAt(e - 1))) e--;
  let r = q;
  while (r < n && isInlineSpace(t.charCodeAt(r))) r++;
  const followedByWord = e === q && r < n && isAlnum(t.charCodeAt(r));
  return { start: p, end: e, quoted: false, followedByWord, stop: q };
}

/** Values after "password:" that describe the field instead of giving a password. */
export const NOT_A_PASSWORD = new Set([
  'required',
  'optional',
  'none',
  'null',
  'nil',
  'undefined',
  'empty',
  'hidden',
  'incorrect',
  'invalid',
  'wrong',
  'expired',
  'reset',
  'changed',
  'forgotten',
  'string',
  'str',
  'bytes',
  'text',
  'varchar',
  'secretstr',
  'char',
  'number',
  'boolean',
  'any',
  'optional[str]',
  'obligatoire',
  'optionnel',
  'facultatif',
  'vide',
  'masqué',
  'invalide',
  'erroné',
  'oublié',
  'expiré',
  'modifié',
  'réinitialisé',
  'changé',
  'trop',
  'requis',
  'true',
  'false',
  'yes',
  'no',
  'oui',
  'non',
  'password',
  'mot',
  'type',
  'field',
  'champ',
  'input',
  'getpass',
  'prompt',
]);

/**
 * Placeholders in one pass of the regex engine: only filler characters, a run of x or `*`, an ellipsis, a
 * placeholder word anywhere, or a "your…" / "example…" beginning.
 */
const PLACEHOLDER =
  /^[*•xX.#?_-]+$|x{4,}|\*{3,}|\.{3}|_here\b|placeholder|redacted|changeme|dummy|fake|sample|^(?:your|votre|changeme|example|exemple|redacted|replace|insert|enter|my[_-]?(?:secret|token|key|password))/i;

/** No value longer than this is in NOT_A_PASSWORD (lower-casing never shortens a string). */
export const NOT_A_PASSWORD_LONGEST = Math.max(...[...NOT_A_PASSWORD].map((w) => w.length));

/** Template and placeholder values: `<password>`, `${X}`, `{{x}}`, `%(x)s`, `xxxx`, `your_token_here`, `changeme`. */
export function isPlaceholder(value: string): boolean {
  const c = value.charCodeAt(0);
  if (c === LESS_THAN || c === DOLLAR || c === OPEN_BRACE || c === PERCENT) return true;
  return PLACEHOLDER.test(value);
}

/** A call or an index, or an environment, request or configuration read, in one pass of the regex engine. */
const CODE_START =
  /^[A-Za-z_$][\w$.]*(?:\((?:.*\))?|\[(?:.*\])?)$|^(?:process|os|env|self|this|req|request|settings|config|cfg|params|args|props|options|window|document)\b/;

/** Code rather than data: a call, an attribute path (`config.token`), an environment read. */
export function looksLikeCode(value: string): boolean {
  if (CODE_START.test(value)) return true;
  return /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(value) && !/\d/.test(value);
}

/** Letters of value[a, b) form a word: lower case, Capitalised or all capitals, 2 to 12 letters. */
function isWord(value: string, a: number, b: number): boolean {
  if (b - a < 2 || b - a > 12) return false;
  let upper = 0;
  for (let i = a; i < b; i++) {
    const c = value.charCodeAt(i);
    if (isUpper(c)) upper++;
    else if (!isLower(c)) return false;
  }
  return upper === 0 || upper === b - a || (upper === 1 && isUpper(value.charCodeAt(a)));
}

/** Words joined by separators ("not_a_real_token_value"): three words or more, 70% of the value. */
export function readsAsWords(value: string): boolean {
  let words = 0;
  let letters = 0;
  let a = 0;
  for (let i = 0; i <= value.length; i++) {
    const c = i < value.length ? value.charCodeAt(i) : UNDERSCORE;
    if (c === UNDERSCORE || c === DASH || c === DOT || c === SLASH || c === COLON) {
      if (isWord(value, a, i) && i - a >= 3) {
        words++;
        letters += i - a;
      }
      a = i + 1;
    }
  }
  return words >= 3 && letters >= value.length * 0.7;
}

/** A secret-like value after `token`, `secret`, `api_key`...: random-looking, not a placeholder, not code. */
export function isSecretValue(value: string): boolean {
  const len = value.length;
  if (len < 12 || len > MAX_VALUE) return false;
  const st = charStats(value);
  // Cheap rejections first (counts, no regular expression): non-ASCII, too few distinct characters, too little
  // entropy, not random enough for its kind of characters.
  if (!st.ascii || st.distinct < Math.min(8, Math.ceil(len / 4)) || st.entropy < 2.5) return false;
  if (st.letters === 0) {
    // Digits only: an id or a secret by its name; long and varied enough not to be a count, a date or a filler.
    if (!(len >= 16 && st.digits === len && looksRandom(value, st) && st.entropy >= 2.8)) return false;
  } else {
    if (st.digits === 0) {
      // Letters only: random keys mix cases throughout; identifiers and words do not (camelCase has few capitals).
      const upper = st.upper / st.letters;
      if (len < 20 || upper < 0.25 || upper > 0.75 || st.entropy < 4) return false;
    }
    if (!looksRandom(value, st) || st.entropy < (len < 20 ? 2.7 : 3.2)) return false;
  }
  if (!st.keyChars || isPlaceholder(value) || looksLikeCode(value)) return false;
  if (st.letters === 0) return true;
  // Words joined by separators, version numbers ("jjwt-jackson-0.11.2") and dates are not keys.
  return !readsAsWords(value) && !/\d+\.\d+\.\d+|\d{4}-\d{2}-\d{2}/.test(value);
}

/** Words that open a description of a field rather than its value: "Password: at least 12 characters". */
const DESCRIPTION_START =
  /^(?:at|au|choose|choisissez|choisis|must|doit|doivent|should|devrait|enter|entrez|saisissez|saisis|type|tapez|click|cliquez|clique|see|voir|use|utilisez|utilise|set|définissez|change|changez|ask|demandez|demande|contact|contactez|min|minimum|max|maximum|between|entre|same|identique|not|pas|never|jamais|your|votre|vos|ton|ta|tes|of|too|trop|is|est|are|sont|was|were|been|will|sera|if|si|when|quand|for|pour|with|avec|without|sans|required|optional|obligatoire|facultatif|optionnel|ne|n’|n')$/i;

/**
 * An unquoted value that opens a template closed later on the line: `<your password>`, `[PASSWORD]`, `{{ x }}`,
 * `$(cat file)`.
 */
function openTemplate(t: string, v: Value): boolean {
  if (v.quoted) return false;
  let start = v.start;
  // `$(cat ~/.token)`, `${ VAR }`: a command or variable closed after a space.
  if (t.charCodeAt(start) === DOLLAR) start++;
  const c = t.charCodeAt(start);
  const close =
    c === LESS_THAN
      ? 62
      : c === OPEN_BRACE
        ? CLOSE_BRACE
        : c === 91
          ? CLOSE_BRACKET
          : c === 40 && start > v.start
            ? CLOSE_PAREN
            : 0;
  if (close === 0) return false;
  for (let i = start + 1; i < t.length && i - v.start < 80; i++) {
    const d = t.charCodeAt(i);
    if (d === close) return true;
    if (d === LF) return false;
  }
  return false;
}

/** A value that names or computes a secret instead of giving one: templates, variables, calls, environment reads. */
export function isReference(value: string, quoted: boolean): boolean {
  const c = value.charCodeAt(0);
  const last = value.charCodeAt(value.length - 1);
  // Templates: ${X}, $(cmd), {{ x }}, {x}, <x>, %(x)s, %s, %X%.
  if (c === OPEN_BRACE && last === CLOSE_BRACE) return true;
  if (c === LESS_THAN && last === 62) return true;
  if (c === PERCENT && (/^%\(?\w*\)?[sd]$/.test(value) || /^%\w+%$/.test(value))) return true;
  // Only a template that closes: `${abc`, `$(x` are literal characters of a value (`pa${ss`).
  if (c === DOLLAR && /^\$(?:\{[^}]*\}|\([^)]*\)|\w+(?:$|\[|->|\.\w))/.test(value)) return true;
  if (quoted) return false;
  if (looksLikeCode(value)) return true;
  // An identifier in code: `user_password`, `API_KEY`, `YOUR_TOKEN_HERE` (a camelCase word may be a literal:
  // `Password=myPassword;` in a connection string).
  return /^[A-Za-z_$][\w$]*$/.test(value) && !/\d/.test(value) && value.includes('_');
}

/**
 * What a secret keyword is followed by, judged by the stance: a literal value is refused whatever its characters;
 * a reference, a type, a description of the field, or nothing is not a value.
 * `prose`: the value follows a verb ("is", "est"); `word`: a plain word would name a thing there, not a secret.
 */
export function isLiteralValue(
  t: string,
  v: Value,
  tier: 'password' | 'secret' | 'weak',
  verb: boolean,
): boolean {
  // Three characters at least, or more words after it: shorter alone is an abbreviation or a mark, not a secret.
  if (v.end <= v.start || (v.end - v.start < 3 && !v.followedByWord)) return false;
  const value = t.slice(v.start, v.end);
  if (isReference(value, v.quoted) || openTemplate(t, v)) return false;
  // A call or template whose closing bracket was read as punctuation (`get_pw(user)`, `${PASS}`): a reference too.
  if (!v.quoted && v.stop > v.end && isReference(t.slice(v.start, v.stop).replace(/[,.;!?]+$/, ''), false))
    return false;
  // `token="token="`: the start of the next assignment, not a value.
  if (/^[A-Za-z_]+[=:]$/.test(value)) return false;
  if (value.length <= NOT_A_PASSWORD_LONGEST && NOT_A_PASSWORD.has(value.toLowerCase())) return false;
  const plainWord = /^[A-Za-zÀ-ÿ]+$/.test(value) && !/[A-Z]/.test(value.slice(1));
  if (!v.quoted) {
    if (DESCRIPTION_START.test(value) && (v.followedByWord || verb)) return false;
    // In prose a plain word after "is" names a thing ("the secret is patience"), except a password's.
    if (verb && plainWord && tier !== 'password') return false;
  }
  if (tier === 'weak') {
    // Not a keyword of the stance (`key`, `pass`, `auth`): only a token-shaped value counts.
    if (value.length < 8 || /\s/.test(value) || readsAsWords(value)) return false;
    const st = charStats(value);
    return (
      (st.digits > 0 && st.letters > 0) ||
      (st.upper > 0 && st.upper < st.letters) ||
      !st.keyChars ||
      (st.digits >= 16 && st.digits === value.length)
    );
  }
  return true;
}
