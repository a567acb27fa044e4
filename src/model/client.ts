/**
 * The OpenAI-compatible HTTP client: `GET /models`, `POST /chat/completions` (streamed or not), `POST /embeddings`.
 * One request per call, a time limit (the settings' `timeoutMs`), cancel through an AbortSignal, no retry loop:
 * every failure becomes a ModelError of one kind, whose plain-words message and fix come from errors.ts.
 */
import { browserProbes, classifyFetchFailure, addressSpaceOf, type FailureProbes } from './classify';
import { createSseParser } from './sse';
import type { ToolCall, ToolSchema } from '../engine/selfManaged/tools';
import {
  ModelError,
  type ChatMessage,
  type ChatResult,
  type EmbedResult,
  type ModelConnection,
  type ModelErrorDetail,
  type Usage,
} from './types';

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

export interface RequestOptions {
  signal?: AbortSignal;
  /** How a bare network failure is diagnosed (tests inject their own; a browser's by default). */
  probes?: FailureProbes;
}

/** `baseUrl` + path, without doubled slashes; a base URL that is not http(s) is refused before any request. */
export function endpoint(baseUrl: string, path: string): string {
  const url = new URL(baseUrl.trim());
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TypeError(`not an http(s) URL: ${baseUrl}`);
  return `${url.href.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Null when `baseUrl` can be used, else why not (in English, for the log; the dialog words it itself). */
export function invalidBaseUrl(baseUrl: string): string | null {
  try {
    endpoint(baseUrl, 'models');
    return null;
  } catch {
    return `not an http(s) URL: ${baseUrl}`;
  }
}

function pageOrigin(): string | undefined {
  const loc = (globalThis as { location?: { origin?: string } }).location;
  return loc?.origin && loc.origin !== 'null' ? loc.origin : undefined;
}

interface Sent {
  response: Response;
  detail: ModelErrorDetail;
  started: number;
  /** Ends the time limit and detaches from the caller's signal. */
  done: () => void;
  /** Turns an abort or network failure that happens while reading the body into a ModelError. */
  readFailure: (err: unknown) => ModelError;
}

/** Sends one request with the time limit and the caller's signal; non-2xx answers become ModelErrors. */
async function send(
  conn: ModelConnection,
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown; model?: string },
  options: RequestOptions,
): Promise<Sent> {
  const url = endpoint(conn.settings.baseUrl, path);
  const timeoutMs = conn.settings.timeoutMs;
  const detail: ModelErrorDetail = {
    pageOrigin: pageOrigin(),
    serverOrigin: new URL(url).origin,
    model: init.model,
    timeoutMs,
  };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const done = () => {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  };
  const abortError = () =>
    timedOut
      ? new ModelError('timeout', `No complete answer within ${timeoutMs} ms`, detail)
      : new ModelError('cancelled', 'Request cancelled', detail);
  const readFailure = (err: unknown): ModelError => {
    if (err instanceof ModelError) return err;
    if (controller.signal.aborted) return abortError();
    return new ModelError('unreachable', 'The connection closed before the answer ended', {
      ...detail,
      serverMessage: err instanceof Error ? err.message : String(err),
    });
  };
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (conn.apiKey) headers.Authorization = `Bearer ${conn.apiKey}`;
  const loopback = addressSpaceOf(new URL(url).hostname) === 'loopback';
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: controller.signal,
      cache: 'no-store',
      // Marks the request as meant for this machine (Chrome's Local Network Access); ignored elsewhere.
      ...(loopback ? { targetAddressSpace: 'loopback' } : {}),
    } as RequestInit);
  } catch (err) {
    done();
    if (controller.signal.aborted) throw abortError();
    if (!(err instanceof TypeError)) throw readFailure(err);
    throw await classifyFetchFailure(url, detail, options.probes ?? browserProbes);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    done();
    throw statusError(response.status, text, detail);
  }
  return { response, detail, started, done, readFailure };
}

export function statusError(status: number, body: string, detail: ModelErrorDetail): ModelError {
  const serverMessage = serverWords(body);
  const d = { ...detail, status, serverMessage };
  if (status === 401) return new ModelError('unauthorized', 'The server asks for a valid API key (401)', d);
  if (status === 403) return new ModelError('forbidden', 'The server refused this request (403)', d);
  if (status === 404 && /\bmodel\b/i.test(serverMessage ?? '')) {
    return new ModelError('model-not-found', `Model not found: ${detail.model ?? '?'}`, d);
  }
  return new ModelError('http', `The server answered ${status}`, d);
}

/** The server's own error words: OpenAI's `{ error: { message } }`, Ollama's `{ error: "..." }`, or the text. */
function serverWords(body: string): string | undefined {
  try {
    const v = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    if (typeof v.error === 'string') return v.error;
    if (v.error && typeof v.error.message === 'string') return v.error.message;
    if (typeof v.message === 'string') return v.message;
  } catch {
    /* not JSON: the text itself */
  }
  return body.trim().slice(0, 300) || undefined;
}

async function readJson(sent: Sent): Promise<unknown> {
  let text: string;
  try {
    text = await sent.response.text();
  } catch (err) {
    throw sent.readFailure(err);
  } finally {
    sent.done();
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badResponse(sent.detail, `not JSON: ${text.slice(0, 120)}`);
  }
}

function badResponse(detail: ModelErrorDetail, why: string): ModelError {
  return new ModelError('bad-response', `The answer is not the API's JSON (${why})`, {
    ...detail,
    serverMessage: why,
  });
}

function readUsage(raw: unknown): Usage | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const u = raw as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const prompt = num(u.prompt_tokens);
  if (prompt === null) return null;
  const completion = num(u.completion_tokens) ?? 0;
  return {
    promptTokens: prompt,
    completionTokens: completion,
    totalTokens: num(u.total_tokens) ?? prompt + completion,
  };
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

async function readStream(
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
