/**
 * The practice block's logic (src/components/practice/session.ts): which kinds a section asks, typed seeds, the scene
 * shown while asking (cut at askAt: the deciding step is not there) and after (whole, played to revealAt), what the
 * status says, and the cost lab's link, whose figures the cost lab's own model recomputes equal to the question's.
 */
import { parseQuery } from '../../../src/compute/costLab/params';
import { costOfConversation } from '../../../src/engine/cost/model';
import { checkAnswer, generateQuestion, KIND_IDS } from '../../../src/engine/practice';
import { KIND_CATALOG } from '../../../src/engine/practice/catalog';
import { MAX_SEED } from '../../../src/engine/practice/random';
import type { Question } from '../../../src/engine/practice/types';
import messages from '../../../src/components/practice/practice.messages';
import {
  costLabHref,
  outcomeOf,
  parseSeed,
  relativeTime,
  sectionKinds,
  shownScene,
} from '../../../src/components/practice/session';
import { parseHash } from '../../../src/router/route';

const SEEDS = [1, 2, 3, 7, 42, 99, 1234, 9999];

describe('the kinds a section asks', () => {
  it('puts the kinds whose home is the section first, then the others, in the catalog order', () => {
    expect(sectionKinds('1', 'eviction')).toEqual(['evict-lru', 'evict-importance', 'evict-fifo']);
    expect(sectionKinds('1', 'rolling-window')).toEqual(['evict-fifo']);
    expect(sectionKinds('1', 'measurement')).toEqual(['cost-half', 'cost-threshold']);
    expect(sectionKinds('3', 'architecture')).toEqual(['reflection-files']);
  });

  it('asks nothing where the catalog has no question, nor in another chapter', () => {
    expect(sectionKinds('1', 'vocabulary')).toEqual([]);
    expect(sectionKinds('2', 'eviction')).toEqual([]);
  });

  it('covers every kind of chapters 1 to 3 from its home section', () => {
    for (const kind of KIND_IDS) {
      const { chapter, sections } = KIND_CATALOG[kind];
      expect(sectionKinds(chapter, sections[0] as string)).toContain(kind);
    }
  });
});

describe('a typed seed', () => {
  it.each([
    ['42', 42],
    [' 42 ', 42],
    ['4 096', 4096],
    ['4,096', 4096],
    ['4\u202f096', 4096],
    ['0', 0],
    [String(MAX_SEED), MAX_SEED],
  ])('reads %j as %i', (text, n) => expect(parseSeed(text)).toBe(n));

  it.each(['', 'abc', '-1', '1.5', '1e3', String(MAX_SEED + 1), '99999999999'])('refuses %j', (text) =>
    expect(parseSeed(text)).toBeNull(),
  );
});

describe('the scene shown', () => {
  const withScene = KIND_IDS.flatMap((kind) =>
    SEEDS.map((seed) => generateQuestion(kind, seed)).filter((q) => q.scene !== null),
  );

  it('while asking: the script up to askAt, opened at its end, nothing to play', () => {
    for (const q of withScene) {
      const s = shownScene(q, false)!;
      expect(s.scene.ops).toEqual(q.scene!.scene.ops.slice(0, q.scene!.askAt));
      expect(s.step).toBe(q.scene!.askAt);
      expect(s.playTo).toBeUndefined();
      expect(s.scene.mechanism).toBe(q.scene!.scene.mechanism);
      expect(s.scene.config).toBe(q.scene!.scene.config);
    }
  });

  it('once answered: the whole script, opened at askAt and played to revealAt', () => {
    for (const q of withScene) {
      const s = shownScene(q, true)!;
      expect(s.scene.ops).toEqual(q.scene!.scene.ops);
      expect(s.step).toBe(q.scene!.askAt);
      expect(s.playTo).toBe(q.scene!.revealAt);
      expect(s.playTo!).toBeGreaterThan(s.step);
    }
  });

  it('keeps a take (reflection replays its recorded answers) and shows no scene for the cost questions', () => {
    const reflection = generateQuestion('reflection-files', 5);
    expect(shownScene(reflection, false)?.scene.take).toEqual(reflection.scene?.scene.take);
    expect(shownScene(generateQuestion('cost-half', 5), false)).toBeNull();
  });

  it('a French reader sees the French scene where the question has one, the same steps', () => {
    const q = generateQuestion('write-decision', 42);
    for (const answered of [false, true]) {
      const fr = shownScene(q, answered, 'fr')!;
      const en = shownScene(q, answered, 'en')!;
      expect(fr.scene.config).toBe(q.scene!.sceneFr!.config);
      expect(en.scene.config).toBe(q.scene!.scene.config);
      expect(fr.scene.ops).toHaveLength(en.scene.ops.length);
      expect(fr.scene.ops).not.toEqual(en.scene.ops);
      expect([fr.step, fr.playTo]).toEqual([en.step, en.playTo]);
    }
    // A question whose scene has no French version shows the one scene in both languages.
    const lru = generateQuestion('evict-lru', 42);
    expect(shownScene(lru, false, 'fr')).toEqual(shownScene(lru, false, 'en'));
  });
});

