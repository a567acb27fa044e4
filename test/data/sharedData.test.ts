// @vitest-environment node
/**
 * Where the shared data is looked for: AML_SHARED_DATA alone when it is set; otherwise the workplace's folder beside
 * the repository, then the repository's own gitignored data/shared/ (what `npm run data:fetch` fills), the first
 * that has the file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  repoSharedDataDir,
  sharedDataDirs,
  sharedDataFile,
  sharedDataMissing,
} from '../../tools/data/sharedData';

const root = resolve(import.meta.dirname, '../..');
const saved = process.env.AML_SHARED_DATA;
afterEach(() => {
  if (saved === undefined) delete process.env.AML_SHARED_DATA;
  else process.env.AML_SHARED_DATA = saved;
});

describe('the shared data folders', () => {
  it('are AML_SHARED_DATA alone when set, else ../shared/data, then <repo>/data/shared', () => {
    delete process.env.AML_SHARED_DATA;
    expect(sharedDataDirs()).toEqual([resolve(root, '..', 'shared', 'data'), join(root, 'data', 'shared')]);
    expect(repoSharedDataDir).toBe(join(root, 'data', 'shared'));
    process.env.AML_SHARED_DATA = '/somewhere/else';
    expect(sharedDataDirs()).toEqual(['/somewhere/else']);
  });

  it("finds a file in the repository's folder when the workplace's lacks it, and only AML_SHARED_DATA's when set", () => {
    const name = `test-${process.pid}-${Date.now()}.txt`;
    const first = mkdtempSync(join(tmpdir(), 'aml-shared-'));
    mkdirSync(join(repoSharedDataDir, 'probe'), { recursive: true });
    try {
      delete process.env.AML_SHARED_DATA;
      expect(sharedDataFile('probe', name)).toBeNull();
      expect(sharedDataMissing('memory-bench', 'x.json')).toMatch(/npm run data:fetch/);
      writeFileSync(join(repoSharedDataDir, 'probe', name), 'repo');
      expect(sharedDataFile('probe', name)).toBe(join(repoSharedDataDir, 'probe', name));
      // Set, AML_SHARED_DATA is the only place: the repository's copy no longer counts.
      process.env.AML_SHARED_DATA = first;
      expect(sharedDataFile('probe', name)).toBeNull();
      mkdirSync(join(first, 'probe'));
      writeFileSync(join(first, 'probe', name), 'first');
      expect(sharedDataFile('probe', name)).toBe(join(first, 'probe', name));
    } finally {
      rmSync(first, { recursive: true, force: true });
      rmSync(join(repoSharedDataDir, 'probe'), { recursive: true, force: true });
    }
  });
});
