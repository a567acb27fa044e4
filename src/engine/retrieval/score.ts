/**
 * Retrieval scored by recency, importance and relevance, as defined by Generative Agents (Park et al., 2023,
 * section 4.1): recency = decay ^ hours since last access (decay 0.995), importance as given, relevance = cosine
 * of the query's and the memory's vectors (here the lab's bag-of-words embedder); each of the three is min-max
 * normalised over the candidates to [0, 1] (0.5 for all when they are all equal); score = the weighted sum.
 *
 * `scoreMemoriesAsCode` is what the authors' published code computes instead (reverie retrieve.py, new_retrieve):
 * weights gw = [0.5, 3, 2] on recency, relevance and importance, and recency taken from a memory's RANK in the
 * list sorted by last access (ascending), decay ^ (rank + 1): the least recently accessed memory gets the
 * highest raw recency.
 */
import { HOUR_MS, readClock, type Clock } from '../core/clock';
import { rankDescending } from '../collections/rank';
import { relevances } from './relevance';
import { assertFinite, assertString } from '../core/validate';

export { relevances, rankDescending };

export interface ScorableMemory {
  id: string;
  text: string;
  importance: number;
  /** Last access time (ms, same clock as `now`). */
  lastAccessAt: number;
}

export interface ScoreWeights {
  recency: number;
  importance: number;
  relevance: number;
}

export interface ScoreOptions {
  now: Clock | number;
  /** Hourly decay of recency, in (0, 1] (default 0.995). */
  decay?: number;
  weights?: Partial<ScoreWeights>;
  /**
   * Raw relevance of each text to the query, in [0, 1] (default: the bag-of-words cosine, `relevances`). A real
   * system uses the cosine of embedding vectors here (the chapter's "your model" mode answers it from a take).
   */
  relevance?: (query: string, texts: readonly string[]) => ArrayLike<number>;
}

export interface ScoredMemory {
  id: string;
  /** Normalised components, each in [0, 1]. */
  recency: number;
  importance: number;
  relevance: number;
  /** weights.recency * recency + weights.importance * importance + weights.relevance * relevance. */
  score: number;
  /** The components before normalisation. */
  raw: { recency: number; importance: number; relevance: number };
}

export const DEFAULT_DECAY = 0.995;
export const DEFAULT_WEIGHTS: Readonly<ScoreWeights> = Object.freeze({
  recency: 1,
  importance: 1,
  relevance: 1,
});
/** The published code's weights (gw = [0.5, 3, 2] multiplies recency, relevance, importance in that order). */
export const GENERATIVE_AGENTS_CODE_WEIGHTS: Readonly<ScoreWeights> = Object.freeze({
  recency: 0.5,
  importance: 2,
  relevance: 3,
});

function checkWeights(w: Partial<ScoreWeights> | undefined): ScoreWeights {
  const out = { ...DEFAULT_WEIGHTS, ...(w ?? {}) };
  assertFinite('weights.recency', out.recency);
  assertFinite('weights.importance', out.importance);
  assertFinite('weights.relevance', out.relevance);
  return out;
}

function checkDecay(decay: number): number {
  assertFinite('decay', decay);
  if (decay <= 0 || decay > 1) throw new RangeError(`decay must be in (0, 1] (got ${decay})`);
  return decay;
}

/** Min-max normalisation to [0, 1] in place; all equal (or one value) gives 0.5 each. */
export function minMaxNormalise(values: Float64Array): Float64Array {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const range = max - min;
  for (let i = 0; i < values.length; i++)
    values[i] = range === 0 ? 0.5 : ((values[i] as number) - min) / range;
  return values;
}

/** The memories' texts, importances and last accesses, each memory checked (a clear message for the first bad one). */
function readMemories(memories: readonly ScorableMemory[]): {
  texts: string[];
  importance: Float64Array;
  lastAccessAt: Float64Array;
} {
  if (!Array.isArray(memories)) throw new TypeError('memories must be an array');
  const n = memories.length;
  const texts: string[] = new Array<string>(n);
  const importance = new Float64Array(n);
  const lastAccessAt = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const m = memories[i];
    // Checked inline; the message is built only on failure (this loop runs over 100,000 memories).
    if (
      m &&
      typeof m === 'object' &&
      typeof m.id === 'string' &&
      typeof m.text === 'string' &&
      Number.isFinite(m.importance) &&
      Number.isFinite(m.lastAccessAt)
    ) {
      texts[i] = m.text;
      importance[i] = m.importance;
      lastAccessAt[i] = m.lastAccessAt;
      continue;
    }
    if (!m || typeof m !== 'object')
      throw new TypeError(`memories[${i}] must be { id, text, importance, lastAccessAt }`);
    assertString(`memories[${i}].id`, m.id);
    assertString(`memories[${i}].text`, m.text);
    assertFinite(`memories[${i}].importance`, m.importance);
    assertFinite(`memories[${i}].lastAccessAt`, m.lastAccessAt);
  }
  return { texts, importance, lastAccessAt };
}

