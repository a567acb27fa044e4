/**
 * Prompt caching in the cost model. Since 2024 providers bill the prefix a request shares with a recent request at a
 * fraction of the input price (cost/prices.ts). A memory that only appends keeps its prefix; a rolling window shifts
 * it every turn; a summary rewritten at the front breaks it. This file prices a series of requests with and without
 * caching, and gives the cost lab's three memories (costOfConversation, exact model in tokens) their cached series.
 *
 * The rule, per request: the prefix it shares with the previous request (in tokens) is cached when it reaches the
 * model's minimum, counted in the model's steps past that minimum; cached tokens cost `cachedInput`, the others
 * `cacheWrite` when the provider charges for writing the cache (Anthropic), else `input`. The first request of a
 * conversation has no previous one. Requests are taken to follow each other within the cache's lifetime (minutes):
 * expiry is not modelled.
 */
import { costOfConversation, type CostParams, type CostResult } from './model';
import { modelPrice, type ModelPrice } from './prices';
import { assertInt } from '../core/validate';

/** The tokens of a shared prefix of `prefix` tokens that the provider bills as cached. */
export function cachedTokensOf(
  prefix: number,
  price: Pick<ModelPrice, 'minCachedTokens' | 'cacheStep'>,
): number {
  if (!(prefix > 0) || prefix < price.minCachedTokens) return 0;
  const step = Math.max(1, price.cacheStep);
  if (step === 1) return prefix;
  return price.minCachedTokens + Math.floor((prefix - price.minCachedTokens) / step) * step;
}

export interface PricedRequests {
  requests: number;
  totalTokens: number;
  /** Tokens billed at the cached rate. */
  cachedTokens: number;
  /** cachedTokens / totalTokens (0 when there are no tokens). */
  hitRate: number;
  /** Every token at the input price. */
  costUsd: number;
  /** Cached tokens at the cached rate, the rest at the write (or input) rate. */
  cachedCostUsd: number;
}

/**
 * Prices requests given their token counts and the prefix each shares with the previous request (`prefix[i]` <=
 * `tokens[i]`; prefix[0] is ignored: the first request has no previous one). Requests from several independent
 * conversations are priced together by passing `starts`: the indexes where a conversation begins (its first
 * request shares nothing).
 */
export function priceRequests(
  tokens: ArrayLike<number>,
  prefix: ArrayLike<number>,
  price: ModelPrice,
  starts: ArrayLike<number> = [0],
): PricedRequests {
  if (tokens.length !== prefix.length) throw new RangeError('tokens and prefix must have the same length');
  const first = new Set<number>(Array.from(starts));
  let total = 0;
  let cached = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as number;
    total += t;
    if (i === 0 || first.has(i)) continue;
    cached += cachedTokensOf(Math.min(prefix[i] as number, t), price);
  }
  const writeRate = price.cacheWrite ?? price.input;
  return {
    requests: tokens.length,
    totalTokens: total,
    cachedTokens: cached,
    hitRate: total === 0 ? 0 : cached / total,
    costUsd: (total * price.input) / 1e6,
    cachedCostUsd: (cached * price.cachedInput + (total - cached) * writeRate) / 1e6,
  };
}

// ------------------------------------------------------------------ the cost lab's three memories

/** A row of MODEL_PRICES by id, or a row given whole (a price someone typed), checked. */
function priceRow(p: string | ModelPrice): ModelPrice {
  if (typeof p === 'string') return modelPrice(p);
  for (const k of ['input', 'cachedInput', 'minCachedTokens', 'cacheStep'] as const) {
    const v = p[k];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
      throw new RangeError(`price.${k} must be a finite number >= 0 (got ${String(v)})`);
  }
  if (p.cacheWrite !== undefined && !(Number.isFinite(p.cacheWrite) && p.cacheWrite >= 0))
    throw new RangeError(`price.cacheWrite must be a finite number >= 0 (got ${String(p.cacheWrite)})`);
  return p;
}

export interface CachedCostParams extends Omit<CostParams, 'unit' | 'model' | 'series'> {
  /** A model id of MODEL_PRICES, or a price row of one's own (prices and caching rule). */
  price: string | ModelPrice;
  /** Tokens of a system prompt sent first in every request (default 0, as the cost model has none). */
  systemTokens?: number;
}

export interface MemoryCachedCost extends PricedRequests {
  /** Element t - 1: tokens of turn t's request (system prompt included). */
  tokens: Float64Array;
  /** Element t - 1: tokens of turn t's request billed at the cached rate. */
  cached: Float64Array;
}

export interface CachedCostResult {
  price: ModelPrice;
  turns: number;
  messageTokens: number;
  unbounded: MemoryCachedCost;
  windowed: MemoryCachedCost;
  paged: MemoryCachedCost;
}

