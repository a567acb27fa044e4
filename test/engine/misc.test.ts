import { approxTokens, BowEmbedder, cosine, pyFixed, pyList, pyRepr, pyThousands } from '../../src/engine';
import { countTokens } from '../../src/engine/tokens';

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

describe('BowEmbedder', () => {
  it('grows the vocabulary and counts words, lowercase, unicode-aware', () => {
    const e = new BowEmbedder();
    expect(e.embed('Le chat, le CHAT!')).toEqual([2, 2]);
    expect(e.vocabularySize).toBe(2);
    expect(e.embed('élève 42 chat')).toEqual([0, 1, 1, 1]);
    expect(e.vocabulary).toEqual(['le', 'chat', 'élève', '42']);
  });

  it('cosine pads different lengths and never returns NaN', () => {
    const e = new BowEmbedder();
    const a = e.embed('ne jamais committer un secret');
    const b = e.embed('committer un secret ne jamais jamais oublier');
    expect(e.cosine(a, a)).toBeCloseTo(1, 12);
    expect(e.cosine(a, b)).toBeGreaterThan(0.5);
    expect(cosine([], [1, 2])).toBe(0);
    expect(cosine([0, 0], [0])).toBe(0);
    expect(cosine([1], [1, 0, 0])).toBe(1);
  });
});

describe('Python formatting helpers', () => {
  it('pyFixed rounds exact ties half to even like Python', () => {
    expect(pyFixed(0.25, 1)).toBe('0.2');
    expect(pyFixed(0.75, 1)).toBe('0.8');
    expect(pyFixed(0.125, 2)).toBe('0.12');
    expect(pyFixed(2.5, 0)).toBe('2');
    expect(pyFixed(4.4012, 1)).toBe('4.4');
    expect(pyFixed(0.35, 1)).toBe('0.3');
  });

  it('pyThousands puts commas like {:,}', () => {
    expect(pyThousands(60060000)).toBe('60,060,000');
    expect(pyThousands(999)).toBe('999');
    expect(pyThousands(1234.5)).toBe('1,234.5');
    expect(pyThousands(-1234567)).toBe('-1,234,567');
  });

  it('pyRepr / pyList match Python repr', () => {
    expect(pyList(['message #0'])).toBe("['message #0']");
    expect(pyRepr("l'iteration")).toBe('"l\'iteration"');
    expect(pyRepr('a\nb')).toBe("'a\\nb'");
    expect(pyList([])).toBe('[]');
  });
});

describe('lazy tokenizer', () => {
  it('reports real token counts in the context once the tokenizer is loaded', async () => {
    const { AgentMemory, createMessage, loadTokenizer, hasTokenCounter } = await import('../../src/engine');
    await loadTokenizer();
    expect(hasTokenCounter()).toBe(true);
    const mem = new AgentMemory({ window: 2 });
    mem.append(createMessage('user', 'Bonjour, je m’appelle Alice.'));
    const ctx = mem.context();
    expect(ctx.tokensExact).toBe(true);
    expect(ctx.tokens).toBe(countTokens('[user] Bonjour, je m’appelle Alice.'));
  });
});
