/**
 * What a measured fact is (`../measured.ts` says why such figures exist and how to add one), and the commands that
 * print the chapters' figures, shared by the files of this folder.
 */
import type { Localized } from '../../../i18n/lang';
import type { Fact } from '../format';

export interface MeasuredFact {
  value: Fact;
  /** What the figure is, in a line. */
  what: string;
  /** The command that printed it, run from the repository's root. */
  command: string;
  /** When it was measured (YYYY-MM-DD), and on what machine when the figure depends on it. */
  measured: string;
  /**
   * `recomputed`: test/content/measured.test.ts computes it again and compares (a count, a recall on labelled data).
   * `timing`: a speed or a duration, which depends on the machine: never asserted; measure again with `command`.
   * `history`: what an earlier version of the code measured, kept as the lesson tells it; cannot be rerun.
   */
  check: 'recomputed' | 'timing' | 'history';
}

export const MB_S: Localized = { en: 'MB/s', fr: 'Mo/s' };
export const BENCH_5 = 'npm run bench (section 5: detectSensitive)';
export const BENCH_DETECTOR = 'npm run bench -- --detector';
export const DETECTOR_TEST = 'npx vitest run test/engine/sensitive/detector.test.ts';
export const ENCODER_TEST = 'npx vitest run test/model/encoder.test.ts';

/** Facts printed by one command, on one date, checked one way: each then needs only its value and what it is. */
export const measuredBy =
  (command: string, measured: string, check: MeasuredFact['check']) =>
  (value: Fact, what: string): MeasuredFact => ({ value, what, command, measured, check });
