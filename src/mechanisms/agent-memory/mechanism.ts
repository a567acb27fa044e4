/**
 * Agent memory as a steppable mechanism (the engine half of the scene contract): the script's operations go
 * to the engine's AgentMemory, and the scene state keeps what the panels draw besides the memory itself (the
 * messages appended, the eviction records, the unbounded-memory baseline), all in copy-on-write logs, so a
 * clone is O(window) and the timeline takes one per step.
 *
 * Everything shown comes from the engine: pages given by the script (the seed's section-5 demo) go through
 * AgentMemory.addPage, swaps through swapTo / swapToDomain. The only event added here is 'swap-failed', the
 * engine's refusal (a RangeError) of a swap to a page or domain that does not exist, turned into a step the
 * class can read instead of a crash.
 */
import {
  AgentMemory,
  type EvictionDestination,
  type EvictionReason,
  type MemoryEvent,
  POLICY_ORDER,
} from '../../engine/agentMemory';
import { UnboundedBaseline } from '../../engine/agentMemory/baseline';
import { AppendLog } from '../../engine/collections/appendLog';
import { createMessage, type Message } from '../../engine/core/message';
import type { Mechanism } from '../../engine/scene';
import type { Page } from '../../engine/window/paging';
import type { SceneEnv } from '../../engine/scene/take';
import {
  chunkText,
  IMPORTANCE_HOOK,
  importancePromptFor,
  parseRating,
  SUMMARY_HOOK,
  summaryPromptFor,
} from './hooks';
import { checkScript, LIMITS, validateConfig, validateOp, type Op, type AgentMemoryConfig } from './ops';

export type AgentMemorySceneEvent =
  | MemoryEvent
  | {
      type: 'swap-failed';
      requested: number | string;
      pageCount: number;
      /** For a domain swap: the domains the engine knows. */
      domains?: string[];
    }
  | {
      /** "Your model" under the importance policy: the model's rating became the message's importance. */
      type: 'rated';
      id: string;
      /** Null when no rating 1..10 could be read in the answer (the script's importance is kept). */
      rating: number | null;
      answer: string;
      kept: number;
    };

export interface EvictionRecord {
  message: Message;
  reason: EvictionReason;
  destination: EvictionDestination;
  step: number;
  /** Number of messages appended when it happened (1-based turn of the append that caused it). */
  turn: number;
  chunk?: string;
  chunkIndex?: number;
  pageIndex?: number;
}

export interface AgentMemorySceneState {
  mem: AgentMemory;
  /** Operations applied so far. */
  step: number;
  /** Every message appended by the script, in order. */
  appended: AppendLog<Message>;
  /** Every message of the pages the script gave whole, in order. */
  pageMessages: AppendLog<Message>;
  evictions: AppendLog<EvictionRecord>;
  /** What a memory that never evicts would send (the engine's baseline). */
  baseline: UnboundedBaseline;
  pagesGiven: number;
  /** The take's answers, consulted only in "your model" mode (src/engine/take.ts). */
  env?: SceneEnv;
  config: AgentMemoryConfig;
}

/**
 * In "your model" mode the summary hook asks the scene's take (env) for the model's summary of the evicted
 * message; a prompt the take does not hold stops the step (NeedsAnswer, caught by the timeline).
 */
function memoryFor(config: AgentMemoryConfig, env: SceneEnv | undefined): AgentMemory {
  const { answers, summaryPrompt, ...engine } = config;
  if (answers !== 'model' || env === undefined) return new AgentMemory(engine);
  return new AgentMemory({
    ...engine,
    summarize: (m) => chunkText(env.ask(SUMMARY_HOOK, summaryPromptFor(summaryPrompt, m))),
  });
}

