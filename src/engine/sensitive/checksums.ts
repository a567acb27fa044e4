/** Checksums that tell a card or IBAN from any other run of digits. */
import { DIGIT_0, isDigit, isLower, isUpper } from './chars';

/** Luhn checksum over a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - DIGIT_0;
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

/**
 * Lengths of issued card numbers by first digit (ISO/IEC 7812 major industry identifier): 1 UATP (15), 2 Mastercard
 * (16), 3 Amex / Diners / JCB (14-19), 4 Visa (13, 16, 19), 5 Mastercard / Maestro (16-19), 6 Discover / UnionPay /
 * Maestro (16-19). 0, 7, 8 and 9 issue no payment cards.
 */
const CARD_LENGTHS: Readonly<Record<string, readonly number[]>> = {
  '1': [15],
  '2': [16],
  '3': [14, 15, 16, 17, 18, 19],
  '4': [13, 16, 19],
  '5': [16, 17, 18, 19],
  '6': [16, 17, 18, 19],
};

/**
 * A card number: Luhn valid, and shaped like an issued number. Its first digit names an issuer and fixes the length (so runs of
 * zeros, which pass Luhn, are not cards), and one digit repeated is a filler, not a number.
 */
export function cardValid(digits: string): boolean {
  if (!CARD_LENGTHS[digits[0] ?? '0']?.includes(digits.length) || !issuerRange(digits)) return false;
  let same = true;
  for (let i = 1; i < digits.length && same; i++) same = digits.charCodeAt(i) === digits.charCodeAt(0);
  return !same && luhnValid(digits);
}

/**
 * The issuer ranges of the first digits 2 and 3, which are not all payment cards: Mastercard's 2-series is
 * 2221-2720; 3 is Amex (34, 37), Diners (300-305, 36, 38, 39) and JCB (3528-3589).
 */
function issuerRange(digits: string): boolean {
  const d0 = digits.charCodeAt(0) - DIGIT_0;
  if (d0 === 2) {
    const p = Number(digits.slice(0, 4));
    return p >= 2221 && p <= 2720;
  }
  if (d0 === 3) {
    const p2 = Number(digits.slice(0, 2));
    const p4 = Number(digits.slice(0, 4));
    return (
      ((p2 === 34 || p2 === 37) && digits.length === 15) ||
      (p4 >= 3000 && p4 <= 3059) ||
      p2 === 36 ||
      p2 === 38 ||
      p2 === 39 ||
      (p4 >= 3528 && p4 <= 3589)
    );
  }
  return true;
}

/**
 * The structure of each country's BBAN, as the SWIFT IBAN registry writes it (`4!a16!n`: 4 letters then 16 digits;
 * `c`: letters or digits), for the countries whose structure the registry fixes beyond the length. A string with the
 * right length and check digits but letters where the registry wants digits (or the reverse) is not an IBAN.
 */
const BBAN_FORMAT: Readonly<Record<string, string>> = {
  AD: '4!n4!n12!c',
  AE: '3!n16!n',
  AL: '8!n16!c',
  AT: '5!n11!n',
  AZ: '4!a20!c',
  BA: '3!n3!n8!n2!n',
  BE: '3!n7!n2!n',
  BG: '4!a4!n2!n8!c',
  BH: '4!a14!c',
  CH: '5!n12!c',
  CY: '3!n5!n16!c',
  CZ: '4!n6!n10!n',
  DE: '8!n10!n',
  DK: '4!n9!n1!n',
  EE: '2!n2!n11!n1!n',
  ES: '4!n4!n1!n1!n10!n',
  FI: '3!n11!n',
  FO: '4!n9!n1!n',
  FR: '5!n5!n11!c2!n',
  GB: '4!a6!n8!n',
  GE: '2!a16!n',
  GI: '4!a15!c',
  GL: '4!n9!n1!n',
  GR: '3!n4!n16!c',
  HR: '7!n10!n',
  HU: '3!n4!n1!n15!n1!n',
  IE: '4!a6!n8!n',
  IL: '3!n3!n13!n',
  IS: '4!n2!n6!n10!n',
  IT: '1!a5!n5!n12!c',
  JO: '4!a4!n18!c',
  KW: '4!a22!c',
  LI: '5!n12!c',
  LT: '5!n11!n',
  LU: '3!n13!c',
  LV: '4!a13!c',
  MC: '5!n5!n11!c2!n',
  ME: '3!n13!n2!n',
  MT: '4!a5!n18!c',
  NL: '4!a10!n',
  NO: '4!n6!n1!n',
  PK: '4!a16!c',
  PL: '8!n16!n',
  PS: '4!a21!c',
  PT: '4!n4!n11!n2!n',
  QA: '4!a21!c',
  RO: '4!a16!c',
  RS: '3!n13!n2!n',
  SA: '2!n18!c',
  SE: '3!n16!n1!n',
  SI: '5!n8!n2!n',
  SK: '4!n6!n10!n',
  SM: '1!a5!n5!n12!c',
  TR: '5!n1!n16!c',
  VG: '4!a16!n',
};
const BBAN_RE = new Map<string, RegExp>();
for (const [country, format] of Object.entries(BBAN_FORMAT)) {
  const parts = [...format.matchAll(/(\d+)!([anc])/g)].map(
    ([, n, t]) => `${t === 'n' ? '\\d' : t === 'a' ? '[A-Z]' : '[A-Z0-9]'}{${n}}`,
  );
  BBAN_RE.set(country, new RegExp(`^${parts.join('')}$`));
}

