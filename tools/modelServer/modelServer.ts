/**
 * A TEST DOUBLE standing for a user's OpenAI-compatible model server (Ollama, llama.cpp, LM Studio, vLLM).
 * By default no model runs here: answers are scripted per prompt (`setAnswer`) or a deterministic echo, and
 * embeddings are deterministic vectors computed from the text. Given real models (`chat`, `embed`: realModels.ts,
 * llama.cpp through node-llama-cpp and the lab's sentence encoder), it serves them instead, streaming the pieces
 * the real tokenizer produces, with real token counts. It listens on 127.0.0.1 only, never on another interface.
 *
 * It speaks `GET /v1/models`, `POST /v1/chat/completions` (with and without `stream: true`, server-sent events)
 * and `POST /v1/embeddings`. A chat that carries OpenAI `tools` is answered with `tool_calls` when told to
 * (`setToolCalls`): whole in a message, or streamed as llama-server and OpenAI stream them (the name first, the
 * arguments' JSON cut in pieces, by `index`). Tool calling is a test double here too: these machines run no
 * Ollama, vLLM, LM Studio or llama-server; with a real llama.cpp backend (realModels.ts), the model is held to the
 * tool-call grammar made from the request's tools and its calls are sent back as `tool_calls`. and can be told to fail the ways a real server does: 401/403, 404 for an unknown
 * model (Ollama's wording), 500, a slow answer, malformed JSON, a stream that never ends, a connection dropped
 * mid-stream, and a CORS policy that allows or refuses the page's origin (like Ollama: 403, no CORS headers).
 *
 *   const server = await startModelServer({ cors: 'allow' });
 *   server.setAnswer(/summarise/i, 'A short summary.');
 *   ... server.url is e.g. http://127.0.0.1:43123/v1 ...
 *   await server.close();
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseModelAnswer, toolCallGrammar } from '../../src/engine/selfManaged/modelTurn';
import type { ToolSchema } from '../../src/engine/selfManaged/tools';

export type Behaviour =
  'ok' | 'error-500' | 'malformed' | 'slow' | 'never-ending' | 'drop-mid-stream' | 'wrong-shape';

export interface ModelServerOptions {
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number;
  /** Models listed by /v1/models and accepted by chat/embeddings; others get Ollama's 404. */
  models?: string[];
  /** 'allow' answers any Origin; 'refuse' answers 403 without CORS headers; a list allows only those origins. */
  cors?: 'allow' | 'refuse' | string[];
  /** When set, requests must carry `Authorization: Bearer <apiKey>` (401 otherwise). */
  apiKey?: string | null;
  /** A key that is recognised but not allowed (403). */
  forbiddenKey?: string | null;
  /** How chat and embeddings answer (models always answer 'ok' unless `modelsBehaviour` says otherwise). */
  behaviour?: Behaviour;
  modelsBehaviour?: Behaviour;
  /** Delay of a 'slow' answer, and between stream chunks. */
  slowMs?: number;
  chunkDelayMs?: number;
  /** Number of characters per streamed chunk. */
  chunkSize?: number;
  /** A real chat model: its answers, pieces and token counts replace the scripted ones (realModels.ts). */
  chat?: ChatBackend | null;
  /** A real embedding model (realModels.ts). */
  embed?: EmbedBackend | null;
}

/** A real model behind the server: what it answers to the messages, piece by piece, and its token counts. */
export interface ChatBackend {
  name: string;
  answer(
    messages: { role: string; content: string }[],
    options: {
      maxTokens: number;
      signal: AbortSignal;
      onPiece(piece: string): void;
      /** A llama.cpp GBNF grammar the answer is held to (a request with `tools`). */
      grammar?: string;
    },
  ): Promise<{ text: string; promptTokens: number; completionTokens: number }>;
}

/** A scripted answer with tool calls: what the model says, and its calls (arguments as an object or a JSON string). */
export interface ToolAnswer {
  content?: string | null;
  calls: { name: string; arguments: unknown }[];
}

export interface EmbedBackend {
  name: string;
  embed(texts: string[]): Promise<number[][]>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  origin: string | null;
  authorization: string | null;
  body: unknown;
}

