import type { ExerciseProgress } from '../../state/progress';

export type ExerciseStatus = 'passed' | 'solution-shown' | 'in-progress' | 'not-started';

export function exerciseStatus(
  progress: ExerciseProgress | undefined,
  hasSavedCode: boolean,
): ExerciseStatus {
  if (progress?.passed) return 'passed';
  if (progress?.solutionShown) return 'solution-shown';
  return hasSavedCode ? 'in-progress' : 'not-started';
}
