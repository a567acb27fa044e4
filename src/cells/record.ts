/**
 * The recording engine: the same module as 'agent-memory-lab' (the sandbox's student engine), whose classes also
 * write down what the code did to them, as scenes of the visualizer's mechanisms. This is how a cell's output can be
 * animated, and how the visualizer's seed presets are derived from the cells (never written twice).
 *
 * It knows no mechanism: each declares its recorder in its own folder (`src/mechanisms/<id>/record.ts`, contract in
 * recorder.ts), which replaces the engine exports it follows. A cell's `animate` names the mechanism whose scene
 * "Animate this output" plays.
 */
import * as studentEngine from '../engine/student';
import type { MechanismScene, RecordingContext, StudentEngine } from '../mechanisms/recorder';
import { RECORDERS } from './recorders';

export type { MechanismScene } from '../mechanisms/recorder';

export interface Recording {
  /** One scene per engine object a recorder follows, in creation order, whatever the mechanism. */
  scenes: MechanismScene[];
}

/** The scenes of one mechanism (a cell's `animate`), in order. */
export function scenesOf(recording: Recording, mechanism: string): MechanismScene[] {
  return recording.scenes.filter((s) => s.mechanism === mechanism);
}

/** How many scenes one run records (each mechanism limits its own operations). */
export const RECORDING_LIMITS = { scenes: 8 } as const;

/** A fresh engine module (same exports as 'agent-memory-lab') and the recording it fills. */
export function createRecordingEngine(): { engine: StudentEngine; recording: Recording } {
  const recording: Recording = { scenes: [] };
  const ctx: RecordingContext = {
    start(started, maxOps) {
      if (recording.scenes.length >= RECORDING_LIMITS.scenes) return null;
      const scene: MechanismScene = { ...started, ops: [], truncated: false };
      recording.scenes.push(scene);
      let stopped = false;
      return {
        scene,
        push(op) {
          if (stopped || scene.ops.length >= maxOps) {
            scene.truncated = true;
            return false;
          }
          scene.ops.push(op);
          return true;
        },
        stop() {
          stopped = true;
          scene.truncated = true;
        },
      };
    },
  };
  // The mechanisms' recorders, each over the engine the previous ones left.
  let engine: StudentEngine = { ...studentEngine };
  for (const recorder of RECORDERS) engine = { ...engine, ...recorder.wrap(engine, ctx) };
  return { engine, recording };
}
