/**
 * "Run tests" on an exercise, in either language: the one path from the student's code to a recorded result. Each
 * language has its sandbox (TypeScript: src/sandbox/browserRunner.ts; Python: src/sandbox/python/exercise/), both
 * answer a RunOutcome, and every run leaves the same things behind: its results (shown again after a reload), whether
 * it passed, and the best score, which the SCORM report reads (src/scorm/report.ts). A language missing from a map
 * below is a type error, not a silent path.
 */
import type { ExerciseFiles } from '../exercises/catalog';
import type { SandboxRunner } from '../sandbox/browserRunner';
import type { PythonSandboxRunner } from '../sandbox/python/exercise/browserRunner';
import { toRunOutcome } from '../sandbox/python/exercise/outcome';
import type { RunOutcome } from '../sandbox/submission';
import { exerciseKey, useExerciseCode, type ExerciseLanguage } from './exerciseCode';
import { useProgress } from './progress';

/** The page's sandboxes, one per language (each created by the workspace, torn down with it). */
export interface ExerciseRunners {
  typescript: SandboxRunner;
  python: PythonSandboxRunner;
}

type Run = (runners: ExerciseRunners, files: ExerciseFiles, code: string) => Promise<RunOutcome>;

const RUNS: Record<ExerciseLanguage, Run> = {
  typescript: (runners, files, code) => runners.typescript.run(files.slug, code),
  python: async (runners, files, code) =>
    files.python
      ? toRunOutcome(await runners.python.run(code, files.python.tests, 'exercise.py'))
      : { kind: 'sandbox-error', message: `${files.slug} has no Python version` },
};

/** The code a language starts from: its starter. */
export function starterOf(files: ExerciseFiles, language: ExerciseLanguage): string {
  const starters: Record<ExerciseLanguage, string | undefined> = {
    typescript: files.starter,
    python: files.python?.starter,
  };
  return starters[language] ?? '';
}

/** Runs `code` against the exercise's tests in `language`, records the run, and returns its outcome. */
export async function runExercise(
  language: ExerciseLanguage,
  files: ExerciseFiles,
  code: string,
  runners: ExerciseRunners,
): Promise<RunOutcome> {
  const outcome = await RUNS[language](runners, files, code);
  recordExerciseRun(files.slug, language, outcome);
  return outcome;
}

/** Percent (0-100) of the tests a run passed; null for a run that reported no test (a compile error, a timeout). */
export function runScore(outcome: RunOutcome): number | null {
  if (outcome.kind !== 'done' || outcome.results.length === 0) return null;
  const passed = outcome.results.filter((r) => r.status === 'pass').length;
  return Math.round((100 * passed) / outcome.results.length);
}

export function recordExerciseRun(slug: string, language: ExerciseLanguage, outcome: RunOutcome): void {
  const key = exerciseKey(slug, language);
  useExerciseCode.getState().saveResults(key, outcome);
  const score = runScore(outcome);
  if (score === null) return;
  const progress = useProgress.getState();
  const before = progress.exercises[key];
  const best = Math.max(before?.best ?? 0, score);
  if (score === 100) progress.setExercise(key, { passed: true, best });
  else if (best !== before?.best) progress.setExercise(key, { best });
}
