/** The model server test double's contract: its options, the real backends it can serve, and its handle. */
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

export const DEFAULTS: Required<ModelServerOptions> = {
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

/** What the handlers read while the server runs: the options of the moment (`configure` replaces them). */
export interface ServerContext {
  opts: Required<ModelServerOptions>;
  /** Every piece a real chat backend produced, in order (what the client's stream parser must put back together). */
  pieces: string[];
}
