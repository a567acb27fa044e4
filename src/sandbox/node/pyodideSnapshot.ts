/**
 * Pyodide's memory snapshot for the grader (Pyodide 314's `_makeSnapshot` / `makeMemorySnapshot()` /
 * `_loadSnapshot`, underscored: private, experimental API). Loading Pyodide from scratch costs about 2.6 s on an idle
 * 2-core machine (11 s under a load of 17); restoring a snapshot of a fresh interpreter about 5 times less. The
 * grading command makes one per run, in a child process (no student code has ever run in it: Pyodide loaded, the
 * standard modules the harness uses imported, nothing else), and every submission's process restores it; each
 * submission still has its own process and interpreter. Without a snapshot, or if restoring fails, a child loads
 * Pyodide the usual way.
 */
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { capMemory } from '../python/memory';

export { SNAPSHOT_IMPORTS } from '../python/memory';

export function pyodideIndexURL(): string {
  return `${dirname(createRequire(import.meta.url).resolve('pyodide/package.json'))}/`;
}

/** Pyodide's `createPyodideModule` with the lab's memory cap (python/memory.ts), for loadPyodide in Node. */
export async function cappedPyodideModule(): Promise<unknown> {
  const asm = (await import(pathToFileURL(`${pyodideIndexURL()}pyodide.asm.mjs`).href)) as {
    default: (settings: never) => Promise<unknown>;
  };
  return capMemory(asm.default);
}

const childPath = fileURLToPath(new URL('./pyodideSnapshotChild.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** Writes a snapshot to `path` (in a child process); resolves false (never rejects) when it could not. */
export function makePyodideSnapshot(path: string, timeoutMs = 120_000): Promise<boolean> {
  return new Promise((resolve) => {
    const child = fork(childPath, [path], {
      execArgv: ['--import', tsxLoader, '--disable-warning=ExperimentalWarning'],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stderr?.resume();
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
    child.on('error', () => resolve(false));
  });
}
