/**
 * Chapter 4's figures, computed from the engine's memory bench on the lab's generator (cheap enough to run at build
 * time: a thousand turns, six strategies) and from the engine's dated price table. The public subset's figures need
 * data outside the repository: they are measured facts (measured.ts), recomputed by test/content/measured.test.ts.
 */
import {
  cheapestReaching,
  DEFAULT_CHUNK_CHARS,
  DEFAULT_STRATEGIES,
  frontier,
  generateBench,
  GENERATOR_DEFAULTS,
  parseStrategies,
  parseStrategy,
  runBench,
  summaryRow,
  type BenchSummaryRow,
  type StrategyResult,
} from '../../engine/memoryBench';
import { DEFAULT_PRICE_ID, modelPrice } from '../../engine/cost/prices';
import { claim, defineFacts, once } from './define';
import { code, count, date, dollars, fraction, percent, text, times, word, type Fact } from './format';

/** The generator's settings the lesson quotes: its defaults, which the widget opens on too. */
const LESSON_GENERATOR = GENERATOR_DEFAULTS;

/** The strategies measured, by the short key a fact id uses. */
export const KEYS = {
  unbounded: 'unbounded',
  window: 'window:10',
  summary: 'summary:10:400',
  paging: 'paging:10',
  retrieval: 'retrieval:5',
  reflective: 'reflective:5',
} as const;
export type Key = keyof typeof KEYS;

/**
 * The distances the decay prose reads the curves at: near (up to nearMax turns), far (farMin or more), and old
 * (oldMin or more, for paging's slope). Each is a bound of the bench's buckets (0, 1, 2–3, 4–7, 8–15…), so a
 * figure is the sum of whole buckets; chapter4Explanations.ts checks it and writes them in the lesson.
 */
export const DECAY = { nearMax: 7, farMin: 16, oldMin: 128 } as const;

/** The recall levels "which memory for which job" quotes (the public subset's are measured at the same high level). */
export const WHICH = { low: 0.5, high: 0.9 } as const;

export const data = once(() => generateBench(LESSON_GENERATOR));
export const results = once(() =>
  runBench(data(), parseStrategies(DEFAULT_STRATEGIES), { perQuestion: true }),
);
const rows = once(() => results().map(summaryRow));

export function result(k: Key): StrategyResult {
  const r = results().find((x) => x.strategy === KEYS[k]);
  if (!r) throw new Error(`no result for ${KEYS[k]}: DEFAULT_STRATEGIES changed`);
  return r;
}
const row = (k: Key): BenchSummaryRow => summaryRow(result(k));

/** The turns window:10 keeps, read from its name as the bench parses it. */
export function windowTurns(): number {
  const spec = parseStrategy(KEYS.window);
  if (spec.kind !== 'window') throw new Error(`${KEYS.window} is not a window`);
  return spec.window;
}

