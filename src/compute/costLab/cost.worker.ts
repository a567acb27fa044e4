/**
 * Computes the lab's series off the main thread. Latest request wins: compute requests that queued up while
 * a computation ran are coalesced and only the newest is computed (older ones are answered by nothing; the
 * page ignores anything but the answer to its latest request anyway).
 */
import { buildCsv, computeLab, computeSeedTable, ensureTokenizer } from './computeLab';
import { computeCaching } from './cachingLab';
import { CACHING_LINES } from './cachingParams';
import type { WorkerRequest, WorkerResponse } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

type Job<T extends WorkerRequest['type']> = Extract<WorkerRequest, { type: T }>;

function reply(msg: WorkerResponse, transfer: Transferable[] = []): void {
  self.postMessage(msg, transfer);
}

function fail(id: number, err: unknown): void {
  reply({ type: 'error', id, message: err instanceof Error ? err.message : String(err) });
}

/**
 * One latest-wins queue: `run` is given the newest job once the tokenizer's tables it needs have loaded; a job
 * replaced before it started is answered by nothing.
 */
function latestWins<J extends { id: number }>(
  tablesFor: (job: J) => Parameters<typeof ensureTokenizer>[0],
  run: (job: J) => void,
): (job: J) => void {
  let pending: J | null = null;
  let scheduled = false;
  const runPending = (): void => {
    scheduled = false;
    const job = pending;
    pending = null;
    if (!job) return;
    const loading = ensureTokenizer(tablesFor(job));
    if (loading) {
      // Wait for the tables, then run whatever is newest by then (this job unless a newer one arrived).
      pending ??= job;
      scheduled = true;
      loading.then(runPending, (err: unknown) => fail(job.id, err));
      return;
    }
    try {
      run(job);
    } catch (err) {
      fail(job.id, err);
    }
  };
  return (job) => {
    pending = job; // replaces any older request not started yet
    if (!scheduled) {
      scheduled = true;
      setTimeout(runPending, 0); // lets the other queued messages arrive first
    }
  };
}

const compute = latestWins<Job<'compute'>>(
  (job) => job.params,
  (job) => {
    const result = computeLab(job.params);
    const buffers = [result.perTurn, result.cumulative].flatMap((s) =>
      [s.turns, s.unbounded, s.windowed, s.paged].map((a) => a.buffer as ArrayBuffer),
    );
    reply({ type: 'compute', id: job.id, result }, buffers);
  },
);

// The caching view (its own worker instance, cachingClient.ts): latest request wins in the same way.
const caching = latestWins<Job<'caching'>>(
  () => ({ unit: 'o200k' }),
  (job) => {
    const result = computeCaching(job.params);
    const buffers = [result.perTurn, result.cumulative].flatMap((s) => [
      s.turns.buffer as ArrayBuffer,
      ...CACHING_LINES.map((k) => s[k].buffer as ArrayBuffer),
    ]);
    reply({ type: 'caching', id: job.id, result }, buffers);
  },
);

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const req = event.data;
  if (req.type === 'caching') {
    caching(req);
    return;
  }
  if (req.type === 'compute') {
    compute(req);
    return;
  }
  if (req.type === 'seed') {
    try {
      reply({ type: 'seed', id: req.id, rows: computeSeedTable() });
    } catch (err) {
      fail(req.id, err);
    }
    return;
  }
  if (req.type !== 'csv') return;
  Promise.resolve(ensureTokenizer(req.params))
    .then(() => reply({ type: 'csv', id: req.id, ...buildCsv(req.params) }))
    .catch((err: unknown) => fail(req.id, err));
};
