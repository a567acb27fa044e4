/**
 * What a TypeScript cell's run gives back (output, error, recording), and the check of what the sandbox sent. No
 * compiler here: the page imports this module; only run.ts (the sandbox worker, tests, presets) compiles.
 */
import type { CompileError } from '../sandbox/submission';
import type { Recording } from './record';

/** The slug under which the page asks the exercises' sandbox to run a cell instead of an exercise's tests. */
export const CELL_RUN_SLUG = 'aml:cell';

/** Printed lines kept per run (a flood is cut, and says so). */
export const CELL_OUTPUT_LIMITS = { lines: 2000, chars: 200_000 } as const;

export interface CellRuntimeError {
  /** `Name: message`, in English (the engine's own words). */
  message: string;
  /** The line of the cell it was thrown from, when known. */
  line?: number;
}

export type CellOutcome =
  | {
      kind: 'done';
      /** What the cell printed, one entry per console.log call (an entry may hold several lines). */
      output: string[];
      truncated: boolean;
      /** What the cell threw, after printing `output` (null when it ran to the end). */
      error: CellRuntimeError | null;
      recording: Recording;
      ms: number;
    }
  | { kind: 'compile-error'; error: CompileError }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'stopped' }
  | { kind: 'sandbox-error'; message: string };

export type CellDone = Extract<CellOutcome, { kind: 'done' }>;

/** Everything the cell printed, as a terminal shows it. */
export function outputText(outcome: CellDone): string {
  return outcome.output.join('\n');
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * What came back from the sandbox, checked: a cell outcome, or the sandbox's own timeout, stop and failure reports
 * (the runner speaks the exercises' protocol: 'stopped' arrives as a sandbox error).
 */
export function parseCellOutcome(raw: unknown): CellOutcome {
  if (!isRecord(raw)) return { kind: 'sandbox-error', message: 'the sandbox sent nothing' };
  switch (raw.kind) {
    case 'done':
      if (
        Array.isArray(raw.output) &&
        raw.output.every((l) => typeof l === 'string') &&
        isRecord(raw.recording)
      ) {
        const recording = raw.recording as unknown as Recording;
        return {
          kind: 'done',
          output: raw.output as string[],
          truncated: raw.truncated === true,
          error:
            isRecord(raw.error) && typeof raw.error.message === 'string'
              ? (raw.error as unknown as CellRuntimeError)
              : null,
          recording: Array.isArray(recording.scenes) ? recording : { scenes: [] },
          ms: typeof raw.ms === 'number' ? raw.ms : 0,
        };
      }
      return { kind: 'sandbox-error', message: 'the sandbox answered with an unexpected result' };
    case 'compile-error':
      return isRecord(raw.error) && typeof raw.error.message === 'string'
        ? { kind: 'compile-error', error: raw.error as unknown as CompileError }
        : { kind: 'sandbox-error', message: 'the sandbox answered with an unexpected result' };
    case 'timeout':
      return { kind: 'timeout', timeoutMs: typeof raw.timeoutMs === 'number' ? raw.timeoutMs : 0 };
    case 'sandbox-error':
      return raw.message === 'stopped'
        ? { kind: 'stopped' }
        : {
            kind: 'sandbox-error',
            message: typeof raw.message === 'string' ? raw.message : 'the sandbox failed',
          };
    default:
      return { kind: 'sandbox-error', message: 'the sandbox answered with an unexpected result' };
  }
}
