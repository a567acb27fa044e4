/**
 * Running a cell in a Pyodide instance: shared by the browser worker and the Node unit test, so the test exercises
 * the same code path (file names, traceback trimming, namespace) as the page.
 */
import runnerSource from './runner.py?raw';
import type { PythonErrorInfo } from './types';

/** The parts of Pyodide's API the kernel uses (structural, so the Node test and the worker share it). */
export interface PyodideLike {
  runPython(code: string): unknown;
  runPythonAsync(code: string): Promise<unknown>;
  pyimport(name: string): {
    run_cell: (source: string, filename: string) => Promise<unknown>;
    reset_namespace: () => void;
  };
  FS: { writeFile(path: string, data: string): void; mkdirTree(path: string): void };
  setStdout(options: { write: (buffer: Uint8Array) => number; isatty?: boolean }): void;
  setStderr(options: { write: (buffer: Uint8Array) => number; isatty?: boolean }): void;
}

/** The file name a cell is compiled with: it shows in tracebacks. */
export function cellFilename(chapterId: string, cellId: string | undefined): string {
  return `<cell ${chapterId}/${cellId ?? 'scratch'}>`;
}

const HELPER_DIR = '/home/pyodide/.aml';

export interface CellRunner {
  /** Runs one cell in __main__'s namespace: null on success, else the Python error (never rejects for one). */
  run(source: string, filename: string): Promise<PythonErrorInfo | null>;
  /** Empties the namespace, as a fresh kernel has it. */
  reset(): void;
}

/**
 * Installs the helper module in a Pyodide instance (once per instance) and returns the cell runner. A Python
 * exception, KeyboardInterrupt included, is a result, not a rejection.
 */
export function createCellRunner(py: PyodideLike): CellRunner {
  py.FS.mkdirTree(HELPER_DIR);
  py.FS.writeFile(`${HELPER_DIR}/_aml_kernel.py`, runnerSource);
  py.runPython(
    `import sys\nif ${JSON.stringify(HELPER_DIR)} not in sys.path: sys.path.insert(0, ${JSON.stringify(HELPER_DIR)})`,
  );
  const helper = py.pyimport('_aml_kernel');
  return {
    run: (source, filename) => runWith(helper, source, filename),
    reset: () => helper.reset_namespace(),
  };
}

interface PyProxyLike {
  toJs(options: { dict_converter: (entries: Iterable<[string, unknown]>) => unknown }): unknown;
  destroy(): void;
}

function isProxy(value: unknown): value is PyProxyLike {
  return typeof value === 'object' && value !== null && typeof (value as PyProxyLike).toJs === 'function';
}

async function runWith(
  helper: ReturnType<PyodideLike['pyimport']>,
  source: string,
  filename: string,
): Promise<PythonErrorInfo | null> {
  let raw: unknown;
  try {
    raw = await helper.run_cell(source, filename);
  } catch (e) {
    // An interrupt asked for as the run starts can land before the helper's own `try`: still an interrupt.
    if (typeof e === 'object' && e !== null && (e as { type?: unknown }).type === 'KeyboardInterrupt') {
      return { type: 'KeyboardInterrupt', message: '', traceback: 'KeyboardInterrupt' };
    }
    throw e;
  }
  if (raw === undefined || raw === null) return null;
  if (!isProxy(raw)) throw new Error('unexpected result from the kernel helper');
  const info = raw.toJs({ dict_converter: (entries) => Object.fromEntries(entries) }) as {
    type: string;
    message: string;
    traceback: string;
    line: number | null | undefined;
  };
  raw.destroy();
  const error: PythonErrorInfo = { type: info.type, message: info.message, traceback: info.traceback };
  if (typeof info.line === 'number') error.line = info.line;
  return error;
}

/** Decodes Pyodide's raw byte writes into text, chunk by chunk (UTF-8 sequences may span writes). */
export function textSink(onText: (text: string) => void): {
  write: (buffer: Uint8Array) => number;
  isatty: boolean;
} {
  const decoder = new TextDecoder();
  return {
    isatty: false,
    write(buffer) {
      const text = decoder.decode(buffer, { stream: true });
      if (text) onText(text);
      return buffer.length;
    },
  };
}
