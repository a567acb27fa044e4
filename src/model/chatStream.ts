/**
 * A chat answer streamed as server-sent events (`text/event-stream`): the pieces of text as they arrive, the usage of
 * the last chunk, and the `tool_calls` deltas gathered by index; and a whole message's `tool_calls` read as calls.
 */
import { createSseParser } from './sse';
import type { ToolCall } from '../engine/selfManaged/tools';
import { badResponse, readUsage, statusError, type Sent } from './http';
import { ModelError, type ChatResult, type Usage } from './types';

/**
 * A message's `tool_calls` as calls: `{ function: { name, arguments } }` each, arguments kept as the JSON string the
 * server sent (parsed, and refused if broken, only when the call runs). Entries with no name are kept as calls with
 * an empty name (the executor refuses them as an unknown tool). Not a list: no call.
 */
export function readToolCalls(raw: unknown): ToolCall[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((c: unknown) => {
    const fn = (c as { function?: { name?: unknown; arguments?: unknown } } | null)?.function;
    return {
      name: typeof fn?.name === 'string' ? fn.name : '',
      arguments: fn?.arguments ?? '',
    };
  });
}

/** Streamed `tool_calls` deltas, gathered by `index`: the name and the arguments arrive in pieces. */
function toolCallGatherer() {
  const byIndex = new Map<number, { name: string; arguments: string }>();
  return {
    push(deltas: unknown) {
      if (!Array.isArray(deltas)) return;
      deltas.forEach((d: unknown, i) => {
        const delta = d as { index?: unknown; function?: { name?: unknown; arguments?: unknown } } | null;
        const index = typeof delta?.index === 'number' ? delta.index : i;
        const call = byIndex.get(index) ?? { name: '', arguments: '' };
        if (typeof delta?.function?.name === 'string') call.name += delta.function.name;
        if (typeof delta?.function?.arguments === 'string') call.arguments += delta.function.arguments;
        byIndex.set(index, call);
      });
    },
    calls: (): ToolCall[] => [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, c]) => ({ ...c })),
  };
}

export async function readStream(
  sent: Sent,
  model: string,
  onDelta?: (textSoFar: string) => void,
  withTools = false,
): Promise<ChatResult> {
  const reader = sent.response.body?.getReader();
  const gathered = toolCallGatherer();
  if (!reader) {
    sent.done();
    throw badResponse(sent.detail, 'empty body');
  }
  const decoder = new TextDecoder();
  const parser = createSseParser();
  let text = '';
  let usage: Usage | null = null;
  let answeredModel = model;
  let finished = false;
  const take = (payload: string) => {
    if (payload.trim() === '[DONE]') {
      finished = true;
      return;
    }
    let chunk: {
      choices?: { delta?: { content?: unknown; tool_calls?: unknown } }[] | null;
      usage?: unknown;
      model?: unknown;
      error?: unknown;
    };
    try {
      chunk = JSON.parse(payload) as typeof chunk;
    } catch {
      throw badResponse(sent.detail, `stream event not JSON: ${payload.slice(0, 120)}`);
    }
    if (chunk.error !== undefined) throw statusError(500, payload, sent.detail);
    if (typeof chunk.model === 'string') answeredModel = chunk.model;
    usage = readUsage(chunk.usage) ?? usage;
    if (withTools) gathered.push(chunk.choices?.[0]?.delta?.tool_calls);
    const piece = chunk.choices?.[0]?.delta?.content;
    if (typeof piece === 'string' && piece.length > 0) {
      text += piece;
      onDelta?.(text);
    }
  };
  try {
    while (!finished) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const payload of parser.push(decoder.decode(value, { stream: true }))) take(payload);
    }
    for (const payload of parser.push(decoder.decode())) take(payload);
    for (const payload of parser.flush()) take(payload);
  } catch (err) {
    void reader.cancel().catch(() => undefined);
    const e = sent.readFailure(err);
    throw new ModelError(e.kind, e.message, { ...e.detail, partial: text });
  } finally {
    sent.done();
  }
  const toolCalls = withTools ? gathered.calls() : undefined;
  if (!finished && text === '' && !(toolCalls && toolCalls.length > 0))
    throw badResponse(sent.detail, 'the stream ended without an answer');
  return {
    text,
    ...(toolCalls ? { toolCalls } : {}),
    model: answeredModel,
    usage,
    ms: performance.now() - sent.started,
  };
}
