/**
 * Page side of the exercise sandbox. Student code never runs in the page: it runs in a worker started by an iframe
 * with `sandbox="allow-scripts"` (an opaque origin: no localStorage, IndexedDB or cookies of the lab, no access to the
 * page's DOM) whose content security policy forbids every request. The page talks to it with postMessage and a
 * per-run nonce, and on timeout removes the iframe, which kills the worker even in `while (true) {}`.
 */
import workerSource from 'virtual:aml-sandbox-worker';
import type { RunOutcome } from './submission';

export const DEFAULT_TIMEOUT_MS = 3000;
const STARTUP_TIMEOUT_MS = 15_000;

export interface SandboxRunnerOptions {
  timeoutMs?: number;
  /** URL of the sandbox document (public/sandbox.html). */
  sandboxUrl?: string;
  /** Where the hidden iframe is attached (document.body by default). */
  container?: HTMLElement;
}

type Pending = {
  nonce: string;
  resolve: (outcome: RunOutcome) => void;
  timer: ReturnType<typeof setTimeout>;
};

function nonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export class SandboxRunner {
  private frame: HTMLIFrameElement | null = null;
  private ready: Promise<void> | null = null;
  private pending: Pending | null = null;
  private listening = false;
  private readonly timeoutMs: number;
  private readonly sandboxUrl: string;
  private readonly container: HTMLElement | undefined;
  private readonly onMessage = (event: MessageEvent) => this.handleMessage(event);
  private readyWaiter: { resolve: () => void; reject: (e: Error) => void } | null = null;

  constructor(options: SandboxRunnerOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.sandboxUrl =
      options.sandboxUrl ?? new URL(`${import.meta.env.BASE_URL}sandbox.html`, document.baseURI).href;
    this.container = options.container;
  }

  /** Starts the sandbox ahead of the first run (so the first "Run tests" is as fast as the others). */
  warmUp(): Promise<void> {
    return this.ensureReady().catch(() => undefined);
  }

  get running(): boolean {
    return this.pending !== null;
  }

  async run(slug: string, source: string): Promise<RunOutcome> {
    this.stop();
    try {
      await this.ensureReady();
    } catch (e) {
      this.destroyFrame();
      return { kind: 'sandbox-error', message: e instanceof Error ? e.message : String(e) };
    }
    const frame = this.frame;
    if (!frame?.contentWindow) return { kind: 'sandbox-error', message: 'the sandbox is not available' };
    const id = nonce();
    return new Promise<RunOutcome>((resolve) => {
      const timer = setTimeout(() => {
        if (this.pending?.nonce !== id) return;
        this.pending = null;
        // Removing the iframe terminates its worker, whatever it is doing; a fresh one is prepared at once.
        this.destroyFrame();
        void this.warmUp();
        resolve({ kind: 'timeout', timeoutMs: this.timeoutMs });
      }, this.timeoutMs);
      this.pending = { nonce: id, resolve, timer };
      frame.contentWindow?.postMessage({ type: 'run', nonce: id, slug, source }, '*');
    });
  }

  /** Stops a run in progress (the "Stop" button): same as a timeout, reported as stopped. */
  stop(): void {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    clearTimeout(p.timer);
    this.destroyFrame();
    p.resolve({ kind: 'sandbox-error', message: 'stopped' });
    void this.warmUp();
  }

  /** Removes the iframe and the listener; a later run starts a new sandbox. */
  dispose(): void {
    const p = this.pending;
    this.pending = null;
    if (p) clearTimeout(p.timer);
    this.destroyFrame();
    p?.resolve({ kind: 'sandbox-error', message: 'stopped' });
    if (this.listening) window.removeEventListener('message', this.onMessage);
    this.listening = false;
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
    frame.title = 'Exercise sandbox';
    frame.className = 'exercise-sandbox-frame';
    frame.hidden = true;
    this.frame = frame;
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the sandbox did not start')), STARTUP_TIMEOUT_MS);
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
    ready.catch(() => {
      if (this.ready === ready) this.ready = null;
    });
    // The document is fetched by the page and given as srcdoc: an opaque-origin frame's own navigation never goes
    // through the lab's service worker, so `src` would fail offline. Its CSP (a meta tag) travels with it.
    const attach = () => {
      if (this.frame === frame) (this.container ?? document.body).appendChild(frame);
    };
    fetch(this.sandboxUrl)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
      .then(
        (html) => {
          frame.srcdoc = html;
        },
        () => {
          frame.src = this.sandboxUrl;
        },
      )
      .finally(attach);
    return ready;
  }

  private destroyFrame(): void {
    this.frame?.remove();
    this.frame = null;
    this.ready = null;
    this.readyWaiter?.reject(new Error('the sandbox was reset'));
    this.readyWaiter = null;
  }

  private handleMessage(event: MessageEvent): void {
    const frame = this.frame;
    if (!frame || event.source !== frame.contentWindow) return; // only our own iframe's messages count
    const data = event.data as {
      type?: unknown;
      nonce?: unknown;
      outcome?: unknown;
      message?: unknown;
    } | null;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'boot') {
      frame.contentWindow?.postMessage({ type: 'init', source: workerSource }, '*');
    } else if (data.type === 'ready') {
      this.readyWaiter?.resolve();
      this.readyWaiter = null;
    } else if (data.type === 'sandbox-error') {
      const message = typeof data.message === 'string' ? data.message : 'the sandbox failed';
      this.readyWaiter?.reject(new Error(message));
      this.readyWaiter = null;
      const p = this.pending;
      if (p) {
        this.pending = null;
        clearTimeout(p.timer);
        this.destroyFrame();
        p.resolve({ kind: 'sandbox-error', message });
      }
    } else if (data.type === 'outcome') {
      const p = this.pending;
      if (!p || data.nonce !== p.nonce) return;
      this.pending = null;
      clearTimeout(p.timer);
      p.resolve(data.outcome as RunOutcome);
    }
  }
}