/** Whether the BBAN (the IBAN after its 4 first characters, no separators) has its country's structure. */
export function bbanValid(country: string, bban: string): boolean {
  const re = BBAN_RE.get(country);
  return re === undefined || re.test(bban);
}

/** Numeric value of an IBAN character (0-9 → 0-9, A-Z → 10-35), or -1. */
export function ibanValue(c: number): number {
  if (isDigit(c)) return c - DIGIT_0;
  if (isUpper(c)) return c - 55;
  if (isLower(c)) return c - 87;
  return -1;
}

/** remainder * 10^(digits of v) + v, mod 97. */
export const appendMod97 = (rem: number, v: number): number =>
  v >= 10 ? (rem * 100 + v) % 97 : (rem * 10 + v) % 97;

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

/** IBAN lengths of the countries of the ISO 13616 registry. Unknown countries accept any length 15..34. */
export const IBAN_LENGTH: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SC: 31,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  MA: 28,
  SN: 28,
  CI: 28,
};

/** What the randomness checks need of a string, read in one pass. */
export interface CharStats {
  /** Every character is printable ASCII. */
  ascii: boolean;
  digits: number;
  letters: number;
  upper: number;
  distinct: number;
  /** Shannon entropy in bits per character: random keys score high (base64 ~5-6, hex ~4), placeholders low. */
  entropy: number;
  /** Pairs where a character follows the one before it in order ("abc", "123"). */
  steps: number;
  /** Every character is one a key is written with: `[A-Za-z0-9_\-+/=.~:%]`. */
  keyChars: boolean;
}

/** The characters keys are written with (letters, digits and `_-+/=.~:%`), by code. */
const KEY_CHAR = new Uint8Array(128);
for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-+/=.~:%')
  KEY_CHAR[ch.charCodeAt(0)] = 1;

const COUNTS = new Int32Array(128);
/**
 * p·log2(p) for a count k of the string being read (p = k / length), kept once computed: a key's characters mostly
 * share a few counts (1, 2, 3), so Math.log2, the costly part, runs a few times per string instead of once per
 * distinct character. The same doubles are added in the same order, so the entropy is the same to the last bit.
 */
const TERM_SIZE = 1025;
const TERM = new Float64Array(TERM_SIZE);
const TERM_OF = new Float64Array(TERM_SIZE); // which call computed TERM[k]
let call = 0;

export function charStats(s: string): CharStats {
  let ascii = true;
  let digits = 0;
  let letters = 0;
  let upper = 0;
  let distinct = 0;
  let steps = 0;
  let keyChars = s.length > 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 33 || c > 126) {
      ascii = false;
      keyChars = false;
      continue;
    }
    if (KEY_CHAR[c] === 0) keyChars = false;
    if (COUNTS[c]! === 0) distinct++;
    COUNTS[c] = COUNTS[c]! + 1;
    if (isDigit(c)) digits++;
    else if (isUpper(c)) {
      letters++;
      upper++;
    } else if (isLower(c)) letters++;
    if (i > 0 && c === s.charCodeAt(i - 1) + 1) steps++;
  }
  let entropy = 0;
  call++;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const k = c < 128 ? COUNTS[c]! : 0;
    if (k > 0) {
      let term: number;
      if (k < TERM_SIZE && TERM_OF[k] === call) term = TERM[k]!;
      else {
        const p = k / s.length;
        term = p * Math.log2(p);
        if (k < TERM_SIZE) {
          TERM[k] = term;
          TERM_OF[k] = call;
        }
      }
      entropy -= term;
      COUNTS[c] = 0;
    }
  }
  return { ascii, digits, letters, upper, distinct, entropy, steps, keyChars };
}

/** Shannon entropy of a string, in bits per character. */
export const entropy = (s: string): number => charStats(s).entropy;
