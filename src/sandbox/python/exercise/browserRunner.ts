/**
 * Page side of the Python exercise sandbox. The student's Python runs in Pyodide in a worker started by an iframe
 * with `sandbox="allow-scripts"` (an opaque origin: no storage, cookies or DOM of the lab) whose content security
 * policy forbids every request (public/python-sandbox.html). That worker cannot fetch Pyodide itself: the page
 * reads Pyodide's files from the lab's own `pyodide/` and hands them over as bytes, with this build's memory
 * snapshot of a fresh interpreter when the page has one (pyodideFiles.ts). The harness answers with plain data; the
 * score is counted here (run.ts checkResult), with a per-run nonce. Stop and the time limit remove the iframe
 * (frameRunner.ts), which ends the worker whatever it is doing; a fresh one is prepared at once, and so is one after
 * a run that filled the memory (the heap never shrinks). It never shares anything with the lessons' Python kernels.
 */
import harness from './harness.py?raw';
import testkit from './aml_testkit.py?raw';
import { LAB_SOURCE as lab } from './labSource';
import { FrameRunner, type FrameStatus } from '../../frameRunner';
import { PYTHON_MEMORY_CAP_BYTES, PYTHON_MEMORY_HIGH_BYTES } from '../memory';
import { exerciseSnapshot, loadPyodideFiles, takePyodideFiles, transferList } from './pyodideFiles';
import { checkResult } from './run';
import type { PythonExerciseResult } from './types';
import { PYTHON_RUN_TIMEOUT_MS } from '../../timeouts';

/** Steps of a start and a run on the page's timeline (read by scripts/measure-python-exercises.ts). */
function mark(step: string): void {
  performance.mark(`aml-py:${step}`);
}

/** The worker's own steps (epoch ms, see public/python-sandbox.html), placed on the page's timeline. */
function markWorkerSteps(steps: unknown): void {
  if (!steps || typeof steps !== 'object') return;
  for (const [step, at] of Object.entries(steps as Record<string, unknown>)) {
    const startTime = typeof at === 'number' ? at - performance.timeOrigin : NaN;
    if (startTime >= 0) performance.mark(`aml-py:worker-${step}`, { startTime });
  }
}

export const PYTHON_TIMEOUT_MS = PYTHON_RUN_TIMEOUT_MS;
/** Pyodide's start in the sandbox: CPU-bound (seconds on a quiet machine, minutes on a saturated one); Stop ends it. */
const STARTUP_TIMEOUT_MS = 300_000;

export type PythonRunOutcome =
  | { kind: 'done'; result: PythonExerciseResult; stdout: string; ms: number }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'stopped' }
  | { kind: 'sandbox-error'; message: string };

export type PythonSandboxStatus = FrameStatus;

/** How the last start went: from a stored snapshot, a full load, or a full load after a snapshot failed. */
export type SnapshotUse = 'restored' | 'none' | 'failed';

export class PythonSandboxRunner extends FrameRunner<PythonRunOutcome> {
  /** Each sandbox's direct line to its worker (public/python-sandbox.html), when it gave one at boot. */
  private readonly ports = new WeakMap<HTMLIFrameElement, MessagePort>();

  /** How the sandbox last started (read by the measuring script and the tests). */
  lastStart: { snapshot: SnapshotUse; ms: number } | null = null;

  constructor(options: { timeoutMs?: number; sandboxUrl?: string } = {}) {
    const url =
      options.sandboxUrl ?? new URL(`${import.meta.env.BASE_URL}python-sandbox.html`, document.baseURI).href;
    super(options.timeoutMs ?? PYTHON_TIMEOUT_MS, {
      url,
      title: 'Python exercise sandbox',
      startupTimeoutMs: STARTUP_TIMEOUT_MS,
    });
    exerciseSnapshot.sandboxUrl = url;
  }

  /** Also reads Pyodide's files and the snapshot at once, while the sandbox document boots. */
  override warmUp(): Promise<void> {
    if (!this.frame) {
      // A sandbox up or starting already has (or is given) its own; only a new one needs them read.
      mark('warm-up');
      loadPyodideFiles().then(
        () => mark('files-read'),
        () => undefined,
      );
      void exerciseSnapshot.read().then(() => mark('snapshot-read'));
    }
    return super.warmUp();
  }

