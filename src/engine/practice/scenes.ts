/**
 * The scenes a question shows, in the visualizer's own terms: each mechanism's configuration and script exactly as
 * its presets write them (src/mechanisms/<id>/ops.ts and presets.ts). The engine cannot import the mechanisms, so
 * the shapes are written again here, as the subset the questions use (the episodic ones are the engine's own,
 * reflective/episodicScene.ts, which the mechanism reads too); test/engine/practice/scenes.test.ts checks
 * that every generated scene passes its mechanism's validation and that playing it in the mechanism gives the
 * answer the question computed.
 *
 * The replays below run the same engine calls as the mechanisms' `apply` (AgentMemory, MemoryStore,
 * answerWithState, EpisodicBuffer + scoreMemories), recording each step's events, so explanations can say what
 * happened at which step.
 */
import { AgentMemory, type AgentMemoryConfig, type MemoryEvent } from '../agentMemory';
import { SCENE_MEMORY_CONFIG } from '../agentMemory/types';
import { HOUR_MS } from '../core/clock';
import { createMessage, type Role } from '../core/message';
import { answerWithStateTraced, type AnswerTrace, type ConversationState } from '../perUser/answerWithState';
import { MemoryStore, type StoreEvent } from '../perUser/memoryStore';
import { DEFAULT_STORAGE_POLICY } from '../perUser/policy';
import { EPISODIC_BASE_CONFIG, type EpisodicConfig } from '../reflective/episodicScene';
import type { Take } from '../scene/take';
import type { PracticeScene } from './types';

// ------------------------------------------------------------------ agent-memory (chapter 1)

/** src/mechanisms/agent-memory/ops.ts's Op, the operations the questions use. */
export type AgentMemoryOp =
  | { op: 'append'; id: string; role: Role; content: string; importance?: number; pinned?: boolean }
  | { op: 'touch'; id: string }
  | { op: 'setImportance'; id: string; value: number }
  | { op: 'swapToDomain'; domain: string }
  | { op: 'addPage'; title: string; domain?: string; messages: { role: Role; content: string }[] };

/** One step of a replay: the events the engine returned ('swap-failed' is the mechanism's refused swap). */
export type AgentMemoryStepEvent =
  MemoryEvent | { type: 'swap-failed'; requested: string; domains: string[] };

export interface AgentMemoryReplay {
  mem: AgentMemory;
  /** steps[i] = the events of ops[i] (the visualizer's step i + 1). */
  steps: AgentMemoryStepEvent[][];
}

/**
 * Runs a script on the engine's AgentMemory as the agent-memory mechanism does: message ids from the script,
 * ts = how many messages were appended before, importance 1 unless given; pages given whole get ids p<k>-<j>.
 * Step by step (`apply`), so a generator can look at the memory while it writes the script.
 */
export class AgentMemoryRunner {
  readonly mem: AgentMemory;
  /** steps[i] = the events of the i-th op applied (the visualizer's step i + 1). */
  readonly steps: AgentMemoryStepEvent[][] = [];
  private appended = 0;
  private pagesGiven = 0;

  constructor(config: AgentMemoryConfig) {
    this.mem = new AgentMemory(config);
  }

  apply(op: AgentMemoryOp): AgentMemoryStepEvent[] {
    const events = this.run(op);
    this.steps.push(events);
    return events;
  }

  private run(op: AgentMemoryOp): AgentMemoryStepEvent[] {
    const mem = this.mem;
    switch (op.op) {
      case 'append': {
        const m = createMessage(op.role, op.content, {
          id: op.id,
          ts: this.appended,
          importance: op.importance ?? 1,
        });
        this.appended += 1;
        return mem.append(m, { pinned: op.pinned === true });
      }
      case 'touch':
        return mem.touch(op.id);
      case 'setImportance':
        return mem.setImportance(op.id, op.value);
      case 'swapToDomain':
        try {
          return mem.swapToDomain(op.domain);
        } catch (err) {
          if (!(err instanceof RangeError)) throw err;
          return [{ type: 'swap-failed', requested: op.domain, domains: mem.domainNames }];
        }
      case 'addPage': {
        const k = this.pagesGiven;
        this.pagesGiven += 1;
        const messages = op.messages.map((pm, j) =>
          createMessage(pm.role, pm.content, { id: `p${k}-${j}`, ts: this.appended }),
        );
        return mem.addPage({
          title: op.title,
          messages,
          ...(op.domain === undefined ? {} : { domain: op.domain }),
        });
      }
    }
  }
}

export function replayAgentMemory(
  config: AgentMemoryConfig,
  ops: readonly AgentMemoryOp[],
): AgentMemoryReplay {
  const runner = new AgentMemoryRunner(config);
  for (const op of ops) runner.apply(op);
  return { mem: runner.mem, steps: runner.steps };
}

