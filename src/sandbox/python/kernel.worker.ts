/// <reference lib="webworker" />
/**
 * The Python kernel's worker: loads Pyodide from the site (`indexURL`, never another host), then runs cells one at
 * a time in one namespace. Output is forwarded in batches (at most every 50 ms while Python runs: a cell that prints
 * in a loop cannot flood the page) and capped per run.
 */
import { createCellRunner, textSink, type CellRunner, type PyodideLike } from './core';
import type { FromWorker, KernelModel, ToWorker } from './protocol';
import { installModelBridge, onModelReply, setBridgeLang } from './modelBridge';
import { downloadProgress } from '../../lib/downloadProgress';
import { capMemory, memoryMessage, SNAPSHOT_IMPORTS } from './memory';

declare const self: DedicatedWorkerGlobalScope;

const FLUSH_MS = 50;
/** Output kept per run (characters); beyond it the rest is dropped and the run says so. */
const OUTPUT_CAP = 1_000_000;

let runner: CellRunner | null = null;
/** The page's model connection for the current run (llm()/embed()), null when not connected. */
let model: KernelModel | null = null;
let loading: Promise<void> | null = null;

function post(message: FromWorker) {
  self.postMessage(message);
}

/** Wraps fetch so the download of Pyodide's files reports its progress (bytes received / total). */
function trackDownloads(files: { name: string; bytes: number }[]): (name: string) => void {
  const sizeOf = new Map(files.map((f) => [f.name, f.bytes]));
  const progress = downloadProgress(files, (p) => post({ type: 'progress', ...p }));
  const done = (name: string) => progress.received(name, sizeOf.get(name) ?? 0, true);
  const realFetch = self.fetch.bind(self);
  self.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await realFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const name = new URL(url, self.location.href).pathname.split('/').pop() ?? '';
    if (!sizeOf.has(name) || !response.body) return response;
    // The wasm is fetched by pyodide.asm.mjs, so that module has been imported by now.
    if (name === 'pyodide.asm.wasm') done('pyodide.asm.mjs');
    const reader = response.body.getReader();
    let count = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const chunk = await reader.read();
        if (chunk.done) {
          done(name);
          controller.close();
          return;
        }
        count += chunk.value.byteLength;
        progress.received(name, count);
        controller.enqueue(chunk.value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    });
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  return done;
}

interface PyodideModule {
  loadPyodide(options: {
    indexURL: string;
    createPyodideModule?: unknown;
    _loadSnapshot?: Uint8Array;
    _makeSnapshot?: boolean;
  }): Promise<
    PyodideLike & {
      version: string;
      setInterruptBuffer(buffer: Uint8Array): void;
      runPython(code: string): unknown;
      registerJsModule(name: string, module: object): void;
      makeMemorySnapshot(): Uint8Array;
    }
  >;
}

/** Pyodide's loader, with the memory cap (memory.ts): a cell that allocates without end gets a MemoryError. */
async function startPyodide(
  indexURL: string,
  extra: { _loadSnapshot?: Uint8Array; _makeSnapshot?: boolean },
) {
  const module = (await import(/* @vite-ignore */ `${indexURL}pyodide.mjs`)) as PyodideModule;
  const asm = (await import(/* @vite-ignore */ `${indexURL}pyodide.asm.mjs`)) as {
    default: (settings: never) => Promise<unknown>;
  };
  return module.loadPyodide({ indexURL, createPyodideModule: capMemory(asm.default), ...extra });
}

/** A snapshot of a fresh interpreter: only standard modules imported (in a private dict, not in __main__). */
async function makeSnapshot(message: Extract<ToWorker, { type: 'make-snapshot' }>) {
  const py = await startPyodide(message.indexURL, { _makeSnapshot: true });
  py.runPython(`exec(${JSON.stringify(SNAPSHOT_IMPORTS)}, {})`);
  const bytes = py.makeMemorySnapshot();
  self.postMessage({ type: 'snapshot', bytes } satisfies FromWorker, [bytes.buffer]);
}

