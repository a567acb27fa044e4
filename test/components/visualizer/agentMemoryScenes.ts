// Builders for agent-memory scenes in tests: a preset's scene, and every frame of a scene (materialized, with
// `mem` for short) through the engine's generic buildTimeline.
import { buildTimeline as buildLazy, type Frame as EngineFrame, type Scene } from '../../../src/engine/scene';
import type { Message } from '../../../src/engine/core/message';
import type { AgentMemory } from '../../../src/engine/agentMemory';
import {
  agentMemoryMechanism,
  stateAppended,
  stateEvictions,
  type EvictionRecord,
  type AgentMemorySceneEvent,
  type AgentMemorySceneState,
} from '../../../src/mechanisms/agent-memory/mechanism';
import type { Op, AgentMemoryConfig } from '../../../src/mechanisms/agent-memory/ops';
import { PRESETS, type PresetId } from '../../../src/mechanisms/agent-memory/presets';

export type AgentScene = Scene<AgentMemoryConfig, Op>;
export type Frame = EngineFrame<AgentMemorySceneState, Op, AgentMemorySceneEvent> & { mem: AgentMemory };

export function presetScene(id: PresetId): AgentScene {
  const p = PRESETS[id];
  return {
    mechanism: 'agent-memory',
    preset: id,
    config: { ...p.config },
    ops: structuredClone(p.ops),
    compare: p.compare === true,
    focus: p.focus ?? null,
  };
}

export interface Frames {
  frames: Frame[];
  /** Every message appended by the whole script. */
  appended: Message[];
  evictions: EvictionRecord[];
}

/** Every frame of a scene under its configuration (or under `override`, for comparisons). */
export function buildFrames(scene: AgentScene, override: Partial<AgentMemoryConfig> = {}): Frames {
  const t = buildLazy(agentMemoryMechanism, { ...scene.config, ...override }, scene.ops);
  const frames = Array.from({ length: t.length }, (_, i) => {
    const f = t.frame(i);
    return { ...f, mem: f.state.mem };
  });
  const end = frames[frames.length - 1] as Frame;
  return { frames, appended: stateAppended(end.state), evictions: stateEvictions(end.state) };
}
