/** Answers with `tool_calls`, in a message or streamed as llama-server and OpenAI stream them. */
import type { ServerResponse } from 'node:http';
import type { ServerContext, ToolAnswer } from './types';
import { completion, json, openEventStream, sleep, type Cors, type Usage } from './wire';

/** An answer with `tool_calls`, in a message or streamed (name first, then the arguments in pieces, by `index`). */
export async function toolCallsAnswer(
  ctx: ServerContext,
  res: ServerResponse,
  cors: Cors,
  model: string,
  answer: ToolAnswer,
  streamed: boolean,
  usage: Usage,
) {
  const calls = answer.calls.map((c, i) => ({
    index: i,
    id: `call_${i + 1}`,
    type: 'function',
    function: {
      name: c.name,
      arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments),
    },
  }));
  const content = answer.content ?? null;
  if (!streamed) {
    const message = { role: 'assistant', content, tool_calls: calls };
    return json(res, 200, cors, completion('chatcmpl-test', model, message, 'tool_calls', usage));
  }
  const stream = openEventStream(res, cors, 'chatcmpl-test', model);
  stream.chunk({ role: 'assistant', content: null }, null);
  const text = content ?? '';
  for (let i = 0; i < text.length; i += ctx.opts.chunkSize) {
    if (res.destroyed) return;
    stream.chunk({ content: text.slice(i, i + ctx.opts.chunkSize) }, null);
    await sleep(ctx.opts.chunkDelayMs);
  }
  for (const c of calls) {
    if (res.destroyed) return;
    const named = {
      index: c.index,
      id: c.id,
      type: 'function',
      function: { name: c.function.name, arguments: '' },
    };
    stream.chunk({ tool_calls: [named] }, null);
    for (let i = 0; i < c.function.arguments.length; i += ctx.opts.chunkSize) {
      if (res.destroyed) return;
      const piece = c.function.arguments.slice(i, i + ctx.opts.chunkSize);
      stream.chunk({ tool_calls: [{ index: c.index, function: { arguments: piece } }] }, null);
      await sleep(ctx.opts.chunkDelayMs);
    }
  }
  stream.end('tool_calls', usage);
}
