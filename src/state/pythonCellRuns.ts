/**
 * The run state of Python cells, per chapter: what each cell last printed (so "Run all" fills every cell's Output),
 * and the actions of the chapter toolbar and of each cell, on the chapter's kernel (src/sandbox/python/kernel.ts) in
 * the order of the cell sources (src/cells/registry.ts). A cell's code is its saved edit if any
 * (src/state/cellCode.ts), else the seed's original. The view: src/components/cells/python/.
 *
 * - runPythonCell(chapter, cellId): runs the cells before it that have not run in this kernel yet, then the cell,
 *   and records which ran first (the cell says so).
 * - runAllPython(chapter), restartPython(chapter), stopPython(chapter): the chapter's "Run all", "Restart", "Stop".
 * - useCellRun(chapter, cellId), useKernel(chapter): for components.
 */
import { useSyncExternalStore } from 'react';
import { isIndependent, pythonCellsOf } from '../cells/registry';
import type { CellDef } from '../cells/types';
import { getKernel } from '../sandbox/python/kernel';
import { pythonModelPort } from './pythonModelPort';
import type { KernelSnapshot, RunResult } from '../sandbox/python/types';
import { cellSource } from './cellCode';

export type CellRunPhase = 'idle' | 'queued' | 'running' | 'done';

export interface CellRun {
  phase: CellRunPhase;
  stdout: string;
  stderr: string;
  result: RunResult | null;
  /** Earlier cells that this run ran first (ids, in order). */
  ranFirst: readonly string[];
}

const IDLE: CellRun = { phase: 'idle', stdout: '', stderr: '', result: null, ranFirst: [] };
const runs = new Map<string, CellRun>();
const listeners = new Set<() => void>();
const key = (chapter: string, cellId: string) => `${chapter}/${cellId}`;

function setRun(chapter: string, cellId: string, patch: Partial<CellRun>) {
  runs.set(key(chapter, cellId), { ...(runs.get(key(chapter, cellId)) ?? IDLE), ...patch });
  for (const listener of [...listeners]) listener();
}

function subscribeRuns(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getCellRun(chapter: string, cellId: string): CellRun {
  return runs.get(key(chapter, cellId)) ?? IDLE;
}

export function useCellRun(chapter: string, cellId: string): CellRun {
  return useSyncExternalStore(
    subscribeRuns,
    () => getCellRun(chapter, cellId),
    () => IDLE,
  );
}

export function useKernel(chapter: string): KernelSnapshot {
  const kernel = getKernel(chapter, pythonModelPort);
  return useSyncExternalStore(kernel.subscribe, kernel.getSnapshot, kernel.getSnapshot);
}

/** Queues one cell on the chapter's kernel; its Output follows the run as it prints. */
function enqueue(chapter: string, cell: CellDef, ranFirst: readonly string[] = []): Promise<RunResult> {
  const code = cellSource(cell.id, 'python', cell.python ?? '').source;
  setRun(chapter, cell.id, { phase: 'queued', stdout: '', stderr: '', result: null, ranFirst });
  const append = (stream: 'stdout' | 'stderr') => (text: string) => {
    const run = getCellRun(chapter, cell.id);
    setRun(chapter, cell.id, { phase: 'running', [stream]: run[stream] + text });
  };
  return getKernel(chapter, pythonModelPort)
    .run(code, { cellId: cell.id, onStdout: append('stdout'), onStderr: append('stderr') })
    .then((result) => {
      setRun(chapter, cell.id, { phase: 'done', result, stdout: result.stdout, stderr: result.stderr });
      return result;
    });
}

/** Queues the cells at once (the kernel runs them in order, one at a time); each is "running" once the one before it ended. */
async function runSequence(
  chapter: string,
  items: { cell: CellDef; ranFirst?: readonly string[] }[],
): Promise<RunResult[]> {
  const promises = items.map(({ cell, ranFirst }) => enqueue(chapter, cell, ranFirst));
  const results: RunResult[] = [];
  for (const [i, promise] of promises.entries()) {
    const cell = items[i]?.cell;
    if (cell && getCellRun(chapter, cell.id).phase === 'queued')
      setRun(chapter, cell.id, { phase: 'running' });
    results.push(await promise);
  }
  return results;
}

/** Runs a cell, after the earlier cells of its chapter that have not run in this kernel yet. */
export async function runPythonCell(chapter: string, cellId: string): Promise<RunResult | null> {
  const cells = pythonCellsOf(chapter);
  const index = cells.findIndex((c) => c.id === cellId);
  const cell = cells[index];
  if (!cell) return null;
  const ran = getKernel(chapter, pythonModelPort).getSnapshot().ranCells;
  // The earlier cells it depends on: back to the nearest independent cell (included), none if it is independent.
  const before: CellDef[] = [];
  if (!isIndependent(chapter, cellId)) {
    for (let i = index - 1; i >= 0; i--) {
      const c = cells[i];
      if (!c) break;
      if (!ran.includes(c.id)) before.unshift(c);
      if (isIndependent(chapter, c.id)) break;
    }
  }
  const results = await runSequence(chapter, [
    ...before.map((c) => ({ cell: c })),
    { cell, ranFirst: before.map((c) => c.id) },
  ]);
  return results[results.length - 1] ?? null;
}

/** The chapter's "Run all": every Python cell in order; a failing cell does not stop the others. */
export function runAllPython(chapter: string): Promise<RunResult[]> {
  return runSequence(
    chapter,
    pythonCellsOf(chapter).map((cell) => ({ cell })),
  );
}

/** The chapter's "Restart": a fresh kernel (empty namespace); the cells' outputs are cleared. */
export async function restartPython(chapter: string): Promise<void> {
  const kernel = getKernel(chapter, pythonModelPort);
  const restarting = kernel.restart();
  for (const cell of pythonCellsOf(chapter)) runs.delete(key(chapter, cell.id));
  for (const listener of [...listeners]) listener();
  await restarting;
}

/** Stops the chapter's running cell (and what is queued after it); says how: 'interrupt' or 'restart'. */
export function stopPython(chapter: string) {
  return getKernel(chapter, pythonModelPort).stop();
}
