/**
 * Input validation shared by the engine. Every numeric size or count goes through
 * `assertInt`, so bad input always fails with a RangeError that names the parameter
 * and the accepted range, e.g. `maxMessages must be an integer >= 1 (got 0)`.
 */

function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) {
    return String(value);
  }
  if (typeof value === 'bigint') return `${value}n`;
  return Object.prototype.toString.call(value);
}

/** Throws a RangeError unless `value` is an integer in `min..max` (max optional). Returns the value. */
export function assertInt(name: string, value: unknown, min: number, max?: number): number {
  const ok =
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= min &&
    (max === undefined || value <= max);
  if (!ok) {
    const range = max === undefined ? `>= ${min}` : `in ${min}..${max}`;
    throw new RangeError(`${name} must be an integer ${range} (got ${show(value)})`);
  }
  return value as number;
}

/** Throws a RangeError unless `value` is a finite number. Returns the value. */
export function assertFinite(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`${name} must be a finite number (got ${show(value)})`);
  }
  return value;
}

/** Throws a RangeError unless `value` is one of `allowed`. Returns the value. */
export function assertOneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    const list = allowed.map((a) => `'${a}'`).join(' | ');
    throw new RangeError(`${name} must be one of ${list} (got ${show(value)})`);
  }
  return value as T;
}

/** Throws a TypeError unless `value` is a string. Returns the value. */
export function assertString(name: string, value: unknown): string {
  if (typeof value !== 'string') {
    throw new TypeError(`${name} must be a string (got ${show(value)})`);
  }
  return value;
}

/**
 * Cut `text` to at most `n` UTF-16 code units without splitting a surrogate pair
 * (if the cut would fall inside a pair, the pair is dropped). Lengths in the engine are JS
 * string lengths (UTF-16 code units); they equal Python's len() for text in the BMP, which
 * covers every accented Latin letter of the lessons.
 */
export function cutText(text: string, n: number): string {
  if (n <= 0) return '';
  if (text.length <= n) return text;
  const last = text.charCodeAt(n - 1);
  if (last >= 0xd800 && last <= 0xdbff) return text.slice(0, n - 1);
  return text.slice(0, n);
}
