/**
 * National identity numbers that start with or end in a letter, found by one pass of the regex engine (a fixed-width
 * alternation, no nested quantifier: linear) and checked by hand: Spanish DNI and NIE (8 digits or X/Y/Z and 7,
 * then the mod-23 letter; BOE, Real Decreto 1553/2005), British National Insurance numbers (two letters, six digits,
 * A-D; HMRC NIM39110: prefixes never allocated are not one, the documented example QQ 12 34 56 C still is), Italian
 * codici fiscali (16 characters, check letter; DM 23/12/1976). US SSNs and French NIRs are runs of digits: digits.ts.
 */
import type { ScanContext } from './core';

/**
 * The digits at the heart of each shape, found by one pass of the regex engine starting on a digit (letters are far
 * more common than digits in text, so a search that starts on a letter costs more; and only where a run of digits
 * starts): 7-8 digits and a letter (DNI,
 * NIE), three pairs and A-D (NINO), the CF's `99X99X999X`. What comes before (a boundary, X/Y/Z, two letters, six
 * letters) is checked by hand. Capitals or small letters alike (`x9613851n`, `tw 98 76 54 a`).
 */
const ID_CORES =
  /(?<!\d)\d\d(?:\d{5,6}-?[A-Za-z]| ?\d\d ?\d\d ?[A-Da-d]|[A-EHLMPRSTa-ehlmprst]\d\d[A-Za-z]\d{3}[A-Za-z])(?![A-Za-z0-9])/g;
/** NINO prefixes never allocated, and letters never used (HMRC NIM39110); QQ, the documented example, stays. */
const NINO_NEVER = /^(?:BG|GB|KN|NK|NT|TN|ZZ|[DFIUV].|.[DFIOUV])/;

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

const isAlnumAt = (t: string, i: number): boolean => i >= 0 && /[A-Za-z0-9]/.test(t[i]!);
const isLetterAt = (t: string, i: number): boolean => i >= 0 && /[A-Za-z]/.test(t[i]!);

export function scanIds(scan: ScanContext): void {
  const t = scan.text;
  ID_CORES.lastIndex = 0;
  for (let m = ID_CORES.exec(t); m !== null; m = ID_CORES.exec(t)) {
    const core = m[0];
    const i = m.index;
    const end = i + core.length;
    if (/[A-Za-z]/.test(core[2]!)) {
      // Codice fiscale: six letters before the core.
      const s = i - 6;
      if (
        s >= 0 &&
        !isAlnumAt(t, s - 1) &&
        /^[A-Za-z]{6}$/.test(t.slice(s, i)) &&
        codiceFiscaleValid(t.slice(s, end).toUpperCase())
      )
        scan.add('national-id', s, end);
    } else if (/^\d{7,8}-?[A-Za-z]$/.test(core)) {
      const digits = core.replace(/\D/g, '');
      const letter = core[core.length - 1]!.toUpperCase();
      // NIE: X, Y or Z (and a dash) before 7 digits; DNI: 7 or 8 digits at a boundary.
      const dash = t[i - 1] === '-' ? 1 : 0;
      const head = t[i - 1 - dash]?.toUpperCase();
      if (
        digits.length === 7 &&
        (head === 'X' || head === 'Y' || head === 'Z') &&
        !isAlnumAt(t, i - 2 - dash)
      ) {
        if (dniValid('XYZ'.indexOf(head) + digits + letter)) scan.add('national-id', i - 1 - dash, end);
      } else if (!isAlnumAt(t, i - 1) && dniValid(digits + letter)) scan.add('national-id', i, end);
    } else if (/^\d\d ?\d\d ?\d\d ?[A-Da-d]$/.test(core)) {
      // NINO: two letters (and a space) before three pairs of digits.
      const sp = t[i - 1] === ' ' ? 1 : 0;
      const s = i - sp - 2;
      if (s >= 0 && isLetterAt(t, s) && isLetterAt(t, s + 1) && !isAlnumAt(t, s - 1)) {
        const prefix = t.slice(s, s + 2).toUpperCase();
        if (!NINO_NEVER.test(prefix + '0')) scan.add('national-id', s, end);
      }
    }
  }
}

/** 7 or 8 digits and the letter of their remainder mod 23. */
function dniValid(s: string): boolean {
  const digits = s.length - 1;
  return (digits === 7 || digits === 8) && DNI_LETTERS[Number(s.slice(0, digits)) % 23] === s[digits];
}

/** Values of the characters in odd positions (1st, 3rd, ...) for the codice fiscale's check letter. */
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

function codiceFiscaleValid(s: string): boolean {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = s.charCodeAt(i);
    const v = c <= 57 ? c - 48 : c - 65; // digits and letters count alike: 0-9 and A-Z from 0
    sum += i % 2 === 0 ? ODD[v]! : v;
  }
  return s.charCodeAt(15) - 65 === sum % 26;
}