describe('what the status says', () => {
  const wrongOf = (q: Question) => q.choices.options.find((o) => o.id !== q.answer)!.id;

  it('starts with the verdict in each language, then names the answer', () => {
    for (const kind of KIND_IDS) {
      const q = generateQuestion(kind, 42);
      const answer = q.choices.options.find((o) => o.id === q.answer)!;
      for (const lang of ['en', 'fr'] as const) {
        const t = messages[lang];
        const right = outcomeOf(q, checkAnswer(q, q.answer), 'checked', lang, t);
        expect(right.tone).toBe('correct');
        expect(right.lead.startsWith(lang === 'en' ? 'Correct' : 'Juste')).toBe(true);
        expect(right.lead).toContain(answer.label[lang]);
        expect(right.broken).toBeNull();
        const wrong = outcomeOf(q, checkAnswer(q, wrongOf(q)), 'checked', lang, t);
        expect(wrong.tone).toBe('wrong');
        expect(wrong.lead.startsWith(lang === 'en' ? 'Not quite' : 'Pas tout à fait')).toBe(true);
        expect(wrong.lead).toContain(answer.label[lang]);
        // A wrong answer names the rule it broke, in the reader's language.
        expect(wrong.broken?.text).toBe(checkAnswer(q, wrongOf(q)).explanation.broken?.text[lang]);
        expect(wrong.because.length).toBeGreaterThan(0);
      }
    }
  });

  it('says the rule once: left out below when it is the rule the choice broke', () => {
    for (const kind of KIND_IDS)
      for (const seed of SEEDS) {
        const q = generateQuestion(kind, seed);
        const v = checkAnswer(q, wrongOf(q));
        const o = outcomeOf(q, v, 'checked', 'en', messages.en);
        if (v.explanation.broken?.text.en === v.explanation.rule.text.en) expect(o.rule).toBeNull();
        else expect(o.rule).toBe(v.explanation.rule.text.en);
      }
  });

  it('"Show the answer": the answer and why, no verdict', () => {
    const q = generateQuestion('evict-lru', 42);
    const o = outcomeOf(q, checkAnswer(q, q.answer), 'shown', 'en', messages.en);
    expect(o.tone).toBe('shown');
    expect(o.lead).toBe(`The answer: ${q.choices.options.find((x) => x.id === q.answer)!.label.en}.`);
    expect(o.because.length).toBeGreaterThan(0);
  });
});

describe('the cost lab link of a cost question', () => {
  it.each(SEEDS)('opens the question’s figures (seed %i): the cost lab computes the same totals', (seed) => {
    for (const kind of ['cost-half', 'cost-threshold'] as const) {
      const q = generateQuestion(kind, seed);
      const data = q.data as { unbounded: number; threshold: number; turns: number; messageLength: number };
      const route = parseHash(costLabHref(q, 'en')!);
      expect(route.path).toEqual(['cost-lab']);
      const { params, invalid } = parseQuery(route.query, []);
      expect(invalid).toEqual([]);
      const lab = costOfConversation({ ...params, unit: 'chars' });
      expect(lab.unbounded).toBe(data.unbounded);
      // At the window the link opens, the cost lab's windowed total is the question's Σ min(i, W) × L.
      const w = params.window;
      let windowed = 0;
      for (let i = 1; i <= data.turns; i++) windowed += Math.min(i, w) * data.messageLength;
      expect(lab.windowed).toBe(windowed);
    }
  });

  it('is absent for a question with a scene', () => {
    expect(costLabHref(generateQuestion('evict-fifo', 1), 'fr')).toBeNull();
  });
});

describe('when a card comes back', () => {
  const now = new Date('2026-03-02T09:00:00Z');
  it.each([
    [3 * 86_400_000, 'en', 'in 3 days'],
    [2 * 3_600_000, 'fr', 'dans 2 heures'],
    [60_000, 'en', 'in 1 minute'],
    [5_000, 'en', 'in 1 minute'],
  ] as const)('%i ms later reads, in %s, %j', (ms, lang, text) =>
    expect(relativeTime(new Date(now.getTime() + ms), now, lang)).toBe(text),
  );
});