/**
 * The exact model's three memories in real tokens (costOfConversation, unit 'tokens'), each request laid out as
 * [system][summary][window or page], with the prefix it shares with the previous request:
 * - unbounded appends: the whole previous request is its prefix;
 * - windowed: while the window fills, the previous request is the prefix; once it is full, the window shifts and
 *   only the system prompt and the summary can be shared: the whole summary when its text did not change (once its
 *   rendered length has reached the budget it stays the same text), else the summary before this turn's chunk was
 *   appended (its text is a prefix of the new one), counted as its token count minus one (the last token may merge
 *   with what follows);
 * - paged: inside a page, the previous request is the prefix; when a page starts, the summary as for the window.
 * The summary's tokens are read from the cost model's series (request minus its window or page); its text changes
 * exactly when that count does (each chunk appended adds tokens; a summary cut to its budget no longer changes).
 */
export function costWithCaching(params: CachedCostParams): CachedCostResult {
  const price = priceRow(params.price);
  const system = assertInt('systemTokens', params.systemTokens ?? 0, 0, 10_000_000);
  const { price: _p, systemTokens: _s, ...rest } = params;
  const r: CostResult = costOfConversation({
    ...rest,
    model: 'exact',
    unit: 'tokens',
    encoding: price.encoding,
    series: true,
  });
  const s = r.series as NonNullable<CostResult['series']>;
  const m = r.messageTokens as number;
  const n = r.turns;
  const W = params.window ?? 10;
  const P = params.pageSize ?? 5;
  const build = (series: Float64Array, held: (t: number) => number, fresh: (t: number) => boolean) => {
    const tokens = new Float64Array(n);
    const prefix = new Float64Array(n);
    for (let t = 1; t <= n; t++) {
      const total = (series[t - 1] as number) + system;
      tokens[t - 1] = total;
      if (t === 1) continue;
      if (!fresh(t)) {
        prefix[t - 1] = tokens[t - 2] as number; // the previous request, whole
        continue;
      }
      const summary = (series[t - 1] as number) - held(t) * m;
      const before = (series[t - 2] as number) - held(t - 1) * m;
      prefix[t - 1] = system + (summary === before ? summary : Math.max(0, Math.min(summary, before) - 1));
    }
    const priced = priceRequests(tokens, prefix, price);
    const cached = new Float64Array(n);
    for (let i = 1; i < n; i++)
      cached[i] = cachedTokensOf(Math.min(prefix[i] as number, tokens[i] as number), price);
    return { ...priced, tokens, cached };
  };
  return {
    price,
    turns: n,
    messageTokens: m,
    unbounded: build(
      s.unbounded,
      (t) => t,
      () => false,
    ),
    // The window is full from turn W on: from turn W + 1 each request drops its oldest message.
    windowed: build(
      s.windowed,
      (t) => Math.min(t, W),
      (t) => t > W,
    ),
    // Turn t holds ((t - 1) mod P) + 1 page messages; a page starts at t = kP + 1.
    paged: build(
      s.paged,
      (t) => ((t - 1) % P) + 1,
      (t) => (t - 1) % P === 0,
    ),
  };
}

export interface SeedRatio {
  turns: number;
  /** The seed's own ratios (notebook model, characters): ×4.4 and ×43.0 at 100 and 1,000 turns. */
  seedWindowed: number;
  seedPaged: number;
  /** The exact model in tokens, every token at the input price. */
  windowed: number;
  paged: number;
  /** The same, each memory billed with prompt caching. */
  cachedWindowed: number;
  cachedPaged: number;
  /** The share of each memory's tokens billed as cached. */
  hitRate: { unbounded: number; windowed: number; paged: number };
}

/**
 * The seed's cost table ratios (unbounded over windowed and over paged, at 100 and 1,000 turns, 120-character
 * messages, W = 10, P = 5, budget 200, chunks of 40) beside the same ratios in the exact model, without and with
 * caching at `price`.
 */
export function seedRatiosWithCaching(
  priceId: string | ModelPrice,
  opts: { profiles?: readonly number[]; systemTokens?: number } = {},
): SeedRatio[] {
  const base = { messageLength: 120, window: 10, pageSize: 5, summaryBudget: 200, chunkChars: 40 };
  return (opts.profiles ?? [100, 1000]).map((turns) => {
    const seed = costOfConversation({ turns, ...base, model: 'notebook', unit: 'chars' });
    const c = costWithCaching({ turns, ...base, price: priceId, systemTokens: opts.systemTokens ?? 0 });
    return {
      turns,
      seedWindowed: seed.unbounded / seed.windowed,
      seedPaged: seed.unbounded / seed.paged,
      windowed: c.unbounded.costUsd / c.windowed.costUsd,
      paged: c.unbounded.costUsd / c.paged.costUsd,
      cachedWindowed: c.unbounded.cachedCostUsd / c.windowed.cachedCostUsd,
      cachedPaged: c.unbounded.cachedCostUsd / c.paged.cachedCostUsd,
      hitRate: { unbounded: c.unbounded.hitRate, windowed: c.windowed.hitRate, paged: c.paged.hitRate },
    };
  });
}
