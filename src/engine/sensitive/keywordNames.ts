/**
 * The name around a secret keyword: where a keyword starts and ends inside an identifier (`adafruitToken`,
 * `DB_PASS`), and the names that hold no secret although they contain a keyword (`secretary`, `not_secret`,
 * `token_url`, `primary_key`).
 */
import { DOT, isDigit, isLetter, isLower, isUpper, DASH, UNDERSCORE } from './chars';

/**
 * Identifier endings after a secret keyword that name something else: `token_url`, `secretName`, `tokens_used`; a
 * gluedOrPlural (`secrets`, `tokens`) names a collection or a store, except `credentials`.
 */
export const NOT_SECRET_SUFFIX =
  /^(?:s?(?:id|ids|name|names|url|uri|endpoint|file|path|type|types|len|length|size|count|expiry|expires|expiresat|expiration|ttl|header|prefix|format|version|limit|usage|used|budget|index|kind|field|label|ref|arn|manager|provider|store|policy|source|hash|hint|hints|set|enabled|required|strength|pattern|regex|rules|placeholder|prompt|help|description|santa)|s?per[a-z]+)$/;
/** Longest identifier suffix read after a keyword. */
export const MAX_SUFFIX = 32;
/** Longest run of letters glued before a keyword (`accesstoken`). */
const MAX_GLUED = 10;
/** Identifier beginnings that make a token public or not a credential: `publicToken`, `csrf-token`, `nextPageToken`. */
export const NOT_SECRET_PREFIX =
  /(?:public|pub|csrf|xsrf|page|next|continuation|cancellation|sync|max|num|count)[_.-]?$|(?:^|[_.-])(?:not|no|non|is|has)[_.-]?(?:an?[_.-])?$/;
/** The same for `key` and `auth`, whole parts of the identifier: `primary_key`, `sortKey`, `cache-key`. */
export const NOT_SECRET_KEY_PREFIX =
  /(?:^|[_.-])(?:primary|foreign|sort|partition|cache|lookup|shortcut|hot|idempotency|unique|index|row|group|shard|sequence|dedup|translation|i18n|locale|message|map|dict|object|hash|verify|verification|publishable|product)[_.-]?$/;

/** Keywords inside an identifier's rest: the last one names what the identifier holds (`1passwordToken`: a token). */
export const INNER_KEYWORD =
  /token|secret|credential|api_?key|access_?key|private_?key|password|passwd|pwd|passphrase|pass(?![a-z])/g;

/**
 * A keyword starts a word, a camelCase part (`genericToken`), or (5+ letters) ends a short glued identifier
 * (`authtoken`, `mypassword`), not a word inside a package or domain name (`io.jsonwebtoken`).
 */
export function startsKeyword(t: string, at: number, kw: string): boolean {
  if (at === 0) return true;
  const prev = t.charCodeAt(at - 1);
  if (!isLetter(prev)) return true;
  if (isUpper(t.charCodeAt(at)) && (isLower(prev) || isDigit(prev))) return true;
  if (kw.length < 5 || kw.includes(' ') || kw.includes('-')) return false;
  let s = at;
  while (s > 0 && at - s <= MAX_GLUED && isLetter(t.charCodeAt(s - 1))) s--;
  return at - s <= MAX_GLUED - 1 && (s === 0 || t.charCodeAt(s - 1) !== DOT);
}

/**
 * The keyword runs on into another word: `keyboard`, `author`, `secretary`, `tokenizer`, `passwordless` (not `keyId`,
 * `authToken`); a name that merely contains a keyword names something else. A keyword in capitals runs on only into
 * small letters (`TOKENizer`): in `SECRETKEY`, `PASSWORDTOKEN` the capitals are glued names.
 */
export function runsOn(t: string, at: number, kw: string): boolean {
  const len = kw.length;
  const next = t.charCodeAt(at + len);
  if (!isLetter(next)) return false;
  const last = t.charCodeAt(at + len - 1);
  if (isUpper(next)) return !isLower(last) && kw.length < 5;
  return true;
}

/** A gluedOrPlural or a glued keyword after a keyword: `secrets`, `credentials`, `tokens_`, `passwordToken`, `apikeysecret`. */
export function gluedOrPlural(t: string, p: number): boolean {
  const c = t.charCodeAt(p) | 0x20;
  if (c === 115 /* s */ && !isLetter(t.charCodeAt(p + 1))) return true;
  const rest = t.slice(p, p + 12).toLowerCase();
  return /^(?:s?(?:token|secret|key|password|passwd|pwd|pass|auth|credential|id)|s?_)/.test(rest);
}

/**
 * `pass`, `key`, `auth` inside an identifier (`DB_PASS`, `apiKey`, `x-auth-key`, `KEY`), not a word of prose
 * (`key: the name`, `pass`) nor the start of another word (`keyboard`, `passage`, `author`).
 */
export function inIdentifier(t: string, at: number, len: number): boolean {
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

/** A name that says the opposite (`not_password`, `no_secret`, `isPassword`): a flag, not the secret. */
export const negated = (t: string, idStart: number, at: number): boolean =>
  idStart < at &&
  /(?:^|[_.-])(?:not|no|non|is|has)[_.-]?(?:an?[_.-])?$/.test(t.slice(idStart, at).toLowerCase());
