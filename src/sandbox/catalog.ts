/**
 * The browser's catalog of exercises, derived from the folders: every `exercises/NN-slug/index.ts` found at build
 * time is an exercise (a sandbox entry point: the only UI-side module allowed to read `exercises/`).
 * This module is light (titles and summaries, for the cards); the workspace's files are in exerciseFiles.ts.
 */
import { EXERCISE_FOLDER, slugOfPath, type ExerciseMeta } from '../../exercises/types';

export type { ExerciseMeta };
export interface CatalogEntry extends ExerciseMeta {
  slug: string;
}

const metas = import.meta.glob<ExerciseMeta>('../../exercises/*/index.ts', { eager: true, import: 'meta' });

/** Every exercise, in the lab's order (by number). */
export const exerciseCatalog: readonly CatalogEntry[] = Object.entries(metas)
  .map(([path, meta]) => ({ slug: slugOfPath(path), ...meta }))
  .filter((e) => EXERCISE_FOLDER.test(e.slug))
  .sort((a, b) => a.number - b.number);

export function isExerciseSlug(value: unknown): value is string {
  return typeof value === 'string' && exerciseCatalog.some((e) => e.slug === value);
}

export function catalogEntry(slug: string | undefined): CatalogEntry | undefined {
  return exerciseCatalog.find((e) => e.slug === slug);
}

/** The exercises a chapter's cards show, in order. */
export function exercisesOfChapter(chapter: number): CatalogEntry[] {
  return exerciseCatalog.filter((e) => e.chapter === chapter);
}

// Only the paths (lazy glob, nothing loaded): which exercises have a Python version (exercises/NN-slug/python/).
const pythonTests = import.meta.glob('../../exercises/*/python/tests.py', {
  query: '?raw',
  import: 'default',
});
const pythonSlugs = new Set(Object.keys(pythonTests).map(slugOfPath));

/** Whether the exercise also exists in Python (the list shows its state per language). */
export function hasPythonVersion(slug: string): boolean {
  return pythonSlugs.has(slug);
}
