import {
  decide,
  extractFact,
  extractFacts,
  naiveDecide,
  WritePath,
  WRITE_PATH_PRESETS,
  type CandidateFact,
  type StoredFact,
} from '../../../src/engine/selfManaged';

const fact = (text: string): CandidateFact => {
  const f = extractFact(text);
  if (!f) throw new Error(`no fact in "${text}"`);
  return f;
};

/** Each sentence gives a fact with (at least) these fields. */
function expectFacts(cases: [sentence: string, expected: Partial<CandidateFact>][]) {
  for (const [sentence, expected] of cases) expect(fact(sentence), sentence).toMatchObject(expected);
}

describe('extractFact', () => {
  it('reads a statement, an addition, a negation and a correction, in English and French', () => {
    expectFacts([
      ['My favourite colour is blue.', { key: 'favourite colour', value: 'blue', mode: 'set' }],
      ['I also love green', { key: 'favourite colour', value: 'green', mode: 'add' }],
      ['I no longer live in Lyon.', { key: 'city', value: 'Lyon', mode: 'remove' }],
      [
        'Actually my favourite colour is red, not blue',
        { key: 'favourite colour', value: 'red', corrects: 'blue' },
      ],
      ['Ma couleur préférée est le bleu.', { key: 'couleur préférée', value: 'bleu' }],
      ["J'aime aussi le vert", { key: 'couleur préférée', value: 'vert', mode: 'add' }],
      ["Je n'habite plus à Lyon.", { key: 'ville', value: 'Lyon', mode: 'remove' }],
    ]);
  });

  it('reads the bench generator and MemoryAgentBench phrasings, the update prefix dropped', () => {
    expectFacts([
      ['The door code of building Falcon is 1234.', { key: 'door code of building falcon', value: '1234' }],
      [
        'Change of plan: the door code of building Falcon is now 5678.',
        { key: 'door code of building falcon', value: '5678' },
      ],
      [
        '1. The chairperson of Fatah is Mahmoud Abbas.',
        { key: 'chairperson of fatah', value: 'Mahmoud Abbas' },
      ],
    ]);
  });

  it('reads no fact in a question, a greeting or an overlong sentence', () => {
    expect(extractFact('What is my favourite colour?')).toBeNull();
    expect(extractFact('Noted.')).toBeNull();
    expect(extractFact(`My note is ${'x'.repeat(200)}`)).toBeNull();
    expect(extractFacts('Hello! My name is Ada. How are you?')).toHaveLength(1);
  });
});

const stored = (id: string, key: string, value: string, updatedAt = 0): StoredFact => ({
  id,
  key,
  value,
  updatedAt,
});

describe('decide, the four presets against the naive rule', () => {
  it('two favourites: the second is an ADD, where the naive rule overwrites the first', () => {
    const existing = [stored('m1', 'favourite colour', 'blue')];
    expect(decide(existing, fact('I also love green'))).toMatchObject({ event: 'ADD', target: null });
    expect(naiveDecide(existing, fact('I also love green'))).toMatchObject({ event: 'UPDATE', target: 'm1' });
  });

  it('a negation deletes the memory it negates, and is a NOOP when nothing matches', () => {
    const existing = [stored('m1', 'city', 'Lyon'), stored('m2', 'favourite colour', 'blue')];
    expect(decide(existing, fact('I no longer live in Lyon'))).toMatchObject({
      event: 'DELETE',
      target: 'm1',
    });
    expect(decide(existing, fact('I no longer live in Paris'))).toMatchObject({
      event: 'NOOP',
      target: null,
    });
    expect(naiveDecide(existing, fact('I no longer live in Lyon')).event).toBe('UPDATE');
  });

  it('a restatement is a NOOP on the memory that holds it (case and punctuation aside)', () => {
    const existing = [stored('m1', 'favourite colour', 'Blue')];
    expect(decide(existing, fact('my favourite colour is blue!'))).toMatchObject({
      event: 'NOOP',
      target: 'm1',
    });
  });

  it('a correction updates the memory holding the wrong value, not the newest one', () => {
    const existing = [
      stored('m1', 'favourite colour', 'blue', 1),
      stored('m2', 'favourite colour', 'green', 2),
    ];
    expect(decide(existing, fact('Actually my favourite colour is red, not blue'))).toMatchObject({
      event: 'UPDATE',
      target: 'm1',
    });
    expect(naiveDecide(existing, fact('Actually my favourite colour is red, not blue')).target).toBe('m2');
    expect(decide(existing, fact('My favourite colour is red'))).toMatchObject({
      event: 'UPDATE',
      target: 'm2',
    });
  });
});