function initial(config: AgentMemoryConfig, env?: SceneEnv): AgentMemorySceneState {
  return {
    mem: memoryFor(config, env),
    step: 0,
    appended: new AppendLog(),
    pageMessages: new AppendLog(),
    evictions: new AppendLog(),
    baseline: new UnboundedBaseline(),
    pagesGiven: 0,
    ...(env ? { env } : {}),
    config,
  };
}

function clone(s: AgentMemorySceneState): AgentMemorySceneState {
  return {
    mem: s.mem.clone(),
    step: s.step,
    appended: s.appended.clone(),
    pageMessages: s.pageMessages.clone(),
    evictions: s.evictions.clone(),
    baseline: s.baseline.clone(),
    pagesGiven: s.pagesGiven,
    ...(s.env ? { env: s.env } : {}),
    config: s.config,
  };
}

/** "Your model" under the importance policy: the message's importance is the model's poignancy rating. */
function rate(
  s: AgentMemorySceneState,
  id: string,
  content: string,
  kept: number,
): (AgentMemorySceneEvent & { type: 'rated' }) | null {
  if (s.config.answers !== 'model' || !POLICY_ORDER[s.config.policy].byImportance || !s.env) return null;
  const answer = s.env.ask(IMPORTANCE_HOOK, importancePromptFor(content));
  return { type: 'rated', id, rating: parseRating(answer), answer, kept };
}

/** A swap the engine refuses (RangeError) becomes a 'swap-failed' event. */
function trySwap(
  s: AgentMemorySceneState,
  requested: number | string,
  swap: () => MemoryEvent[],
): AgentMemorySceneEvent[] {
  try {
    return swap();
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    return [
      {
        type: 'swap-failed',
        requested,
        pageCount: s.mem.pageCount,
        ...(typeof requested === 'string' ? { domains: s.mem.domainNames } : {}),
      },
    ];
  }
}

function run(s: AgentMemorySceneState, op: Op): AgentMemorySceneEvent[] {
  const mem = s.mem;
  switch (op.op) {
    case 'append': {
      // Asked before anything changes: a missing answer stops the step here (NeedsAnswer).
      const rated = rate(s, op.id, op.content, op.importance ?? 1);
      const m = createMessage(op.role, op.content, {
        id: op.id,
        ts: s.appended.length,
        importance: rated && rated.rating !== null ? rated.rating : (op.importance ?? 1),
      });
      s.appended.push(m);
      s.baseline.add(m);
      const events = mem.append(m, { pinned: op.pinned === true });
      return rated ? [rated, ...events] : events;
    }
    case 'touch':
      return mem.touch(op.id);
    case 'pin':
      return mem.pin(op.id);
    case 'unpin':
      return mem.unpin(op.id);
    case 'setImportance':
      return mem.setImportance(op.id, op.value);
    case 'swapTo':
      return trySwap(s, op.page, () => mem.swapTo(op.page));
    case 'swapToDomain':
      return trySwap(s, op.domain, () => mem.swapToDomain(op.domain));
    case 'addPage': {
      // Ids p<k>-<j> (k-th page given) never collide with the script's m<N> message ids.
      const messages = op.messages.map((pm, j) =>
        createMessage(pm.role, pm.content, { id: `p${s.pagesGiven}-${j}`, ts: s.appended.length }),
      );
      s.pagesGiven += 1;
      const added = mem.addPage({
        title: op.title,
        messages,
        ...(op.domain === undefined ? {} : { domain: op.domain }),
      });
      for (const e of added) {
        if (e.type !== 'page-added') continue;
        for (const m of mem.page(e.pageIndex)?.messages ?? []) {
          s.pageMessages.push(m);
          s.baseline.add(m);
        }
      }
      return added;
    }
  }
}

