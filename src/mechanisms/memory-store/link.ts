/** The memory-store scene's configuration as readable query parameters (`expiryHours`, `view`, `answers`, `instructions`). */
import type { ConfigLink } from '../types';
import { readQuery } from '../defineMechanism';
import type { MemoryStoreConfig } from './ops';

export const configLink: ConfigLink<MemoryStoreConfig> = {
  params: ['expiryHours', 'view', 'answers', 'instructions'],
  write: (c) => ({
    expiryHours: String(c.expiryHours),
    view: c.view,
    ...(c.answers === undefined ? {} : { answers: c.answers }),
    ...(c.instructions === undefined ? {} : { instructions: c.instructions }),
  }),
  read: (q, base) =>
    readQuery(q, base, ['view', 'answers', 'instructions'], { expiryHours: 'expiryHours' }, /^\d+(\.\d+)?$/),
};
