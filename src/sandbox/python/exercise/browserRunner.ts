/**
 * Page side of the Python exercise sandbox. The student's Python runs in Pyodide in a worker started by an iframe
 * with `sandbox="allow-scripts"` (an opaque origin: no storage, cookies or DOM of the lab) whose content security
 * policy forbids every request (public/python-sandbox.html). That worker cannot fetch Pyodide itself: the page
 * reads Pyodide's files from the lab's own `pyodide/` and hands them over as bytes. The harness answers with plain
 * data; the score is counted here (run.ts checkResult), with a per-run nonce. Stop and the time limit remove the
 * iframe, which ends the worker whatever it is doing; a fresh one is prepared at once. It never shares anything with
 * the lessons' Python kernels.
 */
import harness from './harness.py?raw';
import lab from './aml_lab.py?raw';
import testkit from './aml_testkit.py?raw';
import { files as pyodideFiles } from 'virtual:aml-pyodide-files';
import { checkResult } from './run';
import type { PythonExerciseResult } from './types';

export const PYTHON_TIMEOUT_MS = 10_000;
/** Pyodide's start in the sandbox: CPU-bound (seconds on a quiet machine, minutes on a saturated one); Stop ends it. */
const STARTUP_TIMEOUT_MS = 300_000;

export type PythonRunOutcome =
  | { kind: 'done'; result: PythonExerciseResult; stdout: string; ms: number }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'stopped' }
  | { kind: 'sandbox-error'; message: string };

export type PythonSandboxStatus = 'idle' | 'loading' | 'ready';

interface Pending {
  nonce: string;
  resolve: (outcome: PythonRunOutcome) => void;
  timer: ReturnType<typeof setTimeout> | null;
}

function nonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let filesPromise: Promise<Record<string, ArrayBuffer>> | null = null;

/** Pyodide's files from the lab's own origin (the service worker and the HTTP cache keep them), once per page. */
function loadPyodideFiles(): Promise<Record<string, ArrayBuffer>> {
  filesPromise ??= Promise.all(
    pyodideFiles.map(async ({ name }) => {
      const response = await fetch(new URL(`pyodide/${name}`, document.baseURI).href);
      if (!response.ok) throw new Error(`pyodide/${name}: HTTP ${response.status}`);
      return [name, await response.arrayBuffer()] as const;
    }),
  ).then(
    (entries) => Object.fromEntries(entries),
    (error: unknown) => {
      filesPromise = null;
      throw error;
    },
  );
  return filesPromise;
}

export class PythonSandboxRunner {
  private frame: HTMLIFrameElement | null = null;
  private ready: Promise<void> | null = null;
  private readyWaiter: { resolve: () => void; reject: (e: Error) => void } | null = null;
  private pending: Pending | null = null;
  private listening = false;
  private listeners = new Set<() => void>();
  private status: PythonSandboxStatus = 'idle';
  private readonly onMessage = (event: MessageEvent) => this.handleMessage(event);
  readonly timeoutMs: number;
  private readonly sandboxUrl: string;

  constructor(options: { timeoutMs?: number; sandboxUrl?: string } = {}) {
    this.timeoutMs = options.timeoutMs ?? PYTHON_TIMEOUT_MS;
    this.sandboxUrl =
      options.sandboxUrl ?? new URL(`${import.meta.env.BASE_URL}python-sandbox.html`, document.baseURI).href;
  }

  get running(): boolean {
    return this.pending !== null;
  }

