/**
 * detectSensitive: what a memory must refuse to keep (secrets, wallet keys, personal data), found in LINEAR time.
 *
 * Why hand-written scanners: secret scanners built on backtracking regular expressions can take quadratic or
 * exponential time on hostile input (detect-secrets hung 15 minutes on one 100,000-character line, its issue #372).
 * Here the text is read a bounded number of times:
 *
 * 1. chunks (maximal runs without whitespace), split into sub-tokens on quotes, `=`, `:`, commas, brackets...: each
 *    sub-token is tested against ANCHORED patterns without nested quantifiers (provider keys, JWT, hex-64 and WIF
 *    wallet keys, extended private keys) and a hand-written e-mail check;
 * 2. consecutive words: 12 or more words of the BIP-39 list in a row are a seed phrase;
 * 3. runs of digit groups (digits with single spaces, dots, dashes, a leading `+`, `(0)`): French and international
 *    phone numbers, card numbers (13-19 digits, Luhn checked), by bounded windows over the groups;
 * 4. IBAN candidates (2 letters, 2 digits, then up to 30 letters/digits, spaces every 4): mod-97 checked
 *    incrementally, at the country's length when it is known;
 * 5. keywords (`password`, `mot de passe`, `api_key`, `token`, ...): each occurrence reads a bounded window
 *    (operator, then one value), so the work per occurrence is constant;
 * 6. `-----BEGIN … PRIVATE KEY-----` headers (PEM), `AGE-SECRET-KEY-` and PuTTY key files, by `indexOf`.
 *
 * Every step does O(1) amortised work per character, so the whole scan is O(n).
 */
import { BIP39_ENGLISH } from './bip39English';

export type SensitiveKind =
  | 'api-key'
  | 'private-key'
  | 'wallet-key'
  | 'seed-phrase'
  | 'password'
  | 'email'
  | 'phone'
  | 'iban'
  | 'card';

/** Every kind, in the order the policy lists them. */
export const SENSITIVE_KINDS: readonly SensitiveKind[] = [
  'api-key',
  'private-key',
  'wallet-key',
  'seed-phrase',
  'password',
  'email',
  'phone',
  'iban',
  'card',
];

/** One finding: its kind and where it is (UTF-16 offsets, end exclusive). */
export interface SensitiveMatch {
  kind: SensitiveKind;
  start: number;
  end: number;
}

// ------------------------------------------------------------------ character classes

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isUpper = (c: number): boolean => c >= 65 && c <= 90;
const isLower = (c: number): boolean => c >= 97 && c <= 122;
const isAsciiLetter = (c: number): boolean => isUpper(c) || isLower(c);
/** Letters including Latin-1 accented ones (so "é" is part of a word). */
const isLetter = (c: number): boolean => isAsciiLetter(c) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
const isAlnum = (c: number): boolean => isDigit(c) || isLetter(c);
const isSpace = (c: number): boolean =>
  c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x202f || c === 0x2009 || c === 0x2007 || c === 0x3000 || c === 0xfeff || c === 0x2028;

/** Characters that split a chunk into sub-tokens (quotes, assignment, brackets, list punctuation). */
const SUBTOKEN_DELIMITERS = new Set(Array.from('"\'`=:,;()[]{}<>|«»“”‘’&?', (ch) => ch.charCodeAt(0)));
/** Trailing characters stripped from a sub-token (end of sentence). */
const TRAILING = new Set(Array.from('.!?…', (ch) => ch.charCodeAt(0)));

/** Lower-cases ASCII and Latin-1 letters only, so offsets in the result are offsets in the text. */
function lowerSameLength(text: string): string {
  // Fast path: toLowerCase keeps the length (and so every offset) unless the text holds a character whose lower
  // case is longer (U+0130 "İ"); then lower-case ASCII and Latin-1 by hand.
  const fast = text.toLowerCase();
  if (fast.length === text.length) return fast;
  const out: string[] = [];
  const CHUNK = 8192;
  for (let i = 0; i < text.length; i += CHUNK) {
    const codes: number[] = [];
    const end = Math.min(text.length, i + CHUNK);
    for (let j = i; j < end; j++) {
      const c = text.charCodeAt(j);
      codes.push(isUpper(c) || (c >= 0xc0 && c <= 0xde && c !== 0xd7) ? c + 32 : c);
    }
    out.push(String.fromCharCode(...codes));
  }
  return out.join('');
}

// ------------------------------------------------------------------ checksums

/** Luhn checksum over a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Numeric value of an IBAN character (0-9 → 0-9, A-Z → 10-35), or -1. */
function ibanValue(c: number): number {
  if (isDigit(c)) return c - 48;
  if (isUpper(c)) return c - 55;
  if (isLower(c)) return c - 87;
  return -1;
}

