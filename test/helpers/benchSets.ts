// The memory bench's three public sets in shared data (read from there, never committed), for the tests that run
// the bench on them in Node, in jsdom and in the browser suite.
import { readFileSync } from 'node:fs';
import { parseBenchJson, type BenchData } from '../../src/engine/index';
import { sharedDataFile } from '../../tools/data/sharedData';

/** Each set's place under the shared data folder: the oracle subset, public-s (with distractors), the conflicts. */
export const BENCH_SETS = {
  oracle: ['memory-bench', 'longmemeval-mini.json'],
  s: ['memory-bench', 'longmemeval-s-mini.json'],
  conflicts: ['memory-bench', 'factconsolidation-sh-6k.json'],
} as const;

/** Each set's path, or null where this machine has not got it (the test then skips). */
export const BENCH_SET_PATHS = {
  oracle: sharedDataFile(...BENCH_SETS.oracle),
  s: sharedDataFile(...BENCH_SETS.s),
  conflicts: sharedDataFile(...BENCH_SETS.conflicts),
};

/** A bench file read and parsed; a file the parser refuses throws its problem. */
export function loadBenchFile(path: string): BenchData {
  const parsed = parseBenchJson(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.problem.detail);
  return parsed.value;
}
