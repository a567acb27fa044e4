/**
 * The sandboxed-iframe lifecycle shared by the TypeScript exercise sandbox (browserRunner.ts) and the Python one
 * (python/exercise/browserRunner.ts): a hidden iframe with `sandbox="allow-scripts"` (an opaque origin: no storage,
 * cookies or DOM of the lab) whose document is fetched by the page and given as srcdoc (an opaque-origin frame's own
 * navigation never goes through the lab's service worker, so `src` would fail offline; the CSP, a meta tag, travels
 * with it). Messages count only from that iframe's window; a run carries a per-run nonce and a time limit; Stop and
 * the limit remove the iframe, which ends its worker whatever it is doing, and a fresh one is prepared at once.
 */

export type FrameStatus = 'idle' | 'loading' | 'ready';

export function randomNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface SandboxFrameOptions {
  /** URL of the sandbox document (in public/). */
  url: string;
  title: string;
  startupTimeoutMs: number;
  /** Where the hidden iframe is attached (document.body by default). */
  container?: HTMLElement | undefined;
  /** If the document cannot be fetched: navigate the iframe to `url` instead of failing. */
  srcFallback?: boolean;
}

/** Creates the hidden sandboxed iframe and attaches it once its document is fetched. */
export function createSandboxFrame(
  options: SandboxFrameOptions,
  onFail: (e: Error) => void,
): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  // allow-scripts only: no allow-same-origin (opaque origin), no forms, popups, top navigation or downloads.
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('tabindex', '-1');
  frame.title = options.title;
  frame.className = 'exercise-sandbox-frame';
  frame.hidden = true;
  const attach = () => {
    if (!frame.dataset['removed']) (options.container ?? document.body).appendChild(frame);
  };
  fetch(options.url)
    .then((r) =>
      r.ok ? r.text() : Promise.reject(new Error(`${options.url.split('/').pop()}: HTTP ${r.status}`)),
    )
    .then(
      (html) => {
        frame.srcdoc = html;
        attach();
      },
      (e: unknown) => {
        if (options.srcFallback) {
          frame.src = options.url;
          attach();
        } else onFail(e instanceof Error ? e : new Error(String(e)));
      },
    );
  return frame;
}

export function removeSandboxFrame(frame: HTMLIFrameElement | null): void {
  if (!frame) return;
  frame.dataset['removed'] = '1';
  frame.remove();
}

interface Pending<O> {
  nonce: string;
  resolve: (outcome: O) => void;
  timer: ReturnType<typeof setTimeout> | null;
}

/**
 * One sandbox iframe at a time, started on demand, and one run at a time in it. Subclasses say how to start the
 * sandbox (`onFrameMessage` answers its "boot" and calls `markReady`) and what a run's outcomes look like.
 */
export abstract class FrameRunner<O> {
  protected frame: HTMLIFrameElement | null = null;
  private ready: Promise<void> | null = null;
  private readyWaiter: { resolve: () => void; reject: (e: Error) => void } | null = null;
  private pending: Pending<O> | null = null;
  private listening = false;
  private listeners = new Set<() => void>();
  private status: FrameStatus = 'idle';
  private readonly onMessage = (event: MessageEvent) => this.route(event);
  readonly timeoutMs: number;

  protected constructor(
    timeoutMs: number,
    private readonly frameOptions: SandboxFrameOptions,
  ) {
    this.timeoutMs = timeoutMs;
  }

  /** A message from this runner's own iframe (never from anyone else), with the ports it hands over. */
  protected abstract onFrameMessage(
    data: Record<string, unknown>,
    frame: HTMLIFrameElement,
    ports: readonly MessagePort[],
  ): void;
  protected abstract stoppedOutcome(): O;
  protected abstract timeoutOutcome(): O;
  protected abstract errorOutcome(message: string): O;

  get running(): boolean {
    return this.pending !== null;
  }

