/**
 * The measured facts (src/content/facts/measured.ts): each one says what it is, which command printed it and when,
 * and each `recomputed` one is computed again here from the data it was measured on, so that a lesson never quotes
 * a figure the code no longer produces. A figure measured on ../shared/data skips with the shared-data line when
 * that data is absent. `timing` figures (speeds) depend on the machine: they are never asserted.
 */
import { detectInstruction, detectSensitive } from '../../src/engine/index';
import { MEASURED } from '../../src/content/facts/measured';
import { KEYS } from '../../src/content/facts/chapter4';
import {
  on,
  once,
  oracle,
  oracleRows,
  ORACLE,
  row,
  run,
  SETS_RECOMPUTE,
  type Recomputation,
} from './measuredSets';
import { CHAPTER5_SETS_RECOMPUTE } from './measuredSetsChapter5';
import { SECRET_KINDS } from '../../scripts/lib/detectorSets/claims';
import { scoreInjection } from '../../scripts/lib/detectorSets/injection';
import { leaveOneSourceOut, type LosoRow } from '../../scripts/lib/detectorSets/loso';
import { injectionSets, secretSets } from '../../scripts/lib/detectorSets/sets';
import {
  HELD_OUT_BENIGN,
  HELD_OUT_IDENTIFIERS,
  HELD_OUT_INSTRUCTIONS,
  HELD_OUT_MEMORIES,
  HELD_OUT_SECRETS,
} from '../fixtures/detectorHeldOut';
import { MUST_PASS, MUST_REFUSE } from '../fixtures/sensitive';
import {
  GROWTH,
  HOSTILE_CPU_BOUND_MS,
  HOSTILE_INPUTS,
  HOSTILE_LENGTH,
} from '../engine/sensitive/hostileInputs';
import {
  code,
  count,
  decimal,
  dollars,
  formatFact,
  fraction,
  percent,
  quantity,
  text,
  word,
  type Fact,
} from '../../src/content/facts/format';
import { encoderCases } from '../model/encoderCase';
import { sharedDataFile, sharedDataMissing } from '../../tools/data/sharedData';
import { cheapestReaching, frontier } from '../../src/engine/index';

/** The public sets of the detectors: the folder, since leave-one-source-out reads all six sources. */
const DETECTOR = ['detector'];

/** Each public secret source held out (scripts/lib/detectorSets/loso.ts), on its test half: computed once. */
const loso = (() => {
  let cached: LosoRow[] | null = null;
  return () =>
    (cached ??= leaveOneSourceOut(
      secretSets().sets,
      MUST_PASS.map((o) => o.text),
      'test',
    ));
})();
const losoRow = (source: string): LosoRow => {
  const r = loso().find((x) => x.source === source);
  if (!r) throw new Error(`no held-out row for ${source}`);
  return r;
};
const injection = (source: string, only?: 'test') => {
  const set = injectionSets().sets.find((s) => s.name === source);
  if (!set) throw new Error(`no injection set ${source}`);
  return scoreInjection((t) => detectInstruction(t) !== null, set, only);
};
const isSecret = (t: string): boolean => detectSensitive(t).some((k) => SECRET_KINDS.has(k));

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

// Chapter 4: the memory bench on the public subset, run again from the shared file with the lesson's strategies
// (measuredSets.ts: `oracle`, `oracleRows`).
/** The same run with the turns' dates removed: no cache expires (issue 35, the cache's lifetime). */
const undatedRows = once(() =>
  run({
    ...oracle(),
    cases: oracle().cases.map((c) => ({
      ...c,
      conversation: c.conversation.map(({ at: _at, ...t }) => t),
    })),
  }),
);
const undated = (name: string) => row(undatedRows(), name);
const strategy = (name: string) => row(oracleRows(), name);
const listed = (names: string[]) =>
  text({
    en: `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`,
    fr: `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`,
  });
const turnsOf = () => oracle().cases.reduce((n, c) => n + c.conversation.length, 0);
const onPublic = (value: () => Fact): Recomputation => on(ORACLE, value);

/** Each strategy's row, by the short key the lesson's facts name it with: `chapter4.public.<key>.<field>`. */
const PER_STRATEGY: Record<string, Recomputation> = Object.fromEntries(
  Object.entries(KEYS).flatMap(([key, name]) => [
    [`chapter4.public.${key}.recall`, onPublic(() => percent(strategy(name).evidenceRecall))],
    [`chapter4.public.${key}.answer`, onPublic(() => percent(strategy(name).answerInContext))],
    [`chapter4.public.${key}.cost`, onPublic(() => dollars(strategy(name).costUsd, 3))],
    [`chapter4.public.${key}.cachedCost`, onPublic(() => dollars(strategy(name).cachedCostUsd, 3))],
    [`chapter4.public.${key}.hitRate`, onPublic(() => percent(strategy(name).cacheHitRate))],
  ]),
);

