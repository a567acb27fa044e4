/**
 * The contract every model backend signs: what it can do (its capabilities), its name in both languages, and, for
 * the backends that answer the lab's hooks, the live model a port carries (`LiveModel`). Features and the request
 * log ask a live model or a backend's capabilities; none names a backend by comparison outside its own folder
 * (`test/model/backends.test.ts` guards it). A new backend is a folder under `src/model/` with a `backend.ts`, its id
 * in `BACKEND_IDS` and one line in `registry.ts` (tsc names the line).
 */
import type { Localized } from '../../i18n/lang';
import type { ToolSchema } from '../../engine/selfManaged/tools';
import type { ChatMessage, ChatResult, EmbedResult, ModelConnection, ModelError } from '../types';

/** Every backend, once: the registry (`registry.ts`) is a `Record` over these, so a missing line is a type error. */
export const BACKEND_IDS = ['scripted', 'server', 'page', 'encoder'] as const;
export type BackendId = (typeof BACKEND_IDS)[number];

export interface BackendCapabilities {
  /** Answers a chat (a list of messages). */
  chat: boolean;
  /** Gives vectors for texts. */
  embed: boolean;
  /** Streams its answer as it comes (the UI shows it growing). */
  stream: boolean;
  /** Runs in this page: nothing leaves it (the request log says "in this page", Cancel is "Stop"). */
  inPage: boolean;
  /**
   * Calls tools (chapter 5): OpenAI `tools`/`tool_calls` for a server, a GBNF grammar made from the tools for the
   * page model (src/engine/selfManaged/modelTurn.ts). A backend that sets it reads `ChatRequest.tools`.
   */
  tools: boolean;
}

export interface ModelBackend<Id extends BackendId = BackendId> {
  id: Id;
  /** What the backend is, as the maps and the dialog name it. */
  name: Localized;
  capabilities: BackendCapabilities;
}

export function defineModelBackend<Id extends BackendId>(backend: ModelBackend<Id>): ModelBackend<Id> {
  return backend;
}

/** What one chat asks: the messages, and the tools the model may call (chapter 5), in OpenAI's format. */
export interface ChatRequest {
  messages: ChatMessage[];
  tools?: readonly ToolSchema[];
}

export interface ChatSendOptions {
  signal?: AbortSignal;
  /** Called with the whole text received so far, each time a streamed piece arrives. */
  onDelta?: (textSoFar: string) => void;
  stream?: boolean;
  temperature?: number;
  maxTokens?: number;
}

/**
 * How Python's llm()/embed() reach this model: the kernel's worker calls a server over HTTP itself, or asks the page
 * to answer (a model run in the page cannot run in the worker).
 */
export type PythonRoute = { via: 'worker-http'; conn: ModelConnection } | { via: 'ask-page' };

/** The model that answers the lab's hooks now, as a port carries it (built by its backend's folder). */
export interface LiveModel {
  backend: BackendId;
  capabilities: BackendCapabilities;
  /** Where the request log says requests go: the server's origin, or the model file's name. */
  host: string;
  /** How a button names it: the server's origin, or "file.gguf (in this page)". */
  label: Localized;
  /** The shorter name the takes panel uses: the server's host (no scheme), or the same as `label`. */
  shortLabel: Localized;
  /** The model names the log and the takes record. */
  chatModel: string;
  embeddingModel: string;
  python: PythonRoute;
  chat(request: ChatRequest, options: ChatSendOptions): Promise<ChatResult>;
  /** Null when it gives no vectors; `noEmbeddings` then says why, in the failure's own kind. */
  embed: ((texts: string[], options: { signal?: AbortSignal }) => Promise<EmbedResult>) | null;
  noEmbeddings?: () => ModelError;
}
