/**
 * The network client layer's types: how the lab reaches the user's own OpenAI-compatible model server.
 * This layer sits between state and components; `src/engine` never imports it (the engine stays pure).
 */

export interface ModelSettings {
  serverPreset: 'ollama' | 'llamacpp' | 'lmstudio' | 'vllm' | 'custom';
  baseUrl: string;
  chatModel: string;
  embeddingModel: string;
  /** Time limit of one request, in milliseconds (default 60_000). */
  timeoutMs: number;
}

export type ServerPreset = ModelSettings['serverPreset'];

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
