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
import { defineStrategy, type ParseTools, type StrategyHelp } from './contract';

type Kind = CompactionStrategySpec['kind'];

const helpOf = (kind: Kind): StrategyHelp =>
  COMPACTION_STRATEGY_HELP.find((h) => h.form.startsWith(`${kind}:`)) as StrategyHelp;

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
  kind: 'compact',
  help: helpOf('compact'),
  parse: (name, rest, tools) => parse('compact', name, rest, tools),
  nameOf: (s) => `compact:${s.threshold}:${s.keep}${optional(s.budget)}`,
  make: compactionStrategy,
});

export const compactRecoverable = defineStrategy({
  kind: 'compact-recoverable',
  help: helpOf('compact-recoverable'),
  parse: (name, rest, tools) => parse('compact-recoverable', name, rest, tools),
  nameOf: (s) => `compact-recoverable:${s.threshold}:${s.keep}${optional(s.budget)}`,
  make: compactionStrategy,
});

export const clear = defineStrategy({
  kind: 'clear',
  help: helpOf('clear'),
  parse: (name, rest, tools) => parse('clear', name, rest, tools),
  nameOf: (s) => `clear:${s.threshold}:${s.keep}:${s.clearAtLeast}`,
  make: compactionStrategy,
});
