import {
  generateBench,
  parseBenchData,
  parseGeneratorSpec,
  runBench,
  parseStrategies,
} from '../../../src/engine/memoryBench';

describe('generateBench', () => {
  it('is deterministic: same parameters, same file; another seed, another file', () => {
    const a = generateBench({ turns: 400, questions: 20, seed: 3, lang: 'en' });
    expect(JSON.stringify(generateBench({ turns: 400, questions: 20, seed: 3, lang: 'en' }))).toBe(
      JSON.stringify(a),
    );
    expect(JSON.stringify(generateBench({ turns: 400, questions: 20, seed: 4, lang: 'en' }))).not.toBe(
      JSON.stringify(a),
    );
  });

  it('writes a valid bench file in English and in French', () => {
    for (const lang of ['en', 'fr'] as const) {
      const d = generateBench({ turns: 300, questions: 15, seed: 1, lang });
      const parsed = parseBenchData(JSON.parse(JSON.stringify(d)));
      expect(parsed.ok).toBe(true);
      const c = d.cases[0]!;
      expect(c.conversation).toHaveLength(300);
      expect(c.questions).toHaveLength(15);
      const text = c.conversation.map((t) => t.content).join(' ');
      expect(text).toMatch(lang === 'fr' ? /Le code de la porte du bâtiment/ : /The door code of building/);
      // Every answer is planted in the evidence turn, before the question.
      for (const q of c.questions) {
        const ev = c.conversation.find((t) => t.id === q.evidence[0]);
        expect(ev?.content).toContain(q.answer);
        expect(Number(q.evidence[0]!.slice(1))).toBeLessThan(Number(q.after.slice(1)));
      }
    }
  });

  it('plants facts at the positions asked, and updates some of them', () => {
    const d = generateBench({
      turns: 200,
      questions: 3,
      seed: 9,
      lang: 'en',
      positions: [10, 50, 120],
      updates: 1,
    });
    const c = d.cases[0]!;
    expect([10, 50, 120].map((p) => c.conversation[p]!.content)).toEqual([
      expect.stringMatching(/^The door code of building/),
      expect.stringMatching(/^The codename of project/),
      expect.stringMatching(/^The meeting with the/),
    ]);
    const updated = c.questions.filter((q) => q.previous);
    expect(updated.length).toBeGreaterThan(0);
    for (const q of updated) {
      const ev = c.conversation.find((t) => t.id === q.evidence[0]);
      expect(ev?.content).toMatch(/^Change of plan:/);
      expect(ev?.content).toContain(q.answer);
    }
    expect(() => generateBench({ turns: 200, questions: 2, positions: [11, 20] })).toThrow(/even/);
    expect(() => generateBench({ turns: 10, questions: 20 })).toThrow(/at most/);
  });

  it('gives drift to measure: after an update the unbounded context holds both values', () => {
    const d = generateBench({ turns: 400, questions: 20, seed: 2, lang: 'fr', updates: 1 });
    const [u] = runBench(d, parseStrategies('unbounded'));
    expect(u?.drift.questions).toBeGreaterThan(0);
    expect(u?.drift.both).toBe(u?.drift.questions);
  }, 30_000); // the first real token count of the process loads the BPE tables

  it('reads the command’s --generate spec', () => {
    expect(parseGeneratorSpec('turns=500,questions=10,seed=2,lang=fr,updates=0.5')).toEqual({
      turns: 500,
      questions: 10,
      seed: 2,
      lang: 'fr',
      updates: 0.5,
      distance: 'loguniform',
    });
    expect(() => parseGeneratorSpec('turns=abc')).toThrow(/number/);
    expect(() => parseGeneratorSpec('size=3')).toThrow(/unknown parameter/);
    expect(() => parseGeneratorSpec('lang=de')).toThrow(/en or fr/);
  });
});
