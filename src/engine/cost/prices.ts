/**
 * Input prices with prompt caching, per model: the one table the memory bench and the cost lab's caching view
 * read. US dollars per million input tokens. Each row names the provider's own page its figures come from and the
 * date they were read: nobody here could open the pages live, so every figure was read from a stored copy of the
 * provider's page through the project's search tool (`readOn` is the day the copy was read, not the day the price
 * was set), and checked again on 2026-12-06 against the providers' documentation (PRICES-CHECK). Prices change and
 * models retire: check them before relying on a bill.
 *
 * The caching rules, as the providers describe them (`cacheRule`):
 * - `prefix` (OpenAI, models before GPT-5.6): the longest exact prefix a request shares with a recent one is cached
 *   by itself, from 1,024 tokens on, in steps of 128 tokens; no write fee
 *   (https://developers.openai.com/api/docs/guides/prompt-caching). The lab compares each request with the previous
 *   one only; OpenAI may match any recent prompt, so the lab's hits are a lower bound there. The in-memory cache
 *   lives 5 to 10 minutes idle (the lab takes 5), 24 hours by opt-in.
 * - `breakpoint` (Anthropic): an entry is written only at a `cache_control` breakpoint, and read only where an
 *   earlier request wrote one: the unit is the block, never part of one. Tokens written cost 1.25 × the input price
 *   for the 5-minute cache, 2 × for the 1-hour cache; reads 0.1 ×. A prefix under the model's minimum is not cached
 *   and costs the plain input price. The minimum is per model, not per family (4,096 for Haiku 4.5, 1,024 for
 *   Sonnet 4.5: https://platform.claude.com/docs/en/build-with-claude/prompt-caching).
 * - DeepSeek bills a hit and a miss at two prices, no write fee, in 64-token units (modelled here as the `prefix`
 *   rule with a 64-token minimum and step); entries are cleared after "a few hours to a few days".
 * Where the table stops: OpenAI's GPT-5.6 and later charge 1.25 × the input price for writes and no longer round to
 * 128 tokens; Anthropic's newer models read at other shares and have other minimums. No row here is one of them.
 * The lab counts every model's tokens with OpenAI's o200k_base encoding: it has no Anthropic or DeepSeek tokenizer,
 * so their counts are approximations (their own tokenizers give other counts for the same text).
 */
import type { Encoding } from '../tokens/counter';

/**
 * Where an application puts Anthropic's cache breakpoints (up to 4 are allowed): `end`, one marker at the end of
 * every request (automatic caching); `system`, also one after the system prompt; `summary`, also one after the
 * summary. A `prefix` provider ignores them.
 */
export type BreakpointLayout = 'end' | 'system' | 'summary';
export const BREAKPOINT_LAYOUTS: readonly BreakpointLayout[] = ['end', 'system', 'summary'];
export const DEFAULT_BREAKPOINTS: BreakpointLayout = 'end';

export function isBreakpointLayout(s: string): s is BreakpointLayout {
  return (BREAKPOINT_LAYOUTS as readonly string[]).includes(s);
}

/** How a provider decides what is read from the cache (see the module comment). */
export type CacheRule = 'prefix' | 'breakpoint';

export interface ModelPrice {
  id: string;
  label: string;
  provider: 'OpenAI' | 'Anthropic' | 'DeepSeek';
  /** USD per 1M input tokens, not cached. */
  input: number;
  /** USD per 1M input tokens read from the cache. */
  cachedInput: number;
  /** USD per 1M input tokens written to the default (shortest) cache (Anthropic); absent: no write fee. */
  cacheWrite?: number;
  /** USD per 1M input tokens written to the 1-hour cache (Anthropic), used when the cache's lifetime is over 5 min. */
  cacheWrite1h?: number;
  /** A prefix shorter than this many tokens is not cached. */
  minCachedTokens: number;
  /** Cached prefixes are counted in steps of this many tokens past the minimum (1 = every token). */
  cacheStep: number;
  /** What can be read from the cache: any exact prefix, or only a prefix ending at an earlier breakpoint. */
  cacheRule: CacheRule;
  /** The cache's lifetime the lab assumes by default (seconds of inactivity), and the longest the provider offers. */
  cacheTtlSeconds: number;
  maxCacheTtlSeconds: number;
  encoding: Encoding;
  /** The model's context limit in tokens (request and answer together), as its provider's model page gives it. */
  contextTokens: number;
  /** The provider's page its context limit was read from. */
  contextSource: string;
  /** The provider's page the prices were read from (a stored copy, see the module comment). */
  source: string;
  /** The provider's page its caching rule (minimum, steps, lifetime) was read from. */
  cachingSource: string;
  /** When they were read (ISO date). */
  readOn: string;
  /** The day the provider shuts the model down, where one is announced (ISO date). */
  retiresOn?: string;
  /** What is known of its retirement when no date could be checked on the provider's page. */
  retirementNote?: string;
  note?: string;
}

