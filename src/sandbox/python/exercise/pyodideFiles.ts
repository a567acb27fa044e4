/**
 * What the page hands the Python exercise sandbox: Pyodide's files, read from the lab's own `pyodide/` (the service
 * worker and the HTTP cache keep them), and this build's memory snapshot of a fresh interpreter, made in a sandbox of
 * its own (public/python-sandbox.html, "make-snapshot": Pyodide loaded and standard modules imported, nothing else).
 */
import { files as pyodideFiles } from 'virtual:aml-pyodide-files';
import { createSandboxFrame, removeSandboxFrame } from '../../frameRunner';
import { PYTHON_MEMORY_CAP_BYTES, SNAPSHOT_IMPORTS } from '../memory';
import { SnapshotCache } from '../snapshotCache';

let filesPromise: Promise<Record<string, ArrayBuffer>> | null = null;
/** The last read of the files, settled or not: the next read starts once it has ended. */
let lastRead: Promise<unknown> = Promise.resolve();

function readFiles(): Promise<Record<string, ArrayBuffer>> {
  return Promise.all(
    pyodideFiles.map(async ({ name }) => {
      const response = await fetch(new URL(`pyodide/${name}`, document.baseURI).href);
      if (!response.ok) throw new Error(`pyodide/${name}: HTTP ${response.status}`);
      return [name, await response.arrayBuffer()] as const;
    }),
  ).then((entries) => Object.fromEntries(entries));
}

/**
 * Pyodide's files from the lab's own origin, once per page. Reads never overlap: two downloads of one URL at once
 * make Chromium fail one of them (`net::ERR_CACHE_WRITE_FAILURE`, seen in a fresh private context when a sandbox
 * replaced after a memory bomb read the files while the snapshot maker still read them), and after the first has
 * ended the second is served by the HTTP cache.
 */
export function loadPyodideFiles(): Promise<Record<string, ArrayBuffer>> {
  if (filesPromise) return filesPromise;
  const read = lastRead.then(readFiles, readFiles);
  lastRead = read.catch(() => undefined);
  const files: Promise<Record<string, ArrayBuffer>> = read.catch((error: unknown) => {
    if (filesPromise === files) filesPromise = null; // the next caller reads again
    throw error;
  });
  filesPromise = files;
  return files;
}

/**
 * The files for one sandbox, which it is handed (transferred, not copied): the page keeps no reference, and the
 * next caller reads them again (from the service worker or the HTTP cache).
 */
export function takePyodideFiles(): Promise<Record<string, ArrayBuffer>> {
  const files = loadPyodideFiles();
  filesPromise = null;
  return files;
}

/** What a message hands over: every buffer once. */
export function transferList(
  ...buffers: (ArrayBuffer | Record<string, ArrayBuffer> | null)[]
): ArrayBuffer[] {
  const list = new Set<ArrayBuffer>();
  for (const b of buffers) {
    if (b instanceof ArrayBuffer) list.add(b);
    else if (b) for (const v of Object.values(b)) list.add(v);
  }
  return [...list];
}

/** Making a snapshot: CPU-bound like a start (seconds on a quiet machine, minutes on a saturated one). */
const MAKE_TIMEOUT_MS = 300_000;

/** Makes a snapshot in a sandbox of its own (never the one that runs student code) and removes it. */
export function makeExerciseSnapshot(sandboxUrl: string): Promise<ArrayBuffer> {
  return new Promise<ArrayBuffer>((resolve, reject) => {
    let frame: HTMLIFrameElement | null = null;
    const end = (error: Error | null, bytes?: ArrayBuffer) => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      removeSandboxFrame(frame);
      frame = null;
      if (error) reject(error);
      else if (bytes) resolve(bytes);
    };
    const timer = setTimeout(() => end(new Error('the snapshot was not made in time')), MAKE_TIMEOUT_MS);
    const onMessage = (event: MessageEvent) => {
      if (!frame || event.source !== frame.contentWindow) return;
      const data = event.data as Record<string, unknown> | null;
      if (!data || typeof data !== 'object') return;
      if (data['type'] === 'boot') {
        takePyodideFiles().then(
          (files) =>
            frame?.contentWindow?.postMessage(
              { type: 'make-snapshot', files, imports: SNAPSHOT_IMPORTS, memoryCap: PYTHON_MEMORY_CAP_BYTES },
              '*',
              transferList(files),
            ),
          (e: unknown) => end(e instanceof Error ? e : new Error(String(e))),
        );
      } else if (data['type'] === 'snapshot' && data['bytes'] instanceof Uint8Array) {
        const bytes = data['bytes'];
        const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
        end(null, (whole ? bytes.buffer : bytes.slice().buffer) as ArrayBuffer);
      } else if (data['type'] === 'sandbox-error') {
        end(new Error(typeof data['message'] === 'string' ? data['message'] : 'the snapshot failed'));
      }
    };
    window.addEventListener('message', onMessage);
    frame = createSandboxFrame(
      { url: sandboxUrl, title: 'Python snapshot maker', startupTimeoutMs: MAKE_TIMEOUT_MS },
      (e) => end(e),
    );
  });
}

/** The exercise sandbox's snapshot (one per page, whichever exercise page starts it). */
export const exerciseSnapshot: SnapshotCache & { sandboxUrl: string } = Object.assign(
  new SnapshotCache('exercise', () => makeExerciseSnapshot(exerciseSnapshot.sandboxUrl)),
  { sandboxUrl: '' },
);
