/**
 * The self-managed scene's configuration as readable query parameters (`design`, `blockLimit`, `contextLimit`,
 * `window`, and `answers` when the learner's model answers).
 */
import type { ConfigLink } from '../types';
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
  read: (q, base) => {
    const out: Record<string, unknown> = { ...base };
    const d = q.get('design');
    if (d !== null) out.design = d;
    const a = q.get('answers');
    if (a !== null) out.answers = a;
    const l = q.get('language');
    if (l !== null) out.language = l;
    for (const k of NUMBERS) {
      const v = q.get(k);
      if (v !== null) out[k] = /^\d+$/.test(v) ? Number(v) : v;
    }
    return out;
  },
};
