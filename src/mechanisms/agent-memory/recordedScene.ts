/**
 * What agent-memory's recorder (record.ts) writes: kept apart so the page can ask "is this an agent-memory scene?"
 * without loading the recorder.
 */
import type { MechanismScene } from '../recorder';
import type { AgentMemoryConfig } from '../../engine/agentMemory';
import type { Op } from './ops';

/** A scene of the agent-memory mechanism (chapter 1's memories), as a cell recorded it. */
export interface AgentMemoryRecordedScene extends MechanismScene {
  mechanism: 'agent-memory';
  /** The engine class the scene records ('RollingWindow', 'LruMemory', 'ImportanceMemory', 'PagedMemory'). */
  source: string;
  config: AgentMemoryConfig;
  ops: Op[];
  /** True when operations past the limit were not recorded. */
  truncated: boolean;
}

export function isAgentMemoryScene(scene: MechanismScene | undefined): scene is AgentMemoryRecordedScene {
  return scene?.mechanism === 'agent-memory';
}
