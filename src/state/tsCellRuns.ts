/**
 * TypeScript cell runs of the page: one exercises' sandbox (opaque-origin iframe + worker, no storage, DOM or
 * network, time limit) shared by every cell, runs one at a time in the order asked, results kept per cell so that a
 * section's cells show their output again when the reader comes back, and "Run all" fills them all.
 */
import { create } from 'zustand';
import type { SandboxRunner } from '../sandbox/browserRunner';
import { CELL_RUN_SLUG, parseCellOutcome, type CellOutcome } from '../cells/outcome';
import type { CellDef } from '../cells/types';
import { cellSource } from './cellCode';

export const TS_CELL_TIMEOUT_MS = 5000;

export type TsRun =
  | { status: 'queued' }
  | { status: 'running' }
  | { status: 'done'; outcome: CellOutcome; source: string; seq: number };

interface TsRunsState {
  runs: Record<string, TsRun>;
}

export const useTsRuns = create<TsRunsState>()(() => ({ runs: {} }));

let runner: Promise<SandboxRunner> | null = null;
let current: string | null = null;
let chain: Promise<void> = Promise.resolve();
let seq = 0;
const cancelled = new Set<string>();

/** The sandbox (its chunk carries the worker's code) loads on the first run or warm-up, not with the lesson. */
function getRunner(): Promise<SandboxRunner> {
  runner ??= import('../sandbox/browserRunner').then(
    ({ SandboxRunner }) => new SandboxRunner({ timeoutMs: TS_CELL_TIMEOUT_MS }),
  );
  return runner;
}

/** Starts the sandbox ahead of the first run (when the reader reaches for "Run"), so the run answers sooner. */
export function warmUpTsSandbox(): void {
  void getRunner().then((r) => r.warmUp());
}

const setRun = (id: string, run: TsRun | null) =>
  useTsRuns.setState((s) => {
    const runs = { ...s.runs };
    if (run) runs[id] = run;
    else delete runs[id];
    return { runs };
  });

/** Runs a cell's current code (the saved edit, else the original); resolves when its output is in. */
export function runTsCell(cell: CellDef): Promise<void> {
  const original = cell.ts;
  if (original === undefined) return Promise.resolve();
  const id = cell.id;
  cancelled.delete(id);
  setRun(id, { status: 'queued' });
  const job = chain.then(async () => {
    if (cancelled.has(id)) {
      cancelled.delete(id);
      return;
    }
    const { source } = cellSource(id, 'ts', original);
    current = id;
    setRun(id, { status: 'running' });
    let outcome: CellOutcome;
    try {
      const sandbox = await getRunner();
      outcome = cancelled.has(id)
        ? { kind: 'stopped' }
        : parseCellOutcome(await sandbox.run(CELL_RUN_SLUG, source));
    } catch (e) {
      outcome = { kind: 'sandbox-error', message: e instanceof Error ? e.message : String(e) };
    }
    // Stopped while the sandbox was starting or running: whatever it answered, the reader asked to stop.
    if (cancelled.has(id)) outcome = { kind: 'stopped' };
    current = null;
    seq += 1;
    setRun(id, { status: 'done', outcome, source, seq });
  });
  chain = job.catch(() => undefined);
  return job;
}

/** "Stop": ends the cell's run (the sandbox is replaced, whatever the code is doing) or takes it out of the queue. */
export function stopTsCell(id: string): void {
  const run = useTsRuns.getState().runs[id];
  if (run?.status === 'queued') {
    cancelled.add(id);
    setRun(id, null);
  } else if (current === id) {
    // The sandbox is removed (which ends its worker, whatever it runs, even while it starts); the next run gets a
    // fresh one.
    cancelled.add(id);
    const old = runner;
    runner = null;
    void old?.then((r) => r.dispose());
  }
}

/** Clears a cell's output (e.g. after "Revert"). */
export function clearTsRun(id: string): void {
  if (useTsRuns.getState().runs[id]?.status === 'done') setRun(id, null);
}

/** "Run all": the chapter's TypeScript cells in order. */
export async function runAllTs(cells: readonly CellDef[]): Promise<number> {
  const ts = cells.filter((c) => c.ts !== undefined);
  await Promise.all(ts.map((c) => runTsCell(c)));
  return ts.length;
}

/**
 * "Restart": a fresh sandbox (the old one is removed, stopping whatever runs), then the chapter's TypeScript cells
 * that had run are run again, so every output on the page comes from the new sandbox.
 */
export async function restartTs(cells: readonly CellDef[]): Promise<void> {
  const ran = cells.filter((c) => c.ts !== undefined && useTsRuns.getState().runs[c.id]);
  for (const c of ran) cancelled.add(c.id);
  const old = runner;
  runner = null;
  void old?.then((r) => r.dispose());
  await chain;
  for (const c of ran) cancelled.delete(c.id);
  await Promise.all(ran.map((c) => runTsCell(c)));
}

/** Tests: forget every run and the sandbox. */
export function resetTsRuns(): void {
  void runner?.then((r) => r.dispose());
  runner = null;
  current = null;
  cancelled.clear();
  chain = Promise.resolve();
  useTsRuns.setState({ runs: {} });
}
