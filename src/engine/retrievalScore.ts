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
import { BowEmbedder } from './embedder';
import { HOUR_MS, readClock, type Clock } from './clock';
import { assertFinite, assertString } from './validate';

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
export const DEFAULT_WEIGHTS: Readonly<ScoreWeights> = Object.freeze({ recency: 1, importance: 1, relevance: 1 });
/** The published code's weights (gw = [0.5, 3, 2] multiplies recency, relevance, importance in that order). */
export const GENERATIVE_AGENTS_CODE_WEIGHTS: Readonly<ScoreWeights> = Object.freeze({ recency: 0.5, importance: 2, relevance: 3 });

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
  for (let i = 0; i < values.length; i++) values[i] = range === 0 ? 0.5 : ((values[i] as number) - min) / range;
  return values;
}

// Word characters as BowEmbedder.tokenize sees them (\p{L} or \p{N}), decided once per BMP code unit.
const WORD_CHAR = /^[\p{L}\p{N}]$/u;
const bmpTable = new Uint8Array(65536); // 0 unknown, 1 word, 2 not a word character
function isWordUnit(code: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  let v = bmpTable[code] as number;
  if (v === 0) {
    v = WORD_CHAR.test(String.fromCharCode(code)) ? 1 : 2;
    bmpTable[code] = v;
  }
  return v === 1;
}

let classTable: Uint8Array | null = null;
/** For every UTF-16 code unit: 1 a word character (\p{L} or \p{N}), 2 a high surrogate (look at the pair), 0 else. */
function charClasses(): Uint8Array {
  if (classTable) return classTable;
  const t = new Uint8Array(65536);
  for (let c = 0; c < 65536; c++) {
    if (c >= 0xd800 && c <= 0xdbff) t[c] = 2;
    else if (c < 0xdc00 || c > 0xdfff) t[c] = isWordUnit(c) ? 1 : 0;
  }
  classTable = t;
  return t;
}

/** Equal substrings? (`t` read through `lower` when given; `w` is already lowercase.) */
function sameWord(t: string, tStart: number, w: string, wStart: number, len: number, lower: Uint16Array | null): boolean {
  for (let k = 0; k < len; k++) {
    const a = t.charCodeAt(tStart + k);
    if ((lower === null ? a : (lower[a] as number)) !== w.charCodeAt(wStart + k)) return false;
  }
  return true;
}

/** Two occurrences in the same text the same word? */
function sameInText(t: string, a: number, b: number, len: number, lower: Uint16Array | null): boolean {
  for (let k = 0; k < len; k++) {
    const x = t.charCodeAt(a + k);
    const y = t.charCodeAt(b + k);
    if (lower === null ? x !== y : lower[x] !== lower[y]) return false;
  }
  return true;
}

const SPECIAL = 0xffff;
let lowerTable: Uint16Array | null = null;
/**
 * String.prototype.toLowerCase for one UTF-16 code unit, when it maps to exactly one code unit without context;
 * SPECIAL otherwise (surrogates, 'İ' which becomes two units, 'Σ' whose lowercase depends on its place): a text
 * holding one of those is lowercased the ordinary way.
 */
function lowerCodes(): Uint16Array {
  if (lowerTable) return lowerTable;
  const t = new Uint16Array(65536);
  for (let c = 0; c < 65536; c++) {
    const l = c >= 0xd800 && c <= 0xdfff ? '' : String.fromCharCode(c).toLowerCase();
    t[c] = l.length === 1 && c !== 0x3a3 && c !== SPECIAL ? l.charCodeAt(0) : SPECIAL;
  }
  lowerTable = t;
  return t;
}

// Scratch buffers reused across calls: the words of one text as (hash, start, length).
let wHash: Int32Array = new Int32Array(256);
let wStart: Int32Array = new Int32Array(256);
let wLen: Int32Array = new Int32Array(256);

