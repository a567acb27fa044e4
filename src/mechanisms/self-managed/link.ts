/**
 * The self-managed scene's configuration as readable query parameters (`design`, `blockLimit`, `contextLimit`,
 * `window`, and `answers` when the learner's model answers).
 */
import type { ConfigLink } from '../types';
import { readQuery } from '../defineMechanism';
import type { SelfManagedConfig } from './ops';

const NUMBERS = ['blockLimit', 'contextLimit', 'window'] as const;

export const configLink: ConfigLink<SelfManagedConfig> = {
  params: ['design', 'language', ...NUMBERS, 'answers'],
  write: (c) => ({
    ...(c.answers === undefined ? {} : { answers: c.answers }),
    design: c.design,
    language: c.language,
    blockLimit: String(c.blockLimit),
    contextLimit: String(c.contextLimit),
    window: String(c.window),
  }),
  read: (q, base) =>
    readQuery(q, base, ['design', 'answers', 'language'], Object.fromEntries(NUMBERS.map((k) => [k, k]))),
};