/** remainder * 10^(digits of v) + v, mod 97. */
/** The separator before group k (0: none, -1: first group). */
function sepAt(seps: readonly number[], k: number): number {
  return k === 0 ? -1 : (seps[k - 1] ?? -1);
}

const appendMod97 = (rem: number, v: number): number => (v >= 10 ? (rem * 100 + v) % 97 : (rem * 10 + v) % 97);

/** IBAN checksum (ISO 13616): move the first four characters to the end, letters to numbers, mod 97 must be 1. */
export function ibanValid(iban: string): boolean {
  const s = iban.replace(/[\s\u00a0]/g, '');
  if (s.length < 15 || s.length > 34) return false;
  let rem = 0;
  for (let i = 4; i < s.length + 4; i++) {
    const v = ibanValue(s.charCodeAt(i % s.length));
    if (v < 0) return false;
    rem = appendMod97(rem, v);
  }
  return rem === 1;
}

/** IBAN lengths of common countries (ISO 13616 registry). Unknown countries accept any length 15..34. */
const IBAN_LENGTH: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22,
  GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MT: 31, NL: 18, NO: 15,
  PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, TN: 24, TR: 26, MA: 28, SN: 28, CI: 28,
};

// ------------------------------------------------------------------ sub-token patterns (anchored, no nesting)

/** Provider keys and tokens: each pattern is anchored at both ends and has no nested quantifier. */
const API_KEY_PATTERNS: readonly RegExp[] = [
  /^sk-[A-Za-z0-9_-]{20,}$/, // OpenAI (sk-, sk-proj-), Anthropic (sk-ant-), OpenRouter (sk-or-)
  /^(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}$/, // Stripe secret / restricted
  /^whsec_[A-Za-z0-9]{20,}$/, // Stripe webhook secret
  /^gh[pousr]_[A-Za-z0-9]{30,}$/, // GitHub
  /^github_pat_[A-Za-z0-9_]{40,}$/, // GitHub fine-grained
  /^glpat-[A-Za-z0-9_-]{20,}$/, // GitLab
  /^xox[abposr]-[A-Za-z0-9-]{10,}$/, // Slack
  /^(?:AKIA|ASIA|AGPA|AIDA|AROA)[A-Z0-9]{16}$/, // AWS access key id
  /^AIza[A-Za-z0-9_-]{35}$/, // Google API key
  /^GOCSPX-[A-Za-z0-9_-]{20,}$/, // Google OAuth client secret
  /^ya29\.[A-Za-z0-9_-]{20,}$/, // Google OAuth access token
  /^hf_[A-Za-z0-9]{30,}$/, // Hugging Face
  /^SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}$/, // SendGrid
  /^npm_[A-Za-z0-9]{36}$/, // npm
  /^pypi-[A-Za-z0-9_-]{50,}$/, // PyPI
  /^key-[0-9a-f]{32}$/, // Mailgun
  /^SK[0-9a-fA-F]{32}$/, // Twilio API key
  /^r8_[A-Za-z0-9]{30,}$/, // Replicate
  /^gsk_[A-Za-z0-9]{40,}$/, // Groq
  /^dop_v1_[a-f0-9]{64}$/, // DigitalOcean
  /^shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}$/, // Shopify
  /^eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}$/, // JWT
  /^[MN][A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,}$/, // Discord bot token
];

const HEX64 = /^(?:0x)?[0-9a-fA-F]{64}$/;
const WIF = /^(?:5[1-9A-HJ-NP-Za-km-z]{50}|[KL][1-9A-HJ-NP-Za-km-z]{51})$/;
const XPRV = /^[xyzt]prv[1-9A-HJ-NP-Za-km-z]{100,112}$/;
const BASE58_LONG = /^[1-9A-HJ-NP-Za-km-z]{87,88}$/; // Solana secret key (64 bytes)
const TELEGRAM_BOT = /^\d{8,10}:[A-Za-z0-9_-]{35}$/;
/** Words before a 64-hex string that mean "this is a digest", not a key. */
const DIGEST_CONTEXT = ['sha', 'hash', 'digest', 'checksum', 'empreinte', 'commit', 'integrity', 'sum', 'condensat'];

