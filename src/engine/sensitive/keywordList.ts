/**
 * The keywords the keyword scanner looks for, the one regular expression that finds them all, and the keyword a
 * match of it is (read back from where the match ends, so no matched string is built).
 */
import { isUpper } from './chars';

export type KeywordKind = 'password' | 'secret';

/** [keyword, kind]; a keyword of 5+ letters may end a longer identifier (`mypassword`, `authtoken`). */
const KEYWORDS: readonly (readonly [string, KeywordKind])[] = [
  ['password', 'password'],
  ['passwd', 'password'],
  ['pwd', 'password'],
  ['passphrase', 'password'],
  ['passcode', 'password'],
  ['mot de passe', 'password'],
  ['mot_de_passe', 'password'],
  ['motdepasse', 'password'],
  ['mdp', 'password'],
  ['code pin', 'password'],
  ['pin code', 'password'],
  ['code secret', 'password'],
  ['api_key', 'secret'],
  ['apikey', 'secret'],
  ['api-key', 'secret'],
  ['api key', 'secret'],
  ['clé api', 'secret'],
  ['cle api', 'secret'],
  ["clé d'api", 'secret'],
  ['clé secrète', 'secret'],
  ['secret', 'secret'],
  ['token', 'secret'],
  ['jeton', 'secret'],
  ['access_key', 'secret'],
  ['private_key', 'secret'],
  ['credential', 'secret'],
  ['bearer', 'secret'],
];

const KIND = new Map<string, KeywordKind>(KEYWORDS);
/**
 * Every keyword in one pass of the regex engine (an alternation of literals, longest first: "mot de passe" before
 * "passe", case ignored), which is ten times faster than one `indexOf` pass per keyword on a lower-cased copy.
 */
export const KEYWORD_RE = new RegExp(
  [...KIND.keys()]
    .sort((a, b) => b.length - a.length)
    .map((k) => k.replace(/[-]/g, '\\$&'))
    .join('|'),
  'gi',
);
interface Keyword {
  word: string;
  kind: KeywordKind;
}

/** Lower case as the case-insensitive regex compares the keywords' characters: ASCII capitals, `É` and `È`. */
const lower = (c: number): number => (isUpper(c) ? c | 0x20 : c === 0xc9 ? 0xe9 : c === 0xc8 ? 0xe8 : c);

/** The keywords by the code of their last character, longest first. */
const BY_LAST: Keyword[][] = [];
for (const [word, kind] of [...KEYWORDS].sort((a, b) => b[0].length - a[0].length))
  (BY_LAST[word.charCodeAt(word.length - 1)] ??= []).push({ word, kind });

/**
 * The keyword KEYWORD_RE matched when a search from `from` ends at `end`: the longest keyword ending there that starts
 * at `from` or later (the regex takes the leftmost start, so no longer keyword could end there from a start it read).
 */
export function keywordEndingAt(t: string, end: number, from: number): Keyword | undefined {
  const list = BY_LAST[lower(t.charCodeAt(end - 1))];
  if (list === undefined) return undefined;
  for (const k of list) {
    const w = k.word;
    const at = end - w.length;
    if (at < from) continue;
    let i = w.length - 1;
    while (i >= 0 && lower(t.charCodeAt(at + i)) === w.charCodeAt(i)) i--;
    if (i < 0) return k;
  }
  return undefined;
}
