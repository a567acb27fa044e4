/**
 * Where the public data and model files from other projects live (`shared/data/` of the workplace, beside this
 * repository). They are read from there and never committed here. `AML_SHARED_DATA` points elsewhere (a CI
 * machine that mounts them at another path); without it, `<repo>/../shared/data`.
 *
 * Whatever needs a file calls `sharedDataFile(...)`: it returns the path, or null with one clear line from
 * `sharedDataMissing(...)` to print or to give `describe.skipIf` / `it.skipIf`.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** The shared data folder, whether or not it exists. */
export function sharedDataDir(): string {
  return resolve(process.env.AML_SHARED_DATA ?? join(repoRoot, '..', 'shared', 'data'));
}

/** The path of `shared/data/<parts…>`, or null when it is absent. */
export function sharedDataFile(...parts: string[]): string | null {
  const path = join(sharedDataDir(), ...parts);
  return existsSync(path) ? path : null;
}

/** The one line said where a shared file is absent. */
export function sharedDataMissing(...parts: string[]): string {
  return `skipped: ${join('shared', 'data', ...parts)} is not installed here (looked in ${sharedDataDir()}; set AML_SHARED_DATA to its folder)`;
}
