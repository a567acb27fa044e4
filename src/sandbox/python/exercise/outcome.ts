/**
 * A Python run in the shape the exercise page already shows (RunOutcome of the TypeScript sandbox): the same
 * results region, expected against received, the line link, the summary. Pure: tested without a browser.
 */
import type { LoadReport, RunOutcome } from '../../submission';
import type { TestResult } from '../../../exercises/testkit';
import type { PythonRunOutcome } from './browserRunner';

const LOG_CAP = 4000;

export function toRunOutcome(outcome: PythonRunOutcome): RunOutcome {
  if (outcome.kind === 'timeout') return outcome;
  if (outcome.kind === 'stopped') return { kind: 'sandbox-error', message: 'stopped' };
  if (outcome.kind === 'sandbox-error') return outcome;
  const { result, stdout } = outcome;
  const results: TestResult[] = result.tests.map((t, index) => {
    const r: TestResult = {
      index,
      name: t.names,
      status: t.passed && !result.tampered && !result.error ? 'pass' : 'fail',
      logs: [],
      logsTruncated: false,
      durationMs: t.ms ?? 0,
    };
    if (t.expected !== null) r.expected = t.expected;
    if (t.actual !== null) r.actual = t.actual;
    if (t.message) r.message = t.message;
    if (t.line !== null) r.line = t.line;
    return r;
  });
  const logs = stdout ? [stdout.length > LOG_CAP ? stdout.slice(0, LOG_CAP) : stdout.replace(/\n$/, '')] : [];
  const error =
    result.error ?? (result.tampered ? { type: 'Tampered', message: result.tampered, line: null } : null);
  const load: LoadReport = {
    ok: error === null,
    logs,
    logsTruncated: stdout.length > LOG_CAP,
  };
  if (error) {
    load.message = `${error.type}: ${error.message}`;
    if (error.line !== null) load.line = error.line;
  }
  return { kind: 'done', results, load };
}