async function load(message: Extract<ToWorker, { type: 'init' }>) {
  const done = trackDownloads(message.files);
  let py: Awaited<ReturnType<typeof startPyodide>> | null = null;
  let snapshot: 'restored' | 'none' | 'failed' = 'none';
  if (message.snapshot) {
    try {
      py = await startPyodide(message.indexURL, { _loadSnapshot: new Uint8Array(message.snapshot) });
      if (py.runPython('1 + 1') !== 2) throw new Error('the restored interpreter does not answer');
      snapshot = 'restored';
    } catch {
      py = null;
      snapshot = 'failed'; // the page deletes it and makes a new one
    }
  }
  py ??= await startPyodide(message.indexURL, {});
  done('pyodide.mjs');
  if (message.interruptBuffer) py.setInterruptBuffer(message.interruptBuffer);
  py.setStdout(textSink((text) => output('stdout', text)));
  py.setStderr(textSink((text) => output('stderr', text)));
  runner = createCellRunner(py);
  installModelBridge(py, () => model, post);
  const pythonVersion = String(py.runPython('import sys; sys.version.split()[0]'));
  post({ type: 'ready', pythonVersion, snapshot });
}

let runId = -1;
let pending: { stdout: string; stderr: string } = { stdout: '', stderr: '' };
let written = 0;
let truncated = false;
let lastFlush = 0;

function output(stream: 'stdout' | 'stderr', text: string) {
  if (runId < 0) return;
  if (written + text.length > OUTPUT_CAP) {
    text = text.slice(0, Math.max(0, OUTPUT_CAP - written));
    truncated = true;
  }
  written += text.length;
  pending[stream] += text;
  if (performance.now() - lastFlush >= FLUSH_MS) flush();
}

function flush() {
  lastFlush = performance.now();
  for (const stream of ['stdout', 'stderr'] as const) {
    if (pending[stream]) post({ type: stream, id: runId, text: pending[stream] });
  }
  pending = { stdout: '', stderr: '' };
}

async function run(message: Extract<ToWorker, { type: 'run' }>) {
  if (!runner) throw new Error('the kernel is not loaded');
  runId = message.id;
  model = message.model ?? null;
  setBridgeLang(message.lang ?? 'en');
  written = 0;
  truncated = false;
  lastFlush = performance.now();
  post({ type: 'started', id: message.id });
  const start = performance.now();
  const error = await runner.run(message.code, message.filename);
  // Python's MemoryError has no message: say it is the lab's cap (the kernel stays usable once the data is freed).
  if (error?.type === 'MemoryError' && !error.message) {
    error.message = memoryMessage();
    error.traceback = error.traceback.replace(/MemoryError\s*$/, `MemoryError: ${error.message}\n`);
  }
  const ms = performance.now() - start;
  flush();
  post({ type: 'done', id: message.id, error, ms, truncated });
  runId = -1;
}

// Runs arrive one at a time (the page queues them), but a run may arrive while Pyodide still loads.
let chain: Promise<void> = Promise.resolve();

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'make-snapshot') {
    makeSnapshot(message).catch((error: unknown) => {
      post({ type: 'load-error', message: error instanceof Error ? error.message : String(error) });
    });
    return;
  }
  // The page's answer to llm() (a model run in the page): delivered at once, while the cell waits for it.
  if (message.type === 'model-reply') {
    onModelReply(message);
    return;
  }
  if (message.type === 'init') {
    loading ??= load(message).catch((error: unknown) => {
      post({ type: 'load-error', message: error instanceof Error ? error.message : String(error) });
    });
    chain = loading;
    return;
  }
  chain = chain
    .then(() => run(message))
    .catch((error: unknown) => {
      const text = error instanceof Error ? error.message : String(error);
      post({
        type: 'done',
        id: message.id,
        error: { type: 'KernelError', message: text, traceback: text },
        ms: 0,
        truncated: false,
      });
      runId = -1;
    });
};
