/**
 * Anchored shapes tested on one sub-token at a time (no nested quantifier, so each test is linear in the token):
 * wallet keys, e-mail; and `looksRandom`, the placeholder and low-entropy guard of the generic rule.
 */
import { charStats, type CharStats } from './checksums';
import { AT, DASH, DOT, isAsciiLetter, isDigit, PERCENT, PLUS, UNDERSCORE } from './chars';

/**
 * Whether the random part of a key looks random: a placeholder ("ghp_xxxx…", "AKIAXXXXXXXXXXXXXXXX", "sk-000…")
 * repeats a few characters; a real key of 16+ random characters has many distinct ones.
 */
export function looksRandom(body: string, st: CharStats = charStats(body)): boolean {
  if (body.length < 8) return false;
  if (st.distinct < Math.min(8, Math.ceil(body.length / 4)) || st.entropy < 2.5) return false;
  // Alphabetical or counting runs ("abc123xyz-456def…", "1234567890"): a person typed them.
  if (st.steps > body.length * 0.3) return false;
  // Letters only: a random key mixes cases throughout; a name does not (`requiredCharacteristicTypes`).
  if (st.digits === 0 && st.letters > 0) {
    const upper = st.upper / st.letters;
    if (upper < 0.2 || upper > 0.8)
      return st.upper === st.letters && st.letters === body.length && st.entropy >= 3.5;
  }
  return true;
}

export const HEX64 = /^(?:0x)?[0-9a-fA-F]{64}$/;
export const WIF = /^(?:5[1-9A-HJ-NP-Za-km-z]{50}|[KL][1-9A-HJ-NP-Za-km-z]{51})$/;
export const XPRV = /^[xyzt]prv[1-9A-HJ-NP-Za-km-z]{100,112}$/;
export const BASE58_LONG = /^[1-9A-HJ-NP-Za-km-z]{87,88}$/; // Solana secret key (64 bytes)
export const TELEGRAM_BOT = /^\d{8,10}:[A-Za-z0-9_-]{35}$/;
/** Words before a 64-hex string that mean "this is a digest", not a key. */
export const DIGEST_CONTEXT = [
  'sha',
  'hash',
  'digest',
  'checksum',
  'empreinte',
  'commit',
  'integrity',
  'sum',
  'condensat',
];

/** Hand-written e-mail check (one `@`, dotted domain, alphabetic or punycode top-level label of 2+ characters). */
export function isEmail(tok: string): boolean {
  const at = tok.indexOf('@');
  if (at <= 0 || at !== tok.lastIndexOf('@') || at > 64) return false;
  for (let i = 0; i < at; i++) {
    const c = tok.charCodeAt(i);
    if (!(
      isAsciiLetter(c) ||
      isDigit(c) ||
      c === DOT ||
      c === UNDERSCORE ||
      c === PERCENT ||
      c === PLUS ||
      c === DASH
    ))
      return false;
  }
  // RFC 5322 dot-atom: no dot first, last or twice in a row.
  if (tok.charCodeAt(0) === DOT || tok.charCodeAt(at - 1) === DOT || tok.lastIndexOf('..', at) >= 0)
    return false;
  const domain = tok.slice(at + 1);
  if (domain.length < 4 || domain.length > 253) return false;
  let labelStart = 0;
  let labels = 0;
  for (let i = 0; i <= domain.length; i++) {
    const c = i < domain.length ? domain.charCodeAt(i) : DOT;
    if (c === DOT) {
      if (i === labelStart) return false;
      labels++;
      if (i === domain.length) {
        const tld = domain.slice(labelStart);
        return labels >= 2 && tld.length >= 2 && (/^[A-Za-z]+$/.test(tld) || /^xn--[a-z0-9]+$/i.test(tld));
      }
      labelStart = i + 1;
    } else if (!(isAsciiLetter(c) || isDigit(c) || c === DASH) || c === AT) return false;
  }
  return false;
}
