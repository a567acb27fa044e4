/**
 * The self-managed scene's configuration as readable query parameters (`design`, `blockLimit`, `contextLimit`,
 * `window`, and `answers` when the learner's model answers).
 */
import type { ConfigLink } from '../types';
import { plainLink } from '../defineMechanism';
import type { SelfManagedConfig } from './ops';

export const configLink: ConfigLink<SelfManagedConfig> = plainLink(['design', 'language'], {
  blockLimit: 'blockLimit',
  contextLimit: 'contextLimit',
  window: 'window',
});
