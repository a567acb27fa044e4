/**
 * Runs the memory bench off the main thread, so the page keeps answering clicks. One run at a time: a new run
 * cancels the one in progress. Between the engine's steps (one strategy on one case) the worker yields to its
 * event loop, so a cancel message is read within one step.
 */
import { loadTokenizer } from '../../engine';
import { runRequest } from './runner';
import type { BenchRequest, BenchResponse } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

let current = -1;
const cancelled = new Set<number>();

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

self.onmessage = (event: MessageEvent<BenchRequest>) => {
  const req = event.data;
  if (req.type === 'warm') {
    void loadTokenizer().catch(() => undefined); // a run loads them again, and reports a failure
    return;
  }
  if (req.type === 'cancel') {
    cancelled.add(req.id);
    return;
  }
  if (current !== -1) cancelled.add(current);
  current = req.id;
  void runRequest(req, (r: BenchResponse, transfer: Transferable[] = []) => self.postMessage(r, transfer), {
    cancelled: () => cancelled.has(req.id),
    pause,
  }).finally(() => {
    cancelled.delete(req.id);
    if (current === req.id) current = -1;
  });
};