/** A list of strategy names: `a, b and c` / `a, b et c`. */
export function names(list: readonly string[]): Fact {
  const join = (and: string) =>
    list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} ${and} ${list.at(-1)}`;
  return text({ en: join('and'), fr: join('et') });
}

/** Recall of a strategy over the evidence lying `from`..`to` turns back (the buckets of recallByDistance). */
export function recallBetween(k: Key, from: number, to: number): { recalled: number; evidence: number } {
  let recalled = 0;
  let evidence = 0;
  for (const b of result(k).recallByDistance)
    if (b.from >= from && b.to <= to) {
      recalled += b.recalled;
      evidence += b.evidence;
    }
  return { recalled, evidence };
}

const perStrategy = (k: Key): Record<string, () => Fact> => ({
  [`gen.${k}.recall`]: () => percent(row(k).evidenceRecall),
  [`gen.${k}.answer`]: () => percent(row(k).answerInContext),
  [`gen.${k}.tokensPerTurn`]: () => count(Math.round(row(k).tokensPerTurn)),
  [`gen.${k}.cost`]: () => dollars(row(k).costUsd, row(k).costUsd < 0.1 ? 3 : 2),
  [`gen.${k}.cachedCost`]: () => dollars(row(k).cachedCostUsd, row(k).cachedCostUsd < 0.1 ? 3 : 2),
  [`gen.${k}.hitRate`]: () => percent(row(k).cacheHitRate),
});

const updated = once(() =>
  data()
    .cases.flatMap((c) => c.questions)
    .filter((q) => (q.previous ?? []).length > 0),
);

export default defineFacts('chapter4', {
  // The generator's data.
  'gen.turns': () => count(LESSON_GENERATOR.turns),
  'gen.questions': () => count(data().cases[0]?.questions.length ?? 0),
  'gen.updated': () => count(updated().length),
  'gen.strategies': () => word(results().length),
  'gen.domains': () => {
    const c = data().cases[0]!;
    const domains = new Set(c.conversation.map((t) => t.domain).filter((d) => d !== undefined));
    claim(
      c.questions.every((q) => q.domain !== undefined),
      'every generated question names its domain',
    );
    return word(domains.size);
  },
  chunkChars: () => count(DEFAULT_CHUNK_CHARS),
  'gen.minDistance': () => {
    const d = Math.min(...results()[0]!.perQuestion.flatMap((q) => q.distances));
    return count(d);
  },
  ...perStrategy('unbounded'),
  ...perStrategy('window'),
  ...perStrategy('summary'),
  ...perStrategy('paging'),
  ...perStrategy('retrieval'),
  ...perStrategy('reflective'),
  'gen.unboundedOverWindow': () => times(row('unbounded').costUsd / row('window').costUsd, 0),
  'gen.unboundedOverRetrieval': () => times(row('unbounded').costUsd / row('retrieval').costUsd, 0),
  'gen.unboundedCachedOverWindow': () =>
    times(row('unbounded').cachedCostUsd / row('window').cachedCostUsd, 0),

  // The frontier, and which memory for which job.
  'gen.frontier': () => {
    const f = frontier(rows()).map((r) => r.strategy);
    const uncached = frontier(rows(), { cost: 'costUsd' }).map((r) => r.strategy);
    claim(
      f.join() === uncached.join(),
      'on the generated data the frontier is the same with and without caching',
    );
    claim(!f.includes(KEYS.window), 'window:10 is not on the frontier');
    claim(
      row('paging').cachedCostUsd <= row('window').cachedCostUsd &&
        row('paging').evidenceRecall > row('window').evidenceRecall,
      'paging:10 costs no more than window:10 and recalls more',
    );
    claim(
      row('reflective').evidenceRecall <= row('retrieval').evidenceRecall &&
        row('reflective').cachedCostUsd > row('retrieval').cachedCostUsd,
      'reflective:5 recalls no more than retrieval:5 and costs more',
    );
    return names(f);
  },
  'gen.frontierSize': () => word(frontier(rows()).length),
  'which.high': () => percent(WHICH.high, 0),
  'which.low': () => percent(WHICH.low, 0),
  'gen.cheapest90': () => {
    const best = cheapestReaching(rows(), WHICH.high);
    if (!best) throw new Error('no strategy reaches 90% on the generated data');
    return code(best.strategy);
  },
  'gen.cheapest100': () => {
    const best = cheapestReaching(rows(), 1);
    claim(best?.strategy === KEYS.unbounded, 'only unbounded memory recalls every planted fact');
    return code(best?.strategy ?? '');
  },
  'gen.cheapest50': () => {
    const best = cheapestReaching(rows(), WHICH.low);
    return code(best?.strategy ?? '');
  },
  'gen.answerEqualsRecall': () => {
    const same = rows().filter((r) => r.answerInContext === r.evidenceRecall).length;
    claim(
      same === rows().length,
      'on the generated data answer-in-context equals evidence recall for every strategy',
    );
    return word(same);
  },

  // Decay.
  'gen.window.nearRecall': () => {
    const near = recallBetween('window', 0, DECAY.nearMax);
    claim(
      near.recalled === near.evidence,
      `window:10 recalls every fact asked up to ${DECAY.nearMax} turns later`,
    );
    return percent(near.recalled / near.evidence, 0);
  },
  'gen.window.farRecall': () => {
    const far = recallBetween('window', DECAY.farMin, Number.MAX_SAFE_INTEGER);
    claim(
      far.recalled === 0 && far.evidence > 0,
      `window:10 recalls no fact asked ${DECAY.farMin} turns later or more`,
    );
    return percent(0, 0);
  },
  'gen.window.farEvidence': () =>
    count(recallBetween('window', DECAY.farMin, Number.MAX_SAFE_INTEGER).evidence),
  'gen.window.exact': () => {
    // Window recall is exactly the share of evidence within the window's N turns (distance 0..N-1).
    const qs = result('window').perQuestion;
    const size = windowTurns();
    let inside = 0;
    let all = 0;
    for (const q of qs)
      for (const d of q.distances) {
        all++;
        if (d < size) inside++;
      }
    claim(
      Math.abs(inside / all - row('window').evidenceRecall) < 1e-12,
      'window recall is the share of evidence within 10 turns',
    );
    return fraction(inside, all);
  },
  'gen.retrieval.farRecall': () => {
    const far = recallBetween('retrieval', DECAY.farMin, Number.MAX_SAFE_INTEGER);
    const near = recallBetween('retrieval', 0, DECAY.farMin - 1);
    claim(
      Math.abs(far.recalled / far.evidence - near.recalled / near.evidence) < 0.1,
      'retrieval:5 is a flat line: it recalls as much far back as near',
    );
    return fraction(far.recalled, far.evidence);
  },
  'gen.paging.farRecall': () => {
    const share = (x: { recalled: number; evidence: number }) => x.recalled / x.evidence;
    const near = recallBetween('paging', 0, DECAY.farMin - 1);
    const middle = recallBetween('paging', DECAY.farMin, DECAY.oldMin - 1);
    const far = recallBetween('paging', DECAY.oldMin, Number.MAX_SAFE_INTEGER);
    claim(
      share(near) > share(middle) && share(middle) > share(far),
      'paging:10 is a slope: it recalls less the farther back, not all at once',
    );
    return fraction(far.recalled, far.evidence);
  },

  // Drift: what each request held when an updated fact was asked.
  'gen.drift.unboundedBoth': () => {
    const d = result('unbounded').drift;
    claim(d.both === d.questions, 'unbounded memory always holds the old value beside the new one');
    return count(d.both);
  },
  'gen.drift.windowNeither': () => {
    const d = result('window').drift;
    claim(d.neither > d.questions / 2, 'window:10 mostly holds neither value');
    return count(d.neither);
  },
  'gen.drift.windowNew': () => {
    const d = result('window').drift;
    claim(d.new > 0 && d.old === 0, 'window:10 sometimes holds the new value alone, never the old one alone');
    return count(d.new);
  },
  'gen.drift.retrievalOld': () => {
    const d = result('retrieval').drift;
    claim(d.old > 0, 'retrieval sometimes sends the old value without the new one');
    return count(d.old);
  },
  'gen.drift.reflectiveBoth': () => {
    const d = result('reflective').drift;
    claim(d.both === d.questions, 'reflection without a model keeps old and new values side by side');
    return count(d.both);
  },

  // Caching: the dated price table, and what it does on the generated data.
  'price.gpt4oMini.cachedShare': () => {
    const p = modelPrice('gpt-4o-mini');
    return percent(p.cachedInput / p.input, 0);
  },
  'price.gpt4oMini.minTokens': () => count(modelPrice('gpt-4o-mini').minCachedTokens),
  'price.sonnet.cachedShare': () => {
    const p = modelPrice('claude-sonnet-4.5');
    return percent(p.cachedInput / p.input, 0);
  },
  'price.sonnet.writeShare': () => {
    const p = modelPrice('claude-sonnet-4.5');
    return percent((p.cacheWrite ?? p.input) / p.input, 0);
  },
  'price.deepseek.cachedShare': () => {
    const p = modelPrice('deepseek-flash');
    return percent(p.cachedInput / p.input, 0);
  },
  'price.default': () =>
    text({ en: modelPrice(DEFAULT_PRICE_ID).label, fr: modelPrice(DEFAULT_PRICE_ID).label }),
  // The table's ISO day, written as a date in each language (« le 2 décembre 2026 », not an ISO string in prose).
  'price.readOn': () => date(Date.parse(`${modelPrice(DEFAULT_PRICE_ID).readOn}T00:00:00Z`)),
  'gen.window.maxTokens': () => {
    const max = Math.max(...Array.from(result('window').series.tokens));
    claim(
      max < modelPrice(DEFAULT_PRICE_ID).minCachedTokens,
      "window:10's requests never reach the cache's minimum",
    );
    return count(max);
  },
  'gen.caching.unboundedSaving': () => {
    const u = row('unbounded');
    const w = row('window');
    claim(
      u.costUsd - u.cachedCostUsd > 10 * (w.costUsd - w.cachedCostUsd),
      "caching lowers unbounded cost far more than a rolling window's",
    );
    return percent(1 - u.cachedCostUsd / u.costUsd, 0);
  },
});