const CHAPTER4: Record<string, Recomputation> = {
  'chapter4.public.cases': onPublic(() => count(oracle().cases.length)),
  'chapter4.public.questions': onPublic(() =>
    count(oracle().cases.reduce((n, c) => n + c.questions.length, 0)),
  ),
  'chapter4.public.turns': onPublic(() => count(turnsOf())),
  'chapter4.public.turnsPerCase': onPublic(() => decimal(turnsOf() / oracle().cases.length, 1)),
  'chapter4.public.abstention': onPublic(() =>
    count(oracle().cases.filter((c) => c.id.endsWith('_abs')).length),
  ),
  'chapter4.public.types': onPublic(() => word(new Set(oracle().cases.map((c) => c.type)).size)),
  'chapter4.public.unbounded.answerFound': onPublic(() => {
    const r = strategy('unbounded');
    return fraction(Math.round(r.answerInContext * r.questions), r.questions);
  }),
  'chapter4.public.unbounded.windowTokens': onPublic(() =>
    count(Math.round(strategy('unbounded').questionTokens.window)),
  ),
  'chapter4.public.cacheExpiries': onPublic(() => {
    const n = new Set(oracleRows().map((r) => r.cacheExpiries));
    expect(n.size).toBe(1);
    return count(strategy('unbounded').cacheExpiries);
  }),
  'chapter4.public.unbounded.cachedCostUndated': onPublic(() =>
    dollars(undated('unbounded').cachedCostUsd, 3),
  ),
  'chapter4.public.unbounded.hitRateUndated': onPublic(() => percent(undated('unbounded').cacheHitRate)),
  'chapter4.public.unbounded.saving': onPublic(() =>
    percent(1 - strategy('unbounded').cachedCostUsd / strategy('unbounded').costUsd, 0),
  ),
  'chapter4.public.unbounded.savingUndated': onPublic(() =>
    percent(1 - undated('unbounded').cachedCostUsd / undated('unbounded').costUsd, 0),
  ),
  'chapter4.public.unboundedUnderWindow': onPublic(() =>
    percent(1 - strategy('unbounded').cachedCostUsd / strategy('window:10').cachedCostUsd),
  ),
  'chapter4.public.unboundedUnderWindowUndated': onPublic(() =>
    percent(1 - undated('unbounded').cachedCostUsd / undated('window:10').cachedCostUsd),
  ),
  'chapter4.public.oneQuestion': onPublic(() =>
    percent(1 / oracle().cases.reduce((n, c) => n + c.questions.length, 0)),
  ),
  ...PER_STRATEGY,
  'chapter4.public.frontierCached': onPublic(() => listed(frontier(oracleRows()).map((r) => r.strategy))),
  'chapter4.public.frontierUncached': onPublic(() =>
    listed(frontier(oracleRows(), { cost: 'costUsd' }).map((r) => r.strategy)),
  ),
  'chapter4.public.cheapest90Cached': onPublic(() =>
    code(cheapestReaching(oracleRows(), 0.9)?.strategy ?? ''),
  ),
  'chapter4.public.cheapest90Uncached': onPublic(() =>
    code(cheapestReaching(oracleRows(), 0.9, { cost: 'costUsd' })?.strategy ?? ''),
  ),
};

