/**
 * What the exercise workspace shows besides the card: statement (compiled MDX), starter and reference solution (as
 * text, for the editor), hints. Derived from the folders at build time, like the catalog; loaded with the workspace's
 * lazy chunk only. The tests are not here: they run in the sandbox worker (registry.ts).
 */
import type { MDXContent } from 'mdx/types';
import type { Lang, Localized } from '../i18n/lang';
import { slugOfPath, type LocalizedHints, type PythonExerciseManifest } from '../../exercises/types';
import { catalogEntry, type CatalogEntry } from './catalog';

export interface ExerciseFiles extends CatalogEntry {
  statement: Localized<MDXContent>;
  starter: string;
  solution: string;
  hints: LocalizedHints;
}

const hints = import.meta.glob<LocalizedHints>('../../exercises/*/index.ts', {
  eager: true,
  import: 'hints',
});
const starters = import.meta.glob<string>('../../exercises/*/starter.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const solutions = import.meta.glob<string>('../../exercises/*/solution.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const statements = import.meta.glob<MDXContent>('../../exercises/*/statement.*.mdx', {
  eager: true,
  import: 'default',
});

function bySlug<T>(modules: Record<string, T>): Map<string, T> {
  return new Map(Object.entries(modules).map(([path, value]) => [slugOfPath(path), value]));
}
const hintsBySlug = bySlug(hints);
const startersBySlug = bySlug(starters);
const solutionsBySlug = bySlug(solutions);
const statementOf = (slug: string, lang: Lang) =>
  Object.entries(statements).find(
    ([path]) => slugOfPath(path) === slug && path.endsWith(`/statement.${lang}.mdx`),
  )?.[1];

/** The exercise's files; undefined for an unknown slug or a folder missing one of them (the catalog test says which). */
export function exerciseFiles(slug: string | undefined): ExerciseFiles | undefined {
  const entry = catalogEntry(slug);
  if (!entry) return undefined;
  const fr = statementOf(entry.slug, 'fr');
  const en = statementOf(entry.slug, 'en');
  const starter = startersBySlug.get(entry.slug);
  const solution = solutionsBySlug.get(entry.slug);
  const h = hintsBySlug.get(entry.slug);
  if (!fr || !en || starter === undefined || solution === undefined || !h) return undefined;
  return { ...entry, statement: { fr, en }, starter, solution, hints: h };
}

// ---- The Python version (exercises/NN-slug/python/): starter, solution and tests as text, statement, hints.

export interface PythonExerciseFiles {
  starter: string;
  solution: string;
  tests: string;
  /** Only where Python's names differ from the TypeScript statement's. */
  statement: Localized<MDXContent> | null;
  hints: LocalizedHints;
}

const rawBySlug = (modules: Record<string, string>) =>
  new Map(Object.entries(modules).map(([p, v]) => [slugOfPath(p), v]));
const pyStarters = rawBySlug(
  import.meta.glob<string>('../../exercises/*/python/starter.py', {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
);
const pySolutions = rawBySlug(
  import.meta.glob<string>('../../exercises/*/python/solution.py', {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
);
const pyTests = rawBySlug(
  import.meta.glob<string>('../../exercises/*/python/tests.py', {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
);
const pyManifests = new Map(
  Object.entries(
    import.meta.glob<PythonExerciseManifest | undefined>('../../exercises/*/index.ts', {
      eager: true,
      import: 'python',
    }),
  ).map(([p, v]) => [slugOfPath(p), v]),
);
const pythonStatements = import.meta.glob<MDXContent>('../../exercises/*/python/statement.*.mdx', {
  eager: true,
  import: 'default',
});
const pythonStatementOf = (slug: string, lang: Lang) =>
  Object.entries(pythonStatements).find(
    ([path]) => slugOfPath(path) === slug && path.endsWith(`/statement.${lang}.mdx`),
  )?.[1];

/** The exercise's Python files, or undefined when it has no (complete) Python version. */
export function pythonExerciseFiles(slug: string): PythonExerciseFiles | undefined {
  const starter = pyStarters.get(slug);
  const solution = pySolutions.get(slug);
  const test = pyTests.get(slug);
  const manifest = pyManifests.get(slug);
  if (starter === undefined || solution === undefined || test === undefined || !manifest) return undefined;
  const fr = pythonStatementOf(slug, 'fr');
  const en = pythonStatementOf(slug, 'en');
  return { starter, solution, tests: test, statement: fr && en ? { fr, en } : null, hints: manifest.hints };
}

/** Slugs with a Python version (for the exercise list). */
export function hasPython(slug: string): boolean {
  return pyStarters.has(slug) && pyTests.has(slug);
}
