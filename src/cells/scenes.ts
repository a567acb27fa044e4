/**
 * The visualizer scenes of the notebook's demos, recorded from the cells' own TypeScript: run the cell with the
 * recording engine, keep the first scene of the mechanism asked for. The visualizer's presets use these, so a preset
 * can never drift from the demo the lesson shows and runs.
 */
import type { MechanismScene } from '../mechanisms/recorder';
import type { CellDef } from './types';
import { runCellSource } from './run';

/**
 * The first scene a cell's TypeScript records that `accept` takes (e.g. a mechanism's `isXxxScene`). Throws when the
 * cell has no TypeScript, fails or records no such scene.
 */
export function recordedSceneOfCell<S extends MechanismScene>(
  cell: CellDef | undefined,
  accept: (s: MechanismScene) => s is S,
): S {
  if (cell?.ts === undefined) throw new Error(`no TypeScript cell "${cell?.id ?? '?'}"`);
  const outcome = runCellSource(cell.ts, () => 0);
  if (outcome.kind !== 'done') throw new Error(`cell "${cell.id}" did not run: ${outcome.kind}`);
  if (outcome.error) throw new Error(`cell "${cell.id}" failed: ${outcome.error.message}`);
  const scene = outcome.recording.scenes.find(accept);
  if (!scene) throw new Error(`cell "${cell.id}" builds no memory the visualizer can show`);
  return scene;
}

/** The same, from a chapter's list of cells by id. */
export function recordedSceneOf<S extends MechanismScene>(
  cells: readonly CellDef[],
  id: string,
  accept: (s: MechanismScene) => s is S,
): S {
  return recordedSceneOfCell(
    cells.find((c) => c.id === id),
    accept,
  );
}
