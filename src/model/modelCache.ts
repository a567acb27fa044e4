/**
 * The models' files the service worker keeps for offline use once they have loaded (the runtime rule of
 * vite.config.ts, cache `aml-models`): listed on the Your data page with their size, removable there. They hold no
 * personal data (they are the site's own files); removed, they load again from the site when next chosen.
 */
export const MODEL_CACHE = 'aml-models';

/** The groups the page shows: the sentence encoder (weights and TensorFlow.js's WebAssembly), llama.cpp's runtime. */
export type CachedModelId = 'encoder' | 'llama-runtime';

const GROUP: Record<string, CachedModelId> = {
  'use-lite': 'encoder',
  tfjs: 'encoder',
  wllama: 'llama-runtime',
};

export interface CachedModel {
  id: CachedModelId;
  bytes: number;
  files: number;
}

async function sizeOf(response: Response): Promise<number> {
  const header = Number(response.headers.get('content-length'));
  if (Number.isFinite(header) && header > 0) return header;
  return (await response.blob()).size;
}

export async function listCachedModels(): Promise<CachedModel[]> {
  if (!globalThis.caches || !(await caches.has(MODEL_CACHE))) return [];
  const cache = await caches.open(MODEL_CACHE);
  const out = new Map<CachedModelId, CachedModel>();
  for (const request of await cache.keys()) {
    const folder = /\/models\/([^/]+)\//.exec(new URL(request.url).pathname)?.[1];
    const id = folder ? GROUP[folder] : undefined;
    const response = id ? await cache.match(request) : undefined;
    if (!id || !response) continue;
    const g = out.get(id) ?? { id, bytes: 0, files: 0 };
    g.bytes += await sizeOf(response);
    g.files += 1;
    out.set(id, g);
  }
  return [...out.values()];
}

/** Removes one model's files from the cache (they load again from the site when next chosen). */
export async function removeCachedModel(id: CachedModelId): Promise<void> {
  if (!globalThis.caches || !(await caches.has(MODEL_CACHE))) return;
  const cache = await caches.open(MODEL_CACHE);
  for (const request of await cache.keys()) {
    const folder = /\/models\/([^/]+)\//.exec(new URL(request.url).pathname)?.[1];
    if (folder && GROUP[folder] === id) await cache.delete(request);
  }
}
