import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { EXERCISE_SLUGS, exerciseTests, resolveExercise } from '../../exercises/registry';
import { compileSubmission, countTests, runSubmission, testNames } from '../../src/sandbox/submission';
import { functionEvaluator } from '../../src/sandbox/functionEvaluator';
import { collectTests, runTests } from '../../src/sandbox/testkit';
import * as solution1 from '../../exercises/01-marginal-cost/solution';
import * as solution2 from '../../exercises/02-paged-vector-memory/solution';
import * as solution3 from '../../exercises/03-multi-domain-paging/solution';

const root = resolve(import.meta.dirname, '../..');
const read = (slug: string, file: string) => readFileSync(resolve(root, 'exercises', slug, file), 'utf8');

async function runFile(slug: (typeof EXERCISE_SLUGS)[number], file: string) {
  const compiled = compileSubmission(read(slug, file));
  if (!compiled.ok) throw new Error(`${slug}/${file} does not compile: ${compiled.error.message}`);
  return runSubmission({ code: compiled.code, tests: exerciseTests[slug], evaluator: functionEvaluator });
}

describe.each(EXERCISE_SLUGS)('exercise %s', (slug) => {
  it('has between 5 and 15 tests, each with an English and a French name', () => {
    const names = testNames(exerciseTests[slug]);
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
    expect(run.results).toHaveLength(countTests(exerciseTests[slug]));
  });

  it('fails every test cleanly with its starter: all reported, in file order, none crashes the runner', async () => {
    const run = await runFile(slug, 'starter.ts');
    expect(run.load.ok).toBe(true);
    expect(run.results.map((r) => r.index)).toEqual([...Array(countTests(exerciseTests[slug])).keys()]);
    for (const r of run.results) {
      expect(r.status, r.name.en).toBe('fail');
      expect(r.message ?? '', r.name.en).not.toBe('');
    }
  });

  it('has hints, statements and meta files', () => {
    for (const f of ['statement.en.md', 'statement.fr.md', 'hints.ts', 'meta.ts']) expect(read(slug, f).length).toBeGreaterThan(50);
  });
});

describe('the reference solutions imported as modules (the agent-memory-lab alias resolves in vitest)', () => {
  it.each([
    ['01-marginal-cost', solution1],
    ['02-paged-vector-memory', solution2],
    ['03-multi-domain-paging', solution3],
  ] as const)('%s passes its tests', async (slug, mod) => {
    const results = await runTests(collectTests(exerciseTests[slug] as never, mod as never));
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
    expect(resolveExercise('9')).toBe(null);
    expect(resolveExercise('nope')).toBe(null);
  });
});
