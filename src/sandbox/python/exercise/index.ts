/**
 * Python exercises with Vite's `?raw` (the browser worker, vitest): `runPythonExercise(pyodide, { student, tests })`.
 * Node scripts without Vite use `node.ts` (same function, harness read from disk).
 */
import harness from './harness.py?raw';
import testkit from './aml_testkit.py?raw';
import { LAB_SOURCE as lab } from './labSource';
import { runWithHarness, type ExercisePyodide } from './run';
import type { PythonExerciseInput, PythonExerciseResult } from './types';

export type { ExercisePyodide } from './run';
export type * from './types';

export function runPythonExercise(py: ExercisePyodide, input: PythonExerciseInput): PythonExerciseResult {
  return runWithHarness(py, { harness, lab, testkit }, input);
}
