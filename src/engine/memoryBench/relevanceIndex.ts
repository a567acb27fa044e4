/**
 * Top-K past turns by the lab's bag-of-words relevance, for a search at every turn of a long conversation.
 * `relevances` (retrieval/relevance.ts) reads every text for every query: a search per turn over all past turns
 * would read the conversation quadratically. This index keeps each turn's word counts once (the same words as
 * BowEmbedder.tokenize, lowercase runs of letters and digits) in posting lists, and for a query adds up the dot
 * products over the lists of the query's words only; the score is the same cosine of word counts, computed with the
 * same operations (dot / (|q| · sqrt(Σ c²))), so equal to `relevances` (test/engine/memoryBench/relevanceIndex.test.ts).
 * A query still visits every past turn holding one of its words, so frequent words cost a pass over the turns that
 * hold them.
 */
import { wordCounts } from '../retrieval/bow';

export interface Scored {
  index: number;
  score: number;
}

export class RelevanceIndex {
  private readonly vocab = new Map<string, number>();
  private postDocs: Int32Array[] = [];
  private postCounts: Int32Array[] = [];
  private postLength: number[] = [];
  private norm2: Float64Array = new Float64Array(64);
  private size = 0;
  /** Each text's words (vocabulary ids) and counts, flat: text i holds docWords[docStart[i] .. docStart[i + 1]). */
  private docWords: Int32Array = new Int32Array(256);
  private docCounts: Int32Array = new Int32Array(256);
  private docStart: Int32Array = new Int32Array(65);
  private used = 0;
  /** Recent queries' best lists, extended as the limit grows (exact: a text is scored once per query). */
  private readonly cache = new Map<
    string,
    { k: number; limit: number; q: Map<number, number>; qNorm: number; best: Scored[] }
  >();
  private acc: Float64Array = new Float64Array(64);
  private touched: Int32Array = new Int32Array(64);

