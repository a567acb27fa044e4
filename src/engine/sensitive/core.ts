/** What every scanner shares: the text, its lower-case copy (same offsets), and the findings so far. */
import { lowerSameLength } from './chars';
import type { SensitiveKind, SensitiveMatch } from './types';

export class ScanContext {
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
}

/** A scanner reads the text a bounded number of times: O(1) amortised work per character. */
export type Scanner = (scan: ScanContext) => void;
