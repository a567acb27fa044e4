/**
 * The engine half of the memory-store scene: a MemoryStore under the lab's policy (with the scene's expiry), a clock
 * the script advances, and one conversation state per owner for answerWithState. Every step returns the engine's own
 * events (stored, refused, read, deleted, forgotten, expired) plus the scene's (clock, copy edited, answered).
 */
import {
  type AnswerTrace,
  answerWithStateTraced,
  BRIEF_SUFFIX,
  type ConversationState,
  rewriteQuestion,
} from '../../engine/perUser/answerWithState';
import { deepCopy, MemoryStore, ownerProblem, type StoreEvent } from '../../engine/perUser/memoryStore';
import { DEFAULT_STORAGE_POLICY, type StoragePolicy } from '../../engine/perUser/policy';
import { detectInstruction, type InstructionCategory } from '../../engine/sensitive/instructions';
import type { Mechanism } from '../../engine/scene';
import { takeLlm, type SceneEnv } from '../../engine/scene/take';
import {
  LIMITS,
  validateConfig,
  validateOp,
  type InstructionsRule,
  type Json,
  type MemoryStoreConfig,
  type Op,
} from './ops';
import { ANSWER_HOOK } from './hooks';
import {
  promptAsData,
  promptAsInstructions,
  RECALL_HOOK,
  scriptedAgent,
  type Memory,
  type RecallLang,
} from './recall';

export const HOUR_MS = 3_600_000;

export interface MemoryStoreSceneState {
  config: MemoryStoreConfig;
  policy: StoragePolicy;
  /** Whether the store refuses instructions now (the config's rule, then the last `check` op). */
  instructions: InstructionsRule;
  /** The scene's clock, in ms since the scene started (the store reads it through `now`). */
  clock: { now: number };
  store: MemoryStore;
  conversations: Record<string, ConversationState>;
  /** The take's answers, consulted only in "your model" mode (src/engine/take.ts). */
  env?: SceneEnv;
}

export type MemoryStoreSceneEvent =
  | StoreEvent
  | { type: 'clock'; from: number; to: number }
  | {
      type: 'copy';
      owner: string;
      key: string;
      field: string;
      found: boolean;
      copy: unknown;
      stored: unknown;
    }
  | { type: 'answered'; owner: string; trace: AnswerTrace; sideBySide: SideBySide }
  | { type: 'check'; instructions: InstructionsRule }
  | Recalled;

/** One way of giving the recalled memories to the model: the exact prompt, and who answered what. */
export interface RecallColumn {
  prompt: string;
  scripted: string;
  /** Your model's answer, from the take ("your model" mode only). */
  model: string | null;
}

/** A later conversation: the memories recalled, and the same question with them as instructions and as data. */
export interface Recalled {
  type: 'recalled';
  owner: string;
  question: string;
  lang: RecallLang;
  /** Each memory, and what the write-time check says of it (null: data). */
  memories: (Memory & { instruction: InstructionCategory | null })[];
  asInstructions: RecallColumn;
  asData: RecallColumn;
}

/** One column of "short" against no preference: the exact prompt, and who answered what. */
export interface SideBySideColumn {
  /** The question exactly as sent under this preference. */
  sent: string;
  /** The scene's scripted model's answer to it (always computed: it is free and deterministic). */
  scripted: string;
  /** Your model's answer to it, from the take ("your model" mode only; null in scripted mode). */
  model: string | null;
}

/**
 * The same question under `length: 'short'` and under no preference, answered side by side (issue 15, ch. 2):
 * one column is the owner's real call (`mine`), the other is asked only to compare and never enters the window.
 */
export interface SideBySide {
  short: SideBySideColumn;
  none: SideBySideColumn;
  mine: 'short' | 'none';
}

export function policyFor(
  config: MemoryStoreConfig,
  instructions: InstructionsRule = config.instructions ?? 'refused',
): StoragePolicy {
  return {
    ...DEFAULT_STORAGE_POLICY,
    expiresAfterMs: config.expiryHours * HOUR_MS,
    ...(instructions === 'allowed'
      ? { refusedKinds: DEFAULT_STORAGE_POLICY.refusedKinds.filter((k) => k !== 'instruction') }
      : {}),
  };
}

/** The scene's model: answers in the owner's locale, briefly when the question asks for it. Deterministic. */
export function sceneLlm(locale: string | undefined): (prompt: string) => string {
  return (prompt) => {
    const brief = prompt.endsWith(BRIEF_SUFFIX);
    if (locale === 'fr')
      return brief ? 'Réponse courte.' : 'Réponse détaillée, en plusieurs phrases, avec un exemple.';
    return brief ? 'A short answer.' : 'A detailed answer, in several sentences, with an example.';
  };
}

function initial(config: MemoryStoreConfig, env?: SceneEnv): MemoryStoreSceneState {
  const clock = { now: 0 };
  const policy = policyFor(config);
  return {
    config,
    policy,
    instructions: config.instructions ?? 'refused',
    clock,
    store: new MemoryStore({ policy, now: () => clock.now }),
    conversations: {},
    ...(env ? { env } : {}),
  };
}

function clone(s: MemoryStoreSceneState): MemoryStoreSceneState {
  const clock = { now: s.clock.now };
  return {
    config: s.config,
    policy: s.policy,
    instructions: s.instructions,
    clock,
    store: MemoryStore.fromEntries(s.store.entries(), { policy: s.policy, now: () => clock.now }),
    conversations: deepCopy(s.conversations),
    ...(s.env ? { env: s.env } : {}),
  };
}

