/**
 * The page side of the Python kernel: one per chapter, created lazily by getKernel(chapterId); Pyodide's worker
 * starts only when the first cell runs. See README.md for the API and types.ts for the shapes.
 */
import { files as pyodideFiles } from 'virtual:aml-pyodide-files';
import { cellFilename } from './core';
import type { Lang } from '../../i18n/lang';
import type { FromWorker, KernelModel, ModelCall, ModelLogMessage, ModelReply, ToWorker } from './protocol';
import { kernelSnapshot } from './kernelSnapshot';
import type { KernelSnapshot, KernelStatus, PythonKernel, RunOptions, RunResult, StopKind } from './types';
import {
  cancelledResult,
  doneResult,
  loadErrorResult,
  newActive,
  restartResult,
  type Active,
  type Job,
} from './runResults';

export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * What a kernel needs from the page for Python's llm()/embed(), handed in by its creator (src/state/modelPort.ts): the
 * live connection and the language for each run, and where the worker's requests are logged. The sandbox reads no
 * store.
 */
export interface KernelModelPort {
  current(): { model: KernelModel | null; lang: Lang };
  log(chapterId: string, message: ModelLogMessage): void;
  /** Answers an llm() call with the model file run in the page (the worker cannot run it); `signal` ends it. */
  answer(call: ModelCall, signal: AbortSignal): Promise<ModelReply>;
}
/** After an interrupt is asked for, how long Python gets to raise KeyboardInterrupt before the worker is ended. */
const INTERRUPT_GRACE_MS = 2_000;
/** After an interrupt asked for before the worker started the cell, how long it gets to start it. */
const START_GRACE_MS = 15_000;
/**
 * Once Python has seen the interrupt (it clears the flag as it raises KeyboardInterrupt), how much longer it gets to
 * unwind and answer: on a busy machine that can take more than the first grace, and a restart would lose the namespace.
 */
const UNWIND_GRACE_MS = 5_000;

/** Bytes downloaded on the first run (shown to the user before and while loading). */
export const PYODIDE_TOTAL_BYTES = pyodideFiles.reduce((sum, f) => sum + f.bytes, 0);

/** Folder of Pyodide's files on this site (next to index.html, whatever the sub-path). */
export function pyodideIndexURL(): string {
  return new URL('pyodide/', document.baseURI).href;
}

function canInterrupt(): boolean {
  return globalThis.crossOriginIsolated === true && typeof SharedArrayBuffer === 'function';
}

class Kernel implements PythonKernel {
  readonly chapterId: string;
  private snapshot: KernelSnapshot;
  private listeners = new Set<() => void>();
  private worker: Worker | null = null;
  private loaded: Promise<boolean> | null = null;
  private interruptBuffer: Uint8Array | null = null;
  private jobs: Job[] = [];
  private active: Active | null = null;
  private nextId = 1;
  private pumping = false;

  constructor(
    chapterId: string,
    private readonly model: KernelModelPort,
  ) {
    this.chapterId = chapterId;
    this.snapshot = {
      chapterId,
      status: 'idle',
      progress: null,
      ranCells: [],
      lastStop: null,
      loadError: null,
      canInterrupt: canInterrupt(),
    };
  }

  get status(): KernelStatus {
    return this.snapshot.status;
  }

  getSnapshot = (): KernelSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(patch: Partial<KernelSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  run(code: string, options: RunOptions = {}): Promise<RunResult> {
    return new Promise<RunResult>((resolve) => {
      this.jobs.push({ code, options, resolve });
      void this.pump();
    });
  }

  private async pump() {
    if (this.pumping) return;
    this.pumping = true;
    try {
      for (let job = this.jobs.shift(); job; job = this.jobs.shift()) await this.execute(job);
    } finally {
      this.pumping = false;
    }
  }

  /** Starts the worker (once per kernel generation); resolves false if Pyodide could not load or the load was cancelled. */
  private ensureLoaded(): Promise<boolean> {
    if (this.loaded) return this.loaded;
    const worker = new Worker(new URL('./kernel.worker.ts', import.meta.url), {
      type: 'module',
      name: `python-${this.chapterId}`,
    });
    this.worker = worker;
    this.interruptBuffer = canInterrupt() ? new Uint8Array(new SharedArrayBuffer(1)) : null;
    const totalBytes = PYODIDE_TOTAL_BYTES;
    this.update({
      status: 'loading',
      progress: { loadedBytes: 0, totalBytes },
      loadError: null,
      canInterrupt: this.interruptBuffer !== null,
    });
    this.loaded = new Promise<boolean>((resolve) => {
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        const message = event.data;
        if (message.type === 'progress')
          this.update({ progress: { loadedBytes: message.loadedBytes, totalBytes: message.totalBytes } });
        else if (message.type === 'ready') {
          this.update({ status: 'ready', progress: { loadedBytes: totalBytes, totalBytes } });
          resolve(true);
          // Made in the background once this kernel is up, while no cell runs: it never delays this start.
          if (message.snapshot !== 'restored')
            void kernelSnapshot.renew(message.snapshot === 'failed', () => this.active === null);
        } else if (message.type === 'load-error') {
          this.update({ status: 'error', loadError: message.message });
          this.discardWorker();
          resolve(false);
        } else if (message.type === 'model-log') this.model.log(this.chapterId, message);
        else if (message.type === 'model-call') this.answerCall(worker, message);
        else if (message.type !== 'snapshot') this.onRunMessage(message); // only the snapshot maker's worker sends bytes
      };
      worker.onerror = (event) => {
        event.preventDefault();
        if (this.worker !== worker) return;
        this.update({ status: 'error', loadError: event.message || 'the Python worker failed to start' });
        this.discardWorker();
        resolve(false);
      };
      this.cancelLoad = () => resolve(false);
    });
    const interruptBuffer = this.interruptBuffer;
    void kernelSnapshot.read().then((snapshot) => {
      if (this.worker !== worker) return;
      const init: ToWorker = {
        type: 'init',
        indexURL: pyodideIndexURL(),
        files: pyodideFiles,
        interruptBuffer,
        snapshot,
      };
      worker.postMessage(init);
    });
    return this.loaded;
  }

