/** The compaction scene's configuration and operations, with their validation (never throws). */
import {
  boundedText,
  fail,
  isRecord,
  oneOf,
  wholeNumber,
  type Checked,
  checkedConfig,
  checkedOp,
} from '../../engine/scene/checked';
import { COMPACTION_STYLES, type CompactionStyle } from '../../engine/compaction/compact';
import { answersField, type AnswersMode } from '../../engine/scene/take';

export type CompactionMode = 'compact' | 'clear';
export const COMPACTION_MODES: readonly CompactionMode[] = ['compact', 'clear'];

export interface CompactionConfig {
  /** Compaction at a threshold (a summary replaces old items), or clearing old tool results (placeholders). */
  mode: CompactionMode;
  /** How a compaction keeps what it replaces: lossy, recoverable (saved to a store first), opaque (unreadable). */
  style: CompactionStyle;
  /** The model's context limit, in tokens. */
  limit: number;
  /** T: percent of the limit past which the request is compacted or cleared. */
  threshold: number;
  /** K: items kept verbatim by a compaction; N: tool results kept whole by a clearing. */
  keep: number;
  /** M: a clearing happens only when it removes at least this many tokens. */
  clearAtLeast: number;
  /** Tokens kept free for the answer (they count against the limit). */
  reserved: number;
  /** Who writes a compaction's summary: the lab's truncation (absent) or the learner's model, through a take. */
  answers?: AnswersMode;
}

/** A fact an item plants: its id and the text that carries it (what the "What compaction dropped" list follows). */
export interface FactSeed {
  id: string;
  value: string;
}

export type ItemOp =
  /** The user writes (a task, or something to remember). */
  | { op: 'user'; text: string; fact?: FactSeed }
  /** The agent calls a tool (the call's text as sent). */
  | { op: 'call'; text: string }
  /** The tool's result, usually the largest part of an agent's context. */
  | { op: 'result'; text: string; fact?: FactSeed }
  /** The agent answers the user. */
  | { op: 'reply'; text: string };

export type Op =
  | ItemOp
  /** The agent saves a memory in chapter 2's per-user store. */
  | { op: 'remember'; owner: string; key: string; value: string }
  /** A reflection the agent writes from the conversation (chapter 3's kind of derived note). */
  | { op: 'reflect'; text: string }
  /** Chapter 2's "forget me": the owner's memories leave the store. */
  | { op: 'forget'; owner: string };

export const LIMITS = {
  limit: { min: 500, max: 1_000_000 },
  threshold: { min: 10, max: 100 },
  keep: { min: 1, max: 200 },
  clearAtLeast: { min: 0, max: 100_000 },
  reserved: { min: 0, max: 100_000 },
  text: 8000,
  word: 200,
  ops: 2000,
} as const;

const num = wholeNumber;

/** A non-empty string of at most `max` characters (the shared bound, plus: not blank). */
function text(field: string, v: unknown, max: number = LIMITS.text): string {
  const t = boundedText(field, v, max);
  if (t.trim() === '') fail(field, 'must not be empty');
  return t;
}

export function validateConfig(raw: unknown): Checked<CompactionConfig> {
  return checkedConfig(raw, (r) => {
    const c: CompactionConfig = {
      ...answersField(r.answers),
      mode: oneOf('mode', r.mode, COMPACTION_MODES),
      style: oneOf('style', r.style, COMPACTION_STYLES),
      limit: num('limit', r.limit, LIMITS.limit.min, LIMITS.limit.max),
      threshold: num('threshold', r.threshold, LIMITS.threshold.min, LIMITS.threshold.max),
      keep: num('keep', r.keep, LIMITS.keep.min, LIMITS.keep.max),
      clearAtLeast: num('clearAtLeast', r.clearAtLeast, LIMITS.clearAtLeast.min, LIMITS.clearAtLeast.max),
      reserved: num('reserved', r.reserved, LIMITS.reserved.min, LIMITS.reserved.max),
    };
    if (c.reserved >= c.limit) fail('reserved', 'must be less than the limit');
    return c;
  });
}

function factSeed(field: string, v: unknown): FactSeed | undefined {
  if (v === undefined) return undefined;
  if (!isRecord(v)) fail(field, 'must be { id, value }');
  const r = v as Record<string, unknown>;
  return { id: text(`${field}.id`, r.id, LIMITS.word), value: text(`${field}.value`, r.value, LIMITS.word) };
}

export function validateOp(raw: unknown, at: number): Checked<Op> {
  return checkedOp(raw, at, (r, f): Op => {
    switch (r.op) {
      case 'user':
      case 'result': {
        const fact = factSeed(f('fact'), r.fact);
        return { op: r.op, text: text(f('text'), r.text), ...(fact ? { fact } : {}) };
      }
      case 'call':
      case 'reply':
      case 'reflect':
        return { op: r.op, text: text(f('text'), r.text) };
      case 'remember':
        return {
          op: 'remember',
          owner: text(f('owner'), r.owner, LIMITS.word),
          key: text(f('key'), r.key, LIMITS.word),
          value: text(f('value'), r.value, LIMITS.word),
        };
      case 'forget':
        return { op: 'forget', owner: text(f('owner'), r.owner, LIMITS.word) };
      default:
        return fail(f('op'), 'must be user, call, result, reply, remember, reflect or forget');
    }
  });
}

/** Two items may not plant the same fact id (the list of facts names each once). */
export function validateScript(ops: readonly Op[]): { field: string; detail: string } | null {
  const seen = new Set<string>();
  for (let i = 0; i < ops.length; i++) {
    const o = ops[i] as Op;
    if ((o.op === 'user' || o.op === 'result') && o.fact) {
      if (seen.has(o.fact.id))
        return { field: `ops[${i}].fact.id`, detail: `"${o.fact.id}" is planted twice` };
      seen.add(o.fact.id);
    }
  }
  return null;
}