export const PRICES_READ_ON = '2026-12-02';
/** The day the table's rows, dates and retirements were last checked against the providers' documentation. */
export const PRICES_CHECKED_ON = '2026-12-06';

const OPENAI_PRICES = 'https://openai.com/api/pricing';
const OPENAI_CACHING = 'https://developers.openai.com/api/docs/guides/prompt-caching';
const OPENAI_RETIREMENT = 'Shutdown date: https://developers.openai.com/api/docs/deprecations.';
const ANTHROPIC_PRICES = 'https://platform.claude.com/docs/en/docs/about-claude/pricing';
const ANTHROPIC_MODELS = 'https://platform.claude.com/docs/en/about-claude/models/overview';
const ANTHROPIC_CACHING = 'https://platform.claude.com/docs/en/build-with-claude/prompt-caching';
const FIVE_MINUTES = 300;
const ONE_HOUR = 3600;
const ONE_DAY = 86_400;

const openai = (
  id: string,
  label: string,
  input: number,
  cachedInput: number,
  retiresOn: string,
  contextTokens: number,
): ModelPrice => ({
  id,
  label,
  provider: 'OpenAI',
  input,
  cachedInput,
  minCachedTokens: 1024,
  cacheStep: 128,
  cacheRule: 'prefix',
  cacheTtlSeconds: FIVE_MINUTES,
  maxCacheTtlSeconds: ONE_DAY,
  encoding: 'o200k_base',
  contextTokens,
  contextSource: `https://platform.openai.com/docs/models/${id}`,
  source: OPENAI_PRICES,
  cachingSource: OPENAI_CACHING,
  readOn: PRICES_READ_ON,
  retiresOn,
  note: `OpenAI's "Text tokens, Standard" table, read from copies of that page. Caching: 1,024-token minimum, 128-token steps, no write fee (models before GPT-5.6); in-memory cache 5 to 10 minutes idle (the lab takes 5), 24 hours by opt-in. ${OPENAI_RETIREMENT}`,
});

/** An Anthropic row: breakpoint caching, 5-minute cache (1 hour by opt-in), 200k context; the figures its own. */
const anthropic = (
  row: Pick<ModelPrice, 'id' | 'label' | 'input' | 'cachedInput' | 'minCachedTokens'> &
    Required<Pick<ModelPrice, 'cacheWrite' | 'cacheWrite1h' | 'note'>> & { retirementNote?: string },
): ModelPrice => ({
  id: row.id,
  label: row.label,
  provider: 'Anthropic',
  input: row.input,
  cachedInput: row.cachedInput,
  cacheWrite: row.cacheWrite,
  cacheWrite1h: row.cacheWrite1h,
  minCachedTokens: row.minCachedTokens,
  cacheStep: 1,
  cacheRule: 'breakpoint',
  cacheTtlSeconds: FIVE_MINUTES,
  maxCacheTtlSeconds: ONE_HOUR,
  encoding: 'o200k_base',
  contextTokens: 200_000,
  contextSource: ANTHROPIC_MODELS,
  source: ANTHROPIC_PRICES,
  cachingSource: ANTHROPIC_CACHING,
  readOn: PRICES_READ_ON,
  ...(row.retirementNote !== undefined ? { retirementNote: row.retirementNote } : {}),
  note: row.note,
});

