/**
 * The page's side of the computation. In a browser it drives cost.worker.ts; where there is no Worker
 * (jsdom, very old browsers) it runs the same code on the main thread, asynchronously, with the same protocol.
 *
 * Latest request wins, with back-pressure: at most one computation is in flight. A request made meanwhile
 * waits as "next" (replacing any older "next"), is sent when the in-flight answer arrives, and that answer is
 * dropped if its parameters are no longer the latest. So a slider drag never queues work, and the chart never
 * shows the result of parameters the person has already left. A computation that runs for more than
 * STALL_MS while newer parameters wait is cancelled for real: the worker is terminated and restarted.
 */
import type { LabResult, SeedRow } from './computeLab';
import { sameCompute, type ComputeParams } from './params';
import type { WorkerRequest, WorkerResponse } from './protocol';

export const STALL_MS = 1500;

export interface ClientState {
  status: 'idle' | 'busy';
  result: LabResult | null;
  error: string | null;
  /** Increases with every new result (the chart exposes it as data-render-id). */
  seq: number;
}

type Listener = (s: ClientState) => void;

export interface Backend {
  post(req: WorkerRequest): void;
  terminate(): void;
}

/** A cost.worker.ts instance behind the Backend protocol (the caching view starts its own: cachingClient.ts). */
export function workerBackend(
  onMessage: (r: WorkerResponse) => void,
  onCrash: (message: string) => void,
): Backend {
  const worker = new Worker(new URL('./cost.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (e: MessageEvent<WorkerResponse>) => onMessage(e.data);
  worker.onerror = (e: ErrorEvent) => {
    e.preventDefault();
    onCrash(e.message || 'worker error');
  };
  return { post: (req) => worker.postMessage(req), terminate: () => worker.terminate() };
}

/** Same protocol on the main thread: each request runs in its own macrotask. */
function inlineBackend(onMessage: (r: WorkerResponse) => void): Backend {
  let alive = true;
  const lib = import('./computeLab');
  return {
    post(req) {
      void lib.then(async (m) => {
        if (req.type === 'compute' || req.type === 'csv')
          await m.ensureTokenizer(req.params)?.catch(() => undefined);
        setTimeout(() => {
          if (!alive) return;
          try {
            if (req.type === 'compute')
              onMessage({ type: 'compute', id: req.id, result: m.computeLab(req.params) });
            else if (req.type === 'seed') onMessage({ type: 'seed', id: req.id, rows: m.computeSeedTable() });
            else if (req.type === 'csv') onMessage({ type: 'csv', id: req.id, ...m.buildCsv(req.params) });
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

interface Waiter {
  req: WorkerRequest;
  resolve: (r: WorkerResponse) => void;
}

export class CostClient {
  private backend: Backend;
  private seq = 0;
  private inFlight: { id: number; params: ComputeParams; since: number } | null = null;
  private next: ComputeParams | null = null;
  private latest: ComputeParams | null = null;
  private waiters = new Map<number, Waiter>();
  private listeners = new Set<Listener>();
  private stallTimer: ReturnType<typeof setTimeout> | null = null;
  private state: ClientState = { status: 'idle', result: null, error: null, seq: 0 };
  readonly usesWorker: boolean;

  constructor(opts: { forceInline?: boolean } = {}) {
    this.usesWorker = !opts.forceInline && typeof Worker !== 'undefined';
    this.backend = this.makeBackend();
  }

  private makeBackend(): Backend {
    const onMessage = (r: WorkerResponse) => this.receive(r);
    if (!this.usesWorker) return inlineBackend(onMessage);
    return workerBackend(onMessage, (message) => this.crashed(message));
  }

  subscribe(l: Listener): () => void {
    this.listeners.add(l);
    l(this.state);
    return () => this.listeners.delete(l);
  }

  getState(): ClientState {
    return this.state;
  }

  private set(patch: Partial<ClientState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l(this.state);
  }

  /** Asks for the series of `params`; the answer comes through subscribe(). */
  request(params: ComputeParams): void {
    this.latest = params;
    if (this.state.result && sameCompute(this.state.result.params, params)) {
      // Back to the parameters on screen (e.g. a drag that returns): nothing to compute, nothing to wait for.
      this.next = null;
      this.set({ status: 'idle', error: null });
      return;
    }
    this.set({ status: 'busy' });
    if (!this.inFlight) {
      this.send(params);
      return;
    }
    if (sameCompute(this.inFlight.params, params)) {
      this.next = null;
      return;
    }
    this.next = params;
    this.armStallTimer();
  }

  private send(params: ComputeParams): void {
    const id = ++this.seq;
    this.inFlight = { id, params, since: performance.now() };
    this.backend.post({ type: 'compute', id, params });
  }

  private armStallTimer(): void {
    if (this.stallTimer !== null || !this.usesWorker || !this.inFlight) return;
    const wait = Math.max(0, STALL_MS - (performance.now() - this.inFlight.since));
    this.stallTimer = setTimeout(() => {
      this.stallTimer = null;
      if (this.inFlight && this.next) this.restart();
    }, wait);
  }

  /** Cancels the running computation for real and replays what is still wanted. */
  private restart(): void {
    this.backend.terminate();
    this.backend = this.makeBackend();
    this.inFlight = null;
    for (const w of this.waiters.values()) this.backend.post(w.req);
    const wanted = this.next ?? this.latest;
    this.next = null;
    if (wanted) this.send(wanted);
  }

  private crashed(message: string): void {
    this.inFlight = null;
    this.next = null;
    this.set({ status: 'idle', error: message });
  }

  private receive(r: WorkerResponse): void {
    const waiter = this.waiters.get(r.id);
    if (waiter) {
      this.waiters.delete(r.id);
      waiter.resolve(r);
      return;
    }
    if (!this.inFlight || r.id !== this.inFlight.id) return; // an answer to a cancelled request
    const sent = this.inFlight.params;
    this.inFlight = null;
    if (this.stallTimer !== null) {
      clearTimeout(this.stallTimer);
      this.stallTimer = null;
    }
    const next = this.next;
    this.next = null;
    if (next && !sameCompute(next, sent)) {
      this.send(next); // the answer is stale: drop it, compute what is wanted now
      return;
    }
    if (this.latest && !sameCompute(this.latest, sent)) return; // the screen already shows what is wanted
    if (r.type === 'compute')
      this.set({ status: 'idle', result: r.result, error: null, seq: this.state.seq + 1 });
    else if (r.type === 'error') this.set({ status: 'idle', error: r.message });
  }

  private ask(req: WorkerRequest): Promise<WorkerResponse> {
    return new Promise((resolve) => {
      this.waiters.set(req.id, { req, resolve });
      this.backend.post(req);
    });
  }

  async seedTable(): Promise<SeedRow[]> {
    const r = await this.ask({ type: 'seed', id: ++this.seq });
    if (r.type === 'seed') return r.rows;
    throw new Error(r.type === 'error' ? r.message : 'unexpected answer');
  }

  async csv(params: ComputeParams): Promise<{ csv: string; sampled: boolean }> {
    const r = await this.ask({ type: 'csv', id: ++this.seq, params });
    if (r.type === 'csv') return { csv: r.csv, sampled: r.sampled };
    throw new Error(r.type === 'error' ? r.message : 'unexpected answer');
  }

  dispose(): void {
    if (this.stallTimer !== null) clearTimeout(this.stallTimer);
    this.backend.terminate();
    this.listeners.clear();
    this.waiters.clear();
  }
}
