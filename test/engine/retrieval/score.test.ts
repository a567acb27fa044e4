import {
  BowEmbedder,
  cosine,
  HOUR_MS,
  relevances,
  scoreMemories,
  scoreMemoriesAsCode,
  GENERATIVE_AGENTS_CODE_WEIGHTS,
} from '../../../src/engine';
import { rankDescending } from '../../../src/engine/retrieval/score';

const H = HOUR_MS;

/** `relevances` gives each text the cosine of its BowEmbedder vector with the query's (a fresh embedder per text). */
function expectBowCosines(query: string, texts: string[], rel = relevances(query, texts)) {
  texts.forEach((t, i) => {
    const e = new BowEmbedder();
    expect(rel[i], t.slice(0, 40)).toBeCloseTo(cosine(e.embed(query), e.embed(t)), 12);
  });
}
const now = 10 * H;
// Hand-computed reference: decay 0.5 so recency is 1, 0.5, 0.25 at 0, 1 and 2 hours.
const memories = [
  { id: 'a', text: 'chat noir', importance: 3, lastAccessAt: 10 * H },
  { id: 'b', text: 'chien', importance: 1, lastAccessAt: 9 * H },
  { id: 'c', text: 'chat blanc', importance: 2, lastAccessAt: 8 * H },
];

describe('scoreMemories (Generative Agents, the paper)', () => {
  it('normalises each component by min-max and sums them with equal weights', () => {
    const r = scoreMemories('chat noir', memories, { now, decay: 0.5 });
    // recency raw 1, 0.5, 0.25 -> 1, 1/3, 0; importance 3, 1, 2 -> 1, 0, 0.5; relevance 1, 0, 0.5 -> 1, 0, 0.5
    expect(r.map((m) => m.id)).toEqual(['a', 'c', 'b']);
    const byId = Object.fromEntries(r.map((m) => [m.id, m]));
    expect(byId.a?.score).toBeCloseTo(3, 12);
    expect(byId.b?.score).toBeCloseTo(1 / 3, 12);
    expect(byId.c?.score).toBeCloseTo(1, 12);
    expect(byId.b?.recency).toBeCloseTo(1 / 3, 12);
    expect(byId.c?.relevance).toBeCloseTo(0.5, 12);
    expect(byId.c?.raw.relevance).toBeCloseTo(0.5, 12);
    expect(byId.c?.raw.recency).toBeCloseTo(0.25, 12);
  });

  it('weights change the order: recency x2, importance x0', () => {
    const r = scoreMemories('chat noir', memories, {
      now,
      decay: 0.5,
      weights: { recency: 2, importance: 0, relevance: 1 },
    });
    // a: 2 + 1 = 3; b: 2/3 + 0 = 0.667; c: 0 + 0.5 = 0.5
    expect(r.map((m) => [m.id, Number(m.score.toFixed(4))])).toEqual([
      ['a', 3],
      ['b', 0.6667],
      ['c', 0.5],
    ]);
  });

  it('gives 0.5 to every memory when a component is the same for all, and keeps input order on ties', () => {
    const same = ['x', 'y', 'z'].map((id) => ({
      id,
      text: 'rien de commun',
      importance: 4,
      lastAccessAt: 0,
    }));
    const r = scoreMemories('chat', same, { now: 5 * H });
    expect(r.map((m) => m.id)).toEqual(['x', 'y', 'z']);
    for (const m of r) {
      expect([m.recency, m.importance, m.relevance, m.score]).toEqual([0.5, 0.5, 0.5, 1.5]);
    }
  });

  it('uses 0.995 per hour by default and counts a future access as now', () => {
    const r = scoreMemories(
      'q',
      [
        { id: 'old', text: '', importance: 1, lastAccessAt: 0 },
        { id: 'future', text: '', importance: 1, lastAccessAt: 30 * H },
      ],
      { now: 24 * H },
    );
    const old = r.find((m) => m.id === 'old');
    const future = r.find((m) => m.id === 'future');
    expect(old?.raw.recency).toBeCloseTo(0.995 ** 24, 12);
    expect(future?.raw.recency).toBe(1);
  });

  it('accepts the clock as a function and returns [] for no memories', () => {
    expect(scoreMemories('q', [], { now: () => 0 })).toEqual([]);
    const r = scoreMemories('chat', memories, { now: () => now, decay: 0.5 });
    expect(r[0]?.id).toBe('a');
  });

  it('relevance equals the cosine of BowEmbedder vectors', () => {
    const texts = [
      'Le client a payé en retard, encore un retard',
      'Ćlient élève 42 x',
      '',
      '—',
      'client CLIENT client',
      '𝒜lex 😀 retard İstanbul \uD800 client',
      'ΣΊΣΥΦΟΣ retard',
    ];
    expectBowCosines('retard du client', texts);
  });

  it('refuses bad input with a clear message', () => {
    expect(() => scoreMemories('q', memories, { now, decay: 0 })).toThrow(/decay must be in \(0, 1\]/);
    expect(() => scoreMemories('q', memories, { now, decay: 1.5 })).toThrow(RangeError);
    expect(() =>
      scoreMemories('q', [{ id: 'a', text: 'x', importance: Number.NaN, lastAccessAt: 0 }], { now }),
    ).toThrow(/memories\[0\]\.importance/);
    expect(() => scoreMemories('q', memories, { now: Number.NaN })).toThrow(RangeError);
  });

  it('ranks like a stable sort by score, highest first, ties in input order', () => {
    let seed = 3;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed / 0x7fffffff);
    const score = Float64Array.from({ length: 2000 }, () => Math.round(rnd() * 20) / 4 - 2);
    score[5] = -0;
    score[6] = 0;
    const expected = Array.from(score.keys()).sort(
      (a, b) => (score[b] as number) - (score[a] as number) || a - b,
    );
    expect(Array.from(rankDescending(score))).toEqual(expected);
  });

  it('scores 100,000 memories (speed is measured by npm run bench)', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({
      id: `m${i}`,
      text: `client ${i % 7} retard`,
      importance: i % 10,
      lastAccessAt: i,
    }));
    const r = scoreMemories('client retard', many, { now: 100_000 });
    expect(r).toHaveLength(100_000);
    let sorted = true;
    for (let k = 1; k < r.length; k++) if ((r[k - 1]?.score ?? 0) < (r[k]?.score ?? 0)) sorted = false;
    expect(sorted).toBe(true);
  });
});

