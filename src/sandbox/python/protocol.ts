/** Messages between the page (kernel.ts) and the kernel's worker (kernel.worker.ts). */
import type { PythonErrorInfo } from './types';

export type ToWorker =
  | {
      type: 'init';
      /** Absolute URL of the folder holding Pyodide's files on this site, ending with '/'. */
      indexURL: string;
      /** Sizes of the files, to report download progress. */
      files: { name: string; bytes: number }[];
      /** One byte shared with the page (cross-origin isolated pages only): 2 = SIGINT, Python raises KeyboardInterrupt. */
      interruptBuffer: Uint8Array | null;
    }
  | { type: 'run'; id: number; code: string; filename: string };

export type FromWorker =
  | { type: 'progress'; loadedBytes: number; totalBytes: number }
  | { type: 'ready'; pythonVersion: string }
  | { type: 'load-error'; message: string }
  | { type: 'started'; id: number }
  | { type: 'stdout' | 'stderr'; id: number; text: string }
  | { type: 'done'; id: number; error: PythonErrorInfo | null; ms: number; truncated: boolean };
