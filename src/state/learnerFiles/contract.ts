/**
 * The contract every loader of a learner's file signs: a file the learner picks in the page (a take, the bench's
 * model answers, a lost-in-the-middle run, the "Your data" export, the review deck) is read whole as text, then
 * parsed into its value or refused with the problem its page shows. Each format says its problem in its own shape
 * (a take's field and detail, a detail sentence, a sentence in both languages), so the words a learner sees stay the
 * format's own. A new format is a file here with `defineLearnerFile`, its id in `LEARNER_FILE_FORMATS` and one line
 * in `registry.ts` (tsc names the line); its picker opens it with `openLearnerFile` (`test/state/learnerFiles.test.ts`).
 */

/** Every format, once: the registry is a `Record` over these, so a missing line is a type error. */
export const LEARNER_FILE_FORMATS = ['take', 'bench-take', 'litm-runs', 'your-data', 'review-deck'] as const;
export type LearnerFileFormat = (typeof LEARNER_FILE_FORMATS)[number];

/** A file parsed: its value, or the problem its page says (a bad file changes nothing). */
export type Loaded<Value, Problem> = { ok: true; value: Value } | { ok: false; problem: Problem };

export interface LearnerFileLoader<Format extends LearnerFileFormat, Value, Problem> {
  format: Format;
  /** The file picker's `accept`. */
  accept: string;
  /** The longest file read, and what is said of a longer one; none: any size is read. */
  limit?: { bytes: number; problem: Problem };
  /** What is said when the browser cannot read the file (removed, no permission). */
  unreadable: Problem;
  /** The file's text to its value, checks in the order the file reads (its first problem is the one said). Never throws. */
  parse(text: string): Loaded<Value, Problem>;
}

export function defineLearnerFile<Format extends LearnerFileFormat, Value, Problem>(
  loader: LearnerFileLoader<Format, Value, Problem>,
): LearnerFileLoader<Format, Value, Problem> {
  return loader;
}

/** The accept list every JSON file of the lab's pickers uses. */
export const JSON_FILE_ACCEPT = 'application/json,.json';
