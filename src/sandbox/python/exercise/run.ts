/**
 * Running a Python exercise in a Pyodide instance: shared by the page's exercise worker and Node (the grading
 * command, the unit tests). The harness is installed once per instance, which it locks down (no `js`, no
 * `pyodide`, no files): give it an instance used for exercises only. The score is counted here, from the data the
 * harness returns, checked field by field; anything else (a crash, an ended interpreter, a malformed answer)
 * fails every test. Nothing printed is ever parsed.
 */
import { memoryMessage } from '../memory';
import type { PythonExerciseInput, PythonExerciseResult, PythonRunError, PythonTestResult } from './types';

/** The parts of Pyodide's API used here (structural: the worker and Node pass their own instance). */
export interface ExercisePyodide {
  // `globals` is a PyProxy (a dict): typed loosely so that Pyodide's own PyodideAPI fits.
  runPython(code: string, options?: { globals?: never }): unknown;
}

interface PyCallable {
  (...args: unknown[]): unknown;
  destroy?: () => void;
}

interface PyProxyLike {
  toJs(options: {
    dict_converter: (entries: Iterable<[string, unknown]>) => unknown;
    depth?: number;
  }): unknown;
  destroy(): void;
}

const installed = new WeakMap<object, PyCallable>();

/** The Python sources the wrapper installs: the harness, the helpers module `aml_lab` and the test kit. */
export interface HarnessSources {
  harness: string;
  lab: string;
  testkit: string;
}

/** Installs the harness (once per instance) and returns its entry point. */
export function installHarness(py: ExercisePyodide, sources: HarnessSources): PyCallable {
  const existing = installed.get(py);
  if (existing) return existing;
  // A private dict: the harness never appears in sys.modules.
  const namespace = py.runPython('{"__name__": "_aml_exercise_harness"}');
  py.runPython(sources.harness, { globals: namespace as never });
  const get = (namespace as { get(name: string): PyCallable }).get.bind(namespace);
  const setLab = get('set_lab_source');
  setLab(sources.lab);
  setLab.destroy?.();
  const setKit = get('set_testkit_source');
  setKit(sources.testkit);
  setKit.destroy?.();
  const fn = get('run_exercise_data');
  (namespace as { destroy?: () => void }).destroy?.();
  installed.set(py, fn);
  return fn;
}

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const isString = (v: unknown): v is string => typeof v === 'string';
// Pyodide turns Python's None into undefined: both read as null.
const orNull = <T>(v: T | undefined): T | null => (v === undefined ? null : v);
const isStringOrNull = (v: unknown): v is string | null | undefined =>
  v === null || v === undefined || typeof v === 'string';
const isLine = (v: unknown): v is number | null | undefined =>
  v === null || v === undefined || (Number.isInteger(v) && (v as number) > 0);

function harnessError(message: string, fatal: boolean, tests: PythonTestResult[] = []): PythonExerciseResult {
  const failedTests = tests.map((t) => ({ ...t, passed: false }));
  return {
    tests: failedTests,
    error: { type: 'HarnessError', message, line: null, traceback: message },
    tampered: null,
    passed: 0,
    failed: failedTests.length,
    fatal,
  };
}

function checkTest(raw: unknown): PythonTestResult | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const t = raw as Record<string, unknown>;
  const names = t['names'] as Record<string, unknown> | undefined;
  if (!isString(t['name']) || typeof t['passed'] !== 'boolean' || !isStringOrNull(t['expected'])) return null;
  if (!isStringOrNull(t['actual']) || !isString(t['message']) || !isLine(t['line'])) return null;
  if (!names || !isString(names['en']) || !isString(names['fr'])) return null;
  const out: PythonTestResult = {
    name: t['name'],
    names: { en: names['en'], fr: names['fr'] },
    passed: t['passed'],
    expected: orNull(t['expected']),
    actual: orNull(t['actual']),
    message: t['message'],
    line: orNull(t['line']),
  };
  if (isString(t['traceback'])) out.traceback = t['traceback'];
  if (typeof t['ms'] === 'number' && Number.isFinite(t['ms']) && t['ms'] >= 0) out.ms = t['ms'];
  return out;
}

