/**
 * CI for the Python exercises, like exercises.test.ts for TypeScript: every exercise that has python/tests.py is run
 * with the lab's harness (the grader's and the page's) against its reference solution (every test passes) and its
 * starter (loads, then every test fails with a message: "fails cleanly"). Exercises are found by listing the folders.
 * One Pyodide for the whole file (a start costs seconds); the harness is made to be reused across runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadPyodide, type PyodideAPI } from 'pyodide';
import { EXERCISES_DIR, exerciseSlugs } from '../../src/exercises/node';
import { runPythonExercise } from '../../src/sandbox/python/exercise/node';

const withPython = exerciseSlugs().filter((slug) =>
  existsSync(join(EXERCISES_DIR, slug, 'python', 'tests.py')),
);
const read = (slug: string, file: string) => readFileSync(join(EXERCISES_DIR, slug, 'python', file), 'utf8');

let py: PyodideAPI;
beforeAll(async () => {
  py = await loadPyodide({
    indexURL: `${dirname(createRequire(import.meta.url).resolve('pyodide/package.json'))}/`,
  });
  const drop = { batched: () => {} };
  py.setStdout(drop);
  py.setStderr(drop);
}, 180_000);

it('finds the Python exercises by listing the folders (at least exercise 1)', () => {
  expect(withPython[0]).toMatch(/^01-/);
});

describe.each(withPython)('%s in Python', (slug) => {
  it('has a starter, a solution and tests', () => {
    for (const f of ['starter.py', 'solution.py', 'tests.py'])
      expect(existsSync(join(EXERCISES_DIR, slug, 'python', f)), f).toBe(true);
  });

  it('passes every test with the reference solution', () => {
    const r = runPythonExercise(py, {
      student: read(slug, 'solution.py'),
      tests: read(slug, 'tests.py'),
      studentFilename: 'solution.py',
    });
    expect(r.error).toBeNull();
    expect(r.tampered).toBeNull();
    expect(r.tests.length).toBeGreaterThan(0);
    expect(r.tests.filter((t) => !t.passed).map((t) => `${t.name}: ${t.message}`)).toEqual([]);
    expect(r.passed).toBe(r.tests.length);
  });

  it('fails cleanly with the starter: it loads, every test fails with a message', () => {
    const r = runPythonExercise(py, {
      student: read(slug, 'starter.py'),
      tests: read(slug, 'tests.py'),
      studentFilename: 'starter.py',
    });
    expect(r.error).toBeNull();
    expect(r.tampered).toBeNull();
    expect(r.fatal).toBe(false);
    expect(r.tests.length).toBeGreaterThan(0);
    expect(r.passed).toBe(0);
    for (const t of r.tests) expect(t.message, t.name).not.toBe('');
  });
});
