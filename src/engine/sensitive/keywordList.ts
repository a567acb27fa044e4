/**
 * The keywords the keyword scanner looks for, the one regular expression that finds them all, and the keyword a
 * match of it is (read back from where the match ends, so no matched string is built).
 */
import { isUpper } from './chars';

/**
 * The stance's tiers: after a `password` or `secret` keyword any literal value is refused, whatever its characters;
 * `weak` words (`key`, `auth`) are not in the stance's list, so only a token-shaped value after them is (and a word
 * that runs on, `keyboard`, `author`, is not one of them).
 */
export type KeywordKind = 'password' | 'secret' | 'weak';

/**
 * [keyword, kind]; a keyword of 5+ letters may end a longer identifier (`mypassword`, `authtoken`). IDENT_ONLY words
 * count only inside an identifier (`DB_PASS`, `userPass`) or in capitals, never as a word of prose ("pass the salt").
 */
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
  ['accesskey', 'secret'],
  ['access key', 'secret'],
  ['access-key', 'secret'],
  ['private_key', 'secret'],
  ['privatekey', 'secret'],
  ['private key', 'secret'],
  ['secret key', 'secret'],
  ['clé privée', 'secret'],
  ['clé', 'secret'],
  ['credential', 'secret'],
  ['identifiants', 'secret'],
  ['bearer', 'secret'],
  ['pass', 'password'],
  ['key', 'weak'],
  ['auth', 'weak'],
];

/** Words that are keywords only inside an identifier or in capitals (see KEYWORDS). */
export const IDENT_ONLY: ReadonlySet<string> = new Set(['pass']);

const KIND = new Map<string, KeywordKind>(KEYWORDS);
/**
 * Every keyword in one pass of the regex engine, case ignored: the keywords as a trie (`pass(?:word|wd|phrase)?`), so
 * the engine reads each position once per branch instead of once per keyword, and a greedy branch matches the longest
 * keyword at the leftmost position, as the plain alternation did ("mot de passe" before "passe").
 */
export const KEYWORD_RE = new RegExp(trieSource([...KIND.keys()]), 'gi');

/** A regular expression matching exactly `words`, longest first, written as a trie of their characters. */
function trieSource(words: readonly string[]): string {
  interface Node {
    end: boolean;
    next: Map<string, Node>;
  }
  const root: Node = { end: false, next: new Map() };
  for (const w of words) {
    let n = root;
    for (const ch of w) {
      let m = n.next.get(ch);
      if (!m) n.next.set(ch, (m = { end: false, next: new Map() }));
      n = m;
    }
    n.end = true;
  }
  const esc = (ch: string): string => ch.replace(/[-\\^$*+?.()|[\]{}]/g, '\\$&');
  const source = (n: Node): string => {
    const branches = [...n.next].map(([ch, m]) => esc(ch) + source(m));
    if (branches.length === 0) return '';
    const group = branches.length === 1 ? branches[0]! : `(?:${branches.join('|')})`;
    return n.end ? `(?:${group})?` : group;
  };
  return source(root);
}

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
