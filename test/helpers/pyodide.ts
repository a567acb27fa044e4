/**
 * The page's Python kernel in Node, for unit tests that run cells: the same `pyodide` package and the same cell
 * runner (src/sandbox/python/core.ts) as the page's worker, with stdout and stderr caught together, in order.
 */
import { loadPyodide, type PyodideAPI } from 'pyodide';
import { pyodideIndexURL } from '../../src/sandbox/node/pyodideSnapshot';
import { createCellRunner, textSink } from '../../src/sandbox/python/core';
import type { PythonErrorInfo } from '../../src/sandbox/python/types';

export interface NodeCellKernel {
  py: PyodideAPI;
  /** Runs one cell in __main__'s namespace: its error (null on success) and what it printed, on both streams. */
  run(source: string, filename: string): Promise<{ stdout: string; error: PythonErrorInfo | null }>;
  /** Empties the namespace, as a kernel restart does. */
  reset(): void;
}

/** Loads Pyodide (seconds on a busy machine: call it in a `beforeAll` with a long timeout) and its cell runner. */
export async function loadNodeCellKernel(): Promise<NodeCellKernel> {
  const py = await loadPyodide({ indexURL: pyodideIndexURL() });
  let printed = '';
  const sink = textSink((text) => {
    printed += text;
  });
  py.setStdout(sink);
  py.setStderr(sink);
  const runner = createCellRunner(py);
  return {
    py,
    async run(source, filename) {
      printed = '';
      const error = await runner.run(source, filename);
      return { stdout: printed, error };
    },
    reset: () => runner.reset(),
  };
}