function grow(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/**
 * The words of `t` into the scratch buffers (hash of the lowercase word, start, length); returns their count, or -1
 * when `lower` is given and the text holds a character it cannot lowercase alone (the caller then lowercases the text
 * and scans again without it).
 */
function scanWords(t: string, lower: Uint16Array | null, cls: Uint8Array): number {
  const n = t.length;
  let k = 0;
  let start = -1;
  let h = 0;
  for (let j = 0; j <= n; j++) {
    let c = j < n ? t.charCodeAt(j) : 32;
    if (lower !== null) {
      c = lower[c] as number;
      if (c === SPECIAL) return -1;
    }
    let kind = cls[c] as number;
    let width = 1;
    if (kind === 2) {
      // A high surrogate (only without `lower`): the pair's code point decides.
      const cp = j + 1 < n ? (t.codePointAt(j) as number) : c;
      kind = cp > 0xffff && WORD_CHAR.test(String.fromCodePoint(cp)) ? 1 : 0;
      width = cp > 0xffff ? 2 : 1;
    }
    if (kind === 1) {
      if (start === -1) {
        start = j;
        h = 0x811c9dc5 | 0;
      }
      h = Math.imul(h ^ c, 0x01000193);
      if (width === 2) {
        h = Math.imul(h ^ t.charCodeAt(j + 1), 0x01000193);
        j += 1;
      }
    } else if (start !== -1) {
      if (k === wHash.length) {
        wHash = grow(wHash);
        wStart = grow(wStart);
        wLen = grow(wLen);
      }
      wHash[k] = h;
      wStart[k] = start;
      wLen[k] = j - start;
      k += 1;
      start = -1;
    }
  }
  return k;
}

/**
 * Relevance of every text to the query: cosine of word-count vectors, with the same words as
 * BowEmbedder.tokenize (so the same value as BowEmbedder + cosine, up to rounding). Computed without building a
 * vector or a string per word, nor (for most texts) a lowercase copy: each text is scanned once, its words hashed
 * (FNV-1a) and compared in place.
 */
export function relevances(query: string, texts: readonly string[]): Float64Array {
  const qAll = BowEmbedder.tokenize(query);
  const qWords = [...new Set(qAll)];
  const qCount = qWords.map((w) => qAll.filter((x) => x === w).length);
  const qHash = Int32Array.from(qWords, (w) => {
    let h = 0x811c9dc5 | 0;
    for (let k = 0; k < w.length; k++) h = Math.imul(h ^ w.charCodeAt(k), 0x01000193);
    return h;
  });
  let qn = 0;
  for (const c of qCount) qn += c * c;
  const out = new Float64Array(texts.length);
  if (qn === 0) return out;
  const qNorm = Math.sqrt(qn);
  const nq = qWords.length;
  const cls = charClasses();
  const lowerAll = lowerCodes();
  for (let i = 0; i < texts.length; i++) {
    let t = texts[i] as string;
    let lower: Uint16Array | null = lowerAll;
    let k = scanWords(t, lower, cls);
    if (k === -1) {
      t = t.toLowerCase();
      lower = null;
      k = scanWords(t, null, cls);
    }
    if (k === 0) continue;
    // dot = sum over occurrences of the query's count of that word.
    let dot = 0;
    for (let a = 0; a < k; a++) {
      const ha = wHash[a] as number;
      for (let b = 0; b < nq; b++) {
        if (qHash[b] === ha) {
          const qw = qWords[b] as string;
          if (qw.length === wLen[a] && sameWord(t, wStart[a] as number, qw, 0, qw.length, lower)) dot += qCount[b] as number;
        }
      }
    }
    if (dot === 0) continue;
    // norm² = sum of squared counts = k + 2 * (pairs of equal occurrences).
    out[i] = dot / (qNorm * Math.sqrt(k + 2 * equalPairs(t, k, lower)));
  }
  return out;
}

/** Per-text word index: what relevance needs of a text whatever the query (words, and the norm of its counts). */
interface TextIndex {
  texts: string[];
  /** Words of text i are offsets[i] .. offsets[i+1]-1. */
  offsets: Int32Array;
  hashes: Int32Array;
  starts: Int32Array;
  lens: Int32Array;
  /** Sum of squared word counts of each text. */
  norm2: Float64Array;
  /** The lowercase copy of a text that needed one (İ, Σ, surrogates), else null: words are read in it. */
  lowered: (string | null)[];
  /** Each distinct text's first position. */
  byText: Map<string, number>;
}

/**
 * The word index of `texts`. A text met before, earlier in this list or in `prev` (the last index built), is not
 * scanned again: its words are copied (tokenised once per distinct text; the scene rebuilds its list of memories at
 * every query, with the same strings).
 */
function buildIndex(texts: readonly string[], prev: TextIndex | null): TextIndex {
  const n = texts.length;
  const cls = charClasses();
  const lowerAll = lowerCodes();
  const offsets = new Int32Array(n + 1);
  let hashes: Int32Array = new Int32Array(Math.max(16, n * 12));
  let starts: Int32Array = new Int32Array(hashes.length);
  let lens: Int32Array = new Int32Array(hashes.length);
  const norm2 = new Float64Array(n);
  const lowered: (string | null)[] = new Array<string | null>(n).fill(null);
  const byText = new Map<string, number>();
  const prevByText = prev?.byText ?? null;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const text = texts[i] as string;
    const here = byText.get(text);
    const there = here === undefined && prevByText !== null ? prevByText.get(text) : undefined;
    if (here !== undefined || there !== undefined) {
      // The same text already indexed: copy its words.
      const src = here !== undefined ? null : (prev as TextIndex);
      const j = (here ?? there) as number;
      const from = (src ?? { offsets }).offsets[j] as number;
      const to = (src ?? { offsets }).offsets[j + 1] as number;
      const k = to - from;
      while (total + k > hashes.length) {
        hashes = grow(hashes);
        starts = grow(starts);
        lens = grow(lens);
      }
      if (src === null) {
        hashes.copyWithin(total, from, to);
        starts.copyWithin(total, from, to);
        lens.copyWithin(total, from, to);
        norm2[i] = norm2[j] as number;
        lowered[i] = lowered[j] ?? null;
      } else {
        hashes.set(src.hashes.subarray(from, to), total);
        starts.set(src.starts.subarray(from, to), total);
        lens.set(src.lens.subarray(from, to), total);
        norm2[i] = src.norm2[j] as number;
        lowered[i] = src.lowered[j] ?? null;
      }
      if (here === undefined) byText.set(text, i);
      total += k;
      offsets[i + 1] = total;
      continue;
    }
    byText.set(text, i);
    let t = text;
    let lower: Uint16Array | null = lowerAll;
    let k = scanWords(t, lower, cls);
    if (k === -1) {
      t = t.toLowerCase();
      lowered[i] = t;
      lower = null;
      k = scanWords(t, null, cls);
    }
    while (total + k > hashes.length) {
      hashes = grow(hashes);
      starts = grow(starts);
      lens = grow(lens);
    }
    hashes.set(wHash.subarray(0, k), total);
    starts.set(wStart.subarray(0, k), total);
    lens.set(wLen.subarray(0, k), total);
    norm2[i] = k + 2 * equalPairs(t, k, lower);
    total += k;
    offsets[i + 1] = total;
  }
  return { texts: texts.slice(), offsets, hashes, starts, lens, norm2, lowered, byText };
}

