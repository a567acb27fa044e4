/**
 * The loaders of a learner's file, one line per format, and the one entry point every file picker of the page goes
 * through (`openLearnerFile`). The `Record` over `LEARNER_FILE_FORMATS` makes a missing line a type error;
 * `test/state/learnerFiles.test.ts` holds each file of this folder to its line and each picker to the entry point.
 */
import { benchTakeFile } from './benchTake';
import type { LearnerFileFormat, LearnerFileLoader, Loaded } from './contract';
import { litmRunsFile } from './litmRuns';
import { reviewDeckFile } from './reviewDeck';
import { takeFile } from './take';
import { yourDataFile } from './yourData';

export const LEARNER_FILES = {
  take: takeFile,
  'bench-take': benchTakeFile,
  'litm-runs': litmRunsFile,
  'your-data': yourDataFile,
  'review-deck': reviewDeckFile,
} satisfies { readonly [F in LearnerFileFormat]: LearnerFileLoader<F, unknown, unknown> };

type Registry = typeof LEARNER_FILES;
/** What a format's file gives, and what it says when it refuses one. */
export type LearnerFileValue<F extends LearnerFileFormat> =
  Registry[F] extends LearnerFileLoader<F, infer V, unknown> ? V : never;
export type LearnerFileProblem<F extends LearnerFileFormat> =
  Registry[F] extends LearnerFileLoader<F, unknown, infer P> ? P : never;

/** The picker's `accept` for a format. */
export const learnerFileAccept = (format: LearnerFileFormat): string => LEARNER_FILES[format].accept;

/**
 * Reads a picked file and parses it with its format's loader: too large, unreadable, then the format's own checks.
 * Never throws; a refused file changes nothing (the caller writes only a value).
 */
export async function openLearnerFile<F extends LearnerFileFormat>(
  format: F,
  file: Blob,
): Promise<Loaded<LearnerFileValue<F>, LearnerFileProblem<F>>> {
  const loader = LEARNER_FILES[format] as LearnerFileLoader<F, LearnerFileValue<F>, LearnerFileProblem<F>>;
  if (loader.limit && file.size > loader.limit.bytes) return { ok: false, problem: loader.limit.problem };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, problem: loader.unreadable };
  }
  return loader.parse(text);
}
