/**
 * One grading child process, shared by the TypeScript grader (grader.ts) and the Python one (pythonGrader.ts): the
 * fork with a bare environment, the start-up limit and then the submission's time limit (in CPU time), what the
 * child prints read and dropped (a full pipe would block it; nothing printed counts), the kill, and the reasons every
 * path ends with (time limit, a start that never came, a crash, a flood, forged messages). The caller decides what
 * its child's messages mean and the score. Never throws, never hangs.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { GradeResult } from './protocol';

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const FLOOD_BYTES = 1_000_000;
/** How often the child's CPU time is read. */
const CPU_POLL_MS = 50;
/**
 * The limit is CPU time, so a busy machine grades a submission as an idle one would. Two wall-clock guards remain: a
 * child that spends no CPU at all for the length of its limit (blocked, waiting on nothing) has stalled, and no child
 * runs longer than this many times its limit (one that trickles CPU forever).
 */
const WALL_CAP_FACTOR = 30;

/**
 * CPU milliseconds a process has spent (user + system, all its threads), from `/proc/<pid>/stat` (Linux, in USER_HZ
 * ticks, 100 a second on every Linux build); null where there is no such file (macOS, Windows): the limit is then
 * wall time, as it always was there.
 */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

type LimitKind = 'cpu' | 'stalled' | 'cap';

const TIMEOUT_REASON: Record<LimitKind, (seconds: number) => string> = {
  cpu: (s) => `timed out after ${s} s (an infinite loop?)`,
  stalled: (s) => `timed out: no progress in ${s} s (waiting on something?)`,
  cap: (s) => `timed out: still running after ${s * WALL_CAP_FACTOR} s`,
};

/**
 * The submission's time limit, counted from when the child said it was ready: `timeoutMs` of its CPU time, read every
 * CPU_POLL_MS, with the two wall-clock guards above. Where a process's CPU time cannot be read, the limit is wall
 * time. Calls `onTimeout` once; returns the function that stops it.
 */
function startLimit(pid: number | undefined, timeoutMs: number, onTimeout: (kind: LimitKind) => void) {
  const startCpu = pid === undefined ? null : processCpuMs(pid);
  if (pid === undefined || startCpu === null) {
    const t = setTimeout(() => onTimeout('cpu'), timeoutMs);
    return () => clearTimeout(t);
  }
  const cap = setTimeout(() => onTimeout('cap'), timeoutMs * WALL_CAP_FACTOR);
  let lastCpu = startCpu;
  let lastProgress = Date.now();
  const poll = setInterval(() => {
    const now = processCpuMs(pid);
    if (now === null) return;
    if (now - startCpu >= timeoutMs) return onTimeout('cpu');
    if (now > lastCpu) {
      lastCpu = now;
      lastProgress = Date.now();
    } else if (Date.now() - lastProgress >= timeoutMs) onTimeout('stalled');
  }, CPU_POLL_MS);
  return () => {
    clearTimeout(cap);
    clearInterval(poll);
  };
}

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

/**
 * Children still running. A submission that loops never reads its IPC channel, so it would outlive a grading command
 * that is stopped (Ctrl+C, a CI time limit) and loop on as an orphan: when this process exits, for any reason but
 * SIGKILL, it kills them. A program that wants Ctrl+C to end it this way turns the signal into an exit
 * (`exitOnSignals`).
 */
const live = new Set<ChildProcess>();
let reaperInstalled = false;
function track(child: ChildProcess) {
  if (!reaperInstalled) {
    reaperInstalled = true;
    process.once('exit', () => {
      for (const c of live) c.kill('SIGKILL');
    });
  }
  live.add(child);
  child.once('exit', () => live.delete(child));
}

/** SIGINT and SIGTERM end this process with the usual codes, through its `exit` handlers (so the children die too). */
export function exitOnSignals() {
  process.once('SIGINT', () => process.exit(130));
  process.once('SIGTERM', () => process.exit(143));
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
    track(child);
    let outputBytes = 0;
    let stderrTail = '';
    let forged = 0;
    let timedOut = false;
    let limitKind: LimitKind = 'cpu';
    let settled = false;
    let exitCode: number | null = null;
    const startup = setTimeout(() => finish('startup'), spec.startupTimeoutMs);
    let stopLimit = () => {};
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
        clearTimeout(startup);
        stopLimit = startLimit(child.pid, spec.timeoutMs, (kind) => {
          timedOut = true;
          limitKind = kind;
          finish('timeout');
        });
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
      clearTimeout(startup);
      stopLimit();
      child.kill('SIGKILL');
      const end: ChildEnd = { reason, timedOut, outputBytes, stderrTail, exitCode };
      const after: string[] = [];
      if (reason === 'timeout') after.push(TIMEOUT_REASON[limitKind](spec.timeoutMs / 1000));
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

function scoreOf(passed: number, total: number): number {
  return total === 0 ? 0 : Math.round((100 * passed) / total);
}

/** A run's grade: `passed` of `total` tests, and what went wrong, its reasons joined (null when none). */
export function gradeOf(
  passed: number,
  total: number,
  timedOut: boolean,
  reasons: readonly string[],
): Omit<GradeResult, 'file'> {
  return {
    passed,
    failed: total - passed,
    timedOut,
    error: reasons.length ? reasons.join('; ') : null,
    score: scoreOf(passed, total),
  };
}

/** A submission that never ran (unreadable, not compiled, not a notebook): every test failed, with the reason. */
export function notRun(file: string, total: number, error: string): GradeResult {
  return { file, ...gradeOf(0, total, false, [error]) };
}

/** The submission's text, or the grade of a file that cannot be read. */
export async function readSubmission(file: string, total: number): Promise<string | GradeResult> {
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    return notRun(file, total, `cannot read the file (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
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
