/**
 * A run on the page side of the kernel (kernel.ts): a queued job, the run in progress, and the result each way a run
 * can end: done in the worker, stopped by a restart, cancelled behind a stopped run, or never started because
 * Pyodide did not load.
 */
import type { FromWorker } from './protocol';
import type { RunOptions, RunResult, StopKind } from './types';

export interface Job {
  code: string;
  options: RunOptions;
  resolve: (result: RunResult) => void;
}

export interface Active extends Job {
  id: number;
  stdout: string;
  stderr: string;
  startedAt: number;
  /**
   * The run was posted to a loaded worker. From then on an interrupt can be asked even before the worker says it
   * started: the flag was cleared before posting, and the next Python the worker runs is this run.
   */
  posted: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  graceTimer: ReturnType<typeof setTimeout> | null;
  timedOut: boolean;
  interrupted: boolean;
  /** Ends the executor's wait for this run. */
  settle?: () => void;
}

export function newActive(job: Job, id: number): Active {
  return {
    ...job,
    id,
    stdout: '',
    stderr: '',
    startedAt: 0,
    posted: false,
    timer: null,
    graceTimer: null,
    timedOut: false,
    interrupted: false,
  };
}

/** The worker said the run is done: an interrupt it took (asked by Stop or the time limit) says so. */
export function doneResult(active: Active, message: Extract<FromWorker, { type: 'done' }>): RunResult {
  const interrupted = active.interrupted && message.error?.type === 'KeyboardInterrupt';
  let error = message.error ?? undefined;
  if (interrupted && error && active.timedOut) {
    error = {
      ...error,
      type: 'TimeoutError',
      message: 'time limit reached: Python was interrupted (KeyboardInterrupt)',
    };
  }
  const stderr = message.truncated ? `${active.stderr}\n[output truncated]` : active.stderr;
  const result: RunResult = { ok: message.error === null, stdout: active.stdout, stderr, ms: message.ms };
  if (error) result.error = error;
  if (interrupted) {
    result.stoppedBy = 'interrupt';
    if (active.timedOut) result.timedOut = true;
  }
  return result;
}

/** The run was ended by ending its worker (Stop without cross-origin isolation, or Python ignored the interrupt). */
export function restartResult(active: Active, ms: number): RunResult {
  const type = active.timedOut ? 'TimeoutError' : 'KernelRestarted';
  const message = active.timedOut
    ? 'time limit reached: the kernel was restarted'
    : 'stopped: the kernel was restarted';
  const result: RunResult = {
    ok: false,
    stdout: active.stdout,
    stderr: active.stderr,
    error: { type, message, traceback: message },
    stoppedBy: 'restart',
    ms,
  };
  if (active.timedOut) result.timedOut = true;
  if (active.interrupted) result.interruptIgnored = true;
  return result;
}

/** A queued run that never started: a run before it was stopped. */
export function cancelledResult(kind: StopKind): RunResult {
  const message =
    kind === 'interrupt' ? 'not run: an earlier cell was interrupted' : 'not run: the kernel was restarted';
  return {
    ok: false,
    stdout: '',
    stderr: '',
    error: { type: 'Cancelled', message, traceback: message },
    stoppedBy: kind,
    ms: 0,
  };
}

/** Pyodide could not be loaded: the run says why (the Output region shows it as a notice). */
export function loadErrorResult(message: string): RunResult {
  return {
    ok: false,
    stdout: '',
    stderr: '',
    error: { type: 'KernelLoadError', message, traceback: message },
    ms: 0,
  };
}
