/**
 * The one use case that asks a model, whichever answers (the sibling of `runExercise`): the takes' driver, the
 * lost-in-the-middle page, "Try a prompt", the memory bench's model panel and Python's llm() in the page all send
 * here. The model client (and each backend's own code) loads only when a prompt is sent; failures come back in the
 * page's words through `failureWords`.
 */
import type { SendOptions } from '../model/send';
import type { ChatMessage, ChatResult, EmbedResult, ShownError } from '../model/types';
import { modelPort } from './modelPort';

/** Sends `messages` for `hook` to the model that answers now, logged; throws ModelError (none answers, busy, …). */
export async function askModel(
  hook: string,
  messages: ChatMessage[],
  options: SendOptions = {},
): Promise<ChatResult> {
  const { sendChat } = await import('../model/send');
  return sendChat(modelPort(), hook, messages, options);
}

/** Vectors for `texts` from the model that answers now (a backend that gives none refuses, unlogged). */
export async function embedWithModel(
  hook: string,
  texts: string[],
  options: { signal?: AbortSignal } = {},
): Promise<EmbedResult> {
  const { sendEmbed } = await import('../model/send');
  return sendEmbed(modelPort(), hook, texts, options);
}

/** A failure of `askModel` in both languages, with its kind (loads the words only when something failed). */
export async function failureWords(err: unknown): Promise<ShownError> {
  const { toShownError } = await import('../model/shown');
  return toShownError(err);
}
