/**
 * The measured facts (src/content/facts/measured.ts): each one says what it is, which command printed it and when,
 * and each `recomputed` one is computed again here from the data it was measured on, so that a lesson never quotes
 * a figure the code no longer produces. A figure measured on ../shared/data skips with the shared-data line when
 * that data is absent. `timing` figures (speeds) depend on the machine: they are never asserted.
 */
import { detectSensitive } from '../../src/engine/index';
import { formatFact, type Fact } from '../../src/content/facts/format';
import { MEASURED } from '../../src/content/facts/measured';
import { MUST_PASS, MUST_REFUSE } from '../fixtures/sensitive';
import { isClaimed, PUBLIC_SETS, scorePublic, total } from '../fixtures/public/evaluate';
import {
  GROWTH,
  HOSTILE_CPU_BOUND_MS,
  HOSTILE_INPUTS,
  HOSTILE_LENGTH,
} from '../engine/sensitive/hostileInputs';
import { count, decimal, fraction, percent, quantity, word } from '../../src/content/facts/format';
import { encoderCases } from '../model/encoderCase';
import { sharedDataFile, sharedDataMissing } from '../../tools/data/sharedData';

/**
 * How each `recomputed` fact is computed again: the value the code gives now, as a Fact, compared with the
 * table's by its text in both languages. `data`: the ../shared/data file it reads (`['detector', 'gitleaks.json']`),
 * when it reads one; the test skips, with the shared-data line as its title, where that file is absent.
 */
interface Recomputation {
  value: () => Fact | Promise<Fact>;
  data?: readonly string[];
}

const publicScores = (() => {
  let cached: ReturnType<typeof compute> | null = null;
  function compute() {
    const scores = scorePublic(detectSensitive);
    const handWritten = PUBLIC_SETS.map((s) => ({
      ...s,
      items: s.items.filter((i) => !i.how.includes('generated')),
    }));
    return {
      claimed: total(scores, isClaimed),
      unclaimed: total(scores, (g) => g.includes(' unclaimed ')),
      hand: total(scorePublic(detectSensitive, handWritten), isClaimed),
    };
  }
  return () => (cached ??= compute());
})();

const lab = (() => {
  let cached: { found: number; flagged: number } | null = null;
  return () =>
    (cached ??= {
      found: MUST_REFUSE.filter((l) => detectSensitive(l.text).includes(l.kind)).length,
      flagged: MUST_PASS.filter((o) => detectSensitive(o.text).length > 0).length,
    });
})();

/** Chapter 3's sentence encoder, on the fintech scenes (real weights, in Node: test/model/encoderCase.ts). */
const en = async (start: string) => decimal((await encoderCases()).en.cosine(start), 3);
const fr = async (start: string) => decimal((await encoderCases()).fr.cosine(start), 3);
const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

