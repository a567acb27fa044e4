/**
 * Chunks (maximal runs without whitespace), split into sub-tokens on quotes, `=`, `:`, brackets, backslashes...:
 * each sub-token is tested against the anchored shapes of patterns.ts; and 12+ BIP-39 words in a row (a seed
 * phrase). Each character is read a bounded number of times.
 */
import { BIP39_ENGLISH } from './bip39English';
import {
  BACKSLASH,
  BANG,
  C_AT,
  C_DELIM,
  C_DIGIT,
  C_LETTER,
  C_OTHER,
  C_SPACE,
  C_UPPER,
  CLASS,
  COLON,
  DASH,
  DOT,
  ELLIPSIS,
  isAsciiLetter,
  isDigit,
  QUESTION,
  SLASH,
  UNDERSCORE,
} from './chars';
import type { ScanContext } from './core';
import { BASE58_LONG, DIGEST_CONTEXT, HEX64, isEmail, TELEGRAM_BOT, WIF, XPRV } from './patterns';
import { isGenericSecret } from './generic';
import { isEscapeLetter } from './values';
import { DISCORD_BOT, DISCORD_WEBHOOK, JWT, MAILCHIMP, SLACK_WEBHOOK } from './vendors';

/** Trailing characters stripped from a sub-token (end of sentence). */
const isTrailing = (c: number): boolean => c === DOT || c === BANG || c === QUESTION || c === ELLIPSIS;

/** Lower case of an ASCII letter's code (for other codes, a number no word of the list has). */
const low = (c: number): number => c | 0x20;
/** Index of the first three letters (a-z, any case) of t at a; garbage (or out of the tables) for other characters. */
const trigram = (s: string, a: number): number =>
  (low(s.charCodeAt(a)) - 97) * 676 + (low(s.charCodeAt(a + 1)) - 97) * 26 + (low(s.charCodeAt(a + 2)) - 97);
/**
 * The BIP-39 list grouped by first three letters: the words of a trigram are WORDS_BY_TRIGRAM[FIRST[tri] ..
 * FIRST[tri] + COUNT[tri]) (a few at most), so a word of the text is compared with them without building a string,
 * and most words of a text are rejected by one byte (COUNT 0).
 */
const TRIGRAM_COUNT = new Uint8Array(26 * 26 * 26);
const TRIGRAM_FIRST = new Uint16Array(26 * 26 * 26);
const WORDS_BY_TRIGRAM: string[] = [...BIP39_ENGLISH].sort((x, y) => trigram(x, 0) - trigram(y, 0));
WORDS_BY_TRIGRAM.forEach((w, k) => {
  const tri = trigram(w, 0);
  if (TRIGRAM_COUNT[tri] === 0) TRIGRAM_FIRST[tri] = k;
  TRIGRAM_COUNT[tri]!++;
});

/** Whether t[a, b) (3 to 8 characters) is a BIP-39 word, in any case. */
function isBip39(t: string, a: number, b: number): boolean {
  const tri = trigram(t, a);
  const count = TRIGRAM_COUNT[tri];
  // A trigram out of the table (non-letters) reads undefined; the letters are checked once it passes.
  if (count === undefined || count === 0 || !asciiLetters(t, a, b)) return false;
  const first = TRIGRAM_FIRST[tri]!;
  for (let k = first; k < first + count; k++) {
    const w = WORDS_BY_TRIGRAM[k]!;
    if (w.length !== b - a) continue;
    let i = 3;
    while (i < w.length && w.charCodeAt(i) === low(t.charCodeAt(a + i))) i++;
    if (i === w.length) return true;
  }
  return false;
}
/** Whether the ASCII letters t[a, a + 3) start a word of the list (a cheap test of shape, before isBip39). */
const startsBip39 = (t: string, a: number): boolean => (TRIGRAM_COUNT[trigram(t, a)] ?? 0) > 0;
const SEED_MIN_WORDS = 12;
/** A chunk longer than this is not a word of a seed phrase nor one secret to read whole. */
const MAX_WORD = 12;

/** Where the word of a chunk starts and ends once punctuation is stripped (scratch, written by wordBounds). */
const BOUNDS = new Int32Array(2);

/**
 * The word in chunk [start, end) (`bits`: its classes): punctuation and digits around it stripped into BOUNDS.
 * Returns false for a neutral numbering token ("1." "(12)"), which neither counts nor breaks a seed phrase.
 */
