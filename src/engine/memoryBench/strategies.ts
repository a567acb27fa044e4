/**
 * The strategies the bench compares, named as on the command line: `unbounded`, `window:N`, `summary:N:B`,
 * `paging:P`, `retrieval:K`, `retrieval-embed:K`, `reflective:K`, chapter 5's and chapter 6's. Optional trailing
 * numbers set what the name does not (see STRATEGY_HELP). Each kind is one line of `strategy/registry.ts` (its parse,
 * help, name and memory in `strategy/<family>.ts`); this file states the specs' types and parses names and lists.
 */
import type { CompactionStrategySpec } from './compactionSpecs';
import type { ParseTools, RegisteredKind, SettingsOf, SpecOf, StrategyHelp } from './strategy/contract';
import { BENCH_STRATEGIES, isRegisteredKind, strategyDef } from './strategy/registry';

export type StrategySpec =
  | { kind: 'unbounded'; name: string }
  | { kind: 'window'; name: string; window: number }
  | { kind: 'summary'; name: string; window: number; budget: number }
  | { kind: 'paging'; name: string; pageSize: number; budget: number }
  | { kind: 'retrieval'; name: string; k: number; window: number }
  | { kind: 'retrieval-embed'; name: string; k: number; window: number }
  | { kind: 'reflective'; name: string; k: number; window: number; every: number }
  | SelfManagedSpec
  | CompactionStrategySpec
  | CustomStrategySpec;

/**
 * A strategy written outside the engine (the chapter 4 exercise): it keeps the last `window` turns and chooses which
 * earlier turns to send besides. `create` is called once per conversation; `select` gets the query (the latest user
 * turn, or the question) and returns indexes of turns before the window (others are ignored), sent in conversation
 * order between the system prompt and the window.
 */
export interface CustomStrategySpec {
  kind: 'custom';
  name: string;
  window: number;
  create: () => CustomStrategy;
}

export interface CustomStrategy {
  /** Turn `index` was just appended (its text: `turn.content`). */
  advance?(turn: { role: string; content: string }, index: number): void;
  /** Indexes of earlier turns to send for this query; `before` is the first index of the window. */
  select(query: string, before: number): readonly number[];
}

import type { SelfManagedSpec } from './selfManaged';

export type StrategyKind = StrategySpec['kind'];

export { DEFAULT_RETRIEVAL_WINDOW } from './strategy/retrieval';
export { DEFAULT_PAGING_BUDGET } from './strategy/paging';
export { DEFAULT_REFLECT_EVERY } from './strategy/reflective';
export { STRATEGY_HELP_BY_KIND } from './strategy/registry';
export const MAX_STRATEGY_NUMBER = 10_000_000;

/** Every form and its help, in the registry's order (the command's help, the widget's list). */
export const STRATEGY_HELP: readonly StrategyHelp[] = Object.values(BENCH_STRATEGIES).map((d) => d.help);

export class StrategyError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'StrategyError';
  }
}

function numbers(name: string, parts: string[], min: number, max: number, labels: string[]): number[] {
  if (parts.length < min || parts.length > max) {
    const form = STRATEGY_HELP.find((h) => h.form.startsWith(`${name.split(':')[0]}`))?.form ?? name;
    throw new StrategyError(`strategy "${name}": expected the form ${form}`);
  }
  return parts.map((p, i) => {
    if (!/^\d+$/.test(p))
      throw new StrategyError(`strategy "${name}": ${labels[i]} must be a whole number (got "${p}")`);
    const v = Number(p);
    if (v < 1 || v > MAX_STRATEGY_NUMBER)
      throw new StrategyError(
        `strategy "${name}": ${labels[i]} must be from 1 to ${MAX_STRATEGY_NUMBER} (got ${p})`,
      );
    return v;
  });
}

const TOOLS: ParseTools = { numbers, error: (message) => new StrategyError(message) };

/** Parses one strategy name (`window:10`) through its kind's line of the registry; a StrategyError names what is wrong. */
export function parseStrategy(raw: string): StrategySpec {
  const name = raw.trim();
  const [head = '', ...rest] = name.split(':');
  if (!isRegisteredKind(head))
    throw new StrategyError(`unknown strategy "${name}": use ${STRATEGY_HELP.map((h) => h.form).join(', ')}`);
  return strategyDef(head).parse(name, rest, TOOLS);
}

/** The spec of a kind's settings, its name written back (`strategySpec('window', { window: 3 })`: `window:3`). */
export function strategySpec<K extends RegisteredKind>(kind: K, settings: SettingsOf<K>): SpecOf<K> {
  const def = strategyDef(kind);
  return def.parse(def.nameOf(settings), def.nameOf(settings).split(':').slice(1), TOOLS);
}

/** Parses a comma-separated list (`unbounded,window:10`); duplicates are refused. */
export function parseStrategies(list: string): StrategySpec[] {
  const names = list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (names.length === 0) throw new StrategyError('no strategy given');
  const specs = names.map(parseStrategy);
  const seen = new Set<string>();
  for (const s of specs) {
    if (seen.has(s.name)) throw new StrategyError(`strategy "${s.name}" is given twice`);
    seen.add(s.name);
  }
  return specs;
}

/** Every strategy that needs no model and no vectors, as the bench's default set. */
export const DEFAULT_STRATEGIES = 'unbounded,window:10,summary:10:400,paging:10,retrieval:5,reflective:5';
