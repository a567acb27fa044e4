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

let pendingCompute: Extract<WorkerRequest, { type: 'compute' }> | null = null;
let scheduled = false;

function reply(msg: WorkerResponse, transfer: Transferable[] = []): void {
  self.postMessage(msg, transfer);
}

function fail(id: number, err: unknown): void {
  reply({ type: 'error', id, message: err instanceof Error ? err.message : String(err) });
}

function runPending(): void {
  scheduled = false;
  const job = pendingCompute;
  pendingCompute = null;
  if (!job) return;
  const loading = ensureTokenizer(job.params);
  if (loading) {
    // Wait for the tables, then compute whatever is newest by then (this job unless a newer one arrived).
    pendingCompute ??= job;
    scheduled = true;
    loading.then(runPending, (err: unknown) => fail(job.id, err));
    return;
  }
  try {
    const result = computeLab(job.params);
    const buffers = [result.perTurn, result.cumulative].flatMap((s) =>
      [s.turns, s.unbounded, s.windowed, s.paged].map((a) => a.buffer as ArrayBuffer),
    );
    reply({ type: 'compute', id: job.id, result }, buffers);
  } catch (err) {
    fail(job.id, err);
  }
}

// The caching view (its own worker instance, cachingClient.ts): latest request wins in the same way.
let pendingCaching: Extract<WorkerRequest, { type: 'caching' }> | null = null;
let cachingScheduled = false;

function runCaching(): void {
  cachingScheduled = false;
  const job = pendingCaching;
  pendingCaching = null;
  if (!job) return;
  const loading = ensureTokenizer({ unit: 'o200k' });
  if (loading) {
    pendingCaching ??= job;
    cachingScheduled = true;
    loading.then(runCaching, (err: unknown) => fail(job.id, err));
    return;
  }
  try {
    const result = computeCaching(job.params);
    const buffers = [result.perTurn, result.cumulative].flatMap((s) => [
      s.turns.buffer as ArrayBuffer,
      ...CACHING_LINES.map((k) => s[k].buffer as ArrayBuffer),
    ]);
    reply({ type: 'caching', id: job.id, result }, buffers);
  } catch (err) {
    fail(job.id, err);
  }
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const req = event.data;
  if (req.type === 'caching') {
    pendingCaching = req;
    if (!cachingScheduled) {
      cachingScheduled = true;
      setTimeout(runCaching, 0);
    }
    return;
  }
  if (req.type === 'compute') {
    pendingCompute = req; // replaces any older request not started yet
    if (!scheduled) {
      scheduled = true;
      setTimeout(runPending, 0); // lets the other queued messages arrive first
    }
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
