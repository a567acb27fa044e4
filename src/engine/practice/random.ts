/**
 * The questions' randomness: a seeded PRNG (mulberry32), so the same seed gives the same question everywhere. The
 * kind's id is mixed into the seed, so seed 7 of two kinds are unrelated scenes. No Math.random here.
 */
import { fnv1a, mulberry32 } from '../core/random';
import { assertInt } from '../core/validate';

/** Largest seed accepted (seeds are meant to be small integers a teacher can read out). */
export const MAX_SEED = 2 ** 31 - 1;

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in min..max (both included). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** `n` distinct items of the list, in random order. */
  sample<T>(items: readonly T[], n: number): T[];
}

/** The PRNG of one question: mulberry32 seeded with the seed mixed with the kind. */
export function rngFor(kind: string, seed: number): Rng {
  assertInt('seed', seed, 0, MAX_SEED);
  // The kind's FNV-1a is mixed into the seed, so seed 7 of two kinds are unrelated scenes.
  const next = mulberry32(seed ^ fnv1a(kind));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    shuffle,
    sample: <T>(items: readonly T[], n: number): T[] => shuffle(items).slice(0, n),
  };
}

/**
 * A fresh small seed (1..9999) for "Another one", from a random source the caller gives (the view passes
 * Math.random; tests pass their own). Different from `previous` when given.
 */
export function nextSeed(random: () => number, previous?: number): number {
  const s = 1 + Math.min(9998, Math.max(0, Math.floor(random() * 9999)));
  return s === previous ? (s % 9999) + 1 : s;
}
