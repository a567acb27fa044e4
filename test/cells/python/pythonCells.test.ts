// @vitest-environment node
/**
 * Every Python cell of every chapter, run in Node with the same `pyodide` package and the same cell runner as the
 * page's kernel (src/sandbox/python/core.ts), in order, in one namespace per chapter, compared with the seed's
 * printed output line for line.
 */
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import { loadPyodide, type PyodideAPI } from 'pyodide';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CellDef } from '../../../src/cells/types';
import { cells as chapter1 } from '../../../src/cells/python/chapter1/index';
import { runTaskMaster } from '../../../src/engine/reflective/taskMaster';
import { cellFilename, createCellRunner, textSink, type CellRunner } from '../../../src/sandbox/python/core';

// Loading Pyodide and running the cost table take seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const indexURL = dirname(createRequire(import.meta.url).resolve('pyodide/package.json')) + '/';

let py: PyodideAPI;
let runner: CellRunner;
let out = '';

/** A fresh namespace for a chapter, as a kernel restart gives. */
function freshNamespace() {
  runner.reset();
}

async function runCell(chapter: string, id: string, source: string) {
  out = '';
  const error = await runner.run(source, cellFilename(`chapter${chapter}`, id));
  return { stdout: out, error };
}

beforeAll(async () => {
  py = await loadPyodide({ indexURL });
  const sink = textSink((text) => {
    out += text;
  });
  py.setStdout(sink);
  py.setStderr(sink);
  runner = createCellRunner(py);
}, 180_000);

type PythonList = { cells: readonly CellDef[] };
const lists = import.meta.glob<PythonList>('../../../src/cells/python/chapter*/index.ts', { eager: true });
const chapters = Object.entries(lists)
  .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
  .map(([path, list]) => ({ path, cells: list.cells }));

/** Cells that fail on purpose, with the error the lesson explains. */
const EXPECTED_FAILURES: Record<string, { type: string; message: RegExp }> = {
  'taskmaster-published': { type: 'AttributeError', message: /embed/ },
};

const lines = (text: string) => `${text}\n`.split('\n');

describe('chapter 1 (seed 000)', () => {
  it("has a cell for every Python code block of the seed, in the seed's order (the section 4 block split in two)", () => {
    expect(chapter1.map((c) => c.id)).toEqual([
      'setup',
      'rolling-window',
      'summary',
      'lru',
      'importance',
      'paging',
      'cost-table',
      'exercise-1',
      'exercise-2',
      'exercise-3',
    ]);
    expect(chapter1.every((c) => c.expectedOutput)).toBe(true);
  });
});

// `shuffle: false` (describe.each takes no such option): the cells build on each other, a later cell using an earlier
// one's names, as in the notebook.
for (const { path, cells } of chapters)
  describe(`every Python cell of ${path}, in order, in one namespace`, { shuffle: false }, () => {
    beforeAll(() => freshNamespace());

    it.each(cells.map((c) => [c.id, c] as const))(
      "%s prints its expected output line for line (chapter 1: the seed's printed output)",
      async (id, cell) => {
        const { stdout, error } = await runCell(cell.chapter, id, cell.python ?? '');
        const failure = EXPECTED_FAILURES[id];
        if (failure) {
          expect(error?.type).toBe(failure.type);
          expect(error?.message).toMatch(failure.message);
        } else {
          expect(error).toBeNull();
          expect(cell.expectedOutput).toBeDefined();
          expect(stdout.split('\n')).toEqual(lines(cell.expectedOutput ?? ''));
        }
      },
    );
  });

describe("chapter 3: the seed's TaskMaster code in Python against the TypeScript replay", () => {
  const chapter3 = chapters.flatMap((c) => c.cells).filter((c) => c.chapter === '3');
  const cell = (id: string) => {
    const found = chapter3.find((c) => c.id === id);
    if (!found?.python) throw new Error(`no Python cell ${id}`);
    return found.python;
  };
  beforeAll(() => freshNamespace());

  it('as published (indentation restored), it stops at self.embed before printing anything', async () => {
    const { stdout, error } = await runCell('3', 'taskmaster-published', cell('taskmaster-published'));
    expect(stdout).toBe('');
    expect(error).toMatchObject({ type: 'AttributeError', line: 17 });
    expect(error?.message).toContain("'AgentMemory' object has no attribute 'embed'");
  });

  it('with embed defined, it prints what runTaskMaster({ logic: "seed" }) prints, line for line', async () => {
    const { stdout, error } = await runCell('3', 'taskmaster-seed-logic', cell('taskmaster-seed-logic'));
    expect(error).toBeNull();
    expect(stdout.split('\n')).toEqual(lines(runTaskMaster({ logic: 'seed' }).lines.join('\n')));
  });

  it('fixed, it prints what runTaskMaster({ logic: "fixed" }) prints: only the fintech question gets the advice', async () => {
    const { stdout, error } = await runCell('3', 'taskmaster-fixed', cell('taskmaster-fixed'));
    expect(error).toBeNull();
    const expected = runTaskMaster({ logic: 'fixed' }).lines;
    expect(stdout.split('\n')).toEqual(lines(expected.join('\n')));
    expect(expected.at(-1)).toContain("D'accord, je vais procéder");
  });
});

describe('the cell runner', () => {
  beforeAll(() => freshNamespace());

  it('reports an error at its line in the cell, with the cell named in the traceback and no kernel frames', async () => {
    const { stdout, error } = await runCell(
      '9',
      'broken',
      'x = 1\nprint("before")\ny = x + undefined_name\nprint("after")',
    );
    expect(stdout).toBe('before\n');
    expect(error).toMatchObject({ type: 'NameError', line: 3 });
    expect(error?.traceback).toContain('File "<cell chapter9/broken>", line 3');
    expect(error?.traceback).toContain('y = x + undefined_name');
    expect(error?.traceback).not.toContain('_aml_kernel');
    expect(error?.traceback).not.toContain('_pyodide');
  });

  it('points a syntax error at its line', async () => {
    const { error } = await runCell('9', 'syntax', 'print(1)\nif True\n    pass');
    expect(error).toMatchObject({ type: 'SyntaxError', line: 2 });
  });

  it('keeps the namespace after a failing cell (a failing cell does not break the others)', async () => {
    await runCell('9', 'a', 'kept = 41');
    await runCell('9', 'b', 'raise ValueError("boom")');
    const { stdout, error } = await runCell('9', 'c', 'print(kept + 1)');
    expect(error).toBeNull();
    expect(stdout).toBe('42\n');
  });

  it('names the line in the cell that called a function of an earlier cell', async () => {
    await runCell('9', 'defs', 'def f(n):\n    return 1 / n');
    const { error } = await runCell('9', 'caller', 'print("x")\nf(0)');
    expect(error).toMatchObject({ type: 'ZeroDivisionError', line: 2 });
    expect(error?.traceback).toContain('File "<cell chapter9/defs>", line 2, in f');
  });
});
