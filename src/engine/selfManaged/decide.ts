/**
 * The write path's decision (mem0's update step): a candidate fact against the closest stored memories, one of ADD,
 * UPDATE, DELETE or NOOP, with the memory it targets. `decide` is the lab's reference (exercise 7 asks for it);
 * `naiveDecide` is the rule the presets break: "same key, overwrite; else add".
 */
import { normalize, type CandidateFact } from './facts';

export type WriteEvent = 'ADD' | 'UPDATE' | 'DELETE' | 'NOOP';

export const WRITE_EVENTS: readonly WriteEvent[] = ['ADD', 'UPDATE', 'DELETE', 'NOOP'];

/**
 * Why a decision was taken, as data: the views say it in the reader's language (`reason` is the same in English, for
 * scripts and logs).
 */
export type DecisionWhy =
  | { kind: 'already-stored'; key: string; value: string }
  | { kind: 'no-longer-true'; key: string; value: string }
  | { kind: 'nothing-to-forget' }
  | { kind: 'one-more-value'; key: string }
  | { kind: 'corrects'; value: string }
  | { kind: 'changed'; key: string; value: string }
  | { kind: 'nothing-stored'; key: string }
  | { kind: 'naive-same-key'; key: string }
  | { kind: 'naive-new-key'; key: string };

/** A stored memory as the decision sees it. */
export interface StoredFact {
  id: string;
  key: string;
  value: string;
  /** When it was last written (the store's clock); the newest of two same-key memories is the one a `set` updates. */
  updatedAt: number;
}

export interface WriteDecision {
  event: WriteEvent;
  /** The memory changed (UPDATE, DELETE) or already holding the fact (NOOP); null for ADD and for a NOOP on nothing. */
  target: string | null;
  /** Why, in one English sentence (scripts and logs). */
  reason: string;
  /** Why, as data the views translate (absent from a decision written elsewhere, e.g. a learner's). */
  why?: DecisionWhy;
}

const same = (a: string, b: string): boolean => normalize(a) === normalize(b);

/** The newest memory of a list (largest updatedAt; the later one on a tie). */
function newest(list: readonly StoredFact[]): StoredFact | undefined {
  let best: StoredFact | undefined;
  for (const m of list) if (best === undefined || m.updatedAt >= best.updatedAt) best = m;
  return best;
}

/**
 * The reference decision:
 * - the same key and value already stored: NOOP on it (a restatement costs no write);
 * - `remove`: DELETE the same-key memory holding that value (or the newest same-key one when no value is named);
 *   NOOP when nothing matches (nothing to forget);
 * - `add`: ADD (one more value beside the others: two favourites are two memories);
 * - `set` with `corrects`: UPDATE the same-key memory holding the wrong value, else the newest same-key one;
 * - `set`: UPDATE the newest same-key memory, or ADD when there is none.
 */
export function decide(existing: readonly StoredFact[], candidate: CandidateFact): WriteDecision {
  const key = normalize(candidate.key);
  const sameKey = existing.filter((m) => normalize(m.key) === key);
  const holding = sameKey.find((m) => candidate.mode !== 'remove' && same(m.value, candidate.value));
  if (holding)
    return {
      event: 'NOOP',
      target: holding.id,
      reason: `"${holding.key}: ${holding.value}" is already stored`,
      why: { kind: 'already-stored', key: holding.key, value: holding.value },
    };
  if (candidate.mode === 'remove') {
    const target = candidate.value ? sameKey.find((m) => same(m.value, candidate.value)) : newest(sameKey);
    return target
      ? {
          event: 'DELETE',
          target: target.id,
          reason: `"${target.key}: ${target.value}" is no longer true`,
          why: { kind: 'no-longer-true', key: target.key, value: target.value },
        }
      : {
          event: 'NOOP',
          target: null,
          reason: 'nothing stored matches what is no longer true',
          why: { kind: 'nothing-to-forget' },
        };
  }
  if (candidate.mode === 'add')
    return {
      event: 'ADD',
      target: null,
      reason: `one more value for "${key}", beside the others`,
      why: { kind: 'one-more-value', key },
    };
  const wrong =
    candidate.corrects !== undefined
      ? sameKey.find((m) => same(m.value, candidate.corrects as string))
      : undefined;
  const target = wrong ?? newest(sameKey);
  if (target)
    return {
      event: 'UPDATE',
      target: target.id,
      reason: wrong
        ? `corrects the wrong value "${wrong.value}"`
        : `"${target.key}" changed from "${target.value}"`,
      why: wrong
        ? { kind: 'corrects', value: wrong.value }
        : { kind: 'changed', key: target.key, value: target.value },
    };
  return {
    event: 'ADD',
    target: null,
    reason: `nothing stored about "${key}" yet`,
    why: { kind: 'nothing-stored', key },
  };
}

/** The naive rule: a memory with the same key is overwritten, anything else is added. No NOOP, no DELETE. */
export function naiveDecide(existing: readonly StoredFact[], candidate: CandidateFact): WriteDecision {
  const key = normalize(candidate.key);
  const target = newest(existing.filter((m) => normalize(m.key) === key));
  return target
    ? {
        event: 'UPDATE',
        target: target.id,
        reason: `same key "${key}": overwritten`,
        why: { kind: 'naive-same-key', key },
      }
    : { event: 'ADD', target: null, reason: `new key "${key}"`, why: { kind: 'naive-new-key', key } };
}
