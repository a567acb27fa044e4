/** The memory-store scene's configuration as readable query parameters (`expiryHours`, `view`, `answers`, `instructions`). */
import type { ConfigLink } from '../types';
import type { MemoryStoreConfig } from './ops';

export const configLink: ConfigLink<MemoryStoreConfig> = {
  params: ['expiryHours', 'view', 'answers', 'instructions'],
  write: (c) => ({
    expiryHours: String(c.expiryHours),
    view: c.view,
    ...(c.answers === undefined ? {} : { answers: c.answers }),
    ...(c.instructions === undefined ? {} : { instructions: c.instructions }),
  }),
  read: (q, base) => {
    const out: Record<string, unknown> = { ...base };
    const h = q.get('expiryHours');
    if (h !== null) out.expiryHours = /^\d+(\.\d+)?$/.test(h) ? Number(h) : h;
    const v = q.get('view');
    if (v !== null) out.view = v;
    const a = q.get('answers');
    if (a !== null) out.answers = a;
    const i = q.get('instructions');
    if (i !== null) out.instructions = i;
    return out;
  },
};
