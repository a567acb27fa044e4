/**
 * Keywords (`password`, `token`, `secret`, `api_key`, `mot de passe`...) in code, configuration and prose. Each
 * occurrence reads a bounded window: the rest of its identifier (`adafruitToken`, `DB_PASSWORD2`), an operator
 * (`=`, `:`, `:=`, `?=`, `=>`, `,` between quoted strings, an XML element, "is", "est"), and one value; or, for a
 * comparison, the quoted value before it (`"hunter2" == password`). A value read is not searched again.
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
  isAsciiLetter,
  isDigit,
  isIdentChar,
  isInlineSpace,
  isLetter,
  isLower,
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
  LF,
  RIGHT_SINGLE_QUOTE,
  SINGLE_QUOTE,
  SPACE,
  TILDE,
  UNDERSCORE,
} from './chars';
import type { ScanContext } from './core';
import { KEYWORD_RE, keywordEndingAt, type KeywordKind } from './keywordList';

import {
  isPlaceholder,
  isSecretValue,
  looksLikeCode,
  NOT_A_PASSWORD,
  NOT_A_PASSWORD_LONGEST,
  readValue,
  type Value,
} from './values';

const VERBS = [' is ', ' was ', ' est ', ' était ', " c'est ", ' c’est '];
/**
 * Identifier endings after a secret keyword that name something else: `token_url`, `secretName`, `tokens_used`; a
 * plural (`secrets`, `tokens`) names a collection or a store, except `credentials`.
 */
const NOT_SECRET_SUFFIX =
  /^(?:s?(?:id|ids|name|names|url|uri|endpoint|file|path|type|types|len|length|size|count|expiry|expires|expiresat|expiration|ttl|header|prefix|format|version|limit|usage|used|budget|index|kind|field|label|ref|arn|manager|provider|store|policy|source|hash))$/;
/** Longest identifier suffix read after a keyword, and longest gap from it to its operator. */
const MAX_SUFFIX = 32;
const MAX_GAP = 48;
/** Longest run of letters glued before a keyword (`accesstoken`). */
const MAX_GLUED = 10;
/** Identifier beginnings that make a token public or not a credential: `publicToken`, `csrf-token`, `nextPageToken`. */
const NOT_SECRET_PREFIX =
  /(?:public|pub|csrf|xsrf|page|next|continuation|cancellation|sync|max|num|count)[_.-]?$/;

/** Keywords inside an identifier's rest: the last one names what the identifier holds (`1passwordToken`: a token). */
const INNER_KEYWORD =
  /token|secret|credential|api_?key|access_?key|private_?key|password|passwd|pwd|passphrase/g;

export function scanKeywords(scan: ScanContext): void {
  const t = scan.text;
  const re = new RegExp(KEYWORD_RE);
  // `test`, not `exec`: no match array nor matched string per occurrence; the keyword is read back from its end.
  for (let from = 0; re.test(t); from = re.lastIndex) {
    const end = re.lastIndex;
    const keyword = keywordEndingAt(t, end, from)!;
    const kw = keyword.word;
    const at = end - kw.length;
    if (!startsKeyword(scan.text, at, kw)) continue;
    const stop = kw === 'bearer' ? bearerAt(scan, end) : keywordAt(scan, at, kw, keyword.kind);
    // A value read after this keyword is not searched again: each character is read once more at most.
    re.lastIndex = Math.max(re.lastIndex, stop);
  }
}

/**
 * A keyword starts a word, a camelCase part (`genericToken`), or (5+ letters) ends a short glued identifier
 * (`authtoken`, `mypassword`), not a word inside a package or domain name (`io.jsonwebtoken`).
 */
function startsKeyword(t: string, at: number, kw: string): boolean {
  if (at === 0) return true;
  const prev = t.charCodeAt(at - 1);
  if (!isLetter(prev)) return true;
  if (isUpper(t.charCodeAt(at)) && (isLower(prev) || isDigit(prev))) return true;
  if (kw.length < 5 || kw.includes(' ') || kw.includes('-')) return false;
  let s = at;
  while (s > 0 && at - s <= MAX_GLUED && isLetter(t.charCodeAt(s - 1))) s--;
  return at - s <= MAX_GLUED - 1 && (s === 0 || t.charCodeAt(s - 1) !== DOT);
}

interface Operator {
  /** What the identifier holds, by its last keyword. */
  kind: KeywordKind;
  valueStart: number;
  verb: boolean;
  /** `==`, `!=`: only a quoted literal is a value. */
  comparison: boolean;
  /** An XML element (`<xToken>\n value\n</xToken>`): the value may start on the next line. */
  element: boolean;
}

