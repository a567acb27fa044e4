/**
 * Input prices used for the money estimate, in US dollars per million input tokens (standard tier, no cache),
 * as published on https://openai.com/api/pricing/ (read in August 2025). Always editable in the lab.
 *
 * Why not gpt-tokenizer's model catalogue: version 4.0.0 has input prices for only some of these models and,
 * where it has them, several disagree with the published page (e.g. gpt-4o: 10 instead of 2.50; gpt-5: 10
 * instead of 1.25), so a small dated table we can cite is the honest choice.
 */
import type { Encoding } from '../engine';
import type { Lang } from '../i18n/lang';

export interface PriceRow {
  id: string;
  label: string;
  /** USD per 1M input tokens. */
  input: number;
  /** The encoding the model's tokenizer uses. */
  encoding: Encoding;
}

export const PRICES_AS_OF = '2025-08';

/** `PRICES_AS_OF` as prose reads it: « août 2025 », "August 2025" (an ISO month reads as a code in a sentence). */
export function pricesAsOf(lang: Lang): string {
  const year = Number(PRICES_AS_OF.slice(0, 4));
  const month = Number(PRICES_AS_OF.slice(5, 7));
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, 1));
}
export const PRICES_SOURCE = 'https://openai.com/api/pricing/';

export const PRICE_TABLE: readonly PriceRow[] = [
  { id: 'gpt-5', label: 'GPT-5', input: 1.25, encoding: 'o200k_base' },
  { id: 'gpt-5-mini', label: 'GPT-5 mini', input: 0.25, encoding: 'o200k_base' },
  { id: 'gpt-5-nano', label: 'GPT-5 nano', input: 0.05, encoding: 'o200k_base' },
  { id: 'gpt-4.1', label: 'GPT-4.1', input: 2.0, encoding: 'o200k_base' },
  { id: 'gpt-4.1-mini', label: 'GPT-4.1 mini', input: 0.4, encoding: 'o200k_base' },
  { id: 'gpt-4.1-nano', label: 'GPT-4.1 nano', input: 0.1, encoding: 'o200k_base' },
  { id: 'gpt-4o', label: 'GPT-4o', input: 2.5, encoding: 'o200k_base' },
  { id: 'gpt-4o-mini', label: 'GPT-4o mini', input: 0.15, encoding: 'o200k_base' },
  { id: 'o3', label: 'o3', input: 2.0, encoding: 'o200k_base' },
  { id: 'o4-mini', label: 'o4-mini', input: 1.1, encoding: 'o200k_base' },
  { id: 'gpt-4', label: 'GPT-4 (8k)', input: 30, encoding: 'cl100k_base' },
  { id: 'gpt-3.5-turbo', label: 'GPT-3.5 Turbo', input: 0.5, encoding: 'cl100k_base' },
];

export const PRICE_IDS: readonly string[] = PRICE_TABLE.map((r) => r.id);

export function findPrice(id: string): PriceRow | undefined {
  return PRICE_TABLE.find((r) => r.id === id);
}
