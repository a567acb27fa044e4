/**
 * Running a TypeScript cell: the exercises' compiler (sucrase) and evaluator (`new Function`), with a recording
 * engine behind 'agent-memory-lab'. The sandbox worker calls this for "Run"; the parity tests and the visualizer's
 * presets call it directly with the cells' own sources. Pure: no DOM, no storage.
 */
import { createFunctionEvaluator } from '../sandbox/functionEvaluator';
import { compileSubmission, consoleFor } from '../sandbox/submission';
import { ENGINE_SPECIFIER } from '../engine/student';
import { errorMessage, errorName, LogSink } from '../exercises/testkit';
import { createRecordingEngine } from './record';
import { CELL_OUTPUT_LIMITS, type CellOutcome, type CellRuntimeError } from './outcome';

export { CELL_RUN_SLUG, outputText, parseCellOutcome } from './outcome';
export type { CellDone, CellOutcome, CellRuntimeError } from './outcome';

export function runCellSource(source: string, now: () => number = () => performance.now()): CellOutcome {
  const compiled = compileSubmission(source);
  if (!compiled.ok) return { kind: 'compile-error', error: compiled.error };
  const { engine, recording } = createRecordingEngine();
  const evaluator = createFunctionEvaluator((id) => {
    if (id === ENGINE_SPECIFIER) return engine;
    throw new Error(`Cannot import "${id}" here: cells can only import from '${ENGINE_SPECIFIER}'.`);
  });
  const sink = new LogSink(CELL_OUTPUT_LIMITS.lines, CELL_OUTPUT_LIMITS.chars);
  const started = now();
  let error: CellRuntimeError | null = null;
  try {
    evaluator.evaluate(compiled.code, consoleFor(sink));
  } catch (e) {
    const line = evaluator.lineOf(e);
    error = { message: `${errorName(e)}: ${errorMessage(e)}`, ...(line !== undefined ? { line } : {}) };
  }
  const ms = now() - started;
  const { logs, truncated } = sink.take();
  return { kind: 'done', output: logs, truncated, error, recording, ms };
}
