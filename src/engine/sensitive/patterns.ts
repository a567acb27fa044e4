/**
 * Anchored shapes tested on one sub-token at a time (no nested quantifier, so each test is linear in the token).
 */
import { charStats, type CharStats } from './checksums';
import { AT, DASH, DOT, isAsciiLetter, isDigit, PERCENT, PLUS, UNDERSCORE } from './chars';

/** A provider's key: its anchored shape, and where its random part starts (after the fixed prefix). */
interface ProviderKey {
  re: RegExp;
  prefix: number;
}
const key = (re: RegExp, prefix: number): ProviderKey => ({ re, prefix });

/** Provider keys and tokens: each pattern is anchored at both ends and has no nested quantifier. */
export const API_KEY_PATTERNS: readonly ProviderKey[] = [
  key(/^sk-[A-Za-z0-9_-]{20,}$/, 3), // OpenAI (sk-, sk-proj-), Anthropic (sk-ant-), OpenRouter (sk-or-)
  key(/^(?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{16,}$/, 8), // Stripe secret / restricted
  key(/^whsec_[A-Za-z0-9]{20,}$/, 6), // Stripe webhook secret
  key(/^gh[pousr]_[A-Za-z0-9]{30,}$/, 4), // GitHub
  key(/^github_pat_[A-Za-z0-9_]{40,}$/, 11), // GitHub fine-grained
  key(/^glpat-[A-Za-z0-9_-]{20,}$/, 6), // GitLab
  key(/^xox[abposre]-(?:\d{6,14}-){1,3}[A-Za-z0-9]{20,40}$/, 5), // Slack: numeric ids, then the secret
  key(/^xoxe(?:\.xox[bp])?-\d-[A-Za-z0-9]{40,}$/, 5), // Slack configuration and refresh tokens
  key(/^xapp-\d-[A-Za-z0-9-]{10,}$/, 5), // Slack app-level token
  key(/^(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA)[A-Z0-9]{16}$/, 4), // AWS access key id
  key(/^AIza[A-Za-z0-9_-]{35}$/, 4), // Google API key
  key(/^GOCSPX-[A-Za-z0-9_-]{20,}$/, 7), // Google OAuth client secret
  key(/^ya29\.[A-Za-z0-9_-]{20,}$/, 5), // Google OAuth access token
  key(/^hf_[A-Za-z0-9]{30,}$/, 3), // Hugging Face
  key(/^SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}$/, 3), // SendGrid
  key(/^npm_[A-Za-z0-9]{36}$/, 4), // npm
  key(/^pypi-[A-Za-z0-9_-]{50,}$/, 5), // PyPI
  key(/^key-[0-9a-f]{32}$/, 4), // Mailgun
  key(/^SK[0-9a-fA-F]{32}$/, 2), // Twilio API key
  key(/^r8_[A-Za-z0-9]{30,}$/, 3), // Replicate
  key(/^gsk_[A-Za-z0-9]{40,}$/, 4), // Groq
  key(/^do[por]_v1_[a-f0-9]{64}$/, 7), // DigitalOcean
  key(/^shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}$/, 6), // Shopify
  key(/^eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}(?:\.[A-Za-z0-9_-]*)?$/, 3), // JWT (the signature may be empty or cut)
  key(/^[MN][A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,}$/, 0), // Discord bot token
];

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

/** The patterns by the code of the first character they accept (each starts with a fixed letter, or [MN] for Discord). */
const BY_FIRST: (ProviderKey[] | undefined)[] = [];
for (const p of API_KEY_PATTERNS) {
  const src = p.re.source;
  const firsts = src.startsWith('^[')
    ? src.slice(2, src.indexOf(']')).split('')
    : src.startsWith('^(?:')
      ? src
          .slice(4, src.indexOf(')'))
          .split('|')
          .map((s) => s[0]!)
      : [src[1]!];
  for (const f of new Set(firsts)) (BY_FIRST[f.charCodeAt(0)] ??= []).push(p);
}

/** Whether a provider key may start with the character of code `c`. */
export const startsProviderKey = (c: number): boolean => c < 128 && BY_FIRST[c] !== undefined;

/** Whether `tok` is a provider key; placeholders in a provider's shape are not keys. */
export function isProviderKey(tok: string): boolean {
  const c = tok.charCodeAt(0);
  const candidates = c < 128 ? BY_FIRST[c] : undefined;
  if (candidates === undefined) return false;
  for (const p of candidates) if (p.re.test(tok)) return looksRandom(tok.slice(p.prefix));
  return false;
}

export const HEX64 = /^(?:0x)?[0-9a-fA-F]{64}$/;
export const WIF = /^(?:5[1-9A-HJ-NP-Za-km-z]{50}|[KL][1-9A-HJ-NP-Za-km-z]{51})$/;
export const XPRV = /^[xyzt]prv[1-9A-HJ-NP-Za-km-z]{100,112}$/;
export const BASE58_LONG = /^[1-9A-HJ-NP-Za-km-z]{87,88}$/; // Solana secret key (64 bytes)
export const TELEGRAM_BOT = /^\d{8,10}:[A-Za-z0-9_-]{35}$/;
export const AGE_SECRET_KEY = /^AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}$/;
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
  if (tok.charCodeAt(0) === DOT || tok.charCodeAt(at - 1) === DOT) return false;
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
