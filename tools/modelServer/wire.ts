/**
 * What the model server test double puts on the wire: raw HTTP (bodies, statuses) and the OpenAI-compatible
 * shapes every answer shares (a whole completion, a stream of chunks closed by a usage-only chunk).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The CORS headers an allowed origin gets (empty without an Origin). */
export type Cors = Record<string, string>;

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export function usageOf(promptTokens: number, completionTokens: number): Usage {
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
}

/** A whole (not streamed) chat completion with one choice. */
export function completion(
  id: string,
  model: unknown,
  message: Record<string, unknown>,
  finishReason: string,
  usage: Usage,
) {
  return {
    id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message, finish_reason: finishReason }],
    usage,
  };
}

export interface EventStream {
  /** One chunk of the only choice. */
  chunk(delta: Record<string, unknown>, finish: string | null): void;
  /** The finishing chunk, the usage-only chunk (stream_options.include_usage: choices empty), then [DONE]. */
  end(finish: string, usage: Usage): void;
}

/** Starts a server-sent events answer whose chunks carry this id and model. */
export function openEventStream(res: ServerResponse, cors: Cors, id: string, model: string): EventStream {
  res.writeHead(200, { ...cors, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  const event = (choices: unknown[], usage?: Usage) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', model, choices, usage })}\n\n`;
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    void res.write(event([{ index: 0, delta, finish_reason: finish }]));
  return {
    chunk,
    end: (finish, usage) => {
      chunk({}, finish);
      res.write(event([], usage));
      res.end('data: [DONE]\n\n');
    },
  };
}

export function parseBody(raw: string): unknown {
  try {
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return raw;
  }
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string) {
  if (res.destroyed) return;
  res.writeHead(status, headers);
  res.end(body);
}

export function json(res: ServerResponse, status: number, headers: Record<string, string>, value: unknown) {
  send(res, status, { ...headers, 'Content-Type': 'application/json' }, JSON.stringify(value));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
