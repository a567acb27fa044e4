/**
 * The operator after a keyword's identifier: `=`, `:`, `:=`, `?=`, `=>`, `,` between quoted strings, an XML element,
 * a command-line option's argument, "is", "est", a comparison; read in a bounded window.
 */
import {
  C_DIGIT,
  C_LETTER,
  CLASS,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  DOT,
  EQUALS,
  GREATER_THAN,
  isDigit,
  isIdentChar,
  isInlineSpace,
  isLetter,
  isQuote,
  isSpace,
  isUpper,
  LESS_THAN,
  PLUS,
  QUESTION,
  RIGHT_ARROW,
  BANG,
  BACKSLASH,
  CR,
  DASH,
  LF,
  RIGHT_SINGLE_QUOTE,
  SINGLE_QUOTE,
  SPACE,
  TILDE,
  UNDERSCORE,
} from './chars';
import type { ScanContext } from './core';
import type { KeywordKind } from './keywordList';
import {
  INNER_KEYWORD,
  MAX_SUFFIX,
  negated,
  NOT_SECRET_KEY_PREFIX,
  NOT_SECRET_PREFIX,
  NOT_SECRET_SUFFIX,
} from './keywordNames';

/** Longest gap from a keyword's identifier to its operator. */
const MAX_GAP = 48;
const VERBS = [' is ', ' was ', ' est ', ' était ', " c'est ", ' c’est '];

export interface Operator {
  /** What the identifier holds, by its last keyword. */
  kind: KeywordKind;
  valueStart: number;
  verb: boolean;
  /** `==`, `!=`: only a quoted literal is a value. */
  comparison: boolean;
  /** An XML element (`<xToken>\n value\n</xToken>`): the value may start on the next line. */
  element: boolean;
  /** Where the identifier holding the keyword ends (set by operatorAfter). */
  nameEnd?: number;
}

/** After a keyword: identifier suffix, closing quotes, then an operator, within a bounded window. */
export function operatorAfter(scan: ScanContext, at: number, kw: string, kind: KeywordKind): Operator | null {
  const t = scan.text;
  const n = t.length;
  let p = at + kw.length;
  const suffixStart = p;
  while (
    p < n &&
    p - suffixStart < MAX_SUFFIX &&
    isIdentChar(t.charCodeAt(p)) &&
    !(t.charCodeAt(p) === DOT && !isIdentChar(t.charCodeAt(p + 1)))
  )
    p++;
  // Where the identifier starts: a quote before it makes `"x_token": "v"` and `("X_TOKEN", "v")` readable.
  let idStart = at;
  while (idStart > 0 && at - idStart < 2 * MAX_SUFFIX && isIdentChar(t.charCodeAt(idStart - 1))) idStart--;
  const op = operatorAt(scan, idStart, p, kind);
  if (op === null) return null;
  op.nameEnd = p;
  // `passwordToken`, `token_password`: the last keyword of the identifier decides.
  let rest = suffixStart;
  if (p > suffixStart) {
    const inner = t.slice(suffixStart, p).toLowerCase();
    INNER_KEYWORD.lastIndex = 0;
    for (let m = INNER_KEYWORD.exec(inner); m !== null; m = INNER_KEYWORD.exec(inner)) {
      op.kind = /^p/.test(m[0]) ? 'password' : 'secret';
      rest = suffixStart + m.index + m[0].length;
    }
  }
  if (p > rest) {
    const suffix = t.slice(rest, p).toLowerCase().replace(/[_.-]/g, '');
    if (NOT_SECRET_SUFFIX.test(suffix)) return null;
    if (op.kind !== 'password' && suffix === 's' && kw !== 'credential') return null;
  }
  if (op.kind === 'password') return negated(t, idStart, at) ? null : op;
  if (idStart < at) {
    const before = t.slice(idStart, at).toLowerCase();
    if (NOT_SECRET_PREFIX.test(before) || (op.kind === 'weak' && NOT_SECRET_KEY_PREFIX.test(before)))
      return null;
  }
  return op;
}

