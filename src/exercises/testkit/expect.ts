import { deepEqual } from './deepEqual';
import { errorMessage, errorName, formatValue } from './print';
import { AssertionError, type Matcher, type Matchers } from './types';

// ---------------------------------------------------------------------------------------------------------------
// expect()

function fail(
  matcher: Matcher,
  negated: boolean,
  message: string,
  expected?: unknown,
  actual?: unknown,
  raw = false,
): never {
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
      fail(
        matcher,
        negated,
        `${negated ? 'not ' : ''}${message}`,
        showExpected ? expected : undefined,
        actual,
      );
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
      check(
        Boolean(actual),
        'toBeTruthy',
        'expected a truthy value',
        negated ? 'a falsy value' : 'a truthy value',
      );
    },
    toBeFalsy() {
      check(!actual, 'toBeFalsy', 'expected a falsy value', negated ? 'a truthy value' : 'a falsy value');
    },
    toContain(item) {
      let ok = false;
      if (typeof actual === 'string') ok = typeof item === 'string' && actual.includes(item);
      else if (Array.isArray(actual)) ok = actual.some((x) => deepEqual(x, item));
      else
        fail(
          'toContain',
          negated,
          'expected an array or a string',
          `containing ${formatValue(item)}`,
          actual,
          false,
        );
      check(ok, 'toContain', `expected to contain ${formatValue(item)}`, item);
    },
    toHaveLength(n) {
      const len =
        typeof actual === 'string' || Array.isArray(actual)
          ? actual.length
          : typeof actual === 'object' &&
              actual !== null &&
              typeof (actual as { length?: unknown }).length === 'number'
            ? (actual as { length: number }).length
            : undefined;
      if (len === undefined)
        fail('toHaveLength', negated, 'expected a value with a length', `length ${n}`, actual, false);
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
      if (typeof actual !== 'function')
        fail('toThrow', negated, 'expected a function to call', 'a function', actual);
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
              : [
                  expected.name && `a ${expected.name}`,
                  expected.message !== undefined &&
                    `message ${typeof expected.message === 'string' ? `containing ${JSON.stringify(expected.message)}` : `matching ${String(expected.message)}`}`,
                ]
                  .filter(Boolean)
                  .join(' with ') || 'an error';
      const got = threw ? formatValue(error) : 'no error (the call returned normally)';
      const matches = threw && matchesError(error, expected);
      if (matches === negated) {
        throw new AssertionError(
          negated
            ? `expected no ${describe().replace(/^an? /, '')}`
            : `expected the call to throw ${describe()}`,
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