function checkError(raw: unknown): PythonRunError | null | undefined {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'object') return undefined;
  const e = raw as Record<string, unknown>;
  if (!isString(e['type']) || !isString(e['message']) || !isLine(e['line']) || !isString(e['traceback']))
    return undefined;
  return { type: e['type'], message: e['message'], line: orNull(e['line']), traceback: e['traceback'] };
}

/** Runs the tests against the student's code. Never rejects: a failure of any kind is a result with 0 passed. */
export function runWithHarness(
  py: ExercisePyodide,
  sources: HarnessSources,
  input: PythonExerciseInput,
): PythonExerciseResult {
  let run: PyCallable;
  try {
    run = installHarness(py, sources);
  } catch (error) {
    return harnessError(`the harness could not be installed: ${String(error)}`, isEnded(error));
  }
  const nonce = randomNonce();
  let raw: unknown;
  try {
    raw = run(input.student, input.tests, input.studentFilename ?? 'exercise.py', nonce);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (/KeyboardInterrupt/.test(text))
      return { ...harnessError('stopped (KeyboardInterrupt)', false), error: stopError() };
    return harnessError(`the run did not complete: ${lastLine(text)}`, isEnded(error));
  }
  let data: unknown;
  try {
    const proxy = raw as PyProxyLike;
    data = proxy.toJs({ dict_converter: (entries) => Object.fromEntries(entries) });
    proxy.destroy();
  } catch (error) {
    return harnessError(`the harness's answer could not be read: ${String(error)}`, isEnded(error));
  }
  return checkResult(data, nonce);
}

function stopError(): PythonRunError {
  return { type: 'KeyboardInterrupt', message: 'stopped', line: null, traceback: 'KeyboardInterrupt' };
}

function lastLine(text: string): string {
  const lines = text.trim().split('\n');
  return lines[lines.length - 1] ?? text;
}

function isEnded(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /exited|Program terminated|fatal|already exited/i.test(text);
}

/** Checks the harness's data field by field and counts the score. Exported for the tests. */
export function checkResult(data: unknown, nonce: string): PythonExerciseResult {
  if (typeof data !== 'object' || data === null) return harnessError('malformed harness answer', false);
  const d = data as Record<string, unknown>;
  if (d['nonce'] !== nonce) return harnessError('the harness answer is not from this run', false);
  if (!Array.isArray(d['tests'])) return harnessError('malformed harness answer (tests)', false);
  const tests: PythonTestResult[] = [];
  for (const raw of d['tests']) {
    const test = checkTest(raw);
    if (!test) return harnessError('malformed harness answer (a test)', false);
    tests.push(test);
  }
  const error = checkError(d['error']);
  if (error === undefined) return harnessError('malformed harness answer (error)', false, tests);
  const tampered = isString(d['tampered']) ? d['tampered'] : null;
  // A load error or tampering fails every test, whatever the entries say.
  const counted = error || tampered ? tests.map((t) => ({ ...t, passed: false })) : tests;
  const passed = counted.filter((t) => t.passed).length;
  return explainMemory({
    tests: counted,
    error,
    tampered,
    passed,
    failed: counted.length - passed,
    fatal: false,
  });
}

/** Python's MemoryError has no message: the run says the code hit the lab's memory cap (memory.ts). */
function explainMemory(result: PythonExerciseResult): PythonExerciseResult {
  const bare = (message: string) => /^(MemoryError:?)?\s*$/.test(message);
  const error =
    result.error?.type === 'MemoryError' && bare(result.error.message)
      ? { ...result.error, message: memoryMessage() }
      : result.error;
  const tests = result.tests.map((t) =>
    /^MemoryError:?\s*$/.test(t.message) ? { ...t, message: `MemoryError: ${memoryMessage()}` } : t,
  );
  return { ...result, error, tests };
}
