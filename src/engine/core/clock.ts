/** An injected clock: milliseconds since the epoch. Chapter 3's engine never reads Date.now() itself. */
export type Clock = () => number;

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** A clock for tests and scripted demos: starts at `start` and moves only when told. */
export interface ManualClock {
  now: Clock;
  /** Moves the clock forward by `ms` (>= 0) and returns the new time. */
  advance(ms: number): number;
  /** Sets the clock to `t` (may not go back). */
  set(t: number): number;
}

export function manualClock(start = 0): ManualClock {
  if (!Number.isFinite(start)) throw new RangeError(`start must be a finite number (got ${String(start)})`);
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0)
        throw new RangeError(`ms must be a finite number >= 0 (got ${String(ms)})`);
      t += ms;
      return t;
    },
    set(next: number) {
      if (!Number.isFinite(next) || next < t)
        throw new RangeError(`time may only move forward (got ${String(next)}, now ${t})`);
      t = next;
      return t;
    },
  };
}

export function readClock(now: Clock | number): number {
  const t = typeof now === 'function' ? now() : now;
  if (typeof t !== 'number' || !Number.isFinite(t))
    throw new RangeError(`the clock must give a finite number (got ${String(t)})`);
  return t;
}
