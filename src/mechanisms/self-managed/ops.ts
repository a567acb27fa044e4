/** The self-managed scene's configuration and operations, with their validation (never throws). */
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
import { WRITE_DESIGNS, type WriteDesign } from '../../engine/selfManaged/writePath';
import type { ToolCall } from '../../engine/selfManaged/tools';
import { answersField, type AnswersMode } from '../../engine/scene/take';

export interface SelfManagedConfig {
  /** How the write path's history is kept. */
  design: WriteDesign;
  /** Characters of the `human` block. */
  blockLimit: number;
  /** The context limit (tokens) the memory-pressure warning is measured against. */
  contextLimit: number;
  /** Messages kept in the window. */
  window: number;
  /** Who calls the tools on a user turn: the scripted agent (absent) or the learner's model, through a take. */
  answers?: AnswersMode;
  /** The language the conversation and the agent's blocks are written in (a link without it: English). */
  language: 'en' | 'fr';
}

export type Op =
  /** A user turn: the scripted agent (or, in "your model" mode, the model) calls its tools. */
  | { op: 'say'; text: string }
  /** A user turn a model answers (a take): no scripted agent runs. */
  | { op: 'user'; text: string }
  /** An assistant turn as a model gave it (a take), with the calls it made: they run, invalid ones as errors. */
  | { op: 'reply'; text: string; calls: ToolCall[] };

export const LIMITS = {
  blockLimit: { min: 20, max: 20_000 },
  contextLimit: { min: 50, max: 1_000_000 },
  window: { min: 1, max: 1000 },
  text: 2000,
  calls: 20,
  ops: 2000,
} as const;

const text = (field: string, v: unknown): string => boundedText(field, v, LIMITS.text);

function language(v: unknown): 'en' | 'fr' {
  if (v !== 'en' && v !== 'fr') fail('language', 'must be en or fr');
  return v;
}

export function validateConfig(raw: unknown): Checked<SelfManagedConfig> {
  return checkedConfig(raw, (r) => {
    return {
      ...answersField(r.answers),
      design: oneOf('design', r.design, WRITE_DESIGNS),
      blockLimit: wholeNumber('blockLimit', r.blockLimit, LIMITS.blockLimit.min, LIMITS.blockLimit.max),
      contextLimit: wholeNumber(
        'contextLimit',
        r.contextLimit,
        LIMITS.contextLimit.min,
        LIMITS.contextLimit.max,
      ),
      window: wholeNumber('window', r.window, LIMITS.window.min, LIMITS.window.max),
      language: r.language === undefined ? 'en' : language(r.language),
    };
  });
}

export function validateOp(raw: unknown, at: number): Checked<Op> {
  return checkedOp(raw, at, (r, f): Op => {
    if (r.op === 'say' || r.op === 'user') {
      const t = text(f('text'), r.text);
      if (t.trim() === '') fail(f('text'), 'must not be empty');
      return { op: r.op, text: t };
    }
    if (r.op === 'reply') {
      const calls = r.calls ?? [];
      if (!Array.isArray(calls) || calls.length > LIMITS.calls)
        fail(f('calls'), `must be a list of at most ${LIMITS.calls} calls`);
      return {
        op: 'reply',
        text: text(f('text'), r.text),
        calls: (calls as unknown[]).map((c, i) => {
          if (!isRecord(c) || typeof c.name !== 'string')
            fail(f(`calls[${i}]`), 'must be { name, arguments }');
          const args = (c as Record<string, unknown>).arguments;
          if (JSON.stringify(args ?? null).length > LIMITS.text)
            fail(f(`calls[${i}].arguments`), `must be at most ${LIMITS.text} characters as JSON`);
          return { name: c.name as string, arguments: args ?? {} };
        }),
      };
    }
    return fail(f('op'), 'must be say, user or reply');
  });
}
