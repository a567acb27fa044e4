/**
 * A tiny test kit shared by the browser sandbox, the Node grader and CI, so a student sees exactly the verdicts a
 * teacher's grading run gives. No DOM, no Node API: it runs in a worker, in a child process and under vitest.
 *
 * Assertions are cross-realm safe (the grader runs the student's code in a separate VM realm): deep equality never
 * compares prototypes and `toThrow` matches errors by name, not with `instanceof`.
 */
export * from './types';
export * from './print';
export * from './deepEqual';
export * from './expect';
export * from './run';
export * from './reachable';