const RECOMPUTE: Record<string, Recomputation> = {
  'chapter3.encoder.en.preference': { value: () => en('Client preferences') },
  'chapter3.encoder.en.revisions': { value: () => en('Revisions') },
  'chapter3.encoder.en.style': { value: () => en('E-mail style') },
  'chapter3.encoder.en.rates': { value: () => en('Rates') },
  'chapter3.encoder.en.margin': {
    value: async () => {
      const c = (await encoderCases()).en;
      return decimal(c.cosine('Client preferences') - c.cosine('Revisions'), 3);
    },
  },
  'chapter3.encoder.en.spread': { value: async () => decimal(spread((await encoderCases()).en.values), 2) },
  'chapter3.encoder.fr.preference': { value: () => fr('Préférences des clients') },
  'chapter3.encoder.fr.revisions': { value: () => fr('Révisions') },
  'chapter3.encoder.fr.style': { value: () => fr('Style des e-mails') },
  'chapter3.encoder.fr.rates': { value: () => fr('Tarifs') },
  'chapter3.encoder.fr.low': { value: async () => decimal(Math.min(...(await encoderCases()).fr.values), 2) },
  'chapter3.encoder.fr.high': {
    value: async () => decimal(Math.max(...(await encoderCases()).fr.values), 2),
  },
  'chapter3.encoder.fr.spread': { value: async () => decimal(spread((await encoderCases()).fr.values), 2) },
  'chapter3.encoder.fr.general': { value: async () => decimal((await encoderCases()).frGeneral, 3) },
  'chapter2.detector.hostile.inputs': { value: () => count(Object.keys(HOSTILE_INPUTS).length) },
  'chapter2.detector.hostile.length': {
    value: () => {
      for (const text of Object.values(HOSTILE_INPUTS)) expect(text).toHaveLength(HOSTILE_LENGTH);
      return count(HOSTILE_LENGTH);
    },
  },
  'chapter2.detector.hostile.cpuBound': { value: () => quantity(HOSTILE_CPU_BOUND_MS, 'ms') },
  'chapter2.detector.growth.input': { value: () => word(GROWTH.factor) },
  'chapter2.detector.growth.bound': { value: () => word(GROWTH.bound) },
  'chapter2.detector.lab.refuse': { value: () => count(MUST_REFUSE.length) },
  'chapter2.detector.lab.pass': { value: () => count(MUST_PASS.length) },
  'chapter2.detector.lab.recall': { value: () => percent(lab().found / MUST_REFUSE.length, 0) },
  'chapter2.detector.lab.found': { value: () => fraction(lab().found, MUST_REFUSE.length) },
  'chapter2.detector.lab.falsePositives': { value: () => percent(lab().flagged / MUST_PASS.length, 0) },
  'chapter2.detector.lab.flagged': { value: () => fraction(lab().flagged, MUST_PASS.length) },
  'chapter2.detector.public.recall': {
    value: () => percent(publicScores().claimed.found / publicScores().claimed.positives),
  },
  'chapter2.detector.public.found': {
    value: () => fraction(publicScores().claimed.found, publicScores().claimed.positives),
  },
  'chapter2.detector.public.falsePositives': {
    value: () => percent(publicScores().claimed.flagged / publicScores().claimed.negatives),
  },
  'chapter2.detector.public.flagged': {
    value: () => fraction(publicScores().claimed.flagged, publicScores().claimed.negatives),
  },
  'chapter2.detector.public.unclaimedRecall': {
    value: () => percent(publicScores().unclaimed.found / publicScores().unclaimed.positives),
  },
  'chapter2.detector.public.handRecall': {
    value: () => percent(publicScores().hand.found / publicScores().hand.positives),
  },
  'chapter2.detector.public.handFound': {
    value: () => fraction(publicScores().hand.found, publicScores().hand.positives),
  },
};

const texts = (f: Fact) => ({ fr: formatFact(f, 'fr').text, en: formatFact(f, 'en').text });

describe('the measured facts', () => {
  const entries = Object.entries(MEASURED);

  it('each says what it is, the command that printed it, and when', () => {
    for (const [id, m] of entries) {
      expect(id, id).toMatch(/^chapter\d+\.[\w.]+$/);
      expect(m.what.length, id).toBeGreaterThan(10);
      expect(m.command.length, id).toBeGreaterThan(5);
      expect(m.measured, id).toMatch(/^\d{4}-\d{2}-\d{2}/);
    }
  });

  it('has a recomputation here for every `recomputed` fact, and none for the others', () => {
    const recomputed = entries.filter(([, m]) => m.check === 'recomputed').map(([id]) => id);
    expect(Object.keys(RECOMPUTE).sort()).toEqual(recomputed.sort());
  });

  for (const [id, m] of entries.filter(([, e]) => e.check === 'recomputed')) {
    const r = RECOMPUTE[id];
    const missing = r?.data && !sharedDataFile(...r.data) ? sharedDataMissing(...r.data) : null;
    it.skipIf(missing !== null)(
      missing ?? `${id} is what the code gives now (${m.command})`,
      async () => {
        expect(r, `no recomputation for ${id}`).toBeDefined();
        if (!r) return;
        expect(texts(await r.value())).toEqual(texts(m.value));
        // Recomputing a recall scans thousands of labelled examples: work, not waiting, so its bound is its size.
      },
      120_000,
    );
  }
});