/** A scripted answer, or a function of the last user message and the whole conversation sent. */
export type Answer = string | ((prompt: string, messages: { role: string; content: string }[]) => string);

export interface ModelServer {
  /** The base URL a client is given, ending in /v1. */
  url: string;
  origin: string;
  port: number;
  /** Every request received (preflights included, with method OPTIONS), in order. */
  requests: RecordedRequest[];
  /** The pieces a real chat backend streamed, in order. */
  pieces: string[];
  /** The answer to any chat whose last user message matches (first match wins, latest set first). */
  setAnswer(match: string | RegExp, answer: Answer): void;
  /**
   * The tool calls answered to a chat that carries `tools` and whose last user message matches (first match wins,
   * latest set first); a chat with tools and no match gets the plain answer, no call.
   */
  setToolCalls(
    match: string | RegExp,
    answer: ToolAnswer | ((prompt: string, tools: readonly ToolSchema[]) => ToolAnswer),
  ): void;
  /** Change the options while running (e.g. switch to 'malformed' between two tests). */
  configure(options: Partial<ModelServerOptions>): void;
  close(): Promise<void>;
}

const DEFAULTS: Required<ModelServerOptions> = {
  port: 0,
  models: ['test-chat', 'test-embed'],
  cors: 'allow',
  apiKey: null,
  forbiddenKey: null,
  behaviour: 'ok',
  modelsBehaviour: 'ok',
  slowMs: 3000,
  chunkDelayMs: 15,
  chunkSize: 4,
  chat: null,
  embed: null,
};

