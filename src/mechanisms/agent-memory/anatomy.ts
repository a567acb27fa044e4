/**
 * Chapter 1's request by section: what AgentMemory.context() sends this turn. The summary (progressive summary
 * mode), the messages of the window, each as the model reads it ("[role] content"), and the page swapped in (paging),
 * counted as memories brought back into the request. AgentMemory has no system prompt and no tools.
 */
import { formatLine } from '../../engine/core/message';
import type { RequestParts } from '../../engine/compaction/context';
import type { Frame } from '../../engine/scene';
import type { AgentMemorySceneEvent, AgentMemorySceneState } from './mechanism';
import type { Op } from './ops';

export function agentMemoryAnatomy(
  frame: Frame<AgentMemorySceneState, Op, AgentMemorySceneEvent>,
): RequestParts {
  const ctx = frame.state.mem.context();
  return {
    ...(ctx.summary.length > 0 ? { summary: [ctx.summary] } : {}),
    ...(ctx.page ? { retrieved: ctx.page.messages.map(formatLine) } : {}),
    messages: ctx.messages.map(formatLine),
  };
}