/** Hand-written e-mail check (one `@`, dotted domain, alphabetic top-level label of 2+ letters). */
function isEmail(tok: string): boolean {
  const at = tok.indexOf('@');
  if (at <= 0 || at !== tok.lastIndexOf('@') || at > 64) return false;
  for (let i = 0; i < at; i++) {
    const c = tok.charCodeAt(i);
    if (!(isAsciiLetter(c) || isDigit(c) || c === 46 || c === 95 || c === 37 || c === 43 || c === 45)) return false;
  }
  if (tok.charCodeAt(0) === 46 || tok.charCodeAt(at - 1) === 46) return false;
  const domain = tok.slice(at + 1);
  if (domain.length < 4 || domain.length > 253) return false;
  let labelLen = 0;
  let labels = 0;
  let lastLabelAlpha = true;
  for (let i = 0; i <= domain.length; i++) {
    const c = i < domain.length ? domain.charCodeAt(i) : 46;
    if (c === 46) {
      if (labelLen === 0) return false;
      labels++;
      if (i === domain.length) return labels >= 2 && lastLabelAlpha && labelLen >= 2;
      labelLen = 0;
      lastLabelAlpha = true;
    } else if (isAsciiLetter(c) || isDigit(c) || c === 45) {
      labelLen++;
      if (!isAsciiLetter(c)) lastLabelAlpha = false;
    } else return false;
  }
  return false;
}

// ------------------------------------------------------------------ the scanner

const BIP39 = new Set(BIP39_ENGLISH);
const SEED_MIN_WORDS = 12;

class Scan {
  readonly found: SensitiveMatch[] = [];
  private lowerText: string | null = null;
  constructor(readonly text: string) {}

  get lower(): string {
    this.lowerText ??= lowerSameLength(this.text);
    return this.lowerText;
  }

  add(kind: SensitiveKind, start: number, end: number): void {
    this.found.push({ kind, start, end });
  }

  run(): SensitiveMatch[] {
    this.chunks();
    this.digitRuns();
    this.ibans();
    this.assignments();
    this.pem();
    return this.found.sort((a, b) => a.start - b.start || a.end - b.end);
  }

