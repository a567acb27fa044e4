/**
 * What compaction and clearing do to a cached bill (chapter 6): a conversation of equal turns (a message, and a tool
 * result when `toolResultTokens` > 0) under a context limit, managed one of two ways, beside the same conversation
 * left to grow (no management: every request appends, the whole previous request is its prefix).
 * - `compact` (compact:T:K): when a request would pass T% of the limit, the turns older than the last K become a
 *   summary (`summaryTokensPerTurn` each, the truncation summary's 80 characters, at most `summaryLimit` tokens: cut
 *   there, its text stays the same). The request is [system][summary][turns since]; the new summary's text starts
 *   with the old one (chunks are appended), so at most the system prompt and the old summary less its last token
 *   are shared, and on a `breakpoint` provider only up to a breakpoint: the system prompt (`system`, `summary`
 *   layouts) or nothing (`end`).
 * - `clear` (clear:T:N:M): past T% of the limit, the tool results older than the last N become a placeholder
 *   (`placeholderTokens`), when that frees at least M tokens (`clearAtLeast`); the request is shared up to the first
 *   result it cleared.
 * Each rewrite misses the cache once (the saw-tooth); between rewrites requests append and read it. Priced by
 * priceRequests, the cost lab's and the bench's rule (prefix or breakpoint, minimums, write prices, lifetime: with
 * `secondsPerTurn` past the cache's lifetime every request finds it expired).
 */
import { assertInt } from '../core/validate';
import { markedPrefix, priceRequests, priceRow, type PricedRequests } from './caching';
import { cacheWriteRate, DEFAULT_BREAKPOINTS, type BreakpointLayout, type ModelPrice } from './prices';

export type ContextManagement = 'compact' | 'clear';
export const CONTEXT_MANAGEMENTS: readonly ContextManagement[] = ['compact', 'clear'];

export interface CompactionCostParams {
  turns: number;
  /** Tokens of each turn's message. */
  messageTokens: number;
  /** Tokens of the tool result each turn adds after its message (0: none; `clear` needs some). */
  toolResultTokens?: number;
  systemTokens?: number;
  contextLimit: number;
  /** T: the share of the limit (percent) past which the context is compacted or cleared. */
  threshold: number;
  /** K turns kept whole (compact), or N tool results kept (clear). */
  keep: number;
  mode: ContextManagement;
  /** Tokens one compacted turn leaves in the summary (default 20: about 80 characters). */
  summaryTokensPerTurn?: number;
  /** The summary's largest size in tokens (default a quarter of the limit). */
  summaryLimit?: number;
  /**
   * Clear only when this many tokens or more go (clear:T:N:M, Anthropic's `clear_at_least`; default 0): without it,
   * once the messages alone pass the trigger, every request clears one more result and misses the cache.
   */
  clearAtLeast?: number;
  /** Tokens of a cleared result's placeholder (default 6: "[tool] [tool result cleared]"). */
  placeholderTokens?: number;
  price: string | ModelPrice;
  breakpoints?: BreakpointLayout;
  /** Seconds between two requests; past the cache's lifetime every request reads nothing. Absent: none expires. */
  secondsPerTurn?: number;
  cacheTtlSeconds?: number;
}

export interface ManagedSeries extends PricedRequests {
  /** Element t - 1: turn t's request in tokens, and its price with caching and without (USD). */
  tokens: Float64Array;
  cachedUsd: Float64Array;
  plainUsd: Float64Array;
  /** Requests over the context limit. */
  overLimit: number;
}

export interface CompactionCostResult {
  price: ModelPrice;
  breakpoints: BreakpointLayout;
  mode: ContextManagement;
  turns: number;
  /** The token count T% of the limit stands for. */
  trigger: number;
  /** Turns (1-based) whose request was compacted or cleared first: each rewrites the prefix. */
  events: number[];
  managed: ManagedSeries;
  /** The same conversation never compacted nor cleared. */
  unmanaged: ManagedSeries;
  /** Over the run, with caching: the unmanaged bill minus the managed one (> 0: managing the context paid). */
  savedUsd: number;
}

function series(
  tokens: Float64Array,
  prefix: Float64Array,
  marked: Float64Array,
  price: ModelPrice,
  limit: number,
  expired: number[],
  ttl: number | undefined,
): ManagedSeries {
  const priced = priceRequests(tokens, prefix, price, [0], {
    marked,
    expired,
    ...(ttl !== undefined ? { cacheTtlSeconds: ttl } : {}),
  });
  const writeRate = cacheWriteRate(price, ttl ?? price.cacheTtlSeconds) ?? price.input;
  const n = tokens.length;
  const cachedUsd = new Float64Array(n);
  const plainUsd = new Float64Array(n);
  let overLimit = 0;
  for (let i = 0; i < n; i++) {
    const t = tokens[i] as number;
    const c = priced.cached[i] as number;
    const w = priced.written[i] as number;
    cachedUsd[i] = (c * price.cachedInput + w * writeRate + (t - c - w) * price.input) / 1e6;
    plainUsd[i] = (t * price.input) / 1e6;
    if (t > limit) overLimit++;
  }
  return { ...priced, tokens, cachedUsd, plainUsd, overLimit };
}