/** Pairs of equal words among the k words in the scratch buffers (so that norm² = k + 2 * pairs). */
function equalPairs(t: string, k: number, lower: Uint16Array | null): number {
  let pairs = 0;
  if (k <= 96) {
    for (let a = 0; a < k; a++) {
      const ha = wHash[a] as number;
      const la = wLen[a] as number;
      for (let b = a + 1; b < k; b++) {
        if (wHash[b] === ha && wLen[b] === la && sameInText(t, wStart[a] as number, wStart[b] as number, la, lower)) pairs += 1;
      }
    }
    return pairs;
  }
  const buckets = new Map<number, { at: number; len: number; c: number }[]>();
  for (let a = 0; a < k; a++) {
    const ha = wHash[a] as number;
    const la = wLen[a] as number;
    const sa = wStart[a] as number;
    let bucket = buckets.get(ha);
    if (!bucket) buckets.set(ha, (bucket = []));
    const same = bucket.find((e) => e.len === la && sameInText(t, e.at, sa, la, lower));
    if (same) {
      pairs += same.c;
      same.c += 1;
    } else bucket.push({ at: sa, len: la, c: 1 });
  }
  return pairs;
}

function relevancesIndexed(query: string, ix: TextIndex): Float64Array {
  const qAll = BowEmbedder.tokenize(query);
  const qWords = [...new Set(qAll)];
  const qCount = qWords.map((w) => qAll.filter((x) => x === w).length);
  const qHash = Int32Array.from(qWords, (w) => {
    let h = 0x811c9dc5 | 0;
    for (let k = 0; k < w.length; k++) h = Math.imul(h ^ w.charCodeAt(k), 0x01000193);
    return h;
  });
  let qn = 0;
  for (const c of qCount) qn += c * c;
  const n = ix.texts.length;
  const out = new Float64Array(n);
  if (qn === 0) return out;
  const qNorm = Math.sqrt(qn);
  const nq = qWords.length;
  const lowerAll = lowerCodes();
  const { offsets, hashes, starts, lens, norm2, lowered } = ix;
  for (let i = 0; i < n; i++) {
    let dot = 0;
    const end = offsets[i + 1] as number;
    for (let a = offsets[i] as number; a < end; a++) {
      const ha = hashes[a] as number;
      for (let b = 0; b < nq; b++) {
        if (qHash[b] !== ha) continue;
        const qw = qWords[b] as string;
        if (qw.length !== lens[a]) continue;
        const low = lowered[i] ?? null;
        const t = low ?? (ix.texts[i] as string);
        if (sameWord(t, starts[a] as number, qw, 0, qw.length, low === null ? lowerAll : null)) dot += qCount[b] as number;
      }
    }
    if (dot !== 0) out[i] = dot / (qNorm * Math.sqrt(norm2[i] as number));
  }
  return out;
}

