import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EXERCISES_DIR, exerciseSlugs, loadManifest, resolveExercise } from '../../src/exercises/node';
import {
  exerciseCatalog,
  exercisesOfChapter,
  hasPythonVersion,
  loadExerciseFiles,
} from '../../src/exercises/catalog';
import { exerciseTests } from '../../src/exercises/tests';
import { compileSubmission, countTests, runSubmission, testNames } from '../../src/sandbox/submission';
import { functionEvaluator } from '../../src/sandbox/functionEvaluator';
import { collectTests, runTests } from '../../src/exercises/testkit';
import { chapters } from '../../src/content/chapters';

// Everything here is derived from the folders of exercises/, as the grader and the browser derive it:
// a new exercise folder is checked by this file without touching it.
const SLUGS = exerciseSlugs();
const manifests = new Map(
  await Promise.all(SLUGS.map(async (slug) => [slug, await loadManifest(slug)] as const)),
);
const manifest = (slug: string) => manifests.get(slug) ?? expect.unreachable(`no manifest for ${slug}`);
const read = (slug: string, file: string) => readFileSync(resolve(EXERCISES_DIR, slug, file), 'utf8');

async function runFile(slug: string, file: string) {
  const compiled = compileSubmission(read(slug, file));
  if (!compiled.ok) throw new Error(`${slug}/${file} does not compile: ${compiled.error.message}`);
  return runSubmission({ code: compiled.code, tests: manifest(slug).tests, evaluator: functionEvaluator });
}

describe('the exercise folders', () => {
  it('are found on disk (the chapter 1 exercises at least)', () => {
    expect(SLUGS.slice(0, 3)).toEqual([
      '01-marginal-cost',
      '02-paged-vector-memory',
      '03-multi-domain-paging',
    ]);
  });

  it('are the same exercises in the browser catalog, the sandbox worker registry and the grader', () => {
    expect(exerciseCatalog.map((e) => e.slug)).toEqual(SLUGS);
    expect([...exerciseTests.keys()].sort()).toEqual(SLUGS);
    for (const slug of SLUGS) expect(exerciseTests.get(slug)).toBe(manifest(slug).tests);
  });

  it('are numbered by their folder prefix, each number once', () => {
    expect(SLUGS.map((s) => manifest(s).meta.number)).toEqual(SLUGS.map((s) => Number(s.slice(0, 2))));
    expect(new Set(exerciseCatalog.map((e) => e.number)).size).toBe(SLUGS.length);
  });

  it('each belong to a chapter of the lab, whose cards list them', () => {
    const numbers = chapters.map((c) => c.number);
    for (const slug of SLUGS) {
      const { chapter } = manifest(slug).meta;
      expect(numbers, slug).toContain(chapter);
      expect(exercisesOfChapter(chapter).map((e) => e.slug)).toContain(slug);
    }
    expect(exercisesOfChapter(1).map((e) => e.slug)).toEqual([
      '01-marginal-cost',
      '02-paged-vector-memory',
      '03-multi-domain-paging',
    ]);
  });
});