export const MODEL_PRICES: readonly ModelPrice[] = Object.freeze([
  openai('gpt-4o', 'GPT-4o', 2.5, 1.25, '2027-01-14', 128_000),
  openai('gpt-4o-mini', 'GPT-4o mini', 0.15, 0.075, '2027-01-14', 128_000),
  openai('gpt-4.1', 'GPT-4.1', 2.0, 0.5, '2027-01-14', 1_047_576),
  openai('gpt-5-mini', 'GPT-5 mini', 0.25, 0.025, '2026-12-11', 400_000),
  anthropic({
    id: 'claude-sonnet-4.5',
    label: 'Claude Sonnet 4.5',
    input: 3,
    cachedInput: 0.3,
    cacheWrite: 3.75,
    cacheWrite1h: 6,
    minCachedTokens: 1024,
    retirementNote:
      "Anthropic's deprecations page could not be read here; third parties give dates that disagree (one gives a retirement from the Claude API on 2026-11-30). Check https://platform.claude.com/docs/en/about-claude/model-deprecations before relying on this row.",
    note: 'Writes 1.25 × input (5-minute cache), 2 × (1-hour cache), reads 0.1 ×. Minimum prefix 1,024 tokens for Sonnet 4.5 (the prompt-caching page). Tokens counted with o200k_base (approximation).',
  }),
  anthropic({
    id: 'claude-haiku-4.5',
    label: 'Claude Haiku 4.5',
    input: 1,
    cachedInput: 0.1,
    cacheWrite: 1.25,
    cacheWrite1h: 2,
    minCachedTokens: 4096,
    note: 'Writes 1.25 × input (5-minute cache), 2 × (1-hour cache), reads 0.1 ×. Minimum prefix 4,096 tokens for Haiku 4.5 (the prompt-caching page: minimums are per model). Tokens counted with o200k_base (approximation).',
  }),
  {
    id: 'deepseek-flash',
    label: 'DeepSeek V4 Flash',
    provider: 'DeepSeek',
    input: 0.15,
    cachedInput: 0.003,
    minCachedTokens: 64,
    cacheStep: 64,
    cacheRule: 'prefix',
    cacheTtlSeconds: 3 * ONE_HOUR,
    maxCacheTtlSeconds: 7 * ONE_DAY,
    encoding: 'o200k_base',
    contextTokens: 1_048_576,
    contextSource: 'https://api-docs.deepseek.com/quick_start/pricing',
    source: 'https://api-docs.deepseek.com/quick_start/pricing',
    cachingSource: 'https://api-docs.deepseek.com/guides/kv_cache',
    readOn: PRICES_READ_ON,
    note: "Off-peak prices (cache miss 0.15, hit 0.003); the price depends on the hour: at peak (01:00-04:00 and 06:00-10:00 UTC on weekdays) 0.30 and 0.006. Successor of deepseek-chat, retired on 2026-07-24. Cache in 64-token units, no write fee, entries cleared after a few hours to a few days (the lab takes 3 hours); the lab's prefix rule counts a window's common prefix one turn early. Tokens counted with o200k_base (approximation).",
  },
]);

export const DEFAULT_PRICE_ID = 'gpt-4o-mini';

export function findModelPrice(id: string): ModelPrice | undefined {
  return MODEL_PRICES.find((p) => p.id === id);
}

/** The row for `id`, or a RangeError naming the known ids. */
export function modelPrice(id: string): ModelPrice {
  const p = findModelPrice(id);
  if (!p)
    throw new RangeError(
      `unknown model "${id}": known models are ${MODEL_PRICES.map((m) => m.id).join(', ')}`,
    );
  return p;
}

/** Is the model shut down on `day` (ISO date), as far as an announced date says? */
export function isRetired(p: Pick<ModelPrice, 'retiresOn'>, day: string = PRICES_CHECKED_ON): boolean {
  return p.retiresOn !== undefined && p.retiresOn <= day;
}

/** The write price for a cache kept `ttlSeconds`: the 1-hour rate past 5 minutes where the provider has one. */
export function cacheWriteRate(p: ModelPrice, ttlSeconds: number = p.cacheTtlSeconds): number | undefined {
  if (p.cacheWrite === undefined) return undefined;
  return ttlSeconds > 300 && p.cacheWrite1h !== undefined ? p.cacheWrite1h : p.cacheWrite;
}
