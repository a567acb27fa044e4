/**
 * Every fact a lesson can quote, by id: the facts each chapter computes from the engine (chapterN.ts) and the
 * measured ones (measured.ts). Read in Node only, at build time (remarkFacts.ts puts the text in the lesson) and by
 * the tests; nothing here ships to the page. Design: src/content/README.md, "Figures: facts".
 */
import type { Lang } from '../../i18n/lang';
import chapter1 from './chapter1';
import chapter2 from './chapter2';
import chapter3 from './chapter3';
import chapter4 from './chapter4';
import chapter4Explanations from './chapter4Explanations';
import chapter4Caching from './caching';
import chapter4Sets from './chapter4Sets';
import chapter5 from './chapter5';
import chapter6 from './chapter6';
import type { FactTable } from './define';
import { formatFact, type Fact } from './format';
import { MEASURED } from './measured';

const COMPUTED: readonly FactTable[] = [
  chapter1,
  chapter2,
  chapter3,
  chapter4,
  chapter4Explanations,
  chapter4Caching,
  chapter4Sets,
  chapter5,
  chapter6,
];

function collect(): Map<string, () => Fact> {
  const all = new Map<string, () => Fact>();
  const add = (id: string, compute: () => Fact) => {
    if (all.has(id)) throw new Error(`fact "${id}" is defined twice`);
    all.set(id, compute);
  };
  for (const table of COMPUTED) for (const [id, compute] of Object.entries(table)) add(id, compute);
  for (const [id, m] of Object.entries(MEASURED)) add(id, () => m.value);
  return all;
}

const TABLE = collect();
const VALUES = new Map<string, Fact>();

/** Every fact id, computed and measured. */
export function factIds(): string[] {
  return [...TABLE.keys()].sort();
}

/** A fact's value (computed on first use, then kept). Throws for an unknown id, naming the closest ones. */
export function getFact(id: string): Fact {
  const cached = VALUES.get(id);
  if (cached) return cached;
  const compute = TABLE.get(id);
  if (!compute) {
    const prefix = id.split('.').slice(0, 2).join('.');
    const shared = (k: string) => [...k].findIndex((c, i) => c !== id[i]) >>> 0;
    const near = factIds()
      .filter((k) => k.startsWith(prefix))
      .sort((a, b) => shared(b) - shared(a));
    throw new Error(
      `unknown fact "${id}"${near.length ? ` (near: ${near.slice(0, 8).join(', ')})` : ''}: define it in src/content/facts/`,
    );
  }
  let value: Fact;
  try {
    value = compute();
  } catch (error) {
    throw new Error(`fact "${id}" could not be computed: ${(error as Error).message}`, { cause: error });
  }
  VALUES.set(id, value);
  return value;
}

/** What a fact reads as in a language (and whether it is code). */
export function factText(id: string, lang: Lang): { text: string; code: boolean } {
  return formatFact(getFact(id), lang);
}
