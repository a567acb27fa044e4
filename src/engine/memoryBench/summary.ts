/**
 * What the command prints and the widget tabulates: one plain row per strategy (no typed arrays, no per-question
 * detail), the recall-versus-cost frontier, and the cheapest strategy that reaches a chosen recall.
 */
import type { StrategyResult } from './run';

export interface BenchSummaryRow {
  strategy: string;
  questions: number;
  evidenceRecall: number;
  answerInContext: number;
  tokensPerTurn: number;
  costUsd: number;
  cachedCostUsd: number;
  cacheHitRate: number;
  price: string;
  turns: number;
  cases: number;
  questionsWithEvidence: number;
  latencyMsPerTurn: number;
  cachedLatencyMsPerTurn: number;
  prefillTokensPerSecond: number;
  questionTokens: StrategyResult['questionTokens'];
  recallByDistance: StrategyResult['recallByDistance'];
  drift: StrategyResult['drift'];
  answerAccuracy: StrategyResult['answerAccuracy'];
  tokensExact: boolean;
  compactions: number;
  factsDropped: number;
  cacheBreaks: number;
  requestsOverLimit: number;
}

/** The fields of a row, in the order the command's table shows the first ones. */
export const SUMMARY_FIELDS = [
  'strategy',
  'questions',
  'evidenceRecall',
  'answerInContext',
  'tokensPerTurn',
  'costUsd',
  'cachedCostUsd',
  'cacheHitRate',
] as const;

export function summaryRow(r: StrategyResult): BenchSummaryRow {
  return {
    strategy: r.strategy,
    questions: r.questions,
    evidenceRecall: r.evidenceRecall,
    answerInContext: r.answerInContext,
    tokensPerTurn: r.tokensPerTurn,
    costUsd: r.costUsd,
    cachedCostUsd: r.cachedCostUsd,
    cacheHitRate: r.cacheHitRate,
    price: r.price,
    turns: r.turns,
    cases: r.cases,
    questionsWithEvidence: r.questionsWithEvidence,
    latencyMsPerTurn: r.latencyMsPerTurn,
    cachedLatencyMsPerTurn: r.cachedLatencyMsPerTurn,
    prefillTokensPerSecond: r.prefillTokensPerSecond,
    questionTokens: r.questionTokens,
    recallByDistance: r.recallByDistance,
    drift: r.drift,
    answerAccuracy: r.answerAccuracy,
    tokensExact: r.tokensExact,
    compactions: r.compactions,
    factsDropped: r.factsDropped,
    cacheBreaks: r.cacheBreaks,
    requestsOverLimit: r.requestsOverLimit,
  };
}

/**
 * The strategies no other beats on both axes: cheaper-or-equal cost and higher-or-equal recall, one of them
 * strictly. Sorted by cost. `cost` picks the cost (default the cached one), `recall` the recall figure.
 */
export function frontier<
  T extends Pick<
    BenchSummaryRow,
    'strategy' | 'costUsd' | 'cachedCostUsd' | 'evidenceRecall' | 'answerInContext'
  >,
>(
  rows: readonly T[],
  opts: { cost?: 'costUsd' | 'cachedCostUsd'; recall?: 'evidenceRecall' | 'answerInContext' } = {},
): T[] {
  const cost = opts.cost ?? 'cachedCostUsd';
  const recall = opts.recall ?? 'evidenceRecall';
  const dominated = (a: T) =>
    rows.some(
      (b) =>
        b !== a &&
        b[cost] <= a[cost] &&
        b[recall] >= a[recall] &&
        (b[cost] < a[cost] || b[recall] > a[recall]),
    );
  return rows.filter((r) => !dominated(r)).sort((a, b) => a[cost] - b[cost] || b[recall] - a[recall]);
}

/** The cheapest strategy whose recall reaches `minRecall` (null when none does): "which memory for which job". */
export function cheapestReaching<
  T extends Pick<BenchSummaryRow, 'costUsd' | 'cachedCostUsd' | 'evidenceRecall' | 'answerInContext'>,
>(
  rows: readonly T[],
  minRecall: number,
  opts: { cost?: 'costUsd' | 'cachedCostUsd'; recall?: 'evidenceRecall' | 'answerInContext' } = {},
): T | null {
  const cost = opts.cost ?? 'cachedCostUsd';
  const recall = opts.recall ?? 'evidenceRecall';
  let best: T | null = null;
  for (const r of rows) if (r[recall] >= minRecall && (best === null || r[cost] < best[cost])) best = r;
  return best;
}
