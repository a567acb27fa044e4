/**
 * The episodic scene's configuration as readable query parameters. A missing parameter keeps the preset's value;
 * anything present is checked by validateConfig.
 */
import type { ConfigLink } from '../types';
import type { EpisodicConfig } from './ops';

const KEYS = [
  'llm',
  'everyActions',
  'onNegative',
  'noveltyBelow',
  'scheduleHours',
  'importanceAbove',
  'recentMax',
  'decay',
  'wRecency',
  'wImportance',
  'wRelevance',
  'ranking',
  'forgetBelow',
  'mergeAbove',
  'view',
] as const;

function readValue(raw: string, base: unknown): unknown {
  if (typeof base === 'number') return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  if (typeof base === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}

/** Optional fields: written only when set, so older links stay as they were. */
const OPTIONAL = ['answers', 'relevance', 'retrieve'] as const;

export const configLink: ConfigLink<EpisodicConfig> = {
  params: [...KEYS, ...OPTIONAL],
  write: (c) => ({
    ...Object.fromEntries(KEYS.map((k) => [k, String(c[k])])),
    ...Object.fromEntries(OPTIONAL.flatMap((k) => (c[k] === undefined ? [] : [[k, c[k]]]))),
  }),
  read: (q, base) => {
    const out: Record<string, unknown> = { ...base };
    for (const k of OPTIONAL) {
      const raw = q.get(k);
      if (raw !== null) out[k] = raw;
    }
    for (const k of KEYS) {
      const raw = q.get(k);
      if (raw !== null) out[k] = readValue(raw, base[k]);
    }
    return out;
  },
};