  getStatus = (): FrameStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setStatus(status: FrameStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const l of [...this.listeners]) l();
  }

  /** Starts the sandbox ahead of a run (the time limit never counts the start). */
  warmUp(): Promise<void> {
    return this.ensureReady().catch(() => undefined);
  }

  /**
   * Starts a run: waits for the sandbox, then calls `post(nonce)` and starts the time limit. Stop works while the
   * sandbox is still starting.
   */
  protected startRun(post: (nonce: string, frame: HTMLIFrameElement) => void): Promise<O> {
    this.stop();
    const id = randomNonce();
    const outcome = new Promise<O>((resolve) => {
      this.pending = { nonce: id, resolve, timer: null };
    });
    this.ensureReady().then(
      () => {
        const p = this.pending;
        const frame = this.frame;
        if (!p || p.nonce !== id) return; // stopped while the sandbox was starting
        if (!frame) {
          this.finish(id, this.errorOutcome('the sandbox is not available'));
          return;
        }
        p.timer = setTimeout(() => {
          if (this.pending?.nonce !== id) return;
          this.destroyFrame();
          this.finish(id, this.timeoutOutcome());
          void this.warmUp();
        }, this.timeoutMs);
        post(id, frame);
      },
      (e: unknown) => {
        if (this.pending?.nonce !== id) return; // stopped meanwhile: the frame now is a fresh one
        this.destroyFrame();
        this.finish(id, this.errorOutcome(e instanceof Error ? e.message : String(e)));
      },
    );
    return outcome;
  }

  /** The run in progress, if it was posted to the sandbox (its nonce). */
  protected postedNonce(): string | null {
    return this.pending?.timer ? this.pending.nonce : null;
  }

  /** The Stop button: ends the worker (a loop included) and prepares a fresh one. */
  stop(): void {
    const p = this.pending;
    if (!p) return;
    this.destroyFrame();
    this.finish(p.nonce, this.stoppedOutcome());
    void this.warmUp();
  }

  /** Removes the iframe and the listener; a later run starts a new sandbox. */
  dispose(): void {
    const p = this.pending;
    this.destroyFrame();
    if (p) this.finish(p.nonce, this.stoppedOutcome());
    if (this.listening) window.removeEventListener('message', this.onMessage);
    this.listening = false;
  }

  protected finish(id: string, outcome: O): void {
    const p = this.pending;
    if (!p || p.nonce !== id) return;
    this.pending = null;
    if (p.timer) clearTimeout(p.timer);
    p.resolve(outcome);
  }

  protected markReady(): void {
    this.readyWaiter?.resolve();
    this.readyWaiter = null;
  }

  /** The sandbox reported a failure: a start in progress fails; a posted run ends with the message. */
  protected failSandbox(message: string): void {
    this.readyWaiter?.reject(new Error(message));
    this.readyWaiter = null;
    const id = this.postedNonce();
    if (id) {
      this.destroyFrame();
      this.finish(id, this.errorOutcome(message));
    }
  }

  protected ensureReady(): Promise<void> {
    if (this.ready) return this.ready;
    if (!this.listening) {
      window.addEventListener('message', this.onMessage);
      this.listening = true;
    }
    this.setStatus('loading');
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the sandbox did not start')),
        this.frameOptions.startupTimeoutMs,
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
    const waiter = this.readyWaiter;
    this.frame = createSandboxFrame(this.frameOptions, (e) => {
      if (this.readyWaiter === waiter) this.failSandbox(e.message);
    });
    return ready;
  }

  protected destroyFrame(): void {
    removeSandboxFrame(this.frame);
    this.frame = null;
    this.ready = null;
    this.readyWaiter?.reject(new Error('the sandbox was reset'));
    this.readyWaiter = null;
    this.setStatus('idle');
  }

  private route(event: MessageEvent): void {
    const frame = this.frame;
    if (!frame || event.source !== frame.contentWindow) return; // only our own iframe's messages count
    const data = event.data as Record<string, unknown> | null;
    if (!data || typeof data !== 'object') return;
    this.onFrameMessage(data, frame, event.ports);
  }
}
