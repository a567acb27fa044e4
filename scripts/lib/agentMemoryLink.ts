// Shared by the measurement scripts that open a large agent-memory scene: the link is written by the
// visualizer's own codec; the presets (which Node cannot load: they are compiled from the chapter's cells by
// Vite) are not needed to write a script that is not a preset's.
import { formatSceneQuery, type LinkWriter } from '../../src/mechanisms/permalink';
import type { Scene } from '../../src/engine';
import { configLink } from '../../src/mechanisms/agent-memory/link';
import { SCENE_DEFAULTS, type Op, type AgentMemoryConfig } from '../../src/mechanisms/agent-memory/ops';

const agentMemory: LinkWriter = {
  id: 'agent-memory',
  defaultPreset: 'playground',
  link: configLink,
  presets: {},
};

/** The visualizer query of a playground scene with a window of `window` (LRU, evicted to the trash) at `step`. */
export function agentMemoryQuery(window: number, ops: Op[], step: number): Promise<URLSearchParams> {
  const scene: Scene<AgentMemoryConfig, Op> = {
    mechanism: 'agent-memory',
    preset: 'playground',
    config: { ...SCENE_DEFAULTS, window, policy: 'lru', evictTo: 'trash' },
    ops,
    compare: false,
    focus: null,
  };
  return formatSceneQuery(agentMemory, { scene, step });
}
