/**
 * Input prices with prompt caching, per model: the one table the memory bench and the cost lab's caching view
 * read. US dollars per million input tokens. Each row says where its figures were read and when: nobody here could
 * open the providers' pages live, so every figure was read from a stored copy of a public page through the
 * project's search tool on 2026-12-02, and a row names that copy. A figure read from a third party (a gateway or
 * a library that republishes the provider's prices) says so in `note`. Prices change: check them before relying
 * on a bill.
 *
 * The caching rules, as the providers describe them:
 * - OpenAI caches automatically the longest prefix a request shares with a recent one, from 1,024 tokens on, in
 *   steps of 128 tokens (openai-cookbook, examples/Prompt_Caching_201.ipynb, "1.1 Basics"); no write fee.
 * - Anthropic caches up to a `cache_control` breakpoint; tokens written to the cache cost 1.25 × the input price
 *   (5-minute cache), hits 0.1 × (platform.claude.com pricing table). The minimum cacheable prefix is 1,024 tokens
 *   for Sonnet models and 2,048 for Haiku models (third-party summaries of the prompt-caching page: see the rows).
 * - DeepSeek bills a cache hit and a cache miss at two input prices (api-docs.deepseek.com); its minimum prefix is
 *   not modelled (0 here).
 * The lab counts every model's tokens with OpenAI's o200k_base encoding: it has no Anthropic or DeepSeek
 * tokenizer, so their counts are approximations (their own tokenizers give other counts for the same text).
 */
import type { Encoding } from '../tokens/counter';

export interface ModelPrice {
  id: string;
  label: string;
  provider: 'OpenAI' | 'Anthropic' | 'DeepSeek';
  /** USD per 1M input tokens, not cached. */
  input: number;
  /** USD per 1M input tokens read from the cache. */
  cachedInput: number;
  /** USD per 1M input tokens written to the cache (Anthropic); absent: writing costs the plain input price. */
  cacheWrite?: number;
  /** A prefix shorter than this many tokens is not cached. */
  minCachedTokens: number;
  /** Cached prefixes are counted in steps of this many tokens past the minimum (1 = every token). */
  cacheStep: number;
  encoding: Encoding;
  /** The page the figures were read from (a stored copy, see the module comment). */
  source: string;
  /** When they were read (ISO date). */
  readOn: string;
  note?: string;
}

export const PRICES_READ_ON = '2026-12-02';

const OPENAI_CACHING =
  'Caching rule (1,024-token minimum, 128-token steps): openai-cookbook examples/Prompt_Caching_201.ipynb.';

export const MODEL_PRICES: readonly ModelPrice[] = Object.freeze([
  {
    id: 'gpt-4o',
    label: 'GPT-4o',
    provider: 'OpenAI',
    input: 2.5,
    cachedInput: 1.25,
    minCachedTokens: 1024,
    cacheStep: 128,
    encoding: 'o200k_base',
    source: 'https://github.com/CommitBrief/commitbrief/wiki/Provider-OpenAI',
    readOn: PRICES_READ_ON,
    note: `Third party: a project wiki quoting https://openai.com/api/pricing (the openai-models crate on docs.rs gives the same 2.50 / 1.25). ${OPENAI_CACHING}`,
  },
  {
    id: 'gpt-4o-mini',
    label: 'GPT-4o mini',
    provider: 'OpenAI',
    input: 0.15,
    cachedInput: 0.075,
    minCachedTokens: 1024,
    cacheStep: 128,
    encoding: 'o200k_base',
    source: 'https://github.com/CommitBrief/commitbrief/wiki/Provider-OpenAI',
    readOn: PRICES_READ_ON,
    note: `Third party: a project wiki quoting https://openai.com/api/pricing (the openai-models crate on docs.rs gives the same 0.15 / 0.075). ${OPENAI_CACHING}`,
  },
  {
    id: 'gpt-4.1',
    label: 'GPT-4.1',
    provider: 'OpenAI',
    input: 2.0,
    cachedInput: 0.5,
    minCachedTokens: 1024,
    cacheStep: 128,
    encoding: 'o200k_base',
    source: 'https://vercel.com/ai-gateway/models/gpt-4.1/providers',
    readOn: PRICES_READ_ON,
    note: `Third party: a gateway's listing of OpenAI as provider ($2.00 input, cache read $0.5); GitHub's docs table (github/docs, data/tables/copilot/models-and-pricing.yml) gave the same. ${OPENAI_CACHING}`,
  },
  {
    id: 'gpt-5-mini',
    label: 'GPT-5 mini',
    provider: 'OpenAI',
    input: 0.25,
    cachedInput: 0.025,
    minCachedTokens: 1024,
    cacheStep: 128,
    encoding: 'o200k_base',
    source:
      'https://github.com/github/docs/blob/024f6b0f8c266054134f13dd7d122d8b80d25315/data/tables/copilot/models-and-pricing.yml',
    readOn: PRICES_READ_ON,
    note: `Third party: GitHub's published per-token table for the models it serves. ${OPENAI_CACHING}`,
  },
  {
    id: 'claude-sonnet-4.5',
    label: 'Claude Sonnet 4.5',
    provider: 'Anthropic',
    input: 3,
    cachedInput: 0.3,
    cacheWrite: 3.75,
    minCachedTokens: 1024,
    cacheStep: 1,
    encoding: 'o200k_base',
    source: 'https://platform.claude.com/docs/en/docs/about-claude/pricing',
    readOn: PRICES_READ_ON,
    note: "The provider's page (5-minute cache writes). Minimum prefix: 1,024 tokens for Sonnet models, as third-party summaries of the prompt-caching page give it (truefoundry.com docs, skills.sh). Tokens counted with o200k_base (approximation).",
  },
  {
    id: 'claude-haiku-4.5',
    label: 'Claude Haiku 4.5',
    provider: 'Anthropic',
    input: 1,
    cachedInput: 0.1,
    cacheWrite: 1.25,
    minCachedTokens: 2048,
    cacheStep: 1,
    encoding: 'o200k_base',
    source: 'https://platform.claude.com/docs/en/docs/about-claude/pricing',
    readOn: PRICES_READ_ON,
    note: "The provider's page (5-minute cache writes). Minimum prefix: 2,048 tokens for Haiku models, as a third-party summary gives it (skills.sh); not read from the provider. Tokens counted with o200k_base (approximation).",
  },
  {
    id: 'deepseek-chat',
    label: 'DeepSeek chat',
    provider: 'DeepSeek',
    input: 0.27,
    cachedInput: 0.07,
    minCachedTokens: 0,
    cacheStep: 1,
    encoding: 'o200k_base',
    source: 'https://api-docs.deepseek.com/quick_start/pricing-details-usd',
    readOn: PRICES_READ_ON,
    note: "The provider's page (cache hit 0.07, cache miss 0.27); the stored copy is undated and DeepSeek has changed these prices since. Minimum prefix not modelled. Tokens counted with o200k_base (approximation).",
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
