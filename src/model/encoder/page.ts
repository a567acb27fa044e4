/**
 * The sentence encoder in the page: `embedTexts(texts)` gives one vector per text, computed in a worker
 * (encoder.worker.ts) from the model's files served by this site under `models/` (src/model/vitePlugin.ts). Nothing
 * loads until the first call (or `loadEncoder(report)`); the 28.4 MB of weights are then fetched once, their progress
 * handed to `report` (the store is src/state/encoder.ts, which the page uses), and the service worker keeps them for
 * offline use. Nothing leaves the page. This module reads no store.
 *
 *   import { embedTexts } from '../state/encoder';
 *   const vectors = await embedTexts(['Should I pitch a new fintech client?', 'Alex prefers …']);
 */
import { encoderFiles, paths, tfjsFiles } from 'virtual:aml-model-files';
import { ENCODER_MODEL } from './names';
import type { FromEncoder, ToEncoder } from './protocol';

export { ENCODER_MODEL };

export type EncoderStatus = 'off' | 'loading' | 'ready' | 'error';

export interface EncoderState {
  status: EncoderStatus;
  loadedBytes: number;
  totalBytes: number;
  /** Why loading failed (English, for the log; the UI words it itself). */
  error: string | null;
  /** From the first request to the encoder answering, and how many threads it uses. */
  loadMs: number | null;
  threads: number | null;
  /** The last batch: how many texts, in how long. */
  lastBatch: { texts: number; ms: number } | null;
}

/** The download the encoder needs, in bytes: its files and TensorFlow.js's WebAssembly builds. */
export const ENCODER_BYTES = [...encoderFiles, ...tfjsFiles].reduce((n, f) => n + f.bytes, 0);

export const ENCODER_OFF: EncoderState = {
  status: 'off',
  loadedBytes: 0,
  totalBytes: ENCODER_BYTES,
  error: null,
  loadMs: null,
  threads: null,
  lastBatch: null,
};

/** Where the encoder's loading state goes (src/state/encoder.ts hands in its store's setter). */
export type EncoderReport = (patch: Partial<EncoderState>) => void;

let worker: Worker | null = null;
let ready: Promise<void> | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve(v: number[][]): void; reject(e: Error): void }>();

function siteUrl(path: string): string {
  return new URL(`${path}/`, document.baseURI).href;
}

/** Starts the worker and loads the model (once); resolves when it can embed. */
export function loadEncoder(report: EncoderReport): Promise<void> {
  ready ??= new Promise<void>((resolve, reject) => {
    report({ status: 'loading', loadedBytes: 0, error: null });
    const w = new Worker(new URL('./encoder.worker.ts', import.meta.url), {
      type: 'module',
      name: 'encoder',
    });
    worker = w;
    w.onmessage = (event: MessageEvent<FromEncoder>) => {
      const m = event.data;
      switch (m.type) {
        case 'progress':
          report({ loadedBytes: m.loadedBytes, totalBytes: m.totalBytes });
          return;
        case 'ready':
          report({ status: 'ready', loadMs: m.ms, threads: m.threads });
          // For the measuring scripts (scripts/measure-encoder.ts) and the tests, which read figures off the page.
          document.documentElement.dataset.encoderLoadMs = m.ms.toFixed(0);
          document.documentElement.dataset.encoderThreads = String(m.threads);
          resolve();
          return;
        case 'load-error':
          fail(new Error(m.message), report);
          reject(new Error(m.message));
          return;
        case 'vectors':
          report({ lastBatch: { texts: m.vectors.length, ms: m.ms } });
          document.documentElement.dataset.encoderBatch = `${m.vectors.length}:${m.ms.toFixed(0)}`;
          waiting.get(m.id)?.resolve(m.vectors);
          waiting.delete(m.id);
          return;
        case 'embed-error':
          waiting.get(m.id)?.reject(new Error(m.message));
          waiting.delete(m.id);
          return;
      }
    };
    w.onerror = (event) => {
      const error = new Error(event.message || 'the encoder’s worker failed');
      fail(error, report);
      reject(error);
    };
    w.postMessage({
      type: 'load',
      modelUrl: siteUrl(paths.encoder),
      wasmUrl: siteUrl(paths.tfjs),
      files: encoderFiles,
      wasmFiles: tfjsFiles,
    } satisfies ToEncoder);
  });
  return ready;
}

/** Ends the worker after a failure, so that the next call starts afresh. */
function fail(error: Error, report: EncoderReport) {
  worker?.terminate();
  worker = null;
  ready = null;
  for (const w of waiting.values()) w.reject(error);
  waiting.clear();
  report({ status: 'error', error: error.message });
}

/** One vector (512 numbers, unit length, 5 decimals) per text, in order; loads the encoder first if needed. */
export async function embedTexts(
  texts: readonly string[],
  options: { signal?: AbortSignal; report: EncoderReport },
): Promise<number[][]> {
  await loadEncoder(options.report);
  options.signal?.throwIfAborted();
  const w = worker;
  if (!w) throw new Error('the encoder is not loaded');
  const id = nextId++;
  return new Promise<number[][]>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    options.signal?.addEventListener(
      'abort',
      () => {
        waiting.delete(id);
        reject(options.signal?.reason instanceof Error ? options.signal.reason : new Error('cancelled'));
      },
      { once: true },
    );
    w.postMessage({ type: 'embed', id, texts: [...texts] } satisfies ToEncoder);
  });
}