/** The agent-memory scene configuration (the mechanism's, without the hooks: answered by the script). */
export function agentMemoryConfig(c: Partial<AgentMemoryConfig>): AgentMemoryConfig {
  return { ...SCENE_MEMORY_CONFIG, ...c };
}

// ------------------------------------------------------------------ memory-store (chapter 2)

export type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

/** src/mechanisms/memory-store/ops.ts's Op, the operations the questions use. */
export type MemoryStoreOp =
  | { op: 'set'; owner: string; key: string; value: Json }
  | { op: 'get'; owner: string; key: string }
  | { op: 'delete'; owner: string; key: string }
  | { op: 'forget'; owner: string }
  | { op: 'wait'; hours: number }
  | { op: 'ask'; owner: string; question: string };

export interface MemoryStoreSceneConfig {
  expiryHours: number;
  view: 'all' | 'owners' | 'refusal' | 'copies' | 'expiry' | 'answer';
}

export type MemoryStoreStepEvent =
  | StoreEvent
  | { type: 'clock'; hours: number; now: number }
  | { type: 'answered'; owner: string; trace: AnswerTrace };

export interface MemoryStoreReplay {
  store: MemoryStore;
  /** steps[i] = the events of ops[i]. */
  steps: MemoryStoreStepEvent[][];
  /** The scene's clock at the end, in hours. */
  hours: number;
}

/** Runs a script as the memory-store mechanism does (its clock in hours, one conversation state per owner). */
export function replayMemoryStore(
  config: MemoryStoreSceneConfig,
  ops: readonly MemoryStoreOp[],
): MemoryStoreReplay {
  const clock = { now: 0 };
  const policy = { ...DEFAULT_STORAGE_POLICY, expiresAfterMs: config.expiryHours * HOUR_MS };
  const store = new MemoryStore({ policy, now: () => clock.now });
  const conversations = new Map<string, ConversationState>();
  const steps: MemoryStoreStepEvent[][] = [];
  for (const op of ops) {
    switch (op.op) {
      case 'set':
        steps.push(store.apply({ type: 'set', owner: op.owner, key: op.key, value: op.value }));
        break;
      case 'get':
        steps.push(store.apply({ type: 'get', owner: op.owner, key: op.key }));
        break;
      case 'delete':
        steps.push(store.apply({ type: 'delete', owner: op.owner, key: op.key }));
        break;
      case 'forget': {
        const events = store.apply({ type: 'forgetOwner', owner: op.owner });
        if (events[0]?.type === 'forgotten') conversations.delete(op.owner);
        steps.push(events);
        break;
      }
      case 'wait':
        clock.now += op.hours * HOUR_MS;
        steps.push([{ type: 'clock', hours: op.hours, now: clock.now / HOUR_MS }]);
        break;
      case 'ask': {
        // The mechanism reads the owner's preferences from the store; its scripted model's words do not matter here.
        const prefs: Record<string, string> = {};
        for (const key of ['length', 'locale']) {
          const v = store.get(op.owner, key);
          if (typeof v === 'string') prefs[key] = v;
        }
        let conv = conversations.get(op.owner);
        if (!conv) conversations.set(op.owner, (conv = { preferences: {}, episodes: [] }));
        conv.preferences = prefs;
        const trace = answerWithStateTraced(op.question, conv, () => 'ok');
        steps.push([{ type: 'answered', owner: op.owner, trace }]);
        break;
      }
    }
  }
  return { store, steps, hours: clock.now / HOUR_MS };
}

// ------------------------------------------------------------------ episodic (chapter 3)

export { EPISODIC_SCENE_START, type EpisodicOp } from '../reflective/episodicScene';

/** The mechanism's base configuration with every trigger off (a scene does only what its script says). */
export function quietEpisodicConfig(c: Partial<EpisodicConfig>): EpisodicConfig {
  return {
    ...EPISODIC_BASE_CONFIG,
    everyActions: 0,
    onNegative: false,
    noveltyBelow: 0,
    scheduleHours: 0,
    ...c,
  };
}

// ------------------------------------------------------------------ the scene a question carries

export function practiceScene(
  mechanism: 'agent-memory' | 'memory-store' | 'episodic',
  config: object,
  ops: readonly object[],
  at: { askAt: number; revealAt: number; focus?: string; take?: Take },
): PracticeScene {
  if (!(at.askAt >= 0 && at.askAt < at.revealAt && at.revealAt <= ops.length))
    throw new RangeError(`scene frames: askAt ${at.askAt}, revealAt ${at.revealAt}, ${ops.length} ops`);
  return {
    scene: {
      mechanism,
      preset: '',
      config,
      ops: ops.slice(),
      compare: false,
      focus: at.focus ?? null,
      ...(at.take ? { take: at.take } : {}),
    },
    askAt: at.askAt,
    revealAt: at.revealAt,
  };
}
