/** The memory's configuration: the defaults, then each option checked (a RangeError or TypeError naming it). */
import {
  DEFAULT_AGENT_MEMORY_CONFIG,
  DESTINATIONS,
  POLICIES,
  type AgentMemoryConfig,
  type AgentMemoryOptions,
} from './types';
import { assertInt, assertOneOf } from '../core/validate';

export function checkedConfig(options: AgentMemoryOptions): AgentMemoryConfig {
  const o = { ...DEFAULT_AGENT_MEMORY_CONFIG, ...stripUndefined(options) };
  const cfg = Object.freeze({
    window: assertInt('window', o.window, 1),
    policy: assertOneOf('policy', o.policy, POLICIES),
    evictTo: assertOneOf('evictTo', o.evictTo, DESTINATIONS),
    pageSize: assertInt('pageSize', o.pageSize, 1),
    summaryBudget: assertInt('summaryBudget', o.summaryBudget, 0),
    maxCharsPerChunk: assertInt('maxCharsPerChunk', o.maxCharsPerChunk, 3),
  });
  if (options.summarize !== undefined && typeof options.summarize !== 'function') {
    throw new TypeError('summarize must be a function (m: Message) => string');
  }
  return cfg;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(o)) {
    if (v !== undefined && k !== 'summarize') (out as Record<string, unknown>)[k] = v;
  }
  return out;
}