  private cancelLoad: () => void = () => {};

  /** llm() calls answered by the model run in the page, cancelled when this worker ends. */
  private calls = new Set<AbortController>();

  private answerCall(worker: Worker, call: ModelCall) {
    const controller = new AbortController();
    this.calls.add(controller);
    void this.model.answer(call, controller.signal).then((reply) => {
      this.calls.delete(controller);
      if (this.worker === worker) worker.postMessage(reply);
    });
  }

  private discardWorker() {
    for (const c of this.calls) c.abort();
    this.calls.clear();
    this.worker?.terminate();
    this.worker = null;
    this.loaded = null;
    this.cancelLoad();
    this.cancelLoad = () => {};
  }

  private async execute(job: Job) {
    const active = newActive(job, this.nextId++);
    this.active = active;
    const ok = await this.ensureLoaded();
    if (this.active !== active) return; // stopped or restarted while loading: already resolved
    if (!ok) {
      this.finish(active, loadErrorResult(this.snapshot.loadError ?? 'Pyodide could not be loaded'));
      return;
    }
    this.update({ status: 'running', lastStop: null });
    if (this.interruptBuffer) this.interruptBuffer[0] = 0;
    const message: ToWorker = {
      type: 'run',
      id: active.id,
      code: job.code,
      filename: cellFilename(this.kernelName, job.options.cellId),
      ...this.model.current(),
    };
    const settled = new Promise<void>((resolve) => {
      active.settle = resolve;
    });
    this.worker?.postMessage(message);
    active.posted = true;
    await settled;
  }

  private get kernelName(): string {
    return /^\d+$/.test(this.chapterId) ? `chapter${this.chapterId}` : this.chapterId;
  }

  private onRunMessage(
    message: Exclude<
      FromWorker,
      { type: 'progress' | 'ready' | 'load-error' | 'model-log' | 'snapshot' | 'model-call' }
    >,
  ) {
    const active = this.active;
    if (!active || message.id !== active.id) return;
    if (message.type === 'started') {
      active.startedAt = performance.now();
      // A Stop pressed before the worker began the cell: Python's grace period starts now that it runs.
      if (active.interrupted) this.armGrace(active);
      // A cell that calls the model may wait for it: the connection's own time limit is added to the cell's.
      const limit =
        (active.options.timeoutMs ?? DEFAULT_TIMEOUT_MS) + (this.model.current().model?.timeoutMs ?? 0);
      active.timer = setTimeout(() => {
        active.timedOut = true;
        this.stopActive(active);
      }, limit);
    } else if (message.type === 'stdout') {
      active.stdout += message.text;
      active.options.onStdout?.(message.text);
    } else if (message.type === 'stderr') {
      active.stderr += message.text;
      active.options.onStderr?.(message.text);
    } else if (message.type === 'done') {
      const result = doneResult(active, message);
      this.finish(active, result, result.stoppedBy === 'interrupt' ? 'interrupted' : 'ready');
    }
  }

