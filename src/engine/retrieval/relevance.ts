/**
 * Relevance of many texts to one query: the cosine of their word-count vectors, with the words BowEmbedder.tokenize
 * sees (lowercase runs of \p{L} or \p{N}), so the same value as BowEmbedder + cosine up to rounding.
 *
 * Built for 100,000 texts per query: each text is read once, character by character, through one lookup table that
 * gives a UTF-16 unit's lowercase and whether it is a word character; each word is hashed (FNV-1a) as it is read and
 * looked up in a small table of the query's words. No string, array or vector is made per word or per text (except
 * for the rare text holding a character that cannot be lowercased alone, which is lowercased whole first).
 */
import { FNV_OFFSET_BASIS, FNV_PRIME } from '../core/random';
import { wordCounts } from './bow';

const FNV_OFFSET = FNV_OFFSET_BASIS | 0;
const WORD_CHAR = /^[\p{L}\p{N}]$/u;

// Per UTF-16 unit, filled on first sight: 0 unknown, else KNOWN | kind << 16 | lowercase unit.
const KNOWN = 1 << 20;
const NOT_WORD = 0;
const WORD = 1;
/** A surrogate, or a unit whose lowercase is not one unit without context (İ gives two, Σ depends on its place). */
const WHOLE_TEXT = 3;
const units = new Int32Array(65536);

function unitEntry(code: number): number {
  let entry: number;
  if (code >= 0xd800 && code <= 0xdfff) entry = KNOWN | (WHOLE_TEXT << 16);
  else {
    const lower = String.fromCharCode(code).toLowerCase();
    if (lower.length !== 1 || code === 0x3a3) entry = KNOWN | (WHOLE_TEXT << 16);
    else {
      const unit = lower.charCodeAt(0);
      entry = KNOWN | ((WORD_CHAR.test(lower) ? WORD : NOT_WORD) << 16) | unit;
    }
  }
  units[code] = entry;
  return entry;
}

// The words of the text being read: hash, start and length (scratch buffers reused across texts and calls).
let wordHash = new Int32Array(256);
let wordStart = new Int32Array(256);
let wordLength = new Int32Array(256);

function growWords(): void {
  const grow = (a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
    const b = new Int32Array(a.length * 2);
    b.set(a);
    return b;
  };
  wordHash = grow(wordHash);
  wordStart = grow(wordStart);
  wordLength = grow(wordLength);
}

const KNOWN_WORD = (KNOWN >>> 16) | WORD;
const KNOWN_NOT_WORD = (KNOWN >>> 16) | NOT_WORD;

/** Records a word of the text being read; returns the new count. */
function pushWord(k: number, h: number, start: number, end: number): number {
  if (k === wordHash.length) growWords();
  wordHash[k] = h;
  wordStart[k] = start;
  wordLength[k] = end - start;
  return k + 1;
}

/**
 * Reads the words of `t` into the scratch buffers and returns their count; -1 when `t` holds a WHOLE_TEXT unit (the
 * caller lowercases the whole text and calls wordsOfLowercased). Words are hashed in lowercase.
 */
function wordsOf(t: string): number {
  const n = t.length;
  const table = units;
  let k = 0;
  let start = -1;
  let h = 0;
  for (let j = 0; j < n; j++) {
    const code = t.charCodeAt(j);
    let entry = table[code] as number;
    if (entry === 0) entry = unitEntry(code);
    const kind = entry >>> 16;
    if (kind === KNOWN_WORD) {
      if (start === -1) {
        start = j;
        h = FNV_OFFSET;
      }
      h = Math.imul(h ^ (entry & 0xffff), FNV_PRIME);
    } else if (kind === KNOWN_NOT_WORD) {
      if (start !== -1) {
        k = pushWord(k, h, start, j);
        start = -1;
      }
    } else return -1;
  }
  return start === -1 ? k : pushWord(k, h, start, n);
}

const isWordCodePoint = (cp: number): boolean => WORD_CHAR.test(String.fromCodePoint(cp));

/** wordsOf for a text already lowercased whole: surrogate pairs are read as one code point. */
function wordsOfLowercased(t: string): number {
  const n = t.length;
  let k = 0;
  let start = -1;
  let h = 0;
  for (let j = 0; j <= n; j++) {
    let word = false;
    let width = 1;
    if (j < n) {
      const cp = t.codePointAt(j) as number;
      width = cp > 0xffff ? 2 : 1;
      word = isWordCodePoint(cp);
    }
    if (word) {
      if (start === -1) {
        start = j;
        h = FNV_OFFSET;
      }
      h = Math.imul(h ^ t.charCodeAt(j), FNV_PRIME);
      if (width === 2) h = Math.imul(h ^ t.charCodeAt(j + 1), FNV_PRIME);
      j += width - 1;
    } else if (start !== -1) {
      k = pushWord(k, h, start, j);
      start = -1;
    }
  }
  return k;
}

/** The lowercase of unit `code` as wordsOf read it (through the table), or the unit itself in a lowercased text. */
const lowerUnit = (code: number, viaTable: boolean): number =>
  viaTable ? (units[code] as number) & 0xffff : code;

