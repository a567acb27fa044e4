/**
 * The detector's time bound on hostile inputs (detector.test.ts), kept apart so that chapter 2's lessons quote the
 * same figures: test/content/measured.test.ts checks the measured facts `chapter2.detector.hostile.*` and
 * `chapter2.detector.growth.*` against these constants.
 *
 * The bound tells linear from super-linear, not fast from slow (speed is `npm run bench`'s): a linear scan of
 * 100,000 characters costs a few ms, a backtracking or quadratic one costs seconds (10^10 steps). 500 ms of CPU
 * leaves two orders of magnitude for a loaded machine (52 ms was seen under a 50 ms bound at load 18) and still
 * fails any scanner that goes quadratic.
 */

export const HOSTILE_LENGTH = 100_000;
export const HOSTILE_CPU_BOUND_MS = 500;

const rep = (s: string): string => s.repeat(Math.ceil(HOSTILE_LENGTH / s.length)).slice(0, HOSTILE_LENGTH);

/** Inputs shaped to hurt each scanner, `HOSTILE_LENGTH` characters each. */
export const HOSTILE_INPUTS: Readonly<Record<string, string>> = {
  digits: rep('0123456789'),
  'digit groups': rep('1 '),
  'phone-like pairs': rep('06 '),
  'plus groups': rep('+1 '),
  'at signs': rep('@'),
  'at and dots': rep('a@b.'),
  dots: rep('.'),
  spaces: rep(' '),
  base64: rep('QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0NTY3ODkr/'),
  'iban heads': rep('FR76 0000 '),
  'password assignments': rep('password='),
  'pem halves': rep('PRIVATE KEY-----'),
  'seed words': rep('abandon '),
  mixed: rep('a1@. -+(0)=:"\'\n'),
};

/** Growth: `factor` times the sample must take less than `bound` times its time (linear: about `factor`). */
export const GROWTH = {
  sample: rep('06 12 34 a@b.c password=x FR76 ').slice(0, 25_000),
  factor: 4,
  bound: 10,
} as const;
