/**
 * The recorders the mechanisms declare: every `src/mechanisms/<id>/record.ts` exporting `recorder` (see recorder.ts).
 * Collected by glob, so a mechanism that learns to replay cells needs no edit here.
 */
import type { EngineRecorder } from '../mechanisms/recorder';

const modules = import.meta.glob<{ recorder?: EngineRecorder }>('../mechanisms/*/record.ts', { eager: true });

export const RECORDERS: readonly EngineRecorder[] = Object.keys(modules)
  .sort()
  .flatMap((path) => {
    const recorder = modules[path]?.recorder;
    return recorder ? [recorder] : [];
  });