/** Are words a and b of `t` (scratch indices) the same word? */
function sameWords(t: string, a: number, b: number, viaTable: boolean): boolean {
  const len = wordLength[a] as number;
  if (wordHash[a] !== wordHash[b] || wordLength[b] !== len) return false;
  const sa = wordStart[a] as number;
  const sb = wordStart[b] as number;
  for (let c = 0; c < len; c++) {
    const x = t.charCodeAt(sa + c);
    const y = t.charCodeAt(sb + c);
    if (x !== y && lowerUnit(x, viaTable) !== lowerUnit(y, viaTable)) return false;
  }
  return true;
}

// A hash table of the words of one text, cleared by moving to a new stamp: a slot belongs to the current text when
// its stamp is the current one; it then holds the text's first occurrence of a word and that word's count so far.
// It grows (rarely: a text of more than 2,048 words) to stay at most half full.
let slotStamp = new Int32Array(4096);
let slotWord = new Int32Array(4096);
let slotCount = new Int32Array(4096);
let currentStamp = 0;

/** Pairs of equal words among the k words read (so that the squared norm of the counts is k + 2 * pairs). */
function equalPairs(t: string, k: number, viaTable: boolean): number {
  if (2 * k > slotStamp.length) {
    let size = slotStamp.length;
    while (size < 2 * k) size *= 2;
    slotStamp = new Int32Array(size);
    slotWord = new Int32Array(size);
    slotCount = new Int32Array(size);
    currentStamp = 0;
  }
  if (currentStamp === 0x7fffffff) {
    slotStamp.fill(0);
    currentStamp = 0;
  }
  const stamp = ++currentStamp;
  const stamps = slotStamp;
  const firsts = slotWord;
  const counts = slotCount;
  // At most half full, and no larger than that: a short text's words stay within a few cache lines.
  let mask = 15;
  while (mask < 2 * k) mask = mask * 2 + 1;
  let pairs = 0;
  for (let a = 0; a < k; a++) {
    for (let s = (wordHash[a] as number) & mask; ; s = (s + 1) & mask) {
      if (stamps[s] !== stamp) {
        stamps[s] = stamp;
        firsts[s] = a;
        counts[s] = 1;
        break;
      }
      if (sameWords(t, a, firsts[s] as number, viaTable)) {
        const count = counts[s] as number;
        pairs += count;
        counts[s] = count + 1;
        break;
      }
    }
  }
  return pairs;
}

/** The query's distinct words, their counts and hashes, in an open-addressing table keyed by hash. */
interface QueryWords {
  words: string[];
  counts: Int32Array;
  hashes: Int32Array;
  slots: Int32Array; // word index + 1, 0 empty
  mask: number;
  norm: number;
}

function queryWords(query: string): QueryWords {
  const countOf = wordCounts(query);
  const words = [...countOf.keys()];
  const counts = Int32Array.from(words, (w) => countOf.get(w) as number);
  const hashes = Int32Array.from(words, (w) => {
    let h = FNV_OFFSET;
    for (let c = 0; c < w.length; c++) h = Math.imul(h ^ w.charCodeAt(c), FNV_PRIME);
    return h;
  });
  let size = 8;
  while (size < words.length * 4) size *= 2;
  const slots = new Int32Array(size);
  const mask = size - 1;
  hashes.forEach((h, q) => {
    let s = h & mask;
    while (slots[s] !== 0) s = (s + 1) & mask;
    slots[s] = q + 1;
  });
  let norm2 = 0;
  for (const c of counts) norm2 += c * c;
  return { words, counts, hashes, slots, mask, norm: Math.sqrt(norm2) };
}

/** Sum, over the k words read from `t`, of the query's count of that word (the dot product of the count vectors). */
function dotWithQuery(t: string, k: number, viaTable: boolean, q: QueryWords): number {
  const { slots, mask, hashes, words, counts } = q;
  let dot = 0;
  for (let a = 0; a < k; a++) {
    const h = wordHash[a] as number;
    for (
      let s = h & mask, entry = slots[s] as number;
      entry !== 0;
      s = (s + 1) & mask, entry = slots[s] as number
    ) {
      const qi = entry - 1;
      const w = words[qi] as string;
      if (hashes[qi] !== h || w.length !== wordLength[a]) continue;
      const start = wordStart[a] as number;
      let same = true;
      for (let c = 0; c < w.length && same; c++)
        same = lowerUnit(t.charCodeAt(start + c), viaTable) === w.charCodeAt(c);
      if (same) {
        dot += counts[qi] as number;
        break;
      }
    }
  }
  return dot;
}

/** Relevance (cosine of word counts) of every text to the query; 0 for a text or a query without words. */
export function relevances(query: string, texts: readonly string[]): Float64Array {
  const q = queryWords(query);
  const out = new Float64Array(texts.length);
  if (q.words.length === 0) return out;
  for (let i = 0; i < texts.length; i++) {
    let t = texts[i] as string;
    let viaTable = true;
    let k = wordsOf(t);
    if (k === -1) {
      t = t.toLowerCase();
      viaTable = false;
      k = wordsOfLowercased(t);
    }
    const dot = k === 0 ? 0 : dotWithQuery(t, k, viaTable, q);
    // The text's norm is only needed when it shares a word with the query.
    if (dot !== 0) out[i] = dot / (q.norm * Math.sqrt(k + 2 * equalPairs(t, k, viaTable)));
  }
  return out;
}
