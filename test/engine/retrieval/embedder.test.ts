import { BowEmbedder, cosine } from '../../../src/engine';

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
