/**
 * The lessons' kernels' memory snapshot (snapshotCache.ts): made in a worker of its own (kernel.worker.ts,
 * "make-snapshot": Pyodide loaded and standard modules imported in a private dict, no cell ever run), then ended.
 */
import type { FromWorker, ToWorker } from './protocol';
import { SnapshotCache } from './snapshotCache';

/** Makes the kernel's memory snapshot in a worker of its own (no cell ever runs in it), then ends it. */
export function makeKernelSnapshot(): Promise<ArrayBuffer> {
  const indexURL = new URL('pyodide/', document.baseURI).href;
  const worker = new Worker(new URL('./kernel.worker.ts', import.meta.url), {
    type: 'module',
    name: 'python-snapshot',
  });
  return new Promise<ArrayBuffer>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const m = event.data;
      if (m.type === 'snapshot') {
        const whole = m.bytes.byteOffset === 0 && m.bytes.byteLength === m.bytes.buffer.byteLength;
        resolve((whole ? m.bytes.buffer : m.bytes.slice().buffer) as ArrayBuffer);
      } else if (m.type === 'load-error') reject(new Error(m.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error(event.message || 'the snapshot worker failed'));
    };
    const message: ToWorker = { type: 'make-snapshot', indexURL };
    worker.postMessage(message);
  }).finally(() => worker.terminate());
}

/** The kernels' snapshot: one for every chapter's kernel (each still has its own worker and interpreter). */
export const kernelSnapshot = new SnapshotCache('kernel', makeKernelSnapshot);
