/**
 * The page's side of the cost lab's caching view: its own instance of cost.worker.ts, so pricing with caching never
 * delays the main chart. Latest request wins, with back-pressure, as the chart's client (latestWins.ts). Where there
 * is no Worker (jsdom), the same code runs on the main thread, one request per macrotask.
 */
import { sameCaching, type CachingParams, type CachingResult } from './cachingParams';
import { inlineBackend, LatestWinsClient, type Backend, type LatestState } from './latestWins';
import type { WorkerRequest, WorkerResponse } from './protocol';

export type CachingState = LatestState<CachingResult>;

export class CachingClient extends LatestWinsClient<CachingParams, CachingResult, CachingState> {
  constructor(opts: { forceInline?: boolean } = {}) {
    super({ status: 'idle', result: null, error: null }, opts);
  }

  protected same(a: CachingParams, b: CachingParams): boolean {
    return sameCaching(a, b);
  }

  protected requestFor(id: number, params: CachingParams): WorkerRequest {
    return { type: 'caching', id, params };
  }

  protected resultPatch(r: WorkerResponse): Partial<CachingState> | null {
    return r.type === 'caching' ? { result: r.result } : null;
  }

  protected inline(onMessage: (r: WorkerResponse) => void): Backend {
    return inlineBackend(
      onMessage,
      async () => {
        const [caching, compute] = await Promise.all([import('./cachingLab'), import('./computeLab')]);
        await compute.ensureTokenizer({ unit: 'o200k' })?.catch(() => undefined);
        return caching;
      },
      (caching, req): WorkerResponse | null =>
        req.type === 'caching'
          ? { type: 'caching', id: req.id, result: caching.computeCaching(req.params) }
          : null,
    );
  }
}