describe.each(SLUGS)('exercise %s', (slug) => {
  it('has its files: starter, solution, tests, French and English statements', () => {
    for (const f of [
      'index.ts',
      'starter.ts',
      'solution.ts',
      'tests.ts',
      'statement.fr.mdx',
      'statement.en.mdx',
    ]) {
      expect(existsSync(join(EXERCISES_DIR, slug, f)), f).toBe(true);
    }
    expect(read(slug, 'statement.fr.mdx').length).toBeGreaterThan(200);
    expect(read(slug, 'statement.en.mdx').length).toBeGreaterThan(200);
  });

  it('gives the workspace its statements, starter, solution and hints', async () => {
    const files = await loadExerciseFiles(slug);
    expect(files).toBeDefined();
    expect(typeof files?.statement.fr).toBe('function');
    expect(typeof files?.statement.en).toBe('function');
    expect(files?.starter).toBe(read(slug, 'starter.ts'));
    expect(files?.solution).toBe(read(slug, 'solution.ts'));
  });

  it('gives the workspace its Python files where it has a Python version, the same promise each time', async () => {
    const files = await loadExerciseFiles(slug);
    const python = existsSync(join(EXERCISES_DIR, slug, 'python', 'tests.py'));
    expect(hasPythonVersion(slug)).toBe(python);
    expect(files?.python !== null).toBe(python);
    if (files?.python) {
      expect(files.python.starter).toBe(read(slug, 'python/starter.py'));
      expect(files.python.solution).toBe(read(slug, 'python/solution.py'));
      expect(files.python.tests).toBe(read(slug, 'python/tests.py'));
    }
    expect(loadExerciseFiles(slug)).toBe(loadExerciseFiles(slug));
  });

  it('has titles, summaries and two or three hints in both languages, each different', () => {
    const { meta, hints } = manifest(slug);
    for (const text of [meta.title, meta.summary]) {
      expect(text.fr.length).toBeGreaterThan(10);
      expect(text.en.length).toBeGreaterThan(10);
      expect(text.fr).not.toBe(text.en);
    }
    expect(hints.fr.length).toBe(hints.en.length);
    expect(hints.en.length).toBeGreaterThanOrEqual(2);
    expect(hints.en.length).toBeLessThanOrEqual(3);
  });

  it('has between 5 and 15 tests, each with an English and a French name', () => {
    const names = testNames(manifest(slug).tests);
    expect(names.length).toBeGreaterThanOrEqual(5);
    expect(names.length).toBeLessThanOrEqual(15);
    for (const n of names) {
      expect(n.en.length).toBeGreaterThan(10);
      expect(n.fr.length).toBeGreaterThan(10);
      expect(n.fr).not.toBe(n.en);
    }
  });

  it('passes every test with its reference solution (compiled as in the browser)', async () => {
    const run = await runFile(slug, 'solution.ts');
    expect(run.load).toMatchObject({ ok: true });
    const failures = run.results.filter((r) => r.status !== 'pass');
    expect(failures).toEqual([]);
    expect(run.results).toHaveLength(countTests(manifest(slug).tests));
  });

  it('fails every test cleanly with its starter: all reported, in file order, none crashes the runner', async () => {
    const run = await runFile(slug, 'starter.ts');
    expect(run.load.ok).toBe(true);
    expect(run.results.map((r) => r.index)).toEqual([...Array(countTests(manifest(slug).tests)).keys()]);
    for (const r of run.results) {
      expect(r.status, r.name.en).toBe('fail');
      expect(r.message ?? '', r.name.en).not.toBe('');
    }
  });

  it('passes its tests with the reference solution imported as a module (the agent-memory-lab alias resolves)', async () => {
    const mod: unknown = await import(pathToFileURL(join(EXERCISES_DIR, slug, 'solution.ts')).href);
    const results = await runTests(collectTests(manifest(slug).tests as never, mod as never));
    expect(results.filter((r) => r.status === 'fail')).toEqual([]);
  });
});

describe('resolveExercise', () => {
  it('accepts the folder name, its number, and the slug without number', () => {
    expect(resolveExercise('01-marginal-cost')).toBe('01-marginal-cost');
    expect(resolveExercise('exercises/02-paged-vector-memory/')).toBe('02-paged-vector-memory');
    expect(resolveExercise('3')).toBe('03-multi-domain-paging');
    expect(resolveExercise('02')).toBe('02-paged-vector-memory');
    expect(resolveExercise('multi-domain-paging')).toBe('03-multi-domain-paging');
    expect(resolveExercise('99')).toBe(null);
    expect(resolveExercise('nope')).toBe(null);
  });

  it('resolves against the folders it is given', () => {
    expect(resolveExercise('4', ['01-a', '04-graph-store'])).toBe('04-graph-store');
    expect(resolveExercise('graph-store', ['01-a', '04-graph-store'])).toBe('04-graph-store');
  });
});
