/**
 * The visualizer scenes of the seed's demos, recorded from the cells' own TypeScript: run the cell with the
 * recording engine, keep the scene of the memory it built. The visualizer's presets use these, so a preset can
 * never drift from the demo the lesson shows and runs.
 */
import { findCell } from './registry';
import type { RecordedScene } from './record';
import { runCellSource } from './run';

/** The first scene a cell's TypeScript source records. Throws when the cell is missing, fails or records nothing. */
export function recordedSceneOf(cellId: string): RecordedScene {
  const source = findCell(cellId)?.ts;
  if (source === undefined) throw new Error(`no TypeScript cell "${cellId}"`);
  const outcome = runCellSource(source, () => 0);
  if (outcome.kind !== 'done') throw new Error(`cell "${cellId}" did not run: ${outcome.kind}`);
  if (outcome.error) throw new Error(`cell "${cellId}" failed: ${outcome.error.message}`);
  const scene = outcome.recording.scenes[0];
  if (!scene) throw new Error(`cell "${cellId}" builds no memory the visualizer can show`);
  return scene;
}
