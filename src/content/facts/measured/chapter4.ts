/** Chapter 4's measured figures: the memory bench on the public subset of LongMemEval. */
import type { MeasuredFact } from './fact';
import { code, count, decimal, dollars, fraction, percent, text, word, type Fact } from '../format';

// Chapter 4: the memory bench on the public subset of LongMemEval (../shared/data/memory-bench/), every strategy the
// lesson quotes, priced at the engine's default (gpt-4o-mini: its 5-minute cache expires between dated sessions;
// breakpoints do not apply to OpenAI's prefix rule).
const BENCH_PUBLIC =
  'npm run -s bench:memory -- public --strategies unbounded,window:10,summary:10:400,paging:10,retrieval:5,reflective:5 --json';
const PUBLIC_DAY = '2026-12-06';

/** A figure of the public subset's run, recomputed by test/content/measured.test.ts from the shared file. */
function bench(value: Fact, what: string): MeasuredFact {
  return { value, what, command: BENCH_PUBLIC, measured: PUBLIC_DAY, check: 'recomputed' };
}

/** One strategy's row of the public run: the five figures the lesson quotes for each. */
type StrategyRow = readonly [
  key: string,
  spec: string,
  recall: number,
  answered: number,
  cost: number,
  cachedCost: number,
  hitRate: number,
];

const PUBLIC_QUESTIONS = 44;

const STRATEGY_ROWS: readonly StrategyRow[] = [
  ['unbounded', 'unbounded', 1, 17, 0.37249575, 0.21759014999999998, 0.8317174088563427],
  ['window', 'window:10', 0.47939623507805323, 16, 0.2473905, 0.2207025, 0.21575606177278434],
  ['summary', 'summary:10:400', 0.47939623507805323, 16, 0.252354, 0.225666, 0.2115123992486745],
  ['paging', 'paging:10', 0.17883379247015613, 7, 0.15582075, 0.10780154999999998, 0.6163389664085175],
  ['retrieval', 'retrieval:5', 0.897124655647383, 17, 0.30271214999999996, 0.26981295, 0.21736293042747046],
  ['reflective', 'reflective:5', 0.9411157024793387, 17, 0.35018325, 0.29615445, 0.3085744392400265],
];

/** The five figures of every strategy, keyed `chapter4.public.<strategy>.<figure>`. */
function strategyFacts(): Record<string, MeasuredFact> {
  const facts: Record<string, MeasuredFact> = {};
  for (const [name, spec, recall, answered, cost, cachedCost, hitRate] of STRATEGY_ROWS) {
    const key = `chapter4.public.${name}`;
    facts[`${key}.recall`] = bench(percent(recall), `evidence recall of ${spec}`);
    facts[`${key}.answer`] = bench(percent(answered / PUBLIC_QUESTIONS), `answer in context of ${spec}`);
    facts[`${key}.cost`] = bench(dollars(cost, 3), `cost of ${spec}, every token at the input price`);
    facts[`${key}.cachedCost`] = bench(dollars(cachedCost, 3), `cost of ${spec} with prompt caching`);
    facts[`${key}.hitRate`] = bench(percent(hitRate), `share of ${spec} tokens billed as cached`);
  }
  return facts;
}

export const CHAPTER4_PUBLIC: Readonly<Record<string, MeasuredFact>> = {
  // Chapter 4: the public subset (what it holds), then the bench on it.
  'chapter4.public.cases': bench(count(44), 'conversations (cases) in the public subset'),
  'chapter4.public.questions': bench(count(44), 'questions in the public subset'),
  'chapter4.public.turns': bench(count(854), 'turns in all its conversations'),
  'chapter4.public.turnsPerCase': bench(decimal(854 / 44, 1), 'mean turns per conversation'),
  'chapter4.public.abstention': bench(count(8), 'abstention questions (id ending _abs)'),
  'chapter4.public.types': bench(word(6), 'question types'),
  'chapter4.public.unbounded.answerFound': bench(
    fraction(17, 44),
    'questions whose answer string is in the whole history',
  ),
  'chapter4.public.unbounded.windowTokens': bench(
    count(4790),
    'mean tokens of the history at question time (unbounded)',
  ),
  ...strategyFacts(),
  // The cache's lifetime: the same run with the turns' dates removed (nothing expires) beside the dated one.
  'chapter4.public.cacheExpiries': bench(
    count(28),
    'requests sent more than 5 minutes after the previous one (a new session), per strategy',
  ),
  'chapter4.public.unbounded.cachedCostUndated': bench(
    dollars(0.21070694999999998, 3),
    'cost of unbounded with prompt caching, the dates removed (no expiry)',
  ),
  'chapter4.public.unbounded.hitRateUndated': bench(
    percent(0.8686746090391635),
    'share of unbounded tokens billed as cached, the dates removed (no expiry)',
  ),
  'chapter4.public.unbounded.saving': bench(
    percent(1 - 0.21759014999999998 / 0.37249575, 0),
    "what caching takes off unbounded's bill, the cache expiring between sessions",
  ),
  'chapter4.public.unbounded.savingUndated': bench(
    percent(1 - 0.21070694999999998 / 0.37249575, 0),
    'the same, the dates removed (no expiry)',
  ),
  'chapter4.public.unboundedUnderWindow': bench(
    percent(1 - 0.21759014999999998 / 0.2207025),
    'how much less unbounded costs than window:10, both with caching',
  ),
  'chapter4.public.unboundedUnderWindowUndated': bench(
    percent(1 - 0.21070694999999998 / 0.2205681),
    'the same, the dates removed (no expiry)',
  ),
  'chapter4.public.oneQuestion': bench(
    percent(1 / 44),
    'what one question weighs in a share of the questions',
  ),
  'chapter4.public.frontierCached': bench(
    text({ en: 'paging:10 and unbounded', fr: 'paging:10 et unbounded' }),
    'the recall-against-cost frontier, cost with caching',
  ),
  'chapter4.public.frontierUncached': bench(
    text({
      en: 'paging:10, window:10, retrieval:5, reflective:5 and unbounded',
      fr: 'paging:10, window:10, retrieval:5, reflective:5 et unbounded',
    }),
    'the frontier, cost without caching',
  ),
  'chapter4.public.cheapest90Cached': bench(
    code('unbounded'),
    'cheapest strategy reaching 90% evidence recall, with caching',
  ),
  'chapter4.public.cheapest90Uncached': bench(
    code('reflective:5'),
    'cheapest strategy reaching 90% evidence recall, without caching',
  ),
};
