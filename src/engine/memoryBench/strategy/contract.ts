/**
 * The contract every bench strategy signs, one object a kind: its form and help in both languages, the parse of its
 * name (`kind:numbers`), the name written back from its numbers, and the memory that replays it. The registry
 * (`registry.ts`) is a `Record` over the kinds, so a kind without its line is a type error; `parseStrategy`,
 * `STRATEGY_HELP` and `makeStrategy` read it, and so do the practice kinds and the bench widget.
 */
import type { Env, Strategy } from '../memories';
import type { StrategySpec } from '../strategies';

/** A strategy's form and what it keeps, in both languages (the command's help, the widget's list). */
export interface StrategyHelp {
  form: string;
  en: string;
  fr: string;
}

/** The name's numbers as whole numbers from 1 (`min` to `max` of them), or an error naming the form. */
export type NumbersOf = (
  name: string,
  parts: string[],
  min: number,
  max: number,
  labels: string[],
) => number[];

export interface ParseTools {
  numbers: NumbersOf;
  error(message: string): Error;
}

/** Every kind a name can give (the exercise's `custom` strategy is built in code, never parsed). */
export type RegisteredKind = Exclude<StrategySpec['kind'], 'custom'>;
export type SpecOf<K extends StrategySpec['kind']> = Extract<StrategySpec, { kind: K }>;
/** A spec's settings: what its name's numbers say. */
export type SettingsOf<K extends RegisteredKind> = Omit<SpecOf<K>, 'kind' | 'name'>;

export interface StrategyDef<K extends RegisteredKind = RegisteredKind> {
  kind: K;
  help: StrategyHelp;
  /** The spec of `name` (`kind:rest…`, trimmed); throws `tools.error` on a bad name. */
  parse(name: string, rest: string[], tools: ParseTools): SpecOf<K>;
  /** The name that parses back to these settings, every number written (`retrieval:5:10`). */
  nameOf(settings: SettingsOf<K>): string;
  /** The memory that replays this spec over one conversation (memories.ts measures its requests). */
  make(spec: SpecOf<K>, env: Env): Strategy;
}

export function defineStrategy<K extends RegisteredKind>(def: StrategyDef<K>): StrategyDef<K> {
  return def;
}

/**
 * A kind of a family whose helps are one table and whose parse is one function (chapter 5's and chapter 6's
 * strategies): its kind, its help (the table's line whose form starts with `kind:`) and its parse.
 */
export function familyMember<K extends RegisteredKind>(
  kind: K,
  helps: readonly StrategyHelp[],
  parse: (kind: K, name: string, rest: string[], tools: ParseTools) => SpecOf<K>,
): Pick<StrategyDef<K>, 'kind' | 'help' | 'parse'> {
  const help = helps.find((h) => h.form.startsWith(`${kind}:`));
  if (!help) throw new Error(`no help line for the strategy ${kind}`);
  return { kind, help, parse: (name, rest, tools) => parse(kind, name, rest, tools) };
}
