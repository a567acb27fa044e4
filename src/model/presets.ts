import { DEFAULT_TIMEOUT_MS, SERVER_PRESETS, type ModelSettings, type ServerPreset } from './types';

/** The local servers that speak the OpenAI-compatible API, at their default addresses. */
export const PRESETS: Record<Exclude<ServerPreset, 'custom'>, { label: string; baseUrl: string }> = {
  ollama: { label: 'Ollama', baseUrl: 'http://localhost:11434/v1' },
  llamacpp: { label: 'llama.cpp (llama-server)', baseUrl: 'http://localhost:8080/v1' },
  lmstudio: { label: 'LM Studio', baseUrl: 'http://localhost:1234/v1' },
  vllm: { label: 'vLLM', baseUrl: 'http://localhost:8000/v1' },
};

/** The dialog's choices: every preset, then "custom" (a base URL typed by the learner). */
export const PRESET_IDS: readonly ServerPreset[] = SERVER_PRESETS;

export function defaultModelSettings(): ModelSettings {
  return {
    serverPreset: 'ollama',
    baseUrl: PRESETS.ollama.baseUrl,
    chatModel: '',
    embeddingModel: '',
    timeoutMs: DEFAULT_TIMEOUT_MS,
  };
}

/** The host a request goes to, for the buttons and the footer ("http://localhost:11434"). */
export function hostOf(baseUrl: string): string | null {
  try {
    const u = new URL(baseUrl.trim());
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}
