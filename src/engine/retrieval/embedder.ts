/**
 * Bag-of-words embedder over a growing vocabulary (the NB-14 BoWEmbedder used by exercise 2).
 * Text is lowercased and split on anything that is not a letter or a digit (Unicode-aware).
 * A vector has one count per vocabulary word known after embedding it, so older vectors are
 * shorter: cosine() pads the shorter one with zeros.
 */
export class BowEmbedder {
  private vocab = new Map<string, number>();

  /** Words of a text: lowercase runs of letters/digits. */
  static tokenize(text: string): string[] {
    if (typeof text !== 'string') throw new TypeError('text must be a string');
    return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  }

  embed(text: string): number[] {
    const words = BowEmbedder.tokenize(text);
    for (const w of words) {
      if (!this.vocab.has(w)) this.vocab.set(w, this.vocab.size);
    }
    const v = new Array<number>(this.vocab.size).fill(0);
    for (const w of words) {
      const i = this.vocab.get(w) as number;
      v[i] = (v[i] as number) + 1;
    }
    return v;
  }

  get vocabularySize(): number {
    return this.vocab.size;
  }

  /** The vocabulary, in index order. */
  get vocabulary(): string[] {
    return [...this.vocab.keys()];
  }

  cosine(a: readonly number[], b: readonly number[]): number {
    return cosine(a, b);
  }
}

/** Cosine similarity; different lengths are padded with zeros; a zero vector gives 0 (never NaN). */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = Math.max(a.length, b.length);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < n; i++) {
    const x = i < a.length ? (a[i] as number) : 0;
    const y = i < b.length ? (b[i] as number) : 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  if (na === 0 || nb === 0) return 0;
  const r = dot / (Math.sqrt(na) * Math.sqrt(nb));
  return Number.isFinite(r) ? r : 0;
}
