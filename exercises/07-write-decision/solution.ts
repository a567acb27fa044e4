// Exercise 7, reference solution: the write path's decision.

export type WriteEvent = 'ADD' | 'UPDATE' | 'DELETE' | 'NOOP';

/** A memory already stored. */
export interface StoredFact {
  id: string;
  key: string;
  value: string;
  /** When it was last written: of two memories with the same key, the larger is the newer. */
  updatedAt: number;
}

/** A fact just extracted from the conversation. */
export interface CandidateFact {
  key: string;
  value: string;
  /** set: the value now; add: one more value beside the others; remove: no longer true. */
  mode: 'set' | 'add' | 'remove';
  /** For a correction: the wrong value it replaces. */
  corrects?: string;
}

export interface WriteDecision {
  event: WriteEvent;
  /** The memory updated, deleted or already holding the fact; null for ADD and for a NOOP on nothing. */
  target: string | null;
}

/** Lower case, spaces collapsed, surrounding spaces and final punctuation dropped. */
function norm(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.!?;,]+$/, '')
    .trim();
}

/** The newest of a list: the largest updatedAt, the later one in the list on a tie. */
function newest(list: readonly StoredFact[]): StoredFact | undefined {
  let best: StoredFact | undefined;
  for (const m of list) if (best === undefined || m.updatedAt >= best.updatedAt) best = m;
  return best;
}

export function decide(existing: readonly StoredFact[], candidate: CandidateFact): WriteDecision {
  const sameKey = existing.filter((m) => norm(m.key) === norm(candidate.key));
  const value = norm(candidate.value);
  if (candidate.mode === 'remove') {
    const target = value === '' ? newest(sameKey) : sameKey.find((m) => norm(m.value) === value);
    return target ? { event: 'DELETE', target: target.id } : { event: 'NOOP', target: null };
  }
  const holding = sameKey.find((m) => norm(m.value) === value);
  if (holding) return { event: 'NOOP', target: holding.id };
  if (candidate.mode === 'add') return { event: 'ADD', target: null };
  const wrong =
    candidate.corrects === undefined
      ? undefined
      : sameKey.find((m) => norm(m.value) === norm(candidate.corrects as string));
  const target = wrong ?? newest(sameKey);
  return target ? { event: 'UPDATE', target: target.id } : { event: 'ADD', target: null };
}
