/**
 * Running one submission against an exercise's tests, independent of where it runs: the browser worker and vitest
 * evaluate the compiled code with `new Function`, the grader's child process in a separate VM realm. Everything that
 * decides a verdict lives here and in the test kit, so the three places give the same results.
 */
import { transform } from 'sucrase';
import {
  collectTests,
  errorMessage,
  errorName,
  LogSink,
  runTests,
  type ExerciseTests,
  type TestResult,
} from '../exercises/testkit';

export interface CompileError {
  message: string;
  line?: number;
  column?: number;
}

export type CompileResult = { ok: true; code: string } | { ok: false; error: CompileError };

/** TypeScript → CommonJS-style JavaScript (sucrase keeps line numbers, so errors point at the student's lines). */
export function compileSubmission(source: string): CompileResult {
  if (typeof source !== 'string') return { ok: false, error: { message: 'the submission is not text' } };
  try {
    const { code } = transform(source, { transforms: ['typescript', 'imports'], production: true });
    return { ok: true, code };
  } catch (e) {
    const loc = (e as { loc?: { line?: unknown; column?: unknown } }).loc;
    const line = typeof loc?.line === 'number' ? loc.line : undefined;
    const column = typeof loc?.column === 'number' ? loc.column + 1 : undefined;
    const message = errorMessage(e).replace(/\s*\(\d+:\d+\)$/, '');
    return { ok: false, error: { message, ...(line ? { line } : {}), ...(column ? { column } : {}) } };
  }
}

export interface ConsoleLike {
  log: (...args: unknown[]) => void;
  info: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
  debug: (...args: unknown[]) => void;
}

export function consoleFor(sink: LogSink): ConsoleLike {
  return {
    log: (...a) => sink.write('log', a),
    info: (...a) => sink.write('info', a),
    warn: (...a) => sink.write('warn', a),
    error: (...a) => sink.write('error', a),
    debug: (...a) => sink.write('debug', a),
  };
}

/** Evaluates compiled code and returns its exports; throws what the code throws while loading. */
export interface Evaluator {
  evaluate(code: string, console: ConsoleLike): Record<string, unknown>;
  /** The line of the student's code an error was thrown from, when the stack shows it. */
  lineOf(error: unknown): number | undefined;
}

export const SUBMISSION_FILENAME = 'submission.ts';

/** Finds `submission.ts:LINE` in an error's stack and corrects it by the evaluator's wrapper offset. */
export function lineFromStack(error: unknown, offset: number): number | undefined {
  let stack: unknown;
  try {
    stack = (error as { stack?: unknown })?.stack;
  } catch {
    return undefined;
  }
  if (typeof stack !== 'string') return undefined;
  const m = /submission\.ts:(\d+):\d+/.exec(stack);
  if (!m) return undefined;
  const line = Number(m[1]) - offset;
  return line >= 1 ? line : undefined;
}

export interface LoadReport {
  ok: boolean;
  /** Why the module failed to load (`Name: message`), in English. */
  message?: string;
  line?: number;
  logs: string[];
  logsTruncated: boolean;
}

export interface RunDone {
  kind: 'done';
  load: LoadReport;
  results: TestResult[];
}

export type RunOutcome =
  | RunDone
  | { kind: 'compile-error'; error: CompileError }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'sandbox-error'; message: string };

/**
 * The student's exports, as the tests see them: reading an export the code does not define fails that test with a
 * message saying so (instead of "undefined is not a function"); when the module failed to load, every test fails
 * with the load error.
 */
function moduleView(
  exports: Record<string, unknown> | null,
  loadError: string | null,
): Record<string, unknown> {
  return new Proxy(exports ?? {}, {
    get(target, key) {
      if (typeof key !== 'string') return Reflect.get(target, key);
      if (loadError !== null) throw new Error(`Your code failed to load: ${loadError}`);
      if (!(key in target) || target[key] === undefined) {
        throw new Error(`Your code does not export "${key}" (add: export ... ${key})`);
      }
      return target[key];
    },
  });
}

export interface RunSubmissionOptions {
  /** Compiled JavaScript (see compileSubmission). */
  code: string;
  tests: ExerciseTests<never>;
  evaluator: Evaluator;
  onLoaded?: (load: LoadReport, testCount: number) => void;
  onResult?: (result: TestResult) => void;
}

export async function runSubmission(options: RunSubmissionOptions): Promise<RunDone> {
  const sink = new LogSink();
  const console = consoleFor(sink);
  let exports: Record<string, unknown> | null = null;
  let loadError: string | null = null;
  let loadLine: number | undefined;
  try {
    exports = options.evaluator.evaluate(options.code, console);
  } catch (e) {
    loadError = `${errorName(e)}: ${errorMessage(e)}`;
    loadLine = options.evaluator.lineOf(e);
  }
  const cases = collectTests(options.tests as ExerciseTests<unknown>, moduleView(exports, loadError));
  const taken = sink.take();
  const load: LoadReport = {
    ok: loadError === null,
    ...(loadError !== null ? { message: loadError } : {}),
    ...(loadLine !== undefined ? { line: loadLine } : {}),
    logs: taken.logs,
    logsTruncated: taken.truncated,
  };
  options.onLoaded?.(load, cases.length);
  const results = await runTests(cases, {
    sink,
    lineOf: (e) => options.evaluator.lineOf(e),
    ...(options.onResult ? { onResult: options.onResult } : {}),
  });
  return { kind: 'done', load, results };
}

/** The number of tests of an exercise, without running anything (the grader's denominator). */
export function countTests(tests: ExerciseTests<never>): number {
  return collectTests(tests as ExerciseTests<unknown>, moduleView(null, 'not loaded')).length;
}

/** The names of an exercise's tests in file order. */
export function testNames(tests: ExerciseTests<never>) {
  return collectTests(tests as ExerciseTests<unknown>, moduleView(null, 'not loaded')).map((c) => c.name);
}
