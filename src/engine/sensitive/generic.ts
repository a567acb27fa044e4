/**
 * The generic rule of the token scanner: a token of an unknown prefix and a random body. Its two thresholds come
 * from data (derive.ts computes them, learned.ts holds them).
 */
import { charStats } from './checksums';
import { DASH, DOT, isLower, isUpper, UNDERSCORE } from './chars';
import type { GenericRule } from './params';
import { looksRandom } from './patterns';
import { isPlaceholder, readsAsWords } from './values';

/**
 * The generic rule, the only one the placeholder and low-entropy guards apply to: a token of an unknown prefix (2 to
 * 12 letters and digits, then `_`, `-` or `.`) and a random body of `rule.minLength`+ characters of
 * `[A-Za-z0-9+/=_-]`, letters and digits or both cases, not hex alone, not words joined by separators, not a
 * placeholder, with an entropy of `rule.minEntropy`+ bits per character. A bare random string with no prefix and no
 * keyword before it is not claimed: it is as often a hash, an id or test data. The two thresholds come from data
 * (derive.ts).
 */
export function isGenericSecret(tok: string, rule: GenericRule): boolean {
  const body = genericBody(tok);
  return body !== null && body.length >= rule.minLength && genericEntropy(body) >= rule.minEntropy;
}

/** The body after a token's unknown prefix (`abc_`, `tvly-`, `na1.`), or null when it has none. */
export function genericBody(tok: string): string | null {
  let i = 0;
  let letters = 0;
  while (i < tok.length && i <= 12) {
    const c = tok.charCodeAt(i);
    if (isLower(c) || isUpper(c)) letters++;
    else if (c < 48 || c > 57) break;
    i++;
  }
  const sep = tok.charCodeAt(i);
  if (i < 2 || i > 12 || letters === 0 || (sep !== DASH && sep !== UNDERSCORE && sep !== DOT)) return null;
  return tok.slice(i + 1);
}

/**
 * Everything the generic rule asks of a body but its two thresholds: its entropy if it qualifies, else -1.
 * (derive.ts sets the thresholds from the values this returns.)
 */
export function genericEntropy(tok: string): number {
  const len = tok.length;
  if (len > 512) return -1;
  let lower = 0;
  let upper = 0;
  let digits = 0;
  let hex = true;
  for (let i = 0; i < len; i++) {
    const c = tok.charCodeAt(i);
    if (isLower(c)) {
      lower++;
      if (c > 102) hex = false;
    } else if (isUpper(c)) {
      upper++;
      if (c > 70) hex = false;
    } else if (c >= 48 && c <= 57) digits++;
    else if (c === DASH) continue;
    else if (c === 43 || c === 47 || c === 61 || c === UNDERSCORE)
      hex = false; // + / = _
    else return -1;
  }
  if (hex || (lower > 0 ? 1 : 0) + (upper > 0 ? 1 : 0) + (digits > 0 ? 1 : 0) < 2) return -1;
  const st = charStats(tok);
  if (!looksRandom(tok, st) || isPlaceholder(tok) || readsAsWords(tok)) return -1;
  return st.entropy;
}
