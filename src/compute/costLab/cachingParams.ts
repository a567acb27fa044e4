/**
 * The parameters and results of the cost lab's prompt-caching view (computed by cachingLab.ts in the worker). Kept
 * apart from the computation so the page imports no engine code for it, only the dated price table.
 */
import type { SeedRatio } from '../../engine/cost/caching';
import type { BreakpointLayout } from '../../engine/cost/prices';
import { DEFAULT_PRICE_ID, findModelPrice, type ModelPrice } from '../../engine/cost/prices';
import type { ComputeParams, ConversationParams, SeriesKey } from './params';

export const CUSTOM_PRICE = 'custom';

/** What the caching view depends on: the conversation's parameters and the price row (a model's, or typed). */
export interface CachingParams extends ConversationParams {
  price: ModelPrice;
  /** A system prompt sent first in every request, in tokens (default 0: the source has none). */
  systemTokens?: number;
  /** Where Anthropic's breakpoints are (default `end`). */
  breakpoints?: BreakpointLayout;
}

/**
 * The price row a lab's choice stands for: a model of the dated table, or `custom` (the two rates typed in the lab,
 * every shared token counted as cached: no minimum prefix, no steps).
 */
export function priceRowOf(priceModel: string, input: number, cachedInput: number): ModelPrice {
  const row = priceModel === CUSTOM_PRICE ? undefined : findModelPrice(priceModel);
  if (row) return row;
  const base = findModelPrice(DEFAULT_PRICE_ID) as ModelPrice;
  return {
    ...base,
    id: CUSTOM_PRICE,
    label: CUSTOM_PRICE,
    input,
    cachedInput,
    minCachedTokens: 0,
    cacheStep: 1,
    source: '',
    readOn: '',
  };
}

export function cachingParams(
  p: ComputeParams,
  price: ModelPrice,
  cache: { systemTokens?: number; breakpoints?: BreakpointLayout } = {},
): CachingParams {
  const { turns, window, pageSize, messageLength, summaryBudget, chunkChars } = p;
  return {
    turns,
    window,
    pageSize,
    messageLength,
    summaryBudget,
    chunkChars,
    price,
    systemTokens: cache.systemTokens ?? 0,
    breakpoints: cache.breakpoints ?? 'end',
  };
}

export function sameCaching(a: CachingParams, b: CachingParams): boolean {
  return (
    a.turns === b.turns &&
    a.window === b.window &&
    a.pageSize === b.pageSize &&
    a.messageLength === b.messageLength &&
    a.summaryBudget === b.summaryBudget &&
    a.chunkChars === b.chunkChars &&
    (a.systemTokens ?? 0) === (b.systemTokens ?? 0) &&
    (a.breakpoints ?? 'end') === (b.breakpoints ?? 'end') &&
    JSON.stringify(a.price) === JSON.stringify(b.price)
  );
}

export interface MemoryBill {
  totalTokens: number;
  cachedTokens: number;
  hitRate: number;
  costUsd: number;
  cachedCostUsd: number;
}

/** Dollars per turn (or cumulative), uncached and cached, for each memory, at the sampled turns. */
export interface CachingSeries {
  turns: Float64Array;
  unbounded: Float64Array;
  unboundedCached: Float64Array;
  windowed: Float64Array;
  windowedCached: Float64Array;
  paged: Float64Array;
  pagedCached: Float64Array;
}

export type CachingLine = Exclude<keyof CachingSeries, 'turns'>;
export const CACHING_LINES: readonly CachingLine[] = [
  'unbounded',
  'unboundedCached',
  'windowed',
  'windowedCached',
  'paged',
  'pagedCached',
];

export interface CachingResult {
  params: CachingParams;
  bills: Record<SeriesKey, MemoryBill>;
  perTurn: CachingSeries;
  cumulative: CachingSeries;
  /** The seed's profiles (100 and 1,000 turns, its own parameters) at this price. */
  seedRatios: SeedRatio[];
  computeMs: number;
}
