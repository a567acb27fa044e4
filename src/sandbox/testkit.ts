/**
 * A tiny test kit shared by the browser sandbox, the Node grader and CI, so a student sees exactly the verdicts a
 * teacher's grading run gives. No DOM, no Node API: it runs in a worker, in a child process and under vitest.
 *
 * Assertions are cross-realm safe (the grader runs the student's code in a separate VM realm): deep equality never
 * compares prototypes and `toThrow` matches errors by name, not with `instanceof`.
 */

/** A name in both languages (a plain string is used for both). */
export type TestName = string | { en: string; fr: string };

export interface LocalizedText {
  en: string;
  fr: string;
}

export type Matcher =
  | 'toBe'
  | 'toEqual'
  | 'toBeCloseTo'
  | 'toBeGreaterThan'
  | 'toBeGreaterThanOrEqual'
  | 'toBeLessThan'
  | 'toBeLessThanOrEqual'
  | 'toBeTruthy'
  | 'toBeFalsy'
  | 'toContain'
  | 'toHaveLength'
  | 'toThrow';

export interface TestResult {
  /** Position in the test file (0-based): results are always listed in file order. */
  index: number;
  name: LocalizedText;
  status: 'pass' | 'fail';
  /** For a failed assertion: which matcher, what was expected, what was received (pretty-printed). */
  matcher?: Matcher;
  negated?: boolean;
  expected?: string;
  actual?: string;
  /** A one-line explanation in English (assertion text or the thrown error's `Name: message`). */
  message?: string;
  /** The line in the student's code where the failing error was thrown, when known. */
  line?: number;
  logs: string[];
  logsTruncated: boolean;
  durationMs: number;
}

export interface TestCase {
  name: LocalizedText;
  fn: () => unknown;
}

export interface Matchers {
  not: Matchers;
  toBe(expected: unknown): void;
  toEqual(expected: unknown): void;
  toBeCloseTo(expected: number, digits?: number): void;
  toBeGreaterThan(n: number): void;
  toBeGreaterThanOrEqual(n: number): void;
  toBeLessThan(n: number): void;
  toBeLessThanOrEqual(n: number): void;
  toBeTruthy(): void;
  toBeFalsy(): void;
  toContain(item: unknown): void;
  toHaveLength(n: number): void;
  /** Matches a thrown error by message substring, RegExp, or `{ name?, message? }` (names compared as strings). */
  toThrow(expected?: string | RegExp | { name?: string; message?: string | RegExp }): void;
}

export interface TestApi {
  test(name: TestName, fn: () => unknown): void;
  expect(actual: unknown): Matchers;
}

/** An exercise's tests: a function of the test API and of the student's module (its exports). */
export type ExerciseTests<M> = (api: TestApi, impl: M) => void;

export class AssertionError extends Error {
  constructor(
    message: string,
    readonly matcher: Matcher,
    readonly negated: boolean,
    readonly expected: string | undefined,
    readonly actual: string | undefined,
  ) {
    super(message);
    this.name = 'AssertionError';
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Pretty printing (expected vs actual) — never throws, handles cycles, getters that throw and huge values.

const MAX_PRINT = 400;

export function formatValue(value: unknown, maxLength = MAX_PRINT): string {
  let out: string;
  try {
    out = print(value, new Set(), 0);
  } catch {
    out = '[unprintable value]';
  }
  return out.length > maxLength ? `${out.slice(0, maxLength - 1)}…` : out;
}

function print(v: unknown, seen: Set<unknown>, depth: number): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
  if (typeof v === 'bigint') return `${v}n`;
  if (v === undefined || v === null || typeof v === 'boolean' || typeof v === 'symbol') return String(v);
  if (typeof v === 'function') return `[Function${v.name ? ` ${v.name}` : ''}]`;
  if (seen.has(v)) return '[Circular]';
  if (depth > 4) return Array.isArray(v) ? '[…]' : '{…}';
  seen.add(v);
  try {
    if (isError(v)) return `${errorName(v)}: ${errorMessage(v)}`;
    if (Array.isArray(v)) {
      const items = v.slice(0, 30).map((x) => print(x, seen, depth + 1));
      if (v.length > 30) items.push(`… ${v.length - 30} more`);
      return `[${items.join(', ')}]`;
    }
    if (isTypedArray(v)) return `${tagOf(v)}(${(v as ArrayLike<number>).length})`;
    if (tagOf(v) === 'Map') {
      const entries = [...(v as Map<unknown, unknown>).entries()].slice(0, 20);
      return `Map {${entries.map(([k, x]) => `${print(k, seen, depth + 1)} => ${print(x, seen, depth + 1)}`).join(', ')}}`;
    }
    if (tagOf(v) === 'Set') {
      return `Set {${[...(v as Set<unknown>)].slice(0, 20).map((x) => print(x, seen, depth + 1)).join(', ')}}`;
    }
    const ctor = constructorName(v);
    const keys = Object.keys(v as object);
    const parts = keys.slice(0, 20).map((k) => `${safeKey(k)}: ${print((v as Record<string, unknown>)[k], seen, depth + 1)}`);
    if (keys.length > 20) parts.push(`… ${keys.length - 20} more`);
    const prefix = ctor && ctor !== 'Object' ? `${ctor} ` : '';
    return `${prefix}{${parts.length ? ` ${parts.join(', ')} ` : ''}}`;
  } finally {
    seen.delete(v);
  }
}

function safeKey(k: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k);
}

