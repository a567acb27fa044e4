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
 * tool-call grammar made from the request's tools and its calls are sent back as `tool_calls`. It can be told to
 * fail the ways a real server does: 401/403, 404 for an unknown model (Ollama's wording), 500, a slow answer,
 * malformed JSON, a stream that never ends, a connection dropped mid-stream, and a CORS policy that allows or refuses the page's origin (like Ollama: 403, no CORS headers).
 *
 *   const server = await startModelServer({ cors: 'allow' });
 *   server.setAnswer(/summarise/i, 'A short summary.');
 *   ... server.url is e.g. http://127.0.0.1:43123/v1 ...
 *   await server.close();
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ToolSchema } from '../../src/engine/selfManaged/tools';
import { realChat } from './realChat';
import { toolCallsAnswer } from './toolCalls';
import {
  DEFAULTS,
  type Answer,
  type Behaviour,
  type ModelServer,
  type ModelServerOptions,
  type RecordedRequest,
  type ServerContext,
  type ToolAnswer,
} from './types';
import {
  completion,
  json,
  openEventStream,
  parseBody,
  readBody,
  send,
  sleep,
  usageOf,
  type Cors,
  type Usage,
} from './wire';

export type * from './types';

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

/** A scripted answer and the last user messages it answers. */
interface Scripted<A> {
  match: string | RegExp;
  answer: A;
}

/** The first scripted answer whose match the prompt meets (the latest set comes first). */
function firstMatch<A>(scripted: readonly Scripted<A>[], prompt: string): Scripted<A> | undefined {
  return scripted.find((a) =>
    typeof a.match === 'string' ? prompt.includes(a.match) : a.match.test(prompt),
  );
}

