/**
 * The page's side of the cost lab's caching view: its own instance of cost.worker.ts, so pricing with caching never
 * delays the main chart. Latest request wins, with back-pressure, as in costClient.ts: one computation in flight, the
 * newest request waiting as "next", a stale answer dropped, and a computation that runs past STALL_MS while newer
 * parameters wait cancelled for real (the worker is restarted). Where there is no Worker (jsdom), the same code runs
 * on the main thread, one request per macrotask.
 */
import { STALL_MS, workerBackend, type Backend } from './costClient';
import { sameCaching, type CachingParams, type CachingResult } from './cachingParams';
import type { WorkerResponse } from './protocol';

export interface CachingState {
  status: 'idle' | 'busy';
  result: CachingResult | null;
  error: string | null;
}

function inlineBackend(onMessage: (r: WorkerResponse) => void): Backend {
  let alive = true;
  const lib = Promise.all([import('./cachingLab'), import('./computeLab')]);
  return {
    post(req) {
      if (req.type !== 'caching') return;
      void lib.then(async ([caching, compute]) => {
        await compute.ensureTokenizer({ unit: 'o200k' })?.catch(() => undefined);
        setTimeout(() => {
          if (!alive) return;
          try {
            onMessage({ type: 'caching', id: req.id, result: caching.computeCaching(req.params) });
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

export class CachingClient {
  private backend: Backend;
  private seq = 0;
  private inFlight: { id: number; params: CachingParams; since: number } | null = null;
  private next: CachingParams | null = null;
  private latest: CachingParams | null = null;
  private stallTimer: ReturnType<typeof setTimeout> | null = null;
  private listeners = new Set<(s: CachingState) => void>();
  private state: CachingState = { status: 'idle', result: null, error: null };
  readonly usesWorker: boolean;

  constructor(opts: { forceInline?: boolean } = {}) {
    this.usesWorker = !opts.forceInline && typeof Worker !== 'undefined';
    this.backend = this.makeBackend();
  }

  private makeBackend(): Backend {
    const onMessage = (r: WorkerResponse) => this.receive(r);
    if (!this.usesWorker) return inlineBackend(onMessage);
    return workerBackend(onMessage, (message) => {
      this.inFlight = null;
      this.next = null;
      this.set({ status: 'idle', error: message });
    });
  }

  subscribe(l: (s: CachingState) => void): () => void {
    this.listeners.add(l);
    l(this.state);
    return () => this.listeners.delete(l);
  }

  private set(patch: Partial<CachingState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l(this.state);
  }

  request(params: CachingParams): void {
    this.latest = params;
    if (this.state.result && sameCaching(this.state.result.params, params)) {
      this.next = null;
      this.set({ status: 'idle', error: null });
      return;
    }
    this.set({ status: 'busy' });
    if (!this.inFlight) return this.send(params);
    if (sameCaching(this.inFlight.params, params)) {
      this.next = null;
      return;
    }
    this.next = params;
    if (this.stallTimer === null && this.usesWorker) {
      const wait = Math.max(0, STALL_MS - (performance.now() - this.inFlight.since));
      this.stallTimer = setTimeout(() => {
        this.stallTimer = null;
        if (!this.inFlight || !this.next) return;
        this.backend.terminate();
        this.backend = this.makeBackend();
        const wanted = this.next;
        this.next = null;
        this.send(wanted);
      }, wait);
    }
  }

  private send(params: CachingParams): void {
    const id = ++this.seq;
    this.inFlight = { id, params, since: performance.now() };
    this.backend.post({ type: 'caching', id, params });
  }

  private receive(r: WorkerResponse): void {
    if (!this.inFlight || r.id !== this.inFlight.id) return;
    const sent = this.inFlight.params;
    this.inFlight = null;
    if (this.stallTimer !== null) {
      clearTimeout(this.stallTimer);
      this.stallTimer = null;
    }
    const next = this.next;
    this.next = null;
    if (next && !sameCaching(next, sent)) return this.send(next);
    if (this.latest && !sameCaching(this.latest, sent)) return;
    if (r.type === 'caching') this.set({ status: 'idle', result: r.result, error: null });
    else if (r.type === 'error') this.set({ status: 'idle', error: r.message });
  }

  dispose(): void {
    if (this.stallTimer !== null) clearTimeout(this.stallTimer);
    this.backend.terminate();
    this.listeners.clear();
  }
}