describe('WritePath, three designs on the same conversation', () => {
  const conversation = [
    'My favourite colour is blue.',
    'I also love green.',
    'I live in Lyon.',
    'My favourite colour is blue.',
    'I no longer live in Lyon.',
    'Actually my favourite colour is red, not blue',
  ];
  const play = (design: 'overwrite' | 'append' | 'bitemporal') => {
    const w = new WritePath(design, { halfLife: 10 });
    const steps = conversation.flatMap((t, i) => w.writeTurn(t, (i + 1) * 10));
    return { w, steps };
  };

  it('takes the same decisions in every design', () => {
    const events = (['overwrite', 'append', 'bitemporal'] as const).map((d) =>
      play(d).steps.map((s) => s.decision.event),
    );
    expect(events[0]).toEqual(['ADD', 'ADD', 'ADD', 'NOOP', 'DELETE', 'UPDATE']);
    expect(events[1]).toEqual(events[0]);
    expect(events[2]).toEqual(events[0]);
  });

  it('overwrite: the memory is rewritten in place and its history keeps old and new text', () => {
    const { w } = play('overwrite');
    expect(w.current().map((r) => `${r.key}=${r.value}`)).toEqual([
      'favourite colour=red',
      'favourite colour=green',
    ]);
    const h = w.history('m1');
    expect(h.map((e) => e.event)).toEqual(['ADD', 'UPDATE']);
    expect(h[1]).toMatchObject({
      oldText: 'My favourite colour is blue.',
      newText: 'Actually my favourite colour is red, not blue',
      at: 60,
    });
    expect(w.history('m3').map((e) => e.event)).toEqual(['ADD', 'DELETE']);
    expect(w.believedAt(45).map((b) => b.value)).toEqual(['blue', 'green', 'Lyon']);
    expect(w.believedAt(55).map((b) => b.value)).toEqual(['blue', 'green']);
  });

  it('append: nothing is removed, old memories stay and weigh less with age', () => {
    const { w } = play('append');
    const all = w.all();
    expect(all.map((r) => r.value)).toEqual(['blue', 'green', 'Lyon', 'no longer Lyon', 'red']);
    expect(w.current().map((r) => r.value)).toEqual(['green', 'no longer Lyon', 'red']);
    const blue = all[0]!;
    expect(w.weight(blue, blue.createdAt + 10)).toBeCloseTo(0.5, 12);
    // The old value still reaches the context when asked, below the new one.
    expect(w.ranked('favourite colour', 60, 5).map((r) => r.value)).toEqual(['red', 'green', 'blue']);
  });

  it('bitemporal: closed facts keep their dates; what the agent believed on a date, what was true then', () => {
    const { w } = play('bitemporal');
    expect(w.current().map((r) => r.value)).toEqual(['green', 'red']);
    const lyon = w.all().find((r) => r.value === 'Lyon')!;
    expect(lyon).toMatchObject({ validFrom: 30, validTo: 50, learnedAt: 30, invalidatedAt: 50 });
    expect(
      w
        .believedAt(45)
        .map((b) => b.value)
        .sort(),
    ).toEqual(['Lyon', 'blue', 'green']);
    expect(
      w
        .believedAt(65)
        .map((b) => b.value)
        .sort(),
    ).toEqual(['green', 'red']);
    // A correction: red was true all along, blue never was (the agent only believed it).
    const red = w.all().find((r) => r.value === 'red')!;
    expect(red.validFrom).toBe(10);
    expect(w.trueAt(15).map((r) => r.value)).toEqual(['red']);
    expect(
      w
        .trueAt(40)
        .map((r) => r.value)
        .sort(),
    ).toEqual(['Lyon', 'green', 'red']);
  });

  it('one history entry per decision in every design: a correction is one UPDATE, no spurious ADD', () => {
    for (const design of ['overwrite', 'append', 'bitemporal'] as const) {
      const { steps } = play(design);
      expect(
        steps.map((st) => st.history.map((h) => h.event).join('+') || 'none'),
        design,
      ).toEqual(['ADD', 'ADD', 'ADD', 'none', 'DELETE', 'UPDATE']);
    }
    const { w } = play('bitemporal');
    const blue = w.all().find((r) => r.value === 'blue')!;
    const red = w.all().find((r) => r.value === 'red')!;
    // The corrected fact's validity is closed where it opened (never true); the agent stopped believing it at 60.
    expect(blue).toMatchObject({ validFrom: 10, validTo: 10, learnedAt: 10, invalidatedAt: 60 });
    expect(w.history(blue.id).at(-1)).toMatchObject({ event: 'UPDATE', replacedBy: red.id, at: 60 });
  });

  it('a clone is a snapshot: writing to it leaves the original as it was', () => {
    const { w } = play('overwrite');
    const copy = w.clone();
    copy.writeTurn('My favourite colour is black.', 100);
    expect(w.current().map((r) => r.value)).toEqual(['red', 'green']);
    expect(copy.current().map((r) => r.value)).toEqual(['black', 'green']);
  });

  it('the latest history entries, shared by a clone and frozen, so a view can skip the ones it drew', () => {
    for (const design of ['overwrite', 'append', 'bitemporal'] as const) {
      const { w } = play(design);
      const all = w.history();
      expect(w.historyLength).toBe(all.length);
      expect(w.latestHistory(2)).toEqual(all.slice(-2));
      expect(w.latestHistory(100)).toEqual(all);
      expect(w.latestHistory(0)).toEqual([]);
      const copy = w.clone();
      copy.writeTurn('My favourite colour is black.', 100);
      // The entries written before the copy are the same objects in both; the copy's new one is its own.
      expect(copy.latestHistory(2)[0]).toBe(w.latestHistory(1)[0]);
      expect(w.historyLength).toBe(all.length);
      const entry = w.latestHistory(1)[0]!;
      expect(Object.isFrozen(entry)).toBe(true);
      expect(() => {
        (entry as { newText: string | null }).newText = 'changed';
      }).toThrow(TypeError);
    }
  });
});

