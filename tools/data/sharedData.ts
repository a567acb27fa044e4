/**
 * Where the public data and model files from other projects live. They are read from there and never committed
 * here. Looked for, in order:
 * 1. `AML_SHARED_DATA`, when set, and then only there (a CI machine that mounts them at another path; a test that
 *    points it at an empty folder sees the data as absent);
 * 2. otherwise `<repo>/../shared/data`, the workplace's shared folder beside this repository;
 * 3. `<repo>/data/shared`, inside the repository (gitignored): where `npm run data:fetch` puts the public sets it
 *    builds from the files a user downloads from their sources (a fresh clone, a machine outside the workplace).
 *
 * Whatever needs a file calls `sharedDataFile(...)`: it returns the path in the first folder that has it, or null
 * with one clear line from `sharedDataMissing(...)` to print or to give `describe.skipIf` / `it.skipIf`.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** The folder inside the repository that `npm run data:fetch` fills (gitignored). */
export const repoSharedDataDir = join(repoRoot, 'data', 'shared');

/** Every folder looked in, in order. */
export function sharedDataDirs(): string[] {
  if (process.env.AML_SHARED_DATA) return [resolve(process.env.AML_SHARED_DATA)];
  return [resolve(repoRoot, '..', 'shared', 'data'), repoSharedDataDir];
}

/** The shared data folder: the first that exists (the first looked in when none does). */
export function sharedDataDir(): string {
  const dirs = sharedDataDirs();
  return dirs.find((d) => existsSync(d)) ?? (dirs[0] as string);
}

/** The path of `<parts…>` in the first folder that has it, or null when none does. */
export function sharedDataFile(...parts: string[]): string | null {
  for (const dir of sharedDataDirs()) {
    const path = join(dir, ...parts);
    if (existsSync(path)) return path;
  }
  return null;
}

/** The one line said where a shared file is absent. */
export function sharedDataMissing(...parts: string[]): string {
  const how =
    parts[0] === 'memory-bench' ? '; `npm run data:fetch` builds the public sets (README, "Data")' : '';
  return `skipped: ${join('shared', 'data', ...parts)} is not installed here (looked in ${sharedDataDirs().join(', ')}; set AML_SHARED_DATA to its folder${how})`;
}
