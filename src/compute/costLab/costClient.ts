/**
 * The page's side of the cost lab's chart computation: cost.worker.ts in a browser, the same code on the main thread,
 * asynchronously and with the same protocol, where there is no Worker (jsdom, very old browsers). Latest request
 * wins, with back-pressure (latestWins.ts). The seed table and the CSV export are one-off requests beside it.
 */
import type { LabResult, SeedRow } from './computeLab';
import { inlineBackend, LatestWinsClient, type Backend } from './latestWins';
import { sameCompute, type ComputeParams } from './params';
import type { WorkerRequest, WorkerResponse } from './protocol';

export { STALL_MS, workerBackend, type Backend } from './latestWins';

export interface ClientState {
  status: 'idle' | 'busy';
  result: LabResult | null;
  error: string | null;
  /** Increases with every new result (the chart exposes it as data-render-id). */
  seq: number;
}

interface Waiter {
  req: WorkerRequest;
  resolve: (r: WorkerResponse) => void;
}

export class CostClient extends LatestWinsClient<ComputeParams, LabResult, ClientState> {
  private waiters = new Map<number, Waiter>();

  constructor(opts: { forceInline?: boolean } = {}) {
    super({ status: 'idle', result: null, error: null, seq: 0 }, opts);
  }

  protected same(a: ComputeParams, b: ComputeParams): boolean {
    return sameCompute(a, b);
  }

  protected requestFor(id: number, params: ComputeParams): WorkerRequest {
    return { type: 'compute', id, params };
  }

  protected resultPatch(r: WorkerResponse): Partial<ClientState> | null {
    return r.type === 'compute' ? { result: r.result, seq: this.state.seq + 1 } : null;
  }

  protected inline(onMessage: (r: WorkerResponse) => void): Backend {
    return inlineBackend(
      onMessage,
      async (req) => {
        const m = await import('./computeLab');
        if (req.type === 'compute' || req.type === 'csv')
          await m.ensureTokenizer(req.params)?.catch(() => undefined);
        return m;
      },
      (m, req): WorkerResponse | null => {
        if (req.type === 'compute') return { type: 'compute', id: req.id, result: m.computeLab(req.params) };
        if (req.type === 'seed') return { type: 'seed', id: req.id, rows: m.computeSeedTable() };
        if (req.type === 'csv') return { type: 'csv', id: req.id, ...m.buildCsv(req.params) };
        return null;
      },
    );
  }

  /** The one-off requests' answers go to their waiters. */
  protected override takeOther(r: WorkerResponse): boolean {
    const waiter = this.waiters.get(r.id);
    if (!waiter) return false;
    this.waiters.delete(r.id);
    waiter.resolve(r);
    return true;
  }

  /** A restarted worker gets the one-off requests still waiting. */
  protected override onRestart(): void {
    for (const w of this.waiters.values()) this.backend.post(w.req);
  }

  getState(): ClientState {
    return this.state;
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

  override dispose(): void {
    super.dispose();
    this.waiters.clear();
  }
}