  /** Adds the next text (its index is the number of texts added before it). */
  add(text: string): number {
    const index = this.size++;
    if (index >= this.norm2.length) {
      const grow = (a: Float64Array) => {
        const b = new Float64Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.norm2 = grow(this.norm2);
      this.acc = grow(this.acc);
      const t = new Int32Array(this.touched.length * 2);
      t.set(this.touched);
      this.touched = t;
    }
    let n2 = 0;
    const counts0 = wordCounts(text);
    if (this.used + counts0.size > this.docWords.length) {
      let size = this.docWords.length;
      while (size < this.used + counts0.size) size *= 2;
      const w = new Int32Array(size);
      w.set(this.docWords);
      const c = new Int32Array(size);
      c.set(this.docCounts);
      this.docWords = w;
      this.docCounts = c;
    }
    if (index + 2 > this.docStart.length) {
      const d = new Int32Array(this.docStart.length * 2);
      d.set(this.docStart);
      this.docStart = d;
    }
    for (const [w, c] of counts0) {
      n2 += c * c;
      let id = this.vocab.get(w);
      if (id === undefined) {
        id = this.vocab.size;
        this.vocab.set(w, id);
        this.postDocs.push(new Int32Array(4));
        this.postCounts.push(new Int32Array(4));
        this.postLength.push(0);
      }
      const len = this.postLength[id] as number;
      let docs = this.postDocs[id] as Int32Array;
      let counts = this.postCounts[id] as Int32Array;
      if (len === docs.length) {
        const d = new Int32Array(len * 2);
        d.set(docs);
        const k = new Int32Array(len * 2);
        k.set(counts);
        this.postDocs[id] = docs = d;
        this.postCounts[id] = counts = k;
      }
      docs[len] = index;
      counts[len] = c;
      this.postLength[id] = len + 1;
      this.docWords[this.used] = id;
      this.docCounts[this.used] = c;
      this.used++;
    }
    this.docStart[index + 1] = this.used;
    this.norm2[index] = n2;
    return index;
  }

  /** The query's words as vocabulary ids (words no text has are left out: they add nothing to a dot product). */
  private prepare(query: string): { q: Map<number, number>; qNorm: number } {
    const q = new Map<number, number>();
    let qn2 = 0;
    for (const [w, c] of wordCounts(query)) {
      qn2 += c * c;
      const id = this.vocab.get(w);
      if (id !== undefined) q.set(id, c);
    }
    return { q, qNorm: Math.sqrt(qn2) };
  }

  /** Text d's relevance to a prepared query (0 when they share no word). */
  private scoreOf(d: number, q: Map<number, number>, qNorm: number): number {
    let dot = 0;
    const end = this.docStart[d + 1] as number;
    for (let j = this.docStart[d] as number; j < end; j++) {
      const qc = q.get(this.docWords[j] as number);
      if (qc !== undefined) dot += qc * (this.docCounts[j] as number);
    }
    return dot === 0 ? 0 : dot / (qNorm * Math.sqrt(this.norm2[d] as number));
  }

  /**
   * top(query, k, limit), remembering the answer per query text: asked again with a larger limit, only the texts
   * added to the range since are scored. Same result as top(); faster when queries come back (or the limit moves by
   * one text at a time, as a window does).
   */
  topCached(query: string, k: number, limit: number = this.size): Scored[] {
    const hit = this.cache.get(query);
    if (!hit || hit.k !== k || hit.limit > limit) {
      const best = this.top(query, k, limit);
      const { q, qNorm } = this.prepare(query);
      if (this.cache.size >= 512) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(query, { k, limit: Math.max(0, Math.min(limit, this.size)), q, qNorm, best });
      return best.slice();
    }
    // Words of the query that no text had when it was prepared may have appeared since: prepare again then.
    const fresh = this.prepare(query);
    if (fresh.q.size !== hit.q.size) {
      hit.q = fresh.q;
      hit.qNorm = fresh.qNorm;
    }
    const end = Math.min(limit, this.size);
    for (let d = hit.limit; d < end; d++) {
      const score = this.scoreOf(d, hit.q, hit.qNorm);
      if (score > 0) insertBest(hit.best, { index: d, score }, k);
    }
    hit.limit = end;
    this.cache.delete(query); // most recently used last
    this.cache.set(query, hit);
    return hit.best.slice();
  }

  get length(): number {
    return this.size;
  }

  /**
   * The `k` texts of index < `limit` most relevant to `query` (relevance > 0), best first; equal scores: the later
   * text first (the more recent turn).
   */
  top(query: string, k: number, limit: number = this.size): Scored[] {
    if (k <= 0 || limit <= 0) return [];
    const q = wordCounts(query);
    let qn2 = 0;
    for (const c of q.values()) qn2 += c * c;
    if (qn2 === 0) return [];
    const qNorm = Math.sqrt(qn2);
    const acc = this.acc;
    const touched = this.touched;
    let nt = 0;
    for (const [w, qc] of q) {
      const id = this.vocab.get(w);
      if (id === undefined) continue;
      const docs = this.postDocs[id] as Int32Array;
      const counts = this.postCounts[id] as Int32Array;
      const len = this.postLength[id] as number;
      for (let j = 0; j < len; j++) {
        const d = docs[j] as number;
        if (d >= limit) break; // postings are in index order
        if (acc[d] === 0) touched[nt++] = d;
        acc[d] = (acc[d] as number) + qc * (counts[j] as number);
      }
    }
    // Keep the best k in a small sorted list (k is small; the list stays short).
    const best: Scored[] = [];
    for (let i = 0; i < nt; i++) {
      const d = touched[i] as number;
      const dot = acc[d] as number;
      acc[d] = 0;
      insertBest(best, { index: d, score: dot / (qNorm * Math.sqrt(this.norm2[d] as number)) }, k);
    }
    return best;
  }
}

/** Inserts `s` into `best` (sorted best first; equal scores: the later index first), keeping at most k. */
function insertBest(best: Scored[], s: Scored, k: number): void {
  if (best.length === k) {
    const last = best[k - 1] as Scored;
    if (s.score < last.score || (s.score === last.score && s.index < last.index)) return;
  }
  let at = best.length;
  while (at > 0) {
    const prev = best[at - 1] as Scored;
    if (prev.score > s.score || (prev.score === s.score && prev.index > s.index)) break;
    at--;
  }
  best.splice(at, 0, s);
  if (best.length > k) best.pop();
}
