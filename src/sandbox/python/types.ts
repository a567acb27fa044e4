/**
 * Public types of the Python kernel (Pyodide in a module worker, one kernel per chapter). See README.md.
 * This file has no runtime code: importing it never loads Pyodide.
 */

/** idle → loading → ready → running → (interrupted | restarted) → ready; 'error' when Pyodide failed to load. */
export type KernelStatus = 'idle' | 'loading' | 'ready' | 'running' | 'interrupted' | 'restarted' | 'error';

/** How a running cell was stopped: Python's KeyboardInterrupt (cross-origin isolated page) or a fresh kernel. */
export type StopKind = 'interrupt' | 'restart';

/** Download progress of Pyodide's files (the first run of a chapter; later ones come from the HTTP/offline cache). */
export interface LoadProgress {
  loadedBytes: number;
  totalBytes: number;
}

export interface PythonErrorInfo {
  /** Exception class name: 'NameError', 'SyntaxError', 'KeyboardInterrupt', 'TimeoutError' (the lab's time limit)... */
  type: string;
  message: string;
  /** Python's traceback, limited to the frames of the lab's cells (file names `<cell chapter1/rolling-window>`). */
  traceback: string;
  /** 1-based line in the cell that was run, when the error happened in it. */
  line?: number;
}

export interface RunOptions {
  /** Cell id, e.g. 'rolling-window': names the file in tracebacks and marks the cell as run in this kernel. */
  cellId?: string;
  onStdout?: (text: string) => void;
  onStderr?: (text: string) => void;
  /** Time limit counted from the moment the code starts (Pyodide's load is not counted). Default 10 000 ms. */
  timeoutMs?: number;
}

export interface RunResult {
  ok: boolean;
  stdout: string;
  stderr: string;
  error?: PythonErrorInfo;
  /** Set when the run was stopped by stop() or by the time limit. */
  stoppedBy?: StopKind;
  /** True when the time limit stopped it (stoppedBy says how). */
  timedOut?: boolean;
  /** Restarted after an interrupt that Python did not act on (stuck in C code, or it caught KeyboardInterrupt). */
  interruptIgnored?: boolean;
  /** Run time in ms, without Pyodide's load. */
  ms: number;
}

export interface KernelSnapshot {
  chapterId: string;
  status: KernelStatus;
  /** Present while loading (and kept once loaded). */
  progress: LoadProgress | null;
  /** Cell ids run in this kernel since it (re)started, in run order. */
  ranCells: readonly string[];
  /** How the last stop happened, for the notice ("interrupted" vs "kernel restarted"). */
  lastStop: StopKind | null;
  /** Load failure message when status is 'error'. */
  loadError: string | null;
  /** Whether stop() will interrupt (page cross-origin isolated) or restart the kernel. */
  canInterrupt: boolean;
}

export interface PythonKernel {
  readonly chapterId: string;
  readonly status: KernelStatus;
  /** Immutable snapshot, a new object after each change (for React's useSyncExternalStore). */
  getSnapshot(): KernelSnapshot;
  /** Called after every change of the snapshot; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Runs code in the chapter's namespace; loads Pyodide first if needed. Runs are queued, one at a time. */
  run(code: string, options?: RunOptions): Promise<RunResult>;
  /** Stops the running cell: 'interrupt' when cross-origin isolated, else 'restart' (worker ended, fresh kernel). null when nothing runs. */
  stop(): StopKind | null;
  /** A fresh kernel (new worker, empty namespace); pending runs end with stoppedBy 'restart'. */
  restart(): Promise<void>;
}
