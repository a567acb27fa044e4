/**
 * One Python grading run, in a child process of the grader: Node + the `pyodide` package, the exercise's tests.py
 * and the lab's harness (src/sandbox/python/exercise, the same one the page's worker uses). Start-up (Pyodide, the
 * harness) happens before `ready`, so it never counts in the submission's time limit. The parent then sends the
 * submission with a per-run secret, which lives only in this module's closure (never in argv, the environment or
 * Python); the one answer carries it. What the submission prints goes to a counting sink, never to stdout, and
 * nothing printed is ever read as a result.
 */
import { readFileSync } from 'node:fs';
import { loadPyodide } from 'pyodide';
import { nodeHarnessSources, runPythonExercise } from '../python/exercise/node';
import { installHarness } from '../python/exercise/run';
import { cappedPyodideModule, pyodideIndexURL } from './pyodideSnapshot';
import type { PythonChildMessage, PythonRunRequest } from './pythonProtocol';

const send = process.send?.bind(process);
if (!send) {
  console.error('pythonGradeChild must be started by the grader (with an IPC channel).');
  process.exit(2);
}
const post = (m: PythonChildMessage) => send?.(m);

// The exercise's tests.py (a path, not a secret): read during start-up, before `ready`.
const testsPath = process.argv[2];
// Optional: the grader's memory snapshot of a fresh interpreter (pyodideSnapshot.ts), restored instead of a full load.
const snapshotPath = process.argv[3];
const FLOOD_BYTES = 1_000_000;
let outputBytes = 0;
let runSecret: string | null = null;
let floodReported = false;
const sink = {
  isatty: false,
  write(buffer: Uint8Array) {
    outputBytes += buffer.length; // counted, dropped: a flood is reported, never stored
    // Said at once: a submission that floods until its time limit is killed before it could send its result.
    if (outputBytes > FLOOD_BYTES && !floodReported && runSecret !== null) {
      floodReported = true;
      post({ type: 'flood', secret: runSecret });
    }
    return buffer.length;
  },
};

async function start() {
  if (!testsPath) throw new Error('no tests.py given');
  const tests = readFileSync(testsPath, 'utf8');
  const indexURL = pyodideIndexURL();
  // The memory cap: a submission that allocates without end gets a MemoryError, not a 2 GB process.
  const quiet = { stdout: () => {}, stderr: () => {}, createPyodideModule: await cappedPyodideModule() };
  let py: Awaited<ReturnType<typeof loadPyodide>> | null = null;
  if (snapshotPath) {
    try {
      const snapshot = readFileSync(snapshotPath);
      py = await loadPyodide({ indexURL, ...quiet, _loadSnapshot: snapshot } as Parameters<
        typeof loadPyodide
      >[0]);
    } catch {
      py = null; // a missing or unusable snapshot: the usual load below
    }
  }
  py ??= await loadPyodide({ indexURL, ...quiet } as Parameters<typeof loadPyodide>[0]);
  py.setStdout(sink);
  py.setStderr(sink);
  // Installed now (runPythonExercise reuses the instance's harness), so it does not count in the time limit.
  installHarness(py, nodeHarnessSources());
  return { py, tests };
}

start().then(
  ({ py, tests }) => {
    const onMessage = (raw: unknown) => {
      const msg = raw as PythonRunRequest;
      if (!msg || msg.type !== 'run') return;
      process.off('message', onMessage);
      const { secret } = msg;
      runSecret = secret;
      const result = runPythonExercise(py, { student: msg.source, tests, studentFilename: msg.filename });
      post({ type: 'result', secret, result, outputBytes });
    };
    process.on('message', onMessage);
    post({ type: 'ready' });
  },
  (error: unknown) =>
    post({ type: 'failed-start', message: error instanceof Error ? error.message : String(error) }),
);
