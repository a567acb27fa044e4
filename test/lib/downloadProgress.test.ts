import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadProgress } from '../../src/lib/downloadProgress';

describe('downloadProgress', () => {
  afterEach(() => vi.restoreAllMocks());

  const files = [
    { name: 'a.wasm', bytes: 100 },
    { name: 'b.json', bytes: 50 },
  ];

  it('reports at most every everyMs, but at once when a file is done or on flush', () => {
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const reports: { loadedBytes: number; totalBytes: number }[] = [];
    const progress = downloadProgress(files, (p) => reports.push(p), 100);
    progress.received('a.wasm', 10);
    now += 50;
    progress.received('a.wasm', 20);
    expect(reports).toEqual([{ loadedBytes: 10, totalBytes: 150 }]);
    now += 60;
    progress.received('a.wasm', 30);
    progress.received('b.json', 50, true);
    progress.flush();
    expect(reports.map((r) => r.loadedBytes)).toEqual([10, 30, 80, 80]);
  });

  it('counts a file for at most its listed size and the whole for at most the total', () => {
    const reports: number[] = [];
    const progress = downloadProgress(files, (p) => reports.push(p.loadedBytes));
    progress.received('a.wasm', 400, true);
    expect(reports.at(-1)).toBe(100);
    progress.received('unlisted.bin', 500, true);
    expect(reports.at(-1)).toBe(150);
  });
});
