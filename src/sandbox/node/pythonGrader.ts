/**
 * Grades one Python submission (.py, or a Jupyter notebook .ipynb: its code cells in order) in a child process
 * (pythonGradeChild.ts: Node + Pyodide + the lab's harness) with a time limit, and turns whatever happens (pass,
 * fail, loop, crash, flood, syntax error, a notebook that is not valid JSON, tampering) into a GradeResult with the
 * same fields and reasons as a TypeScript submission's. Never throws, never hangs.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PythonExerciseResult } from '../python/exercise/types';
import type { GradeOptions, GradeResult } from './grader';
import { EXERCISES_DIR } from './manifests';
import { cellLine, readNotebook } from './notebookReader';
import type { PythonChildMessage, PythonRunRequest } from './pythonProtocol';

const DEFAULT_TIMEOUT_MS = 3000;
const FLOOD_BYTES = 1_000_000;
const childPath = fileURLToPath(new URL('./pythonGradeChild.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export function pythonTestsPath(slug: string): string {
  return join(EXERCISES_DIR, slug, 'python', 'tests.py');
}

export function hasPythonTests(slug: string): boolean {
  return existsSync(pythonTestsPath(slug));
}

/** Tests in tests.py (`@test(...)` decorators): the total a submission that never ran is scored against. */
export function countPythonTests(testsPath: string): number {
  return (readFileSync(testsPath, 'utf8').match(/^@test\(/gm) ?? []).length;
}

export interface PythonGradeOptions extends GradeOptions {
  /** The tests to run instead of the exercise's python/tests.py (the grader's own tests use this). */
  testsPath?: string;
  /** A Pyodide memory snapshot (makePyodideSnapshot) the child restores instead of loading Pyodide. */
  snapshotPath?: string;
}

const scoreOf = (passed: number, total: number) => (total === 0 ? 0 : Math.round((100 * passed) / total));

export async function gradePythonFile(
  slug: string,
  file: string,
  options: PythonGradeOptions = {},
): Promise<GradeResult> {
  const testsPath = options.testsPath ?? pythonTestsPath(slug);
  const total = countPythonTests(testsPath);
  const zero = (error: string): GradeResult => ({
    file,
    passed: 0,
    failed: total,
    timedOut: false,
    error,
    score: 0,
  });
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    return zero(`cannot read the file (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  let source = text;
  let where = (line: number) => `line ${line}`;
  if (file.toLowerCase().endsWith('.ipynb')) {
    const nb = readNotebook(text, slug);
    if (!nb.ok) return zero(nb.error);
    if (nb.source.trim() === '') return zero('the notebook has no code cell');
    source = nb.source;
    where = (line) => {
      const at = cellLine(nb.cellStarts, line);
      return at ? `code cell ${at.cell}, line ${at.line}` : `line ${line}`;
    };
  }
  return runInChild(testsPath, file, source, total, where, options);
}

function describe(result: PythonExerciseResult, where: (line: number) => string): string[] {
  const reasons: string[] = [];
  const e = result.error;
  if (e) {
    const at = e.line ? ` (${where(e.line)})` : '';
    if (e.type === 'SyntaxError' || e.type === 'IndentationError' || e.type === 'TabError')
      reasons.push(`does not compile${at}: ${e.type}: ${e.message}`);
    else if (e.type === 'HarnessError') reasons.push(`the run did not complete: ${e.message}`);
    else reasons.push(`failed to load${at}: ${e.type}: ${e.message}`.slice(0, 300));
  }
  if (result.tampered) reasons.push(`${result.tampered} (cheating attempt?): no test counts`);
  return reasons;
}

function runInChild(
  testsPath: string,
  file: string,
  source: string,
  total: number,
  where: (line: number) => string,
  options: PythonGradeOptions,
): Promise<GradeResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const startupTimeoutMs = options.startupTimeoutMs ?? 60_000;
  const secret = randomBytes(24).toString('hex');
  return new Promise<GradeResult>((resolve) => {
    const child = fork(childPath, [testsPath, ...(options.snapshotPath ? [options.snapshotPath] : [])], {
      execArgv: ['--import', tsxLoader, '--max-old-space-size=512', '--disable-warning=ExperimentalWarning'],
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
    let flooded = false;
    let result: PythonExerciseResult | null = null;
    let startError: string | null = null;
    let timedOut = false;
    let settled = false;
    let exitCode: number | null = null;
    let timer = setTimeout(() => finish('startup'), startupTimeoutMs);
    // Read (and drop) what the child prints: a full pipe would block it, and nothing printed counts.
    child.stdout?.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (stderrTail.length < 16_384)
        stderrTail += chunk.toString('utf8').slice(0, 16_384 - stderrTail.length);
    });
    child.on('message', (raw: unknown) => {
      const msg = raw as PythonChildMessage;
      if (msg?.type === 'ready') {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          finish('timeout');
        }, timeoutMs);
        const request: PythonRunRequest = { type: 'run', secret, source, filename: basename(file) };
        child.send(request);
      } else if (msg?.type === 'failed-start' && result === null) {
        startError = String(msg.message).slice(0, 300);
        finish('exit');
      } else if (msg?.type === 'flood' && msg.secret === secret) {
        flooded = true;
      } else if (
        msg?.type === 'result' &&
        (msg as { secret?: unknown }).secret === secret &&
        result === null
      ) {
        result = msg.result;
        outputBytes += Number(msg.outputBytes) || 0;
        finish('done');
      } else forged++;
    });
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
      const reasons: string[] = [];
      const r = result as PythonExerciseResult | null;
      const count = r && r.tests.length > 0 ? r.tests.length : total;
      const passed = r ? r.passed : 0;
      if (r) reasons.push(...describe(r, where));
      if (startError) reasons.push(`the grading process could not start: ${startError}`);
      else if (reason === 'timeout')
        reasons.push(`timed out after ${timeoutMs / 1000} s (an infinite loop?)`);
      else if (reason === 'startup') reasons.push('the grading process did not start in time');
      else if (reason === 'exit' && !r)
        reasons.push(`crashed before finishing the tests${crashDetail(stderrTail, exitCode)}`);
      if (flooded || outputBytes > FLOOD_BYTES) reasons.push('flooded the output: console output capped');
      if (forged > 0)
        reasons.push(`ignored ${forged} unauthenticated message${forged > 1 ? 's' : ''} (cheating attempt?)`);
      resolve({
        file,
        passed,
        failed: count - passed,
        timedOut,
        error: reasons.length ? reasons.join('; ') : null,
        score: scoreOf(passed, count),
      });
    }
  });
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
