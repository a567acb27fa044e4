/**
 * The episodic buffer (seed 002, "le tampon épisodique"): the agent's raw, timestamped experiences, each one
 * embedded with the lab's bag-of-words embedder so it can be searched by similarity. Append-only: an episode is
 * never edited; forgetting (forgetting.ts) works on copies.
 */
import { BowEmbedder, cosine } from '../retrieval/embedder';
import { readClock, type Clock } from '../core/clock';
import { assertFinite, assertInt, assertString } from '../core/validate';

export interface Episode {
  id: string;
  /** When it happened (the injected clock's milliseconds). */
  at: number;
  /** The agent's internal thought, if any. */
  thought: string;
  /** The user's request or instruction. */
  input: string;
  /** What the agent did. */
  action: string;
  /** What came of it. */
  outcome: string;
  /** External observations or feedback. */
  feedback: string;
  /** Importance on Generative Agents' 1..10 scale (default 5). */
  importance: number;
}

export interface EpisodeInput {
  thought: string;
  input: string;
  action: string;
  outcome: string;
  feedback: string;
  importance?: number;
}

export const DEFAULT_EPISODE_IMPORTANCE = 5;

export type EpisodicEvent = { type: 'episode-added'; episode: Episode };

export interface EpisodicBufferOptions {
  now: Clock;
  /** Shared with the semantic store when both must live in one vector space (default: a new one). */
  embedder?: BowEmbedder;
}

/** The text an episode is embedded from: its five fields, in order. */
export function episodeText(
  e: Pick<Episode, 'thought' | 'input' | 'action' | 'outcome' | 'feedback'>,
): string {
  return [e.thought, e.input, e.action, e.outcome, e.feedback].join(' \n');
}

export class EpisodicBuffer {
  private readonly clock: Clock;
  readonly embedder: BowEmbedder;
  private readonly items: Episode[] = [];
  private readonly vectors: number[][] = [];
  private nextId = 1;

  constructor(options: EpisodicBufferOptions) {
    if (!options || typeof options.now !== 'function')
      throw new TypeError('EpisodicBuffer needs { now: () => number }');
    this.clock = options.now;
    this.embedder = options.embedder ?? new BowEmbedder();
  }

  /** Records an episode stamped with the clock's time; returns it and the event. */
  add(input: EpisodeInput): { episode: Episode; events: EpisodicEvent[] } {
    if (!input || typeof input !== 'object')
      throw new TypeError('add expects { thought, input, action, outcome, feedback }');
    for (const k of ['thought', 'input', 'action', 'outcome', 'feedback'] as const) assertString(k, input[k]);
    const importance = input.importance ?? DEFAULT_EPISODE_IMPORTANCE;
    assertFinite('importance', importance);
    const episode: Episode = {
      id: `e${this.nextId++}`,
      at: readClock(this.clock),
      thought: input.thought,
      input: input.input,
      action: input.action,
      outcome: input.outcome,
      feedback: input.feedback,
      importance,
    };
    this.items.push(episode);
    this.vectors.push(this.embedder.embed(episodeText(episode)));
    return { episode, events: [{ type: 'episode-added', episode }] };
  }

  /** The last `n` episodes, oldest first (the seed's `episodic_buffer[-n:]`, except that 0 gives none). */
  recent(n: number): Episode[] {
    assertInt('n', n, 0);
    return n === 0 ? [] : this.items.slice(-n);
  }

  /** Every episode, oldest first (a copy of the list). */
  all(): Episode[] {
    return this.items.slice();
  }

  get size(): number {
    return this.items.length;
  }

  /** The `k` episodes closest to `query` (cosine of bag-of-words vectors), best first, ties oldest first. */
  search(query: string, k: number): { episode: Episode; similarity: number }[] {
    assertString('query', query);
    assertInt('k', k, 0);
    const q = this.embedder.embed(query);
    return this.items
      .map((episode, i) => ({ episode, similarity: cosine(q, this.vectors[i] ?? []) }))
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, k);
  }

  /** The bag-of-words vector of an episode (undefined for an unknown id). */
  vectorOf(id: string): readonly number[] | undefined {
    const i = this.items.findIndex((e) => e.id === id);
    return i === -1 ? undefined : this.vectors[i];
  }

  /** An independent copy (same clock; the embedder's vocabulary is copied by re-embedding). */
  clone(): EpisodicBuffer {
    const copy = new EpisodicBuffer({ now: this.clock });
    for (const e of this.items) {
      copy.items.push(e);
      copy.vectors.push(copy.embedder.embed(episodeText(e)));
    }
    copy.nextId = this.nextId;
    return copy;
  }
}
