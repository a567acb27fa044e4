/**
 * Pyodide's memory snapshots as a page keeps them (IndexedDB `aml-cache`, store `pyodide-snapshots`, one record per
 * kind: src/sandbox/python/snapshotDb.ts), read and spoilt from the page by the real-browser tests.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { SNAPSHOT_KEYS, type SnapshotKind } from '../../src/sandbox/python/snapshotDb';

/** In the page: the stored snapshot's size (0: none); `corrupt` overwrites its bytes, keeping its stamp. */
export function snapshotOp(page: Page, kind: SnapshotKind, op: 'size' | 'corrupt'): Promise<number> {
  return page.evaluate(
    ([k, o]) =>
      new Promise<number>((done) => {
        const req = indexedDB.open('aml-cache', 1);
        req.onupgradeneeded = () => req.result.createObjectStore('pyodide-snapshots');
        req.onerror = () => done(0);
        req.onsuccess = () => {
          const db = req.result;
          const tx = db.transaction('pyodide-snapshots', o === 'size' ? 'readonly' : 'readwrite');
          const store = tx.objectStore('pyodide-snapshots');
          const get = store.get(k);
          get.onsuccess = () => {
            const r = get.result as { bytes?: ArrayBuffer } | undefined;
            if (o === 'corrupt' && r) store.put({ ...r, bytes: new Uint8Array(4096).fill(7).buffer }, k);
          };
          tx.oncomplete = () => {
            db.close();
            done((get.result as { bytes?: ArrayBuffer } | undefined)?.bytes?.byteLength ?? 0);
          };
        };
      }),
    [SNAPSHOT_KEYS[kind], op] as const,
  );
}

/** Waits until the page has stored a snapshot of that kind (made in the background after a first start). */
export async function snapshotStored(page: Page, kind: SnapshotKind, timeout: number): Promise<void> {
  await expect.poll(() => snapshotOp(page, kind, 'size'), { timeout, interval: 500 }).toBeGreaterThan(1e6);
}
