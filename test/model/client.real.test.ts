// @vitest-environment node
/**
 * The model client against a real llama.cpp (node-llama-cpp's prebuilt CPU build, one thread) with real weights,
 * llama2.c's stories260K, and the lab's sentence encoder for embeddings, both served by the lab's own test server
 * on 127.0.0.1 (tools/modelServer/). The streaming parser meets a real tokenizer's pieces, and the usage is the
 * runtime's. stories260K only continues children's stories: the path is checked, not the wisdom.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosine } from '../../src/engine';
import { chat, embed, listModels } from '../../src/model/client';
import { defaultModelSettings } from '../../src/model/presets';
import { ModelError, type ModelConnection } from '../../src/model/types';
import { startModelServer, type ModelServer } from '../../tools/modelServer/modelServer';
import {
  encoderBackend,
  llamaBackend,
  storiesModel,
  type LlamaBackend,
} from '../../tools/modelServer/realModels';

const { gguf: GGUF, skip } = storiesModel();

describe.skipIf(skip !== null)(skip ?? 'the model client against llama.cpp and the sentence encoder', () => {
  let server: ModelServer;
  let llama: LlamaBackend;
  beforeAll(async () => {
    llama = await llamaBackend(GGUF as string);
    server = await startModelServer({ chat: llama, embed: encoderBackend() });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await llama?.close();
  });

  const conn = (): ModelConnection => ({
    settings: {
      ...defaultModelSettings(),
      baseUrl: server.url,
      chatModel: 'stories260K',
      embeddingModel: 'universal-sentence-encoder-lite',
      timeoutMs: 60_000,
    },
    apiKey: null,
  });

  it('lists the real models', async () => {
    expect(await listModels(conn())).toEqual(
      expect.arrayContaining(['stories260K', 'universal-sentence-encoder-lite']),
    );
  });

  it('streams the real tokenizer’s pieces back into the same text, with the runtime’s token counts', async () => {
    server.pieces.length = 0;
    const seen: string[] = [];
    const r = await chat(conn(), [{ role: 'user', content: 'Once upon a time' }], {
      maxTokens: 40,
      onDelta: (text) => seen.push(text),
    });
    // Every piece the runtime produced, in order, is the text the client put together.
    expect(server.pieces.length).toBeGreaterThan(10);
    expect(r.text).toBe(server.pieces.join(''));
    expect(seen.at(-1)).toBe(r.text);
    expect(seen.length).toBe(server.pieces.filter((p) => p !== '').length);
    expect(r.model).toBe('stories260K');
    // The runtime's own counts: 40 tokens asked and generated; the prompt is a few of stories260K's 512 pieces.
    expect(r.usage?.completionTokens).toBe(40);
    expect(r.usage?.promptTokens).toBeGreaterThanOrEqual(4);
    expect(r.usage?.totalTokens).toBe((r.usage?.promptTokens ?? 0) + 40);
  }, 60_000);

  it('reads the same answer unstreamed, and a cancelled stream stops with `cancelled`', async () => {
    const messages = [{ role: 'user' as const, content: 'The little dog' }];
    const streamed = await chat(conn(), messages, { maxTokens: 20 });
    const whole = await chat(conn(), messages, { maxTokens: 20, stream: false });
    expect(whole.text).toBe(streamed.text); // temperature 0 on the server side
    const controller = new AbortController();
    const stopped = chat(conn(), [{ role: 'user', content: 'One day' }], {
      maxTokens: 400,
      signal: controller.signal,
      onDelta: () => controller.abort(),
    });
    await expect(stopped).rejects.toBeInstanceOf(ModelError);
    await expect(stopped).rejects.toMatchObject({ kind: 'cancelled' });
  }, 60_000);

  it('embeds with the sentence encoder: the fintech question is closest to the financial preference', async () => {
    const r = await embed(conn(), [
      'Should I pitch a new fintech client?',
      'Alex prefers not to work with financial-sector clients',
      'The recipe needs two cups of flour and a pinch of salt.',
    ]);
    const [q, preference, recipe] = r.vectors;
    expect(q).toHaveLength(512);
    expect(cosine(q!, preference!)).toBeGreaterThan(cosine(q!, recipe!));
  }, 60_000);
});