function tagOf(v: object): string {
  return Object.prototype.toString.call(v).slice(8, -1);
}

function isTypedArray(v: object): boolean {
  return ArrayBuffer.isView(v) && !(tagOf(v) === 'DataView');
}

function constructorName(v: object): string | undefined {
  try {
    const proto = Object.getPrototypeOf(v) as { constructor?: { name?: unknown } } | null;
    const name = proto?.constructor?.name;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}

function isError(v: unknown): v is { name: unknown; message: unknown } {
  return typeof v === 'object' && v !== null && tagOf(v) === 'Error';
}

export function errorName(e: unknown): string {
  try {
    if (typeof e === 'object' && e !== null) {
      const n = (e as { name?: unknown }).name;
      if (typeof n === 'string' && n) return n;
    }
  } catch {
    /* a hostile getter */
  }
  return typeof e === 'object' && e !== null ? 'Error' : typeof e;
}

export function errorMessage(e: unknown): string {
  try {
    if (typeof e === 'object' && e !== null) {
      const m = (e as { message?: unknown }).message;
      if (typeof m === 'string') return m;
    }
    return String(e);
  } catch {
    return '[unprintable error]';
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Deep equality: plain values, arrays, plain objects and class instances by their own enumerable keys, Maps, Sets.

export function deepEqual(a: unknown, b: unknown, seen: Map<object, object> = new Map()): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (seen.get(a) === b) return true;
  seen.set(a, b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ta = tagOf(a);
  const tb = tagOf(b);
  if (ta !== tb) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], bb[i], seen)) return false;
    return true;
  }
  if (ta === 'Map') {
    const ma = a as Map<unknown, unknown>;
    const mb = b as Map<unknown, unknown>;
    if (ma.size !== mb.size) return false;
    for (const [k, v] of ma) if (!mb.has(k) || !deepEqual(v, mb.get(k), seen)) return false;
    return true;
  }
  if (ta === 'Set') {
    const sa = a as Set<unknown>;
    const sb = b as Set<unknown>;
    if (sa.size !== sb.size) return false;
    for (const v of sa) if (!sb.has(v)) return false;
    return true;
  }
  if (ta === 'Date') return (a as Date).getTime() === (b as Date).getTime();
  if (isTypedArray(a)) {
    const xa = a as unknown as ArrayLike<number>;
    const xb = b as unknown as ArrayLike<number>;
    if (xa.length !== xb.length) return false;
    for (let i = 0; i < xa.length; i++) if (!Object.is(xa[i], xb[i])) return false;
    return true;
  }
  // Keys whose value is undefined count as absent, as in most test frameworks' toEqual.
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], seen)) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// expect()

function fail(matcher: Matcher, negated: boolean, message: string, expected?: unknown, actual?: unknown, raw = false): never {
  throw new AssertionError(
    message,
    matcher,
    negated,
    expected === undefined && !raw ? undefined : raw ? String(expected) : formatValue(expected),
    raw ? String(actual) : formatValue(actual),
  );
}

function isNumber(x: unknown): x is number {
  return typeof x === 'number';
}

export function expect(actual: unknown): Matchers {
  return makeMatchers(actual, false);
}

