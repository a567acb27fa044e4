/** Messages between the grader and its child process (IPC). Every message from the child carries the run's secret. */
import type { RunOutcome } from '../submission';

export interface RunRequest {
  type: 'run';
  secret: string;
  slug: string;
  code: string;
  timeoutMs: number;
}

export type ChildMessage =
  | { type: 'ready' }
  | { type: 'loaded'; secret: string; ok: boolean; message?: string; line?: number; testCount: number }
  | { type: 'result'; secret: string; index: number; status: 'pass' | 'fail'; message?: string }
  | { type: 'done'; secret: string; logsTruncated: boolean };

export type { RunOutcome };

/** One submission's grade, in either language (the CLI's --json and --csv fields). */
export interface GradeResult {
  file: string;
  passed: number;
  failed: number;
  timedOut: boolean;
  /** Why the score is what it is beyond plain failing tests (null when nothing unusual happened). */
  error: string | null;
  /** 0..100, the share of tests passed. */
  score: number;
}