/** Eviction records of one step: an 'evicted' event, completed by the 'summarized'/'archived' after it. */
function recordEvictions(s: AgentMemorySceneState, events: readonly AgentMemorySceneEvent[]): void {
  const records: EvictionRecord[] = [];
  for (const e of events) {
    if (e.type === 'evicted') {
      records.push({
        message: e.message,
        reason: e.reason,
        destination: e.destination,
        step: s.step,
        turn: s.appended.length,
      });
      continue;
    }
    const last = records[records.length - 1];
    if (!last || last.message.id !== ('message' in e ? e.message?.id : undefined)) continue;
    if (e.type === 'summarized') {
      last.chunk = e.chunk;
      last.chunkIndex = e.chunkIndex;
    } else if (e.type === 'archived') {
      last.pageIndex = e.pageIndex;
    }
  }
  for (const r of records) s.evictions.push(r);
}

function apply(
  s: AgentMemorySceneState,
  op: Op,
): { state: AgentMemorySceneState; events: AgentMemorySceneEvent[] } {
  s.step += 1;
  const events = run(s, op);
  recordEvictions(s, events);
  return { state: s, events };
}

export const CHECKPOINT_EVERY = 16;

export const agentMemoryMechanism: Mechanism<
  AgentMemoryConfig,
  AgentMemorySceneState,
  Op,
  AgentMemorySceneEvent
> = {
  id: 'agent-memory',
  maxOps: LIMITS.ops,
  validateConfig,
  validateOp,
  validateScript: checkScript,
  initial,
  apply,
  // AgentMemory.clone() is O(window) (history logs shared copy-on-write), but a 2,000-step link opened at its
  // end would still clone 2,000 windows before the first paint: a checkpoint every 16 steps, and a frame
  // in between replays at most 15 operations (O(log W) each) from the checkpoint before it.
  snapshots: { clone, every: CHECKPOINT_EVERY },
};

// ------------------------------------------------------------------ derived views of a state

export function stateEvictions(s: AgentMemorySceneState): EvictionRecord[] {
  return s.evictions.toArray();
}

export function stateAppended(s: AgentMemorySceneState): Message[] {
  return s.appended.toArray();
}

export interface SentContext {
  messages: number;
  chars: number;
  tokens: number;
  /** False while the tokenizer loads: tokens are then the chars/4 proxy. */
  exact: boolean;
  summaryChars: number;
  page: Page | null;
  /** Index of the page loaded in the context, or null. */
  pageIndex: number | null;
}

/** What the model receives this turn: the engine's context(), counted in messages. */
export function sentContext(s: AgentMemorySceneState): SentContext {
  const ctx = s.mem.context();
  return {
    messages: ctx.messages.length + (ctx.page?.messages.length ?? 0),
    chars: ctx.chars,
    tokens: ctx.tokens,
    exact: ctx.tokensExact,
    summaryChars: ctx.summary.length,
    page: ctx.page,
    pageIndex: ctx.pageIndex,
  };
}

/** What an unbounded memory would send this turn: every message so far, appended or given in a page. */
export function unboundedContext(s: AgentMemorySceneState): {
  messages: number;
  chars: number;
  tokens: number;
} {
  const v = s.baseline.view();
  return { messages: v.messages, chars: v.chars, tokens: v.tokens };
}

export interface PolicyStats {
  retained: number;
  meanImportance: number | null;
  firstEvictionTurn: number | null;
  keyInWindow: boolean | null;
  keyEviction: EvictionRecord | null;
}

export function policyStats(s: AgentMemorySceneState, keyId: string | null): PolicyStats {
  const msgs = s.mem.windowMessages;
  const mean = msgs.length === 0 ? null : msgs.reduce((sum, m) => sum + m.importance, 0) / msgs.length;
  const keyKnown = keyId !== null && stateAppended(s).some((m) => m.id === keyId);
  const evictions = stateEvictions(s);
  return {
    retained: msgs.length,
    meanImportance: mean,
    firstEvictionTurn: evictions[0]?.turn ?? null,
    keyInWindow: keyKnown ? s.mem.has(keyId) : null,
    keyEviction: keyKnown ? (evictions.find((e) => e.message.id === keyId) ?? null) : null,
  };
}
