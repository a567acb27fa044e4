/** One strategy's figures from what its run accumulated over the cases (`benchSteps` fills the accumulator). */
import type { StrategySpec } from './strategies';
import { answerAccuracy, type GradedReply } from './grading';
import { type TakeRequest } from '../scene/take';
import { priceRequests, type BreakpointLayout } from '../cost/caching';
import { type ModelPrice } from '../cost/prices';
import { type SameBudget } from './sameBudget';
import { selfManagedFigures, type SelfManagedStats } from './selfManaged';
import { ANATOMY_SECTIONS, type Anatomy } from '../compaction/context';

import type { DistanceBucket, DriftCounts, QuestionResult, Section, StrategyResult } from './results';

/** The decay curve's bucket of a distance: 0, 1, 2–3, 4–7, 8–15… (its first and last distance). */
export const bucketOf = (d: number): [number, number] => {
  if (d <= 0) return [0, 0];
  const k = Math.floor(Math.log2(d));
  return [2 ** k, 2 ** (k + 1) - 1];
};

export interface Accumulator {
  spec: StrategySpec;
  tokens: number[];
  prefix: number[];
  marked: number[];
  starts: number[];
  expired: number[];
  questions: QuestionResult[];
  needs: Map<string, TakeRequest>;
  graded: GradedReply[];
  selfManaged: SelfManagedStats[];
  compactions: number;
  factsDropped: number;
  overLimit: number;
}

export function summarise(
  acc: Accumulator,
  price: ModelPrice,
  cache: { layout: BreakpointLayout; ttl: number; timed: boolean },
  tps: number,
  exact: boolean,
  keepQuestions: boolean,
  cases: number,
  withModel: boolean,
): Omit<StrategyResult, keyof SameBudget> {
  const tokens = Float64Array.from(acc.tokens);
  const prefix = Float64Array.from(acc.prefix);
  const marked = Float64Array.from(acc.marked);
  const priced = priceRequests(tokens, prefix, price, acc.starts, {
    marked,
    expired: acc.expired,
    cacheTtlSeconds: cache.ttl,
  });
  const qs = acc.questions;
  const withEvidence = qs.filter((q) => q.evidenceRecall !== null);
  const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
  const buckets = new Map<number, DistanceBucket>();
  for (const q of qs) {
    q.distances.forEach((d, i) => {
      const [from, to] = bucketOf(d);
      const b = buckets.get(from) ?? { from, to, evidence: 0, recalled: 0, recall: 0 };
      b.evidence++;
      if (q.inContext[i]) b.recalled++;
      buckets.set(from, b);
    });
  }
  const recallByDistance = [...buckets.values()]
    .sort((a, b) => a.from - b.from)
    .map((b) => ({ ...b, recall: b.evidence === 0 ? 0 : b.recalled / b.evidence }));
  const drift: DriftCounts = { questions: 0, new: 0, old: 0, both: 0, neither: 0 };
  for (const q of qs) {
    if (q.drift === null) continue;
    drift.questions++;
    drift[q.drift]++;
  }
  const sectionMean = (s: Section) => mean(qs.map((q) => q.tokens[s]));
  const n = tokens.length;
  let cacheBreaks = 0;
  const starts = new Set(acc.starts);
  for (let i = 1; i < n; i++)
    if (!starts.has(i) && (prefix[i] as number) < (tokens[i - 1] as number)) cacheBreaks++;
  return {
    strategy: acc.spec.name,
    kind: acc.spec.kind,
    cases,
    questions: qs.length,
    questionsWithEvidence: withEvidence.length,
    evidenceRecall: mean(withEvidence.map((q) => q.evidenceRecall as number)),
    answerInContext: qs.length === 0 ? 0 : qs.filter((q) => q.answerInContext).length / qs.length,
    turns: n,
    tokensPerTurn: n === 0 ? 0 : priced.totalTokens / n,
    totalTokens: priced.totalTokens,
    cachedTokens: priced.cachedTokens,
    writtenTokens: priced.writtenTokens,
    cacheHitRate: priced.hitRate,
    price: price.id,
    breakpoints: cache.layout,
    cacheTtlSeconds: cache.ttl,
    datedTurns: cache.timed,
    cacheExpiries: priced.cacheExpiries,
    costUsd: priced.costUsd,
    cachedCostUsd: priced.cachedCostUsd,
    prefillTokensPerSecond: tps,
    latencyMsPerTurn: n === 0 ? 0 : (priced.totalTokens / n / tps) * 1000,
    cachedLatencyMsPerTurn: n === 0 ? 0 : ((priced.totalTokens - priced.cachedTokens) / n / tps) * 1000,
    questionTokens: {
      system: sectionMean('system'),
      summary: sectionMean('summary'),
      memory: sectionMean('memory'),
      window: sectionMean('window'),
      question: sectionMean('question'),
    },
    questionTokensBySection: meanAnatomy(qs.map((q) => q.tokensBySection)),
    recallByDistance,
    drift,
    answerAccuracy: withModel ? answerAccuracy(acc.graded) : null,
    needs: [...acc.needs.values()],
    tokensExact: exact,
    compactions: acc.compactions,
    cacheBreaks,
    factsDropped: acc.factsDropped,
    requestsOverLimit: acc.overLimit,
    series: { tokens, prefix, marked, starts: acc.starts.slice(), expired: acc.expired.slice() },
    perQuestion: keepQuestions ? qs : [],
    ...selfManagedFigures(acc.selfManaged, price, n),
  };
}

function meanAnatomy(xs: readonly Anatomy[]): Anatomy {
  const m = { total: 0 } as Anatomy;
  for (const k of [...ANATOMY_SECTIONS, 'total'] as const)
    m[k] = xs.length === 0 ? 0 : xs.reduce((s, a) => s + a[k], 0) / xs.length;
  return m;
}
