/**
 * A computation's worker behind one small protocol, as the cost lab's and the memory bench's clients drive it
 * (each has a main-thread twin with the same two methods where there is no Worker).
 */
export interface Backend<Request> {
  post(req: Request): void;
  terminate(): void;
}

/**
 * Starts the worker `start` makes (the caller writes `new Worker(new URL('./x.worker.ts', import.meta.url), …)`
 * itself: the bundler finds a worker by that expression), hands its answers to `onMessage`, and a crash's words to
 * `onCrash` (the error is handled here, not reported again by the page).
 */
export function workerBackend<Request, Response>(
  start: () => Worker,
  onMessage: (r: Response) => void,
  onCrash: (message: string) => void,
): Backend<Request> {
  const worker = start();
  worker.onmessage = (e: MessageEvent<Response>) => onMessage(e.data);
  worker.onerror = (e: ErrorEvent) => {
    e.preventDefault();
    onCrash(e.message || 'worker error');
  };
  return { post: (req) => worker.postMessage(req), terminate: () => worker.terminate() };
}
