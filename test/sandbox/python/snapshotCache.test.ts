/** SnapshotCache.take: the bytes a sandbox is handed are the page's no more; the next caller reads them again. */
import { vi } from 'vitest';

const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/sandbox/python/snapshotStore', () => ({
  readSnapshot: () => {
    reads.count += 1;
    return Promise.resolve(new ArrayBuffer(8));
  },
  writeSnapshot: () => Promise.resolve(true),
  deleteSnapshot: () => Promise.resolve(),
}));

const { SnapshotCache } = await import('../../../src/sandbox/python/snapshotCache');

describe('SnapshotCache', () => {
  beforeEach(() => {
    reads.count = 0;
  });

  it('reads once for repeated reads, and take hands over the read in progress', async () => {
    const cache = new SnapshotCache('exercise', () => Promise.reject(new Error('not made here')));
    const first = cache.read();
    expect(await cache.read()).toBe(await first);
    expect(await cache.take()).toBe(await first);
    expect(reads.count).toBe(1);
  });

  it('after a take, the next caller gets bytes of its own (a new read), not the handed-over ones', async () => {
    const cache = new SnapshotCache('exercise', () => Promise.reject(new Error('not made here')));
    const taken = await cache.take();
    const next = await cache.take();
    expect(next).not.toBe(taken);
    expect(next?.byteLength).toBe(8);
    expect(reads.count).toBe(2);
  });
});
