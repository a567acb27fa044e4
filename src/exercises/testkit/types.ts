// The test kit's data: test names in both languages, results, matchers and the API an exercise's tests receive.
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
