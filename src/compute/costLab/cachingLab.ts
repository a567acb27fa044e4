/**
 * The cost lab's prompt-caching view: the engine's `costWithCaching` (the exact model in real tokens, each request
 * priced with and without the cached rate) for the lab's parameters and price, in dollars, sampled for the chart;
 * and the seed's ×4.4 / ×43 beside the same ratios with caching (`seedRatiosWithCaching`). Nothing here prices a
 * token itself: the engine does, with the dated table of src/engine/cost/prices.ts.
 */
import { costWithCaching, seedRatiosWithCaching } from '../../engine/cost/caching';
import { cacheWriteRate } from '../../engine/cost/prices';
import { lttbIndices, mergeIndices } from '../../lib/downsample';
import { MAX_POINTS } from './limits';
import {
  CACHING_LINES,
  type CachingLine,
  type CachingParams,
  type CachingResult,
  type CachingSeries,
  type MemoryBill,
} from './cachingParams';
import type { SeriesKey } from './params';

const MEMORIES: readonly SeriesKey[] = ['unbounded', 'windowed', 'paged'];

function sampleLines(full: Record<CachingLine, Float64Array>, maxPoints: number): CachingSeries {
  const per = Math.max(2, Math.floor(maxPoints / CACHING_LINES.length));
  const idx = mergeIndices(...CACHING_LINES.map((k) => lttbIndices(full[k], per)));
  const turns = new Float64Array(idx.length);
  for (let k = 0; k < idx.length; k++) turns[k] = (idx[k] as number) + 1;
  const pick = (a: Float64Array) => {
    const out = new Float64Array(idx.length);
    for (let k = 0; k < idx.length; k++) out[k] = a[idx[k] as number] as number;
    return out;
  };
  return {
    turns,
    unbounded: pick(full.unbounded),
    unboundedCached: pick(full.unboundedCached),
    windowed: pick(full.windowed),
    windowedCached: pick(full.windowedCached),
    paged: pick(full.paged),
    pagedCached: pick(full.pagedCached),
  };
}

export function computeCaching(p: CachingParams, maxPoints = MAX_POINTS): CachingResult {
  const t0 = performance.now();
  const c = costWithCaching({
    turns: p.turns,
    window: p.window,
    pageSize: p.pageSize,
    messageLength: p.messageLength,
    summaryBudget: p.summaryBudget,
    chunkChars: p.chunkChars,
    price: p.price,
    systemTokens: p.systemTokens ?? 0,
    breakpoints: p.breakpoints ?? 'end',
  });
  const n = c.turns;
  // The engine's per-request split (read, written, the rest at the input price): below the minimum nothing is written.
  const write = cacheWriteRate(p.price) ?? p.price.input;
  const perTurn = {} as Record<CachingLine, Float64Array>;
  const cumulative = {} as Record<CachingLine, Float64Array>;
  const bills = {} as Record<SeriesKey, MemoryBill>;
  for (const k of MEMORIES) {
    const m = c[k];
    const plain = new Float64Array(n);
    const cached = new Float64Array(n);
    const plainSum = new Float64Array(n);
    const cachedSum = new Float64Array(n);
    let a = 0;
    let b = 0;
    for (let i = 0; i < n; i++) {
      const tokens = m.tokens[i] as number;
      const hit = m.cached[i] as number;
      const written = m.written[i] as number;
      plain[i] = (tokens * p.price.input) / 1e6;
      cached[i] =
        (hit * p.price.cachedInput + written * write + (tokens - hit - written) * p.price.input) / 1e6;
      a += plain[i] as number;
      b += cached[i] as number;
      plainSum[i] = a;
      cachedSum[i] = b;
    }
    perTurn[k] = plain;
    perTurn[`${k}Cached`] = cached;
    cumulative[k] = plainSum;
    cumulative[`${k}Cached`] = cachedSum;
    bills[k] = {
      totalTokens: m.totalTokens,
      cachedTokens: m.cachedTokens,
      hitRate: m.hitRate,
      costUsd: m.costUsd,
      cachedCostUsd: m.cachedCostUsd,
    };
  }
  return {
    params: p,
    bills,
    perTurn: sampleLines(perTurn, maxPoints),
    cumulative: sampleLines(cumulative, maxPoints),
    seedRatios: seedRatiosWithCaching(p.price, { breakpoints: p.breakpoints ?? 'end' }),
    computeMs: performance.now() - t0,
  };
}
