/**
 * When a compaction (or a clearing) pays for its cache miss. Before it, each request starts with the whole previous
 * one, so a cache reads it; the compaction rewrites the prefix, so the next request is read only up to the system
 * prompt (one miss), and the requests after it are smaller. Both futures are priced by the cost model's own
 * `priceRequests` (minimums, steps, write fees), the request growing by `grow` tokens each time.
 */
import { priceRequests } from '../cost/caching';
import type { ModelPrice } from '../cost/prices';

export interface PaybackInput {
  /** Tokens of the request just before the compaction. */
  before: number;
  /** Tokens of the same request just after it. */
  after: number;
  /** Tokens every request shares whatever happens (system prompt, tool definitions). */
  shared: number;
  /** Tokens added by each later request. */
  grow: number;
  price: ModelPrice;
}

/** Cost in dollars of `n` requests after the point, with and without the compaction (cache as the provider bills it). */
export function costsAfter(p: PaybackInput, n: number): { kept: number; compacted: number } {
  const series = (start: number, firstPrefix: number) => {
    // Request 0 is the one before the point (priced, then taken off): it makes request 1's cache state.
    const tokens = new Float64Array(n + 1);
    const prefix = new Float64Array(n + 1);
    tokens[0] = p.before;
    for (let i = 1; i <= n; i++) {
      tokens[i] = start + i * p.grow;
      prefix[i] = i === 1 ? firstPrefix : (tokens[i - 1] as number);
    }
    const all = priceRequests(tokens, prefix, p.price).cachedCostUsd;
    const first = priceRequests(tokens.subarray(0, 1), prefix.subarray(0, 1), p.price).cachedCostUsd;
    return all - first;
  };
  return { kept: series(p.before, p.before), compacted: series(p.after, p.shared) };
}

/**
 * The fewest requests after which the compaction has cost no more than keeping the long prefix (null: not within
 * `horizon` requests).
 */
export function paybackRequests(p: PaybackInput, horizon = 1000): number | null {
  for (let n = 1; n <= horizon; n++) {
    const c = costsAfter(p, n);
    if (c.compacted <= c.kept) return n;
  }
  return null;
}
