/**
 * The visualizer scenes of the seed's demos, recorded from the cells' own TypeScript: run the cell with the
 * recording engine, keep the scene of the memory it built. The visualizer's presets use these, so a preset can
 * never drift from the demo the lesson shows and runs.
 */
import type { CellDef } from './types';
import { isAgentMemoryScene, type RecordedScene } from './record';
import { runCellSource } from './run';

/** The first agent-memory scene a cell's TypeScript records. Throws when the cell has no TypeScript, fails or records nothing. */
export function recordedSceneOfCell(cell: CellDef | undefined): RecordedScene {
  if (cell?.ts === undefined) throw new Error(`no TypeScript cell "${cell?.id ?? '?'}"`);
  const outcome = runCellSource(cell.ts, () => 0);
  if (outcome.kind !== 'done') throw new Error(`cell "${cell.id}" did not run: ${outcome.kind}`);
  if (outcome.error) throw new Error(`cell "${cell.id}" failed: ${outcome.error.message}`);
  const scene = outcome.recording.scenes.find(isAgentMemoryScene);
  if (!scene) throw new Error(`cell "${cell.id}" builds no memory the visualizer can show`);
  return scene;
}

/** The same, from a chapter's list of cells by id. */
export function recordedSceneOf(cells: readonly CellDef[], id: string): RecordedScene {
  return recordedSceneOfCell(cells.find((c) => c.id === id));
}
