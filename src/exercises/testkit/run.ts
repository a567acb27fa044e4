import { expect } from './expect';
import { errorMessage, errorName, formatValue } from './print';
import {
  AssertionError,
  type ExerciseTests,
  type LocalizedText,
  type TestCase,
  type TestName,
  type TestResult,
} from './types';

// ---------------------------------------------------------------------------------------------------------------
// Collecting and running

export function toLocalized(name: TestName): LocalizedText {
  return typeof name === 'string' ? { en: name, fr: name } : { en: name.en, fr: name.fr };
}

/** Registers an exercise's tests (without running them) against a module of exports. */
export function collectTests<M>(define: ExerciseTests<M>, impl: M): TestCase[] {
  const cases: TestCase[] = [];
  define(
    {
      test(name, fn) {
        cases.push({ name: toLocalized(name), fn });
      },
      expect,
    },
    impl,
  );
  return cases;
}

/** Where the student's console.log lines go, test by test; bounded so a flood costs nothing. */
export class LogSink {
  private lines: string[] = [];
  private chars = 0;
  private dropped = 0;

  constructor(
    private readonly maxLines = 100,
    private readonly maxChars = 8_000,
  ) {}

  /** Takes the raw arguments so that nothing is formatted once the cap is reached. */
  write(level: string, args: readonly unknown[]): void {
    if (this.lines.length >= this.maxLines || this.chars >= this.maxChars) {
      this.dropped++;
      return;
    }
    let line = args.map((a) => (typeof a === 'string' ? a : formatValue(a, 1_000))).join(' ');
    if (level !== 'log' && level !== 'info') line = `[${level}] ${line}`;
    const room = this.maxChars - this.chars;
    if (line.length > room) {
      line = line.slice(0, room);
      this.dropped++;
    }
    this.lines.push(line);
    this.chars += line.length;
  }

  take(): { logs: string[]; truncated: boolean; dropped: number } {
    const out = { logs: this.lines, truncated: this.dropped > 0, dropped: this.dropped };
    this.lines = [];
    this.chars = 0;
    this.dropped = 0;
    return out;
  }
}

export interface RunOptions {
  /** Called after each test, in file order (the grader streams these). */
  onResult?: (result: TestResult) => void;
  /** Collects console output between tests. */
  sink?: LogSink;
  /** Maps an error to a line of the student's code (stack parsing depends on how the code was evaluated). */
  lineOf?: (error: unknown) => number | undefined;
  now?: () => number;
}

/** Runs the tests one after another in file order; a throwing or rejecting test fails, the next one still runs. */
export async function runTests(cases: readonly TestCase[], options: RunOptions = {}): Promise<TestResult[]> {
  const now = options.now ?? (() => (typeof performance !== 'undefined' ? performance.now() : Date.now()));
  const results: TestResult[] = [];
  for (let index = 0; index < cases.length; index++) {
    const c = cases[index] as TestCase;
    const started = now();
    let result: TestResult;
    try {
      const value = c.fn();
      if (value && typeof (value as PromiseLike<unknown>).then === 'function') await value;
      result = { index, name: c.name, status: 'pass', logs: [], logsTruncated: false, durationMs: 0 };
    } catch (error) {
      result = failureOf(index, c.name, error, options.lineOf);
    }
    result.durationMs = Math.max(0, now() - started);
    const taken = options.sink?.take();
    if (taken) {
      result.logs = taken.logs;
      result.logsTruncated = taken.truncated;
    }
    results.push(result);
    options.onResult?.(result);
  }
  return results;
}

export function failureOf(
  index: number,
  name: LocalizedText,
  error: unknown,
  lineOf?: (error: unknown) => number | undefined,
): TestResult {
  const base = { index, name, status: 'fail' as const, logs: [], logsTruncated: false, durationMs: 0 };
  if (error instanceof AssertionError) {
    return {
      ...base,
      matcher: error.matcher,
      negated: error.negated,
      ...(error.expected !== undefined ? { expected: error.expected } : {}),
      ...(error.actual !== undefined ? { actual: error.actual } : {}),
      message: error.message,
    };
  }
  const line = lineOf?.(error);
  return {
    ...base,
    message: `${errorName(error)}: ${errorMessage(error)}`,
    ...(line !== undefined ? { line } : {}),
  };
}

export function summarize(results: readonly TestResult[]): { passed: number; failed: number } {
  const passed = results.filter((r) => r.status === 'pass').length;
  return { passed, failed: results.length - passed };
}
