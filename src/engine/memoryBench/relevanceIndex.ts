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
    for (const [w, c] of wordCounts(text)) {
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
    }
    this.norm2[index] = n2;
    return index;
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
      const score = dot / (qNorm * Math.sqrt(this.norm2[d] as number));
      if (best.length === k) {
        const last = best[k - 1] as Scored;
        if (score < last.score || (score === last.score && d < last.index)) continue;
      }
      let at = best.length;
      while (at > 0) {
        const prev = best[at - 1] as Scored;
        if (prev.score > score || (prev.score === score && prev.index > d)) break;
        at--;
      }
      best.splice(at, 0, { index: d, score });
      if (best.length > k) best.pop();
    }
    return best;
  }
}
