// @vitest-environment node
/**
 * The lab's Pyodide start-up settings (src/sandbox/python/memory.ts) in Node, with the same `pyodide` package as the
 * page: the memory cap turns a memory bomb into a MemoryError with the lab's message, and the interpreter then still
 * grades; an interpreter restored from a memory snapshot of a fresh one keeps every isolation guarantee (probes).
 */
import { pathToFileURL } from 'node:url';
import { loadPyodide, type PyodideAPI } from 'pyodide';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runPythonExercise } from '../../../src/sandbox/python/exercise/index';
import {
  capMemory,
  heapBytes,
  memoryMessage,
  PYTHON_MEMORY_CAP_BYTES,
  SNAPSHOT_IMPORTS,
} from '../../../src/sandbox/python/memory';
import { pyodideIndexURL } from '../../../src/sandbox/node/pyodideSnapshot';
import { HOSTILE_AT_LOAD, REFUSED_AT_LOAD } from './hostileProbes';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 240_000 });

const indexURL = pyodideIndexURL();
type Create = (settings: never) => Promise<unknown>;
let create: Create;
let capped: PyodideAPI;
let restored: PyodideAPI;

const TESTS = `
import student
from aml_testkit import test, expect_equal

@test(en="double(2) is 4", fr="double(2) vaut 4")
def _():
    expect_equal(student.double(2), 4)

@test(en="double(5) is 10", fr="double(5) vaut 10")
def _():
    expect_equal(student.double(5), 10)
`;
const GOOD = 'def double(n):\n    return 2 * n\n';

beforeAll(async () => {
  create = ((await import(pathToFileURL(`${indexURL}pyodide.asm.mjs`).href)) as { default: Create }).default;
  const quiet = { stdout: () => {}, stderr: () => {} };
  capped = await loadPyodide({ indexURL, ...quiet, createPyodideModule: capMemory(create) } as never);
  // As the page's snapshot maker does: a fresh interpreter, standard modules imported in a private dict.
  const maker = await loadPyodide({ indexURL, ...quiet, _makeSnapshot: true } as never);
  maker.runPython(`exec(${JSON.stringify(SNAPSHOT_IMPORTS)}, {})`);
  const snapshot = (maker as unknown as { makeMemorySnapshot(): Uint8Array }).makeMemorySnapshot();
  restored = await loadPyodide({
    indexURL,
    ...quiet,
    createPyodideModule: capMemory(create),
    _loadSnapshot: snapshot,
  } as never);
});

describe('the memory cap', () => {
  it('turns a list growing at import into a MemoryError with the lab’s message', () => {
    const r = runPythonExercise(capped, {
      student: `${GOOD}\nhoard = []\nwhile True:\n    hoard.append("b" * 10**6)\n`,
      tests: TESTS,
    });
    expect(r.error).toMatchObject({ type: 'MemoryError', message: memoryMessage(), line: 6 });
    expect(memoryMessage()).toBe('your code used too much memory (the limit is 512 MB)');
    expect(r.passed).toBe(0);
    // The cap holds (Emscripten may grow in one step up to 96 MB past a request, never past the cap's refusal).
    expect(heapBytes(capped)).toBeLessThanOrEqual(PYTHON_MEMORY_CAP_BYTES + 96 * 2 ** 20);
  });

  it('fails only the test whose call allocates too much, then grades a correct solution fully', () => {
    const r = runPythonExercise(capped, {
      student: 'def double(n):\n    if n == 5:\n        "a" * 10**9\n    return 2 * n\n',
      tests: TESTS,
    });
    expect(r.tests.map((t) => t.passed)).toEqual([true, false]);
    expect(r.tests[1]?.message).toBe(`MemoryError: ${memoryMessage()}`);
    expect(r.tests[1]?.line).toBe(3);
    expect(runPythonExercise(capped, { student: GOOD, tests: TESTS }).passed).toBe(2);
  });

  it('with a smaller cap, refuses an allocation past it and allows one below it', async () => {
    const small = capMemory(create, 64 * 2 ** 20);
    const py = await loadPyodide({ indexURL, createPyodideModule: small } as never);
    expect(() => py.runPython('x = "a" * (80 * 2**20)')).toThrow(/MemoryError/);
    expect(py.runPython('len("a" * (8 * 2**20))')).toBe(8 * 2 ** 20);
  });
});

describe('an interpreter restored from a snapshot of a fresh one', () => {
  // Every probe the fresh interpreter of exercise/harness.test.ts refuses.
  for (const [label, code] of HOSTILE_AT_LOAD) {
    it(`refuses ${label}`, () => {
      const r = runPythonExercise(restored, { student: `${GOOD}\n${code}\n`, tests: TESTS });
      expect(r.error?.type).toMatch(REFUSED_AT_LOAD);
      expect(r.passed).toBe(0);
    });
  }

  it('does not let os._exit end it, has no student state, grades a correct solution, and is capped', () => {
    const exit = runPythonExercise(restored, {
      student: 'def double(n):\n    import os\n    os._exit(0)\n',
      tests: TESTS,
    });
    expect(exit.passed).toBe(0);
    expect(restored.runPython('"hoard" in globals() or "double" in globals()')).toBe(false);
    expect(runPythonExercise(restored, { student: GOOD, tests: TESTS }).passed).toBe(2);
    const bomb = runPythonExercise(restored, { student: `${GOOD}\nx = "a" * 10**9\n`, tests: TESTS });
    expect(bomb.error).toMatchObject({ type: 'MemoryError', message: memoryMessage() });
  });
});