const RECOMPUTE: Record<string, Recomputation> = {
  ...CHAPTER4,
  ...SETS_RECOMPUTE,
  ...CHAPTER5_SETS_RECOMPUTE,
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
  ...losoFacts('gitleaks'),
  ...losoFacts('presidio'),
  ...losoFacts('noseyparker'),
  ...losoFacts('kingfisher'),
  ...losoFacts('secretlint'),
  ...losoFacts('validatorjs'),
  'chapter2.detector.loso.worst.recall': {
    data: DETECTOR,
    value: () =>
      percent(Math.min(...loso().map((r) => r.heldOut.claimed.found / r.heldOut.claimed.positives))),
  },
  'chapter2.detector.loso.worst.recallSource': {
    data: DETECTOR,
    value: () => {
      const r = [...loso()].sort(
        (a, b) =>
          a.heldOut.claimed.found / a.heldOut.claimed.positives -
          b.heldOut.claimed.found / b.heldOut.claimed.positives,
      )[0]!;
      return text({ en: r.source, fr: r.source });
    },
  },
  'chapter2.detector.loso.worst.falsePositives': {
    data: DETECTOR,
    value: () => percent(Math.max(...loso().map((r) => fpRate(r)))),
  },
  'chapter2.detector.loso.worst.falsePositivesSource': {
    data: DETECTOR,
    value: () => {
      const r = [...loso()].sort((a, b) => fpRate(b) - fpRate(a))[0]!;
      return text({ en: r.source, fr: r.source });
    },
  },
  'chapter2.detector.heldOut.secrets': {
    value: () => fraction(HELD_OUT_SECRETS.filter((x) => isSecret(x.text)).length, HELD_OUT_SECRETS.length),
  },
  'chapter2.detector.heldOut.secretsRecall': {
    value: () => percent(HELD_OUT_SECRETS.filter((x) => isSecret(x.text)).length / HELD_OUT_SECRETS.length),
  },
  'chapter2.detector.heldOut.identifiers': {
    value: () =>
      fraction(
        HELD_OUT_IDENTIFIERS.filter((x) => detectSensitive(x.text).includes(x.kind as never)).length,
        HELD_OUT_IDENTIFIERS.length,
      ),
  },
  'chapter2.detector.heldOut.benign': {
    value: () =>
      fraction(
        HELD_OUT_BENIGN.filter((x) => detectSensitive(x.text).length > 0).length,
        HELD_OUT_BENIGN.length,
      ),
  },
  ...injectionFacts('bipia', true, true),
  ...injectionFacts('cyberseceval', true, false),
  ...injectionFacts('garak', true, true),
  ...injectionFacts('llmguard', true, true),
  ...injectionFacts('notinject', false, true),
  'chapter2.instructions.cyberseceval.english': {
    data: DETECTOR,
    value: () => {
      const t = injection('cyberseceval').byLanguage.get('English')!;
      return percent(t.found / t.positives);
    },
  },
  'chapter2.instructions.cyberseceval.languages': {
    data: DETECTOR,
    value: () => count(injection('cyberseceval').byLanguage.size),
  },
  'chapter2.instructions.cyberseceval.french': {
    data: DETECTOR,
    value: () => {
      const t = injection('cyberseceval').byLanguage.get('French')!;
      return percent(t.found / t.positives);
    },
  },
  ...memoryFacts('en'),
  ...memoryFacts('fr'),
};

function fpRate(r: LosoRow): number {
  const c = r.heldOut.claimed;
  return c.negatives === 0 ? 0 : c.flagged / c.negatives;
}

function losoFacts(source: string): Record<string, Recomputation> {
  const c = () => losoRow(source).heldOut.claimed;
  const id = `chapter2.detector.loso.${source}`;
  return {
    [`${id}.found`]: { data: DETECTOR, value: () => fraction(c().found, c().positives) },
    [`${id}.recall`]: { data: DETECTOR, value: () => percent(c().found / c().positives) },
    [`${id}.flagged`]: { data: DETECTOR, value: () => fraction(c().flagged, c().negatives) },
    [`${id}.falsePositives`]: {
      data: DETECTOR,
      value: () => percent(c().negatives === 0 ? 0 : c().flagged / c().negatives),
    },
  };
}

function injectionFacts(
  source: string,
  positives: boolean,
  negatives: boolean,
): Record<string, Recomputation> {
  const t = () => injection(source, 'test').all;
  const id = `chapter2.instructions.${source}`;
  const data = ['detector', `injection-${source}.json`];
  return {
    ...(positives
      ? {
          [`${id}.found`]: { data, value: () => fraction(t().found, t().positives) },
          [`${id}.recall`]: { data, value: () => percent(t().found / t().positives) },
        }
      : {}),
    ...(negatives
      ? {
          [`${id}.flagged`]: { data, value: () => fraction(t().flagged, t().negatives) },
          [`${id}.falsePositives`]: { data, value: () => percent(t().flagged / t().negatives) },
        }
      : {}),
  };
}

function memoryFacts(lang: 'en' | 'fr'): Record<string, Recomputation> {
  const refused = (list: typeof HELD_OUT_MEMORIES) =>
    list.filter((m) => detectInstruction(m.value) !== null).length;
  const bad = HELD_OUT_INSTRUCTIONS.filter((m) => m.lang === lang);
  const good = HELD_OUT_MEMORIES.filter((m) => m.lang === lang);
  return {
    [`chapter2.instructions.heldOut.${lang}.refused`]: { value: () => fraction(refused(bad), bad.length) },
    [`chapter2.instructions.heldOut.${lang}.flagged`]: { value: () => fraction(refused(good), good.length) },
  };
}

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
