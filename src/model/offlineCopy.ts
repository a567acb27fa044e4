/**
 * Keeps a model file the page fetched in the service worker's model cache (`aml-models`, vite.config.ts), unless it
 * is there already. The service worker caches what it serves, but a page opened for the first time is not yet
 * controlled by it (nor are the workers it started), and a model chosen then must still work offline later.
 * Nothing here sends anything: the bytes are already in the page.
 */
import { MODEL_CACHE } from './modelCache';

export async function keepForOffline(url: string, bytes: ArrayBuffer, type: string | null): Promise<void> {
  try {
    if (!globalThis.caches) return;
    const cache = await caches.open(MODEL_CACHE);
    if (await cache.match(url)) return;
    const headers: Record<string, string> = { 'content-length': String(bytes.byteLength) };
    if (type) headers['content-type'] = type;
    await cache.put(url, new Response(bytes, { status: 200, headers }));
  } catch {
    // A full or refused cache only means the model loads from the site again next time.
  }
}
