/** Python exercises in Node without Vite (the grading command): the harness is read from disk. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { joinLab, LAB_PARTS } from './labParts';
import { runWithHarness, type ExercisePyodide, type HarnessSources } from './run';
import type { PythonExerciseInput, PythonExerciseResult } from './types';

export type { ExercisePyodide } from './run';
export type * from './types';

export const HARNESS_PATH = fileURLToPath(new URL('./harness.py', import.meta.url));
/** The folder of aml_lab's parts (labParts.ts). */
export const LAB_DIR = fileURLToPath(new URL('./aml_lab/', import.meta.url));
export const TESTKIT_PATH = fileURLToPath(new URL('./aml_testkit.py', import.meta.url));
let sources: HarnessSources | null = null;

/** The three Python sources installHarness needs, read from disk once. */
export function nodeHarnessSources(): HarnessSources {
  sources ??= {
    harness: readFileSync(HARNESS_PATH, 'utf8'),
    lab: joinLab(LAB_PARTS.map((name) => readFileSync(join(LAB_DIR, name), 'utf8'))),
    testkit: readFileSync(TESTKIT_PATH, 'utf8'),
  };
  return sources;
}

export function runPythonExercise(py: ExercisePyodide, input: PythonExerciseInput): PythonExerciseResult {
  return runWithHarness(py, nodeHarnessSources(), input);
}
