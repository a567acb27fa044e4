// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chat, embed, listModels, testConnection, endpoint } from '../../src/model/client';
import { ModelError, type ModelConnection, type ModelErrorKind } from '../../src/model/types';
import { defaultModelSettings } from '../../src/model/presets';
import { startModelServer, testVector, type ModelServer } from '../../tools/modelServer/modelServer';

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ chunkDelayMs: 1, slowMs: 2000 });
});
afterAll(() => server.close());

function conn(
  over: Partial<ModelConnection['settings']> = {},
  apiKey: string | null = null,
): ModelConnection {
  return {
    settings: {
      ...defaultModelSettings(),
      baseUrl: server.url,
      chatModel: 'test-chat',
      embeddingModel: 'test-embed',
      timeoutMs: 5000,
      ...over,
    },
    apiKey,
  };
}

async function kindOf(p: Promise<unknown>): Promise<ModelErrorKind | 'resolved'> {
  try {
    await p;
    return 'resolved';
  } catch (e) {
    if (e instanceof ModelError) return e.kind;
    throw e;
  }
}

const user = (content: string) => [{ role: 'user' as const, content }];

describe('model client against the test server', () => {
  it('lists the models and passes the connection test', async () => {
    server.configure({ behaviour: 'ok', modelsBehaviour: 'ok', apiKey: null });
    expect(await listModels(conn())).toEqual(['test-chat', 'test-embed']);
    const report = await testConnection(conn());
    expect(report.chatModelListed).toBe(true);
    expect(report.embeddingModelListed).toBe(true);
  });

  it('streams an answer piece by piece, with the usage of the last chunk', async () => {
    server.setAnswer('stream me', 'One two three four five six.');
    const seen: string[] = [];
    const r = await chat(conn(), user('please stream me'), { onDelta: (t) => seen.push(t) });
    expect(r.text).toBe('One two three four five six.');
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.at(-1)).toBe(r.text);
    expect(seen.every((t, i) => i === 0 || t.startsWith(seen[i - 1] ?? ''))).toBe(true);
    expect(r.usage).toEqual({ promptTokens: 3, completionTokens: 6, totalTokens: 9 });
    expect(r.model).toBe('test-chat');
  });

  it('answers without streaming too, and sends the exact messages', async () => {
    server.setAnswer('plain', 'Plain answer.');
    const before = server.requests.length;
    const r = await chat(conn(), [{ role: 'system', content: 'Be brief.' }, ...user('plain question')], {
      stream: false,
    });
    expect(r.text).toBe('Plain answer.');
    const sent = server.requests.slice(before).find((q) => q.path === '/v1/chat/completions');
    expect(sent?.body).toMatchObject({
      model: 'test-chat',
      stream: false,
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'plain question' },
      ],
    });
  });

  it('returns one vector per text, in order', async () => {
    const r = await embed(conn(), ['fintech', 'secteur financier']);
    expect(r.vectors).toEqual([testVector('fintech'), testVector('secteur financier')]);
    expect(r.usage?.promptTokens).toBe(3);
  });

  it('sorts each failure into its kind', async () => {
    server.configure({ apiKey: 'sesame', forbiddenKey: 'banned' });
    expect(await kindOf(listModels(conn()))).toBe('unauthorized');
    expect(await kindOf(listModels(conn({}, 'wrong')))).toBe('unauthorized');
    expect(await kindOf(listModels(conn({}, 'banned')))).toBe('forbidden');
    expect(await kindOf(listModels(conn({}, 'sesame')))).toBe('resolved');
    server.configure({ apiKey: null, forbiddenKey: null });

    expect(await kindOf(chat(conn({ chatModel: 'llama-missing' }), user('hi')))).toBe('model-not-found');
    expect(await kindOf(testConnection(conn({ chatModel: 'llama-missing' })))).toBe('model-not-found');
    expect(await kindOf(embed(conn({ embeddingModel: 'nomic-missing' }), ['x']))).toBe('model-not-found');

    server.configure({ modelsBehaviour: 'malformed' });
    expect(await kindOf(testConnection(conn()))).toBe('bad-response');
    server.configure({ modelsBehaviour: 'wrong-shape' });
    expect(await kindOf(testConnection(conn()))).toBe('bad-response');
    server.configure({ modelsBehaviour: 'error-500' });
    const e500 = await listModels(conn()).catch((e: ModelError) => e);
    expect(e500).toMatchObject({ kind: 'http', status: 500 });
    server.configure({ modelsBehaviour: 'ok' });

    server.configure({ behaviour: 'malformed' });
    expect(await kindOf(chat(conn(), user('hi'), { stream: false }))).toBe('bad-response');
    expect(await kindOf(embed(conn(), ['x']))).toBe('bad-response');
    server.configure({ behaviour: 'wrong-shape' });
    expect(await kindOf(chat(conn(), user('hi'), { stream: false }))).toBe('bad-response');
    server.configure({ behaviour: 'ok' });
    expect(await kindOf(listModels(conn({ baseUrl: server.origin + '/nowhere' })))).toBe('http');
  });

  it('stops at the time limit, on a slow answer and on a stream that never ends', async () => {
    server.configure({ modelsBehaviour: 'slow' });
    // Had the limit not fired, the slow answer would arrive and be a success, not a timeout.
    const slow = await listModels(conn({ timeoutMs: 200 })).catch((e: ModelError) => e);
    expect(slow).toMatchObject({ kind: 'timeout' });
    server.configure({ modelsBehaviour: 'ok', behaviour: 'never-ending' });
    const seen: string[] = [];
    // The limit leaves time for the first pieces to arrive on a loaded machine (this process serves them too): the
    // stream is cut by the limit, with what had arrived.
    const endless = await chat(conn({ timeoutMs: 1500 }), user('go on'), {
      onDelta: (t) => seen.push(t),
    }).catch((e: ModelError) => e);
    expect(endless).toMatchObject({ kind: 'timeout' });
    expect(seen.length).toBeGreaterThan(0);
    server.configure({ behaviour: 'ok' });
  });

  it('cancels on the caller’s signal, and reports a stream dropped midway with what had arrived', async () => {
    server.configure({ behaviour: 'never-ending' });
    const controller = new AbortController();
    const p = chat(conn(), user('cancel me'), {
      signal: controller.signal,
      onDelta: () => controller.abort(),
    });
    expect(await kindOf(p)).toBe('cancelled');
    server.configure({ behaviour: 'drop-mid-stream' });
    server.setAnswer('drop', 'This answer is cut somewhere in the middle of it.');
    const dropped = await chat(conn(), user('drop')).catch((e: ModelError) => e);
    expect(dropped).toBeInstanceOf(ModelError);
    expect((dropped as ModelError).kind).toBe('unreachable');
    expect((dropped as ModelError).detail.partial?.length).toBeGreaterThan(0);
    server.configure({ behaviour: 'ok' });
  });

  it('says nothing listens at a closed port', async () => {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));
    expect(await kindOf(listModels(conn({ baseUrl: `http://127.0.0.1:${port}/v1` })))).toBe('unreachable');
  });

  it('refuses a base URL that is not http(s), before any request', () => {
    expect(() => endpoint('ftp://x/v1', 'models')).toThrow();
    expect(() => endpoint('not a url', 'models')).toThrow();
    expect(endpoint('http://localhost:11434/v1/', '/models')).toBe('http://localhost:11434/v1/models');
  });
});