// The word index of the last memory lists scored, kept while their texts stay the same (moving a weight or typing
// a query re-scores the same memories: their words are not scanned again).
const indexCache = new WeakMap<readonly ScorableMemory[], TextIndex>();
// The last index built: a new list holding the same texts copies their words from it (only the last one is kept).
let lastIndex: TextIndex | null = null;

function indexOf(memories: readonly ScorableMemory[]): TextIndex {
  const cached = indexCache.get(memories);
  if (cached && cached.texts.length === memories.length) {
    let same = true;
    for (let i = 0; i < memories.length; i++) {
      if ((memories[i] as ScorableMemory).text !== cached.texts[i]) {
        same = false;
        break;
      }
    }
    if (same) return cached;
  }
  const texts: string[] = new Array(memories.length);
  for (let i = 0; i < memories.length; i++) texts[i] = (memories[i] as ScorableMemory).text;
  const ix = buildIndex(texts, lastIndex);
  indexCache.set(memories, ix);
  lastIndex = ix;
  return ix;
}

function validateMemories(memories: readonly ScorableMemory[]): void {
  if (!Array.isArray(memories)) throw new TypeError('memories must be an array');
  for (let i = 0; i < memories.length; i++) {
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
      continue;
    }
    if (!m || typeof m !== 'object') throw new TypeError(`memories[${i}] must be { id, text, importance, lastAccessAt }`);
    assertString(`memories[${i}].id`, m.id);
    assertString(`memories[${i}].text`, m.text);
    assertFinite(`memories[${i}].importance`, m.importance);
    assertFinite(`memories[${i}].lastAccessAt`, m.lastAccessAt);
  }
}