function makeMatchers(actual: unknown, negated: boolean): Matchers {
  const check = (ok: boolean, matcher: Matcher, message: string, expected?: unknown, showExpected = true) => {
    if (ok === negated) {
      fail(matcher, negated, `${negated ? 'not ' : ''}${message}`, showExpected ? expected : undefined, actual);
    }
  };
  const numeric = (matcher: Matcher, n: number, cmp: (a: number, b: number) => boolean, text: string) => {
    const wanted = `${negated ? 'not ' : ''}${text} ${formatValue(n)}`;
    if (!isNumber(actual) || cmp(actual, n) === negated) {
      throw new AssertionError(`expected a number ${wanted}`, matcher, negated, wanted, formatValue(actual));
    }
  };
  const m: Matchers = {
    get not() {
      return makeMatchers(actual, !negated);
    },
    toBe(expected) {
      check(Object.is(actual, expected), 'toBe', 'expected values to be identical (Object.is)', expected);
    },
    toEqual(expected) {
      check(deepEqual(actual, expected), 'toEqual', 'expected values to be deeply equal', expected);
    },
    toBeCloseTo(expected, digits = 2) {
      if (!isNumber(actual)) fail('toBeCloseTo', negated, 'expected a number', expected, actual);
      const ok = Math.abs(expected - actual) < 10 ** -digits / 2;
      check(ok, 'toBeCloseTo', `expected a number within ${10 ** -digits / 2} of ${expected}`, expected);
    },
    toBeGreaterThan(n) {
      numeric('toBeGreaterThan', n, (a, b) => a > b, '>');
    },
    toBeGreaterThanOrEqual(n) {
      numeric('toBeGreaterThanOrEqual', n, (a, b) => a >= b, '>=');
    },
    toBeLessThan(n) {
      numeric('toBeLessThan', n, (a, b) => a < b, '<');
    },
    toBeLessThanOrEqual(n) {
      numeric('toBeLessThanOrEqual', n, (a, b) => a <= b, '<=');
    },
    toBeTruthy() {
      check(Boolean(actual), 'toBeTruthy', 'expected a truthy value', negated ? 'a falsy value' : 'a truthy value');
    },
    toBeFalsy() {
      check(!actual, 'toBeFalsy', 'expected a falsy value', negated ? 'a truthy value' : 'a falsy value');
    },
    toContain(item) {
      let ok = false;
      if (typeof actual === 'string') ok = typeof item === 'string' && actual.includes(item);
      else if (Array.isArray(actual)) ok = actual.some((x) => deepEqual(x, item));
      else fail('toContain', negated, 'expected an array or a string', `containing ${formatValue(item)}`, actual, false);
      check(ok, 'toContain', `expected to contain ${formatValue(item)}`, item);
    },
    toHaveLength(n) {
      const len =
        typeof actual === 'string' || Array.isArray(actual)
          ? actual.length
          : typeof actual === 'object' && actual !== null && typeof (actual as { length?: unknown }).length === 'number'
            ? (actual as { length: number }).length
            : undefined;
      if (len === undefined) fail('toHaveLength', negated, 'expected a value with a length', `length ${n}`, actual, false);
      if ((len === n) === negated) {
        throw new AssertionError(
          `expected ${negated ? 'a length other than' : 'length'} ${n}, got ${len}`,
          'toHaveLength',
          negated,
          `length ${n}`,
          `length ${len}: ${formatValue(actual)}`,
        );
      }
    },
    toThrow(expected) {
      if (typeof actual !== 'function') fail('toThrow', negated, 'expected a function to call', 'a function', actual);
      let threw = false;
      let error: unknown;
      try {
        (actual as () => unknown)();
      } catch (e) {
        threw = true;
        error = e;
      }
      const describe = () =>
        expected === undefined
          ? 'an error'
          : typeof expected === 'string'
            ? `an error whose message contains ${JSON.stringify(expected)}`
            : expected instanceof RegExp
              ? `an error whose message matches ${String(expected)}`
              : [expected.name && `a ${expected.name}`, expected.message !== undefined && `message ${typeof expected.message === 'string' ? `containing ${JSON.stringify(expected.message)}` : `matching ${String(expected.message)}`}`]
                  .filter(Boolean)
                  .join(' with ') || 'an error';
      const got = threw ? formatValue(error) : 'no error (the call returned normally)';
      const matches = threw && matchesError(error, expected);
      if (matches === negated) {
        throw new AssertionError(
          negated ? `expected no ${describe().replace(/^an? /, '')}` : `expected the call to throw ${describe()}`,
          'toThrow',
          negated,
          negated ? `not ${describe()}` : describe(),
          got,
        );
      }
    },
  };
  return m;
}

function matchesError(error: unknown, expected: Parameters<Matchers['toThrow']>[0]): boolean {
  if (expected === undefined) return true;
  const message = errorMessage(error);
  const textMatches = (m: string | RegExp) => (typeof m === 'string' ? message.includes(m) : m.test(message));
  if (typeof expected === 'string' || expected instanceof RegExp) return textMatches(expected);
  if (expected.name !== undefined && errorName(error) !== expected.name) return false;
  if (expected.message !== undefined && !textMatches(expected.message)) return false;
  return true;
}

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
  return { ...base, message: `${errorName(error)}: ${errorMessage(error)}`, ...(line !== undefined ? { line } : {}) };
}

export function summarize(results: readonly TestResult[]): { passed: number; failed: number } {
  const passed = results.filter((r) => r.status === 'pass').length;
  return { passed, failed: results.length - passed };
}
