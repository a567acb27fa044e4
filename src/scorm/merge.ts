import type { ExerciseProgress } from '../state/progress';
import { bestOf } from '../state/progress';
import type { LabSnapshot } from './suspendData';

function newer<T extends { savedAt: number }>(a: Record<string, T>, b: Record<string, T>): Record<string, T> {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) if (!out[k] || out[k].savedAt < v.savedAt) out[k] = v;
  return out;
}

function mergeExercise(a: ExerciseProgress | undefined, b: ExerciseProgress): ExerciseProgress {
  const out: ExerciseProgress = {
    passed: (a?.passed ?? false) || b.passed,
    solutionShown: (a?.solutionShown ?? false) || b.solutionShown,
  };
  const best = bestOf(a?.best, b.best);
  if (best !== undefined) out.best = best;
  return out;
}

/**
 * This browser's state and the platform's, together: nothing either side learnt is lost (a section read or an
 * exercise passed on another computer counts here too). Code: the more recent edit wins; last section: the
 * platform's, as it follows the student from computer to computer.
 */
export function mergeSnapshots(local: LabSnapshot, remote: LabSnapshot): LabSnapshot {
  const exercises = { ...local.progress.exercises };
  for (const [k, v] of Object.entries(remote.progress.exercises))
    exercises[k] = mergeExercise(exercises[k], v);
  const hintsShown = { ...local.exerciseCode.hintsShown };
  for (const [k, n] of Object.entries(remote.exerciseCode.hintsShown))
    hintsShown[k] = Math.max(hintsShown[k] ?? 0, n);
  return {
    progress: {
      read: { ...local.progress.read, ...remote.progress.read },
      lastSection: { ...local.progress.lastSection, ...remote.progress.lastSection },
      exercises,
    },
    exerciseCode: { code: newer(local.exerciseCode.code, remote.exerciseCode.code), hintsShown },
    cellCode: { code: newer(local.cellCode.code, remote.cellCode.code) },
  };
}
