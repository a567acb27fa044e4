/**
 * The exercises as the page sees them: the one module of the page that reads `exercises/` (lint refuses any other).
 * Derived from the folders at build time: every `exercises/NN-slug/index.ts` is an exercise, nothing is listed by
 * hand. The sandbox worker reads the tests (tests.ts) and Node the folders on disk (node.ts): neither can load this
 * module's chunks.
 *
 * Light and eager: the catalog (titles, summaries, for the cards) and the hints. Everything else is loaded on demand,
 * each file its own chunk: the workspace's files (`loadExerciseFiles`), the notebook export's (`pythonStarter`,
 * `statementBlocks`).
 */
import type { MDXContent } from 'mdx/types';
import type { Lang, Localized } from '../i18n/lang';
import {
  EXERCISE_FOLDER,
  slugOfPath,
  type ExerciseMeta,
  type LocalizedHints,
  type PythonExerciseManifest,
} from '../../exercises/types';

export type { ExerciseMeta };
export interface CatalogEntry extends ExerciseMeta {
  slug: string;
}

type Loaders<T> = Record<string, () => Promise<T>>;
/** A glob's modules keyed by exercise slug. */
const bySlug = <T>(modules: Record<string, T>): Map<string, T> =>
  new Map(Object.entries(modules).map(([path, value]) => [slugOfPath(path), value]));
/** The loader of one file of an exercise folder (`path` inside it), by the glob's key. */
const fileOf = <T>(loaders: Loaders<T>, slug: string, path: string) =>
  loaders[`../../exercises/${slug}/${path}`];

// ---- Eager: the cards and the hints (a few KB of text; no test code: named imports of the manifests only).

const metas = import.meta.glob<ExerciseMeta>('../../exercises/*/index.ts', { eager: true, import: 'meta' });
const hints = bySlug(
  import.meta.glob<LocalizedHints>('../../exercises/*/index.ts', { eager: true, import: 'hints' }),
);
const pythonManifests = bySlug(
  import.meta.glob<PythonExerciseManifest | undefined>('../../exercises/*/index.ts', {
    eager: true,
    import: 'python',
  }),
);

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

// ---- On demand: every other file, each its own chunk (only the globs' keys are in this module).

const statements = import.meta.glob<MDXContent>('../../exercises/*/statement.*.mdx', { import: 'default' });
const starters = import.meta.glob<string>('../../exercises/*/starter.ts', {
  query: '?raw',
  import: 'default',
});
const solutions = import.meta.glob<string>('../../exercises/*/solution.ts', {
  query: '?raw',
  import: 'default',
});
const pyStatements = import.meta.glob<MDXContent>('../../exercises/*/python/statement.*.mdx', {
  import: 'default',
});
const pyStarters = import.meta.glob<string>('../../exercises/*/python/starter.py', {
  query: '?raw',
  import: 'default',
});
const pySolutions = import.meta.glob<string>('../../exercises/*/python/solution.py', {
  query: '?raw',
  import: 'default',
});
const pyTests = import.meta.glob<string>('../../exercises/*/python/tests.py', {
  query: '?raw',
  import: 'default',
});
// The notebook export's blocks (src/notebook/vitePlugin.ts), typed by their reader (src/notebook/chapterNotebook.ts).
const statementBlockFiles = import.meta.glob<unknown[]>('../../exercises/*/statement.*.mdx', {
  query: '?notebook',
  import: 'default',
});
const pyStatementBlockFiles = import.meta.glob<unknown[]>('../../exercises/*/python/statement.*.mdx', {
  query: '?notebook',
  import: 'default',
});

/** Whether the exercise also exists in Python (its tests and starter exist, and the manifest has Python hints). */
export function hasPythonVersion(slug: string): boolean {
  return (
    pythonManifests.get(slug) !== undefined &&
    fileOf(pyTests, slug, 'python/tests.py') !== undefined &&
    fileOf(pyStarters, slug, 'python/starter.py') !== undefined
  );
}

/** The Python version: starter, solution and tests as text, its statement where its names differ, its hints. */
export interface PythonExerciseFiles {
  starter: string;
  solution: string;
  tests: string;
  /** Only where Python's names differ from the TypeScript statement's. */
  statement: Localized<MDXContent> | null;
  hints: LocalizedHints;
}

/** What the exercise workspace shows besides the card: statement, starter, reference solution, hints. */
export interface ExerciseFiles extends CatalogEntry {
  statement: Localized<MDXContent>;
  starter: string;
  solution: string;
  hints: LocalizedHints;
  /** Absent when the exercise has no (complete) Python version. */
  python: PythonExerciseFiles | null;
}

/** Loads `path` of the folder, or undefined when the file is missing. */
function load<T>(loaders: Loaders<T>, slug: string, path: string): Promise<T | undefined> {
  const loader = fileOf(loaders, slug, path);
  return loader ? loader() : Promise.resolve(undefined);
}

async function localized<T>(loaders: Loaders<T>, slug: string, path: (l: Lang) => string) {
  const [fr, en] = await Promise.all([load(loaders, slug, path('fr')), load(loaders, slug, path('en'))]);
  return fr !== undefined && en !== undefined ? { fr, en } : null;
}

async function pythonFiles(slug: string): Promise<PythonExerciseFiles | null> {
  const manifest = pythonManifests.get(slug);
  if (!manifest) return null;
  const [starter, solution, tests, statement] = await Promise.all([
    load(pyStarters, slug, 'python/starter.py'),
    load(pySolutions, slug, 'python/solution.py'),
    load(pyTests, slug, 'python/tests.py'),
    localized(pyStatements, slug, (l) => `python/statement.${l}.mdx`),
  ]);
  if (starter === undefined || solution === undefined || tests === undefined) return null;
  return { starter, solution, tests, statement, hints: manifest.hints };
}

const loaded = new Map<string, Promise<ExerciseFiles | undefined>>();

/**
 * The exercise's files, loaded once per slug (the same promise every time, so a component can `use()` it); undefined
 * for an unknown slug or a folder missing one of them (test/exercises/exercises.test.ts says which).
 */
export function loadExerciseFiles(slug: string): Promise<ExerciseFiles | undefined> {
  let files = loaded.get(slug);
  if (!files) {
    files = readExerciseFiles(slug);
    loaded.set(slug, files);
  }
  return files;
}

async function readExerciseFiles(slug: string): Promise<ExerciseFiles | undefined> {
  const entry = catalogEntry(slug);
  const h = hints.get(slug);
  if (!entry || !h) return undefined;
  const [statement, starter, solution, python] = await Promise.all([
    localized(statements, slug, (l) => `statement.${l}.mdx`),
    load(starters, slug, 'starter.ts'),
    load(solutions, slug, 'solution.ts'),
    pythonFiles(slug),
  ]);
  if (!statement || starter === undefined || solution === undefined) return undefined;
  return { ...entry, statement, starter, solution, hints: h, python };
}

/** For the notebook export: the Python starter of an exercise, or null while it has none. */
export async function pythonStarter(slug: string): Promise<string | null> {
  return (await load(pyStarters, slug, 'python/starter.py')) ?? null;
}

/**
 * For the notebook export: the statement's blocks in a language, the Python statement where there is one, else the
 * exercise's; null when there is none.
 */
export async function statementBlocks(slug: string, lang: Lang): Promise<unknown[] | null> {
  const python = fileOf(pyStatementBlockFiles, slug, `python/statement.${lang}.mdx`);
  const own = fileOf(statementBlockFiles, slug, `statement.${lang}.mdx`);
  const loader = python ?? own;
  return loader ? loader() : null;
}