describe('scoreMemoriesAsCode (Generative Agents, the published code)', () => {
  it('weighs recency, relevance and importance by 0.5, 3 and 2', () => {
    expect(GENERATIVE_AGENTS_CODE_WEIGHTS).toEqual({ recency: 0.5, importance: 2, relevance: 3 });
  });

  it('takes recency from the rank by last access, the least recently accessed first', () => {
    const r = scoreMemoriesAsCode('chat noir', memories, { decay: 0.5 });
    // sorted by last access ascending: c (8h), b (9h), a (10h) -> raw recency 0.5, 0.25, 0.125 -> 1, 1/3, 0
    const byId = Object.fromEntries(r.map((m) => [m.id, m]));
    expect(byId.c?.raw.recency).toBe(0.5);
    expect(byId.a?.raw.recency).toBe(0.125);
    expect(byId.c?.recency).toBe(1);
    expect(byId.a?.recency).toBe(0);
    // a: 0.5*0 + 2*1 + 3*1 = 5; c: 0.5*1 + 2*0.5 + 3*0.5 = 3; b: 0.5/3 + 0 + 0 = 0.1667
    expect(r.map((m) => m.id)).toEqual(['a', 'c', 'b']);
    expect(byId.a?.score).toBeCloseTo(5, 12);
    expect(byId.c?.score).toBeCloseTo(3, 12);
  });

  it('ranks differently from the paper when recency matters', () => {
    const ms = [
      { id: 'fresh', text: 'réunion demain', importance: 5, lastAccessAt: 100 * H },
      { id: 'stale', text: 'réunion demain', importance: 5, lastAccessAt: 0 },
    ];
    expect(scoreMemories('réunion', ms, { now: 100 * H })[0]?.id).toBe('fresh');
    expect(scoreMemoriesAsCode('réunion', ms, {})[0]?.id).toBe('stale');
  });
});

