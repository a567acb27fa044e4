/**
 * The contract between the cells' recording engine (src/cells/record.ts) and a mechanism that can replay what a
 * TypeScript cell did ("Animate this output"): a host contract, like types.ts, so mechanisms import it from their own
 * layer. A mechanism declares its recorder in its own folder, `src/mechanisms/<id>/record.ts`, exporting `recorder`
 * (built with `defineRecorder`); src/cells/recorders.ts collects them by glob, so adding one needs no edit here or in
 * record.ts. A recorder replaces some exports of the student engine ('agent-memory-lab') by subclasses
 * that do the same thing and also write the mechanism's operations into a scene.
 *
 * Pure TypeScript: it runs in the sandbox's worker and in Node. Scenes are plain data (they cross postMessage).
 */
import type * as studentEngine from '../engine/student';
import type { Localized } from '../i18n/lang';

export type StudentEngine = typeof studentEngine;

/** What one engine object did, as a scene of one mechanism: validated by that mechanism before it plays. */
export interface MechanismScene {
  mechanism: string;
  /** The engine class the scene records ('RollingWindow', 'MemoryStore', ...). */
  source: string;
  /** The mechanism's configuration (checked by its validateConfig). */
  config: unknown;
  /** The mechanism's operations (checked by its validateOp). */
  ops: unknown[];
  /** True when the code did more than the scene could keep: only the operations before that are replayed. */
  truncated: boolean;
  /** What the scene replays, in both languages (the visualizer's description). */
  description?: Localized;
}

/** A scene being written. */
export interface SceneHandle {
  readonly scene: MechanismScene;
  /** Appends an operation; false (and the scene marked truncated) past the limit or after `stop`. */
  push(op: unknown): boolean;
  /** The code did something the mechanism cannot replay: keep what was recorded, record nothing more. */
  stop(): void;
}

export interface RecordingContext {
  /** Starts a scene (null past the recording's scene limit). `maxOps` is the mechanism's own limit. */
  start(
    scene: { mechanism: string; source: string; config: unknown; description?: Localized },
    maxOps: number,
  ): SceneHandle | null;
}

export interface EngineRecorder {
  /** The mechanism whose scenes it writes (a cell's `animate` names it). */
  mechanism: string;
  /** Recording versions of some engine exports (same names, same behaviour). */
  wrap(engine: StudentEngine, ctx: RecordingContext): Partial<StudentEngine>;
}

export function defineRecorder(recorder: EngineRecorder): EngineRecorder {
  return recorder;
}
