// The page's Pyodide snapshot cache and "Forget me": a snapshot whose making began before the erase is not stored.
// IndexedDB is outside Node: the store is replaced by a recorder of what would be written.
const written: string[] = [];
vi.mock('../../../src/sandbox/python/snapshotStore', () => ({
  readSnapshot: () => Promise.resolve(null),
  deleteSnapshot: () => Promise.resolve(),
  writeSnapshot: (kind: string) => {
    written.push(kind);
    return Promise.resolve(true);
  },
}));

import { noteErased } from '../../../src/sandbox/python/snapshotDb';
import { SnapshotCache } from '../../../src/sandbox/python/snapshotCache';

describe('SnapshotCache', () => {
  beforeEach(() => {
    written.length = 0;
    vi.useFakeTimers();
  });
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
    expect(written).toEqual(['exercise']);
  });

  it('stores nothing when "Forget me" came while it was being made', async () => {
    await renewWhile(noteErased);
    expect(written).toEqual([]);
  });
});
