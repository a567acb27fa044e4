/** Makes the grader's Pyodide memory snapshot (see pyodideSnapshot.ts) and writes it to argv[2]. */
import { writeFileSync } from 'node:fs';
import { loadPyodide } from 'pyodide';
import { pyodideIndexURL, SNAPSHOT_IMPORTS } from './pyodideSnapshot';

const out = process.argv[2];
if (!out) process.exit(2);
const py = await loadPyodide({ indexURL: pyodideIndexURL(), _makeSnapshot: true } as Parameters<
  typeof loadPyodide
>[0]);
py.runPython(SNAPSHOT_IMPORTS);
writeFileSync(out, (py as unknown as { makeMemorySnapshot(): Uint8Array }).makeMemorySnapshot());
process.exit(0);
