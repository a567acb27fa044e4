/**
 * llama.cpp in the page (wllama): loads the learner's GGUF file and answers chats, streaming. Imported only when the
 * learner picks a file, so neither this module, wllama's JavaScript nor its 10.2 MB of WebAssembly (served by this
 * site under `models/wllama/`) is part of any page's initial load. The file never leaves the page.
 */
import { Wllama, type ChatCompletionUsage, type ResultTimings } from '@wllama/wllama';
import { paths, wllamaFiles } from 'virtual:aml-model-files';
import { readStream } from '../../lib/readStream';
import { keepForOffline } from '../offlineCopy';
import { plainPrompt } from './plainPrompt';
import type { ChatMessage, Usage } from '../types';

export interface RuntimeInfo {
  threads: number;
  multiThread: boolean;
  /** The chat template the file carries (null: the prompt is sent as plain text to continue). */
  chatTemplate: string | null;
  context: number;
  loadMs: number;
}

export interface RuntimeAnswer {
  text: string;
  usage: Usage | null;
  /** Tokens per second of the generation, as the runtime timed it. */
  tokensPerSecond: number | null;
  firstTokenMs: number | null;
  ms: number;
}

let wllama: Wllama | null = null;

export const RUNTIME_BYTES = wllamaFiles.reduce((n, f) => n + f.bytes, 0);

/** Quiet logger: llama.cpp's progress lines are not errors; failures reach the learner through the thrown error. */
const logger = {
  debug: () => undefined,
  log: () => undefined,
  warn: (...a: unknown[]) => console.warn(...a),
  error: (...a: unknown[]) => console.warn(...a),
};

/** Fetches the runtime's WebAssembly from the site with its progress (the service worker keeps it afterwards). */
async function fetchRuntime(onProgress: (loaded: number, total: number) => void, signal?: AbortSignal) {
  const url = new URL(`${paths.wllama}/wllama.wasm`, document.baseURI).href;
  const response = await fetch(url, signal ? { signal } : {});
  if (!response.ok || !response.body) throw new Error(`wllama.wasm: HTTP ${response.status}`);
  const bytes = await readStream(response.body, { onBytes: (loaded) => onProgress(loaded, RUNTIME_BYTES) });
  const blob = new Blob([bytes], { type: 'application/wasm' });
  await keepForOffline(url, bytes.buffer, 'application/wasm');
  return URL.createObjectURL(blob);
}

/** Threads: half the cores where the page is cross-origin isolated (wllama's own rule), one otherwise. */
export function threadsForPage(): number {
  if (!globalThis.crossOriginIsolated) return 1;
  return Math.max(1, Math.floor((navigator.hardwareConcurrency || 1) / 2));
}

export async function loadRuntimeModel(
  file: Blob,
  options: {
    context: number;
    threads?: number;
    onRuntimeProgress: (loaded: number, total: number) => void;
    signal?: AbortSignal;
  },
): Promise<RuntimeInfo> {
  await unloadRuntime();
  const wasmUrl = await fetchRuntime(options.onRuntimeProgress, options.signal);
  const started = performance.now();
  const w = new Wllama({ default: wasmUrl }, { suppressNativeLog: true, logger });
  // Compatibility mode would fetch another build from a CDN: never.
  w.setCompat(null);
  try {
    await w.loadModel([file], {
      n_ctx: options.context,
      n_threads: options.threads ?? threadsForPage(),
      n_gpu_layers: 0,
      n_parallel: 1,
    });
    // llama.cpp accepts some files it cannot run (an unknown architecture loads, then aborts on the first token):
    // one token now, so that such a file is refused here, plainly, and not in the middle of a scene.
    await w.createCompletion({ prompt: 'Hello', max_tokens: 1, stream: false });
  } catch (error) {
    await w.exit().catch(() => undefined);
    throw error;
  } finally {
    URL.revokeObjectURL(wasmUrl);
  }
  wllama = w;
  return {
    threads: w.getNumThreads(),
    multiThread: w.isMultithread(),
    chatTemplate: w.getChatTemplate(),
    context: options.context,
    loadMs: performance.now() - started,
  };
}

export async function unloadRuntime(): Promise<void> {
  const w = wllama;
  wllama = null;
  if (w) await w.exit().catch(() => undefined);
}

function usageOf(
  usage: ChatCompletionUsage | null | undefined,
  timings: ResultTimings | undefined,
): Usage | null {
  if (usage) {
    return {
      promptTokens: usage.prompt_tokens,
      completionTokens: usage.completion_tokens,
      totalTokens: usage.total_tokens,
    };
  }
  // The chat stream reports the runtime's own counts in its timings (prompt_n with the prompt cache off).
  if (timings)
    return {
      promptTokens: timings.prompt_n,
      completionTokens: timings.predicted_n,
      totalTokens: timings.prompt_n + timings.predicted_n,
    };
  return null;
}

/**
 * One answer, streamed: `onDelta(textSoFar, tokensPerSecond)` for each piece. Uses the file's chat template, or,
 * when it has none, continues the plain text of the messages. Throws the runtime's AbortError when `signal` aborts.
 */
export async function runtimeChat(
  messages: readonly ChatMessage[],
  options: {
    signal?: AbortSignal;
    onDelta?: (textSoFar: string, tokensPerSecond: number | null) => void;
    maxTokens: number;
    temperature?: number;
    /** A llama.cpp GBNF grammar the answer is held to (chapter 5's tool calls). */
    grammar?: string;
  },
): Promise<RuntimeAnswer> {
  const w = wllama;
  if (!w) throw new Error('no model is loaded in this page');
  const started = performance.now();
  let text = '';
  let pieces = 0;
  let firstTokenMs: number | null = null;
  let usage: ChatCompletionUsage | null | undefined;
  let timings: ResultTimings | undefined;
  const speed = () => {
    if (firstTokenMs === null || pieces < 2) return null;
    const seconds = (performance.now() - started - firstTokenMs) / 1000;
    return seconds > 0 ? (pieces - 1) / seconds : null;
  };
  const take = (piece: string | null | undefined) => {
    if (!piece) return;
    if (firstTokenMs === null) firstTokenMs = performance.now() - started;
    pieces += 1;
    text += piece;
    options.onDelta?.(text, speed());
  };
  const common = {
    stream: true as const,
    max_tokens: options.maxTokens,
    cache_prompt: false,
    ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
    ...(options.grammar === undefined ? {} : { grammar: options.grammar }),
    ...(options.signal ? { abortSignal: options.signal } : {}),
  };
  if (w.getChatTemplate() !== null) {
    const stream = await w.createChatCompletion({ ...common, messages: messages.map((m) => ({ ...m })) });
    for await (const chunk of stream) {
      take(chunk.choices[0]?.delta.content);
      usage = chunk.usage ?? usage;
      timings = chunk.timings ?? timings;
    }
  } else {
    const stream = await w.createCompletion({ ...common, prompt: plainPrompt(messages) });
    for await (const chunk of stream) {
      take(chunk.choices[0]?.text);
      usage = chunk.usage ?? usage;
      timings = chunk.timings ?? timings;
    }
  }
  return {
    text,
    usage: usageOf(usage, timings),
    tokensPerSecond: timings?.predicted_per_second ?? speed(),
    firstTokenMs,
    ms: performance.now() - started,
  };
}
