/**
 * Runs of digit groups (digits with single spaces, dots, dashes, a leading `+`, `(0)`): French, North American
 * and international phone numbers, card numbers (13-19 digits, Luhn checked), US social security numbers and French
 * NIRs, by bounded windows over the groups.
 */
import { cardValid } from './checksums';
import {
  CLOSE_PAREN,
  DASH,
  DOT,
  isAlnum,
  isDigit,
  isLetter,
  isUpper,
  NARROW_NBSP,
  NBSP,
  OPEN_PAREN,
  PLUS,
  SPACE,
} from './chars';
import type { ScanContext } from './core';

/**
 * The groups of the run being read, as parallel arrays reused from run to run (no object or string per group): group
 * k spans [G_START[k], G_END[k]); its digits are the same span, or inside the brackets of a paren group ("(0)").
 * SEPS holds the separator codes between groups (0: none).
 */
const G_START: number[] = [];
const G_END: number[] = [];
const G_PAREN: boolean[] = [];
const SEPS: number[] = [];
let groupCount = 0;

const digitsStart = (k: number): number => (G_PAREN[k] ? G_START[k]! + 1 : G_START[k]!);
const digitsEnd = (k: number): number => (G_PAREN[k] ? G_END[k]! - 1 : G_END[k]!);
const digitsLen = (k: number): number => digitsEnd(k) - digitsStart(k);
/** Code of digit j of group k (j < its length). */
const digitAt = (t: string, k: number, j: number): number => t.charCodeAt(digitsStart(k) + j);
const ZERO = 48;
const ONE = 49;

let sepCount = 0;
/** The separator before group k (0: none, -1: first group, or none read). SEPS[k - 1] is the one before group k. */
const sepAt = (k: number): number => (k === 0 || k - 1 >= sepCount ? -1 : SEPS[k - 1]!);

export function scanDigits(scan: ScanContext): void {
  const t = scan.text;
  const n = t.length;
  // The regex engine jumps to the next stretch of 8+ characters of digits and separators (the least a phone number
  // or a card needs: shorter numbers such as "2024" or "3.5" are never read by hand); the runs are read by hand.
  // The class is not nested and a match cannot overlap the next one, so the search is linear.
  // The search starts on a digit (faster for the regex engine than an optional `+` or `(` first); a stretch of
  // `[+(]?\d…` starts on the `+` or `(` just before that digit, if there is one at or after the search's start.
  const next = /\d[\d \u00a0\u202f.()-]{6,}\d/g;
  for (let from = 0, m = next.exec(t); m !== null; from = next.lastIndex, m = next.exec(t)) {
    const lead = m.index > from ? t.charCodeAt(m.index - 1) : 0;
    const i = lead === PLUS || lead === OPEN_PAREN ? m.index - 1 : m.index;
    if (i > 0 && (isAlnum(t.charCodeAt(i - 1)) || t.charCodeAt(i - 1) === PLUS)) {
      // Inside a word or a number: skip the rest of its digits at once.
      let j = i + 1;
      while (j < n && isDigit(t.charCodeAt(j))) j++;
      next.lastIndex = j;
      continue;
    }
    next.lastIndex = Math.max(i + 1, digitRun(scan, i));
  }
}

/**
 * "FR76 3000 6000 …", "RO49 0AAA 1B31 0075 …": the run follows an IBAN's country and check digits, maybe after
 * other groups of four, so it is the body of an IBAN (a right one, or a wrong one), not a card or a phone number.
 * Reads back at most 8 groups.
 */
function afterIbanHead(t: string, i: number): boolean {
  let j = i;
  for (let g = 0; g < 8; g++) {
    const sep = t.charCodeAt(j - 1);
    if (j < 5 || (sep !== SPACE && sep !== DASH)) return false;
    const a = j - 5;
    let group = true;
    for (let k = a; k < j - 1 && group; k++) group = isDigit(t.charCodeAt(k)) || isUpper(t.charCodeAt(k));
    if (!group) return false;
    const boundary = a === 0 || !isAlnum(t.charCodeAt(a - 1));
    if (
      boundary &&
      isUpper(t.charCodeAt(a)) &&
      isUpper(t.charCodeAt(a + 1)) &&
      isDigit(t.charCodeAt(a + 2)) &&
      isDigit(t.charCodeAt(a + 3))
    )
      return true;
    j = a; // the group before is another group of four, or the loop stops on the next test
  }
  return false;
}

