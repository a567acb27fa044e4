/**
 * Keywords (`password`, `token`, `secret`, `api_key`, `mot de passe`...) in code, configuration and prose. Each
 * occurrence reads a bounded window: the rest of its identifier (`adafruitToken`, `DB_PASSWORD2`), an operator
 * (`=`, `:`, `:=`, `?=`, `=>`, `,` between quoted strings, an XML element, "is", "est"), and one value; or, for a
 * comparison, the quoted value before it (`"hunter2" == password`). A value read is not searched again.
 */
import {
  C_DELIM,
  C_SPACE,
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
  DASH,
  LF,
  RIGHT_SINGLE_QUOTE,
  SINGLE_QUOTE,
  SPACE,
  TILDE,
  UNDERSCORE,
} from './chars';
import type { ScanContext } from './core';
import { IDENT_ONLY, KEYWORD_RE, keywordEndingAt, type KeywordKind } from './keywordList';
import { isLiteralValue, readValue, type Value } from './values';

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
/** The same for `key` and `auth`, whole parts of the identifier: `primary_key`, `sortKey`, `cache-key`. */
const NOT_SECRET_KEY_PREFIX =
  /(?:^|[_.-])(?:primary|foreign|sort|partition|cache|lookup|shortcut|hot|idempotency|unique|index|row|group|shard|sequence|dedup|translation|i18n|locale|message|map|dict|object|hash|verify|verification|publishable|product)[_.-]?$/;

/** Keywords inside an identifier's rest: the last one names what the identifier holds (`1passwordToken`: a token). */
const INNER_KEYWORD =
  /token|secret|credential|api_?key|access_?key|private_?key|password|passwd|pwd|passphrase|pass(?![a-z])/g;

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
    if (IDENT_ONLY.has(kw) && !inIdentifier(t, at, kw.length)) continue;
    if (keyword.kind === 'weak' && runsOn(t, at, kw.length)) continue;
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

/** The keyword runs on into another word: `keyboard`, `author`, `KEYSTORE` (not `keyId`, `authToken`). */
function runsOn(t: string, at: number, len: number): boolean {
  const next = t.charCodeAt(at + len);
  return isLetter(next) && !(isUpper(next) && isLower(t.charCodeAt(at + len - 1)));
}

/**
 * `pass`, `key`, `auth` inside an identifier (`DB_PASS`, `apiKey`, `x-auth-key`, `KEY`), not a word of prose
 * (`key: the name`, `pass`) nor the start of another word (`keyboard`, `passage`, `author`).
 */
