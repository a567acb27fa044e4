/**
 * Grades one submission file in a child process (see gradeChild.ts) with a time limit, and turns whatever happens
 * (pass, fail, loop, crash, flood, compile error, cheating attempt) into a score with a reason. Never throws, never
 * hangs: every path ends in a GradeResult.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadManifest } from './manifests';
import { compileSubmission, countTests } from '../submission';
import type { ChildMessage, RunRequest } from './protocol';

export interface GradeResult {
  file: string;
  passed: number;
  failed: number;
  timedOut: boolean;
  /** Why the score is what it is beyond plain failing tests (null when nothing unusual happened). */
  error: string | null;
  /** 0..100, the share of tests passed. */
  score: number;
}

export interface GradeOptions {
  timeoutMs?: number;
  /** Time allowed for the child to start (loading TypeScript), not counted in the submission's time limit. */
  startupTimeoutMs?: number;
  /** Bytes of stdout/stderr kept from the child; the rest is read and dropped. */
  maxOutputBytes?: number;
}

export const DEFAULT_TIMEOUT_MS = 3000;
const FLOOD_BYTES = 1_000_000;

const childPath = fileURLToPath(new URL('./gradeChild.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

function scoreOf(passed: number, total: number): number {
  return total === 0 ? 0 : Math.round((100 * passed) / total);
}

export async function gradeFile(
  slug: string,
  file: string,
  options: GradeOptions = {},
): Promise<GradeResult> {
  const total = countTests((await loadManifest(slug)).tests);
  const zero = (error: string, timedOut = false): GradeResult => ({
    file,
    passed: 0,
    failed: total,
    timedOut,
    error,
    score: 0,
  });
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch (e) {
    return zero(`cannot read the file (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  const compiled = compileSubmission(source);
  if (!compiled.ok) {
    const where = compiled.error.line ? ` at line ${compiled.error.line}` : '';
    return zero(`does not compile${where}: ${compiled.error.message}`);
  }
  return runInChild(slug, file, compiled.code, total, options);
}

function runInChild(
  slug: string,
  file: string,
  code: string,
  total: number,
  options: GradeOptions,
): Promise<GradeResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const startupTimeoutMs = options.startupTimeoutMs ?? 60_000;
  const maxOutput = options.maxOutputBytes ?? 16_384;
  const secret = randomBytes(24).toString('hex');

  return new Promise<GradeResult>((resolve) => {
    const child = fork(childPath, [slug], {
      // No code generation from strings in the host realm: a submission that reaches a host function's
      // constructor (e.g. through an argument the tests pass it) cannot turn it into `return process`.
      execArgv: [
        '--import',
        tsxLoader,
        '--max-old-space-size=256',
        '--disable-warning=ExperimentalWarning',
        '--disallow-code-generation-from-strings',
      ],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'advanced',
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        TSX_TSCONFIG_PATH: process.env.TSX_TSCONFIG_PATH ?? '',
      },
    });
    const passedTests = new Set<number>();
    const failures = new Map<number, string>();
    let load: { ok: boolean; message?: string; line?: number } | null = null;
    let done = false;
    let logsTruncated = false;
    let forged = 0;
    let outputBytes = 0;
    let stderrTail = '';
    let timedOut = false;
    let settled = false;
    let timer: ReturnType<typeof setTimeout> = setTimeout(() => finish('startup'), startupTimeoutMs);

    // Read (and mostly drop) everything the child prints: a full pipe would block it, and nothing printed counts.
    child.stdout?.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (stderrTail.length < maxOutput)
        stderrTail += chunk.toString('utf8').slice(0, maxOutput - stderrTail.length);
    });

    child.on('message', (raw: unknown) => {
      const msg = raw as ChildMessage;
      if (msg?.type === 'ready') {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          finish('timeout');
        }, timeoutMs);
        const request: RunRequest = { type: 'run', secret, slug, code, timeoutMs };
        child.send(request);
        return;
      }
      if (!msg || typeof msg !== 'object' || (msg as { secret?: unknown }).secret !== secret) {
        forged++;
        return;
      }
      if (msg.type === 'loaded' && load === null) {
        load = {
          ok: msg.ok,
          ...(msg.message ? { message: msg.message } : {}),
          ...(msg.line ? { line: msg.line } : {}),
        };
      } else if (
        msg.type === 'result' &&
        Number.isInteger(msg.index) &&
        msg.index >= 0 &&
        msg.index < total
      ) {
        if (passedTests.has(msg.index) || failures.has(msg.index)) return; // first report wins
        if (msg.status === 'pass') passedTests.add(msg.index);
        else failures.set(msg.index, msg.message ?? 'failed');
      } else if (msg.type === 'done') {
        done = true;
        logsTruncated = msg.logsTruncated;
        finish('done');
      }
    });
    let exitCode: number | null = null;
    child.on('exit', (code) => {
      exitCode = code;
      finish('exit');
    });
    child.on('error', () => finish('exit'));

    function finish(reason: 'done' | 'exit' | 'timeout' | 'startup') {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      const passed = passedTests.size;
      const reasons: string[] = [];
      if (load && !load.ok)
        reasons.push(`failed to load${load.line ? ` (line ${load.line})` : ''}: ${load.message ?? 'error'}`);
      if (reason === 'timeout') reasons.push(`timed out after ${timeoutMs / 1000} s (an infinite loop?)`);
      else if (reason === 'startup') reasons.push('the grading process did not start in time');
      else if (reason === 'exit' && !done)
        reasons.push(`crashed before finishing the tests${crashDetail(stderrTail, exitCode)}`);
      if (logsTruncated || outputBytes > FLOOD_BYTES)
        reasons.push('flooded the output: console output capped');
      if (forged > 0)
        reasons.push(`ignored ${forged} unauthenticated message${forged > 1 ? 's' : ''} (cheating attempt?)`);
      resolve({
        file,
        passed,
        failed: total - passed,
        timedOut,
        error: reasons.length ? reasons.join('; ') : null,
        score: scoreOf(passed, total),
      });
    }
  });
}

function crashDetail(stderr: string, exitCode: number | null): string {
  if (/heap out of memory|Reached heap limit/i.test(stderr)) return ' (out of memory)';
  if (exitCode === 0) return ' (the process exited early)';
  const line = stderr
    .split('\n')
    .map((l) => l.trim())
    .find((l) => /^(\w*Error|FATAL|Uncaught)/.test(l));
  return line ? ` (${line.slice(0, 160)})` : '';
}
