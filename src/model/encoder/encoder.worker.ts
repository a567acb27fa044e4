/// <reference lib="webworker" />
/**
 * The sentence encoder's worker: fetches the model's files from the site (reporting the bytes received), starts
 * TensorFlow.js's WebAssembly backend, and embeds batches of texts, so the page keeps answering clicks meanwhile.
 */
import { createSentenceEncoder, type GraphModelJson, type SentenceEncoder } from './core';
import { downloadProgress } from '../../lib/downloadProgress';
import { readStream } from '../../lib/readStream';
import { keepForOffline } from '../offlineCopy';
import type { FromEncoder, ToEncoder } from './protocol';
import type { Vocabulary } from './tokenizer';
import threadedFactory from '@tensorflow/tfjs-backend-wasm/wasm-out/tfjs-backend-wasm-threaded-simd.js';
import threadedSource from '@tensorflow/tfjs-backend-wasm/wasm-out/tfjs-backend-wasm-threaded-simd.js?raw';

// TensorFlow.js starts its threads (a cross-origin isolated page) with `factory.toString()` as their script. Once
// bundled and minified, that text names variables of the bundle the thread does not have ("e is not defined"), so
// the encoder failed on an isolated page. The threads get the module's own source instead, self-contained.
threadedFactory.toString = () =>
  threadedSource.slice(threadedSource.indexOf('(() => {'), threadedSource.lastIndexOf('})();') + 4);

declare const self: DedicatedWorkerGlobalScope;

let encoder: Promise<SentenceEncoder> | null = null;

const post = (m: FromEncoder) => self.postMessage(m);

async function load(m: Extract<ToEncoder, { type: 'load' }>): Promise<SentenceEncoder> {
  const started = performance.now();
  const progress = downloadProgress([...m.files, ...m.wasmFiles], (p) => post({ type: 'progress', ...p }));
  const fetchBytes = async (name: string, base = m.modelUrl): Promise<ArrayBuffer> => {
    const url = new URL(name, base).href;
    const response = await fetch(url);
    if (!response.ok || !response.body) throw new Error(`${name}: HTTP ${response.status}`);
    const out = await readStream(response.body, {
      onBytes: (received) => progress.received(name, received),
    });
    await keepForOffline(url, out.buffer, response.headers.get('content-type'));
    return out.buffer;
  };
  const decode = (b: ArrayBuffer) => JSON.parse(new TextDecoder().decode(b)) as unknown;
  const [modelBytes, vocabBytes] = await Promise.all([fetchBytes('model.json'), fetchBytes('vocab.json')]);
  const modelJson = decode(modelBytes) as GraphModelJson;
  const shards = await Promise.all(
    modelJson.weightsManifest.flatMap((g) => g.paths).map((p) => fetchBytes(p)),
  );
  // TensorFlow.js fetches the build of its WebAssembly it picks; all three are kept so that any of them works offline.
  await Promise.all(m.wasmFiles.map((f) => fetchBytes(f.name, m.wasmUrl)));
  progress.flush();
  const e = await createSentenceEncoder(
    { modelJson, shards, vocabulary: decode(vocabBytes) as Vocabulary },
    // Threads only where the threaded build can run (a cross-origin isolated page); one otherwise.
    {
      wasmPaths: m.wasmUrl,
      threads: self.crossOriginIsolated ? Math.max(1, navigator.hardwareConcurrency) : 1,
    },
  );
  // A first tiny call compiles the graph's kernels, so the first real batch is not the slow one.
  await e.embed(['warm up']);
  post({
    type: 'ready',
    ms: performance.now() - started,
    backend: e.backend,
    threads: self.crossOriginIsolated ? Math.max(1, navigator.hardwareConcurrency) : 1,
  });
  return e;
}

self.onmessage = (event: MessageEvent<ToEncoder>) => {
  const m = event.data;
  if (m.type === 'load') {
    encoder ??= load(m);
    encoder.catch((error: unknown) => {
      encoder = null;
      post({ type: 'load-error', message: error instanceof Error ? error.message : String(error) });
    });
    return;
  }
  const started = performance.now();
  (encoder ?? Promise.reject(new Error('the encoder is not loaded')))
    .then((e) => e.embed(m.texts))
    .then((vectors) => post({ type: 'vectors', id: m.id, vectors, ms: performance.now() - started }))
    .catch((error: unknown) =>
      post({
        type: 'embed-error',
        id: m.id,
        message: error instanceof Error ? error.message : String(error),
      }),
    );
};
