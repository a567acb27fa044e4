// @vitest-environment node
/**
 * Every Python cell of every chapter, run in Node with the same `pyodide` package and the same cell runner as the
 * page's kernel (src/sandbox/python/core.ts), in order, in one namespace per chapter, compared with the seed's
 * printed output line for line.
 */
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import { loadPyodide, type PyodideAPI } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import { cells as chapter1 } from '../../src/cells/python/chapter1/index';
import { cellFilename, createCellRunner, textSink, type CellRunner } from '../../src/sandbox/python/core';

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
}, 60_000);

describe('chapter 1 Python cells (seed 000), run in order in one namespace', () => {
  beforeAll(() => freshNamespace());

  it.each(chapter1.map((c) => [c.id, c] as const))('%s prints exactly the seed’s output', async (id, cell) => {
    expect(cell.python).toBeTruthy();
    expect(cell.expectedOutput).toBeTruthy();
    const { stdout, error } = await runCell('1', id, cell.python ?? '');
    expect(error).toBeNull();
    // print() ends every line with '\n'; the seed's text does not carry the last one.
    expect(stdout.split('\n')).toEqual(`${cell.expectedOutput}\n`.split('\n'));
  });
});

describe('the cell runner', () => {
  beforeAll(() => freshNamespace());

  it('reports an error at its line in the cell, with the cell named in the traceback and no kernel frames', async () => {
    const { stdout, error } = await runCell('9', 'broken', 'x = 1\nprint("before")\ny = x + undefined_name\nprint("after")');
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