  getStatus = (): PythonSandboxStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setStatus(status: PythonSandboxStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const l of [...this.listeners]) l();
  }

  /** Starts Pyodide in the sandbox ahead of a run (the time limit never counts the start). */
  warmUp(): Promise<void> {
    return this.ensureReady().catch(() => undefined);
  }

  async run(student: string, tests: string, filename = 'exercise.py'): Promise<PythonRunOutcome> {
    this.stop();
    const id = nonce();
    const outcome = new Promise<PythonRunOutcome>((resolve) => {
      this.pending = { nonce: id, resolve, timer: null };
    });
    try {
      await this.ensureReady();
    } catch (e) {
      this.finish(id, { kind: 'sandbox-error', message: e instanceof Error ? e.message : String(e) });
      return outcome;
    }
    const p = this.pending;
    if (!p || p.nonce !== id) return outcome; // stopped while Pyodide was starting
    p.timer = setTimeout(() => {
      if (this.pending?.nonce !== id) return;
      this.destroyFrame();
      this.finish(id, { kind: 'timeout', timeoutMs: this.timeoutMs });
      void this.warmUp();
    }, this.timeoutMs);
    this.frame?.contentWindow?.postMessage({ type: 'run', nonce: id, student, tests, filename }, '*');
    return outcome;
  }

  /** The Stop button: ends the worker (a loop included) and prepares a fresh one. */
  stop(): void {
    const p = this.pending;
    if (!p) return;
    this.destroyFrame();
    this.finish(p.nonce, { kind: 'stopped' });
    void this.warmUp();
  }

  dispose(): void {
    const p = this.pending;
    this.destroyFrame();
    if (p) this.finish(p.nonce, { kind: 'stopped' });
    if (this.listening) window.removeEventListener('message', this.onMessage);
    this.listening = false;
  }

  private finish(id: string, outcome: PythonRunOutcome) {
    const p = this.pending;
    if (!p || p.nonce !== id) return;
    this.pending = null;
    if (p.timer) clearTimeout(p.timer);
    p.resolve(outcome);
  }

  private ensureReady(): Promise<void> {
    if (this.ready) return this.ready;
    if (!this.listening) {
      window.addEventListener('message', this.onMessage);
      this.listening = true;
    }
    const frame = document.createElement('iframe');
    // allow-scripts only: no allow-same-origin (opaque origin), no forms, popups, top navigation or downloads.
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.setAttribute('aria-hidden', 'true');
    frame.setAttribute('tabindex', '-1');
    frame.title = 'Python exercise sandbox';
    frame.className = 'exercise-sandbox-frame';
    frame.hidden = true;
    this.frame = frame;
    this.setStatus('loading');
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the Python sandbox did not start')),
        STARTUP_TIMEOUT_MS,
      );
      this.readyWaiter = {
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      };
    });
    this.ready = ready;
    ready.then(
      () => {
        if (this.ready === ready) this.setStatus('ready');
      },
      () => {
        if (this.ready === ready) {
          this.ready = null;
          this.setStatus('idle');
        }
      },
    );
    // Fetched by the page and given as srcdoc (an opaque-origin frame's own navigation would miss the service
    // worker offline); its CSP (a meta tag) travels with it.
    fetch(this.sandboxUrl)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`python-sandbox.html: HTTP ${r.status}`))))
      .then((html) => {
        if (this.frame !== frame) return;
        frame.srcdoc = html;
        document.body.appendChild(frame);
      })
      .catch((e: unknown) => this.readyWaiter?.reject(e instanceof Error ? e : new Error(String(e))));
    return ready;
  }

  private destroyFrame(): void {
    this.frame?.remove();
    this.frame = null;
    this.ready = null;
    this.readyWaiter?.reject(new Error('the Python sandbox was reset'));
    this.readyWaiter = null;
    this.setStatus('idle');
  }

  private handleMessage(event: MessageEvent): void {
    const frame = this.frame;
    if (!frame || event.source !== frame.contentWindow) return; // only our own iframe's messages count
    const data = event.data as Record<string, unknown> | null;
    if (!data || typeof data !== 'object') return;
    if (data['type'] === 'boot' && frame.dataset['booted'] !== '1') {
      frame.dataset['booted'] = '1';
      loadPyodideFiles().then(
        (files) => frame.contentWindow?.postMessage({ type: 'init', files, harness, lab, testkit }, '*'),
        (e: unknown) => this.readyWaiter?.reject(e instanceof Error ? e : new Error(String(e))),
      );
    } else if (data['type'] === 'ready') {
      this.readyWaiter?.resolve();
      this.readyWaiter = null;
    } else if (data['type'] === 'sandbox-error') {
      const message = typeof data['message'] === 'string' ? data['message'] : 'the Python sandbox failed';
      this.readyWaiter?.reject(new Error(message));
      this.readyWaiter = null;
      const p = this.pending;
      if (p && p.timer) {
        this.destroyFrame();
        this.finish(p.nonce, { kind: 'sandbox-error', message });
      }
    } else if (data['type'] === 'result') {
      const p = this.pending;
      if (!p || data['nonce'] !== p.nonce) return;
      const stdout = typeof data['stdout'] === 'string' ? data['stdout'] : '';
      const ms = typeof data['ms'] === 'number' ? data['ms'] : 0;
      if (typeof data['error'] === 'string') {
        // The harness itself failed (an ended interpreter, say): every test fails, and a fresh sandbox is due.
        this.destroyFrame();
        this.finish(p.nonce, { kind: 'sandbox-error', message: data['error'] });
        void this.warmUp();
        return;
      }
      this.finish(p.nonce, { kind: 'done', result: checkResult(data['data'], p.nonce), stdout, ms });
    }
  }
}