/** A deterministic unit vector of 8 dimensions from the text's characters (same text, same vector). */
export function testVector(text: string): number[] {
  const v = new Array<number>(8).fill(0);
  for (let i = 0; i < text.length; i++) {
    const slot = (text.charCodeAt(i) + i) % 8;
    v[slot] = (v[slot] ?? 0) + 1 + (text.charCodeAt(i) % 5);
  }
  const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  return v.map((x) => Math.round((x / norm) * 1e6) / 1e6);
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export async function startModelServer(options: ModelServerOptions = {}): Promise<ModelServer> {
  let opts: Required<ModelServerOptions> = { ...DEFAULTS, ...options };
  // Real backends' models are listed and accepted too.
  opts.models = [...opts.models, ...[opts.chat?.name, opts.embed?.name].filter((n): n is string => !!n)];
  const requests: RecordedRequest[] = [];
  /** Every piece a real chat backend produced, in order (what the client's stream parser must put back together). */
  const pieces: string[] = [];
  const answers: { match: string | RegExp; answer: Answer }[] = [];
  const toolAnswers: {
    match: string | RegExp;
    answer: ToolAnswer | ((prompt: string, tools: readonly ToolSchema[]) => ToolAnswer);
  }[] = [];
  const toolAnswerFor = (prompt: string, tools: readonly ToolSchema[]): ToolAnswer | null => {
    for (const a of toolAnswers) {
      const hit = typeof a.match === 'string' ? prompt.includes(a.match) : a.match.test(prompt);
      if (hit) return typeof a.answer === 'function' ? a.answer(prompt, tools) : a.answer;
    }
    return null;
  };
  const open = new Set<ServerResponse>();

  const answerFor = (prompt: string, messages: { role: string; content: string }[]): string => {
    for (const a of answers) {
      const hit = typeof a.match === 'string' ? prompt.includes(a.match) : a.match.test(prompt);
      if (hit) return typeof a.answer === 'function' ? a.answer(prompt, messages) : a.answer;
    }
    return `Test answer to: ${prompt.slice(0, 80)}`;
  };

  const corsHeaders = (origin: string | null): Record<string, string> | null => {
    if (origin === null) return {};
    const allowed = opts.cors === 'allow' || (Array.isArray(opts.cors) && opts.cors.includes(origin));
    if (!allowed) return null;
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Headers': 'authorization, content-type',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      Vary: 'Origin',
    };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : null;
    const raw = await readBody(req);
    const body = parseBody(raw);
    const path = (req.url ?? '/').split('?')[0];
    const authorization = typeof req.headers.authorization === 'string' ? req.headers.authorization : null;
    requests.push({ method: req.method ?? 'GET', path: path ?? '/', origin, authorization, body });

    const cors = corsHeaders(origin);
    // Like Ollama: an origin it does not allow gets a bare 403, without CORS headers, preflight included.
    if (cors === null) return send(res, 403, {}, 'Forbidden');
    if (req.method === 'OPTIONS') return send(res, 204, cors, '');

    if (opts.apiKey !== null || opts.forbiddenKey !== null) {
      const key = authorization?.replace(/^Bearer\s+/i, '') ?? '';
      if (opts.forbiddenKey !== null && key === opts.forbiddenKey) {
        return json(res, 403, cors, {
          error: { message: 'This key may not use this server.', type: 'forbidden' },
        });
      }
      if (opts.apiKey !== null && key !== opts.apiKey) {
        return json(res, 401, cors, {
          error: { message: 'Invalid API key.', type: 'invalid_request_error' },
        });
      }
    }

    if (req.method === 'GET' && path === '/v1/models') {
      const models = {
        object: 'list',
        data: opts.models.map((id) => ({ id, object: 'model', owned_by: 'test' })),
      };
      return respond(res, cors, opts.modelsBehaviour, () => json(res, 200, cors, models));
    }
    if (req.method === 'POST' && path === '/v1/chat/completions') return chat(res, cors, body);
    if (req.method === 'POST' && path === '/v1/embeddings') return embeddings(res, cors, body);
    return json(res, 404, cors, { error: { message: `404 page not found: ${path}` } });
  };

  const respond = async (
    res: ServerResponse,
    cors: Record<string, string>,
    behaviour: Behaviour,
    ok: () => void,
  ) => {
    if (behaviour === 'error-500')
      return json(res, 500, cors, { error: { message: 'internal error (test)' } });
    if (behaviour === 'malformed')
      return send(res, 200, { ...cors, 'Content-Type': 'application/json' }, '{"choices": [ oops');
    if (behaviour === 'wrong-shape') return json(res, 200, cors, { result: 'not the API shape' });
    if (behaviour === 'slow') await sleep(opts.slowMs);
    if (res.destroyed) return;
    ok();
  };

  const modelNotFound = (res: ServerResponse, cors: Record<string, string>, model: unknown) =>
    json(res, 404, cors, {
      error: { message: `model "${String(model)}" not found, try pulling it first`, type: 'api_error' },
    });

  const chat = async (res: ServerResponse, cors: Record<string, string>, body: unknown) => {
    const b = (body ?? {}) as {
      model?: unknown;
      messages?: { role: string; content: string }[];
      stream?: boolean;
      tools?: unknown;
    };
    if (typeof b.model !== 'string' || !opts.models.includes(b.model))
      return modelNotFound(res, cors, b.model);
    const messages = Array.isArray(b.messages) ? b.messages : [];
    const tools = Array.isArray(b.tools) ? (b.tools as ToolSchema[]) : [];
    if (opts.chat && b.model === opts.chat.name) return realChat(res, cors, opts.chat, b, messages, tools);
    const lastUser = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
    const toolAnswer = tools.length > 0 ? toolAnswerFor(lastUser, tools) : null;
    if (toolAnswer && opts.behaviour === 'ok')
      return toolCallsAnswer(res, cors, b.model, toolAnswer, b.stream === true, {
        prompt_tokens: words(messages.map((m) => m.content).join(' ')),
        completion_tokens: 0,
        total_tokens: words(messages.map((m) => m.content).join(' ')),
      });
    const text = answerFor(lastUser, messages);
    const promptTokens = words(messages.map((m) => m.content).join(' '));
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: words(text),
      total_tokens: promptTokens + words(text),
    };
    const behaviour = opts.behaviour;
    if (
      !b.stream ||
      behaviour === 'error-500' ||
      behaviour === 'malformed' ||
      behaviour === 'wrong-shape' ||
      behaviour === 'slow'
    ) {
      if (b.stream && behaviour === 'slow') {
        await sleep(opts.slowMs);
        if (res.destroyed) return;
        return stream(res, cors, b.model, text, usage, 'ok');
      }
      return respond(res, cors, behaviour, () =>
        json(res, 200, cors, {
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: b.model,
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
          usage,
        }),
      );
    }
    return stream(res, cors, b.model, text, usage, behaviour);
  };

  const stream = async (
    res: ServerResponse,
    cors: Record<string, string>,
    model: string,
    text: string,
    usage: Record<string, number>,
    behaviour: Behaviour,
  ) => {
    res.writeHead(200, { ...cors, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    const chunk = (delta: Record<string, string>, finish: string | null) =>
      `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }, null));
    const parts: string[] = [];
    for (let i = 0; i < text.length; i += opts.chunkSize) parts.push(text.slice(i, i + opts.chunkSize));
    for (let i = 0; ; i++) {
      if (res.destroyed) return;
      if (behaviour === 'never-ending') res.write(chunk({ content: ' and' }, null));
      else if (i < parts.length) res.write(chunk({ content: parts[i] ?? '' }, null));
      else break;
      if (behaviour === 'drop-mid-stream' && i >= Math.floor(parts.length / 2)) {
        res.socket?.destroy();
        return;
      }
      await sleep(opts.chunkDelayMs);
    }
    res.write(chunk({}, 'stop'));
    // The usage-only last chunk that servers send with stream_options.include_usage (choices empty).
    res.write(
      `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', model, choices: [], usage })}\n\n`,
    );
    res.end('data: [DONE]\n\n');
  };

  /** An answer with `tool_calls`, in a message or streamed (name first, then the arguments in pieces). */
  const toolCallsAnswer = async (
    res: ServerResponse,
    cors: Record<string, string>,
    model: string,
    answer: ToolAnswer,
    streamed: boolean,
    usage: Record<string, number>,
  ) => {
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
    if (!streamed)
      return json(res, 200, cors, {
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content, tool_calls: calls },
            finish_reason: 'tool_calls',
          },
        ],
        usage,
      });
    res.writeHead(200, { ...cors, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.write(chunk({ role: 'assistant', content: null }, null));
    const text = content ?? '';
    for (let i = 0; i < text.length; i += opts.chunkSize) {
      if (res.destroyed) return;
      res.write(chunk({ content: text.slice(i, i + opts.chunkSize) }, null));
      await sleep(opts.chunkDelayMs);
    }
    for (const c of calls) {
      if (res.destroyed) return;
      res.write(
        chunk(
          {
            tool_calls: [
              {
                index: c.index,
                id: c.id,
                type: 'function',
                function: { name: c.function.name, arguments: '' },
              },
            ],
          },
          null,
        ),
      );
      for (let i = 0; i < c.function.arguments.length; i += opts.chunkSize) {
        if (res.destroyed) return;
        const piece = c.function.arguments.slice(i, i + opts.chunkSize);
        res.write(chunk({ tool_calls: [{ index: c.index, function: { arguments: piece } }] }, null));
        await sleep(opts.chunkDelayMs);
      }
    }
    res.write(chunk({}, 'tool_calls'));
    res.write(
      `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', model, choices: [], usage })}\n\n`,
    );
    res.end('data: [DONE]\n\n');
  };

  /** A real model's answer: each piece its tokenizer produced is one chunk, as llama-server streams them. */
  const realChat = async (
    res: ServerResponse,
    cors: Record<string, string>,
    backend: ChatBackend,
    b: { model?: unknown; stream?: boolean; max_tokens?: unknown },
    messages: { role: string; content: string }[],
    tools: readonly ToolSchema[] = [],
  ) => {
    const model = backend.name;
    if (tools.length > 0) return realToolCalls(res, cors, backend, b, messages, tools);
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const maxTokens = typeof b.max_tokens === 'number' ? b.max_tokens : 64;
    const chunk = (delta: Record<string, string>, finish: string | null) =>
      `data: ${JSON.stringify({ id: 'chatcmpl-real', object: 'chat.completion.chunk', model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    if (b.stream) {
      res.writeHead(200, { ...cors, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write(chunk({ role: 'assistant', content: '' }, null));
    }
    let r: Awaited<ReturnType<ChatBackend['answer']>>;
    try {
      r = await backend.answer(messages, {
        maxTokens,
        signal: controller.signal,
        onPiece: (piece) => {
          pieces.push(piece);
          if (b.stream && !res.destroyed) res.write(chunk({ content: piece }, null));
        },
      });
    } catch (err) {
      if (res.destroyed) return;
      if (!b.stream) return json(res, 500, cors, { error: { message: String(err) } });
      res.end(`data: ${JSON.stringify({ error: { message: String(err) } })}\n\n`);
      return;
    }
    const usage = {
      prompt_tokens: r.promptTokens,
      completion_tokens: r.completionTokens,
      total_tokens: r.promptTokens + r.completionTokens,
    };
    if (res.destroyed) return;
    if (!b.stream)
      return json(res, 200, cors, {
        id: 'chatcmpl-real',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: r.text }, finish_reason: 'stop' }],
        usage,
      });
    res.write(chunk({}, 'stop'));
    res.write(
      `data: ${JSON.stringify({ id: 'chatcmpl-real', object: 'chat.completion.chunk', model, choices: [], usage })}\n\n`,
    );
    res.end('data: [DONE]\n\n');
  };

  /**
   * A real model asked with `tools`: held to the tool-call grammar made from them (as llama-server does with
   * `--jinja`), its JSON read back (parseModelAnswer) and answered as `content` and `tool_calls`.
   */
  const realToolCalls = async (
    res: ServerResponse,
    cors: Record<string, string>,
    backend: ChatBackend,
    b: { stream?: boolean; max_tokens?: unknown },
    messages: { role: string; content: string }[],
    tools: readonly ToolSchema[],
  ) => {
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    let r: Awaited<ReturnType<ChatBackend['answer']>>;
    try {
      r = await backend.answer(messages, {
        maxTokens: typeof b.max_tokens === 'number' ? b.max_tokens : 1024,
        signal: controller.signal,
        grammar: toolCallGrammar(tools),
        onPiece: (piece) => void pieces.push(piece),
      });
    } catch (err) {
      if (res.destroyed) return;
      return json(res, 500, cors, { error: { message: String(err) } });
    }
    const parsed = parseModelAnswer(r.text);
    return toolCallsAnswer(
      res,
      cors,
      backend.name,
      { content: parsed.content, calls: parsed.calls },
      b.stream === true,
      {
        prompt_tokens: r.promptTokens,
        completion_tokens: r.completionTokens,
        total_tokens: r.promptTokens + r.completionTokens,
      },
    );
  };

  const embeddings = async (res: ServerResponse, cors: Record<string, string>, body: unknown) => {
    const b = (body ?? {}) as { model?: unknown; input?: unknown };
    if (typeof b.model !== 'string' || !opts.models.includes(b.model))
      return modelNotFound(res, cors, b.model);
    const inputs = Array.isArray(b.input) ? b.input.map(String) : [String(b.input ?? '')];
    const tokens = words(inputs.join(' '));
    if (opts.embed && b.model === opts.embed.name) {
      const vectors = await opts.embed.embed(inputs);
      return json(res, 200, cors, {
        object: 'list',
        model: b.model,
        data: vectors.map((embedding, index) => ({ object: 'embedding', index, embedding })),
        usage: { prompt_tokens: tokens, total_tokens: tokens },
      });
    }
    return respond(res, cors, opts.behaviour, () =>
      json(res, 200, cors, {
        object: 'list',
        model: b.model,
        data: inputs.map((t, index) => ({ object: 'embedding', index, embedding: testVector(t) })),
        usage: { prompt_tokens: tokens, total_tokens: tokens },
      }),
    );
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, {}, 'test server failure');
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/v1`,
    origin,
    port,
    requests,
    pieces,
    setAnswer: (match, answer) => void answers.unshift({ match, answer }),
    setToolCalls: (match, answer) => void toolAnswers.unshift({ match, answer }),
    configure: (next) => void (opts = { ...opts, ...next }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function parseBody(raw: string): unknown {
  try {
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return raw;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string) {
  if (res.destroyed) return;
  res.writeHead(status, headers);
  res.end(body);
}

function json(res: ServerResponse, status: number, headers: Record<string, string>, value: unknown) {
  send(res, status, { ...headers, 'Content-Type': 'application/json' }, JSON.stringify(value));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
