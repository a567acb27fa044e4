/**
 * Grades one submission file in a child process (see gradeChild.ts; the process itself: gradeProcess.ts) with a time limit, and turns whatever happens
 * (pass, fail, loop, crash, flood, compile error, cheating attempt) into a score with a reason. Never throws, never
 * hangs: every path ends in a GradeResult.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { gradeOf, notRun, readSubmission, runGradeChild } from './gradeProcess';
import { loadManifest } from '../../exercises/node';
import { compileSubmission, countTests } from '../submission';
import type { ChildMessage, GradeResult, RunRequest } from './protocol';

export type { GradeResult };

export interface GradeOptions {
  timeoutMs?: number;
  /** Time allowed for the child to start (loading TypeScript), not counted in the submission's time limit. */
  startupTimeoutMs?: number;
  /** Bytes of stdout/stderr kept from the child; the rest is read and dropped. */
  maxOutputBytes?: number;
}

export const DEFAULT_TIMEOUT_MS = 3000;

const childPath = fileURLToPath(new URL('./gradeChild.ts', import.meta.url));

export async function gradeFile(
  slug: string,
  file: string,
  options: GradeOptions = {},
): Promise<GradeResult> {
  const total = countTests((await loadManifest(slug)).tests);
  const source = await readSubmission(file, total);
  if (typeof source !== 'string') return source;
  const compiled = compileSubmission(source);
  if (!compiled.ok) {
    const where = compiled.error.line ? ` at line ${compiled.error.line}` : '';
    return notRun(file, total, `does not compile${where}: ${compiled.error.message}`);
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
  const secret = randomBytes(24).toString('hex');
  const passedTests = new Set<number>();
  const failures = new Map<number, string>();
  let load: { ok: boolean; message?: string; line?: number } | null = null;
  let done = false;
  let logsTruncated = false;
  return runGradeChild({
    childPath,
    args: [slug],
    file,
    // No code generation from strings in the host realm: a submission that reaches a host function's
    // constructor (e.g. through an argument the tests pass it) cannot turn it into `return process`.
    nodeFlags: [
      '--max-old-space-size=256',
      '--disable-warning=ExperimentalWarning',
      '--disallow-code-generation-from-strings',
    ],
    timeoutMs,
    startupTimeoutMs: options.startupTimeoutMs ?? 60_000,
    maxStderr: options.maxOutputBytes ?? 16_384,
    onReady(child) {
      const request: RunRequest = { type: 'run', secret, slug, code, timeoutMs };
      child.send(request);
    },
    onMessage(raw, child) {
      const msg = raw as ChildMessage;
      if (!msg || typeof msg !== 'object' || (msg as { secret?: unknown }).secret !== secret) {
        child.forged();
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
        child.done();
      }
    },
    finished: () => done,
    flooded: () => logsTruncated,
    conclude(end, processReasons) {
      const passed = passedTests.size;
      const reasons: string[] = [];
      const l = load as { ok: boolean; message?: string; line?: number } | null;
      if (l && !l.ok)
        reasons.push(`failed to load${l.line ? ` (line ${l.line})` : ''}: ${l.message ?? 'error'}`);
      reasons.push(...processReasons);
      return gradeOf(passed, total, end.timedOut, reasons);
    },
  });
}
