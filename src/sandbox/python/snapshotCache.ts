/**
 * One kind of Pyodide memory snapshot, as the page uses it: read once per page from IndexedDB (snapshotStore.ts),
 * and made in the background after a start that could not restore one. Making one loads a second, fresh Pyodide
 * (its own worker, which never receives any student or user code), so it waits until nothing runs; it is tried at
 * most once per page.
 */
import { erasureCount } from './snapshotDb';
import { deleteSnapshot, readSnapshot, writeSnapshot, type SnapshotKind } from './snapshotStore';

/** How long the page waits after a start before making a snapshot, and between checks that nothing runs. */
const IDLE_CHECK_MS = 1000;

export class SnapshotCache {
  private cached: Promise<ArrayBuffer | null> | null = null;
  private making: Promise<void> | null = null;

  constructor(
    private readonly kind: SnapshotKind,
    private readonly make: () => Promise<ArrayBuffer>,
  ) {}

  /** This build's stored snapshot, or null. Never rejects. */
  read(): Promise<ArrayBuffer | null> {
    this.cached ??= readSnapshot(this.kind).catch(() => null);
    return this.cached;
  }

  /**
   * The snapshot for one sandbox, which it is handed (transferred, not copied): the page keeps no reference, and the
   * next caller reads it again from IndexedDB.
   */
  take(): Promise<ArrayBuffer | null> {
    const bytes = this.read();
    this.cached = null;
    return bytes;
  }

  /**
   * After a start without a snapshot: makes one in the background (once per page), when `idle()` says nothing runs.
   * `failed`: the stored one could not be restored; it is deleted first.
   */
  renew(failed: boolean, idle: () => boolean): Promise<void> {
    if (failed) {
      this.cached = Promise.resolve(null);
      void deleteSnapshot(this.kind).catch(() => undefined);
    }
    const erasuresBefore = erasureCount();
    this.making ??= this.whenIdle(idle)
      .then(() => this.make())
      .then(async (bytes) => {
        if (erasureCount() !== erasuresBefore) return; // "Forget me" came meanwhile: keep nothing
        if (await writeSnapshot(this.kind, bytes)) this.cached = Promise.resolve(bytes);
      })
      .catch(() => undefined); // no snapshot: the next start loads Pyodide the usual way
    return this.making;
  }

  private whenIdle(idle: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => (idle() ? resolve() : setTimeout(check, IDLE_CHECK_MS));
      setTimeout(check, IDLE_CHECK_MS);
    });
  }
}
