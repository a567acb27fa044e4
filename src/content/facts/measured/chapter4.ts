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
  'chapter4.public.unbounded.recall': bench(percent(1), 'evidence recall of unbounded'),
  'chapter4.public.unbounded.answer': bench(percent(17 / 44), 'answer in context of unbounded'),
  'chapter4.public.unbounded.cost': bench(
    dollars(0.37249575, 3),
    'cost of unbounded, every token at the input price',
  ),
  'chapter4.public.unbounded.cachedCost': bench(
    dollars(0.21759014999999998, 3),
    'cost of unbounded with prompt caching',
  ),
  'chapter4.public.unbounded.hitRate': bench(
    percent(0.8317174088563427),
    'share of unbounded tokens billed as cached',
  ),
  'chapter4.public.window.recall': bench(percent(0.47939623507805323), 'evidence recall of window:10'),
  'chapter4.public.window.answer': bench(percent(16 / 44), 'answer in context of window:10'),
  'chapter4.public.window.cost': bench(
    dollars(0.2473905, 3),
    'cost of window:10, every token at the input price',
  ),
  'chapter4.public.window.cachedCost': bench(dollars(0.2207025, 3), 'cost of window:10 with prompt caching'),
  'chapter4.public.window.hitRate': bench(
    percent(0.21575606177278434),
    'share of window:10 tokens billed as cached',
  ),
  'chapter4.public.summary.recall': bench(percent(0.47939623507805323), 'evidence recall of summary:10:400'),
  'chapter4.public.summary.answer': bench(percent(16 / 44), 'answer in context of summary:10:400'),
  'chapter4.public.summary.cost': bench(
    dollars(0.252354, 3),
    'cost of summary:10:400, every token at the input price',
  ),
  'chapter4.public.summary.cachedCost': bench(
    dollars(0.225666, 3),
    'cost of summary:10:400 with prompt caching',
  ),
  'chapter4.public.summary.hitRate': bench(
    percent(0.2115123992486745),
    'share of summary:10:400 tokens billed as cached',
  ),
  'chapter4.public.paging.recall': bench(percent(0.17883379247015613), 'evidence recall of paging:10'),
  'chapter4.public.paging.answer': bench(percent(7 / 44), 'answer in context of paging:10'),
  'chapter4.public.paging.cost': bench(
    dollars(0.15582075, 3),
    'cost of paging:10, every token at the input price',
  ),
  'chapter4.public.paging.cachedCost': bench(
    dollars(0.10780154999999998, 3),
    'cost of paging:10 with prompt caching',
  ),
  'chapter4.public.paging.hitRate': bench(
    percent(0.6163389664085175),
    'share of paging:10 tokens billed as cached',
  ),
  'chapter4.public.retrieval.recall': bench(percent(0.897124655647383), 'evidence recall of retrieval:5'),
  'chapter4.public.retrieval.answer': bench(percent(17 / 44), 'answer in context of retrieval:5'),
  'chapter4.public.retrieval.cost': bench(
    dollars(0.30271214999999996, 3),
    'cost of retrieval:5, every token at the input price',
  ),
  'chapter4.public.retrieval.cachedCost': bench(
    dollars(0.26981295, 3),
    'cost of retrieval:5 with prompt caching',
  ),
  'chapter4.public.retrieval.hitRate': bench(
    percent(0.21736293042747046),
    'share of retrieval:5 tokens billed as cached',
  ),
  'chapter4.public.reflective.recall': bench(percent(0.9411157024793387), 'evidence recall of reflective:5'),
  'chapter4.public.reflective.answer': bench(percent(17 / 44), 'answer in context of reflective:5'),
  'chapter4.public.reflective.cost': bench(
    dollars(0.35018325, 3),
    'cost of reflective:5, every token at the input price',
  ),
  'chapter4.public.reflective.cachedCost': bench(
    dollars(0.29615445, 3),
    'cost of reflective:5 with prompt caching',
  ),
  'chapter4.public.reflective.hitRate': bench(
    percent(0.3085744392400265),
    'share of reflective:5 tokens billed as cached',
  ),
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