  // 1 + 2: chunks, sub-tokens, seed phrases -------------------------------------------------
  private chunks(): void {
    const t = this.text;
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
      if (end - start >= 6) this.chunk(start, end);
      // Seed phrase: a word of the list (punctuation around it ignored), or a neutral numbering token ("1." "2)").
      const w = this.bareWord(start, end);
      if (w === 'number') continue;
      if (w !== null && BIP39.has(w.word)) {
        if (seedCount === 0) seedStart = w.start;
        seedCount++;
        seedEnd = w.end;
        // A word followed by a sentence end closes the run.
        const last = t.charCodeAt(end - 1);
        if (w.end < end && (last === 46 || last === 33 || last === 63) && seedCount < SEED_MIN_WORDS) seedCount = 0;
      } else {
        if (seedCount >= SEED_MIN_WORDS) this.add('seed-phrase', seedStart, seedEnd);
        seedCount = 0;
      }
    }
    if (seedCount >= SEED_MIN_WORDS) this.add('seed-phrase', seedStart, seedEnd);
  }

  /** The chunk as one lower-case word (letters only, surrounding punctuation stripped), 'number' for "1." / "(2)", or null. */
  private bareWord(start: number, end: number): { word: string; start: number; end: number } | 'number' | null {
    const t = this.text;
    let a = start;
    let b = end;
    while (a < b && !isAlnum(t.charCodeAt(a))) a++;
    while (b > a && !isAlnum(t.charCodeAt(b - 1))) b--;
    if (a >= b || b - a > 12) return null;
    let digits = true;
    let letters = true;
    for (let k = a; k < b; k++) {
      const c = t.charCodeAt(k);
      if (!isDigit(c)) digits = false;
      if (!isAsciiLetter(c)) letters = false;
    }
    if (digits && b - a <= 2) return 'number';
    if (!letters) return null;
    return { word: this.lower.slice(a, b), start: a, end: b };
  }

  private chunk(start: number, end: number): void {
    const t = this.text;
    const chunkText = t.slice(start, end);
    // URL with credentials: scheme://user:password@host
    const scheme = chunkText.indexOf('://');
    if (scheme > 0) {
      const authEnd = chunkText.indexOf('@', scheme + 3);
      const slash = chunkText.indexOf('/', scheme + 3);
      if (authEnd > 0 && (slash < 0 || authEnd < slash)) {
        const colon = chunkText.indexOf(':', scheme + 3);
        if (colon > 0 && colon < authEnd - 1) this.add('password', start, end);
      }
      if (chunkText.includes('hooks.slack.com/services/T')) this.add('api-key', start, end);
    }
    let strippedEnd = chunkText.length;
    while (strippedEnd > 0 && TRAILING.has(chunkText.charCodeAt(strippedEnd - 1))) strippedEnd--;
    const stripped = chunkText.slice(0, strippedEnd);
    if (TELEGRAM_BOT.test(stripped)) this.add('api-key', start, start + stripped.length);
    if (stripped.startsWith('AGE-SECRET-KEY-1')) this.add('private-key', start, end);
    // Sub-tokens.
    let i = start;
    while (i < end) {
      while (i < end && SUBTOKEN_DELIMITERS.has(t.charCodeAt(i))) i++;
      const s = i;
      while (i < end && !SUBTOKEN_DELIMITERS.has(t.charCodeAt(i))) i++;
      let e = i;
      while (e > s && TRAILING.has(t.charCodeAt(e - 1))) e--;
      if (e - s >= 6) this.subtoken(s, e);
    }
  }

  private subtoken(s: number, e: number): void {
    const tok = this.text.slice(s, e);
    if (tok.includes('@')) {
      if (isEmail(tok)) this.add('email', s, e);
      return;
    }
    if (e - s < 16) return;
    for (const re of API_KEY_PATTERNS) {
      if (re.test(tok)) {
        this.add('api-key', s, e);
        return;
      }
    }
    if (HEX64.test(tok)) {
      const before = this.lower.slice(Math.max(0, s - 32), s);
      if (!DIGEST_CONTEXT.some((w) => before.includes(w))) this.add('wallet-key', s, e);
      return;
    }
    if (WIF.test(tok) || XPRV.test(tok) || BASE58_LONG.test(tok)) this.add('wallet-key', s, e);
  }

  // 3: phone numbers and cards ---------------------------------------------------------------
  private digitRuns(): void {
    const t = this.text;
    const n = t.length;
    let i = 0;
    while (i < n) {
      const c = t.charCodeAt(i);
      const startsRun = isDigit(c) || ((c === 43 || c === 40) && i + 1 < n && isDigit(t.charCodeAt(i + 1)));
      if (!startsRun || (i > 0 && (isAlnum(t.charCodeAt(i - 1)) || t.charCodeAt(i - 1) === 43))) {
        i++;
        continue;
      }
      const end = this.digitRun(i);
      i = Math.max(i + 1, end);
    }
  }

  /** Reads the run of digit groups that starts at `i`, evaluates it, returns where it ends. */
  private digitRun(i: number): number {
    const t = this.text;
    const n = t.length;
    const groups: { start: number; end: number; digits: string; paren: boolean }[] = [];
    const seps: number[] = []; // separator char code before group k (k >= 1)
    let pos = i;
    const plus = t.charCodeAt(pos) === 43;
    if (plus) pos++;
    for (;;) {
      const c = t.charCodeAt(pos);
      if (c === 40) {
        let q = pos + 1;
        while (q < n && q - pos <= 5 && isDigit(t.charCodeAt(q))) q++;
        if (q === pos + 1 || t.charCodeAt(q) !== 41) break;
        groups.push({ start: pos, end: q + 1, digits: t.slice(pos + 1, q), paren: true });
        pos = q + 1;
      } else if (isDigit(c)) {
        let q = pos;
        while (q < n && isDigit(t.charCodeAt(q))) q++;
        groups.push({ start: pos, end: q, digits: t.slice(pos, q), paren: false });
        pos = q;
      } else break;
      // A separator continues the run only if a group follows it.
      const s = t.charCodeAt(pos);
      const next = t.charCodeAt(pos + 1);
      if ((s === 32 || s === 0xa0 || s === 0x202f || s === 46 || s === 45) && (isDigit(next) || next === 40)) {
        seps.push(s);
        pos++;
      } else if (isDigit(s) || s === 40) {
        seps.push(0); // "(0)6..." : no separator
      } else break;
    }
    if (groups.length === 0) return i + 1;
    const runEnd = groups[groups.length - 1]!.end;
    // A run glued to letters ("12ab34", a hash) is not a number.
    if (runEnd < n && isLetter(t.charCodeAt(runEnd))) return runEnd;
    this.phones(groups, seps, plus, i);
    this.cards(groups, seps);
    return runEnd;
  }

  private phones(
    groups: { start: number; end: number; digits: string; paren: boolean }[],
    seps: number[],
    plus: boolean,
    runStart: number,
  ): void {
    // International: "+CC ..." or "00CC ...": 8 to 15 digits (E.164), "(0)" not counted.
    const first = groups[0]!;
    const intl00 = !plus && first.digits.startsWith('00') && first.digits.length >= 2 && first.digits[2] !== '0';
    if (plus || intl00) {
      let count = intl00 ? -2 : 0;
      let best = -1;
      for (let k = 0; k < groups.length; k++) {
        const g = groups[k]!;
        if (!(g.paren && g.digits === '0')) count += g.digits.length;
        if (count > 15) break;
        if (count >= 8) best = k;
      }
      if (best >= 0) this.add('phone', runStart, groups[best]!.end);
    }
    // French national numbers and North American numbers, at any group.
    for (let k = 0; k < groups.length; k++) {
      const g = groups[k]!;
      const before = sepAt(seps, k);
      if (before === 46) continue; // "3.0612345678": a decimal
      const d = g.digits;
      // 0612345678
      if (!g.paren && d.length === 10 && d[0] === '0' && d[1] !== '0') {
        const after = k + 1 < groups.length ? sepAt(seps, k + 1) : -1;
        if (after !== 46) this.add('phone', g.start, g.end);
        continue;
      }
      // 06 12 34 56 78 (same separator)
      if (!g.paren && d.length === 2 && d[0] === '0' && d[1] !== '0' && k + 4 < groups.length) {
        const sep = sepAt(seps, k + 1);
        let ok = sep > 0;
        for (let m = k + 1; m <= k + 4 && ok; m++) ok = groups[m]!.digits.length === 2 && !groups[m]!.paren && sepAt(seps, m) === sep;
        if (ok) {
          this.add('phone', g.start, groups[k + 4]!.end);
          k += 4;
          continue;
        }
      }
      // 0 800 123 456
      if (!g.paren && d === '0' && k + 3 < groups.length) {
        let ok = true;
        for (let m = 1; m <= 3; m++) ok = ok && groups[k + m]!.digits.length === 3 && sepAt(seps, k + m) === 32;
        if (ok && groups[k + 1]!.digits[0] !== '0') {
          this.add('phone', g.start, groups[k + 3]!.end);
          continue;
        }
      }
      // (415) 555-0123 and 415-555-0123 / 415.555.0123
      if (d.length === 3 && d[0] !== '0' && d[0] !== '1' && k + 2 < groups.length) {
        const g1 = groups[k + 1]!;
        const g2 = groups[k + 2]!;
        const s1 = sepAt(seps, k + 1);
        const s2 = sepAt(seps, k + 2);
        const shapeOk = g1.digits.length === 3 && g2.digits.length === 4 && !g1.paren && !g2.paren;
        const sepOk = g.paren ? (s1 === 32 || s1 === 0) && (s2 === 45 || s2 === 32 || s2 === 46) : (s1 === 45 || s1 === 46) && s2 === s1;
        if (shapeOk && sepOk && (k + 3 >= groups.length || sepAt(seps, k + 3) !== s2)) this.add('phone', g.start, g2.end);
      }
    }
  }

  private cards(groups: { start: number; end: number; digits: string; paren: boolean }[], seps: number[]): void {
    for (let k = 0; k < groups.length; k++) {
      const g = groups[k]!;
      if (g.paren || sepAt(seps, k) === 46) continue;
      const d = g.digits;
      // One block of 13-19 digits.
      if (d.length >= 13 && d.length <= 19) {
        const after = k + 1 < groups.length ? sepAt(seps, k + 1) : -1;
        if (after !== 46 && luhnValid(d)) this.add('card', g.start, g.end);
        continue;
      }
      if (d.length !== 4) continue;
      // 4-4-4-4(-3), 4-6-5 (Amex), 4-6-4 (Diners): same separator (space or dash) throughout.
      const sep = sepAt(seps, k + 1);
      if (sep !== 32 && sep !== 45 && sep !== 0xa0) continue;
      let digits = d;
      for (let m = k + 1; m < groups.length && m <= k + 4; m++) {
        const gm = groups[m]!;
        if (gm.paren || sepAt(seps, m) !== sep) break;
        const len = gm.digits.length;
        const shapeOk = m === k + 1 ? len === 4 || len === 6 : groups[k + 1]!.digits.length === 6 ? m === k + 2 && (len === 5 || len === 4) : len === 4 || (m === k + 4 && len === 3);
        if (!shapeOk) break;
        digits += gm.digits;
        const nextSep = m + 1 < groups.length ? sepAt(seps, m + 1) : -1;
        if (digits.length >= 13 && nextSep !== 46 && luhnValid(digits) && (m + 1 >= groups.length || groups[m + 1]!.digits.length !== 4 || m === k + 4 || nextSep !== sep)) {
          this.add('card', g.start, gm.end);
          break;
        }
      }
    }
  }

  // 4: IBAN ------------------------------------------------------------------------------------
  private ibans(): void {
    const t = this.text;
    const n = t.length;
    for (let i = 0; i + 4 <= n; i++) {
      const c0 = t.charCodeAt(i);
      const c1 = t.charCodeAt(i + 1);
      if (!(isUpper(c0) && isUpper(c1)) || !isDigit(t.charCodeAt(i + 2)) || !isDigit(t.charCodeAt(i + 3))) continue;
      if (i > 0 && isAlnum(t.charCodeAt(i - 1))) continue;
      const country = t.slice(i, i + 2);
      const wanted = IBAN_LENGTH[country];
      // Body remainder computed incrementally; the check value appends the first four characters' digits.
      const head = [ibanValue(c0), ibanValue(c1), t.charCodeAt(i + 2) - 48, t.charCodeAt(i + 3) - 48];
      let rem = 0;
      let count = 4;
      let pos = i + 4;
      while (count < 34 && pos < n) {
        const c = t.charCodeAt(pos);
        if (isDigit(c) || isUpper(c)) {
          rem = appendMod97(rem, ibanValue(c));
          count++;
          pos++;
          const next = pos < n ? t.charCodeAt(pos) : 32;
          const boundary = !(isAlnum(next) || next === 64);
          if (count >= 15 && boundary && (wanted === undefined || wanted === count)) {
            let check = rem;
            for (const v of head) check = appendMod97(check, v);
            if (check === 1) {
              this.add('iban', i, pos);
              break;
            }
          }
        } else if ((c === 32 || c === 0xa0) && count % 4 === 0 && pos + 1 < n && (isDigit(t.charCodeAt(pos + 1)) || isUpper(t.charCodeAt(pos + 1)))) {
          pos++;
        } else break;
      }
    }
  }

  // 5: keyword assignments ----------------------------------------------------------------------
  private assignments(): void {
    const lower = this.lower;
    for (const [kw, kind] of KEYWORDS) {
      let from = 0;
      for (;;) {
        const at = lower.indexOf(kw, from);
        if (at < 0) break;
        from = at + kw.length;
        const prev = at > 0 ? lower.charCodeAt(at - 1) : 32;
        if (isLetter(prev)) continue;
        // A value read after this keyword is not searched again for keywords: each character is read once more at most.
        const valueEnd = kind === 'password' ? this.passwordAt(at + kw.length) : this.secretAt(at + kw.length, kw);
        from = Math.max(from, valueEnd);
      }
    }
  }

  /** After a keyword: identifier suffix, then an operator (`:`, `=`, `is`, `est`...) within a bounded window. */
  private operatorAfter(pos: number): { valueStart: number; verb: boolean } | null {
    const t = this.text;
    const lower = this.lower;
    const n = t.length;
    let p = pos;
    // identifier suffix: password_hash, DB_PASSWORD2, mot_de_passe
    while (p < n && p - pos < 24 && (isAlnum(lower.charCodeAt(p)) || lower.charCodeAt(p) === 95 || lower.charCodeAt(p) === 45)) p++;
    const limit = Math.min(n, p + 48);
    while (p < limit) {
      const c = lower.charCodeAt(p);
      if (c === 58 || c === 61) {
        // ":", "=", ":=", "=>" but not "==" (a comparison)
        if (c === 61 && lower.charCodeAt(p + 1) === 61) return null;
        let q = p + 1;
        if (lower.charCodeAt(q) === 61 || lower.charCodeAt(q) === 62) q++;
        return { valueStart: q, verb: false };
      }
      if (c === 8594) return { valueStart: p + 1, verb: false }; // →
      if (c === 10 || c === 13 || c === 46 || c === 44 || c === 33 || c === 63 || c === 59 || c === 40) return null;
      if (isSpace(c)) {
        for (const verb of VERBS) {
          if (lower.startsWith(verb, p)) return { valueStart: p + verb.length, verb: true };
        }
      }
      p++;
    }
    return null;
  }

  /** Reads one value after an operator: quoted (may hold spaces) or up to the next whitespace. */
  private valueAt(pos: number): { start: number; end: number; quoted: boolean; followedByWord: boolean } | null {
    const t = this.text;
    const n = t.length;
    let p = pos;
    while (p < n && p - pos < 8 && (t.charCodeAt(p) === 32 || t.charCodeAt(p) === 0xa0 || t.charCodeAt(p) === 0x202f || t.charCodeAt(p) === 9)) p++;
    const open = t.charCodeAt(p);
    const close = QUOTES.get(open);
    if (close !== undefined) {
      let q = p + 1;
      while (q < n && q - p <= 128 && t.charCodeAt(q) !== close && t.charCodeAt(q) !== 10) q++;
      if (t.charCodeAt(q) !== close) return null;
      let s = p + 1;
      let e = q;
      while (s < e && isSpace(t.charCodeAt(s))) s++;
      while (e > s && isSpace(t.charCodeAt(e - 1))) e--;
      return { start: s, end: e, quoted: true, followedByWord: false };
    }
    let q = p;
    while (q < n && q - p <= 128 && !isSpace(t.charCodeAt(q)) && !QUOTES.has(t.charCodeAt(q)) && t.charCodeAt(q) !== 38) q++;
    let e = q;
    while (e > p && ',.;!?)]}'.includes(t[e - 1] ?? '')) e--;
    // What follows the value: another word on the same line means prose ("Password: choose a strong one").
    let r = q;
    while (r < n && (t.charCodeAt(r) === 32 || t.charCodeAt(r) === 9)) r++;
    const followedByWord = e === q && r < n && isAlnum(t.charCodeAt(r));
    return { start: p, end: e, quoted: false, followedByWord };
  }

  /** Checks for a password after a keyword; returns where the value it read ends (or `pos`). */
  private passwordAt(pos: number): number {
    const op = this.operatorAfter(pos);
    if (op === null) return pos;
    const v = this.valueAt(op.valueStart);
    if (v === null) return pos;
    this.passwordValue(op.verb, v);
    return v.end;
  }

  private passwordValue(verb: boolean, v: { start: number; end: number; quoted: boolean; followedByWord: boolean }): void {
    if (v.end - v.start < 3) return;
    const value = this.text.slice(v.start, v.end);
    if (isPlaceholder(value)) return;
    const lowerValue = value.toLowerCase();
    if (NOT_A_PASSWORD.has(lowerValue)) return;
    const plain = /^[A-Za-zÀ-ÿ]+$/.test(value);
    if (v.quoted) {
      this.add('password', v.start, v.end);
      return;
    }
    if (verb) {
      // "is hunter2", "est Soleil2024!": a value that does not read as a word
      if (!plain || /[A-Z]/.test(value.slice(1))) this.add('password', v.start, v.end);
      return;
    }
    if (/[[(]/.test(value) || /^[A-Za-z_$][\w$]*\.[A-Za-z_$]/.test(value) || /^(?:process|os|env|self|this|req|request)\b/.test(value)) return;
    if (plain && (v.followedByWord || value.length < 4)) return;
    this.add('password', v.start, v.end);
  }

  /** Checks for a secret value after a keyword; returns where the value it read ends (or `pos`). */
  private secretAt(pos: number, kw: string): number {
    let valueStart: number;
    if (kw === 'bearer') {
      const c = this.text.charCodeAt(pos);
      if (!isSpace(c)) return pos;
      valueStart = pos;
    } else {
      const op = this.operatorAfter(pos);
      if (op === null || op.verb) return pos;
      valueStart = op.valueStart;
    }
    const v = this.valueAt(valueStart);
    if (v === null) return pos;
    this.secretValue(v);
    return v.end;
  }

  private secretValue(v: { start: number; end: number }): void {
    const value = this.text.slice(v.start, v.end);
    if (value.length < 16 || value.length > 512 || isPlaceholder(value)) return;
    if (!/^[A-Za-z0-9_\-+/=.~]+$/.test(value)) return;
    if (!/[0-9]/.test(value) || !/[A-Za-z]/.test(value)) return;
    this.add('api-key', v.start, v.end);
  }

  // 6: PEM and other private-key files -----------------------------------------------------------
  private pem(): void {
    const t = this.text;
    // Each search moves forward only: O(n) over the whole text.
    for (const marker of ['PRIVATE KEY-----', 'PRIVATE KEY BLOCK-----']) {
      let from = 0;
      let nextEnd = -2; // position of the next "-----END " at or after `from` (-1: none left, -2: not searched yet)
      for (;;) {
        const at = t.indexOf(marker, from);
        if (at < 0) break;
        from = at + marker.length;
        const begin = t.slice(Math.max(0, at - 40), at).lastIndexOf('-----BEGIN ');
        if (begin < 0) continue;
        if (nextEnd !== -1 && nextEnd < from) nextEnd = t.indexOf('-----END ', from);
        const start = Math.max(0, at - 40) + begin;
        this.add('private-key', start, nextEnd >= 0 && nextEnd - from < 20_000 ? nextEnd : from);
      }
    }
    const putty = t.indexOf('PuTTY-User-Key-File-');
    if (putty >= 0 && t.includes('Private-Lines:', putty)) this.add('private-key', putty, putty + 20);
  }
}

const KEYWORDS: readonly (readonly [string, 'password' | 'secret'])[] = [
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
  ['bearer', 'secret'],
];

const VERBS = [' is ', ' was ', ' est ', ' était ', " c'est ", ' c’est '];
const QUOTES = new Map<number, number>([
  [34, 34],
  [39, 39],
  [96, 96],
  [0xab, 0xbb],
  [0x201c, 0x201d],
  [0x2018, 0x2019],
]);

/** Values after "password:" that describe the field instead of giving a password. */
const NOT_A_PASSWORD = new Set([
  'required', 'optional', 'none', 'null', 'nil', 'undefined', 'empty', 'hidden', 'incorrect', 'invalid', 'wrong',
  'expired', 'reset', 'changed', 'forgotten', 'string', 'str', 'bytes', 'text', 'varchar', 'secretstr', 'char',
  'number', 'boolean', 'any', 'optional[str]', 'obligatoire', 'optionnel', 'facultatif', 'vide', 'masqué', 'invalide',
  'erroné', 'oublié', 'expiré', 'modifié', 'réinitialisé', 'changé', 'trop', 'requis', 'true', 'false', 'yes', 'no',
  'oui', 'non', 'password', 'mot', 'type', 'field', 'champ', 'input', 'getpass', 'prompt',
]);

function isPlaceholder(value: string): boolean {
  if (/^[*•xX.#?_-]+$/.test(value)) return true;
  const c = value.charCodeAt(0);
  if (c === 60 || c === 36 || c === 123 || c === 37) return true; // <password> ${X} {{x}} %(x)s
  return /^(?:your|votre|changeme|example|exemple|redacted)/i.test(value);
}

/** Every finding in `text`, sorted by position. Linear time. */
export function findSensitive(text: string): SensitiveMatch[] {
  if (typeof text !== 'string') throw new TypeError(`detectSensitive expects a string (got ${typeof text})`);
  if (text.length === 0) return [];
  return new Scan(text).run();
}

/** The kinds of sensitive data found in `text` (each once, in order of first appearance); [] for ordinary text. */
export function detectSensitive(text: string): SensitiveKind[] {
  const kinds: SensitiveKind[] = [];
  for (const m of findSensitive(text)) if (!kinds.includes(m.kind)) kinds.push(m.kind);
  return kinds;
}

/**
 * A masked form of a secret that never shows it whole: at most a quarter of it (and at most 4 characters) is kept,
 * the rest becomes bullets (at most 8). "sk-proj-abcdef…" → "sk-p••••••••".
 */
export function maskSecret(secret: string): string {
  const chars = Array.from(secret);
  const keep = Math.min(4, Math.floor(chars.length / 4));
  return chars.slice(0, keep).join('') + '•'.repeat(Math.max(3, Math.min(8, chars.length - keep)));
}

/** A finding inside a value: every kind found in the first string that holds one, where, and the secret masked. */
export interface ValueFinding {
  kinds: SensitiveKind[];
  masked: string;
  /** Where: `value`, `value.contact.email`, `value[2]`, `value<Map>[1].value`; a key holding a secret shows as `[key]`. */
  path: string;
}

const PLAIN_KEY = /^[A-Za-z_$][\w$]*$/;

/**
 * Deep scan of a value (strings and numbers inside objects, arrays, Maps, Sets, Dates, RegExps, Errors, and the
 * object keys too), cycles visited once. Returns the first finding whose kinds intersect `kinds`, or null.
 * Linear in the total length of the strings it visits.
 */
export function scanValue(value: unknown, kinds: readonly SensitiveKind[] = SENSITIVE_KINDS): ValueFinding | null {
  const seen = new Set<object>();
  const stack: [unknown, string][] = [[value, 'value']];
  const check = (text: string, path: string): ValueFinding | null => {
    const found = findSensitive(text).filter((m) => kinds.includes(m.kind));
    const first = found[0];
    if (first === undefined) return null;
    const ks: SensitiveKind[] = [];
    for (const m of found) if (!ks.includes(m.kind)) ks.push(m.kind);
    return { kinds: ks, masked: maskSecret(text.slice(first.start, first.end)), path };
  };
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const f = check(v, path);
      if (f) return f;
    } else if (typeof v === 'number' || typeof v === 'bigint') {
      const f = check(String(v), path);
      if (f) return f;
    } else if (typeof v === 'object' && v !== null) {
      if (seen.has(v)) continue;
      seen.add(v);
      const items: [unknown, string][] = [];
      // Tags, not instanceof: values may come from another realm (the grader runs student code in its own).
      const tag = Object.prototype.toString.call(v);
      if (tag === '[object Map]') {
        let i = 0;
        Map.prototype.forEach.call(v, (val: unknown, k: unknown) => {
          items.push([k, `${path}<Map>[${i}].key`], [val, `${path}<Map>[${i}].value`]);
          i++;
        });
      } else if (tag === '[object Set]') {
        let i = 0;
        Set.prototype.forEach.call(v, (val: unknown) => void items.push([val, `${path}<Set>[${i++}]`]));
      } else if (tag === '[object Date]' || ArrayBuffer.isView(v) || tag === '[object ArrayBuffer]') {
        continue;
      } else if (tag === '[object RegExp]') {
        items.push([(v as RegExp).source, `${path}.source`]);
      } else if (tag === '[object Error]') {
        items.push([(v as Error).message, `${path}.message`]);
      } else if (Array.isArray(v)) {
        (v as unknown[]).forEach((item, i) => items.push([item, `${path}[${i}]`]));
      } else {
        for (const k of Object.keys(v)) {
          const keyFinding = check(k, `${path}[key]`);
          if (keyFinding) return keyFinding;
          items.push([(v as Record<string, unknown>)[k], PLAIN_KEY.test(k) ? `${path}.${k}` : `${path}[${JSON.stringify(k.slice(0, 40))}]`]);
        }
      }
      for (let i = items.length - 1; i >= 0; i--) stack.push(items[i]!);
    }
  }
  return null;
}
