/**
 * Prompt caching in the memory bench: what each request shares with the previous one, what of it a provider can
 * read (cost/caching.ts), and when the cache has expired between two turns.
 *
 * A request is laid out [system][summary][memory items][window]. `prefix` is the exact prefix it shares with the
 * previous request, in tokens (a `prefix` provider, OpenAI and DeepSeek, reads it, rounded to its steps).
 * `marked` is the longest of it that ends where the previous request set a breakpoint (a `breakpoint` provider,
 * Anthropic, reads only that): the previous request's end when the new one extends it, the end of the system
 * prompt (layouts `system`, `summary`), the end of an unchanged summary (`summary`). Anthropic also looks back at
 * most 20 blocks from a breakpoint; the bench appends one turn per request, so it never reaches that limit.
 * Both compare with the previous request only: OpenAI may match any recent prompt (a page swapped back in, memories
 * retrieved again), so the bench's hits are a lower bound there.
 *
 * Expiry: where the turns carry times (`at`), a request sent longer than the cache's lifetime after the previous
 * one reads nothing (`cacheExpiries` counts them). A cache entry is refreshed by every request that reads or writes
 * it, and here every turn sends a request, so the gap between two requests is what matters. Without times, nothing
 * expires.
 */
import type { BenchCase } from './format';
import type { Env, Item, Request } from './memories';
import { markedPrefix, type BreakpointLayout } from '../cost/caching';
import type { ModelPrice } from '../cost/prices';

export function itemTokens(env: Env, it: Item): number {
  return 'turn' in it ? (env.prep.tok[it.turn] as number) : env.counter.text(it.text);
}

/** Tokens of the longest common prefix of two texts, counted conservatively (minus the token that may straddle). */
function textPrefixTokens(env: Env, a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i < 16) return 0;
  if (i === a.length && i === b.length) return env.counter.text(a);
  return Math.max(0, env.counter.text(a.slice(0, i)) - 1);
}

const sameItem = (a: Item, b: Item): boolean =>
  'turn' in a ? 'turn' in b && a.turn === b.turn : 'text' in b && a.text === b.text;

/** Tokens of the exact prefix `cur` shares with `prev`. */
export function sharedPrefix(env: Env, systemTokens: number, prev: Request, cur: Request): number {
  let p = systemTokens;
  if (prev.summary !== cur.summary) return p + textPrefixTokens(env, prev.summary, cur.summary);
  p += env.counter.text(cur.summary);
  const m = Math.min(prev.items.length, cur.items.length);
  for (let i = 0; i < m; i++) {
    const a = prev.items[i] as Item;
    const b = cur.items[i] as Item;
    if (!sameItem(a, b)) return p + ('text' in a && 'text' in b ? textPrefixTokens(env, a.text, b.text) : 0);
    p += itemTokens(env, b);
  }
  if (prev.items.length !== cur.items.length) return p;
  if (prev.lo <= prev.hi && cur.lo <= cur.hi && prev.lo === cur.lo)
    p += (env.prep.cum[Math.min(prev.hi, cur.hi) + 1] as number) - (env.prep.cum[cur.lo] as number);
  return p;
}

export interface SharedCache {
  /** The exact shared prefix (tokens). */
  prefix: number;
  /** The longest shared prefix ending at one of the previous request's breakpoints (tokens, 0 if none). */
  marked: number;
}

/** What request `cur` shares with `prev` (of `prevTokens` tokens), under a breakpoint layout. */
export function sharedCache(
  env: Env,
  systemTokens: number,
  prev: Request,
  prevTokens: number,
  cur: Request,
  curTokens: number,
  layout: BreakpointLayout,
): SharedCache {
  const prefix = Math.min(curTokens, sharedPrefix(env, systemTokens, prev, cur));
  const marks = [prevTokens];
  if (layout !== 'end') marks.push(systemTokens);
  if (layout === 'summary' && prev.summary.length > 0 && prev.summary === cur.summary)
    marks.push(systemTokens + env.counter.text(prev.summary));
  return { prefix, marked: markedPrefix(prefix, marks) };
}

/** Milliseconds since the epoch of an ISO date; a date-time without a zone is taken as UTC. Null if unparsable. */
export function timeOf(at: string | undefined): number | null {
  if (at === undefined) return null;
  const zoned = /T.*(Z|[+-]\d{2}:?\d{2})$/i.test(at) || !at.includes('T') ? at : `${at}Z`;
  const ms = Date.parse(zoned);
  return Number.isFinite(ms) ? ms : null;
}

/** Does the case carry times on every turn (so that the cache can expire between them)? */
export function caseIsTimed(c: BenchCase): boolean {
  return c.conversation.length > 0 && c.conversation.every((t) => timeOf(t.at) !== null);
}

/** Was the cache lost between a request at `prevMs` and one at `ms` (both known) for a lifetime of `ttlSeconds`? */
export function cacheExpired(prevMs: number | null, ms: number | null, ttlSeconds: number): boolean {
  return prevMs !== null && ms !== null && ms - prevMs > ttlSeconds * 1000;
}

/** The cache's lifetime for a run: the row's default, or `ttl` checked against what the provider offers. */
export function cacheTtlFor(price: ModelPrice, ttl: number | undefined): number {
  if (ttl === undefined) return price.cacheTtlSeconds;
  if (!(ttl > 0) || !Number.isFinite(ttl))
    throw new RangeError(`the cache lifetime must be a positive number of seconds (got ${ttl})`);
  if (ttl > price.maxCacheTtlSeconds)
    throw new RangeError(
      `${price.label} keeps its cache at most ${price.maxCacheTtlSeconds} s (got ${ttl} s for the cache lifetime)`,
    );
  return ttl;
}