/** The operator after an identifier [idStart, p), within a bounded window. */
function operatorAt(scan: ScanContext, idStart: number, p: number, kind: KeywordKind): Operator | null {
  const t = scan.text;
  const n = t.length;
  const before = idStart > 0 ? t.charCodeAt(idStart - 1) : 0;
  const quotedKey = isQuote(before);
  if (before === LESS_THAN && t.charCodeAt(p) === GREATER_THAN)
    return { kind, valueStart: p + 1, verb: false, comparison: false, element: true };
  // A command-line option and its argument: `--auth-token abc…`, `-password hunter2`.
  if (t.charCodeAt(idStart) === DASH && isInlineSpace(t.charCodeAt(p)) && kind !== 'weak') {
    let q = p;
    while (q < n && q - p < 8 && isInlineSpace(t.charCodeAt(q))) q++;
    if (q < n && t.charCodeAt(q) !== DASH && !isSpace(t.charCodeAt(q)))
      return { kind, valueStart: q, verb: false, comparison: false, element: false };
  }
  // Closing quote(s) or bracket of the key: `"token"`, `['token']`, `\"token\"`.
  for (
    let k = 0;
    k < 3 && (isQuote(t.charCodeAt(p)) || t.charCodeAt(p) === CLOSE_BRACKET || t.charCodeAt(p) === BACKSLASH);
    k++
  )
    p++;
  const limit = Math.min(n, p + MAX_GAP);
  while (p < limit) {
    const c = t.charCodeAt(p);
    // Letters and digits (a type, words between a name and its operator) are the common case and never an operator.
    if ((CLASS[c]! & (C_LETTER | C_DIGIT)) !== 0) {
      p++;
      continue;
    }
    const next = t.charCodeAt(p + 1);
    if (c === BANG && next === EQUALS) {
      let q = p + 2;
      while (t.charCodeAt(q) === EQUALS) q++;
      return { kind, valueStart: q, verb: false, comparison: true, element: false };
    }
    if (c === EQUALS) {
      const prev = t.charCodeAt(p - 1);
      if (prev === LESS_THAN || prev === GREATER_THAN || next === TILDE) return null; // <=, >=, =~
      if (prev === BANG || next === EQUALS) {
        let q = p + 1;
        while (t.charCodeAt(q) === EQUALS) q++;
        return { kind, valueStart: q, verb: false, comparison: true, element: false };
      }
      return {
        kind,
        valueStart: next === GREATER_THAN ? p + 2 : p + 1,
        verb: false,
        comparison: false,
        element: false,
      };
    }
    if (c === COLON) {
      let q = p;
      while (t.charCodeAt(q) === COLON) q++;
      if (t.charCodeAt(q) === EQUALS)
        return { kind, valueStart: q + 1, verb: false, comparison: false, element: false };
      if (q - p > 1) return null; // `Token::new`: a scope, not an assignment
      return { kind, valueStart: p + 1, verb: false, comparison: false, element: false };
    }
    if ((c === QUESTION || c === DOT || c === PLUS) && next === EQUALS)
      return { kind, valueStart: p + 2, verb: false, comparison: false, element: false };
    if (c === QUESTION && next === QUESTION && t.charCodeAt(p + 2) === EQUALS)
      return { kind, valueStart: p + 3, verb: false, comparison: false, element: false };
    if (c === RIGHT_ARROW) return { kind, valueStart: p + 1, verb: false, comparison: false, element: false };
    if (c === COMMA && quotedKey) {
      let q = p + 1;
      while (q < n && isInlineSpace(t.charCodeAt(q))) q++;
      return isQuote(t.charCodeAt(q))
        ? { kind, valueStart: q, verb: false, comparison: false, element: false }
        : null;
    }
    if (isSpace(c)) {
      if (c === LF || c === CR) return null;
      // Every verb starts with a plain space: other spaces never start one.
      if (c === SPACE)
        for (const verb of VERBS)
          if (startsWithLower(t, p, verb))
            return { kind, valueStart: p + verb.length, verb: true, comparison: false, element: false };
    } else if (
      !isLetter(c) &&
      !isDigit(c) &&
      c !== UNDERSCORE &&
      c !== SINGLE_QUOTE &&
      c !== RIGHT_SINGLE_QUOTE
    ) {
      // Between a name and its operator: spaces, a type (`var apiToken string =`), French words (`mot de passe de l'admin :`).
      return null;
    }
    p++;
  }
  return null;
}

/**
 * Whether t at p starts with `word` (lower case) once lower-cased, without building a string: only ASCII capitals
 * and `É` lower-case to a letter of the verbs.
 */
function startsWithLower(t: string, p: number, word: string): boolean {
  for (let k = 0; k < word.length; k++) {
    const c = t.charCodeAt(p + k);
    const l = isUpper(c) ? c | 0x20 : c === 0xc9 ? 0xe9 : c;
    if (l !== word.charCodeAt(k)) return false;
  }
  return true;
}
