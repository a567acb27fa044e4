/** What every scanner shares: the text and the findings so far. */
import type { SensitiveKind, SensitiveMatch } from './types';

export class ScanContext {
  readonly found: SensitiveMatch[] = [];
  /** Where the next "://" is at or after the chunk tokens.ts reads (-1: none left, -2: not searched yet). */
  nextScheme = -2;
  constructor(readonly text: string) {}

  add(kind: SensitiveKind, start: number, end: number): void {
    this.found.push({ kind, start, end });
  }
}

/** A scanner reads the text a bounded number of times: O(1) amortised work per character. */
export type Scanner = (scan: ScanContext) => void;
