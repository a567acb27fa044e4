/**
 * The user's own OpenAI-compatible server (Ollama, llama.cpp's llama-server, LM Studio, vLLM or a custom base URL:
 * the presets are `../presets.ts`), reached over HTTP by `../client.ts`, which loads only when a request is sent.
 */
import { defineModelBackend, type LiveModel } from '../backends/contract';
import { hostOf } from '../presets';
import type { ModelConnection } from '../types';

export const serverBackend = defineModelBackend({
  id: 'server',
  name: { en: 'your OpenAI-compatible server', fr: 'votre serveur compatible OpenAI' },
  capabilities: { chat: true, embed: true, stream: true, inPage: false, tools: true },
});

/** The server connected in the Model dialog as the model that answers. */
export function serverModel(conn: ModelConnection): LiveModel {
  const { baseUrl, chatModel, embeddingModel } = conn.settings;
  const origin = hostOf(baseUrl) ?? baseUrl;
  const short = shortHost(baseUrl);
  return {
    backend: serverBackend.id,
    capabilities: serverBackend.capabilities,
    host: origin,
    label: { en: origin, fr: origin },
    shortLabel: { en: short, fr: short },
    chatModel,
    embeddingModel,
    python: { via: 'worker-http', conn },
    chat: async (request, options) =>
      (await import('../client')).chat(conn, request.messages, {
        ...options,
        ...(request.tools ? { tools: request.tools } : {}),
      }),
    embed: async (texts, options) => (await import('../client')).embed(conn, texts, options),
  };
}

function shortHost(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}
