// @vitest-environment node
/**
 * The tool-call grammar against real weights: llama2.c's stories260K run by llama.cpp (node-llama-cpp's prebuilt CPU
 * build, one thread, the page's context of 2,048 tokens), held to the grammar made from chapter 5's block tools,
 * on a chapter 5 turn's prompt. stories260K only continues children's stories: what it writes is nonsense, but under
 * the grammar it is always calls the lab can read and run. Also served by the test server as a llama-server with
 * `--jinja` would (`tools` in, `tool_calls` out), read by the lab's client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOCK_TOOLS,
  UNREADABLE_CALL,
  checkArguments,
  createBlockState,
  executeTool,
  parseModelAnswer,
  toolCallGrammar,
  turnPrompt,
  type ToolCall,
} from '../../src/engine/selfManaged';
import { chat } from '../../src/model/client';
import { defaultModelSettings } from '../../src/model/presets';
import { startModelServer, type ModelServer } from '../../tools/modelServer/modelServer';
import { llamaBackend, storiesModel, type LlamaBackend } from '../../tools/modelServer/realModels';

const { gguf: GGUF, skip } = storiesModel();

const prompt = (userText: string) =>
  turnPrompt({
    blocks: createBlockState(),
    window: [],
    lastResults: [],
    warning: null,
    tools: BLOCK_TOOLS,
    userText,
  });

/** Every call names one of the tools and its arguments pass the schema check (what the grammar promises). */
function expectRunnable(calls: ToolCall[]) {
  expect(calls.length).toBeGreaterThanOrEqual(1);
  for (const call of calls) {
    expect(call.name).not.toBe(UNREADABLE_CALL);
    const schema = BLOCK_TOOLS.find((t) => t.function.name === call.name);
    expect(schema, call.name).toBeDefined();
    if (schema) expect(checkArguments(schema, call.arguments).ok, JSON.stringify(call)).toBe(true);
    // And the executor runs it: a result or the tool's own error, never a throw.
    expect(() => executeTool(createBlockState(), call)).not.toThrow();
  }
}

describe.skipIf(skip !== null)(skip ?? 'stories260K held to the tool-call grammar', () => {
  let llama: LlamaBackend;
  let server: ModelServer;
  beforeAll(async () => {
    llama = await llamaBackend(GGUF as string, { contextSize: 2048 });
    server = await startModelServer({ chat: llama });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await llama?.close();
  });

  it('emits calls the lab parses and runs, on three chapter 5 turns', async () => {
    for (const userText of [
      'My favourite colour is blue.',
      'I no longer live in Lyon.',
      'What was the door code of building Falcon?',
    ]) {
      const r = await llama.answer([{ role: 'user', content: prompt(userText) }], {
        maxTokens: 1024,
        signal: new AbortController().signal,
        onPiece: () => undefined,
        grammar: toolCallGrammar(BLOCK_TOOLS),
      });
      // The whole text is the grammar's JSON: it parses as it is.
      expect(() => JSON.parse(r.text) as unknown, r.text).not.toThrow();
      expectRunnable(parseModelAnswer(r.text).calls);
      expect(r.completionTokens).toBeGreaterThan(0);
    }
  }, 120_000);

  it('served with `tools`, answers `tool_calls` the client reads (whole and streamed)', async () => {
    const conn = {
      settings: {
        ...defaultModelSettings(),
        baseUrl: server.url,
        chatModel: 'stories260K',
        timeoutMs: 60_000,
      },
      apiKey: null,
    };
    for (const stream of [false, true]) {
      const r = await chat(conn, [{ role: 'user', content: prompt('I also love green.') }], {
        stream,
        tools: BLOCK_TOOLS,
        maxTokens: 1024,
      });
      expectRunnable(r.toolCalls ?? []);
      expect(r.usage?.completionTokens).toBeGreaterThan(0);
    }
  }, 120_000);
});
