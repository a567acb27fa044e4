/**
 * Agent memory's scene script: the operations a scene plays, their limits and their validation. Plain data
 * (no engine values), so a permalink is parsed and checked whole before the engine runs anything.
 */
import type { AgentMemoryConfig as EngineMemoryConfig } from '../../engine/agentMemory';
// The lists themselves from the types module: the link codec loads no engine class.
import {
  DESTINATIONS,
  POLICIES,
  SCENE_MEMORY_CONFIG,
  type EvictionDestination,
  type EvictionPolicy,
} from '../../engine/agentMemory/types';
import type { Role } from '../../engine/core/message';
import { ANSWERS_MODES, type AnswersMode } from '../../engine/scene/take';
import {
  checkedConfig,
  checkedOp,
  type Checked,
  fail,
  isRecord,
  numberIn,
  oneOf,
  type Problem,
  wholeNumber,
} from '../../engine/scene';

/** The engine's lists, as the settings and the link codec offer and check them. */
export const POLICY_IDS: readonly EvictionPolicy[] = POLICIES;
export const DESTINATION_IDS: readonly EvictionDestination[] = DESTINATIONS;
export const ROLE_IDS: readonly Role[] = ['user', 'assistant', 'system', 'tool'];

/** Limits of every editable number: out-of-range input is refused with a message, never clamped silently. */
export const LIMITS = {
  window: { min: 1, max: 200 },
  pageSize: { min: 1, max: 50 },
  summaryBudget: { min: 0, max: 5000 },
  maxCharsPerChunk: { min: 3, max: 400 },
  importance: { min: -1000, max: 1000 },
  contentLength: 2000,
  ops: 2000,
  pageMessages: 50,
  prompt: 4000,
} as const;

/**
 * A scene's memory configuration: the engine's (type only: no engine code is loaded here), plus who answers its
 * hooks (absent: scripted) and the prompt templates the user edited (absent: the defaults in hooks.ts).
 */
export type AgentMemoryConfig = EngineMemoryConfig & {
  answers?: AnswersMode;
  summaryPrompt?: string;
};
/** The same type under the name the takes code uses. */
export type SceneConfig = AgentMemoryConfig;

/** The visualizer's configuration where a scene says nothing else (the chapter's presets start from it). */
export const SCENE_DEFAULTS: Readonly<AgentMemoryConfig> = SCENE_MEMORY_CONFIG;

export interface PageSeedMessage {
  role: Role;
  content: string;
}

/** One operation of the script. Message ids are explicit ('m0', 'm1'...; the number is the #index shown). */
export type Op =
  | { op: 'append'; id: string; role: Role; content: string; importance?: number; pinned?: boolean }
  | { op: 'touch'; id: string }
  | { op: 'pin'; id: string }
  | { op: 'unpin'; id: string }
  | { op: 'setImportance'; id: string; value: number }
  | { op: 'swapTo'; page: number }
  | { op: 'swapToDomain'; domain: string }
  | { op: 'addPage'; title: string; domain?: string; messages: PageSeedMessage[] };

/** '#3' for 'm3'; ids that do not follow the pattern are shown as they are. */
export function messageNumber(id: string): string {
  const m = /^m(\d+)$/.exec(id);
  return m ? `#${m[1]}` : id;
}

