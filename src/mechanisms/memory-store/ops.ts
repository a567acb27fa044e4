/**
 * The memory-store scene's script and configuration: plain data, validated whole before the engine runs anything.
 * Owners may be blank in a script on purpose (the store refuses them, and the scene shows why).
 */
import { fail, numberIn, oneOf, type Checked, checkedConfig, checkedOp } from '../../engine/scene';
import { answersField, type AnswersMode } from '../../engine/scene/take';

export const VIEWS = ['all', 'owners', 'refusal', 'copies', 'expiry', 'answer', 'poisoning'] as const;
export type View = (typeof VIEWS)[number];

export interface MemoryStoreConfig {
  /** The policy's expiry, in hours of the scene's clock (720 h = the lab's 30 days). */
  expiryHours: number;
  /** Which panels the scene shows. */
  view: View;
  /** Who answers answerWithState's question: the scene's scripted model (absent) or the user's, from the take. */
  answers?: AnswersMode;
  /**
   * Whether the store refuses instructions at write time (absent: refused, the lab's policy). `allowed` is a store
   * without that check, to show what a poisoned memory does once recalled.
   */
  instructions?: InstructionsRule;
}

export type InstructionsRule = 'refused' | 'allowed';

export const LIMITS = {
  expiryHours: { min: 1, max: 24 * 365 },
  hours: { min: 0, max: 24 * 365 },
  text: 200,
  valueChars: 2000,
  ops: 500,
} as const;

/** A JSON value (what a script can store). */
export type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

export type Op =
  | { op: 'set'; owner: string; key: string; value: Json }
  | { op: 'get'; owner: string; key: string }
  /** Reads a copy of (owner, key) and edits the copy: `field` of an object, or `[]` to push into an array. */
  | { op: 'edit'; owner: string; key: string; field: string; value: Json }
  | { op: 'delete'; owner: string; key: string }
  | { op: 'forget'; owner: string }
  | { op: 'wait'; hours: number }
  | { op: 'purge' }
  /** answerWithState for this owner: preferences read from the store, the owner's last five exchanges. */
  | { op: 'ask'; owner: string; question: string }
  /** A later conversation: the owner's memories recalled into the prompt, as instructions and quoted as data. */
  | { op: 'recall'; owner: string; question: string }
  /** The policy's write-time check on instructions, turned on or off from this step on. */
  | { op: 'check'; instructions: InstructionsRule };

export type OpName = Op['op'];

function str(field: string, v: unknown, allowBlank: boolean): string {
  if (typeof v !== 'string') fail(field, 'must be text');
  const s = v as string;
  if (s.length > LIMITS.text) fail(field, `is longer than ${LIMITS.text} characters`);
  if (!allowBlank && s.trim() === '') fail(field, 'must not be empty');
  return s;
}
/** Plain JSON data of bounded size (checked by serializing it). */
function json(field: string, v: unknown): Json {
  let text: string | undefined;
  try {
    text = JSON.stringify(v);
  } catch {
    fail(field, 'must be JSON data');
  }
  if (text === undefined) fail(field, 'must be JSON data');
  if ((text as string).length > LIMITS.valueChars)
    fail(field, `is longer than ${LIMITS.valueChars} characters as JSON`);
  return JSON.parse(text as string) as Json;
}

function rule(field: string, v: unknown): InstructionsRule {
  return v === 'refused' || v === 'allowed' ? v : fail(field, 'must be refused or allowed');
}

export function validateConfig(raw: unknown): Checked<MemoryStoreConfig> {
  return checkedConfig(raw, (r) => {
    return {
      expiryHours: numberIn('expiryHours', r.expiryHours, LIMITS.expiryHours),
      view: oneOf('view', r.view, VIEWS),
      ...(r.instructions === undefined ? {} : { instructions: rule('instructions', r.instructions) }),
      ...answersField(r.answers),
    };
  });
}

export function validateOp(raw: unknown, at: number): Checked<Op> {
  return checkedOp(raw, at, (r, f): Op => {
    switch (r.op) {
      case 'set':
        return {
          op: 'set',
          owner: str(f('owner'), r.owner, true),
          key: str(f('key'), r.key, false),
          value: json(f('value'), r.value),
        };
      case 'get':
        return { op: 'get', owner: str(f('owner'), r.owner, true), key: str(f('key'), r.key, false) };
      case 'edit':
        return {
          op: 'edit',
          owner: str(f('owner'), r.owner, false),
          key: str(f('key'), r.key, false),
          field: str(f('field'), r.field, false),
          value: json(f('value'), r.value),
        };
      case 'delete':
        return { op: 'delete', owner: str(f('owner'), r.owner, true), key: str(f('key'), r.key, false) };
      case 'forget':
        return { op: 'forget', owner: str(f('owner'), r.owner, true) };
      case 'wait':
        return { op: 'wait', hours: numberIn(f('hours'), r.hours, LIMITS.hours) };
      case 'purge':
        return { op: 'purge' };
      case 'ask':
        return {
          op: 'ask',
          owner: str(f('owner'), r.owner, true),
          question: str(f('question'), r.question, false),
        };
      case 'recall':
        return {
          op: 'recall',
          owner: str(f('owner'), r.owner, false),
          question: str(f('question'), r.question, false),
        };
      case 'check':
        return { op: 'check', instructions: rule(f('instructions'), r.instructions) };
      default:
        return fail(f('op'), 'must be set, get, edit, delete, forget, wait, purge, ask, recall or check');
    }
  });
}