/**
 * Indices by score, highest first, equal scores in input order. A native numeric sort of the scores, then each
 * index placed by binary search at the first slot of its value (plus the equal scores already placed): no
 * comparator call per comparison, which is what made sorting 100,000 memories slow.
 */
export function rankDescending(score: Float64Array): Uint32Array {
  const n = score.length;
  const asc = score.slice().sort();
  const order = new Uint32Array(n);
  const used = new Int32Array(n); // per first slot of a value: how many indices already placed there
  for (let i = 0; i < n; i++) {
    const v = score[i] as number;
    // In descending order, the first slot of v is n - (number of values >= v) = number of values > v.
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((asc[mid] as number) <= v) lo = mid + 1;
      else hi = mid;
    }
    const greater = n - lo;
    order[greater + (used[greater] as number)] = i;
    used[greater] = (used[greater] as number) + 1;
  }
  return order;
}

/** One scored memory; `raw` (the components before normalisation) is built only when read. */
class Scored implements ScoredMemory {
  constructor(
    readonly id: string,
    readonly recency: number,
    readonly importance: number,
    readonly relevance: number,
    readonly score: number,
    private readonly rawRecency: number,
    private readonly rawImportance: number,
    private readonly rawRelevance: number,
  ) {}

  get raw(): { recency: number; importance: number; relevance: number } {
    return { recency: this.rawRecency, importance: this.rawImportance, relevance: this.rawRelevance };
  }

  toJSON() {
    return { id: this.id, recency: this.recency, importance: this.importance, relevance: this.relevance, score: this.score, raw: this.raw };
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
    score[i] = w.recency * (rec[i] as number) + w.importance * (imp[i] as number) + w.relevance * (rel[i] as number);
  }
  const order = rankDescending(score);
  const out: ScoredMemory[] = new Array(n);
  for (let k = 0; k < n; k++) {
    const i = order[k] as number;
    out[k] = new Scored(
      (memories[i] as ScorableMemory).id,
      rec[i] as number,
      imp[i] as number,
      rel[i] as number,
      score[i] as number,
      rawRec[i] as number,
      rawImp[i] as number,
      rawRel[i] as number,
    );
  }
  return out;
}

/**
 * Scores memories for `query` (the paper's definition). Highest score first; equal scores keep input order.
 * A last access after `now` counts as 0 hours.
 */
export function scoreMemories(query: string, memories: readonly ScorableMemory[], options: ScoreOptions): ScoredMemory[] {
  assertString('query', query);
  validateMemories(memories);
  const now = readClock(options.now);
  const decay = checkDecay(options.decay ?? DEFAULT_DECAY);
  const w = checkWeights(options.weights);
  const n = memories.length;
  const rawRec = new Float64Array(n);
  const rawImp = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const m = memories[i] as ScorableMemory;
    rawRec[i] = decay ** (Math.max(0, now - m.lastAccessAt) / HOUR_MS);
    rawImp[i] = m.importance;
  }
  const rawRel = relevancesIndexed(query, indexOf(memories));
  return combine(memories, rawRec, rawImp, rawRel, w);
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
  validateMemories(memories);
  const decay = checkDecay(options.decay ?? DEFAULT_DECAY);
  const w = checkWeights(options.weights ?? GENERATIVE_AGENTS_CODE_WEIGHTS);
  const n = memories.length;
  const order = memories.map((m, i) => ({ i, t: m.lastAccessAt })).sort((a, b) => a.t - b.t);
  const rawRec = new Float64Array(n);
  order.forEach(({ i }, rank) => {
    rawRec[i] = decay ** (rank + 1);
  });
  const rawImp = Float64Array.from(memories, (m) => m.importance);
  const rawRel = relevancesIndexed(query, indexOf(memories));
  return combine(memories, rawRec, rawImp, rawRel, w);
}