function wordBounds(t: string, start: number, end: number, bits: number): boolean {
  let a = start;
  let b = end;
  if ((bits & ~(C_LETTER | C_UPPER)) !== 0) {
    // Anything but ASCII letters in the chunk (a final "." included): strip what surrounds the word.
    while (a < b && (CLASS[t.charCodeAt(a)]! & (C_LETTER | C_DIGIT)) === 0) a++;
    while (b > a && (CLASS[t.charCodeAt(b - 1)]! & (C_LETTER | C_DIGIT)) === 0) b--;
    if (b - a <= 2 && b > a && isDigit(t.charCodeAt(a)) && isDigit(t.charCodeAt(b - 1))) return false;
  }
  BOUNDS[0] = a;
  BOUNDS[1] = b;
  return true;
}

/** The run nextRun found: its start, its end, and the classes its characters hold (scratch, written by nextRun). */
const RUN = new Int32Array(3);

/**
 * The next run in t[from, to) of characters without the classes `stop`, after any with them: a chunk between
 * whitespace (C_SPACE) or a sub-token between delimiters (C_DELIM), written into RUN. False when none is left.
 */
function nextRun(t: string, from: number, to: number, stop: number): boolean {
  let i = from;
  while (i < to && (CLASS[t.charCodeAt(i)]! & stop) !== 0) i++;
  if (i >= to) return false;
  const start = i;
  let bits = 0;
  while (i < to) {
    const c = CLASS[t.charCodeAt(i)]!;
    if ((c & stop) !== 0) break;
    bits |= c;
    i++;
  }
  RUN[0] = start;
  RUN[1] = i;
  RUN[2] = bits;
  return true;
}

export function scanTokens(scan: ScanContext): void {
  const t = scan.text;
  const n = t.length;
  // Seed phrases: a word of the list has 3 to 8 ASCII letters once punctuation is stripped, and most chunks of a text
  // do not, so this loop only counts such chunks in a row; a run of 12 or more is read again against the list
  // (seedPhrases). Each run is read twice at most.
  let shaped = 0;
  let runStart = 0;
  let i = 0;
  while (nextRun(t, i, n, C_SPACE)) {
    const start = RUN[0]!;
    const end = RUN[1]!;
    const bits = RUN[2]!;
    i = end;
    // Only a chunk long enough to hold a key (16+), or holding an `@`, can hold a finding of this scanner.
    if (end - start >= 16 || ((bits & C_AT) !== 0 && end - start >= 6)) {
      if ((bits & C_DELIM) === 0) oneToken(scan, start, end, bits);
      else chunk(scan, start, end);
    }
    // Words of the list have 3 to 8 letters: a longer chunk never starts a phrase.
    if (end - start > MAX_WORD && shaped === 0) continue;
    let word: boolean;
    if ((bits & ~(C_LETTER | C_UPPER)) === 0)
      word = end - start >= 3 && end - start <= 8 && startsBip39(t, start); // ASCII letters only
    else if (!wordBounds(t, start, end, bits)) continue;
    else
      word =
        BOUNDS[1]! - BOUNDS[0]! >= 3 &&
        BOUNDS[1]! - BOUNDS[0]! <= 8 &&
        asciiLetters(t, BOUNDS[0]!, BOUNDS[1]!) &&
        startsBip39(t, BOUNDS[0]!);
    if (word) {
      if (shaped === 0) runStart = start;
      shaped++;
    } else {
      if (shaped >= SEED_MIN_WORDS) seedPhrases(scan, runStart, start);
      shaped = 0;
    }
  }
  if (shaped >= SEED_MIN_WORDS) seedPhrases(scan, runStart, n);
}

/**
 * 12+ words of the BIP-39 list in a row in [from, to) (a run of chunks shaped like words), punctuation around them
 * ignored, a numbering token ("1." "2)") between them neutral.
 */
function seedPhrases(scan: ScanContext, from: number, to: number): void {
  const t = scan.text;
  let seedStart = -1;
  let seedEnd = -1;
  let seedCount = 0;
  let i = from;
  while (nextRun(t, i, to, C_SPACE)) {
    const start = RUN[0]!;
    const end = RUN[1]!;
    const bits = RUN[2]!;
    i = end;
    if (end - start > MAX_WORD && seedCount === 0) continue;
    if (!wordBounds(t, start, end, bits)) continue;
    const a = BOUNDS[0]!;
    const b = BOUNDS[1]!;
    if (b - a >= 3 && b - a <= 8 && isBip39(t, a, b)) {
      if (seedCount === 0) seedStart = a;
      seedCount++;
      seedEnd = b;
      // A word followed by a sentence end closes the run.
      const last = t.charCodeAt(end - 1);
      if (b < end && (last === DOT || last === BANG || last === QUESTION) && seedCount < SEED_MIN_WORDS)
        seedCount = 0;
    } else {
      if (seedCount >= SEED_MIN_WORDS) scan.add('seed-phrase', seedStart, seedEnd);
      seedCount = 0;
    }
  }
  if (seedCount >= SEED_MIN_WORDS) scan.add('seed-phrase', seedStart, seedEnd);
}

