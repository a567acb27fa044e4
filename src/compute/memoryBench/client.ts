/**
 * The page's side of the memory bench: `run()` sends a run to memoryBench.worker.ts and resolves with the results,
 * reporting progress on the way; `cancel()` stops it (the run rejects with BenchCancelled). Where there is no
 * Worker (jsdom, Node), the same runner runs on this thread, one step per macrotask, with the same protocol.
 * A cancel the worker has not acknowledged within CANCEL_GRACE_MS (a step longer than that) terminates it.
 */
import type { StrategyResult } from '../../engine';
import { runRequest } from './runner';
import type { BenchPhase, BenchRequest, BenchResponse, BenchSource, RunOptions } from './protocol';
import { workerBackend, type Backend as GenericBackend } from '../workerBackend';

export const CANCEL_GRACE_MS = 500;

export class BenchCancelled extends Error {
  constructor() {
    super('the bench was cancelled');
    this.name = 'BenchCancelled';
  }
}

export class BenchFailed extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'BenchFailed';
  }
}

export interface BenchProgress {
  phase: BenchPhase;
  done: number;
  total: number;
  strategy?: string;
  caseId?: string;
}

export interface BenchOutcome {
  results: StrategyResult[];
  name: string;
  tokensExact: boolean;
}

type Backend = GenericBackend<BenchRequest>;

function inlineBackend(onMessage: (r: BenchResponse) => void): Backend {
  let alive = true;
  const cancelled = new Set<number>();
  return {
    post(req) {
      if (req.type === 'warm') return;
      if (req.type === 'cancel') {
        cancelled.add(req.id);
        return;
      }
      setTimeout(() => {
        void runRequest(req, (r) => alive && onMessage(r), {
          cancelled: () => !alive || cancelled.has(req.id),
          pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
        });
      }, 0);
    },
    terminate() {
      alive = false;
    },
  };
}

interface Pending {
  id: number;
  resolve: (o: BenchOutcome) => void;
  reject: (e: Error) => void;
  onProgress?: (p: BenchProgress) => void;
}

export class MemoryBenchClient {
  private backend: Backend;
  private seq = 0;
  private pending: Pending | null = null;
  readonly usesWorker: boolean;

  constructor(opts: { forceInline?: boolean } = {}) {
    this.usesWorker = !opts.forceInline && typeof Worker !== 'undefined';
    this.backend = this.makeBackend();
  }

  private makeBackend(): Backend {
    const onMessage = (r: BenchResponse) => this.receive(r);
    if (!this.usesWorker) return inlineBackend(onMessage);
    return workerBackend<BenchRequest, BenchResponse>(
      () => new Worker(new URL('./memoryBench.worker.ts', import.meta.url), { type: 'module' }),
      onMessage,
      (message) => this.settle((p) => p.reject(new BenchFailed(message))),
    );
  }

  /** Runs the bench; a run already in progress is cancelled first. */
  run(
    source: BenchSource,
    strategies: string,
    options: RunOptions = {},
    onProgress?: (p: BenchProgress) => void,
  ): Promise<BenchOutcome> {
    if (this.pending) this.cancel();
    const id = ++this.seq;
    return new Promise<BenchOutcome>((resolve, reject) => {
      this.pending = { id, resolve, reject, ...(onProgress ? { onProgress } : {}) };
      this.backend.post({ type: 'run', id, source, strategies, options });
    });
  }

  /**
   * Starts the worker and its BPE tables' load before a run is asked for (the person is pointing at "Run"), so the
   * run does not wait for them. Nothing is loaded before this or a run.
   */
  warm(): void {
    if (!this.pending) this.backend.post({ type: 'warm' });
  }

  get running(): boolean {
    return this.pending !== null;
  }

  /** Stops the run in progress (its promise rejects with BenchCancelled). */
  cancel(): void {
    const p = this.pending;
    if (!p) return;
    this.backend.post({ type: 'cancel', id: p.id });
    // The run is over for the caller now; the worker stops at its next step, or is replaced if it does not.
    this.pending = null;
    p.reject(new BenchCancelled());
    if (this.usesWorker) {
      const timer = setTimeout(() => this.restart(), CANCEL_GRACE_MS);
      this.waitingCancel = { id: p.id, timer };
    }
  }

  private waitingCancel: { id: number; timer: ReturnType<typeof setTimeout> } | null = null;

  private restart(): void {
    this.waitingCancel = null;
    this.backend.terminate();
    this.backend = this.makeBackend();
  }

  private settle(fn: (p: Pending) => void): void {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    fn(p);
  }

  private receive(r: BenchResponse): void {
    if (this.waitingCancel && r.id === this.waitingCancel.id && r.type !== 'progress') {
      clearTimeout(this.waitingCancel.timer);
      this.waitingCancel = null;
    }
    const p = this.pending;
    if (!p || r.id !== p.id) return; // an answer to a cancelled run
    switch (r.type) {
      case 'progress':
        p.onProgress?.({
          phase: r.phase,
          done: r.done,
          total: r.total,
          ...(r.strategy ? { strategy: r.strategy } : {}),
          ...(r.caseId ? { caseId: r.caseId } : {}),
        });
        return;
      case 'result':
        this.settle((q) => q.resolve({ results: r.results, name: r.name, tokensExact: r.tokensExact }));
        return;
      case 'error':
        this.settle((q) => q.reject(new BenchFailed(r.message, r.field)));
        return;
      case 'cancelled':
        this.settle((q) => q.reject(new BenchCancelled()));
        return;
    }
  }

  dispose(): void {
    if (this.waitingCancel) clearTimeout(this.waitingCancel.timer);
    this.cancel();
    this.backend.terminate();
  }
}
