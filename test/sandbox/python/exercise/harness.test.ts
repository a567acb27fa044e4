// @vitest-environment node
/**
 * The Python exercise harness (src/sandbox/python/exercise/harness.py) run in Node with the same `pyodide` package
 * as the page: results in order with expected vs actual and the student's line, then hostile submissions (probes)
 * that must either fail or leave the score unchanged. One Pyodide instance for the whole file, as the page's
 * exercise worker keeps one: a probe that passed through would show in the probes after it.
 */
import { loadPyodide, type PyodideAPI } from 'pyodide';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runPythonExercise, type PythonExerciseResult } from '../../../../src/sandbox/python/exercise/index';
import { checkResult } from '../../../../src/sandbox/python/exercise/run';
import { pyodideIndexURL } from '../../../../src/sandbox/node/pyodideSnapshot';
import { HOSTILE_AT_LOAD, REFUSED_AT_LOAD } from '../hostileProbes';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const indexURL = pyodideIndexURL();
let py: PyodideAPI;
let printed = '';

beforeAll(async () => {
  py = await loadPyodide({ indexURL });
  py.setStdout({ batched: (text) => (printed += text + '\n') });
  py.setStderr({ batched: (text) => (printed += text + '\n') });
});

const TESTS = `
import student
from aml_testkit import test, expect_equal, expect_raises

@test(en="double(2) is 4", fr="double(2) vaut 4")
def _():
    expect_equal(student.double(2), 4)

@test(en="double(-3) is -6", fr="double(-3) vaut -6")
def _():
    expect_equal(student.double(-3), -6, "double(-3)")

@test(en="double('x') raises a TypeError naming x", fr="double('x') lève une TypeError")
def _():
    expect_raises(TypeError, "x", student.double, "x")
`;

const GOOD = `
def double(n):
    if not isinstance(n, int):
        raise TypeError(f"n must be an int, got {n!r}")
    return 2 * n
`;

const run = (student: string, tests = TESTS): PythonExerciseResult =>
  runPythonExercise(py, { student, tests, studentFilename: 'exercise.py' });

/** Every hostile submission below keeps a correct double() so that only the hostile part could change the score. */
function hostile(extra: string, where: 'top' | 'inside' = 'top'): string {
  if (where === 'top') return `${GOOD}\n${extra}\n`;
  const body = extra
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');
  return `def double(n):\n${body}\n    return 0\n`;
}

describe('Python exercise harness', () => {
  it('a correct solution passes every test, in definition order, with both names', () => {
    const r = run(GOOD);
    expect(r.error).toBeNull();
    expect(r.tests.map((t) => t.name)).toEqual([
      'double(2) is 4',
      'double(-3) is -6',
      "double('x') raises a TypeError naming x",
    ]);
    expect(r.tests[0]?.names.fr).toBe('double(2) vaut 4');
    expect([r.passed, r.failed]).toEqual([3, 0]);
    expect(r.tests.every((t) => typeof t.ms === 'number' && t.ms >= 0)).toBe(true);
  });

  it('a wrong answer shows expected against actual', () => {
    const r = run('def double(n):\n    return n + 1\n');
    expect(r.tests[0]).toMatchObject({ passed: false, expected: '4', actual: '3' });
    expect(r.tests[1]?.message).toBe('double(-3): expected -6, got -2');
    expect(r.passed).toBe(0);
  });

  it('an exception in the student code gives its line in the student file', () => {
    const r = run('def double(n):\n    x = 1\n    return n / 0\n');
    expect(r.tests[0]).toMatchObject({ passed: false, line: 3 });
    expect(r.tests[0]?.message).toMatch(/^ZeroDivisionError/);
    expect(r.tests[0]?.traceback).toContain('exercise.py');
    expect(r.tests[0]?.traceback).not.toContain('harness');
  });

  it('a syntax error is a run error with its line; every test then fails', () => {
    const r = run('def double(n):\n    return (n\n\n');
    expect(r.error?.type).toBe('SyntaxError');
    expect(r.error?.line).toBe(2);
    expect(r.tests).toHaveLength(3);
    expect(r.passed).toBe(0);
  });

  it('a missing function fails each test with a clear message, the harness goes on', () => {
    const r = run('# nothing yet\n');
    expect(r.error).toBeNull();
    expect(r.tests.every((t) => !t.passed && t.message.includes('double'))).toBe(true);
  });

  it('the score comes only from a well-formed answer of this run (nonce, types)', () => {
    expect(checkResult({ nonce: 'a', tests: [], error: null, tampered: null }, 'b').error?.type).toBe(
      'HarnessError',
    );
    expect(checkResult({ nonce: 'a', tests: [{ name: 'x', passed: 'yes' }], error: null }, 'a').passed).toBe(
      0,
    );
  });
});

