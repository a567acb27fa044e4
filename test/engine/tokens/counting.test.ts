import { approxTokens } from '../../../src/engine';
import { countTokens } from '../../../src/engine/tokens/bpe';

describe('countTokens / approxTokens', () => {
  it('counts real BPE tokens with o200k_base and cl100k_base', () => {
    expect(countTokens('')).toBe(0);
    expect(countTokens('hello world')).toBe(2);
    expect(countTokens('hello world', 'cl100k_base')).toBe(2);
    expect(countTokens('Bonjour, je m’appelle Alice.')).toBeGreaterThan(4);
  });

  it('treats special-token text as ordinary text instead of throwing', () => {
    expect(countTokens('a <|endoftext|> b')).toBeGreaterThan(3);
  });

  it('rejects an unknown encoding', () => {
    expect(() => countTokens('x', 'p50k' as never)).toThrow(RangeError);
  });

  it('approxTokens is ceil(chars / 4)', () => {
    expect(approxTokens('')).toBe(0);
    expect(approxTokens('abcde')).toBe(2);
    expect(approxTokens('abcd')).toBe(1);
  });
});

describe('lazy tokenizer', () => {
  it('reports real token counts in the context once the tokenizer is loaded', async () => {
    const { AgentMemory, createMessage, loadTokenizer, hasTokenCounter } =
      await import('../../../src/engine');
    await loadTokenizer();
    expect(hasTokenCounter()).toBe(true);
    const mem = new AgentMemory({ window: 2 });
    mem.append(createMessage('user', 'Bonjour, je m’appelle Alice.'));
    const ctx = mem.context();
    expect(ctx.tokensExact).toBe(true);
    expect(ctx.tokens).toBe(countTokens('[user] Bonjour, je m’appelle Alice.'));
  });
});
