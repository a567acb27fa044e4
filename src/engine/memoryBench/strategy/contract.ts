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

/** One number of a name: its label (what an error calls it) and, when the name may leave it out, its default. */
export type NumberSlot = readonly [label: string, fallback?: number];

/**
 * The settings a name's numbers give (`rest`, after the kind), one field a slot in the slots' order: the slots
 * without a default come first and are required, the others take their default when the name leaves them out.
 */
export function settingsOf<S extends Record<string, NumberSlot>>(
  { numbers }: ParseTools,
  name: string,
  rest: string[],
  slots: S,
): { [K in keyof S]: number } {
  const entries = Object.entries(slots);
  const required = entries.filter(([, [, fallback]]) => fallback === undefined).length;
  const got = numbers(
    name,
    rest,
    required,
    entries.length,
    entries.map(([, [label]]) => label),
  );
  return Object.fromEntries(entries.map(([field, [, fallback]], i) => [field, got[i] ?? fallback])) as {
    [K in keyof S]: number;
  };
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

/** The parse of a `kind:numbers` name: the spec of `kind` with the settings its numbers give (`settingsOf`). */
export function numberedParse<K extends RegisteredKind, S extends Record<string, NumberSlot>>(
  kind: K,
  slots: S,
): (
  name: string,
  rest: string[],
  tools: ParseTools,
) => { kind: K; name: string } & { [F in keyof S]: number } {
  return (name, rest, tools) => {
    const head: { kind: K; name: string } = { kind, name };
    return { ...head, ...settingsOf(tools, name, rest, slots) };
  };
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
