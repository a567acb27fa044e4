/** What every scanner shares: the text and the findings so far. */
import type { SensitiveKind, SensitiveMatch } from './types';

export class ScanContext {
  readonly found: SensitiveMatch[] = [];
  constructor(readonly text: string) {}

  add(kind: SensitiveKind, start: number, end: number): void {
    this.found.push({ kind, start, end });
  }
}

/** A scanner reads the text a bounded number of times: O(1) amortised work per character. */
export type Scanner = (scan: ScanContext) => void;
