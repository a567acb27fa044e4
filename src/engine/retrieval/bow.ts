/**
 * Sparse bag-of-words helpers that give the same cosine as `BowEmbedder` + `cosine` (same tokenizer, same counts),
 * without building dense vectors over a shared vocabulary: what scoring 100,000 memories needs.
 */
import { BowEmbedder } from './embedder';

export type WordCounts = Map<string, number>;

export function wordCounts(text: string): WordCounts {
  const counts: WordCounts = new Map();
  for (const w of BowEmbedder.tokenize(text)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

function norm2(c: WordCounts): number {
  let s = 0;
  for (const v of c.values()) s += v * v;
  return s;
}

/** Cosine of two texts' word-count vectors; 0 when either has no word. */
export function countsCosine(a: WordCounts, b: WordCounts): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [w, v] of small) {
    const u = large.get(w);
    if (u !== undefined) dot += v * u;
  }
  if (dot === 0) return 0;
  const r = dot / Math.sqrt(norm2(a) * norm2(b));
  return Number.isFinite(r) ? r : 0;
}

/** Cosine of the bag-of-words vectors of two texts (equals BowEmbedder's, up to rounding). */
export function textCosine(a: string, b: string): number {
  return countsCosine(wordCounts(a), wordCounts(b));
}
