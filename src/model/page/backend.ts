/**
 * A GGUF model file the learner picks, run in this page by llama.cpp compiled to WebAssembly (wllama,
 * `pageRuntime.ts`). Nothing leaves the page. Its chat is handed in by the caller (`pageChat` of
 * src/state/pageModelActions.ts, which owns the running runtime): this layer reads no store.
 */
import { defineModelBackend, type LiveModel } from '../backends/contract';
import { ModelError, type ChatResult, type PageChatOptions, type ChatMessage } from '../types';
import words from './inPage.messages';

/**
 * Tokens a grammar-held tool-call answer may take: the grammar bounds every string, so its longest answer fits
 * (stories260K's tokens are a few characters each).
 */
export const TOOL_CALL_MAX_TOKENS = 1024;

export const pageBackend = defineModelBackend({
  id: 'page',
  name: {
    en: 'a model file run in this page (GGUF)',
    fr: 'un fichier de modèle exécuté dans la page (GGUF)',
  },
  capabilities: { chat: true, embed: false, stream: true, inPage: true, tools: true },
});

export type PageChat = (messages: ChatMessage[], options: PageChatOptions) => Promise<ChatResult>;

/** The model file `fileName` (also the model's name in takes and in the log) as the model that answers. */
export function pageModel(fileName: string, chat: PageChat): LiveModel {
  const label = { en: words.en.inPage(fileName), fr: words.fr.inPage(fileName) };
  return {
    backend: pageBackend.id,
    capabilities: pageBackend.capabilities,
    host: fileName,
    label,
    shortLabel: label,
    chatModel: fileName,
    embeddingModel: fileName,
    python: { via: 'ask-page' },
    // With tools, the answer is held to the tool-call grammar made from them: its JSON is the answer's text. The
    // grammar's code loads only then (this file is in the initial bundle through the registry).
    chat: async (request, options) =>
      chat(request.messages, {
        ...(options.signal ? { signal: options.signal } : {}),
        ...(request.tools && request.tools.length > 0
          ? {
              grammar: (await import('../../engine/selfManaged/modelTurn')).toolCallGrammar(request.tools),
              maxTokens: TOOL_CALL_MAX_TOKENS,
            }
          : {}),
        ...(options.maxTokens === undefined ? {} : { maxTokens: options.maxTokens }),
        ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
        ...(options.onDelta ? { onDelta: options.onDelta } : {}),
      }),
    embed: null,
    noEmbeddings: () =>
      new ModelError('page-model', 'The model file run in this page gives no embeddings', {
        serverMessage: 'no embeddings: choose the sentence encoder (in this page) as the relevance',
      }),
  };
}
