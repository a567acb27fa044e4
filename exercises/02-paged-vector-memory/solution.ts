// Exercise 2, reference solution.
import { BowEmbedder } from 'agent-memory-lab';

export interface LessonEntry {
  spec: string;
  lesson: string;
  /** Seconds. */
  ts: number;
  vector: number[];
}

function requireCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`${name} must be an integer >= 1 (got ${String(value)})`);
  }
}

export class PagedVectorMemory {
  readonly entries: LessonEntry[] = [];

  constructor(
    readonly embedder: BowEmbedder,
    readonly maxEntries = 50,
    readonly clock: () => number = () => Date.now() / 1000,
  ) {
    requireCount('maxEntries', maxEntries);
  }

  add(spec: string, lesson: string, ts?: number): LessonEntry | null {
    const entry: LessonEntry = { spec, lesson, ts: ts ?? this.clock(), vector: this.embedder.embed(spec) };
    this.entries.push(entry);
    if (this.entries.length <= this.maxEntries) return null;
    const now = this.clock();
    const longest = Math.max(...this.entries.map((e) => e.lesson.length));
    let victim = 0;
    let victimScore = Infinity;
    this.entries.forEach((e, i) => {
      const s = this.score(e, longest, now);
      const current = this.entries[victim] as LessonEntry;
      // Strictly lower score wins; on a tie the older timestamp (insertion order breaks the rest).
      if (s < victimScore || (s === victimScore && e.ts < current.ts)) {
        victim = i;
        victimScore = s;
      }
    });
    return this.entries.splice(victim, 1)[0] ?? null;
  }

  score(entry: LessonEntry, longestLessonLength: number, now: number): number {
    const age = Math.max(0, now - entry.ts);
    const importance = longestLessonLength > 0 ? entry.lesson.length / longestLessonLength : 0;
    return 0.5 * (1 / (1 + age)) + 0.5 * importance;
  }

  retrieve(query: string, k = 3): LessonEntry[] {
    requireCount('k', k);
    const q = this.embedder.embed(query);
    return this.entries
      .map((entry, i) => ({ entry, i, sim: this.embedder.cosine(q, entry.vector) }))
      .sort((a, b) => b.sim - a.sim || a.i - b.i)
      .slice(0, k)
      .map((x) => x.entry);
  }
}