describe('Python exercise harness: hostile submissions (probes)', () => {
  for (const [label, code] of HOSTILE_AT_LOAD) {
    it(`${label}: refused at load, every test fails, the harness answers`, () => {
      const r = run(hostile(code));
      expect(r.error?.type).toMatch(REFUSED_AT_LOAD);
      expect(r.passed).toBe(0);
    });
  }

  it('an audit hook of the student is never added (CPython drops it silently when ours refuses)', () => {
    // Had it been added, this hook would end every later event with an exception: the tests would all fail.
    const r = run(
      hostile('import sys\ndef boom(event, args):\n    raise SystemExit("hook")\nsys.addaudithook(boom)'),
    );
    expect(r.error).toBeNull();
    expect(r.passed).toBe(3);
  });

  it('js is unreachable from inside a function called by the tests too', () => {
    const r = run(hostile('import js\nreturn js', 'inside'));
    expect(r.tests[0]?.message).toMatch(/PermissionError|ModuleNotFoundError/);
    expect(r.passed).toBe(0);
  });

  it('sys.exit at load fails cleanly; sys.exit in a test fails that test only', () => {
    expect(run(hostile('import sys\nsys.exit(0)')).error?.type).toBe('SystemExit');
    const r = run(
      `def double(n):\n    if n == 2:\n        raise SystemExit(0)\n    if not isinstance(n, int):\n        raise TypeError("x")\n    return 2 * n\n`,
    );
    expect(r.tests.map((t) => t.passed)).toEqual([false, true, true]);
  });

  it('os._exit and os.abort cannot end the interpreter', () => {
    expect(run(hostile('import os\nos._exit(0)')).error?.type).toBe('PermissionError');
    expect(run(hostile('import posix\nposix._exit(0)')).error?.type).toBe('PermissionError');
    expect(run(hostile('import os\nos.abort()')).error?.type).toBe('PermissionError');
    expect(run(GOOD).passed).toBe(3); // the instance still works
  });

  it('raising in __del__ changes nothing', () => {
    const r = run(
      hostile(
        'class Bomb:\n    def __del__(self):\n        raise SystemExit(1)\nkeep = [Bomb() for _ in range(3)]\nBomb()',
      ),
    );
    expect(r.passed).toBe(3);
    const evil = run(hostile('class Bomb:\n    def __del__(self):\n        import js\nkeep = Bomb()'));
    expect(evil.passed).toBe(3);
    expect(run(hostile('import js', 'inside')).passed).toBe(0);
  });

  it('printing a fake summary changes nothing', () => {
    const fake = JSON.stringify({ tests: [{ name: 'x', passed: true }], passed: 3, failed: 0 });
    const r = run(
      `print(${JSON.stringify(fake)})\nprint("3 passed, 0 failed")\ndef double(n):\n    print("PASS")\n    return 0\n`,
    );
    expect(r.passed).toBe(0);
  });

  it('an object that claims to equal anything does not pass a strict check', () => {
    const r = run(
      'class Any:\n    def __eq__(self, other): return True\n    def __repr__(self): return "4"\ndef double(n):\n    return Any()\n',
    );
    expect(r.tests[0]).toMatchObject({ passed: false, expected: '4' });
    expect(r.passed).toBe(0);
  });

  it('patching builtins or sys.modules does not outlive the student code, nor fake a module', () => {
    const r = run(
      hostile(
        'import builtins, sys, types\nbuiltins.isinstance = lambda *a: True\nbuiltins.len = lambda x: 0\nfake = types.ModuleType("aml_testkit")\nfake.test = lambda **k: (lambda f: f)\nfake.expect_equal = lambda *a: None\nsys.modules["aml_testkit"] = fake',
      ),
    );
    expect(r.passed).toBe(3);
    const wrong = run(
      'import sys, types\nfake = types.ModuleType("aml_testkit")\nfake.expect_equal = lambda *a, **k: None\nsys.modules["aml_testkit"] = fake\ndef double(n):\n    return 0\n',
    );
    expect(wrong.passed).toBe(0);
  });

  it('replacing the test helpers through a function it is handed is detected and fails every test', () => {
    // The tests hand the student a lambda; its __globals__ are the tests' namespace.
    const tests = `import student\nfrom aml_testkit import test, expect_equal\n@test(en="apply", fr="apply")\ndef _():\n    expect_equal(student.apply(lambda x: x + 1), 5)\n`;
    const r = run(
      'def apply(f):\n    f.__globals__["expect_equal"] = lambda *a, **k: None\n    return 0\n',
      tests,
    );
    expect(r.tampered).toMatch(/tests/);
    expect(r.passed).toBe(0);
  });

  it('changing a test function’s code is refused', () => {
    const tests = `import student\nfrom aml_testkit import test, expect_equal\n@test(en="t", fr="t")\ndef check():\n    expect_equal(student.hack(), 1)\n`;
    const r = run('def hack():\n    import sys\n    sys.modules["tests"]\n    return 0\n', tests);
    expect(r.passed).toBe(0);
    const r2 = run(
      'def hack():\n    f = lambda: 1\n    f.__code__ = (lambda: 2).__code__\n    return 1\n',
      tests,
    );
    expect(r2.tests[0]?.message).toMatch(/PermissionError/);
  });

  it('after all the probes, the same instance still grades a correct solution fully', () => {
    expect(run(GOOD).passed).toBe(3);
    expect(printed).not.toContain('Traceback (most recent call last):\n  File "<exec>"');
  });
});
