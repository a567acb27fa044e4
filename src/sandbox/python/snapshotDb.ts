/**
 * The IndexedDB side of the Pyodide memory snapshots (snapshotStore.ts): the database, its keys, and the listing the
 * "Your data" page shows. No build-time import here, so the page's storage code can use it anywhere.
 */
export type SnapshotKind = 'exercise' | 'kernel';

export const SNAPSHOT_DB = 'aml-cache';
const STORE = 'pyodide-snapshots';
/** The key of each kind's record (what the "Your data" page shows). */
export const SNAPSHOT_KEYS: Readonly<Record<SnapshotKind, string>> = {
  exercise: 'pyodide-snapshot.exercise',
  kernel: 'pyodide-snapshot.kernel',
};
let erasures = 0;
/**
 * "Forget me" was pressed: a snapshot whose making began before it is not stored when it ends (it would come back
 * right after the erase). SnapshotCache compares the count from before and after making one.
 */
export function noteErased(): void {
  erasures += 1;
}
export const erasureCount = (): number => erasures;

/** Kept at most this long (then made again): a cache, not the user's data. */
export const SNAPSHOT_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

export interface SnapshotRecord {
  stamp: string;
  createdAt: number;
  bytes: ArrayBuffer;
}

export interface CachedSnapshot {
  key: string;
  bytes: number;
  createdAt: number;
}

/** Opens the database; only a write creates it (reading or listing never leaves an empty one behind). */
function openDb(create: boolean): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let req: IDBOpenDBRequest;
    try {
      req = indexedDB.open(SNAPSHOT_DB, 1);
    } catch {
      resolve(null); // storage blocked: no cache, Pyodide loads the usual way
      return;
    }
    req.onupgradeneeded = () => {
      if (create) req.result.createObjectStore(STORE);
      else req.transaction?.abort(); // no database yet: nothing to read, and none is created
    };
    req.onsuccess = () => {
      const db = req.result;
      db.onversionchange = () => db.close();
      resolve(db);
    };
    req.onerror = req.onblocked = () => resolve(null);
  });
}

export async function withSnapshotStore<T>(
  mode: IDBTransactionMode,
  fn: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | null> {
  const db = await openDb(mode === 'readwrite');
  if (!db) return null;
  try {
    return await new Promise<T | null>((resolve) => {
      const tx = db.transaction(STORE, mode);
      const req = fn(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req.result);
      tx.onerror = tx.onabort = () => resolve(null);
    });
  } catch {
    return null;
  } finally {
    db.close();
  }
}

export function isSnapshotRecord(v: unknown): v is SnapshotRecord {
  const r = v as SnapshotRecord | null;
  return (
    !!r && typeof r.stamp === 'string' && typeof r.createdAt === 'number' && r.bytes instanceof ArrayBuffer
  );
}

/** What is stored, for the "Your data" page. */
export async function listSnapshots(): Promise<CachedSnapshot[]> {
  const out: CachedSnapshot[] = [];
  for (const kind of Object.keys(SNAPSHOT_KEYS) as SnapshotKind[]) {
    const record = await withSnapshotStore<unknown>('readonly', (s) => s.get(SNAPSHOT_KEYS[kind]));
    if (isSnapshotRecord(record))
      out.push({ key: SNAPSHOT_KEYS[kind], bytes: record.bytes.byteLength, createdAt: record.createdAt });
  }
  return out;
}
