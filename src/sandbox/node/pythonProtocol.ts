/** Messages between the grader and its Python child process (IPC). Every message after `ready` carries the run's secret. */
import type { PythonExerciseResult } from '../python/exercise/types';

export interface PythonRunRequest {
  type: 'run';
  secret: string;
  /** The submission as one Python source (a notebook's code cells already joined). */
  source: string;
  /** The file name tracebacks show. */
  filename: string;
}

export type PythonChildMessage =
  | { type: 'ready' }
  | { type: 'failed-start'; message: string }
  | { type: 'result'; secret: string; result: PythonExerciseResult; outputBytes: number }
  /** Sent once, while the run goes on, when the submission has printed more than the cap. */
  | { type: 'flood'; secret: string };
