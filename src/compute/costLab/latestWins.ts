/**
 * What the cost lab's two clients share (costClient.ts for the chart, cachingClient.ts for the caching view): a
 * cost.worker.ts behind the Backend protocol, the same protocol on the main thread where there is no Worker, and
 * "latest request wins, with back-pressure". At most one computation is in flight. A request made meanwhile waits as
 * "next" (replacing any older "next"), is sent when the in-flight answer arrives, and that answer is dropped if its
 * parameters are no longer the latest. So a slider drag never queues work, and the view never shows the result of
 * parameters the person has already left. A computation that runs for more than STALL_MS while newer parameters wait
 * is cancelled for real: the worker is terminated and restarted.
 */
import type { WorkerRequest, WorkerResponse } from './protocol';
import { workerBackend as startWorker, type Backend as GenericBackend } from '../workerBackend';

export const STALL_MS = 1500;

export type Backend = GenericBackend<WorkerRequest>;

/** A cost.worker.ts instance behind the Backend protocol (each client starts its own). */
export function workerBackend(
  onMessage: (r: WorkerResponse) => void,
  onCrash: (message: string) => void,
): Backend {
  return startWorker<WorkerRequest, WorkerResponse>(
    () => new Worker(new URL('./cost.worker.ts', import.meta.url), { type: 'module' }),
    onMessage,
    onCrash,
  );
}

/**
 * Same protocol on the main thread: `prepare` loads what a request needs (the computation's module, a tokenizer),
 * then `answer` runs in its own macrotask; a throw becomes an 'error' answer, null no answer.
 */
export function inlineBackend<L>(
  onMessage: (r: WorkerResponse) => void,
  prepare: (req: WorkerRequest) => Promise<L>,
  answer: (lib: L, req: WorkerRequest) => WorkerResponse | null,
): Backend {
  let alive = true;
  return {
    post(req) {
      void prepare(req).then((lib) => {
        setTimeout(() => {
          if (!alive) return;
          try {
            const r = answer(lib, req);
            if (r) onMessage(r);
          } catch (err) {
            onMessage({
              type: 'error',
              id: req.id,
              message: err instanceof Error ? err.message : String(err),
            });
          }
        }, 0);
      });
    },
    terminate() {
      alive = false;
    },
  };
}

export interface LatestState<R> {
  status: 'idle' | 'busy';
  result: R | null;
  error: string | null;
}

/** A client of parameters `P` whose state `S` shows the latest wanted result (see the header). */
export abstract class LatestWinsClient<P, R extends { params: P }, S extends LatestState<R>> {
  protected backend: Backend;
  protected seq = 0;
  private inFlight: { id: number; params: P; since: number } | null = null;
  private next: P | null = null;
  private latest: P | null = null;
  private stallTimer: ReturnType<typeof setTimeout> | null = null;
  private listeners = new Set<(s: S) => void>();
  protected state: S;
  readonly usesWorker: boolean;

  constructor(initial: S, opts: { forceInline?: boolean }) {
    this.state = initial;
    this.usesWorker = !opts.forceInline && typeof Worker !== 'undefined';
    this.backend = this.makeBackend();
  }

  /** Whether two parameter sets ask for the same result. */
  protected abstract same(a: P, b: P): boolean;
  /** The request that computes `params`. */
  protected abstract requestFor(id: number, params: P): WorkerRequest;
  /** The state an answer to the latest request gives, or null when the answer is not a result. */
  protected abstract resultPatch(r: WorkerResponse): Partial<S> | null;
  /** The main-thread backend, where there is no Worker. */
  protected abstract inline(onMessage: (r: WorkerResponse) => void): Backend;
  /** Takes an answer that is not to a computation of `P` (true when it was one), before the latest-wins logic. */
  protected takeOther(_r: WorkerResponse): boolean {
    return false;
  }
  /** Called once a stalled worker is replaced, before the wanted request is sent again. */
  protected onRestart(): void {}

  private makeBackend(): Backend {
    const onMessage = (r: WorkerResponse) => this.receive(r);
    if (!this.usesWorker) return this.inline(onMessage);
    return workerBackend(onMessage, (message) => {
      this.inFlight = null;
      this.next = null;
      this.set({ status: 'idle', error: message } as Partial<S>);
    });
  }

  subscribe(l: (s: S) => void): () => void {
    this.listeners.add(l);
    l(this.state);
    return () => this.listeners.delete(l);
  }

  protected set(patch: Partial<S>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l(this.state);
  }

  /** Asks for the result of `params`; the answer comes through subscribe(). */
  request(params: P): void {
    this.latest = params;
    if (this.state.result && this.same(this.state.result.params, params)) {
      // Back to the parameters on screen (e.g. a drag that returns): nothing to compute, nothing to wait for.
      this.next = null;
      this.set({ status: 'idle', error: null } as Partial<S>);
      return;
    }
    this.set({ status: 'busy' } as Partial<S>);
    if (!this.inFlight) return this.send(params);
    if (this.same(this.inFlight.params, params)) {
      this.next = null;
      return;
    }
    this.next = params;
    this.armStallTimer();
  }

  private send(params: P): void {
    const id = ++this.seq;
    this.inFlight = { id, params, since: performance.now() };
    this.backend.post(this.requestFor(id, params));
  }

  private armStallTimer(): void {
    if (this.stallTimer !== null || !this.usesWorker || !this.inFlight) return;
    const wait = Math.max(0, STALL_MS - (performance.now() - this.inFlight.since));
    this.stallTimer = setTimeout(() => {
      this.stallTimer = null;
      if (this.inFlight && this.next) this.restart();
    }, wait);
  }

  /** Cancels the running computation for real and sends what is wanted now. */
  private restart(): void {
    this.backend.terminate();
    this.backend = this.makeBackend();
    this.inFlight = null;
    this.onRestart();
    const wanted = this.next ?? this.latest;
    this.next = null;
    if (wanted) this.send(wanted);
  }

  private receive(r: WorkerResponse): void {
    if (this.takeOther(r)) return;
    if (!this.inFlight || r.id !== this.inFlight.id) return; // an answer to a cancelled request
    const sent = this.inFlight.params;
    this.inFlight = null;
    if (this.stallTimer !== null) {
      clearTimeout(this.stallTimer);
      this.stallTimer = null;
    }
    const next = this.next;
    this.next = null;
    if (next && !this.same(next, sent)) return this.send(next); // the answer is stale: compute what is wanted now
    if (this.latest && !this.same(this.latest, sent)) return; // the screen already shows what is wanted
    if (r.type === 'error') this.set({ status: 'idle', error: r.message } as Partial<S>);
    else {
      const patch = this.resultPatch(r);
      if (patch) this.set({ status: 'idle', error: null, ...patch } as Partial<S>);
    }
  }

  dispose(): void {
    if (this.stallTimer !== null) clearTimeout(this.stallTimer);
    this.backend.terminate();
    this.listeners.clear();
  }
}