/** Reads the run of digit groups that starts at `i`, evaluates it, returns where it ends. */
function digitRun(scan: ScanContext, i: number): number {
  const t = scan.text;
  const n = t.length;
  // Fast path: one group of fewer than 10 digits, nothing after it ("2024", "3"): no phone, no card.
  if (isDigit(t.charCodeAt(i))) {
    let q = i;
    while (q < n && isDigit(t.charCodeAt(q))) q++;
    const s = q < n ? t.charCodeAt(q) : 0;
    const after = q + 1 < n ? t.charCodeAt(q + 1) : 0;
    const continues =
      s === OPEN_PAREN ||
      ((s === SPACE || s === NBSP || s === NARROW_NBSP || s === DOT || s === DASH) &&
        (isDigit(after) || after === OPEN_PAREN));
    if (!continues && q - i < 10) return q;
  }
  groupCount = 0;
  sepCount = 0;
  let pos = i;
  const plus = t.charCodeAt(pos) === PLUS;
  if (plus) pos++;
  for (;;) {
    const c = t.charCodeAt(pos);
    if (c === OPEN_PAREN) {
      let q = pos + 1;
      while (q < n && q - pos <= 5 && isDigit(t.charCodeAt(q))) q++;
      if (q === pos + 1 || t.charCodeAt(q) !== CLOSE_PAREN) break;
      G_START[groupCount] = pos;
      G_END[groupCount] = q + 1;
      G_PAREN[groupCount++] = true;
      pos = q + 1;
    } else if (isDigit(c)) {
      let q = pos;
      while (q < n && isDigit(t.charCodeAt(q))) q++;
      G_START[groupCount] = pos;
      G_END[groupCount] = q;
      G_PAREN[groupCount++] = false;
      pos = q;
    } else break;
    // A separator continues the run only if a group follows it.
    const s = t.charCodeAt(pos);
    const next = t.charCodeAt(pos + 1);
    if (
      (s === SPACE || s === NBSP || s === NARROW_NBSP || s === DOT || s === DASH) &&
      (isDigit(next) || next === OPEN_PAREN)
    ) {
      SEPS[sepCount++] = s;
      pos++;
    } else if (isDigit(s) || s === OPEN_PAREN) {
      SEPS[sepCount++] = 0; // "(0)6..." : no separator
    } else break;
  }
  if (groupCount === 0) return i + 1;
  const runEnd = G_END[groupCount - 1]!;
  // A run glued to letters ("12ab34", a hash) is not a number; nor is the body of an IBAN.
  if ((runEnd < n && isLetter(t.charCodeAt(runEnd))) || afterIbanHead(t, i)) return runEnd;
  phones(scan, plus, i);
  cards(scan);
  if (!plus) nationalIds(scan);
  return runEnd;
}

/** Group k is exactly the digit `d` (a code), with or without brackets. */
const isOneDigit = (t: string, k: number, d: number): boolean => digitsLen(k) === 1 && digitAt(t, k, 0) === d;

