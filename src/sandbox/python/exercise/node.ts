/** Python exercises in Node without Vite (the grading command): the harness is read from disk. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runWithHarness, type ExercisePyodide } from './run';
import type { PythonExerciseInput, PythonExerciseResult } from './types';

export type { ExercisePyodide } from './run';
export type * from './types';

export const HARNESS_PATH = fileURLToPath(new URL('./harness.py', import.meta.url));
export const LAB_PATH = fileURLToPath(new URL('./aml_lab.py', import.meta.url));
let sources: { harness: string; lab: string } | null = null;

export function runPythonExercise(py: ExercisePyodide, input: PythonExerciseInput): PythonExerciseResult {
  sources ??= { harness: readFileSync(HARNESS_PATH, 'utf8'), lab: readFileSync(LAB_PATH, 'utf8') };
  return runWithHarness(py, sources, input);
}