  private finish(active: Active, result: RunResult, status?: KernelStatus) {
    if (active.timer) clearTimeout(active.timer);
    if (active.graceTimer) clearTimeout(active.graceTimer);
    if (this.active === active) this.active = null;
    const cellId = active.options.cellId;
    const ran =
      cellId !== undefined && result.stoppedBy === undefined && !this.snapshot.ranCells.includes(cellId);
    const patch: Partial<KernelSnapshot> = {};
    if (ran) patch.ranCells = [...this.snapshot.ranCells, cellId];
    if (status) patch.status = status;
    if (result.stoppedBy) patch.lastStop = result.stoppedBy;
    if (Object.keys(patch).length > 0) this.update(patch);
    active.resolve(result);
    active.settle?.();
  }

  /**
   * Stops the run in progress: interrupt if the page is cross-origin isolated and the run reached the worker (a Stop
   * pressed between Run and the worker's "started" is no longer lost to a restart), else restart.
   */
  private stopActive(active: Active): StopKind {
    if (this.interruptBuffer && (active.startedAt > 0 || active.posted) && !active.interrupted) {
      active.interrupted = true;
      this.interruptBuffer[0] = 2; // SIGINT
      // An llm() waiting for the page's model ends now, so Python resumes and sees the interrupt.
      for (const c of this.calls) c.abort();
      this.armGrace(active);
      this.cancelQueued('interrupt');
      return 'interrupt';
    }
    this.stopByRestart(active);
    return 'restart';
  }

  /**
   * After an interrupt, Python gets INTERRUPT_GRACE_MS of running to raise KeyboardInterrupt. Counted from when the
   * worker started the cell: on a busy machine the worker may take seconds to begin, and a Stop pressed meanwhile
   * must still interrupt (keeping the namespace) rather than restart. A worker that never starts is ended after
   * START_GRACE_MS.
   */
  private armGrace(active: Active) {
    if (active.graceTimer) clearTimeout(active.graceTimer);
    const grace = active.startedAt > 0 ? INTERRUPT_GRACE_MS : START_GRACE_MS;
    active.graceTimer = setTimeout(() => {
      // The flag read back as 0: Python took the interrupt and is unwinding. Only a Python that never looked at the
      // flag (stuck in C code) is ended at once; one that looked, but still runs after the longer grace (it caught
      // KeyboardInterrupt and went on), is ended then.
      const seen = active.startedAt > 0 && this.interruptBuffer?.[0] === 0;
      if (seen) active.graceTimer = setTimeout(() => this.stopByRestart(active), UNWIND_GRACE_MS);
      else this.stopByRestart(active);
    }, grace);
  }

  /** Ends the worker (the only way to stop Python without cross-origin isolation) and starts a fresh kernel. */
  private stopByRestart(active: Active) {
    if (this.active !== active) return;
    const result = restartResult(active, active.startedAt > 0 ? performance.now() - active.startedAt : 0);
    this.discardWorker();
    this.cancelQueued('restart');
    this.update({ ranCells: [] });
    this.finish(active, result, 'restarted');
    // A fresh kernel is loading at once, so the next run does not wait for it.
    void this.ensureLoaded();
  }

  private cancelQueued(kind: StopKind) {
    for (const job of this.jobs.splice(0)) job.resolve(cancelledResult(kind));
  }

  stop(): StopKind | null {
    const active = this.active;
    if (!active) return null;
    if (active.interrupted) {
      // A second Stop while the interrupt is pending: do not wait for Python.
      this.stopByRestart(active);
      return 'restart';
    }
    return this.stopActive(active);
  }

  async restart(): Promise<void> {
    const wasLoaded = this.loaded !== null;
    const active = this.active;
    this.cancelQueued('restart');
    if (active) this.stopByRestart(active);
    else {
      this.discardWorker();
      this.update({ ranCells: [], status: wasLoaded ? 'restarted' : 'idle', lastStop: null });
      if (wasLoaded) void this.ensureLoaded();
    }
    if (this.loaded) await this.loaded;
  }

  /** Ends the worker for good (tests, page unload). */
  dispose() {
    const active = this.active;
    this.cancelQueued('restart');
    if (active) {
      this.active = null;
      active.resolve({
        ok: false,
        stdout: active.stdout,
        stderr: active.stderr,
        stoppedBy: 'restart',
        ms: 0,
      });
      active.settle?.();
    }
    this.discardWorker();
  }
}

const kernels = new Map<string, Kernel>();

/**
 * The chapter's kernel (one per chapter, shared by its cells); creating it downloads nothing. `model` is used when
 * the kernel is created.
 */
export function getKernel(chapterId: string, model: KernelModelPort): PythonKernel {
  let kernel = kernels.get(chapterId);
  if (!kernel) {
    kernel = new Kernel(chapterId, model);
    kernels.set(chapterId, kernel);
  }
  return kernel;
}

/** Ends every kernel's worker (used by tests). */
export function disposeKernels(): void {
  for (const kernel of kernels.values()) kernel.dispose();
  kernels.clear();
}
