/** What every scanner shares: the text, the detector's compiled parameters, and the findings so far. */
import type { GenericRule, PrefixTable } from './params';
import type { SensitiveKind } from './types';

/** A detector's parameters, compiled once (createDetector) and shared by every scan. */
export interface Compiled {
  table: PrefixTable;
  generic: GenericRule | null;
}

export class ScanContext {
  /**
   * The findings as three parallel arrays (kind, start, end), in the order the scanners add them: no object per
   * finding while scanning (a mixed text has ~13,500 findings per MB); findSensitive builds the objects once.
   */
  readonly kinds: SensitiveKind[] = [];
  readonly starts: number[] = [];
  readonly ends: number[] = [];
  /** Where the next "://" is at or after the chunk tokens.ts reads (-1: none left, -2: not searched yet). */
  nextScheme = -2;
  constructor(
    readonly text: string,
    readonly compiled: Compiled,
  ) {}

  add(kind: SensitiveKind, start: number, end: number): void {
    this.kinds.push(kind);
    this.starts.push(start);
    this.ends.push(end);
  }
}

/** A scanner reads the text a bounded number of times: O(1) amortised work per character. */
export type Scanner = (scan: ScanContext) => void;