/** See the module comment. RangeError on impossible parameters. */
export function compactionCost(p: CompactionCostParams): CompactionCostResult {
  const price = priceRow(p.price);
  const n = assertInt('turns', p.turns, 1, 1_000_000);
  const m = assertInt('messageTokens', p.messageTokens, 1, 1_000_000);
  const r = assertInt('toolResultTokens', p.toolResultTokens ?? 0, 0, 1_000_000);
  const system = assertInt('systemTokens', p.systemTokens ?? 0, 0, 10_000_000);
  const limit = assertInt('contextLimit', p.contextLimit, 1, 100_000_000);
  const percent = assertInt('threshold', p.threshold, 1, 100);
  const keep = assertInt('keep', p.keep, 0, 1_000_000);
  const perTurn = assertInt('summaryTokensPerTurn', p.summaryTokensPerTurn ?? 20, 0, 1_000_000);
  const summaryLimit = assertInt('summaryLimit', p.summaryLimit ?? Math.floor(limit / 4), 0, 100_000_000);
  const placeholder = assertInt('placeholderTokens', p.placeholderTokens ?? 6, 0, 1_000_000);
  const clearAtLeast = assertInt('clearAtLeast', p.clearAtLeast ?? 0, 0, 100_000_000);
  const layout = p.breakpoints ?? DEFAULT_BREAKPOINTS;
  if (p.mode !== 'compact' && p.mode !== 'clear') throw new RangeError(`unknown mode "${String(p.mode)}"`);
  if (p.mode === 'clear' && r === 0)
    throw new RangeError('clearing needs tool results (toolResultTokens > 0)');
  const trigger = Math.floor((limit * percent) / 100);
  const ttl = p.cacheTtlSeconds;
  const lifetime = ttl ?? price.cacheTtlSeconds;
  const expired: number[] = [];
  if (p.secondsPerTurn !== undefined && p.secondsPerTurn > lifetime)
    for (let i = 1; i < n; i++) expired.push(i);
  const turn = m + r;
  const systemMarks = layout === 'end' ? [] : [system];

  // Unmanaged: appends only.
  const uTokens = new Float64Array(n);
  const uPrefix = new Float64Array(n);
  for (let t = 1; t <= n; t++) {
    uTokens[t - 1] = system + t * turn;
    if (t > 1) uPrefix[t - 1] = uTokens[t - 2] as number;
  }

  const tokens = new Float64Array(n);
  const prefix = new Float64Array(n);
  const marked = new Float64Array(n);
  const events: number[] = [];
  if (p.mode === 'compact') {
    let start = 1; // the first turn kept whole
    let summary = 0;
    for (let t = 1; t <= n; t++) {
      let size = system + summary + (t - start + 1) * turn;
      const cut = t + 1 - keep; // the first turn the compaction would keep
      let shared = t > 1 ? (tokens[t - 2] as number) : 0;
      let marks: number[] = [shared];
      if (size > trigger && cut > start) {
        const before = summary;
        summary = Math.min(summaryLimit, summary + (cut - start) * perTurn);
        start = cut;
        size = system + summary + (t - start + 1) * turn;
        shared = system + (summary === before ? summary : Math.max(0, before - 1));
        marks = layout === 'summary' ? [...systemMarks, system + before] : systemMarks;
        events.push(t);
      }
      tokens[t - 1] = size;
      if (t > 1) {
        prefix[t - 1] = shared;
        marked[t - 1] = markedPrefix(shared, marks);
      }
    }
  } else {
    let cleared = 0; // turns 1..cleared have their result as a placeholder
    for (let t = 1; t <= n; t++) {
      let size = system + cleared * (m + placeholder) + (t - cleared) * turn;
      const upTo = t - keep; // results of turns up to this one may be cleared
      let shared = t > 1 ? (tokens[t - 2] as number) : 0;
      let marks: number[] = [shared];
      if (size > trigger && upTo > cleared && (upTo - cleared) * (r - placeholder) >= clearAtLeast) {
        // Shared: the system prompt, the turns cleared before, and the message of the first turn cleared now.
        shared = system + cleared * (m + placeholder) + m;
        marks = systemMarks;
        cleared = upTo;
        size = system + cleared * (m + placeholder) + (t - cleared) * turn;
        events.push(t);
      }
      tokens[t - 1] = size;
      if (t > 1) {
        prefix[t - 1] = shared;
        marked[t - 1] = markedPrefix(shared, marks);
      }
    }
  }
  const managed = series(tokens, prefix, marked, price, limit, expired, ttl);
  const unmanaged = series(uTokens, uPrefix, uPrefix, price, limit, expired, ttl);
  return {
    price,
    breakpoints: layout,
    mode: p.mode,
    turns: n,
    trigger,
    events,
    managed,
    unmanaged,
    savedUsd: unmanaged.cachedCostUsd - managed.cachedCostUsd,
  };
}
