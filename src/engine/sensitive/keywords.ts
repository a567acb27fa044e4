/**
 * Keywords (`password`, `token`, `secret`, `api_key`, `mot de passe`...) in code, configuration and prose. Each
 * occurrence reads a bounded window: the rest of its identifier (`adafruitToken`, `DB_PASSWORD2`), an operator
 * (`=`, `:`, `:=`, `?=`, `=>`, `,` between quoted strings, an XML element, "is", "est"), and one value; or, for a
 * comparison, the quoted value before it (`"hunter2" == password`). A value read is not searched again.
 */
import {
  C_DELIM,
  C_SPACE,
  CLASS,
  COLON,
  DOT,
  EQUALS,
  isAsciiLetter,
  isDigit,
  isIdentChar,
  isInlineSpace,
  isLetter,
  isQuote,
  isSpace,
  QUESTION,
  BANG,
  DASH,
  LF,
  UNDERSCORE,
} from './chars';
import type { ScanContext } from './core';
import { IDENT_ONLY, KEYWORD_RE, keywordEndingAt, type KeywordKind } from './keywordList';
import { inIdentifier, MAX_SUFFIX, gluedOrPlural, runsOn, startsKeyword } from './keywordNames';
import { operatorAfter } from './operators';
import { isLiteralValue, readValue, type Value } from './values';

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
    if (runsOn(t, at, kw) && (keyword.kind === 'weak' || !gluedOrPlural(t, at + kw.length))) continue;
    const stop = kw === 'bearer' ? bearerAt(scan, end) : keywordAt(scan, at, kw, keyword.kind);
    // A value read after this keyword is not searched again: each character is read once more at most.
    re.lastIndex = Math.max(re.lastIndex, stop);
  }
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
