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

/** What the snapshot's interpreter has imported (the harness's own imports: installing it is then quick). */
export const SNAPSHOT_IMPORTS =
  'import ast, builtins, collections, copy, dataclasses, gc, inspect, json, linecache, math, os, posix, re, sys, time, traceback, types, typing';

export function pyodideIndexURL(): string {
  return `${dirname(createRequire(import.meta.url).resolve('pyodide/package.json'))}/`;
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
