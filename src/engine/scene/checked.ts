/**
 * Validation results shared by every scene: a value, or the problem (field and detail) that refused it.
 * Validators never throw on bad data; `fail` inside `checked` is the throwing style, turned back into a refusal.
 */

/** Why a configuration, an operation or a link was refused: the field (path) and what is wrong with it. */
export interface Problem {
  field: string;
  detail: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: Problem };

export const accept = <T>(value: T): Checked<T> => ({ ok: true, value });
export const refuse = <T = never>(field: string, detail: string): Checked<T> => ({
  ok: false,
  problem: { field, detail },
});

/** The problem a throwing validator raised with `fail`; `checked` turns it back into a refusal. */
export class Invalid extends Error {
  constructor(readonly problem: Problem) {
    super(`${problem.field}: ${problem.detail}`);
  }
}

/** Refuses the value being validated (inside `checked`): the field (path) and what is wrong with it. */
export function fail(field: string, detail: string): never {
  throw new Invalid({ field, detail });
}

/** Runs a throwing validator; returns the value or the problem (never throws on bad data). */
export function checked<T>(fn: () => T): Checked<T> {
  try {
    return { ok: true, value: fn() };
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, problem: e.problem };
    return { ok: false, problem: { field: 'scene', detail: e instanceof Error ? e.message : String(e) } };
  }
}

/** A plain object (not null, not an array): what a configuration or an operation must be before its fields are read. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A whole number from `min` to `max`, or a refusal naming the field (inside `checked`). */
export function wholeNumber(field: string, v: unknown, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    fail(field, `must be a whole number from ${min} to ${max}`);
  return v;
}

/** A finite number within a field's limits (`min` to `max`), or a refusal naming the field (inside `checked`). */
export function numberIn(field: string, v: unknown, { min, max }: { min: number; max: number }): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max)
    fail(field, `must be a number from ${min} to ${max}`);
  return v;
}

/** One of the strings of a list, or a refusal naming the field and the list (inside `checked`). */
export function oneOf<T extends string>(field: string, v: unknown, allowed: readonly T[]): T {
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v))
    fail(field, `must be one of ${allowed.join(', ')}`);
  return v as T;
}

/** A string of at most `max` characters, or a refusal naming the field (inside `checked`). */
export function boundedText(field: string, v: unknown, max: number): string {
  if (typeof v !== 'string') fail(field, 'must be a string');
  if (v.length > max) fail(field, `must be at most ${max} characters`);
  return v;
}

/** A scene configuration's validator: `parse` reads the fields of a plain object and refuses with `fail`. */
export function checkedConfig<T>(raw: unknown, parse: (r: Record<string, unknown>) => T): Checked<T> {
  return checked(() => {
    if (!isRecord(raw)) fail('config', 'must be an object');
    return parse(raw);
  });
}

/**
 * The validator of a scene's operation number `at`: `parse` reads the fields of a plain object and refuses with
 * `fail`, naming a field with `field('text')` (`ops[3].text`).
 */
export function checkedOp<T>(
  raw: unknown,
  at: number,
  parse: (r: Record<string, unknown>, field: (name: string) => string) => T,
): Checked<T> {
  return checked(() => {
    if (!isRecord(raw)) fail(`ops[${at}]`, 'must be an object');
    return parse(raw, (name) => `ops[${at}].${name}`);
  });
}