  run(student: string, tests: string, filename = 'exercise.py'): Promise<PythonRunOutcome> {
    mark('run-asked');
    return this.startRun((nonce, frame) => {
      mark('run-posted');
      this.post(frame, { type: 'run', nonce, student, tests, filename }, []);
    });
  }

  /** To the sandbox's worker: on its port when it has one (not waiting for the iframe's thread), else through it. */
  private post(frame: HTMLIFrameElement, message: object, transfer: Transferable[]): void {
    const port = this.ports.get(frame);
    if (port) port.postMessage(message, transfer);
    else frame.contentWindow?.postMessage(message, '*', transfer);
  }

  protected override destroyFrame(): void {
    if (this.frame) this.ports.get(this.frame)?.close();
    super.destroyFrame();
  }

  protected stoppedOutcome(): PythonRunOutcome {
    return { kind: 'stopped' };
  }

  protected timeoutOutcome(): PythonRunOutcome {
    return { kind: 'timeout', timeoutMs: this.timeoutMs };
  }

  protected errorOutcome(message: string): PythonRunOutcome {
    return { kind: 'sandbox-error', message };
  }

  protected onFrameMessage(
    data: Record<string, unknown>,
    frame: HTMLIFrameElement,
    ports: readonly MessagePort[],
  ): void {
    if (data['type'] === 'boot' && frame.dataset['booted'] !== '1') {
      frame.dataset['booted'] = '1';
      if (ports[0]) this.ports.set(frame, ports[0]);
      mark('boot');
      // Handed over, not copied (45 MB): the next sandbox reads them again (warmUp starts that early).
      Promise.all([takePyodideFiles(), exerciseSnapshot.take()]).then(
        ([files, snapshot]) => {
          const init = {
            type: 'init',
            files,
            harness,
            lab,
            testkit,
            snapshot,
            memoryCap: PYTHON_MEMORY_CAP_BYTES,
          };
          mark('bytes-read');
          this.post(frame, init, transferList(files, snapshot));
          mark('init-posted');
        },
        (e: unknown) => this.failSandbox(e instanceof Error ? e.message : String(e)),
      );
    } else if (data['type'] === 'ready') {
      mark('ready');
      markWorkerSteps(data['steps']);
      const snapshot = (['restored', 'failed'] as unknown[]).includes(data['snapshot'])
        ? (data['snapshot'] as SnapshotUse)
        : 'none';
      this.lastStart = { snapshot, ms: typeof data['ms'] === 'number' ? data['ms'] : 0 };
      // How it started, for the tests and the measuring script: snapshot use, ms in the worker (Pyodide alone, all).
      frame.dataset['snapshot'] = snapshot;
      frame.dataset['startMs'] =
        `${Math.round(Number(data['pyodideMs']) || 0)}/${Math.round(this.lastStart.ms)}`;
      this.markReady();
      // Made in the background, in its own sandbox, once this one is up: it never delays this start.
      if (snapshot !== 'restored') void exerciseSnapshot.renew(snapshot === 'failed', () => !this.running);
    } else if (data['type'] === 'sandbox-error') {
      this.failSandbox(typeof data['message'] === 'string' ? data['message'] : 'the Python sandbox failed');
    } else if (data['type'] === 'result') {
      const id = this.postedNonce();
      if (!id || data['nonce'] !== id) return;
      mark('result');
      const stdout = typeof data['stdout'] === 'string' ? data['stdout'] : '';
      const ms = typeof data['ms'] === 'number' ? data['ms'] : 0;
      const heap = typeof data['heap'] === 'number' ? data['heap'] : 0;
      if (typeof data['error'] === 'string') {
        // The harness itself failed (an ended interpreter, say): every test fails, and a fresh sandbox is due.
        this.destroyFrame();
        this.finish(id, { kind: 'sandbox-error', message: data['error'] });
        void this.warmUp();
        return;
      }
      this.finish(id, { kind: 'done', result: checkResult(data['data'], id), stdout, ms });
      if (heap >= PYTHON_MEMORY_HIGH_BYTES) {
        // The heap never shrinks: the next run gets a fresh interpreter.
        this.destroyFrame();
        void this.warmUp();
      }
    }
  }
}
