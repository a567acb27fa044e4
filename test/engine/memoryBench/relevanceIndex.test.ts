import { RelevanceIndex } from '../../../src/engine/memoryBench';
import { relevances } from '../../../src/engine/retrieval/relevance';

describe('RelevanceIndex', () => {
  let seed = 11;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const words = [
    'the',
    'code',
    'Door',
    'K7',
    'café',
    'été',
    'is',
    'now',
    'Falcon',
    'project',
    'ÉTÉ',
    'a',
    'I',
  ];
  const texts = Array.from({ length: 300 }, () =>
    Array.from({ length: 1 + Math.floor(rand() * 12) }, () => words[Math.floor(rand() * words.length)]).join(
      rand() < 0.5 ? ' ' : ', ',
    ),
  );
  const index = new RelevanceIndex();
  texts.forEach((t) => index.add(t));

  it("scores as the lab's relevances (the same cosine of word counts)", () => {
    for (const query of ['door code k7', 'été café', 'The project is now Falcon', 'nothing here']) {
      const expected = relevances(query, texts);
      const top = index.top(query, texts.length);
      for (const s of top) expect(s.score).toBeCloseTo(expected[s.index] as number, 12);
      expect(top.length).toBe([...expected].filter((x) => x > 0).length);
    }
  });

  it('gives the best k before a limit, best first, the later text first on a tie', () => {
    const query = 'code door';
    const expected = relevances(query, texts.slice(0, 120));
    const order = [...expected.keys()]
      .filter((i) => (expected[i] as number) > 0)
      .sort((a, b) => (expected[b] as number) - (expected[a] as number) || b - a)
      .slice(0, 7);
    expect(index.top(query, 7, 120).map((s) => s.index)).toEqual(order);
    expect(index.top(query, 0)).toEqual([]);
    expect(index.top('', 3)).toEqual([]);
  });

  it('topCached gives what top gives, as the limit grows and queries come back', () => {
    const grown = new RelevanceIndex();
    const queries = ['door code k7', 'été café', 'door code k7', 'the', 'Falcon project'];
    texts.forEach((t, i) => {
      grown.add(t);
      const q = queries[i % queries.length] as string;
      for (const limit of [Math.max(0, i - 5), i + 1])
        expect(grown.topCached(q, 4, limit)).toEqual(grown.top(q, 4, limit));
    });
  });
});