function phones(scan: ScanContext, plus: boolean, runStart: number): void {
  const t = scan.text;
  const groups = groupCount;
  // International: "+CC ..." or "00CC ...": 8 to 15 digits (E.164), "(0)" not counted.
  const len0 = digitsLen(0);
  const intl00 =
    !plus &&
    len0 >= 2 &&
    digitAt(t, 0, 0) === ZERO &&
    digitAt(t, 0, 1) === ZERO &&
    (len0 < 3 || digitAt(t, 0, 2) !== ZERO);
  if (plus || intl00) {
    let count = intl00 ? -2 : 0;
    let best = -1;
    for (let k = 0; k < groups; k++) {
      if (!(G_PAREN[k] && isOneDigit(t, k, ZERO))) count += digitsLen(k);
      if (count > 15) break;
      if (count >= 8) best = k;
    }
    if (best >= 0) scan.add('phone', runStart, G_END[best]!);
  }
  // French national numbers and North American numbers, at any group.
  for (let k = 0; k < groups; k++) {
    const paren = G_PAREN[k]!;
    const before = sepAt(k);
    if (before === DOT) continue; // "3.0612345678": a decimal
    const len = digitsLen(k);
    const d0 = digitAt(t, k, 0);
    const d1 = len >= 2 ? digitAt(t, k, 1) : -1;
    // 0612345678
    if (!paren && len === 10 && d0 === ZERO && d1 !== ZERO) {
      const after = k + 1 < groups ? sepAt(k + 1) : -1;
      if (after !== DOT) scan.add('phone', G_START[k]!, G_END[k]!);
      continue;
    }
    // 06 12 34 56 78 (same separator)
    if (!paren && len === 2 && d0 === ZERO && d1 !== ZERO && k + 4 < groups) {
      const sep = sepAt(k + 1);
      let ok = sep > 0;
      for (let m = k + 1; m <= k + 4 && ok; m++) ok = digitsLen(m) === 2 && !G_PAREN[m] && sepAt(m) === sep;
      if (ok) {
        scan.add('phone', G_START[k]!, G_END[k + 4]!);
        k += 4;
        continue;
      }
    }
    // National numbers with a trunk 0 and dashes, 9 to 11 digits: 09-7625400, 090-1234-5678, 01-23-45-67-89.
    if (!paren && d0 === ZERO && len >= 2 && d1 !== ZERO && len <= 4 && sepAt(k + 1) === DASH) {
      let digits = len;
      let m = k + 1;
      while (m < groups && sepAt(m) === DASH && !G_PAREN[m] && digits + digitsLen(m) <= 11)
        digits += digitsLen(m++);
      const whole = m >= groups || sepAt(m) !== DASH;
      if (whole && m > k + 1 && digits >= 9 && digitsLen(m - 1) >= 4) {
        scan.add('phone', G_START[k]!, G_END[m - 1]!);
        k = m - 1;
        continue;
      }
    }
    // 0 800 123 456
    if (!paren && len === 1 && d0 === ZERO && k + 3 < groups) {
      let ok = true;
      for (let m = 1; m <= 3; m++) ok = ok && digitsLen(k + m) === 3 && sepAt(k + m) === SPACE;
      if (ok && digitAt(t, k + 1, 0) !== ZERO) {
        scan.add('phone', G_START[k]!, G_END[k + 3]!);
        continue;
      }
    }
    // (415) 555-0123, (415)555-0123, 415-555-0123, 415.555.0123
    if (len === 3 && d0 !== ZERO && d0 !== ONE && k + 2 < groups) {
      const s1 = sepAt(k + 1);
      const s2 = sepAt(k + 2);
      // The exchange code (second group) starts with 2-9 in the North American plan.
      const shapeOk =
        digitsLen(k + 1) === 3 &&
        digitsLen(k + 2) === 4 &&
        !G_PAREN[k + 1] &&
        !G_PAREN[k + 2] &&
        digitAt(t, k + 1, 0) !== ZERO &&
        digitAt(t, k + 1, 0) !== ONE;
      const sepOk = paren
        ? (s1 === SPACE || s1 === 0) && (s2 === DASH || s2 === SPACE || s2 === DOT)
        : (s1 === DASH || s1 === DOT) && s2 === s1;
      if (shapeOk && sepOk && (k + 3 >= groups || sepAt(k + 3) !== s2))
        scan.add('phone', G_START[k]!, G_END[k + 2]!);
    }
  }
}

/** The digits of groups k..m joined (a card candidate), built only once its length and shape pass. */
function joinedDigits(t: string, k: number, m: number): string {
  let s = '';
  for (let g = k; g <= m; g++) s += t.slice(digitsStart(g), digitsEnd(g));
  return s;
}

