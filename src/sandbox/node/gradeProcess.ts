/**
 * One grading child process, shared by the TypeScript grader (grader.ts) and the Python one (pythonGrader.ts): the
 * fork with a bare environment, the start-up limit and then the submission's time limit, what the child prints read
 * and dropped (a full pipe would block it; nothing printed counts), the kill, and the reasons every path ends with
 * (time limit, a start that never came, a crash, a flood, forged messages). The caller decides what its child's
 * messages mean and the score. Never throws, never hangs.
 */
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { GradeResult } from './protocol';

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const FLOOD_BYTES = 1_000_000;

export type EndReason = 'done' | 'exit' | 'timeout' | 'startup';

export interface ChildEnd {
  reason: EndReason;
  timedOut: boolean;
  /** Bytes the child printed on stdout and stderr, plus what the caller added (`countOutput`). */
  outputBytes: number;
  stderrTail: string;
  exitCode: number | null;
}

export interface GradeChild {
  /** Sends the run request once the child is ready (the caller does it from `onReady`). */
  send(message: unknown): void;
  /** The child's answer is complete. */
  done(): void;
  /** Output the child counted itself (what the submission printed inside it). */
  countOutput(bytes: number): void;
  /** A message that did not carry the run's secret. */
  forged(): void;
}

export interface GradeChildSpec {
  childPath: string;
  args: string[];
  /** Node flags after the tsx loader (heap limit, code generation...). */
  nodeFlags: string[];
  timeoutMs: number;
  startupTimeoutMs: number;
  /** Bytes of stderr kept for the crash reason. */
  maxStderr: number;
  /** The child said it is ready: the time limit starts, and the run request is sent. */
  onReady(child: GradeChild): void;
  /** Every other message. */
  onMessage(message: unknown, child: GradeChild): void;
  /** The result, from the caller's own state; `reasons` are the process's (time limit, crash, flood...). */
  conclude(end: ChildEnd, reasons: string[]): Omit<GradeResult, 'file'>;
  file: string;
  /** A crash is reported when the child ended without this being true. */
  finished(): boolean;
  /** The child reported a flood itself. */
  flooded(): boolean;
}

export function runGradeChild(spec: GradeChildSpec): Promise<GradeResult> {
  return new Promise<GradeResult>((resolve) => {
    const child = fork(spec.childPath, spec.args, {
      execArgv: ['--import', tsxLoader, ...spec.nodeFlags],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'advanced',
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        TSX_TSCONFIG_PATH: process.env.TSX_TSCONFIG_PATH ?? '',
      },
    });
    let outputBytes = 0;
    let stderrTail = '';
    let forged = 0;
    let timedOut = false;
    let settled = false;
    let exitCode: number | null = null;
    let timer = setTimeout(() => finish('startup'), spec.startupTimeoutMs);
    const handle: GradeChild = {
      send: (message) => child.send(message as never),
      done: () => finish('done'),
      countOutput: (bytes) => {
        outputBytes += bytes;
      },
      forged: () => {
        forged++;
      },
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (stderrTail.length < spec.maxStderr)
        stderrTail += chunk.toString('utf8').slice(0, spec.maxStderr - stderrTail.length);
    });
    child.on('message', (raw: unknown) => {
      if ((raw as { type?: unknown } | null)?.type === 'ready') {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          finish('timeout');
        }, spec.timeoutMs);
        spec.onReady(handle);
      } else spec.onMessage(raw, handle);
    });
    child.on('exit', (code) => {
      exitCode = code;
      finish('exit');
    });
    child.on('error', () => finish('exit'));

    function finish(reason: EndReason) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      const end: ChildEnd = { reason, timedOut, outputBytes, stderrTail, exitCode };
      const after: string[] = [];
      if (reason === 'timeout') after.push(`timed out after ${spec.timeoutMs / 1000} s (an infinite loop?)`);
      else if (reason === 'startup') after.push('the grading process did not start in time');
      else if (reason === 'exit' && !spec.finished())
        after.push(`crashed before finishing the tests${crashDetail(stderrTail, exitCode)}`);
      if (spec.flooded() || outputBytes > FLOOD_BYTES)
        after.push('flooded the output: console output capped');
      if (forged > 0)
        after.push(`ignored ${forged} unauthenticated message${forged > 1 ? 's' : ''} (cheating attempt?)`);
      resolve({ file: spec.file, ...spec.conclude(end, after) });
    }
  });
}

export function scoreOf(passed: number, total: number): number {
  return total === 0 ? 0 : Math.round((100 * passed) / total);
}

function crashDetail(stderr: string, exitCode: number | null): string {
  if (/heap out of memory|Reached heap limit|Out of memory|Aborted\(/i.test(stderr))
    return ' (out of memory)';
  if (exitCode === 0) return ' (the process exited early)';
  const line = stderr
    .split('\n')
    .map((l) => l.trim())
    .find((l) => /^(\w*Error|FATAL|Uncaught|Fatal Python error)/.test(l));
  return line ? ` (${line.slice(0, 160)})` : '';
}
