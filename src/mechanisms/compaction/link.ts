/**
 * The compaction scene's configuration as readable query parameters (`mode`, `style`, `limit`, `T`, `K`, `M`,
 * `reserved`, and `answers` when the learner's model writes the summaries).
 */
import type { ConfigLink } from '../types';
import { readQuery } from '../defineMechanism';
import type { CompactionConfig } from './ops';

/** Query parameter → configuration field: T, K and M as the chapter names them. */
const NUMBERS = {
  limit: 'limit',
  T: 'threshold',
  K: 'keep',
  M: 'clearAtLeast',
  reserved: 'reserved',
} as const;

export const configLink: ConfigLink<CompactionConfig> = {
  params: ['mode', 'style', ...Object.keys(NUMBERS), 'answers'],
  write: (c) => ({
    ...(c.answers === undefined ? {} : { answers: c.answers }),
    mode: c.mode,
    style: c.style,
    limit: String(c.limit),
    T: String(c.threshold),
    K: String(c.keep),
    M: String(c.clearAtLeast),
    reserved: String(c.reserved),
  }),
  read: (q, base) => readQuery(q, base, ['mode', 'style', 'answers'], NUMBERS),
};
