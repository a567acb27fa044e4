import {
  forget,
  HOUR_MS,
  memoryBankCodeRetention,
  memoryBankRetention,
  retention,
  xorDecay,
} from '../../../src/engine';

describe('forget', () => {
  it('forgets what decayed below the threshold and keeps the rest', () => {
    const now = 100 * HOUR_MS;
    const r = forget(
      [
        { id: 'recent', text: 'réunion avec Alex', importance: 3, lastAccessAt: 99 * HOUR_MS },
        { id: 'old', text: 'facture de mars', importance: 3, lastAccessAt: 0 },
      ],
      { now, decay: 0.9, threshold: 0.1 },
    );
    // 0.9^1 = 0.9 kept; 0.9^100 = 2.7e-5 forgotten
    expect(r.kept.map((m) => m.id)).toEqual(['recent']);
    expect(r.forgotten.map((m) => m.id)).toEqual(['old']);
    expect(r.events).toEqual([
      { type: 'faded', id: 'recent', retention: 0.9 },
      { type: 'forgotten', id: 'old', retention: 0.9 ** 100 },
    ]);
  });

  it('merges near-duplicates keeping the higher importance and the later access', () => {
    const r = forget(
      [
        { id: 'a', text: 'Alex préfère les e-mails courts', importance: 2, lastAccessAt: 50 },
        { id: 'b', text: 'Alex préfère les e-mails courts !', importance: 7, lastAccessAt: 10 },
        { id: 'c', text: 'Tarif journalier 450 €', importance: 1, lastAccessAt: 0 },
      ],
      { now: 60, similarity: 0.9, threshold: 0 },
    );
    expect(r.kept.map((m) => [m.id, m.importance, m.lastAccessAt, m.mergedFrom])).toEqual([
      ['a', 7, 50, ['b']],
      ['c', 1, 0, []],
    ]);
    expect(r.events[0]).toMatchObject({
      type: 'merged',
      into: 'a',
      from: 'b',
      importance: 7,
      lastAccessAt: 50,
    });
  });

  it('a merge can save a memory from being forgotten (its access becomes the later one)', () => {
    const r = forget(
      [
        { id: 'old', text: 'relancer le client X', importance: 1, lastAccessAt: 0 },
        { id: 'new', text: 'relancer le client X', importance: 1, lastAccessAt: 200 * HOUR_MS },
      ],
      { now: 200 * HOUR_MS, decay: 0.9, threshold: 0.5 },
    );
    expect(r.kept.map((m) => m.id)).toEqual(['old']);
    expect(r.forgotten).toEqual([]);
  });

  it('does not merge below the similarity and validates its options', () => {
    const ms = [
      { id: 'a', text: 'chat noir', importance: 1, lastAccessAt: 0 },
      { id: 'b', text: 'chat blanc', importance: 1, lastAccessAt: 0 },
    ];
    expect(forget(ms, { now: 0, similarity: 0.9 }).kept).toHaveLength(2);
    expect(forget(ms, { now: 0, similarity: 0.5 }).kept).toHaveLength(1);
    expect(() => forget(ms, { now: 0, decay: 2 })).toThrow(RangeError);
  });

  it('retention is decay ^ hours', () => {
    expect(retention(0, 10 * HOUR_MS, 0.5)).toBeCloseTo(0.5 ** 10, 15);
  });
});

describe('other implementations, honestly', () => {
  it("MemoryBank: the paper's e^(-t/S) keeps a stronger memory longer, the code's exp(-t / 5*S) the opposite", () => {
    expect(memoryBankRetention(1, 5)).toBeGreaterThan(memoryBankRetention(1, 1));
    expect(memoryBankCodeRetention(1, 5)).toBeLessThan(memoryBankCodeRetention(1, 1));
    expect(memoryBankCodeRetention(2, 3)).toBeCloseTo(Math.exp((-2 * 3) / 5), 15);
  });

  it('a JavaScript `0.99 ^ hours` is XOR: it grows with the hours instead of decaying', () => {
    expect(xorDecay(0)).toBe(0);
    expect(xorDecay(5)).toBe(5);
    expect(xorDecay(24.7)).toBe(24);
    expect(0.99 ** 5).toBeCloseTo(0.951, 3);
  });
});
