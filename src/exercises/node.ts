/**
 * The exercises as Node sees them (the grader, CI, the scripts): the folders of `exercises/` that hold an `index.ts`,
 * listed from disk and imported on demand (tsx runs this: no import.meta.glob). Same rule as the page's catalog
 * (catalog.ts): the folder is the exercise.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EXERCISE_FOLDER, type ExerciseManifest } from '../../exercises/types';

export const EXERCISES_DIR = resolve(import.meta.dirname, '../../exercises');

/** Every exercise folder name, in the lab's order. */
export function exerciseSlugs(dir = EXERCISES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (e) => e.isDirectory() && EXERCISE_FOLDER.test(e.name) && existsSync(join(dir, e.name, 'index.ts')),
    )
    .map((e) => e.name)
    .sort();
}

export function isExerciseSlug(value: unknown, slugs = exerciseSlugs()): value is string {
  return typeof value === 'string' && slugs.includes(value);
}

/** The manifest of one exercise folder (its default export). */
export async function loadManifest(slug: string, dir = EXERCISES_DIR): Promise<ExerciseManifest> {
  if (!EXERCISE_FOLDER.test(slug)) throw new Error(`not an exercise folder: ${slug}`);
  const mod = (await import(pathToFileURL(join(dir, slug, 'index.ts')).href)) as {
    default: ExerciseManifest;
  };
  return mod.default;
}

/** `1`, `01`, `01-marginal-cost` or `marginal-cost` → the slug; null when nothing matches. */
export function resolveExercise(input: string, slugs = exerciseSlugs()): string | null {
  const s =
    input
      .trim()
      .replace(/[/\\]+$/, '')
      .split(/[/\\]/)
      .pop() ?? '';
  if (slugs.includes(s)) return s;
  if (/^\d+$/.test(s)) return slugs.find((slug) => Number(slug.slice(0, 2)) === Number(s)) ?? null;
  return slugs.find((slug) => slug.slice(3) === s) ?? null;
}

/** Where an exercise's Python tests are (they may be missing: an exercise without its Python version yet). */
export function pythonTestsPath(slug: string, dir = EXERCISES_DIR): string {
  return join(dir, slug, 'python', 'tests.py');
}

export function hasPythonTests(slug: string): boolean {
  return existsSync(pythonTestsPath(slug));
}
