/**
 * The bench's strategies, one line each, in the order the command's help and the widget list them. The `Record` over
 * the kinds a name can give makes a missing line a type error; `test/engine/memoryBench/strategyRegistry.test.ts`
 * holds each line to its kind and parses each form back.
 */
import { clear, compact, compactRecoverable } from './compaction';
import type { RegisteredKind, StrategyDef, StrategyHelp } from './contract';
import { paging } from './paging';
import { reflective } from './reflective';
import { retrieval, retrievalEmbed } from './retrieval';
import { blocks, writepath } from './selfManaged';
import { summary, unbounded, window } from './window';

export const BENCH_STRATEGIES: { readonly [K in RegisteredKind]: StrategyDef<K> } = {
  unbounded,
  window,
  summary,
  paging,
  retrieval,
  'retrieval-embed': retrievalEmbed,
  reflective,
  blocks,
  writepath,
  compact,
  'compact-recoverable': compactRecoverable,
  clear,
};

export const isRegisteredKind = (head: string): head is RegisteredKind =>
  Object.prototype.hasOwnProperty.call(BENCH_STRATEGIES, head);

/** The definition of one kind, typed for its own spec. */
export function strategyDef<K extends RegisteredKind>(kind: K): StrategyDef<K> {
  return BENCH_STRATEGIES[kind];
}

/** Each kind's form and help, by kind: the widget's list and the practice's words read it. */
export const STRATEGY_HELP_BY_KIND = Object.fromEntries(
  Object.values(BENCH_STRATEGIES).map((d) => [d.kind, d.help]),
) as Record<RegisteredKind, StrategyHelp>;
