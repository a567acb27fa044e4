/** A real chat model behind the test double (realModels.ts): its pieces streamed as its tokenizer made them. */
import type { ServerResponse } from 'node:http';
import { parseModelAnswer, toolCallGrammar } from '../../src/engine/selfManaged/modelTurn';
import type { ToolSchema } from '../../src/engine/selfManaged/tools';
import { toolCallsAnswer } from './toolCalls';
import type { ChatBackend, ServerContext } from './types';
import { completion, json, openEventStream, usageOf, type Cors } from './wire';

type Message = { role: string; content: string };

/** A real model's answer: each piece its tokenizer produced is one chunk, as llama-server streams them. */
export async function realChat(
  ctx: ServerContext,
  res: ServerResponse,
  cors: Cors,
  backend: ChatBackend,
  b: { model?: unknown; stream?: boolean; max_tokens?: unknown },
  messages: Message[],
  tools: readonly ToolSchema[] = [],
) {
  const model = backend.name;
  if (tools.length > 0) return realToolCalls(ctx, res, cors, backend, b, messages, tools);
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const maxTokens = typeof b.max_tokens === 'number' ? b.max_tokens : 64;
  const stream = b.stream ? openEventStream(res, cors, 'chatcmpl-real', model) : null;
  stream?.chunk({ role: 'assistant', content: '' }, null);
  let r: Awaited<ReturnType<ChatBackend['answer']>>;
  try {
    r = await backend.answer(messages, {
      maxTokens,
      signal: controller.signal,
      onPiece: (piece) => {
        ctx.pieces.push(piece);
        if (stream && !res.destroyed) stream.chunk({ content: piece }, null);
      },
    });
  } catch (err) {
    if (res.destroyed) return;
    if (!stream) return json(res, 500, cors, { error: { message: String(err) } });
    res.end(`data: ${JSON.stringify({ error: { message: String(err) } })}\n\n`);
    return;
  }
  const usage = usageOf(r.promptTokens, r.completionTokens);
  if (res.destroyed) return;
  if (!stream) {
    const message = { role: 'assistant', content: r.text };
    return json(res, 200, cors, completion('chatcmpl-real', model, message, 'stop', usage));
  }
  stream.end('stop', usage);
}

/**
 * A real model asked with `tools`: held to the tool-call grammar made from them (as llama-server does with
 * `--jinja`), its JSON read back (parseModelAnswer) and answered as `content` and `tool_calls`.
 */
async function realToolCalls(
  ctx: ServerContext,
  res: ServerResponse,
  cors: Cors,
  backend: ChatBackend,
  b: { stream?: boolean; max_tokens?: unknown },
  messages: Message[],
  tools: readonly ToolSchema[],
) {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  let r: Awaited<ReturnType<ChatBackend['answer']>>;
  try {
    r = await backend.answer(messages, {
      maxTokens: typeof b.max_tokens === 'number' ? b.max_tokens : 1024,
      signal: controller.signal,
      grammar: toolCallGrammar(tools),
      onPiece: (piece) => void ctx.pieces.push(piece),
    });
  } catch (err) {
    if (res.destroyed) return;
    return json(res, 500, cors, { error: { message: String(err) } });
  }
  const parsed = parseModelAnswer(r.text);
  const answer = { content: parsed.content, calls: parsed.calls };
  const usage = usageOf(r.promptTokens, r.completionTokens);
  return toolCallsAnswer(ctx, res, cors, backend.name, answer, b.stream === true, usage);
}
