/**
 * The registry of practice kinds: at least twelve, each placed in a chapter and sections that exist, generating the
 * same question from the same seed, with well-formed choices, both languages, and verdicts for unknown answers.
 */
import { chapters as CHAPTERS } from '../../../src/content/chapters';
import {
  checkAnswer,
  findKind,
  generateQuestion,
  KIND_CATALOG,
  KIND_IDS,
  KINDS,
  kindsOf,
  MAX_SEED,
  nextSeed,
  type Bilingual,
} from '../../../src/engine/practice';

const SOME_SEEDS = [0, 1, 2, 3, 42, 99, 1234, 9999, 123_456_789, MAX_SEED];

/** Every { en, fr } object inside a value. */
function bilinguals(v: unknown, out: Bilingual[] = []): Bilingual[] {
  if (Array.isArray(v)) for (const x of v) bilinguals(x, out);
  else if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.en === 'string' && typeof o.fr === 'string' && Object.keys(o).length === 2)
      out.push(o as unknown as Bilingual);
    else for (const x of Object.values(o)) bilinguals(x, out);
  }
  return out;
}

describe('the practice kinds', () => {
  it('are at least twelve, with unique ids, in the catalog’s order and places', () => {
    expect(KINDS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(KIND_IDS).size).toBe(KINDS.length);
    expect(KIND_IDS).toEqual(Object.keys(KIND_CATALOG));
    for (const k of KINDS) {
      expect(k.chapter).toBe(KIND_CATALOG[k.kind].chapter);
      expect(k.sections).toEqual(KIND_CATALOG[k.kind].sections);
      expect(findKind(k.kind)).toBe(k);
    }
  });

  it('belong to sections that exist', () => {
    for (const k of KINDS) {
      const chapter = CHAPTERS.find((c) => c.id === k.chapter);
      expect(chapter, k.kind).toBeDefined();
      for (const s of k.sections)
        expect(
          chapter!.sections.map((x) => x.slug),
          `${k.kind}: ${s}`,
        ).toContain(s);
    }
    expect(kindsOf('1', 'eviction').map((k) => k.kind)).toEqual([
      'evict-fifo',
      'evict-lru',
      'evict-importance',
    ]);
    expect(kindsOf('2').length).toBe(3);
  });

  it.each(KINDS.map((k) => [k.kind, k] as const))(
    '%s: same seed, same question; well-formed; in both languages',
    (_, k) => {
      const prompts = new Set<string>();
      for (const seed of SOME_SEEDS) {
        const q = k.generate(seed);
        expect(k.generate(seed)).toEqual(q);
        expect(generateQuestion(k.kind, seed)).toEqual(q);
        expect(JSON.parse(JSON.stringify(q))).toEqual(q);
        expect(q.seed).toBe(seed);
        prompts.add(JSON.stringify([q.prompt, q.scene?.scene.ops, q.data]));
        const ids = q.choices.options.map((o) => o.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBeGreaterThanOrEqual(2);
        expect(ids).toContain(q.answer);
        if (q.scene) {
          expect(q.scene.askAt).toBeGreaterThanOrEqual(0);
          expect(q.scene.revealAt).toBeGreaterThan(q.scene.askAt);
          expect(q.scene.revealAt).toBeLessThanOrEqual(q.scene.scene.ops.length);
        }
        const texts = bilinguals([q, k.explain(q), ...ids.map((id) => k.check(q, id).explanation)]);
        expect(texts.length).toBeGreaterThan(3);
        for (const t of texts) {
          expect(t.en.trim(), JSON.stringify(t)).not.toBe('');
          expect(t.fr.trim(), JSON.stringify(t)).not.toBe('');
        }
      }
      expect(prompts.size, 'different seeds give different questions').toBeGreaterThan(SOME_SEEDS.length / 2);
    },
  );

  it('write their rules and titles in French typography (a no-break space before : ; ? !)', () => {
    for (const k of KINDS)
      for (const t of [k.title, ...Object.values(k.rules)])
        expect(t.fr, `${k.kind}: ${t.fr}`).not.toMatch(/ [:;?!]/);
  });

  it('treat an answer that is not a choice as wrong, naming no rule of the kind', () => {
    for (const k of KINDS) {
      const q = k.generate(7);
      const v = checkAnswer(q, 'not-a-choice-id');
      expect(v.correct).toBe(false);
      expect(v.explanation.broken?.id).toBe('not-a-choice');
    }
  });

  it('refuse a seed that is not a small non-negative integer, and an unknown kind', () => {
    expect(() => generateQuestion('evict-lru', -1)).toThrow(RangeError);
    expect(() => generateQuestion('evict-lru', 1.5)).toThrow(RangeError);
    expect(() => generateQuestion('evict-lru', MAX_SEED + 1)).toThrow(RangeError);
    expect(() => generateQuestion('nope' as never, 1)).toThrow(RangeError);
  });

  it('draw the next seed between 1 and 9999, never the previous one', () => {
    expect(nextSeed(() => 0)).toBe(1);
    expect(nextSeed(() => 0.99999999)).toBe(9999);
    expect(nextSeed(() => 0, 1)).toBe(2);
    expect(nextSeed(() => 0.99999999, 9999)).toBe(1);
    let r = 0.5;
    for (let i = 0; i < 100; i++) {
      r = ((r * 9301 + 49297) % 233280) / 233280;
      const s = nextSeed(() => r, 5);
      expect(Number.isInteger(s) && s >= 1 && s <= 9999 && s !== 5).toBe(true);
    }
  });
});
