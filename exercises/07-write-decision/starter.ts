// Exercise 7: the write path's decision. Read the statement, then replace the TODOs.

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

export function decide(existing: readonly StoredFact[], candidate: CandidateFact): WriteDecision {
  // TODO: compare keys and values without case, extra spaces or final punctuation.
  // TODO: a restatement is a NOOP; a removal deletes what it names; an addition adds; a change updates.
  void existing;
  void candidate;
  return { event: 'NOOP', target: 'TODO' };
}