/** Next free message id of a script: one more than the largest 'mN' used. */
export function nextMessageId(ops: readonly Op[]): string {
  let max = -1;
  for (const o of ops) {
    if (o.op !== 'append') continue;
    const m = /^m(\d+)$/.exec(o.id);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `m${max + 1}`;
}

// ------------------------------------------------------------------ validation

function str(field: string, v: unknown, maxLen: number, allowEmpty = false): string {
  if (typeof v !== 'string') fail(field, 'not a string');
  if (!allowEmpty && v.trim().length === 0) fail(field, 'empty');
  if (v.length > maxLen) fail(field, `longer than ${maxLen} characters`);
  return v;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,24}$/;

function id(field: string, v: unknown): string {
  if (typeof v !== 'string' || !ID_PATTERN.test(v)) fail(field, 'not a message id');
  return v;
}

export function validateConfig(v: unknown): Checked<AgentMemoryConfig> {
  return checkedConfig(v, (v) => {
    const hooks: Pick<SceneConfig, 'answers' | 'summaryPrompt'> = {};
    if (v.answers !== undefined) hooks.answers = oneOf('answers', v.answers, ANSWERS_MODES);
    if (v.summaryPrompt !== undefined)
      hooks.summaryPrompt = str('summaryPrompt', v.summaryPrompt, LIMITS.prompt);
    return {
      ...hooks,
      window: wholeNumber('window', v.window, LIMITS.window.min, LIMITS.window.max),
      policy: oneOf('policy', v.policy, POLICY_IDS),
      evictTo: oneOf('destination', v.evictTo, DESTINATION_IDS),
      pageSize: wholeNumber('pageSize', v.pageSize, LIMITS.pageSize.min, LIMITS.pageSize.max),
      summaryBudget: wholeNumber(
        'summaryBudget',
        v.summaryBudget,
        LIMITS.summaryBudget.min,
        LIMITS.summaryBudget.max,
      ),
      maxCharsPerChunk: wholeNumber(
        'maxCharsPerChunk',
        v.maxCharsPerChunk,
        LIMITS.maxCharsPerChunk.min,
        LIMITS.maxCharsPerChunk.max,
      ),
    };
  });
}

function parseOp(v: Record<string, unknown>, f: (name: string) => string): Op {
  switch (v.op) {
    case 'append': {
      const out: Op = {
        op: 'append',
        id: id(f('id'), v.id),
        role: oneOf(f('role'), v.role, ROLE_IDS),
        content: str(f('content'), v.content, LIMITS.contentLength, true),
      };
      if (v.importance !== undefined)
        out.importance = numberIn(f('importance'), v.importance, LIMITS.importance);
      if (v.pinned !== undefined) {
        if (typeof v.pinned !== 'boolean') fail(f('pinned'), 'not a boolean');
        out.pinned = v.pinned;
      }
      return out;
    }
    case 'touch':
    case 'pin':
    case 'unpin':
      return { op: v.op, id: id(f('id'), v.id) };
    case 'setImportance':
      return {
        op: 'setImportance',
        id: id(f('id'), v.id),
        value: numberIn(f('value'), v.value, LIMITS.importance),
      };
    case 'swapTo':
      return { op: 'swapTo', page: wholeNumber(f('page'), v.page, 0, 10_000) };
    case 'swapToDomain':
      return { op: 'swapToDomain', domain: str(f('domain'), v.domain, 60) };
    case 'addPage': {
      if (!Array.isArray(v.messages) || v.messages.length > LIMITS.pageMessages)
        fail(f('messages'), 'not a list of messages');
      const out: Op = {
        op: 'addPage',
        title: str(f('title'), v.title, 80),
        messages: v.messages.map((m: unknown, j) => {
          if (!isRecord(m)) fail(f(`messages[${j}]`), 'not an object');
          return {
            role: oneOf(f(`messages[${j}].role`), m.role, ROLE_IDS),
            content: str(f(`messages[${j}].content`), m.content, LIMITS.contentLength, true),
          };
        }),
      };
      if (v.domain !== undefined) out.domain = str(f('domain'), v.domain, 60);
      return out;
    }
    default:
      return fail(f('op'), 'unknown operation');
  }
}

export function validateOp(v: unknown, at: number): Checked<Op> {
  return checkedOp(v, at, parseOp);
}

/** A message id appended twice would make two cards one. */
export function checkScript(ops: readonly Op[]): Problem | null {
  const seen = new Set<string>();
  for (let i = 0; i < ops.length; i += 1) {
    const o = ops[i] as Op;
    if (o.op !== 'append') continue;
    if (seen.has(o.id)) return { field: `ops[${i}].id`, detail: `message id ${o.id} used twice` };
    seen.add(o.id);
  }
  return null;
}

export function sameOps(a: readonly Op[], b: readonly Op[]): boolean {
  return a.length === b.length && JSON.stringify(a) === JSON.stringify(b);
}
