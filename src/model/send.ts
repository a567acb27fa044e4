/**
 * The one way the lab's features send a prompt: to the model that answers now (the user's server, or a model file run
 * in this page), logged with its exact prompt, one request at a time per hook. Imports the HTTP client only when
 * called, so pages that never send pay nothing. Which model answers and the log come in a port (`modelPort()` of
 * src/state/modelPort.ts): this layer reads no store.
 */
import { hostOf } from './presets';
import { toShownError as words } from './shown';
import {
  ModelError,
  type ChatMessage,
  type ChatResult,
  type EmbedResult,
  type LoggedRequest,
  type ModelConnection,
  type ModelPort,
  type PageModelPort,
} from './types';

const busy = new Set<string>();

export interface SendOptions {
  signal?: AbortSignal;
  onDelta?: (textSoFar: string) => void;
  stream?: boolean;
  temperature?: number;
  maxTokens?: number;
}

function notConnected(): ModelError {
  return new ModelError('unreachable', 'Not connected: connect in the Model dialog first', {
    serverMessage: 'not connected',
  });
}

function claim(hook: string) {
  if (busy.has(hook))
    throw new ModelError('cancelled', `A request of ${hook} is already under way`, { serverMessage: 'busy' });
  busy.add(hook);
}

type LogEntry = Omit<
  LoggedRequest,
  'id' | 'at' | 'status' | 'answer' | 'usage' | 'error' | 'ms' | 'hook' | 'host'
>;

/**
 * One logged request of `hook`: claims the hook, logs the exact request, runs it, logs how it ended (the answer, or
 * the error in plain words), frees the hook. Throws ModelError when not connected or when the hook is busy.
 */
async function logged<R>(
  port: ModelPort,
  hook: string,
  entry: (conn: ModelConnection) => LogEntry,
  run: (conn: ModelConnection, id: number) => Promise<R>,
  done: (result: R) => Pick<LoggedRequest, 'answer' | 'usage' | 'ms'>,
): Promise<R> {
  const { connection: conn, log } = port;
  if (!conn) throw notConnected();
  claim(hook);
  const id = log.add({ hook, host: hostOf(conn.settings.baseUrl) ?? conn.settings.baseUrl, ...entry(conn) });
  try {
    log.update(id, { status: 'sending' });
    const result = await run(conn, id);
    log.update(id, { status: 'done', ...done(result) });
    return result;
  } catch (err) {
    const shown = await words(err);
    log.update(id, { status: shown.kind === 'cancelled' ? 'cancelled' : 'error', error: shown });
    throw err;
  } finally {
    busy.delete(hook);
  }
}

/** Sends a chat for `hook` and logs it; throws ModelError (also when not connected, or the hook is busy). */
export function sendChat(
  port: ModelPort,
  hook: string,
  messages: ChatMessage[],
  options: SendOptions = {},
): Promise<ChatResult> {
  if (port.page) return pageChatLogged(port, port.page, hook, messages, options);
  return logged(
    port,
    hook,
    (conn) => ({ kind: 'chat', model: conn.settings.chatModel, messages }),
    async (conn, id) => {
      const { chat } = await import('./client');
      return chat(conn, messages, {
        ...options,
        onDelta: (text) => {
          port.log.update(id, { status: 'streaming', answer: text });
          options.onDelta?.(text);
        },
      });
    },
    (result) => ({ answer: result.text, usage: result.usage, ms: result.ms }),
  );
}

/** A chat answered by the model run in this page: logged like a server's, nothing leaves the page. */
async function pageChatLogged(
  port: ModelPort,
  page: PageModelPort,
  hook: string,
  messages: ChatMessage[],
  options: SendOptions,
): Promise<ChatResult> {
  const { log } = port;
  const { fileName } = page;
  claim(hook);
  const id = log.add({ hook, host: fileName, where: 'page', kind: 'chat', model: fileName, messages });
  try {
    log.update(id, { status: 'sending' });
    const result = await page.chat(messages, {
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.maxTokens === undefined ? {} : { maxTokens: options.maxTokens }),
      ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
      onDelta: (text) => {
        log.update(id, { status: 'streaming', answer: text });
        options.onDelta?.(text);
      },
    });
    log.update(id, { status: 'done', answer: result.text, usage: result.usage, ms: result.ms });
    return result;
  } catch (err) {
    const shown = await words(err);
    log.update(id, { status: shown.kind === 'cancelled' ? 'cancelled' : 'error', error: shown });
    throw err;
  } finally {
    busy.delete(hook);
  }
}

/** Embeds `texts` for `hook` and logs them (each text as one "user" line of the log). */
export function sendEmbed(
  port: ModelPort,
  hook: string,
  texts: string[],
  options: { signal?: AbortSignal } = {},
): Promise<EmbedResult> {
  if (port.page)
    return Promise.reject(
      new ModelError('page-model', 'The model file run in this page gives no embeddings', {
        serverMessage: 'no embeddings: choose the sentence encoder (in this page) as the relevance',
      }),
    );
  return logged(
    port,
    hook,
    (conn) => ({
      kind: 'embeddings',
      model: conn.settings.embeddingModel,
      messages: texts.map((content) => ({ role: 'user' as const, content })),
    }),
    async (conn) => {
      const { embed } = await import('./client');
      return embed(conn, texts, options);
    },
    (result) => ({
      answer: `${result.vectors.length} × ${result.vectors[0]?.length ?? 0}`,
      usage: result.usage,
      ms: result.ms,
    }),
  );
}
