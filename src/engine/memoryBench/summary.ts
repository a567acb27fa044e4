/**
 * What the command prints and the widget tabulates: one plain row per strategy (no typed arrays, no per-question
 * detail), the recall-versus-cost frontier, and the cheapest strategy that reaches a chosen recall.
 */
import type { StrategyResult } from './run';
import { pickSelfManagedFigures, type SelfManagedFigures } from './selfManaged';

export interface BenchSummaryRow extends SelfManagedFigures {
  strategy: string;
  questions: number;
  evidenceRecall: number;
  answerInContext: number;
  tokensPerTurn: number;
  costUsd: number;
  cachedCostUsd: number;
  cacheHitRate: number;
  price: string;
  breakpoints: StrategyResult['breakpoints'];
  cacheTtlSeconds: number;
  datedTurns: boolean;
  cacheExpiries: number;
  turns: number;
  cases: number;
  questionsWithEvidence: number;
  latencyMsPerTurn: number;
  cachedLatencyMsPerTurn: number;
  prefillTokensPerSecond: number;
  questionTokens: StrategyResult['questionTokens'];
  questionTokensBySection: StrategyResult['questionTokensBySection'];
  recallByDistance: StrategyResult['recallByDistance'];
  drift: StrategyResult['drift'];
  answerAccuracy: StrategyResult['answerAccuracy'];
  tokensExact: boolean;
  /** The same-budget control (sameBudget.ts): the largest window sending no more tokens per turn, its recall. */
  sameBudgetWindow: number;
  sameBudgetWindowRecall: number;
  /**
   * Drift on questions with a stale value (`previous` / `staleAnswers`): of those whose context holds the answer or
   * the stale value, the share that holds the stale one (old or both); null when no question has a stale value.
   */
  staleShare: number | null;
  compactions: number;
  factsDropped: number;
  cacheBreaks: number;
  requestsOverLimit: number;
}

/** Of the questions whose context holds a value (new, old or both), the share holding the stale one. */
export function staleShare(drift: StrategyResult['drift']): number | null {
  const held = drift.new + drift.old + drift.both;
  if (drift.questions === 0) return null;
  return held === 0 ? 0 : (drift.old + drift.both) / held;
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
    breakpoints: r.breakpoints,
    cacheTtlSeconds: r.cacheTtlSeconds,
    datedTurns: r.datedTurns,
    cacheExpiries: r.cacheExpiries,
    turns: r.turns,
    cases: r.cases,
    questionsWithEvidence: r.questionsWithEvidence,
    latencyMsPerTurn: r.latencyMsPerTurn,
    cachedLatencyMsPerTurn: r.cachedLatencyMsPerTurn,
    prefillTokensPerSecond: r.prefillTokensPerSecond,
    questionTokens: r.questionTokens,
    questionTokensBySection: r.questionTokensBySection,
    recallByDistance: r.recallByDistance,
    drift: r.drift,
    answerAccuracy: r.answerAccuracy,
    tokensExact: r.tokensExact,
    sameBudgetWindow: r.sameBudgetWindow,
    sameBudgetWindowRecall: r.sameBudgetWindowRecall,
    staleShare: staleShare(r.drift),
    ...pickSelfManagedFigures(r),
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