function editCopy(copy: unknown, field: string, value: Json): unknown {
  if (field === '[]' && Array.isArray(copy)) {
    copy.push(value);
    return copy;
  }
  if (typeof copy === 'object' && copy !== null && !Array.isArray(copy)) {
    (copy as Record<string, unknown>)[field] = value;
    return copy;
  }
  return value; // a primitive: the "edit" replaces the reader's copy
}

/** The owner's memories (every entry not expired), as text. */
export function memoriesOf(s: MemoryStoreSceneState, owner: string): Memory[] {
  return s.store.keys(owner).map((key) => {
    const v = s.store.get(owner, key);
    return { key, value: typeof v === 'string' ? v : JSON.stringify(v) };
  });
}

function recall(s: MemoryStoreSceneState, owner: string, question: string): Recalled {
  const memories = memoriesOf(s, owner);
  const lang: RecallLang = s.store.get(owner, 'locale') === 'fr' ? 'fr' : 'en';
  const scripted = scriptedAgent(lang);
  const model = s.config.answers === 'model' && s.env ? takeLlm(s.env, RECALL_HOOK) : null;
  const column = (prompt: string): RecallColumn => ({
    prompt,
    scripted: scripted(prompt),
    model: model ? model(prompt) : null,
  });
  return {
    type: 'recalled',
    owner,
    question,
    lang,
    memories: memories.map((m) => ({ ...m, instruction: detectInstruction(m.value)?.category ?? null })),
    asInstructions: column(promptAsInstructions(lang, owner, memories, question)),
    asData: column(promptAsData(lang, owner, memories, question)),
  };
}

function apply(s: MemoryStoreSceneState, op: Op): MemoryStoreSceneEvent[] {
  switch (op.op) {
    case 'check': {
      // The same entries under the policy with (or without) its instruction line.
      s.instructions = op.instructions;
      s.policy = policyFor(s.config, op.instructions);
      const clock = s.clock;
      s.store = MemoryStore.fromEntries(s.store.entries(), { policy: s.policy, now: () => clock.now });
      return [{ type: 'check', instructions: op.instructions }];
    }
    case 'recall':
      return [recall(s, op.owner, op.question)];
    case 'set':
      return s.store.apply({ type: 'set', owner: op.owner, key: op.key, value: op.value });
    case 'get':
      return s.store.apply({ type: 'get', owner: op.owner, key: op.key });
    case 'delete':
      return s.store.apply({ type: 'delete', owner: op.owner, key: op.key });
    case 'forget': {
      const events: MemoryStoreSceneEvent[] = s.store.apply({ type: 'forgetOwner', owner: op.owner });
      if (events[0]?.type === 'forgotten') delete s.conversations[op.owner];
      return events;
    }
    case 'purge':
      return s.store.apply({ type: 'purgeExpired' });
    case 'wait': {
      const from = s.clock.now;
      s.clock.now += op.hours * HOUR_MS;
      return [{ type: 'clock', from, to: s.clock.now }];
    }
    case 'edit': {
      const [read] = s.store.apply({ type: 'get', owner: op.owner, key: op.key });
      if (read?.type !== 'read' || !read.found) {
        return [
          {
            type: 'copy',
            owner: op.owner,
            key: op.key,
            field: op.field,
            found: false,
            copy: undefined,
            stored: undefined,
          },
        ];
      }
      const copy = editCopy(read.value, op.field, op.value);
      return [
        {
          type: 'copy',
          owner: op.owner,
          key: op.key,
          field: op.field,
          found: true,
          copy,
          stored: s.store.get(op.owner, op.key),
        },
      ];
    }
    case 'ask': {
      const problem = ownerProblem(op.owner);
      if (problem)
        return [
          {
            type: 'refused',
            op: 'get',
            owner: op.owner,
            key: 'length',
            reason: 'blank-owner',
            message: problem,
          },
        ];
      const prefs: Record<string, string> = {};
      for (const key of ['length', 'locale']) {
        const v = s.store.get(op.owner, key);
        if (typeof v === 'string') prefs[key] = v;
      }
      const conv = (s.conversations[op.owner] ??= { preferences: {}, episodes: [] });
      conv.preferences = prefs;
      // "Your model": the rewritten question is what is really sent (answered from the take).
      const scripted = sceneLlm(prefs.locale);
      const model = s.config.answers === 'model' && s.env ? takeLlm(s.env, ANSWER_HOOK) : null;
      const trace = answerWithStateTraced(op.question, conv, model ?? scripted);
      // The owner's call first (its prompt is the first one asked), then the other preference's, for comparison.
      const column = (sent: string): SideBySideColumn =>
        sent === trace.sent
          ? { sent, scripted: scripted(sent), model: model ? trace.answer : null }
          : { sent, scripted: scripted(sent), model: model ? model(sent) : null };
      const short = rewriteQuestion(op.question, { length: 'short' });
      const sideBySide: SideBySide = {
        short: column(short),
        none: column(op.question),
        mine: trace.rewritten ? 'short' : 'none',
      };
      return [{ type: 'answered', owner: op.owner, trace, sideBySide }];
    }
  }
}

export const memoryStoreMechanism: Mechanism<
  MemoryStoreConfig,
  MemoryStoreSceneState,
  Op,
  MemoryStoreSceneEvent
> = {
  id: 'memory-store',
  maxOps: LIMITS.ops,
  validateConfig,
  validateOp,
  initial,
  apply: (state, op) => ({ state, events: apply(state, op) }),
  // A few small maps: a copy per step is cheap.
  snapshots: { clone, every: 1 },
};

/** Owners the scene shows as columns: the non-blank owners the script names, in order of first appearance. */
export function ownersOf(ops: readonly Op[]): string[] {
  const out: string[] = [];
  for (const op of ops) {
    if ('owner' in op && ownerProblem(op.owner) === null && !out.includes(op.owner)) out.push(op.owner);
  }
  return out;
}