/** After a keyword: identifier suffix, closing quotes, then an operator, within a bounded window. */
function operatorAfter(scan: ScanContext, at: number, kw: string, kind: KeywordKind): Operator | null {
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
  while (idStart > 0 && at - idStart < MAX_SUFFIX && isIdentChar(t.charCodeAt(idStart - 1))) idStart--;
  const op = operatorAt(scan, idStart, p, kind);
  if (op === null) return null;
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
  if (op.kind === 'password') return op;
  if (p > rest) {
    const suffix = t.slice(rest, p).toLowerCase().replace(/[_.-]/g, '');
    if (NOT_SECRET_SUFFIX.test(suffix) || (suffix === 's' && kw !== 'credential')) return null;
  }
  if (idStart < at && NOT_SECRET_PREFIX.test(t.slice(idStart, at).toLowerCase())) return null;
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

/** The keyword at `at`: the value after it (or the quoted value compared with it); returns where reading stopped. */
function keywordAt(scan: ScanContext, at: number, kw: string, kind: KeywordKind): number {
  const before = valueBefore(scan, at);
  if (before !== null) judge(scan, kind, before, false, true);
  const op = operatorAfter(scan, at, kw, kind);
  if (op === null) return at + kw.length;
  let v = readValue(scan.text, op.valueStart, op.element);
  if (v === null) return at + kw.length;
  // `token: string = "..."`, `val token: String = "..."`: a type annotation, then the value.
  if (!v.quoted && !op.comparison && isTypeName(scan.text, v.start, v.end)) {
    let q = v.stop;
    while (q < scan.text.length && q - v.stop < 8 && isInlineSpace(scan.text.charCodeAt(q))) q++;
    if (scan.text.charCodeAt(q) === EQUALS && scan.text.charCodeAt(q + 1) !== EQUALS)
      v = readValue(scan.text, q + 1) ?? v;
  }
  if (!op.comparison || v.quoted) judge(scan, op.kind, v, op.verb, op.comparison);
  return Math.max(at + kw.length, v.stop);
}

/** t[a, b) reads as a type name or a path (`string`, `String`, `models.Secret`): `/^[A-Za-z_][\w.]*$/`. */
function isTypeName(t: string, a: number, b: number): boolean {
  if (b <= a) return false;
  const c0 = t.charCodeAt(a);
  if (!isAsciiLetter(c0) && c0 !== UNDERSCORE) return false;
  for (let i = a + 1; i < b; i++) {
    const c = t.charCodeAt(i);
    if (!isAsciiLetter(c) && !isDigit(c) && c !== UNDERSCORE && c !== DOT) return false;
  }
  return true;
}

/** `"hunter2" == password`, `'s3cr3t' === token`: the quoted literal compared with the keyword. */
function valueBefore(scan: ScanContext, at: number): Value | null {
  const t = scan.text;
  let p = at;
  while (p > 0 && at - p < MAX_SUFFIX && isIdentChar(t.charCodeAt(p - 1))) p--;
  while (p > 0 && isInlineSpace(t.charCodeAt(p - 1))) p--;
  let eq = 0;
  while (p > 0 && t.charCodeAt(p - 1) === EQUALS && eq < 3) {
    p--;
    eq++;
  }
  if (eq < 2 && !(eq === 1 && t.charCodeAt(p - 1) === BANG)) return null;
  if (t.charCodeAt(p - 1) === BANG) p--;
  while (p > 0 && isInlineSpace(t.charCodeAt(p - 1))) p--;
  const close = t.charCodeAt(p - 1);
  if (!isQuote(close)) return null;
  const end = p - 1;
  let s = end - 1;
  while (s >= 0 && end - s <= 256 && t.charCodeAt(s) !== close && t.charCodeAt(s) !== LF) s--;
  if (s < 0 || t.charCodeAt(s) !== close) return null;
  return { start: s + 1, end, quoted: true, followedByWord: false, stop: at };
}

function judge(scan: ScanContext, kind: KeywordKind, v: Value, verb: boolean, comparison: boolean): void {
  if (kind === 'password') passwordValue(scan, v, verb, comparison);
  else if (isSecretValue(scan.text.slice(v.start, v.end))) scan.add('api-key', v.start, v.end);
}

function passwordValue(scan: ScanContext, v: Value, verb: boolean, comparison: boolean): void {
  if (v.end - v.start < 3) return;
  const value = scan.text.slice(v.start, v.end);
  if (
    isPlaceholder(value) ||
    (value.length <= NOT_A_PASSWORD_LONGEST && NOT_A_PASSWORD.has(value.toLowerCase()))
  )
    return;
  if (v.quoted) {
    // A quoted word compared with a password is still a hard-coded password; a quoted sentence is not.
    if (!comparison || !/\s/.test(value)) scan.add('password', v.start, v.end);
    return;
  }
  const plain = /^[A-Za-zÀ-ÿ]+$/.test(value);
  if (verb) {
    // "is hunter2", "est Soleil2024!": a value that does not read as a word
    if (!plain || /[A-Z]/.test(value.slice(1))) scan.add('password', v.start, v.end);
    return;
  }
  if (looksLikeCode(value) || /^[A-Za-z_$][\w$]*\.[A-Za-z_$]/.test(value)) return;
  if (plain && (v.followedByWord || value.length < 4)) return;
  scan.add('password', v.start, v.end);
}

/** `Bearer <token>`: the token after one space. */
function bearerAt(scan: ScanContext, pos: number): number {
  if (!isSpace(scan.text.charCodeAt(pos))) return pos;
  const v = readValue(scan.text, pos);
  if (v === null) return pos;
  if (isSecretValue(scan.text.slice(v.start, v.end))) scan.add('api-key', v.start, v.end);
  return Math.max(pos, v.stop);
}
