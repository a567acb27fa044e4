/**
 * A request's time limit joined to its caller's signal, as every model request has one (a server's, the page
 * model's): one AbortController that fires at `timeoutMs` or when the caller aborts, and
 * the error that says which of the two it was.
 */
import { ModelError, type ModelErrorDetail } from './types';

export interface TimeLimit {
  /** Aborted at the time limit or by the caller's signal. */
  signal: AbortSignal;
  /** Ends the time limit and detaches from the caller's signal. */
  done: () => void;
  /** The ModelError of an abort: 'timeout' when the limit fired, else 'cancelled' with `cancelledWords`. */
  abortError: (detail: ModelErrorDetail, cancelledWords: string) => ModelError;
}

export function startTimeLimit(timeoutMs: number, callerSignal: AbortSignal | undefined): TimeLimit {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
    abortError: (detail, cancelledWords) =>
      timedOut
        ? new ModelError('timeout', `No complete answer within ${timeoutMs} ms`, detail)
        : new ModelError('cancelled', cancelledWords, detail),
  };
}
