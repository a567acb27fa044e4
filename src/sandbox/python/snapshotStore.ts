/**
 * Pyodide memory snapshots kept by the page, in IndexedDB (database `aml-cache`, store `pyodide-snapshots`): a cache,
 * no personal data. A snapshot is the memory of a fresh interpreter (Pyodide loaded and a few standard modules
 * imported, before any student or user code ran), made in the background after a first load; restoring it is several
 * times quicker than loading Pyodide. Each is stamped with Pyodide's version and the lab's build: another stamp is
 * never restored (it is deleted), and a snapshot that fails to restore is deleted and made again. Each call opens and
 * closes the database, so "Forget me" (which deletes every database of the origin) is never blocked by it.
 */
import { buildId, version } from 'virtual:aml-pyodide-files';

import {
  SNAPSHOT_KEYS,
  SNAPSHOT_MAX_AGE_MS,
  isSnapshotRecord,
  withSnapshotStore as withStore,
  type SnapshotKind,
  type SnapshotRecord,
} from './snapshotDb';

export type { SnapshotKind } from './snapshotDb';
export { listSnapshots } from './snapshotDb';
export const SNAPSHOT_STAMP = `pyodide ${version} / build ${buildId}`;

/** This build's snapshot of that kind, or null (none, another build's or too old: then it is deleted). */
export async function readSnapshot(kind: SnapshotKind, now = Date.now()): Promise<ArrayBuffer | null> {
  const record = await withStore<unknown>('readonly', (s) => s.get(SNAPSHOT_KEYS[kind]));
  if (record === null || record === undefined) return null;
  if (
    isSnapshotRecord(record) &&
    record.stamp === SNAPSHOT_STAMP &&
    now - record.createdAt < SNAPSHOT_MAX_AGE_MS
  )
    return record.bytes;
  await deleteSnapshot(kind);
  return null;
}

export async function writeSnapshot(
  kind: SnapshotKind,
  bytes: ArrayBuffer,
  now = Date.now(),
): Promise<boolean> {
  const record: SnapshotRecord = { stamp: SNAPSHOT_STAMP, createdAt: now, bytes };
  return (await withStore('readwrite', (s) => s.put(record, SNAPSHOT_KEYS[kind]))) !== null;
}

export async function deleteSnapshot(kind: SnapshotKind): Promise<void> {
  await withStore('readwrite', (s) => s.delete(SNAPSHOT_KEYS[kind]));
}
