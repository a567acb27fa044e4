/**
 * `-----BEGIN … PRIVATE KEY-----` blocks (PEM, PGP) and PuTTY key files, found by `indexOf`, moving forward only.
 * The stance refuses a private-key block whatever its body says: a header is enough (a body of `...` or `xxx` may
 * be a redaction of a real key as well as a placeholder, and no property of the text tells them apart).
 */
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
      scan.add('private-key', start, end);
    }
  }
  const putty = t.indexOf('PuTTY-User-Key-File-');
  if (putty >= 0 && t.includes('Private-Lines:', putty)) scan.add('private-key', putty, putty + 20);
}
