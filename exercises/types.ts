/**
 * The shape of an exercise folder's manifest (`exercises/NN-slug/index.ts`). The folder name is the exercise's slug
 * (two digits, a dash, a name); its files are found by listing the folders, never by a hand-written list.
 */
import type { Localized } from '../src/i18n/lang';
import type { ExerciseTests } from '../src/exercises/testkit';

/** Two or three progressive hints per language, revealed one at a time. */
export type LocalizedHints = Localized<string[]>;

/** What a card shows: light enough for the chapter pages (no test code). */
export interface ExerciseMeta {
  /** The exercise's number in the lab, equal to the folder's two-digit prefix. */
  number: number;
  /** The chapter whose exercise cards list it. */
  chapter: number;
  title: Localized;
  summary: Localized;
}

/**
 * The Python version of an exercise: its files live in the folder's `python/` (starter.py, solution.py, tests.py and,
 * where Python's names differ, statement.fr.mdx / statement.en.mdx), found by listing; the manifest adds its hints.
 */
export interface PythonExerciseManifest {
  hints: LocalizedHints;
}

/** The manifest's default export. `M` is the solution module's type, which the tests exercise. */
export interface ExerciseManifest<M = never> {
  meta: ExerciseMeta;
  tests: ExerciseTests<M>;
  hints: LocalizedHints;
  /** Present when the exercise also exists in Python. */
  python?: PythonExerciseManifest;
}

/** `01-marginal-cost` from any path inside its folder (`…/exercises/01-marginal-cost/index.ts`). */
export function slugOfPath(path: string): string {
  const parts = path.split(/[/\\]/);
  const i = parts.lastIndexOf('exercises');
  return (i >= 0 ? parts[i + 1] : parts[parts.length - 2]) ?? '';
}

/** Folder names that are exercises: two digits, a dash, lower-case words. */
export const EXERCISE_FOLDER = /^\d{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/;