function cards(scan: ScanContext): void {
  const t = scan.text;
  const groups = groupCount;
  for (let k = 0; k < groups; k++) {
    if (G_PAREN[k] || sepAt(k) === DOT) continue;
    const len = digitsLen(k);
    // One block of 13-19 digits.
    if (len >= 13 && len <= 19) {
      const after = k + 1 < groups ? sepAt(k + 1) : -1;
      if (after !== DOT && cardValid(t.slice(G_START[k], G_END[k]))) scan.add('card', G_START[k]!, G_END[k]!);
      continue;
    }
    if (len !== 4) continue;
    // 4-4-4-4(-3), 4-6-5 (Amex), 4-6-4 (Diners): same separator (space or dash) throughout.
    const sep = sepAt(k + 1);
    if (sep !== SPACE && sep !== DASH && sep !== NBSP) continue;
    let digits = len;
    for (let m = k + 1; m < groups && m <= k + 4; m++) {
      if (G_PAREN[m] || sepAt(m) !== sep) break;
      const lenM = digitsLen(m);
      const shapeOk =
        m === k + 1
          ? lenM === 4 || lenM === 6
          : digitsLen(k + 1) === 6
            ? m === k + 2 && (lenM === 5 || lenM === 4)
            : lenM === 4 || (m === k + 4 && lenM === 3);
      if (!shapeOk) break;
      digits += lenM;
      const nextSep = m + 1 < groups ? sepAt(m + 1) : -1;
      if (
        digits >= 13 &&
        nextSep !== DOT &&
        cardValid(joinedDigits(t, k, m)) &&
        (m + 1 >= groups || digitsLen(m + 1) !== 4 || m === k + 4 || nextSep !== sep)
      ) {
        scan.add('card', G_START[k]!, G_END[m]!);
        break;
      }
    }
  }
}

/**
 * US social security numbers, `AAA-GG-SSSS` (or with dots or spaces; SSA: no area 000, 666 or 900-999, no group 00, no serial 0000; a
 * famous example number is still the shape of one), and French NIRs (numéro de sécurité sociale: 13 digits and a
 * key, 97 minus the 13 digits mod 97; written whole, as 13 + 2, or grouped 1 2 2 2 3 3 2).
 */
/** The group lengths a NIR is written in: whole, 13 + 2, or 1 2 2 2 3 3 2. */
const NIR_SHAPES: readonly (readonly number[])[] = [[15], [13, 2], [1, 2, 2, 2, 3, 3, 2]];

function nationalIds(scan: ScanContext): void {
  const t = scan.text;
  const groups = groupCount;
  let total = 0;
  for (let k = 0; k < groups; k++) total += digitsLen(k);
  if (total < 9) return; // an SSN has 9 digits, a NIR 15
  for (let k = 0; k < groups; k++) {
    if (G_PAREN[k]) continue;
    const len = digitsLen(k);
    const ssnSep = sepAt(k + 1);
    if (
      len === 3 &&
      k + 2 < groups &&
      (ssnSep === DASH || ssnSep === DOT || ssnSep === SPACE) &&
      sepAt(k + 2) === ssnSep &&
      digitsLen(k + 1) === 2 &&
      digitsLen(k + 2) === 4 &&
      sepAt(k) !== ssnSep &&
      (k + 3 >= groups || sepAt(k + 3) !== ssnSep)
    ) {
      const area = Number(t.slice(G_START[k], G_END[k]));
      const group = Number(t.slice(G_START[k + 1], G_END[k + 1]));
      const serial = Number(t.slice(G_START[k + 2], G_END[k + 2]));
      if (area !== 0 && area !== 666 && area < 900 && group !== 0 && serial !== 0)
        scan.add('national-id', G_START[k]!, G_END[k + 2]!);
      continue;
    }
    if (len !== 15 && len !== 13 && len !== 1) continue;
    // NIR: 15 digits in the groups from k, in one of the written shapes, separated by spaces, alone in the run.
    if (k > 0 && (sepAt(k) === SPACE || sepAt(k) === NBSP)) continue;
    for (const shape of NIR_SHAPES) {
      const last = k + shape.length - 1;
      if (last >= groups || shape[0] !== len) continue;
      let ok = true;
      for (let g = 1; g < shape.length && ok; g++)
        ok =
          !G_PAREN[k + g] &&
          digitsLen(k + g) === shape[g] &&
          (sepAt(k + g) === SPACE || sepAt(k + g) === NBSP);
      if (!ok || (last + 1 < groups && (sepAt(last + 1) === SPACE || sepAt(last + 1) === NBSP))) continue;
      const nir = joinedDigits(t, k, last);
      const sex = nir.charCodeAt(0) - 48;
      const month = Number(nir.slice(3, 5));
      const key = 97 - (Number(nir.slice(0, 13)) % 97);
      if (
        (sex === 1 || sex === 2 || sex === 3 || sex === 4 || sex === 7 || sex === 8) &&
        month >= 1 &&
        (month <= 12 || month >= 20) &&
        key === Number(nir.slice(13))
      )
        scan.add('national-id', G_START[k]!, G_END[last]!);
      break;
    }
  }
}