function inIdentifier(t: string, at: number, len: number): boolean {
  const first = t.charCodeAt(at);
  const next = t.charCodeAt(at + len);
  const caps = isUpper(first) && isUpper(t.charCodeAt(at + len - 1));
  // What follows: not a letter, or a capital after a lower-case word (`keyId`, `authToken`).
  if (isLetter(next) && !(isUpper(next) && isLower(t.charCodeAt(at + len - 1)))) return false;
  if (caps) return true;
  const prev = at > 0 ? t.charCodeAt(at - 1) : 0;
  return (
    prev === UNDERSCORE ||
    prev === DASH ||
    prev === DOT ||
    (isUpper(first) && (isLower(prev) || isDigit(prev)))
  );
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
  /** Where the identifier holding the keyword ends (set by operatorAfter). */
  nameEnd?: number;
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
  if (op.kind === 'password') return op;
  if (p > rest) {
    const suffix = t.slice(rest, p).toLowerCase().replace(/[_.-]/g, '');
    if (NOT_SECRET_SUFFIX.test(suffix) || (suffix === 's' && kw !== 'credential')) return null;
  }
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

/** The keyword at `at`: the value after it (or the quoted value compared with it); returns where reading stopped. */
function keywordAt(scan: ScanContext, at: number, kw: string, kind: KeywordKind): number {
  const before = valueBefore(scan, at);
  if (before !== null) judge(scan, kind, before, false, true);
  const op = operatorAfter(scan, at, kw, kind);
  if (op === null) return Math.max(at + kw.length, gluedValue(scan, at + kw.length, kind));
  const colon = scan.text.charCodeAt(op.valueStart - 1) === COLON;
  if ((op.verb || colon) && modifiesNoun(scan.text, at, kw, op.nameEnd ?? at + kw.length))
    return at + kw.length;
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

/** Keywords of French prose, where a word after the keyword qualifies it (`mot de passe Netflix`, `clé USB`). */
const FRENCH_KEYWORDS = new Set([
  'mot de passe',
  'mot_de_passe',
  'motdepasse',
  'mdp',
  'code pin',
  'code secret',
  'clé api',
  'cle api',
  "clé d'api",
  'clé secrète',
  'clé privée',
  'clé',
  'jeton',
  'identifiants',
]);
/** Words that tie a complement to the keyword ("the password for the VPN is", "le mot de passe du wifi est"). */
const COMPLEMENT =
  /^(?:for|of|to|on|in|at|from|with|by|de|du|des|d|pour|à|chez|sur|avec|par|en|is|was|est|était|c)$/i;
/** French determiners: before a keyword they make the phrase French ("le token Hugging Face est …"). */
const FRENCH_DETERMINER =
  /^(?:le|la|l|les|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|nos|vos|leur|un|une|du|ce|cet|cette)$/i;

/**
 * In English prose a noun right after the keyword makes the keyword a modifier: "the token limit is 128k",
 * "Secret Santa: draw names", "password manager: Bitwarden" say nothing of a token, a secret or a password.
 */
function modifiesNoun(t: string, at: number, kw: string, nameEnd: number): boolean {
  if (FRENCH_KEYWORDS.has(kw.toLowerCase())) return false;
  let p = nameEnd;
  while (p < t.length && p - nameEnd < 8 && isInlineSpace(t.charCodeAt(p))) p++;
  if (p === nameEnd) return false;
  const wordStart = p;
  while (p < t.length && p - wordStart < 24 && isLetter(t.charCodeAt(p))) p++;
  if (p === wordStart || COMPLEMENT.test(t.slice(wordStart, p))) return false;
  // The word before the keyword: a French determiner makes it French prose.
  let b = at;
  while (b > 0 && at - b < 8 && isInlineSpace(t.charCodeAt(b - 1))) b--;
  const beforeEnd = b;
  while (b > 0 && beforeEnd - b < 12 && isLetter(t.charCodeAt(b - 1))) b--;
  return !FRENCH_DETERMINER.test(t.slice(b, beforeEnd));
}

/**
 * A value glued to its keyword by a separator, in one token: `cliengo-SECRET-123e4567-…`, `prospect-token-ba98…`:
 * 16+ characters with a digit, and no part that is a word (`token-bucket-rate-limit`, `secret-key-rotation-2024`).
 * Returns where reading stopped.
 */
function gluedValue(scan: ScanContext, e0: number, kind: KeywordKind): number {
  const t = scan.text;
  const sep = t.charCodeAt(e0);
  if (sep !== DASH && sep !== UNDERSCORE && sep !== DOT) return e0;
  let q = e0 + 1;
  while (q < t.length && q - e0 <= 256 && (CLASS[t.charCodeAt(q)]! & (C_SPACE | C_DELIM)) === 0) q++;
  let e = q;
  while (
    e > e0 + 1 &&
    (t.charCodeAt(e - 1) === DOT || t.charCodeAt(e - 1) === BANG || t.charCodeAt(e - 1) === QUESTION)
  )
    e--;
  const value = t.slice(e0 + 1, e);
  if (
    value.length < 16 ||
    !/\d/.test(value) ||
    value.split(/[-_.]/).some((part) => /^[A-Za-z]{4,}$/.test(part))
  )
    return e0;
  scan.add(kind === 'password' ? 'password' : 'api-key', e0 + 1, e);
  return q;
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
  // A quoted word compared with a password is still a hard-coded password; a quoted sentence is not.
  if (comparison && /\s/.test(scan.text.slice(v.start, v.end))) return;
  if (!isLiteralValue(scan.text, v, kind, verb)) return;
  scan.add(kind === 'password' ? 'password' : 'api-key', v.start, v.end);
}

/** `Bearer <token>`: the token after one space. */
function bearerAt(scan: ScanContext, pos: number): number {
  if (!isSpace(scan.text.charCodeAt(pos))) return pos;
  const v = readValue(scan.text, pos);
  if (v === null) return pos;
  // A token after "Bearer", whatever its characters; not a word ("Bearer token") nor a template.
  const value = scan.text.slice(v.start, v.end);
  if (value.length >= 8 && !/^[A-Za-z]+$/.test(value) && isLiteralValue(scan.text, v, 'secret', false))
    scan.add('api-key', v.start, v.end);
  return Math.max(pos, v.stop);
}
