/**
 * Prompt caching in the cost model. Since 2024 providers bill the prefix a request shares with a recent request at a
 * fraction of the input price (cost/prices.ts). A memory that only appends keeps its prefix; a rolling window shifts
 * it every turn; a summary rewritten at the front breaks it. This file prices a series of requests with and without
 * caching, and gives the cost lab's three memories (costOfConversation, exact model in tokens) their cached series.
 *
 * The rule, per request, by the row's `cacheRule`:
 * - `prefix` (OpenAI, DeepSeek): the exact prefix it shares with the previous request (in tokens) is read from the
 *   cache when it reaches the model's minimum, counted in the model's steps past that minimum; the rest costs the
 *   input price (no write fee). OpenAI may match any recent prompt, not only the previous one: a lower bound there.
 * - `breakpoint` (Anthropic): only a prefix ending where the previous request set a breakpoint can be read (`marked`,
 *   see BreakpointLayout), when it reaches the minimum. A request whose cacheable prefix (up to its last breakpoint,
 *   here its end) reaches the minimum writes what it did not read, at the write price; a shorter one is processed
 *   without caching, at the input price.
 * The first request of a conversation has no previous one, and a request sent after a gap longer than the cache's
 * lifetime (`expired`) reads nothing: where requests carry no times, no cache expires.
 */
import { costOfConversation, type CostParams, type CostResult } from './model';
import {
  cacheWriteRate,
  DEFAULT_BREAKPOINTS,
  isBreakpointLayout,
  modelPrice,
  type BreakpointLayout,
  type ModelPrice,
} from './prices';

export { BREAKPOINT_LAYOUTS, DEFAULT_BREAKPOINTS, isBreakpointLayout, type BreakpointLayout } from './prices';
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

/**
 * The longest prefix a request can read on a `breakpoint` provider: the largest breakpoint position of the previous
 * request (its `marks`, in tokens from the start) that lies within the exact prefix the two share, or 0.
 */
export function markedPrefix(shared: number, marks: readonly number[]): number {
  let best = 0;
  for (const m of marks) if (m > 0 && m <= shared && m > best) best = m;
  return best;
}

export interface PricedRequests {
  requests: number;
  totalTokens: number;
  /** Tokens billed at the cached (read) rate. */
  cachedTokens: number;
  /** Tokens billed at the write rate (Anthropic, requests that reach the minimum). */
  writtenTokens: number;
  /** cachedTokens / totalTokens (0 when there are no tokens). */
  hitRate: number;
  /** Requests sent after a gap longer than the cache's lifetime (they read nothing). */
  cacheExpiries: number;
  /** Every token at the input price. */
  costUsd: number;
  /** Cached tokens at the read rate, written tokens at the write rate, the rest at the input rate. */
  cachedCostUsd: number;
  /** Per request: tokens read, and tokens written. */
  cached: Float64Array;
  written: Float64Array;
}

export interface CacheOptions {
  /**
   * `breakpoint` rule: per request, the longest shared prefix ending at a breakpoint of the previous request
   * (markedPrefix). Absent: one marker at the end of each request, so only the whole previous request counts.
   */
  marked?: ArrayLike<number>;
  /** Indexes of the requests sent after a gap longer than the cache's lifetime. */
  expired?: Iterable<number>;
  /** The cache's lifetime in seconds (Anthropic: past 5 minutes, the 1-hour write price); default the row's. */
  cacheTtlSeconds?: number;
}

/**
 * Prices requests given their token counts and the exact prefix each shares with the previous request (`prefix[i]`
 * <= `tokens[i]`; prefix[0] is ignored: the first request has no previous one). Requests from several independent
 * conversations are priced together by passing `starts`: the indexes where a conversation begins (its first
 * request shares nothing).
 */
export function priceRequests(
  tokens: ArrayLike<number>,
  prefix: ArrayLike<number>,
  price: ModelPrice,
  starts: ArrayLike<number> = [0],
  options: CacheOptions = {},
): PricedRequests {
  const n = tokens.length;
  if (prefix.length !== n) throw new RangeError('tokens and prefix must have the same length');
  if (options.marked && options.marked.length !== n)
    throw new RangeError('tokens and marked must have the same length');
  const first = new Set<number>(Array.from(starts));
  const expired = new Set<number>(options.expired ?? []);
  const breakpoint = price.cacheRule === 'breakpoint';
  const writeRate = cacheWriteRate(price, options.cacheTtlSeconds ?? price.cacheTtlSeconds);
  const cached = new Float64Array(n);
  const written = new Float64Array(n);
  let total = 0;
  let read = 0;
  let write = 0;
  let expiries = 0;
  for (let i = 0; i < n; i++) {
    const t = tokens[i] as number;
    total += t;
    const fresh = i === 0 || first.has(i);
    if (!fresh && expired.has(i)) expiries++;
    if (!fresh && !expired.has(i)) {
      const shared = Math.min(prefix[i] as number, t);
      const readable = !breakpoint
        ? shared
        : options.marked
          ? Math.min(options.marked[i] as number, shared)
          : shared === (tokens[i - 1] as number)
            ? shared
            : 0;
      cached[i] = cachedTokensOf(readable, price);
    }
    // A request under the minimum is processed without caching: nothing is written, the input price is billed.
    if (writeRate !== undefined && t >= price.minCachedTokens) written[i] = t - (cached[i] as number);
    read += cached[i] as number;
    write += written[i] as number;
  }
  const plain = total - read - write;
  return {
    requests: n,
    totalTokens: total,
    cachedTokens: read,
    writtenTokens: write,
    hitRate: total === 0 ? 0 : read / total,
    cacheExpiries: expiries,
    costUsd: (total * price.input) / 1e6,
    cachedCostUsd:
      (read * price.cachedInput + write * (writeRate ?? price.input) + plain * price.input) / 1e6,
    cached,
    written,
  };
}

