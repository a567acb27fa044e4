/**
 * Measured facts: figures the build cannot compute, because they need data outside the repository, a long run, or
 * a machine's timing. Each one records the command that printed it and when; `test/content/measured.test.ts`
 * recomputes every `recomputed` one (skipping, with the shared-data line, when its data is absent), so a figure
 * that the code no longer produces fails a test. A lesson reads them like any fact: `<Fact id="…" />`.
 *
 * Add one: the id (`chapterN.topic.name`), its value (format.ts), what it is, the command, the date, and how it is
 * checked; for `recomputed`, add its recomputation to test/content/measured.test.ts (the test fails until you do).
 */
import { CHAPTER2_DETECTOR } from './measured/chapter2Detector';
import { CHAPTER2_INSTRUCTIONS } from './measured/chapter2Instructions';
import { CHAPTER3_MEASURED } from './measured/chapter3';
import { CHAPTER4_PUBLIC } from './measured/chapter4';
import { CHAPTER5_SETS } from './measured/chapter5Sets';
import type { MeasuredFact } from './measured/fact';
import { MEASURED_SETS } from './measuredSets';

export type { MeasuredFact } from './measured/fact';

/** Every measured fact, one file a chapter's concept in `measured/` (the public sets: `measuredSets.ts`). */
export const MEASURED: Readonly<Record<string, MeasuredFact>> = {
  ...CHAPTER3_MEASURED,
  ...CHAPTER2_DETECTOR,
  ...CHAPTER2_INSTRUCTIONS,
  ...CHAPTER4_PUBLIC,
  ...MEASURED_SETS,
  ...CHAPTER5_SETS,
};
