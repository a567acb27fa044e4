/**
 * The page's Pyodide snapshot cache: take hands the bytes over (the next caller reads them again), and "Forget me"
 * while a snapshot is being made means it is not stored. IndexedDB is outside Node: the store is replaced by a
 * recorder of what is read and written.
 */
import { vi } from 'vitest';

const store = vi.hoisted(() => ({ reads: 0, written: [] as string[] }));
vi.mock('../../../src/sandbox/python/snapshotStore', () => ({
  readSnapshot: () => {
    store.reads += 1;
    return Promise.resolve(new ArrayBuffer(8));
  },
  writeSnapshot: (kind: string) => {
    store.written.push(kind);
    return Promise.resolve(true);
  },
  deleteSnapshot: () => Promise.resolve(),
}));

const { SnapshotCache } = await import('../../../src/sandbox/python/snapshotCache');
const { noteErased } = await import('../../../src/sandbox/python/snapshotDb');

describe('SnapshotCache', () => {
  beforeEach(() => {
    store.reads = 0;
    store.written.length = 0;
  });

  it('reads once for repeated reads, and take hands over the read in progress', async () => {
    const cache = new SnapshotCache('exercise', () => Promise.reject(new Error('not made here')));
    const first = cache.read();
    expect(await cache.read()).toBe(await first);
    expect(await cache.take()).toBe(await first);
    expect(store.reads).toBe(1);
  });

  it('after a take, the next caller gets bytes of its own (a new read), not the handed-over ones', async () => {
    const cache = new SnapshotCache('exercise', () => Promise.reject(new Error('not made here')));
    const taken = await cache.take();
    const next = await cache.take();
    expect(next).not.toBe(taken);
    expect(next?.byteLength).toBe(8);
    expect(store.reads).toBe(2);
  });

  describe('making one in the background', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    async function renewWhile(during: () => void): Promise<void> {
      let finish: (bytes: ArrayBuffer) => void = () => {};
      const cache = new SnapshotCache('exercise', () => new Promise((r) => (finish = r)));
      const done = cache.renew(false, () => true);
      await vi.advanceTimersByTimeAsync(1000); // idle: making starts
      during();
      finish(new ArrayBuffer(8));
      await done;
    }

    it('stores the snapshot it made once nothing runs', async () => {
      await renewWhile(() => {});
      expect(store.written).toEqual(['exercise']);
    });

    it('stores nothing when "Forget me" came while it was being made', async () => {
      await renewWhile(noteErased);
      expect(store.written).toEqual([]);
    });
  });
});
