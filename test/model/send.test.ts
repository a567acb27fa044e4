/**
 * One send path for every backend: a live model from its contract is logged the same way, the log says "in this
 * page" from the backend's capabilities, and a model that gives no vectors refuses before anything is logged.
 */
import { describe, expect, it } from 'vitest';
import type { LiveModel } from '../../src/model/backends/contract';
import { pageModel } from '../../src/model/page/backend';
import { sendChat, sendEmbed } from '../../src/model/send';
import type { LoggedRequest, NewLoggedRequest, RequestLogPort } from '../../src/model/types';

function memoryLog() {
  const entries: (NewLoggedRequest & Partial<LoggedRequest>)[] = [];
  const log: RequestLogPort = {
    add: (entry) => entries.push({ ...entry }) - 1,
    update: (id, patch) => Object.assign(entries[id] ?? {}, patch),
  };
  return { entries, log };
}

const reply = (text: string) => ({ text, model: 'm', usage: null, ms: 1 });

describe('sendChat / sendEmbed', () => {
  it('logs a page model’s answer as in this page, streamed pieces included', async () => {
    const { entries, log } = memoryLog();
    const model = pageModel('tiny.gguf', async (messages, options) => {
      options.onDelta?.('Hel');
      return reply(`Hello ${messages.length}`);
    });
    const r = await sendChat({ model, log }, 'test.page', [{ role: 'user', content: 'hi' }]);
    expect(r.text).toBe('Hello 1');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      hook: 'test.page',
      host: 'tiny.gguf',
      where: 'page',
      model: 'tiny.gguf',
      status: 'done',
      answer: 'Hello 1',
    });
  });

  it('logs a model outside the page without "where", and its failure in words', async () => {
    const { entries, log } = memoryLog();
    const model: LiveModel = {
      ...pageModel('x', async () => reply('')),
      capabilities: { chat: true, embed: true, stream: true, inPage: false, tools: false },
      host: 'http://localhost:1',
      chat: async () => {
        throw new Error('down');
      },
    };
    await expect(sendChat({ model, log }, 'test.server', [])).rejects.toThrow('down');
    expect(entries[0]?.where).toBeUndefined();
    expect(entries[0]?.status).toBe('error');
    expect(entries[0]?.host).toBe('http://localhost:1');
  });

  it('refuses vectors from a model that gives none, logging nothing', async () => {
    const { entries, log } = memoryLog();
    const model = pageModel('tiny.gguf', async () => reply(''));
    await expect(sendEmbed({ model, log }, 'test.embed', ['a'])).rejects.toMatchObject({
      kind: 'page-model',
    });
    expect(entries).toEqual([]);
  });

  it('refuses when no model answers', async () => {
    const { log } = memoryLog();
    await expect(sendChat({ model: null, log }, 'test.none', [])).rejects.toMatchObject({
      kind: 'unreachable',
    });
  });
});
