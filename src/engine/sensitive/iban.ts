/**
 * IBAN candidates (2 letters, 2 digits, then up to 30 letters/digits, a space or dash every 4): mod-97 checked incrementally,
 * at the country's length when it is known, then the country's BBAN structure. Each start reads at most 34 characters:
 * O(34 n).
 */
import { appendMod97, bbanValid, IBAN_LENGTH, ibanValue } from './checksums';
import { AT, DASH, DIGIT_0, isAlnum, isDigit, isUpper, NBSP, SPACE } from './chars';
import type { ScanContext } from './core';

export function scanIbans(scan: ScanContext): void {
  const t = scan.text;
  const n = t.length;
  // Candidates found by the regex engine (a fixed-width pattern: one pass, no backtracking), then checked by hand.
  // `test`, not `exec` (no match array per candidate): a match is 4 characters, so it starts 4 before lastIndex.
  const heads = /[A-Z]{2}\d{2}/g;
  while (heads.test(t)) {
    const i = heads.lastIndex - 4;
    heads.lastIndex = i + 1;
    const c0 = t.charCodeAt(i);
    const c1 = t.charCodeAt(i + 1);
    if (i > 0 && isAlnum(t.charCodeAt(i - 1))) continue;
    const wanted = IBAN_LENGTH[t.slice(i, i + 2)];
    // Body remainder computed incrementally; the check value appends the first four characters' digits.
    const head = [ibanValue(c0), ibanValue(c1), t.charCodeAt(i + 2) - DIGIT_0, t.charCodeAt(i + 3) - DIGIT_0];
    let rem = 0;
    let count = 4;
    let pos = i + 4;
    let sep = 0;
    while (count < 34 && pos < n) {
      const c = t.charCodeAt(pos);
      if (isDigit(c) || isUpper(c)) {
        rem = appendMod97(rem, ibanValue(c));
        count++;
        pos++;
        const next = pos < n ? t.charCodeAt(pos) : SPACE;
        const boundary = !(isAlnum(next) || next === AT);
        if (count >= 15 && boundary && (wanted === undefined || wanted === count)) {
          let check = rem;
          for (const v of head) check = appendMod97(check, v);
          if (check === 1) {
            // Only a checksum match is read again, whole: its structure per the country (the registry's BBAN).
            if (bbanValid(t.slice(i, i + 2), t.slice(i + 4, pos).replace(/[\s\u00a0-]/g, '')))
              scan.add('iban', i, pos);
            break;
          }
        }
      } else if (
        (c === sep || (sep === 0 && (c === SPACE || c === NBSP || c === DASH))) &&
        count % 4 === 0 &&
        pos + 1 < n &&
        (isDigit(t.charCodeAt(pos + 1)) || isUpper(t.charCodeAt(pos + 1)))
      ) {
        sep = c; // one separator throughout: "FR76 3000 …" or "AL47-2121-…"
        pos++;
      } else break;
    }
  }
}
