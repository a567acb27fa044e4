/**
 * Chunks (maximal runs without whitespace), split into sub-tokens on quotes, `=`, `:`, brackets, backslashes...:
 * each sub-token is tested against the anchored shapes of patterns.ts; and 12+ BIP-39 words in a row (a seed
 * phrase). Each character is read a bounded number of times.
 */
import { BIP39_ENGLISH } from './bip39English';
import { BACKSLASH, BANG, codes, COLON, DOT, isAlnum, isAsciiLetter, isDigit, isSpace, QUESTION } from './chars';
import type { ScanContext } from './core';
import { AGE_SECRET_KEY, BASE58_LONG, DIGEST_CONTEXT, HEX64, isEmail, isProviderKey, TELEGRAM_BOT, WIF, XPRV } from './patterns';

/** Characters that split a chunk into sub-tokens (quotes, assignment, brackets, list punctuation, escapes). */
const SUBTOKEN_DELIMITERS = codes('"\'`=:,;()[]{}<>|«»“”‘’&?\\');
/** Trailing characters stripped from a sub-token (end of sentence). */
const TRAILING = codes('.!?…');

/** Slack incoming webhooks, workflow and trigger URLs: the path is the secret. */
const SLACK_WEBHOOK = /hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/-]{20,}/;
const BIP39 = new Set(BIP39_ENGLISH);
const SEED_MIN_WORDS = 12;
/** A chunk longer than this is not a word of a seed phrase nor one secret to read whole. */
const MAX_WORD = 12;

export function scanTokens(scan: ScanContext): void {
  const t = scan.text;
  const n = t.length;
  let seedStart = -1;
  let seedEnd = -1;
  let seedCount = 0;
  let i = 0;
  while (i < n) {
    while (i < n && isSpace(t.charCodeAt(i))) i++;
    if (i >= n) break;
    const start = i;
    while (i < n && !isSpace(t.charCodeAt(i))) i++;
    const end = i;
    if (end - start >= 6) chunk(scan, start, end);
    // Seed phrase: a word of the list (punctuation around it ignored), or a neutral numbering token ("1." "2)").
    const w = bareWord(scan, start, end);
    if (w === 'number') continue;
    if (w !== null && BIP39.has(w.word)) {
      if (seedCount === 0) seedStart = w.start;
      seedCount++;
      seedEnd = w.end;
      // A word followed by a sentence end closes the run.
      const last = t.charCodeAt(end - 1);
      if (w.end < end && (last === DOT || last === BANG || last === QUESTION) && seedCount < SEED_MIN_WORDS) seedCount = 0;
    } else {
      if (seedCount >= SEED_MIN_WORDS) scan.add('seed-phrase', seedStart, seedEnd);
      seedCount = 0;
    }
  }
  if (seedCount >= SEED_MIN_WORDS) scan.add('seed-phrase', seedStart, seedEnd);
}

/** The chunk as one lower-case word (letters only, surrounding punctuation stripped), 'number' for "1." / "(2)", or null. */
function bareWord(scan: ScanContext, start: number, end: number): { word: string; start: number; end: number } | 'number' | null {
  const t = scan.text;
  let a = start;
  let b = end;
  while (a < b && !isAlnum(t.charCodeAt(a))) a++;
  while (b > a && !isAlnum(t.charCodeAt(b - 1))) b--;
  if (a >= b || b - a > MAX_WORD) return null;
  let digits = true;
  let letters = true;
  for (let k = a; k < b; k++) {
    const c = t.charCodeAt(k);
    if (!isDigit(c)) digits = false;
    if (!isAsciiLetter(c)) letters = false;
  }
  if (digits && b - a <= 2) return 'number';
  if (!letters) return null;
  return { word: scan.lower.slice(a, b), start: a, end: b };
}

function chunk(scan: ScanContext, start: number, end: number): void {
  const t = scan.text;
  const chunkText = t.slice(start, end);
  // URL with credentials: scheme://user:password@host
  const scheme = chunkText.indexOf('://');
  if (scheme > 0) {
    const authEnd = chunkText.indexOf('@', scheme + 3);
    const slash = chunkText.indexOf('/', scheme + 3);
    if (authEnd > 0 && (slash < 0 || authEnd < slash)) {
      const colon = chunkText.indexOf(':', scheme + 3);
      if (colon > 0 && colon < authEnd - 1 && !/^\$|^\{|^<|^x+$|^\*+$/i.test(chunkText.slice(colon + 1, authEnd))) scan.add('password', start, end);
    }
    if (SLACK_WEBHOOK.test(chunkText)) scan.add('api-key', start, end);
  } else if (chunkText.startsWith('hooks.slack.com/') && SLACK_WEBHOOK.test(chunkText)) scan.add('api-key', start, end);
  let strippedEnd = chunkText.length;
  while (strippedEnd > 0 && TRAILING.has(chunkText.charCodeAt(strippedEnd - 1))) strippedEnd--;
  const stripped = chunkText.slice(0, strippedEnd);
  if (TELEGRAM_BOT.test(stripped)) scan.add('api-key', start, start + stripped.length);
  // Sub-tokens.
  let i = start;
  while (i < end) {
    while (i < end && SUBTOKEN_DELIMITERS.has(t.charCodeAt(i))) i++;
    const s = i;
    while (i < end && !SUBTOKEN_DELIMITERS.has(t.charCodeAt(i))) i++;
    let e = i;
    // A JSON-escaped line break glued to a token ("KEY\nNEXT=1"): the escape letter is not part of the next token.
    const tokStart = s > start && t.charCodeAt(s - 1) === BACKSLASH && 'nrt'.includes(t[s] ?? '') ? s + 1 : s;
    while (e > tokStart && TRAILING.has(t.charCodeAt(e - 1))) e--;
    if (e - tokStart >= 6) subtoken(scan, tokStart, e);
    // A Telegram bot token is "digits:secret"; its colon splits it, so it is tested across the split.
    if (t.charCodeAt(i) === COLON && TELEGRAM_BOT.test(t.slice(s, Math.min(end, i + 36)))) scan.add('api-key', s, i + 36);
  }
}

function subtoken(scan: ScanContext, s: number, e: number): void {
  const tok = scan.text.slice(s, e);
  if (tok.includes('@')) {
    if (isEmail(tok)) scan.add('email', s, e);
    return;
  }
  if (e - s < 16) return;
  if (isProviderKey(tok)) {
    scan.add('api-key', s, e);
    return;
  }
  if (tok.startsWith('AGE-SECRET-KEY-1')) {
    if (AGE_SECRET_KEY.test(tok.toUpperCase())) scan.add('private-key', s, e);
    return;
  }
  if (HEX64.test(tok)) {
    const before = scan.lower.slice(Math.max(0, s - 32), s);
    if (!DIGEST_CONTEXT.some((w) => before.includes(w))) scan.add('wallet-key', s, e);
    return;
  }
  if (WIF.test(tok) || XPRV.test(tok) || BASE58_LONG.test(tok)) scan.add('wallet-key', s, e);
}
