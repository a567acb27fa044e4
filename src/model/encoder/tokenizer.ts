/**
 * The Universal Sentence Encoder lite's tokenizer: SentencePiece pieces chosen by a best-score path over a trie of
 * the model's 8,000-piece vocabulary (`vocab.json`: `[piece, score]`, the first six reserved).
 *
 * A port of TensorFlow.js models' `universal-sentence-encoder/src/tokenizer` (Apache-2.0, Google LLC), as shipped
 * by `@energetic-ai/embeddings`; kept step for step (including how it walks back by the piece's UTF-16 length) so
 * that the ids, hence the vectors, are those of the reference implementation. One addition, said where it is:
 * runs of white space are one space, so a memory written on several lines reads as one sentence.
 */

export type Vocabulary = readonly (readonly [string, number])[];

const SEPARATOR = '\u2581';
const RESERVED_SYMBOLS = 6;

/** A piece the trie holds: its symbols (code points), score and id. */
type Piece = readonly [symbols: readonly string[], score: number, id: number];

class TrieNode {
  children = new Map<string, TrieNode>();
  end = false;
  word: Piece;
  constructor(symbols: readonly string[]) {
    this.word = [symbols, 0, 0];
  }
}

class Trie {
  private root = new TrieNode([]);

  insert(word: string, score: number, id: number): void {
    let node = this.root;
    const symbols = [...word];
    symbols.forEach((symbol, i) => {
      let next = node.children.get(symbol);
      if (!next) {
        next = new TrieNode([...node.word[0], symbol]);
        node.children.set(symbol, next);
      }
      node = next;
      if (i === symbols.length - 1) {
        node.end = true;
        node.word = [node.word[0], score, id];
      }
    });
  }

  /** Every piece that starts `symbols` (from its first symbol on); the first symbol alone, as id 0, when none. */
  commonPrefixSearch(symbols: readonly string[], from: number): Piece[] {
    const out: Piece[] = [];
    let node = this.root.children.get(symbols[from] as string);
    for (let i = from; i < symbols.length && node; i++) {
      if (node.end) out.push(node.word);
      node = node.children.get(symbols[i + 1] as string);
    }
    if (out.length === 0) out.push([[symbols[from] as string], 0, 0]);
    return out;
  }
}

/** NFKC, then (the lab's addition) white space collapsed, then the SentencePiece separator before each word. */
export function normalise(text: string): string {
  const normalised = text.normalize('NFKC').replace(/\s+/g, ' ').trim();
  return normalised.length > 0 ? SEPARATOR + normalised.replace(/ /g, SEPARATOR) : normalised;
}

export class Tokenizer {
  private trie = new Trie();

  constructor(private readonly vocabulary: Vocabulary) {
    for (let i = RESERVED_SYMBOLS; i < vocabulary.length; i++) {
      const [piece, score] = vocabulary[i] as readonly [string, number];
      this.trie.insert(piece, score, i);
    }
  }

  /** The ids of `text`'s pieces, consecutive unknown pieces (id 0) merged into one. */
  encode(text: string): number[] {
    const symbols = [...normalise(text)];
    const n = symbols.length;
    // nodes[end]: the pieces that end at `end`, by ascending start (one piece per start: a trie path is unique).
    const nodes: Piece[][] = Array.from({ length: n + 1 }, () => []);
    const words = new Array<number>(n + 1).fill(0);
    const best = new Array<number>(n + 1).fill(0);
    for (let i = 0; i < n; i++) {
      for (const piece of this.trie.commonPrefixSearch(symbols, i)) {
        (nodes[i + piece[0].length] as Piece[]).push(piece);
      }
    }
    for (let end = 0; end <= n; end++) {
      for (const piece of nodes[end] as Piece[]) {
        const score = piece[1] + (best[end - piece[0].length] as number);
        if (best[end] === 0 || score >= (best[end] as number)) {
          best[end] = score;
          words[end] = piece[2];
        }
      }
    }
    const ids: number[] = [];
    for (let at = words.length - 1; at > 0;) {
      const id = words[at] as number;
      ids.push(id);
      at -= (this.vocabulary[id] as readonly [string, number])[0].length;
    }
    const merged: number[] = [];
    let previousUnknown = false;
    for (const id of ids) {
      if (!(previousUnknown && id === 0)) merged.push(id);
      previousUnknown = id === 0;
    }
    return merged.reverse();
  }
}
