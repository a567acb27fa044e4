/**
 * Chapter 6's strategies (`compact:T:K[:B]`, `compact-recoverable:T:K[:B]`, `clear:T:N[:M]`), registered here over
 * their own files (`../compactionSpecs.ts`: the specs, the parse and the help; `../compactionStrategies.ts`: the
 * memories).
 */
import {
  COMPACTION_STRATEGY_HELP,
  parseCompactionStrategy,
  type CompactionStrategySpec,
} from '../compactionSpecs';
import { compactionStrategy } from '../compactionStrategies';
import { defineStrategy, familyMember, type ParseTools } from './contract';

type Kind = CompactionStrategySpec['kind'];

function parse<K extends Kind>(
  kind: K,
  name: string,
  rest: string[],
  { error }: ParseTools,
): Extract<CompactionStrategySpec, { kind: K }> {
  const spec = parseCompactionStrategy(name, kind, rest);
  if (typeof spec === 'string') throw error(spec);
  return spec as Extract<CompactionStrategySpec, { kind: K }>;
}

const optional = (n: number | undefined) => (n === undefined ? '' : `:${n}`);

export const compact = defineStrategy({
  ...familyMember('compact', COMPACTION_STRATEGY_HELP, parse),
  nameOf: (s) => `compact:${s.threshold}:${s.keep}${optional(s.budget)}`,
  make: compactionStrategy,
});

export const compactRecoverable = defineStrategy({
  ...familyMember('compact-recoverable', COMPACTION_STRATEGY_HELP, parse),
  nameOf: (s) => `compact-recoverable:${s.threshold}:${s.keep}${optional(s.budget)}`,
  make: compactionStrategy,
});

export const clear = defineStrategy({
  ...familyMember('clear', COMPACTION_STRATEGY_HELP, parse),
  nameOf: (s) => `clear:${s.threshold}:${s.keep}:${s.clearAtLeast}`,
  make: compactionStrategy,
});
