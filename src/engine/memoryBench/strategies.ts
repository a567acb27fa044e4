/**
 * The strategies the bench compares, named as on the command line: `unbounded`, `window:N`, `summary:N:B`,
 * `paging:P`, `retrieval:K`, `retrieval-embed:K`, `reflective:K`. Optional trailing numbers set what the name does
 * not (see STRATEGY_HELP). Each is one of the lab's memories (README.md of this folder says which class each uses).
 */
import {
  COMPACTION_STRATEGY_HELP,
  parseCompactionStrategy,
  type CompactionStrategySpec,
} from './compactionSpecs';

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

import { parseSelfManaged, STRATEGY_HELP_SELF_MANAGED, type SelfManagedSpec } from './selfManaged';

export type StrategyKind = StrategySpec['kind'];

/** The window kept beside retrieved memories when the name does not say (`retrieval:K:N`). */
export const DEFAULT_RETRIEVAL_WINDOW = 10;
/** The summary budget of paging:P when the name does not say (`paging:P:B`), the cost model's default. */
export const DEFAULT_PAGING_BUDGET = 200;
/** Reflection runs after this many episodes (user turns) when the name does not say (`reflective:K:N:E`). */
export const DEFAULT_REFLECT_EVERY = 10;
export const MAX_STRATEGY_NUMBER = 10_000_000;

export const STRATEGY_HELP: readonly { form: string; en: string; fr: string }[] = [
  { form: 'unbounded', en: 'every past turn', fr: 'chaque tour passé' },
  { form: 'window:N', en: 'the last N turns', fr: 'les N derniers tours' },
  {
    form: 'summary:N:B',
    en: 'the last N turns and the progressive summary of the older ones, cut to B characters',
    fr: 'les N derniers tours et le résumé progressif des plus anciens, coupé à B caractères',
  },
  {
    form: 'paging:P[:B]',
    en: 'the open page of P turns and the summary of the sealed pages (B characters, default 200); per domain when turns carry one',
    fr: 'la page ouverte de P tours et le résumé des pages scellées (B caractères, 200 par défaut) ; par domaine quand les tours en portent un',
  },
  {
    form: 'retrieval:K[:N]',
    en: 'the K past turns most relevant to the query (bag of words) and the last N turns (default 10)',
    fr: 'les K tours passés les plus pertinents pour la requête (sac de mots) et les N derniers tours (10 par défaut)',
  },
  {
    form: 'retrieval-embed:K[:N]',
    en: 'the same, relevance by sentence embeddings given beforehand',
    fr: 'la même chose, pertinence par plongements de phrases fournis à l’avance',
  },
  {
    form: 'reflective:K[:N[:E]]',
    en: "chapter 3's memory: K episodes and the facts of K concepts by relevance, the last N turns; reflection every E episodes (default 10)",
    fr: 'la mémoire du chapitre 3 : K épisodes et les faits de K concepts par pertinence, les N derniers tours ; réflexion tous les E épisodes (10 par défaut)',
  },
  ...STRATEGY_HELP_SELF_MANAGED,
  ...COMPACTION_STRATEGY_HELP,
];

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

/** Parses one strategy name (`window:10`); a StrategyError names what is wrong. */
export function parseStrategy(raw: string): StrategySpec {
  const name = raw.trim();
  const [head, ...rest] = name.split(':');
  switch (head) {
    case 'unbounded':
      if (rest.length > 0) throw new StrategyError(`strategy "${name}": unbounded takes no number`);
      return { kind: 'unbounded', name };
    case 'window': {
      const [n] = numbers(name, rest, 1, 1, ['N (turns kept)']) as [number];
      return { kind: 'window', name, window: n };
    }
    case 'summary': {
      const [n, b] = numbers(name, rest, 2, 2, ['N (turns kept)', 'B (summary characters)']) as [
        number,
        number,
      ];
      return { kind: 'summary', name, window: n, budget: b };
    }
    case 'paging': {
      const [p, b] = numbers(name, rest, 1, 2, ['P (page size)', 'B (summary characters)']);
      return { kind: 'paging', name, pageSize: p as number, budget: b ?? DEFAULT_PAGING_BUDGET };
    }
    case 'retrieval':
    case 'retrieval-embed': {
      const [k, n] = numbers(name, rest, 1, 2, ['K (turns retrieved)', 'N (turns kept)']);
      return { kind: head, name, k: k as number, window: n ?? DEFAULT_RETRIEVAL_WINDOW };
    }
    case 'reflective': {
      const [k, n, e] = numbers(name, rest, 1, 3, [
        'K (memories retrieved)',
        'N (turns kept)',
        'E (episodes between reflections)',
      ]);
      return {
        kind: 'reflective',
        name,
        k: k as number,
        window: n ?? DEFAULT_RETRIEVAL_WINDOW,
        every: e ?? DEFAULT_REFLECT_EVERY,
      };
    }
    case 'blocks':
    case 'writepath':
      return parseSelfManaged(name, head, rest, numbers, (m) => new StrategyError(m)) as SelfManagedSpec;
    case undefined:
    default: {
      const compaction = parseCompactionStrategy(name, head ?? '', rest);
      if (typeof compaction === 'string') throw new StrategyError(compaction);
      if (compaction) return compaction;
      throw new StrategyError(
        `unknown strategy "${name}": use ${STRATEGY_HELP.map((h) => h.form).join(', ')}`,
      );
    }
  }
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