/** The components before normalisation, one array each, shared by the memories of one call. */
interface RawComponents {
  recency: Float64Array;
  importance: Float64Array;
  relevance: Float64Array;
}

/**
 * One scored memory. `raw` is read from arrays shared by the whole call, built only when read: 100,000 results are
 * 100,000 objects, and each number field is a heap number of its own, so fewer fields means less to collect.
 */
class Scored implements ScoredMemory {
  readonly #at: number;
  readonly #raw: RawComponents;

  constructor(
    readonly id: string,
    readonly recency: number,
    readonly importance: number,
    readonly relevance: number,
    readonly score: number,
    at: number,
    raw: RawComponents,
  ) {
    this.#at = at;
    this.#raw = raw;
  }

  get raw(): { recency: number; importance: number; relevance: number } {
    const at = this.#at;
    const raw = this.#raw;
    return {
      recency: raw.recency[at] as number,
      importance: raw.importance[at] as number,
      relevance: raw.relevance[at] as number,
    };
  }

  toJSON() {
    return {
      id: this.id,
      recency: this.recency,
      importance: this.importance,
      relevance: this.relevance,
      score: this.score,
      raw: this.raw,
    };
  }
}

function combine(
  memories: readonly ScorableMemory[],
  rawRec: Float64Array,
  rawImp: Float64Array,
  rawRel: Float64Array,
  w: ScoreWeights,
): ScoredMemory[] {
  const n = memories.length;
  const rec = minMaxNormalise(rawRec.slice());
  const imp = minMaxNormalise(rawImp.slice());
  const rel = minMaxNormalise(rawRel.slice());
  const score = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    score[i] =
      w.recency * (rec[i] as number) + w.importance * (imp[i] as number) + w.relevance * (rel[i] as number);
  }
  const order = rankDescending(score);
  const raw: RawComponents = { recency: rawRec, importance: rawImp, relevance: rawRel };
  const out: ScoredMemory[] = new Array(n);
  for (let k = 0; k < n; k++) {
    const i = order[k] as number;
    out[k] = new Scored(
      (memories[i] as ScorableMemory).id,
      rec[i] as number,
      imp[i] as number,
      rel[i] as number,
      score[i] as number,
      i,
      raw,
    );
  }
  return out;
}

/**
 * Scores memories for `query` (the paper's definition). Highest score first; equal scores keep input order.
 * A last access after `now` counts as 0 hours.
 */
export function scoreMemories(
  query: string,
  memories: readonly ScorableMemory[],
  options: ScoreOptions,
): ScoredMemory[] {
  assertString('query', query);
  const { texts, importance, lastAccessAt } = readMemories(memories);
  const now = readClock(options.now);
  const decay = checkDecay(options.decay ?? DEFAULT_DECAY);
  const w = checkWeights(options.weights);
  const rawRec = new Float64Array(texts.length);
  for (let i = 0; i < rawRec.length; i++)
    rawRec[i] = decay ** (Math.max(0, now - (lastAccessAt[i] as number)) / HOUR_MS);
  return combine(memories, rawRec, importance, rawRelevance(options, query, texts), w);
}

function rawRelevance(
  options: Pick<ScoreOptions, 'relevance'>,
  query: string,
  texts: readonly string[],
): Float64Array {
  if (!options.relevance) return relevances(query, texts);
  const r = options.relevance(query, texts);
  if (r.length !== texts.length) throw new RangeError('relevance must give one number per text');
  return Float64Array.from(r, (x) => (Number.isFinite(x) ? x : 0));
}

/**
 * What Generative Agents' published code ranks (retrieve.py): memories sorted by last access, oldest first
 * (stable), raw recency decay ^ (rank + 1), then the same normalisation, with gw = [0.5, 3, 2] unless `weights`
 * is given. Same output shape as scoreMemories.
 */
export function scoreMemoriesAsCode(
  query: string,
  memories: readonly ScorableMemory[],
  options: Omit<ScoreOptions, 'now'> & { now?: Clock | number },
): ScoredMemory[] {
  assertString('query', query);
  const { texts, importance, lastAccessAt } = readMemories(memories);
  const decay = checkDecay(options.decay ?? DEFAULT_DECAY);
  const w = checkWeights(options.weights ?? GENERATIVE_AGENTS_CODE_WEIGHTS);
  // Oldest access first, equal times in input order: the descending rank of the negated times.
  const byAccess = rankDescending(lastAccessAt.map((t) => -t));
  const rawRec = new Float64Array(texts.length);
  byAccess.forEach((i, rank) => {
    rawRec[i] = decay ** (rank + 1);
  });
  return combine(memories, rawRec, importance, rawRelevance(options, query, texts), w);
}
