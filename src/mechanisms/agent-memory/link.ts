/**
 * Agent memory's configuration as readable query parameters of a permalink, e.g.
 *   policy=lru&dest=trash&window=3&pageSize=3&budget=200&chunk=80
 * A missing parameter keeps the preset's value; anything present is checked by validateConfig.
 */
import type { ConfigLink } from '../types';
import type { AgentMemoryConfig } from './ops';

function intParam(q: URLSearchParams, name: string, fallback: number): number | string {
  const raw = q.get(name);
  if (raw === null) return fallback;
  return /^-?\d{1,9}$/.test(raw) ? Number(raw) : raw;
}

export const configLink: ConfigLink<AgentMemoryConfig> = {
  params: ['policy', 'dest', 'window', 'pageSize', 'budget', 'chunk', 'answers', 'summaryPrompt'],
  write: (c) => ({
    ...(c.answers === undefined ? {} : { answers: c.answers }),
    ...(c.summaryPrompt === undefined ? {} : { summaryPrompt: c.summaryPrompt }),
    policy: c.policy,
    dest: c.evictTo,
    window: String(c.window),
    pageSize: String(c.pageSize),
    budget: String(c.summaryBudget),
    chunk: String(c.maxCharsPerChunk),
  }),
  read: (q, base) => ({
    window: intParam(q, 'window', base.window),
    policy: q.get('policy') ?? base.policy,
    evictTo: q.get('dest') ?? base.evictTo,
    pageSize: intParam(q, 'pageSize', base.pageSize),
    summaryBudget: intParam(q, 'budget', base.summaryBudget),
    maxCharsPerChunk: intParam(q, 'chunk', base.maxCharsPerChunk),
    ...(q.has('answers') || base.answers !== undefined ? { answers: q.get('answers') ?? base.answers } : {}),
    ...(q.has('summaryPrompt') || base.summaryPrompt !== undefined
      ? { summaryPrompt: q.get('summaryPrompt') ?? base.summaryPrompt }
      : {}),
  }),
};
