import { describe, expect, it } from 'vitest';
import '../../../src/engine/tokens/bpe';
import {
  anatomy,
  freeTokens,
  memoCounter,
  partsOf,
  sectionTokens,
  tokenCounter,
  ANATOMY_SECTIONS,
  TEXT_SECTIONS,
  type Context,
} from '../../../src/engine/compaction/index';
import { countTokens } from '../../../src/engine/tokens/counter';

const chars = (s: string) => s.length;

const ctx: Context = {
  system: 'You are a coding agent.',
  tools: ['{"name":"read_file"}', '{"name":"run_tests"}'],
  summary: { text: 'The user wants the cache test fixed.', opaque: false, replaced: ['u0'] },
  items: [
    { id: 'u1', kind: 'message', role: 'user', text: 'And the port is 4821.' },
    { id: 'c1', kind: 'toolCall', role: 'assistant', text: 'read_file("config.yaml")' },
    { id: 'r1', kind: 'toolResult', role: 'tool', text: 'retries: 3\nport: 4821' },
  ],
  reserved: 512,
};

describe('the request by section', () => {
  it('lists the issue’s sections in reading order, the reserved answer space last', () => {
    const order = 'system tools blocks summary retrieved messages toolCalls toolResults reserved';
    expect(ANATOMY_SECTIONS).toEqual(order.split(' '));
    expect(TEXT_SECTIONS).not.toContain('reserved');
    expect(TEXT_SECTIONS).toHaveLength(ANATOMY_SECTIONS.length - 1);
  });

  it('counts each section of a context with items as the model reads them', () => {
    const a = anatomy(ctx, chars);
    expect(a.system).toBe(23);
    expect(a.tools).toBe(20 + 20);
    expect(a.summary).toBe(36);
    expect(a.messages).toBe('[user] And the port is 4821.'.length);
    expect(a.toolCalls).toBe('[assistant] read_file("config.yaml")'.length);
    expect(a.toolResults).toBe('[tool] retries: 3\nport: 4821'.length);
    expect(a.blocks).toBe(0);
    expect(a.retrieved).toBe(0);
    expect(a.reserved).toBe(512);
    expect(a.total).toBe(23 + 40 + 36 + 28 + 36 + 28 + 512);
  });

  it('counts parts given as texts with the real BPE counter, section by section', () => {
    const parts = {
      blocks: ['<human>\nName: Ada. Prefers short answers.\n</human>'],
      retrieved: ['- The deploy port is 4821.', '- Ada works in Lyon.'],
      messages: ['[user] Where do I work?'],
    };
    const a = sectionTokens(parts, tokenCounter('o200k_base'));
    expect(a.blocks).toBe(countTokens(parts.blocks[0]!));
    expect(a.retrieved).toBe(countTokens(parts.retrieved[0]!) + countTokens(parts.retrieved[1]!));
    expect(a.messages).toBe(countTokens('[user] Where do I work?'));
    expect(a.system + a.tools + a.summary + a.toolCalls + a.toolResults + a.reserved).toBe(0);
    expect(a.total).toBe(a.blocks + a.retrieved + a.messages);
    // The two encodings split the same text differently: the counter follows the one chosen.
    const long = 'Überraschung! 東京の天気は晴れです。'.repeat(4);
    expect(sectionTokens({ messages: [long] }, tokenCounter('cl100k_base')).messages).toBe(
      countTokens(long, 'cl100k_base'),
    );
    expect(countTokens(long, 'cl100k_base')).not.toBe(countTokens(long, 'o200k_base'));
  });

  it('gives the same figures from a context and from its parts', () => {
    const count = tokenCounter('o200k_base');
    expect(sectionTokens(partsOf(ctx), count)).toEqual(anatomy(ctx, count));
  });

  it('says what is free against a limit, never below zero', () => {
    const a = anatomy(ctx, chars);
    expect(freeTokens(a, 1000)).toBe(1000 - a.total);
    expect(freeTokens(a, 100)).toBe(0);
  });

  it('remembers counts, and starts again past its bound', () => {
    let calls = 0;
    const counted = memoCounter((s) => {
      calls++;
      return s.length;
    }, 2);
    expect(counted('abc')).toBe(3);
    expect(counted('abc')).toBe(3);
    expect(calls).toBe(1);
    counted('de');
    counted('fghi'); // third distinct text: the memo starts again
    expect(counted('abc')).toBe(3);
    expect(calls).toBe(4);
  });
});
