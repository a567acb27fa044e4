/**
 * Chapter 5's request by section, as Letta lays it out: the memory tools' definitions (the OpenAI-format schemas
 * sent as `tools`), each memory block as the model reads it (`renderBlocks`), the messages of the window, and the
 * calls the agent made during this step with what each tool returned. The memory-pressure warning, when it entered
 * at this step, is a system message.
 */
import { PRESSURE_WARNING, renderBlocks } from '../../engine/selfManaged/blocks';
import { BLOCK_TOOLS } from '../../engine/selfManaged/tools';
import type { RequestParts } from '../../engine/compaction/context';
import type { Frame } from '../../engine/scene';
import { windowOf, type CallRecord, type SelfManagedEvent, type SelfManagedState } from './mechanism';
import type { Op } from './ops';

const TOOL_TEXTS: readonly string[] = BLOCK_TOOLS.map((t) => JSON.stringify(t));

export function selfManagedAnatomy(frame: Frame<SelfManagedState, Op, SelfManagedEvent>): RequestParts {
  const s = frame.state;
  const calls: CallRecord[] = [];
  for (let i = s.calls.length - 1; i >= 0 && (s.calls[i] as CallRecord).step === s.step; i--)
    calls.unshift(s.calls[i] as CallRecord);
  return {
    ...(frame.events.some((e) => e.type === 'pressure') ? { system: [PRESSURE_WARNING] } : {}),
    tools: TOOL_TEXTS,
    blocks: s.blocks.blocks.map((b) => renderBlocks([b])),
    messages: windowOf(s).map((m) => `${m.role}: ${m.content}`),
    toolCalls: calls.map((c) => JSON.stringify({ name: c.name, arguments: c.arguments })),
    toolResults: calls.map((c) => c.output),
  };
}