describe('the write-path presets', () => {
  it('end on the decision they are named for, in both languages, where the naive rule does otherwise', () => {
    for (const preset of WRITE_PATH_PRESETS) {
      for (const lang of ['en', 'fr'] as const) {
        const good = new WritePath('overwrite');
        const naive = new WritePath('overwrite', { decide: naiveDecide });
        const turns = preset.turns[lang];
        let last: string | undefined;
        let naiveLast: string | undefined;
        turns.forEach((t, i) => {
          const steps = good.writeTurn(t, i);
          const naiveSteps = naive.writeTurn(t, i);
          expect(steps, `${preset.id} ${lang}: "${t}"`).toHaveLength(1);
          last = steps[0]!.decision.event;
          naiveLast = naiveSteps[0]!.decision.event;
        });
        expect(`${preset.id} ${lang} ${last}`).toBe(`${preset.id} ${lang} ${preset.expected}`);
        if (preset.id !== 'correction') expect(naiveLast).not.toBe(preset.expected);
      }
    }
  });

  it('the correction: the naive rule has lost blue and green, the reference rewrites the wrong one (blue)', () => {
    const p = WRITE_PATH_PRESETS.find((x) => x.id === 'correction')!;
    const good = new WritePath('overwrite');
    const naive = new WritePath('overwrite', { decide: naiveDecide });
    p.turns.en.forEach((t, i) => {
      good.writeTurn(t, i);
      naive.writeTurn(t, i);
    });
    expect(good.current().map((r) => r.value)).toEqual(['red', 'green']);
    expect(naive.current().map((r) => r.value)).toEqual(['red']);
  });
});