describe('relevances on long and awkward texts', () => {
  it('equals the cosine of BowEmbedder vectors for texts of more than 96 words, and for case-special letters', () => {
    const long = Array.from(
      { length: 300 },
      (_, i) => ['Client', 'retard', 'ΣΊΣΥΦΟΣ', 'facture', `mot${i % 37}`][i % 5],
    ).join(' ');
    const texts = [
      long,
      'İSTANBUL istanbul retard',
      'ΣΊΣΥΦΟΣ σίσυφος ΣΊΣΥΦΟΣ retard',
      'RETARD Retard retard',
    ];
    expectBowCosines('retard client σίσυφος istanbul', texts);
  });
});

describe('relevances on words whose hashes collide, and on very long texts', () => {
  // FNV-1a (32 bits) gives 'yaczf' and 'glbpp' the same hash: the words are compared, not only their hashes.
  it('does not take two words with the same hash for the same word', () => {
    const texts = ['yaczf glbpp', 'glbpp glbpp', 'YACZF yaczf glbpp', 'glbpp'];
    const rel = relevances('yaczf', texts);
    expectBowCosines('yaczf', texts, rel);
    expect(rel[3]).toBe(0);
  });

  it('equals the cosine of BowEmbedder vectors for texts of thousands of words', () => {
    const words = Array.from({ length: 5000 }, (_, i) => (i % 3 === 0 ? 'Retard' : `mot${i % 1500}`));
    const texts = [
      words.join(' '),
      words.slice(0, 2100).join(' '),
      `${words.slice(0, 3000).join(', ')} yaczf glbpp`,
    ];
    expectBowCosines('retard mot7 glbpp', texts);
  });
});

describe('scoreMemories re-scoring the same memories', () => {
  it('gives the same relevance as a fresh call, and sees a text changed in place', () => {
    const ms = [
      { id: 'a', text: 'Client en retard, ΣΊΣΥΦΟΣ', importance: 1, lastAccessAt: 0 },
      { id: 'b', text: 'facture réglée', importance: 1, lastAccessAt: 0 },
      { id: 'c', text: 'İstanbul client client', importance: 1, lastAccessAt: 0 },
    ];
    const rel = (q: string) => scoreMemories(q, ms, { now: 0 }).map((x) => [x.id, x.raw.relevance]);
    const fresh = (q: string) =>
      scoreMemories(
        q,
        ms.map((m) => ({ ...m })),
        { now: 0 },
      ).map((x) => [x.id, x.raw.relevance]);
    for (const q of ['client retard', 'facture', 'σίσυφος istanbul', 'client'])
      expect(rel(q)).toEqual(fresh(q));
    ms[1] = { ...ms[1]!, text: 'client client client' };
    expect(rel('client')).toEqual(fresh('client'));
    expect(rel('client')[0]?.[0]).toBe('b');
    const e = new BowEmbedder();
    const q = e.embed('client');
    expect(scoreMemories('client', ms, { now: 0 }).find((x) => x.id === 'c')?.raw.relevance).toBeCloseTo(
      cosine(q, e.embed('İstanbul client client')),
      12,
    );
  });
});

describe('scoreMemories on a new list holding texts already scored', () => {
  it('gives the same relevance as scanning every text: repeated texts, texts from the previous list, edited ones, and texts lowercased whole (İ, Σ, emoji)', () => {
    const texts = [
      'client client retard',
      'İstanbul client',
      'ΣΟΦΙΑ client σοφία',
      'facture 🧾 client',
      'retard de paiement',
      'client',
    ];
    const first = texts.map((text, i) => ({ id: `a${i}`, text, importance: 1 + i, lastAccessAt: i * H }));
    scoreMemories('client retard', first, { now: 0 });
    // A new list (as the scene builds at every query): the same strings, some twice, some edited, one new.
    const second = [...texts, texts[1] ?? '', texts[0] ?? '', 'client retard retard', texts[2] ?? ''].map(
      (text, i) => ({
        id: `b${i}`,
        text: i === 4 ? `${text} client` : text,
        importance: 1,
        lastAccessAt: 0,
      }),
    );
    for (const query of ['client retard', 'σοφία istanbul', 'facture']) {
      const scored = scoreMemories(query, second, { now: 0 });
      const byId = new Map(scored.map((m) => [m.id, m.raw.relevance]));
      const scanned = relevances(
        query,
        second.map((m) => m.text),
      );
      expect(second.map((m) => byId.get(m.id))).toEqual(Array.from(scanned));
      expect(scanned.some((x) => x > 0)).toBe(true);
    }
  });
});
