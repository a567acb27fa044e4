/**
 * The one way the lab's features send a prompt: through the live connection, logged with its exact prompt, one
 * request at a time per hook. Imports the HTTP client only when called, so pages that never send pay nothing.
 */
import { getConnection, hostOf } from './connection';
import { toShownError as words } from './shown';
import { useRequestLog } from './requestLog';
import { ModelError, type ChatMessage, type ChatResult, type EmbedResult } from './types';

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

/** Sends a chat for `hook` and logs it; throws ModelError (also when not connected, or the hook is busy). */
export async function sendChat(
  hook: string,
  messages: ChatMessage[],
  options: SendOptions = {},
): Promise<ChatResult> {
  const conn = getConnection();
  if (!conn) throw notConnected();
  claim(hook);
  const log = useRequestLog.getState();
  const id = log.add({
    hook,
    host: hostOf(conn.settings.baseUrl) ?? conn.settings.baseUrl,
    kind: 'chat',
    model: conn.settings.chatModel,
    messages,
  });
  try {
    log.update(id, { status: 'sending' });
    const { chat } = await import('./client');
    const result = await chat(conn, messages, {
      ...options,
      onDelta: (text) => {
        useRequestLog.getState().update(id, { status: 'streaming', answer: text });
        options.onDelta?.(text);
      },
    });
    useRequestLog
      .getState()
      .update(id, { status: 'done', answer: result.text, usage: result.usage, ms: result.ms });
    return result;
  } catch (err) {
    const shown = await words(err);
    useRequestLog
      .getState()
      .update(id, { status: shown.kind === 'cancelled' ? 'cancelled' : 'error', error: shown });
    throw err;
  } finally {
    busy.delete(hook);
  }
}

/** Embeds `texts` for `hook` and logs them (each text as one "user" line of the log). */
export async function sendEmbed(
  hook: string,
  texts: string[],
  options: { signal?: AbortSignal } = {},
): Promise<EmbedResult> {
  const conn = getConnection();
  if (!conn) throw notConnected();
  claim(hook);
  const log = useRequestLog.getState();
  const id = log.add({
    hook,
    host: hostOf(conn.settings.baseUrl) ?? conn.settings.baseUrl,
    kind: 'embeddings',
    model: conn.settings.embeddingModel,
    messages: texts.map((content) => ({ role: 'user' as const, content })),
  });
  try {
    log.update(id, { status: 'sending' });
    const { embed } = await import('./client');
    const result = await embed(conn, texts, options);
    useRequestLog.getState().update(id, {
      status: 'done',
      answer: `${result.vectors.length} × ${result.vectors[0]?.length ?? 0}`,
      usage: result.usage,
      ms: result.ms,
    });
    return result;
  } catch (err) {
    const shown = await words(err);
    useRequestLog
      .getState()
      .update(id, { status: shown.kind === 'cancelled' ? 'cancelled' : 'error', error: shown });
    throw err;
  } finally {
    busy.delete(hook);
  }
}