function asciiLetters(t: string, a: number, b: number): boolean {
  for (let k = a; k < b; k++) if (!isAsciiLetter(t.charCodeAt(k))) return false;
  return true;
}

/** A chunk without delimiters is one sub-token (what chunk() would find in it, without reading it again). */
function oneToken(scan: ScanContext, start: number, end: number, bits: number): void {
  const t = scan.text;
  let e = end;
  while (e > start && isTrailing(t.charCodeAt(e - 1))) e--;
  const at = (bits & C_AT) !== 0;
  if (e - start >= 16 || (at && e - start >= 6)) subtoken(scan, start, e, at, (bits & C_OTHER) !== 0);
  if (end - start >= 10 && t.startsWith('hooks.slack.com/', start) && SLACK_WEBHOOK.test(t.slice(start, end)))
    scan.add('api-key', start, end);
}

function chunk(scan: ScanContext, start: number, end: number): void {
  const t = scan.text;
  // Sub-tokens.
  let i = start;
  let colons = 0;
  while (nextRun(t, i, end, C_DELIM)) {
    const s = RUN[0]!;
    const bits = RUN[2]!;
    i = RUN[1]!;
    let e = i;
    // A JSON-escaped line break glued to a token ("KEY\nNEXT=1"): the escape letter is not part of the next token.
    const tokStart =
      s > start && t.charCodeAt(s - 1) === BACKSLASH && isEscapeLetter(t.charCodeAt(s)) ? s + 1 : s;
    while (e > tokStart && isTrailing(t.charCodeAt(e - 1))) e--;
    // Only an e-mail (with its `@`) or a key (16+ characters) is worth a string.
    const at = (bits & C_AT) !== 0;
    if (e - tokStart >= 16 || (at && e - tokStart >= 6))
      subtoken(scan, tokStart, e, at, (bits & C_OTHER) !== 0);
    if (t.charCodeAt(i) === COLON) {
      colons++;
      // A Telegram bot token is "digits:secret"; its colon splits it, so it is tested across the split.
      if (
        i - s >= 8 &&
        i - s <= 10 &&
        isDigit(t.charCodeAt(s)) && // the shape starts with a digit: no string for the others
        TELEGRAM_BOT.test(t.slice(s, Math.min(end, i + 36)))
      )
        scan.add('api-key', s, i + 36);
    }
  }
  if (end - start < 10 || (colons === 0 && !t.startsWith('hooks.', start))) return;
  // URL with credentials (scheme://user:password@host) or a Slack webhook: only a chunk holding "://" is read again.
  if (scan.nextScheme !== -1 && scan.nextScheme < start) scan.nextScheme = t.indexOf('://', start);
  if (scan.nextScheme === -1 || scan.nextScheme >= end) {
    if (t.startsWith('hooks.slack.com/', start) && SLACK_WEBHOOK.test(t.slice(start, end)))
      scan.add('api-key', start, end);
    return;
  }
  const chunkText = t.slice(start, end);
  const scheme = scan.nextScheme - start;
  if (scheme > 0) {
    const authEnd = chunkText.indexOf('@', scheme + 3);
    const slash = chunkText.indexOf('/', scheme + 3);
    if (authEnd > 0 && (slash < 0 || authEnd < slash)) {
      const colon = chunkText.indexOf(':', scheme + 3);
      if (
        colon > 0 &&
        colon < authEnd - 1 &&
        !/^\$|^\{|^<|^x+$|^\*+$/i.test(chunkText.slice(colon + 1, authEnd)) &&
        !isHostPort(chunkText.slice(scheme + 3, colon), chunkText.slice(colon + 1, authEnd))
      )
        scan.add('password', start, end);
      // A token alone before the `@` (`https://ghp_…@github.com`): a credential when its prefix is one.
      else if (colon < 0 || colon > authEnd) {
        const kind = scan.compiled.table.match(t, start + scheme + 3, start + authEnd);
        if (kind !== null) scan.add(kind, start, end);
      }
    }
    if (SLACK_WEBHOOK.test(chunkText) || DISCORD_WEBHOOK.test(chunkText)) scan.add('api-key', start, end);
  }
}

/**
 * `host:port` before an `@` (`http://example.com:8080@…`, `localhost:3000@…`): a port, not a password. The part before
 * the colon names a host (a dot, or `localhost`) and the part after it is a port number.
 */
function isHostPort(user: string, password: string): boolean {
  return /^\d{1,5}$/.test(password) && Number(password) <= 65535 && /\.|^localhost$/i.test(user);
}

const LOWER_E = 101;
const isAlnumAscii = (c: number): boolean => isAsciiLetter(c) || isDigit(c);
const UPPER_M = 77;
const UPPER_N = 78;
const UPPER_O = 79;

/** `inner`: the token holds punctuation, so a key may start after a `.` or `/` inside it. */
function subtoken(scan: ScanContext, s: number, e: number, at: boolean, inner: boolean): void {
  const t = scan.text;
  if (at) {
    if (isEmail(t.slice(s, e))) scan.add('email', s, e);
    return;
  }
  const len = e - s;
  if (len < 16) return;
  const { table, generic } = scan.compiled;
  // By its first character and its length, most tokens can be none of the shapes below: no string for them.
  const c0 = t.charCodeAt(s);
  const prefixed = table.startsWith(c0);
  if (
    !prefixed &&
    c0 !== LOWER_E && // JWT
    c0 !== UPPER_M &&
    c0 !== UPPER_N &&
    c0 !== UPPER_O && // Discord
    !(len >= 36 && len <= 38) && // Mailchimp
    len !== 64 &&
    len !== 66 &&
    len !== 51 &&
    len !== 52 &&
    len !== 87 &&
    len !== 88 &&
    !(len >= 104 && len <= 116) &&
    !(generic !== null && len >= generic.minLength) &&
    !inner
  )
    return;
  if (prefixed) {
    const kind = table.match(t, s, e);
    if (kind !== null) {
      scan.add(kind, s, e);
      return;
    }
  }
  // A key inside a path or a dotted name (`secrets.pypi-AgEI…`, `/tokens/ghp_…`): each part after a `.` or `/`.
  for (let i = s + 1; inner && i < e - 16; i++) {
    const c = t.charCodeAt(i - 1);
    if ((c === DOT || c === SLASH) && table.startsWith(t.charCodeAt(i))) {
      const kind = table.match(t, i, e);
      if (kind !== null) {
        scan.add(kind, i, e);
        return;
      }
    }
  }
  if (
    (c0 === LOWER_E && JWT.test(t.slice(s, e))) ||
    ((c0 === UPPER_M || c0 === UPPER_N || c0 === UPPER_O) && DISCORD_BOT.test(t.slice(s, e))) ||
    (len >= 36 && len <= 38 && MAILCHIMP.test(t.slice(s, e)))
  ) {
    scan.add('api-key', s, e);
    return;
  }
  if (
    len === 64 ||
    len === 66 ||
    len === 51 ||
    len === 52 ||
    len === 87 ||
    len === 88 ||
    (len >= 104 && len <= 116)
  ) {
    const tok = t.slice(s, e);
    if ((len === 64 || len === 66) && HEX64.test(tok)) {
      const before = t.slice(Math.max(0, s - 32), s).toLowerCase();
      if (!DIGEST_CONTEXT.some((w) => before.includes(w))) scan.add('wallet-key', s, e);
      return;
    }
    if (
      ((len === 51 || len === 52) && WIF.test(tok)) ||
      (len >= 104 && len <= 116 && XPRV.test(tok)) ||
      ((len === 87 || len === 88) && BASE58_LONG.test(tok))
    ) {
      scan.add('wallet-key', s, e);
      return;
    }
  }
  if (generic !== null && len > generic.minLength) {
    // An unknown prefix (2-12 letters and digits, a letter first, then `_`, `-` or `.`), read in place.
    let i = s;
    while (i < e && i - s <= 12 && isAlnumAscii(t.charCodeAt(i))) i++;
    const sep = t.charCodeAt(i);
    if (
      i - s >= 2 &&
      i - s <= 12 &&
      isAsciiLetter(c0) &&
      (sep === DASH || sep === UNDERSCORE || sep === DOT) &&
      e - i - 1 >= generic.minLength &&
      isGenericSecret(t.slice(s, e), generic)
    )
      scan.add('api-key', s, e);
  }
}
