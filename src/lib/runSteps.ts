/**
 * Runs a generator of steps to its end and gives its result: the memory bench's steps in the page's worker and in
 * `npm run bench:memory`. `onStep` sees each step; one that may stop the run (the page's cancel button) returns
 * false to stop it, and the result is then null. A promise it returns is awaited before the next step (the worker
 * hands control back so a cancel message can arrive).
 */
export function runSteps<S, R>(
  steps: Iterator<S, R>,
  onStep: (step: S) => boolean | Promise<boolean>,
): Promise<R | null>;
export function runSteps<S, R>(steps: Iterator<S, R>, onStep: (step: S) => void): Promise<R>;
export async function runSteps<S, R>(
  steps: Iterator<S, R>,
  onStep: (step: S) => boolean | void | Promise<boolean>,
): Promise<R | null> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    const go = onStep(step.value);
    if ((go instanceof Promise ? await go : go) === false) return null;
  }
}
