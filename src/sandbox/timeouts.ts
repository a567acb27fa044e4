/**
 * How long a run of a student's tests may take in the page before it is stopped (a loop that never ends). Plain
 * constants, apart from the runners, so that chapter 1's lesson quotes them (src/content/facts/chapter1.ts).
 */
export const TS_RUN_TIMEOUT_MS = 3000;
export const PYTHON_RUN_TIMEOUT_MS = 10_000;
