/**
 * The one way the lab's features send a prompt: to the model that answers now (whichever backend, the port's
 * `LiveModel`: see backends/contract.ts), logged with its exact prompt, one request at a time per hook. The backends'
 * own code loads only when called, so pages that never send pay nothing. Which model answers and the log come in a
 * port (`modelPort()` of src/state/modelPort.ts; features call `askModel` of src/state/askModel.ts): this layer reads
 * no store.
 */
import type { ChatSendOptions, LiveModel } from './backends/contract';
import type { ToolSchema } from '../engine/selfManaged/tools';
import { encodeModelAnswer } from '../engine/selfManaged/modelTurn';
import { toShownError as words } from './shown';
import {
  ModelError,
  type ChatMessage,
  type ChatResult,
  type EmbedResult,
  type LoggedRequest,
  type ModelPort,
} from './types';

const busy = new Set<string>();

/** How to send: the backend's options, and the tools the model may call (chapter 5). */
export type SendOptions = ChatSendOptions & { tools?: readonly ToolSchema[] };

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

type LogEntry = Pick<LoggedRequest, 'kind' | 'model' | 'messages'>;

/**
 * One logged request of `hook`: claims the hook, logs the exact request, runs it, logs how it ended (the answer, or
 * the error in plain words), frees the hook. Throws ModelError when no model answers or when the hook is busy.
 */
async function logged<R>(
  port: ModelPort,
  hook: string,
  entry: (model: LiveModel) => LogEntry,
  run: (model: LiveModel, id: number) => Promise<R>,
  done: (result: R) => Pick<LoggedRequest, 'answer' | 'usage' | 'ms'>,
): Promise<R> {
  const { model, log } = port;
  if (!model) throw notConnected();
  claim(hook);
  const where = model.capabilities.inPage ? { where: 'page' as const } : {};
  const id = log.add({ hook, host: model.host, ...where, ...entry(model) });
  try {
    log.update(id, { status: 'sending' });
    const result = await run(model, id);
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

/** Sends a chat for `hook` and logs it; throws ModelError (also when no model answers, or the hook is busy). */
export function sendChat(
  port: ModelPort,
  hook: string,
  messages: ChatMessage[],
  options: SendOptions = {},
): Promise<ChatResult> {
  const { tools, ...rest } = options;
  return logged(
    port,
    hook,
    (model) => ({ kind: 'chat', model: model.chatModel, messages }),
    (model, id) =>
      model.chat(
        { messages, ...(tools && tools.length > 0 ? { tools } : {}) },
        {
          ...rest,
          onDelta: (text) => {
            port.log.update(id, { status: 'streaming', answer: text });
            options.onDelta?.(text);
          },
        },
      ),
    (result) => ({
      // A server's calls are part of the answer the log shows, in the shape a take keeps them.
      answer: result.toolCalls ? encodeModelAnswer(result.text, result.toolCalls) : result.text,
      usage: result.usage,
      ms: result.ms,
    }),
  );
}

/** Embeds `texts` for `hook` and logs them (each text as one "user" line of the log). */
export async function sendEmbed(
  port: ModelPort,
  hook: string,
  texts: string[],
  options: { signal?: AbortSignal } = {},
): Promise<EmbedResult> {
  // A model that gives no vectors refuses before anything is logged: nothing was sent.
  if (port.model && !port.model.embed) throw port.model.noEmbeddings?.() ?? notConnected();
  return logged(
    port,
    hook,
    (model) => ({
      kind: 'embeddings',
      model: model.embeddingModel,
      messages: texts.map((content) => ({ role: 'user' as const, content })),
    }),
    async (model) => {
      if (!model.embed) throw notConnected();
      return model.embed(texts, options);
    },
    (result) => ({
      answer: `${result.vectors.length} × ${result.vectors[0]?.length ?? 0}`,
      usage: result.usage,
      ms: result.ms,
    }),
  );
}
