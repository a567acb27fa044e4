/**
 * The OpenAI-compatible HTTP client: `GET /models`, `POST /chat/completions` (streamed or not), `POST /embeddings`.
 * One request per call, a time limit (the settings' `timeoutMs`), cancel through an AbortSignal, no retry loop:
 * every failure becomes a ModelError of one kind, whose plain-words message and fix come from errors.ts.
 */
import type { ToolSchema } from '../engine/selfManaged/tools';
import { badResponse, endpoint, pageOrigin, readJson, readUsage, send, type RequestOptions } from './http';
import { readStream, readToolCalls } from './chatStream';
import {
  ModelError,
  type ChatMessage,
  type ChatResult,
  type EmbedResult,
  type ModelConnection,
} from './types';

// The request machinery and the stream reader live apart (http.ts, chatStream.ts); their names callers use stay here.
export { endpoint, invalidBaseUrl, statusError, type RequestOptions } from './http';
export { readToolCalls } from './chatStream';

export interface ChatOptions {
  stream?: boolean;
  signal?: AbortSignal;
  /** Called with the whole text received so far, each time a streamed piece arrives. */
  onDelta?: (textSoFar: string) => void;
  temperature?: number;
  maxTokens?: number;
  /** Tools the model may call, sent as OpenAI `tools` (`tool_choice: "auto"`); the answer's `tool_calls` are read. */
  tools?: readonly ToolSchema[];
}

/** The ids of the models the server lists. */
export async function listModels(conn: ModelConnection, options: RequestOptions = {}): Promise<string[]> {
  const sent = await send(conn, 'models', { method: 'GET' }, options);
  const body = await readJson(sent);
  const data = (body as { data?: unknown })?.data;
  if (!Array.isArray(data)) throw badResponse(sent.detail, 'no "data" list');
  return data.flatMap((m) =>
    typeof (m as { id?: unknown })?.id === 'string' ? [(m as { id: string }).id] : [],
  );
}

export async function chat(
  conn: ModelConnection,
  messages: ChatMessage[],
  options: ChatOptions & RequestOptions = {},
): Promise<ChatResult> {
  const model = conn.settings.chatModel;
  const stream = options.stream ?? true;
  const body: Record<string, unknown> = { model, messages, stream };
  if (stream) body.stream_options = { include_usage: true };
  if (options.temperature !== undefined) body.temperature = options.temperature;
  if (options.maxTokens !== undefined) body.max_tokens = options.maxTokens;
  const withTools = options.tools !== undefined && options.tools.length > 0;
  if (withTools) {
    body.tools = options.tools;
    body.tool_choice = 'auto';
  }
  const sent = await send(conn, 'chat/completions', { method: 'POST', body, model }, options);
  const type = sent.response.headers.get('content-type') ?? '';
  // A server may ignore `stream: true` and answer one JSON object: read it as such.
  if (!stream || !type.includes('text/event-stream')) {
    const json = (await readJson(sent)) as {
      choices?: { message?: { content?: unknown; tool_calls?: unknown } }[];
      model?: unknown;
      usage?: unknown;
    };
    const message = json?.choices?.[0]?.message;
    const calls = withTools ? readToolCalls(message?.tool_calls) : undefined;
    // With tool calls, `content` is often null (OpenAI, llama.cpp): the calls are the answer.
    const text = message?.content ?? (calls && calls.length > 0 ? '' : undefined);
    if (typeof text !== 'string') throw badResponse(sent.detail, 'no choices[0].message.content');
    options.onDelta?.(text);
    return {
      text,
      ...(calls ? { toolCalls: calls } : {}),
      model: typeof json.model === 'string' ? json.model : model,
      usage: readUsage(json.usage),
      ms: performance.now() - sent.started,
    };
  }
  return readStream(sent, model, options.onDelta, withTools);
}

export async function embed(
  conn: ModelConnection,
  texts: string[],
  options: RequestOptions = {},
): Promise<EmbedResult> {
  const model = conn.settings.embeddingModel;
  const sent = await send(
    conn,
    'embeddings',
    { method: 'POST', body: { model, input: texts }, model },
    options,
  );
  const json = (await readJson(sent)) as { data?: unknown; model?: unknown; usage?: unknown };
  if (!Array.isArray(json?.data) || json.data.length !== texts.length)
    throw badResponse(sent.detail, 'no "data" list of one vector per text');
  const vectors: number[][] = new Array<number[]>(texts.length);
  for (const [i, item] of (json.data as { embedding?: unknown; index?: unknown }[]).entries()) {
    const index = typeof item?.index === 'number' ? item.index : i;
    const v = item?.embedding;
    if (
      !Array.isArray(v) ||
      v.length === 0 ||
      !v.every((x) => typeof x === 'number' && Number.isFinite(x)) ||
      index < 0 ||
      index >= texts.length
    ) {
      throw badResponse(sent.detail, `data[${i}].embedding is not a list of numbers`);
    }
    vectors[index] = v as number[];
  }
  if (vectors.some((v) => v === undefined)) throw badResponse(sent.detail, 'a vector is missing');
  return {
    vectors,
    model: typeof json.model === 'string' ? json.model : model,
    usage: readUsage(json.usage),
    ms: performance.now() - sent.started,
  };
}

export interface ConnectionReport {
  models: string[];
  chatModelListed: boolean;
  /** True when no embedding model is set (optional), or it is listed. */
  embeddingModelListed: boolean;
  ms: number;
}

/** Ollama lists `llama3.2:latest` for a model the user calls `llama3.2`. */
function listed(models: string[], name: string): boolean {
  return models.includes(name) || models.includes(`${name}:latest`);
}

/**
 * Asks the server for its models (one GET, no prompt sent) and checks the chosen chat model is among them.
 * Throws a ModelError for each way it fails, `model-not-found` included.
 */
export async function testConnection(
  conn: ModelConnection,
  options: RequestOptions = {},
): Promise<ConnectionReport> {
  const started = performance.now();
  const models = await listModels(conn, options);
  const { chatModel, embeddingModel } = conn.settings;
  const report: ConnectionReport = {
    models,
    // No chat model typed yet: the test only lists what the server has (the dialog then offers the list).
    chatModelListed: chatModel.trim() === '' || listed(models, chatModel),
    embeddingModelListed: embeddingModel.trim() === '' || listed(models, embeddingModel),
    ms: performance.now() - started,
  };
  const missing = !report.chatModelListed ? chatModel : !report.embeddingModelListed ? embeddingModel : null;
  if (missing !== null) {
    throw new ModelError('model-not-found', `Model not found: ${missing}`, {
      serverOrigin: new URL(endpoint(conn.settings.baseUrl, 'models')).origin,
      pageOrigin: pageOrigin(),
      model: missing,
      serverMessage: models.length ? `listed: ${models.join(', ')}` : 'the server lists no model',
    });
  }
  return report;
}
