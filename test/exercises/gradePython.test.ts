/**
 * The Python side of the grading command: each submission (.py, .ipynb) in its own process (Node + Pyodide + the
 * lab's harness), against a fixture exercise of the grader's own (python-fixtures/tests.py: add(a, b), 4 tests), so
 * these cases hold whatever the lab's exercises become. Hostile submissions included: loop, flood, sys.exit,
 * os._exit, a fake summary printed, the harness overridden, JavaScript reached for, a raising __del__, a notebook
 * that is not valid JSON.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { makePyodideSnapshot } from '../../src/sandbox/node/pyodideSnapshot';
import { gradePythonFile } from '../../src/sandbox/node/pythonGrader';
import type { GradeResult } from '../../src/sandbox/node/grader';

const dir = resolve(import.meta.dirname, 'python-fixtures');
const testsPath = join(dir, 'tests.py');
const FILES = [
  'correct.py',
  'wrong.py',
  'looping.py',
  'flooding.py',
  'sys-exit.py',
  'os-exit.py',
  'fake-summary.py',
  'harness-override.py',
  'reach-out.py',
  'crashing.py',
  'del-raises.py',
  'memory-bomb.py',
  'memory-bomb-in-test.py',
  'syntax-error.py',
  'correct-notebook.ipynb',
  'syntax-error-notebook.ipynb',
  'looping-notebook.ipynb',
  'invalid-json.ipynb',
  'nbformat-3.ipynb',
];

const rows = new Map<string, GradeResult>();

const tmp = mkdtempSync(join(tmpdir(), 'aml-grade-py-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

beforeAll(async () => {
  // As the grading command does: one memory snapshot of a fresh interpreter, restored by every submission's process.
  const snapshotPath = join(tmp, 'pyodide.snapshot');
  expect(await makePyodideSnapshot(snapshotPath)).toBe(true);
  // Two at a time, as `--jobs 2`; a generous limit, so a correct submission never times out on a loaded machine.
  const queue = [...FILES];
  const work = async () => {
    for (let f = queue.shift(); f; f = queue.shift())
      rows.set(
        f,
        await gradePythonFile('fixture', join(dir, f), { testsPath, timeoutMs: 8000, snapshotPath }),
      );
  };
  await Promise.all([work(), work()]);
}, 600_000);

const row = (f: string) => rows.get(f) as GradeResult;

describe('grading Python submissions', () => {
  it('gives every submission the same fields as a TypeScript one, and 4 tests', () => {
    for (const f of FILES) {
      expect(Object.keys(row(f)).sort(), f).toEqual([
        'error',
        'failed',
        'file',
        'passed',
        'score',
        'timedOut',
      ]);
      expect(row(f).passed + row(f).failed, f).toBe(4);
      expect(row(f).score, f).toBe(Math.round((100 * row(f).passed) / 4));
    }
  });

  it('gives a correct .py 100 and a wrong one its share', () => {
    expect(row('correct.py')).toMatchObject({
      passed: 4,
      failed: 0,
      score: 100,
      timedOut: false,
      error: null,
    });
    expect(row('wrong.py')).toMatchObject({ passed: 2, failed: 2, score: 50, timedOut: false, error: null });
  });

  it('runs a notebook’s code cells in order, IPython lines aside', () => {
    expect(row('correct-notebook.ipynb')).toMatchObject({ passed: 4, score: 100, error: null });
  });

  it('stops a loop at the time limit, in a .py and in a notebook', () => {
    for (const f of ['looping.py', 'looping-notebook.ipynb'])
      expect(row(f)).toMatchObject({
        passed: 0,
        score: 0,
        timedOut: true,
        error: expect.stringMatching(/timed out after 8 s/),
      });
  });

  it('reports a flood and still grades the tests', () => {
    expect(row('flooding.py')).toMatchObject({
      passed: 4,
      timedOut: false,
      error: expect.stringMatching(/flooded the output/),
    });
  });

  it('gives a syntax error its line (the code cell’s in a notebook)', () => {
    expect(row('syntax-error.py')).toMatchObject({
      score: 0,
      error: expect.stringMatching(/^does not compile \(line 1\): SyntaxError/),
    });
    expect(row('syntax-error-notebook.ipynb')).toMatchObject({
      score: 0,
      error: expect.stringMatching(/^does not compile \(code cell 2, line \d\): SyntaxError/),
    });
  });

  it('refuses a notebook that is not valid JSON, or not nbformat 4, with the reason', () => {
    expect(row('invalid-json.ipynb')).toMatchObject({
      score: 0,
      timedOut: false,
      error: expect.stringMatching(/not valid JSON/),
    });
    expect(row('nbformat-3.ipynb')).toMatchObject({
      score: 0,
      error: expect.stringMatching(/not an nbformat 4 notebook/),
    });
  });

  it('scores 0 for sys.exit (whatever it printed) and for a crash at import, with the reason', () => {
    expect(row('sys-exit.py')).toMatchObject({
      score: 0,
      timedOut: false,
      error: expect.stringMatching(/failed to load \(line 4\): SystemExit/),
    });
    expect(row('crashing.py')).toMatchObject({
      score: 0,
      error: expect.stringMatching(/failed to load \(line 4\): RuntimeError: boom at import/),
    });
  });

  it('caps the memory: a bomb at import or in a test scores 0 with the reason, the process survives', () => {
    expect(row('memory-bomb.py')).toMatchObject({ passed: 0, failed: 4, score: 0, timedOut: false });
    expect(row('memory-bomb.py').error).toMatch(
      /^failed to load \(line 8\): MemoryError: your code used too much memory \(the limit is 512 MB\)$/,
    );
    // Every test calls add, so all four fail; expect_raises reports the MemoryError as the wrong exception.
    expect(row('memory-bomb-in-test.py')).toMatchObject({ passed: 0, failed: 4, score: 0, timedOut: false });
    expect(row('memory-bomb-in-test.py').error).toBe(
      'your code used too much memory (the limit is 512 MB) in 3 tests: MemoryError',
    );
  });

  it('does not let os._exit end the run: the test that calls it fails, the process survives', () => {
    const r = row('os-exit.py');
    expect(r.timedOut).toBe(false);
    expect(r.error ?? '').not.toMatch(/crashed/);
    expect(r.passed).toBe(0);
  });

  it('never reads a score from what the submission prints', () => {
    expect(row('fake-summary.py')).toMatchObject({ passed: 0, score: 0 });
  });

  it('does not let the submission replace the testkit, the tests or builtins', () => {
    const r = row('harness-override.py');
    expect(r.passed).toBe(0);
    expect(r.score).toBe(0);
  });

  it('keeps JavaScript, Pyodide and the file system out of reach (the probe finds nothing, so it loads)', () => {
    expect(row('reach-out.py')).toMatchObject({ passed: 4, score: 100, error: null });
  });

  it('is not moved by a __del__ that raises SystemExit', () => {
    expect(row('del-raises.py')).toMatchObject({ passed: 4, score: 100, timedOut: false });
  });
});
