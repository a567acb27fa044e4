/**
 * The compaction scene's configuration as readable query parameters (`mode`, `style`, `limit`, `T`, `K`, `M`,
 * `reserved`, and `answers` when the learner's model writes the summaries).
 */
import type { ConfigLink } from '../types';
import { plainLink } from '../defineMechanism';
import type { CompactionConfig } from './ops';

/** Query parameter → configuration field: T, K and M as the chapter names them. */
const NUMBERS = {
  limit: 'limit',
  T: 'threshold',
  K: 'keep',
  M: 'clearAtLeast',
  reserved: 'reserved',
} as const;

export const configLink: ConfigLink<CompactionConfig> = plainLink(['mode', 'style'], NUMBERS);
