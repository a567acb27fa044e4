/**
 * Runs of digit groups (digits with single spaces, dots, dashes, a leading `+`, `(0)`): French, North American
 * and international phone numbers, and card numbers (13-19 digits, Luhn checked), by bounded windows over the groups.
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

interface Group {
  start: number;
  end: number;
  digits: string;
  paren: boolean;
}

/** The separator before group k (0: none, -1: first group). */
const sepAt = (seps: readonly number[], k: number): number => (k === 0 ? -1 : (seps[k - 1] ?? -1));

export function scanDigits(scan: ScanContext): void {
  const t = scan.text;
  const n = t.length;
  // The regex engine jumps to the next stretch of 8+ characters of digits and separators (the least a phone number
  // or a card needs: shorter numbers such as "2024" or "3.5" are never read by hand); the runs are read by hand.
  // The class is not nested and a match cannot overlap the next one, so the search is linear.
  const next = /[+(]?\d[\d \u00a0\u202f.()-]{6,}\d/g;
  for (let m = next.exec(t); m !== null; m = next.exec(t)) {
    const i = m.index;
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
  const groups: Group[] = [];
  const seps: number[] = []; // separator char code before group k (k >= 1)
  let pos = i;
  const plus = t.charCodeAt(pos) === PLUS;
  if (plus) pos++;
  for (;;) {
    const c = t.charCodeAt(pos);
    if (c === OPEN_PAREN) {
      let q = pos + 1;
      while (q < n && q - pos <= 5 && isDigit(t.charCodeAt(q))) q++;
      if (q === pos + 1 || t.charCodeAt(q) !== CLOSE_PAREN) break;
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
    if (
      (s === SPACE || s === NBSP || s === NARROW_NBSP || s === DOT || s === DASH) &&
      (isDigit(next) || next === OPEN_PAREN)
    ) {
      seps.push(s);
      pos++;
    } else if (isDigit(s) || s === OPEN_PAREN) {
      seps.push(0); // "(0)6..." : no separator
    } else break;
  }
  if (groups.length === 0) return i + 1;
  const runEnd = groups[groups.length - 1]!.end;
  // A run glued to letters ("12ab34", a hash) is not a number; nor is the body of an IBAN.
  if ((runEnd < n && isLetter(t.charCodeAt(runEnd))) || afterIbanHead(t, i)) return runEnd;
  phones(scan, groups, seps, plus, i);
  cards(scan, groups, seps);
  return runEnd;
}

function phones(scan: ScanContext, groups: Group[], seps: number[], plus: boolean, runStart: number): void {
  // International: "+CC ..." or "00CC ...": 8 to 15 digits (E.164), "(0)" not counted.
  const first = groups[0]!;
  const intl00 =
    !plus && first.digits.startsWith('00') && first.digits.length >= 2 && first.digits[2] !== '0';
  if (plus || intl00) {
    let count = intl00 ? -2 : 0;
    let best = -1;
    for (let k = 0; k < groups.length; k++) {
      const g = groups[k]!;
      if (!(g.paren && g.digits === '0')) count += g.digits.length;
      if (count > 15) break;
      if (count >= 8) best = k;
    }
    if (best >= 0) scan.add('phone', runStart, groups[best]!.end);
  }
  // French national numbers and North American numbers, at any group.
  for (let k = 0; k < groups.length; k++) {
    const g = groups[k]!;
    const before = sepAt(seps, k);
    if (before === DOT) continue; // "3.0612345678": a decimal
    const d = g.digits;
    // 0612345678
    if (!g.paren && d.length === 10 && d[0] === '0' && d[1] !== '0') {
      const after = k + 1 < groups.length ? sepAt(seps, k + 1) : -1;
      if (after !== DOT) scan.add('phone', g.start, g.end);
      continue;
    }
    // 06 12 34 56 78 (same separator)
    if (!g.paren && d.length === 2 && d[0] === '0' && d[1] !== '0' && k + 4 < groups.length) {
      const sep = sepAt(seps, k + 1);
      let ok = sep > 0;
      for (let m = k + 1; m <= k + 4 && ok; m++)
        ok = groups[m]!.digits.length === 2 && !groups[m]!.paren && sepAt(seps, m) === sep;
      if (ok) {
        scan.add('phone', g.start, groups[k + 4]!.end);
        k += 4;
        continue;
      }
    }
    // National numbers with a trunk 0 and dashes, 9 to 11 digits: 09-7625400, 090-1234-5678, 01-23-45-67-89.
    if (
      !g.paren &&
      d[0] === '0' &&
      d[1] !== '0' &&
      d.length >= 2 &&
      d.length <= 4 &&
      sepAt(seps, k + 1) === DASH
    ) {
      let digits = d.length;
      let m = k + 1;
      while (
        m < groups.length &&
        sepAt(seps, m) === DASH &&
        !groups[m]!.paren &&
        digits + groups[m]!.digits.length <= 11
      )
        digits += groups[m++]!.digits.length;
      const whole = m >= groups.length || sepAt(seps, m) !== DASH;
      if (whole && m > k + 1 && digits >= 9 && groups[m - 1]!.digits.length >= 4) {
        scan.add('phone', g.start, groups[m - 1]!.end);
        k = m - 1;
        continue;
      }
    }
    // 0 800 123 456
    if (!g.paren && d === '0' && k + 3 < groups.length) {
      let ok = true;
      for (let m = 1; m <= 3; m++)
        ok = ok && groups[k + m]!.digits.length === 3 && sepAt(seps, k + m) === SPACE;
      if (ok && groups[k + 1]!.digits[0] !== '0') {
        scan.add('phone', g.start, groups[k + 3]!.end);
        continue;
      }
    }
    // (415) 555-0123, (415)555-0123, 415-555-0123, 415.555.0123
    if (d.length === 3 && d[0] !== '0' && d[0] !== '1' && k + 2 < groups.length) {
      const g1 = groups[k + 1]!;
      const g2 = groups[k + 2]!;
      const s1 = sepAt(seps, k + 1);
      const s2 = sepAt(seps, k + 2);
      // The exchange code (second group) starts with 2-9 in the North American plan.
      const shapeOk =
        g1.digits.length === 3 &&
        g2.digits.length === 4 &&
        !g1.paren &&
        !g2.paren &&
        g1.digits[0] !== '0' &&
        g1.digits[0] !== '1';
      const sepOk = g.paren
        ? (s1 === SPACE || s1 === 0) && (s2 === DASH || s2 === SPACE || s2 === DOT)
        : (s1 === DASH || s1 === DOT) && s2 === s1;
      if (shapeOk && sepOk && (k + 3 >= groups.length || sepAt(seps, k + 3) !== s2))
        scan.add('phone', g.start, g2.end);
    }
  }
}

function cards(scan: ScanContext, groups: Group[], seps: number[]): void {
  for (let k = 0; k < groups.length; k++) {
    const g = groups[k]!;
    if (g.paren || sepAt(seps, k) === DOT) continue;
    const d = g.digits;
    // One block of 13-19 digits.
    if (d.length >= 13 && d.length <= 19) {
      const after = k + 1 < groups.length ? sepAt(seps, k + 1) : -1;
      if (after !== DOT && cardValid(d)) scan.add('card', g.start, g.end);
      continue;
    }
    if (d.length !== 4) continue;
    // 4-4-4-4(-3), 4-6-5 (Amex), 4-6-4 (Diners): same separator (space or dash) throughout.
    const sep = sepAt(seps, k + 1);
    if (sep !== SPACE && sep !== DASH && sep !== NBSP) continue;
    let digits = d;
    for (let m = k + 1; m < groups.length && m <= k + 4; m++) {
      const gm = groups[m]!;
      if (gm.paren || sepAt(seps, m) !== sep) break;
      const len = gm.digits.length;
      const shapeOk =
        m === k + 1
          ? len === 4 || len === 6
          : groups[k + 1]!.digits.length === 6
            ? m === k + 2 && (len === 5 || len === 4)
            : len === 4 || (m === k + 4 && len === 3);
      if (!shapeOk) break;
      digits += gm.digits;
      const nextSep = m + 1 < groups.length ? sepAt(seps, m + 1) : -1;
      if (
        digits.length >= 13 &&
        nextSep !== DOT &&
        cardValid(digits) &&
        (m + 1 >= groups.length || groups[m + 1]!.digits.length !== 4 || m === k + 4 || nextSep !== sep)
      ) {
        scan.add('card', g.start, gm.end);
        break;
      }
    }
  }
}