/**
 * The requests of a conversation of equal messages of `messageTokens` tokens, each laid out [system][messages]:
 * every message so far (append-only, `window` absent), or the last `window` ones. Once a window shifts, only the
 * system prompt is shared, and a `breakpoint` provider reads it only if a breakpoint ends it (layouts `system`,
 * `summary`). The worked example of the price check (PRICES-CHECK section 4) is priced on these.
 */
export function equalMessageRequests(o: {
  turns: number;
  messageTokens: number;
  systemTokens: number;
  window?: number;
  breakpoints?: BreakpointLayout;
}): { tokens: Float64Array; prefix: Float64Array; marked: Float64Array } {
  const n = assertInt('turns', o.turns, 0, 10_000_000);
  const W = o.window ?? Infinity;
  const tokens = new Float64Array(n);
  const prefix = new Float64Array(n);
  const marked = new Float64Array(n);
  for (let t = 1; t <= n; t++) {
    tokens[t - 1] = o.systemTokens + Math.min(t, W) * o.messageTokens;
    if (t === 1) continue;
    const shared = t <= W ? (tokens[t - 2] as number) : o.systemTokens;
    prefix[t - 1] = shared;
    marked[t - 1] =
      t <= W ? shared : markedPrefix(shared, (o.breakpoints ?? 'end') === 'end' ? [] : [o.systemTokens]);
  }
  return { tokens, prefix, marked };
}

// ------------------------------------------------------------------ the cost lab's three memories

/** A row of MODEL_PRICES by id, or a row given whole (a price someone typed), checked. */
export function priceRow(p: string | ModelPrice): ModelPrice {
  if (typeof p === 'string') return modelPrice(p);
  for (const k of ['input', 'cachedInput', 'minCachedTokens', 'cacheStep'] as const) {
    const v = p[k];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
      throw new RangeError(`price.${k} must be a finite number >= 0 (got ${String(v)})`);
  }
  if (p.cacheWrite !== undefined && !(Number.isFinite(p.cacheWrite) && p.cacheWrite >= 0))
    throw new RangeError(`price.cacheWrite must be a finite number >= 0 (got ${String(p.cacheWrite)})`);
  if (p.cacheRule !== 'prefix' && p.cacheRule !== 'breakpoint')
    throw new RangeError(`price.cacheRule must be "prefix" or "breakpoint" (got ${String(p.cacheRule)})`);
  return p;
}

export interface CachedCostParams extends Omit<CostParams, 'unit' | 'model' | 'series'> {
  /** A model id of MODEL_PRICES, or a price row of one's own (prices and caching rule). */
  price: string | ModelPrice;
  /** Tokens of a system prompt sent first in every request (default 0, as the cost model has none). */
  systemTokens?: number;
  /** Where the breakpoints are (a `breakpoint` provider only; default `end`). */
  breakpoints?: BreakpointLayout;
}

export interface MemoryCachedCost extends PricedRequests {
  /** Element t - 1: tokens of turn t's request (system prompt included); `cached`, `written` likewise. */
  tokens: Float64Array;
}

export interface CachedCostResult {
  price: ModelPrice;
  breakpoints: BreakpointLayout;
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
 * On a `breakpoint` provider only a prefix ending at one of the previous request's breakpoints is read: its end
 * (an append), the end of the system prompt (`system`, `summary`), the end of an unchanged summary (`summary`);
 * never part of a summary. The model has no times: no cache expires.
 */
export function costWithCaching(params: CachedCostParams): CachedCostResult {
  const price = priceRow(params.price);
  const system = assertInt('systemTokens', params.systemTokens ?? 0, 0, 10_000_000);
  const layout = params.breakpoints ?? DEFAULT_BREAKPOINTS;
  if (!isBreakpointLayout(layout)) throw new RangeError(`unknown breakpoint layout "${String(layout)}"`);
  const { price: _p, systemTokens: _s, breakpoints: _b, ...rest } = params;
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
    const marked = new Float64Array(n);
    for (let t = 1; t <= n; t++) {
      const total = (series[t - 1] as number) + system;
      tokens[t - 1] = total;
      if (t === 1) continue;
      if (!fresh(t)) {
        prefix[t - 1] = tokens[t - 2] as number; // the previous request, whole: it ends at a breakpoint
        marked[t - 1] = tokens[t - 2] as number;
        continue;
      }
      const summary = (series[t - 1] as number) - held(t) * m;
      const before = (series[t - 2] as number) - held(t - 1) * m;
      const shared = system + (summary === before ? summary : Math.max(0, Math.min(summary, before) - 1));
      prefix[t - 1] = shared;
      const marks = layout === 'end' ? [] : layout === 'system' ? [system] : [system, system + before];
      marked[t - 1] = markedPrefix(shared, marks);
    }
    return { ...priceRequests(tokens, prefix, price, [0], { marked }), tokens };
  };
  return {
    price,
    breakpoints: layout,
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
  opts: { profiles?: readonly number[]; systemTokens?: number; breakpoints?: BreakpointLayout } = {},
): SeedRatio[] {
  const base = { messageLength: 120, window: 10, pageSize: 5, summaryBudget: 200, chunkChars: 40 };
  return (opts.profiles ?? [100, 1000]).map((turns) => {
    const seed = costOfConversation({ turns, ...base, model: 'notebook', unit: 'chars' });
    const c = costWithCaching({
      turns,
      ...base,
      price: priceId,
      systemTokens: opts.systemTokens ?? 0,
      breakpoints: opts.breakpoints ?? DEFAULT_BREAKPOINTS,
    });
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
