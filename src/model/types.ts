/**
 * The network client layer's types: how the lab reaches the user's own OpenAI-compatible model server.
 * This layer sits between state and components; `src/engine` never imports it (the engine stays pure).
 */
import type { Localized } from '../i18n/lang';
import type { LiveModel } from './backends/contract';
import type { ToolCall } from '../engine/selfManaged/tools';

/** The OpenAI-compatible servers the dialog offers, in its order, once: `ServerPreset` and `PRESET_IDS` come from it. */
export const SERVER_PRESETS = ['ollama', 'llamacpp', 'lmstudio', 'vllm', 'custom'] as const;
export type ServerPreset = (typeof SERVER_PRESETS)[number];

export interface ModelSettings {
  serverPreset: ServerPreset;
  baseUrl: string;
  chatModel: string;
  embeddingModel: string;
  /** Time limit of one request, in milliseconds (default 60_000). */
  timeoutMs: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface Usage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export interface ChatResult {
  text: string;
  /**
   * The calls a server answered with (OpenAI `tool_calls`: name and the arguments' JSON string), present only when
   * the request carried `tools`. A model held to the tool-call grammar answers in `text` instead.
   */
  toolCalls?: ToolCall[];
  model: string;
  usage: Usage | null;
  /** Time from sending to the last byte of the answer. */
  ms: number;
}

export interface EmbedResult {
  vectors: number[][];
  model: string;
  usage: Usage | null;
  ms: number;
}

export type ModelErrorKind =
  | 'unreachable'
  | 'cors'
  | 'local-network-blocked'
  | 'unauthorized'
  | 'forbidden'
  | 'model-not-found'
  | 'bad-response'
  | 'timeout'
  | 'http'
  | 'cancelled'
  /** The model run in the page (a GGUF file, src/model/page/) failed while answering. */
  | 'page-model';

/** Facts a message needs to name the fix (which origin to allow, which model, which host). */
export interface ModelErrorDetail {
  status?: number | undefined;
  /** The page's origin (what the server must allow, for CORS). */
  pageOrigin?: string | undefined;
  /** The server's origin (scheme, host, port). */
  serverOrigin?: string | undefined;
  model?: string | undefined;
  /** The server's own words, when it sent some. */
  serverMessage?: string | undefined;
  timeoutMs?: number | undefined;
  /** The text a stream had delivered when it broke. */
  partial?: string | undefined;
}

/**
 * A failure of a request to the model server, sorted into a kind. The plain-words message and its fix, in French
 * and English, come from `describeModelError` (src/model/errors.ts); `message` is a short English summary.
 */
export class ModelError extends Error {
  readonly kind: ModelErrorKind;
  readonly status?: number | undefined;
  readonly detail: ModelErrorDetail;
  constructor(kind: ModelErrorKind, message: string, detail: ModelErrorDetail = {}) {
    super(message);
    this.name = 'ModelError';
    this.kind = kind;
    this.status = detail.status;
    this.detail = detail;
  }
}

export interface ModelConnection {
  settings: ModelSettings;
  apiKey: string | null;
}

export const DEFAULT_TIMEOUT_MS = 60_000;

/** A failure as the UI shows it: its kind, facts, and its words in both languages (made by shown.ts, lazily). */
export interface ShownError {
  kind: ModelErrorKind;
  detail: ModelErrorDetail;
  title: Localized;
  fix: Localized;
}

export type RequestStatus = 'pending' | 'sending' | 'streaming' | 'done' | 'error' | 'cancelled';

/** One request as the request log keeps it (src/state/requestLog.ts), with its exact prompt. */
export interface LoggedRequest {
  id: number;
  /** Which hook asked (e.g. 'ch1.summary', 'python.llm', 'lost-in-the-middle'). */
  hook: string;
  /** The server's origin the request goes to, or the model file's name when it runs in this page. */
  host: string;
  /** 'page': answered by a backend run in this page (nothing left the page). Absent: the user's server. */
  where?: 'page';
  kind: 'chat' | 'embeddings';
  model: string;
  /** The exact messages (chat) or texts (embeddings, as user messages) sent. */
  messages: ChatMessage[];
  status: RequestStatus;
  answer: string;
  usage: Usage | null;
  error: ShownError | null;
  /** ISO time it was logged, and how long the answer took. */
  at: string;
  ms: number | null;
}

/** What a request is logged with before it is sent. */
export type NewLoggedRequest = Omit<
  LoggedRequest,
  'id' | 'at' | 'status' | 'answer' | 'usage' | 'error' | 'ms'
>;

/** Where requests are written (the request log). */
export interface RequestLogPort {
  add(entry: NewLoggedRequest): number;
  update(id: number, patch: Partial<LoggedRequest>): void;
}

/** What a chat asks of the model file run in this page (src/state/pageModelActions.ts answers it; page/backend.ts). */
export interface PageChatOptions {
  signal?: AbortSignal;
  /** A llama.cpp GBNF grammar the answer is held to (chapter 5's tool calls). */
  grammar?: string;
  onDelta?: (textSoFar: string) => void;
  maxTokens?: number;
  temperature?: number;
}

/**
 * What sending a prompt needs from the page, handed in by the caller (src/state/modelPort.ts): the model that answers
 * now (whichever backend it is, `backends/contract.ts`; null while none answers) and the request log. The client
 * reads no store.
 */
export interface ModelPort {
  model: LiveModel | null;
  log: RequestLogPort;
}
