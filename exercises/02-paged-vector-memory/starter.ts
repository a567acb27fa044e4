// Exercise 2: importance + recency eviction on a vector memory. Read the statement, then replace the TODOs.
import { BowEmbedder } from 'agent-memory-lab';

export interface LessonEntry {
  spec: string;
  lesson: string;
  /** Seconds. */
  ts: number;
  vector: number[];
}

export class PagedVectorMemory {
  readonly entries: LessonEntry[] = [];

  constructor(
    readonly embedder: BowEmbedder,
    readonly maxEntries = 50,
    readonly clock: () => number = () => Date.now() / 1000,
  ) {
    // TODO: maxEntries must be an integer >= 1 (RangeError naming maxEntries).
  }

  /** Stores a lesson, evicts the lowest-scoring entry when over maxEntries; returns the evicted entry or null. */
  add(spec: string, lesson: string, ts?: number): LessonEntry | null {
    // TODO: store { spec, lesson, ts, vector: this.embedder.embed(spec) }, then evict if needed.
    void spec;
    void lesson;
    void ts;
    return null;
  }

  /** 0.5 × 1 / (1 + age) + 0.5 × lesson length / longest lesson length. */
  score(entry: LessonEntry, longestLessonLength: number, now: number): number {
    // TODO: combine recency and importance.
    void entry;
    void longestLessonLength;
    void now;
    return 0;
  }

  /** At most k entries, most similar to the query first. */
  retrieve(query: string, k = 3): LessonEntry[] {
    // TODO: rank the entries by cosine similarity between embed(query) and their vector.
    void query;
    void k;
    return [];
  }
}