export async function startModelServer(options: ModelServerOptions = {}): Promise<ModelServer> {
  const ctx: ServerContext = { opts: { ...DEFAULTS, ...options }, pieces: [] };
  // Real backends' models are listed and accepted too.
  const { chat: chatBackend, embed: embedBackend } = ctx.opts;
  ctx.opts.models = [
    ...ctx.opts.models,
    ...[chatBackend?.name, embedBackend?.name].filter((n): n is string => !!n),
  ];
  const requests: RecordedRequest[] = [];
  const answers: Scripted<Answer>[] = [];
  const toolAnswers: Scripted<ToolAnswer | ((prompt: string, tools: readonly ToolSchema[]) => ToolAnswer)>[] =
    [];
  const toolAnswerFor = (prompt: string, tools: readonly ToolSchema[]): ToolAnswer | null => {
    const a = firstMatch(toolAnswers, prompt);
    if (!a) return null;
    return typeof a.answer === 'function' ? a.answer(prompt, tools) : a.answer;
  };
  const open = new Set<ServerResponse>();

  const answerFor = (prompt: string, messages: { role: string; content: string }[]): string => {
    const a = firstMatch(answers, prompt);
    if (!a) return `Test answer to: ${prompt.slice(0, 80)}`;
    return typeof a.answer === 'function' ? a.answer(prompt, messages) : a.answer;
  };

  const corsHeaders = (origin: string | null): Record<string, string> | null => {
    if (origin === null) return {};
    const allowed =
      ctx.opts.cors === 'allow' || (Array.isArray(ctx.opts.cors) && ctx.opts.cors.includes(origin));
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

    if (ctx.opts.apiKey !== null || ctx.opts.forbiddenKey !== null) {
      const key = authorization?.replace(/^Bearer\s+/i, '') ?? '';
      if (ctx.opts.forbiddenKey !== null && key === ctx.opts.forbiddenKey) {
        return json(res, 403, cors, {
          error: { message: 'This key may not use this server.', type: 'forbidden' },
        });
      }
      if (ctx.opts.apiKey !== null && key !== ctx.opts.apiKey) {
        return json(res, 401, cors, {
          error: { message: 'Invalid API key.', type: 'invalid_request_error' },
        });
      }
    }

    if (req.method === 'GET' && path === '/v1/models') {
      const models = {
        object: 'list',
        data: ctx.opts.models.map((id) => ({ id, object: 'model', owned_by: 'test' })),
      };
      return respond(res, cors, ctx.opts.modelsBehaviour, () => json(res, 200, cors, models));
    }
    if (req.method === 'POST' && path === '/v1/chat/completions') return chat(res, cors, body);
    if (req.method === 'POST' && path === '/v1/embeddings') return embeddings(res, cors, body);
    return json(res, 404, cors, { error: { message: `404 page not found: ${path}` } });
  };

  const respond = async (res: ServerResponse, cors: Cors, behaviour: Behaviour, ok: () => void) => {
    if (behaviour === 'error-500')
      return json(res, 500, cors, { error: { message: 'internal error (test)' } });
    if (behaviour === 'malformed')
      return send(res, 200, { ...cors, 'Content-Type': 'application/json' }, '{"choices": [ oops');
    if (behaviour === 'wrong-shape') return json(res, 200, cors, { result: 'not the API shape' });
    if (behaviour === 'slow') await sleep(ctx.opts.slowMs);
    if (res.destroyed) return;
    ok();
  };

  const modelNotFound = (res: ServerResponse, cors: Cors, model: unknown) =>
    json(res, 404, cors, {
      error: { message: `model "${String(model)}" not found, try pulling it first`, type: 'api_error' },
    });

  const chat = async (res: ServerResponse, cors: Cors, body: unknown) => {
    const b = (body ?? {}) as {
      model?: unknown;
      messages?: { role: string; content: string }[];
      stream?: boolean;
      tools?: unknown;
    };
    if (typeof b.model !== 'string' || !ctx.opts.models.includes(b.model))
      return modelNotFound(res, cors, b.model);
    const messages = Array.isArray(b.messages) ? b.messages : [];
    const tools = Array.isArray(b.tools) ? (b.tools as ToolSchema[]) : [];
    if (ctx.opts.chat && b.model === ctx.opts.chat.name)
      return realChat(ctx, res, cors, ctx.opts.chat, b, messages, tools);
    const lastUser = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
    const toolAnswer = tools.length > 0 ? toolAnswerFor(lastUser, tools) : null;
    const promptTokens = words(messages.map((m) => m.content).join(' '));
    if (toolAnswer && ctx.opts.behaviour === 'ok')
      return toolCallsAnswer(
        ctx,
        res,
        cors,
        b.model,
        toolAnswer,
        b.stream === true,
        usageOf(promptTokens, 0),
      );
    const text = answerFor(lastUser, messages);
    const usage = usageOf(promptTokens, words(text));
    const behaviour = ctx.opts.behaviour;
    if (
      !b.stream ||
      behaviour === 'error-500' ||
      behaviour === 'malformed' ||
      behaviour === 'wrong-shape' ||
      behaviour === 'slow'
    ) {
      if (b.stream && behaviour === 'slow') {
        await sleep(ctx.opts.slowMs);
        if (res.destroyed) return;
        return stream(res, cors, b.model, text, usage, 'ok');
      }
      const message = { role: 'assistant', content: text };
      return respond(res, cors, behaviour, () =>
        json(res, 200, cors, completion('chatcmpl-test', b.model, message, 'stop', usage)),
      );
    }
    return stream(res, cors, b.model, text, usage, behaviour);
  };

  const stream = async (
    res: ServerResponse,
    cors: Cors,
    model: string,
    text: string,
    usage: Usage,
    behaviour: Behaviour,
  ) => {
    const events = openEventStream(res, cors, 'chatcmpl-test', model);
    events.chunk({ role: 'assistant', content: '' }, null);
    const parts: string[] = [];
    for (let i = 0; i < text.length; i += ctx.opts.chunkSize)
      parts.push(text.slice(i, i + ctx.opts.chunkSize));
    for (let i = 0; ; i++) {
      if (res.destroyed) return;
      if (behaviour === 'never-ending') events.chunk({ content: ' and' }, null);
      else if (i < parts.length) events.chunk({ content: parts[i] ?? '' }, null);
      else break;
      if (behaviour === 'drop-mid-stream' && i >= Math.floor(parts.length / 2)) {
        res.socket?.destroy();
        return;
      }
      await sleep(ctx.opts.chunkDelayMs);
    }
    events.end('stop', usage);
  };

  const embeddings = async (res: ServerResponse, cors: Cors, body: unknown) => {
    const b = (body ?? {}) as { model?: unknown; input?: unknown };
    if (typeof b.model !== 'string' || !ctx.opts.models.includes(b.model))
      return modelNotFound(res, cors, b.model);
    const inputs = Array.isArray(b.input) ? b.input.map(String) : [String(b.input ?? '')];
    const tokens = words(inputs.join(' '));
    const list = (vectors: number[][]) => ({
      object: 'list',
      model: b.model,
      data: vectors.map((embedding, index) => ({ object: 'embedding', index, embedding })),
      usage: { prompt_tokens: tokens, total_tokens: tokens },
    });
    if (ctx.opts.embed && b.model === ctx.opts.embed.name)
      return json(res, 200, cors, list(await ctx.opts.embed.embed(inputs)));
    return respond(res, cors, ctx.opts.behaviour, () => json(res, 200, cors, list(inputs.map(testVector))));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, {}, 'test server failure');
    });
  });
  await new Promise<void>((resolve) => server.listen(ctx.opts.port, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/v1`,
    origin,
    port,
    requests,
    pieces: ctx.pieces,
    setAnswer: (match, answer) => void answers.unshift({ match, answer }),
    setToolCalls: (match, answer) => void toolAnswers.unshift({ match, answer }),
    configure: (next) => void (ctx.opts = { ...ctx.opts, ...next }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
