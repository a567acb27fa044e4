// @vitest-isolate it checks that loading the engine index registers no tokenizer until one is asked for
// This file must not import src/engine/tokens: it checks the index alone (the tables load on first use in Node).
import { costOfConversation, countTokens, hasTokenCounter } from '../../../src/engine';

// `shuffle: false`: the first test checks that nothing loaded a table yet, which any count in the file would do.
describe('countTokens from the engine index', { shuffle: false }, () => {
  it('loads no tokenizer table until a count is asked for', () => {
    expect(hasTokenCounter()).toBe(false);
  });

  it('counts real BPE tokens without the caller loading the tables', () => {
    expect(countTokens('hello world')).toBe(2);
    expect(countTokens('hello world', 'cl100k_base')).toBe(2);
    expect(countTokens('')).toBe(0);
    // "<|endoftext|>" typed by a user is ordinary text, never a thrown special token.
    expect(countTokens('<|endoftext|>')).toBeGreaterThan(1);
    expect(hasTokenCounter()).toBe(true);
  }, 60_000); // the tables (megabytes) load on this first count: over 5 s on a loaded 2-core machine

  it('refuses an unknown encoding', () => {
    expect(() => countTokens('x', 'p50k' as never)).toThrow(RangeError);
  });

  it('prices a conversation in tokens from the index alone', () => {
    const tokens = costOfConversation({ turns: 10, window: 4, unit: 'tokens' });
    const chars = costOfConversation({ turns: 10, window: 4, unit: 'chars' });
    expect(tokens.unbounded).toBeGreaterThan(0);
    expect(tokens.unbounded).toBeLessThan(chars.unbounded);
  });
});
