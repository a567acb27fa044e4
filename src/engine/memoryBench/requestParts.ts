/**
 * A bench request at question time as the sections of chapter 6's anatomy (`src/engine/compaction/context.ts`), so
 * `questionTokensBySection` and every visualizer's "Context anatomy" view count the same sections with the same
 * function. The window's turns are messages, a tool's turn a tool result, and an assistant turn answered by a tool
 * turn a tool call (the generator's `tools=1` conversations); the memory items are retrieved memories, except the
 * rendered blocks of `blocks:L` (memory blocks) and the placeholders of `clear:T:N` (tool results). The question is
 * the last message.
 */
import { formatLine, type Message } from '../core/message';
import type { RequestParts } from '../compaction/context';
import type { Request, PreparedCase } from './memories';
import type { StrategySpec } from './strategies';

export function requestParts(
  prep: PreparedCase,
  kind: StrategySpec['kind'],
  system: string,
  r: Request,
  question: Message,
): RequestParts {
  const messages: string[] = [];
  const toolCalls: string[] = [];
  const toolResults: string[] = [];
  const retrieved: string[] = [];
  const blocks: string[] = [];
  const line = (i: number) => formatLine(prep.messages[i] as Message);
  r.items.forEach((it, k) => {
    const text = 'turn' in it ? line(it.turn) : it.text;
    if (kind === 'blocks' && k === 0 && !('turn' in it)) blocks.push(text);
    else if (kind === 'clear') toolResults.push(text);
    else retrieved.push(text);
  });
  for (let i = r.lo; i <= r.hi; i++) {
    const role = (prep.messages[i] as Message).role;
    if (role === 'tool') toolResults.push(line(i));
    else if (role === 'assistant' && (prep.messages[i + 1] as Message | undefined)?.role === 'tool')
      toolCalls.push(line(i));
    else messages.push(line(i));
  }
  messages.push(formatLine(question));
  return {
    system: system.length > 0 ? [system] : [],
    blocks,
    summary: r.summary.length > 0 ? [r.summary] : [],
    retrieved,
    messages,
    toolCalls,
    toolResults,
  };
}
