// @vitest-environment node
/**
 * Tool calls through the model client: the request carries OpenAI `tools` (and `tool_choice`), the answer's
 * `tool_calls` come back as calls, whole or streamed in pieces, against the lab's test double of a server
 * (tools/modelServer: these machines run no Ollama, vLLM, LM Studio or llama-server). With real weights:
 * toolCalls.real.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chat, readToolCalls } from '../../src/model/client';
import { defaultModelSettings } from '../../src/model/presets';
import { sendChat } from '../../src/model/send';
import { serverModel } from '../../src/model/server/backend';
import type { LoggedRequest, ModelConnection } from '../../src/model/types';
import { BLOCK_TOOLS, parseModelAnswer, toolCallGrammar } from '../../src/engine/selfManaged';
import { pageModel, TOOL_CALL_MAX_TOKENS } from '../../src/model/page/backend';
import type { PageChatOptions } from '../../src/model/types';
import { startModelServer, type ModelServer } from '../../tools/modelServer/modelServer';

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ chunkDelayMs: 0, chunkSize: 5 });
  server.setToolCalls('blue', {
    content: null,
    calls: [
      { name: 'memory_append', arguments: { label: 'human', content: 'favourite colour: blue' } },
      { name: 'archival_insert', arguments: '{"content": "likes blue"' },
    ],
  });
  server.setToolCalls('Lyon', { content: 'Noted, Lyon.', calls: [{ name: 'nope', arguments: {} }] });
});
afterAll(() => server.close());

const conn = (): ModelConnection => ({
  settings: { ...defaultModelSettings(), baseUrl: server.url, chatModel: 'test-chat', timeoutMs: 5000 },
  apiKey: null,
});
const user = (content: string) => [{ role: 'user' as const, content }];
const lastBody = () => server.requests.at(-1)?.body as Record<string, unknown>;

describe('tool calls through the client', () => {
  for (const stream of [false, true]) {
    it(`${stream ? 'streamed' : 'whole'}: sends the tools, reads the calls (arguments as the server's JSON string)`, async () => {
      const r = await chat(conn(), user('My favourite colour is blue.'), { stream, tools: BLOCK_TOOLS });
      expect(lastBody().tools).toEqual(BLOCK_TOOLS);
      expect(lastBody().tool_choice).toBe('auto');
      expect(r.text).toBe('');
      expect(r.toolCalls).toEqual([
        {
          name: 'memory_append',
          arguments: '{"label":"human","content":"favourite colour: blue"}',
        },
        // Broken JSON arrives as it was sent: the executor refuses it when it runs.
        { name: 'archival_insert', arguments: '{"content": "likes blue"' },
      ]);
    });

    it(`${stream ? 'streamed' : 'whole'}: text and calls together; no match gives text and no call`, async () => {
      const r = await chat(conn(), user('I live in Lyon.'), { stream, tools: BLOCK_TOOLS });
      expect(r.text).toBe('Noted, Lyon.');
      expect(r.toolCalls).toEqual([{ name: 'nope', arguments: '{}' }]);
      const plain = await chat(conn(), user('Hello'), { stream, tools: BLOCK_TOOLS });
      expect(plain.text).toBe('Test answer to: Hello');
      expect(plain.toolCalls).toEqual([]);
    });
  }

  it('without tools nothing changes: no tools in the body, no toolCalls in the result', async () => {
    const r = await chat(conn(), user('My favourite colour is blue.'), { stream: true });
    expect(lastBody().tools).toBeUndefined();
    expect(r.toolCalls).toBeUndefined();
    expect(r.text).toBe('Test answer to: My favourite colour is blue.');
  });

  it('the send path hands the tools to the server backend and logs the calls as the take keeps them', async () => {
    const log: LoggedRequest[] = [];
    const port = {
      model: serverModel(conn()),
      log: {
        add: (e: Omit<LoggedRequest, 'id' | 'at' | 'status' | 'answer' | 'usage' | 'error' | 'ms'>) =>
          log.push({
            ...e,
            id: log.length,
            at: '',
            status: 'pending',
            answer: '',
            usage: null,
            error: null,
            ms: null,
          }) - 1,
        update: (id: number, patch: Partial<LoggedRequest>) =>
          void Object.assign(log[id] as LoggedRequest, patch),
      },
    };
    const r = await sendChat(port, 'self-managed.turn', user('I live in Lyon.'), { tools: BLOCK_TOOLS });
    expect(r.toolCalls).toEqual([{ name: 'nope', arguments: '{}' }]);
    expect(parseModelAnswer(log[0]?.answer ?? '')).toEqual({
      content: 'Noted, Lyon.',
      calls: [{ name: 'nope', arguments: '{}' }],
    });
  });

  it('the model in the page is held to the grammar made from the tools (and only when tools are sent)', async () => {
    const seen: PageChatOptions[] = [];
    const model = pageModel('stories260K.gguf', async (_messages, options) => {
      seen.push(options);
      return { text: '{}', model: 'stories260K.gguf', usage: null, ms: 1 };
    });
    await model.chat({ messages: user('x'), tools: BLOCK_TOOLS }, {});
    await model.chat({ messages: user('x') }, { maxTokens: 7 });
    expect(seen[0]?.grammar).toBe(toolCallGrammar(BLOCK_TOOLS));
    expect(seen[0]?.maxTokens).toBe(TOOL_CALL_MAX_TOKENS);
    expect(seen[1]?.grammar).toBeUndefined();
    expect(seen[1]?.maxTokens).toBe(7);
  });

  it('readToolCalls is total: a non-list is no call, an entry without a name keeps an empty name', () => {
    expect(readToolCalls(null)).toEqual([]);
    expect(readToolCalls('x')).toEqual([]);
    expect(readToolCalls([{}, { function: { name: 'a', arguments: { k: 1 } } }])).toEqual([
      { name: '', arguments: '' },
      { name: 'a', arguments: { k: 1 } },
    ]);
  });
});
