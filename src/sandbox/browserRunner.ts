/**
 * Page side of the exercise sandbox. Student code never runs in the page: it runs in a worker started by an iframe
 * with `sandbox="allow-scripts"` (an opaque origin: no localStorage, IndexedDB or cookies of the lab, no access to the
 * page's DOM) whose content security policy forbids every request. The page talks to it with postMessage and a
 * per-run nonce, and on timeout removes the iframe, which kills the worker even in `while (true) {}`. The iframe's
 * lifecycle, time limit and Stop are frameRunner.ts's (shared with the Python sandbox).
 */
import workerSource from 'virtual:aml-sandbox-worker';
import { FrameRunner } from './frameRunner';
import type { RunOutcome } from './submission';
import { TS_RUN_TIMEOUT_MS } from './timeouts';

export const DEFAULT_TIMEOUT_MS = TS_RUN_TIMEOUT_MS;
const STARTUP_TIMEOUT_MS = 15_000;

export interface SandboxRunnerOptions {
  timeoutMs?: number;
  /** URL of the sandbox document (public/sandbox.html). */
  sandboxUrl?: string;
  /** Where the hidden iframe is attached (document.body by default). */
  container?: HTMLElement;
}

export class SandboxRunner extends FrameRunner<RunOutcome> {
  constructor(options: SandboxRunnerOptions = {}) {
    super(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, {
      url: options.sandboxUrl ?? new URL(`${import.meta.env.BASE_URL}sandbox.html`, document.baseURI).href,
      title: 'Exercise sandbox',
      startupTimeoutMs: STARTUP_TIMEOUT_MS,
      container: options.container,
      srcFallback: true,
    });
  }

  run(slug: string, source: string): Promise<RunOutcome> {
    return this.startRun((nonce, frame) =>
      frame.contentWindow?.postMessage({ type: 'run', nonce, slug, source }, '*'),
    );
  }

  protected stoppedOutcome(): RunOutcome {
    return { kind: 'sandbox-error', message: 'stopped' };
  }

  protected timeoutOutcome(): RunOutcome {
    return { kind: 'timeout', timeoutMs: this.timeoutMs };
  }

  protected errorOutcome(message: string): RunOutcome {
    return { kind: 'sandbox-error', message };
  }

  protected onFrameMessage(data: Record<string, unknown>, frame: HTMLIFrameElement): void {
    if (data['type'] === 'boot') {
      frame.contentWindow?.postMessage({ type: 'init', source: workerSource }, '*');
    } else if (data['type'] === 'ready') {
      this.markReady();
    } else if (data['type'] === 'sandbox-error') {
      this.failSandbox(typeof data['message'] === 'string' ? data['message'] : 'the sandbox failed');
    } else if (data['type'] === 'outcome') {
      const id = this.postedNonce();
      if (id && data['nonce'] === id) this.finish(id, data['outcome'] as RunOutcome);
    }
  }
}
