/**
 * Grades one Python submission (.py, or a Jupyter notebook .ipynb: its code cells in order) in a child process
 * (pythonGradeChild.ts: Node + Pyodide + the lab's harness; the process itself: gradeProcess.ts) with a time limit, and turns whatever happens (pass,
 * fail, loop, crash, flood, syntax error, a notebook that is not valid JSON, tampering) into a GradeResult with the
 * same fields and reasons as a TypeScript submission's. Never throws, never hangs.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PythonExerciseResult } from '../python/exercise/types';
import { memoryMessage } from '../python/memory';
import type { GradeOptions, GradeResult } from './grader';
import { gradeOf, notRun, readSubmission, runGradeChild } from './gradeProcess';
import { pythonTestsPath } from '../../exercises/node';
import { cellLine, readNotebook } from './notebookReader';
import type { PythonChildMessage, PythonRunRequest } from './pythonProtocol';

const DEFAULT_TIMEOUT_MS = 3000;
const childPath = fileURLToPath(new URL('./pythonGradeChild.ts', import.meta.url));

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

export async function gradePythonFile(
  slug: string,
  file: string,
  options: PythonGradeOptions = {},
): Promise<GradeResult> {
  const testsPath = options.testsPath ?? pythonTestsPath(slug);
  const total = countPythonTests(testsPath);
  const text = await readSubmission(file, total);
  if (typeof text !== 'string') return text;
  let source = text;
  let where = (line: number) => `line ${line}`;
  if (file.toLowerCase().endsWith('.ipynb')) {
    const nb = readNotebook(text, slug);
    if (!nb.ok) return notRun(file, total, nb.error);
    if (nb.source.trim() === '') return notRun(file, total, 'the notebook has no code cell');
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
  const bombed = result.tests.filter((t) => !t.passed && t.message.startsWith('MemoryError')).length;
  if (bombed > 0 && e?.type !== 'MemoryError')
    reasons.push(`${memoryMessage()} in ${bombed} test${bombed > 1 ? 's' : ''}: MemoryError`);
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
  const secret = randomBytes(24).toString('hex');
  let flooded = false;
  let result: PythonExerciseResult | null = null;
  let startError: string | null = null;
  return runGradeChild({
    childPath,
    args: [testsPath, ...(options.snapshotPath ? [options.snapshotPath] : [])],
    file,
    nodeFlags: ['--max-old-space-size=512', '--disable-warning=ExperimentalWarning'],
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    startupTimeoutMs: options.startupTimeoutMs ?? 60_000,
    maxStderr: 16_384,
    onReady(child) {
      const request: PythonRunRequest = { type: 'run', secret, source, filename: basename(file) };
      child.send(request);
    },
    onMessage(raw, child) {
      const msg = raw as PythonChildMessage;
      if (msg?.type === 'failed-start' && result === null) {
        startError = String(msg.message).slice(0, 300);
        child.done();
      } else if (msg?.type === 'flood' && msg.secret === secret) {
        flooded = true;
      } else if (
        msg?.type === 'result' &&
        (msg as { secret?: unknown }).secret === secret &&
        result === null
      ) {
        result = msg.result;
        child.countOutput(Number(msg.outputBytes) || 0);
        child.done();
      } else child.forged();
    },
    finished: () => result !== null || startError !== null,
    flooded: () => flooded,
    conclude(end, processReasons) {
      const r = result as PythonExerciseResult | null;
      const count = r && r.tests.length > 0 ? r.tests.length : total;
      const passed = r ? r.passed : 0;
      const reasons: string[] = r ? describe(r, where) : [];
      // A start that failed says so instead of the process's reasons (it is why nothing ran).
      if (startError) reasons.push(`the grading process could not start: ${startError}`);
      reasons.push(...processReasons);
      return gradeOf(passed, count, end.timedOut, reasons);
    },
  });
}
