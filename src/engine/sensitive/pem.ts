/** `-----BEGIN … PRIVATE KEY-----` blocks (PEM, PGP) and PuTTY key files, found by `indexOf`, moving forward only. */
import { isAsciiLetter, isDigit, isLower, isUpper, PLUS, SLASH } from './chars';
import type { ScanContext } from './core';

/** Longest block read after a header before the end marker is looked for no further. */
const MAX_BLOCK = 20_000;

export function scanPem(scan: ScanContext): void {
  const t = scan.text;
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
      const closed = nextEnd >= 0 && nextEnd - from < MAX_BLOCK;
      const end = closed ? nextEnd : from;
      // A block around nothing or a placeholder ("anything", "...") holds no key: a key body is base64 text.
      if (closed && !hasKeyBody(t, from, end)) continue;
      scan.add('private-key', start, end);
    }
  }
  const putty = t.indexOf('PuTTY-User-Key-File-');
  if (putty >= 0 && t.includes('Private-Lines:', putty)) scan.add('private-key', putty, putty + 20);
}

/** At least 8 base64 characters between the header and the end marker, with capitals and small letters or digits. */
function hasKeyBody(t: string, from: number, end: number): boolean {
  let run = 0;
  let upper = false;
  let other = false;
  for (let i = from; i < end && !(run >= 8 && upper && other); i++) {
    const c = t.charCodeAt(i);
    if (isAsciiLetter(c) || isDigit(c) || c === PLUS || c === SLASH) run++;
    if (isUpper(c)) upper = true;
    else if (isLower(c) || isDigit(c)) other = true;
  }
  return run >= 8 && upper && other;
}
