/**
 * The engine half of chapter 6's mechanism: an agent's request grows item by item (the user's tasks, tool calls,
 * tool results, replies); after each item, past T% of the limit, src/engine/compaction/ compacts it (a summary in
 * the scene's style replaces the items older than the last K) or clears its old tool results (placeholders, the
 * calls stay). Beside the context: chapter 2's per-user store, the reflections the agent wrote, and "forget me", which
 * reports where the forgotten values still live. Tokens are the notebook's proxy (chars / 4), so every frame is the
 * same everywhere; the "Context anatomy" view counts the same texts with a real tokenizer. Pure: no React.
 */
import type { Mechanism } from '../../engine/scene/timeline';
import {
  clearToolResults,
  compactAtThreshold,
  thresholdTokens,
  type ClearingEvent,
  type CompactionEvent,
} from '../../engine/compaction/compact';
import {
  anatomy,
  factReport,
  factStatus,
  itemLine,
  type Anatomy,
  type CompactionStore,
  type Context,
  type ContextItem,
  type FactStatus,
  type ItemKind,
  type PlantedFact,
} from '../../engine/compaction/context';
import { MemoryStore } from '../../engine/perUser/memoryStore';
import type { SceneEnv } from '../../engine/scene/take';
import { approxTokens } from '../../engine/tokens/approx';
import { askAgent, runPending, type AgentCallRecord, type PendingCalls } from './agentTurn';
import {
  LIMITS,
  validateConfig,
  validateOp,
  validateScript,
  type CompactionConfig,
  type FactSeed,
  type Op,
} from './ops';

/** The scene's token count: the notebook's proxy, one token per four characters. */
export const countTokens = approxTokens;

export const SYSTEM_PROMPT =
  'You are a coding agent. Read files, search the code and run the tests with your tools; answer the user briefly.';

/** The three tools' definitions as sent (OpenAI format, one JSON text each). */
export const TOOL_DEFINITIONS: readonly string[] = [
  ['read_file', 'Read a file of the repository', 'path'],
  ['search', 'Search the repository for a query', 'query'],
  ['run_tests', 'Run the tests of a module', 'module'],
].map(([name, description, arg]) =>
  JSON.stringify({
    type: 'function',
    function: {
      name,
      description,
      parameters: { type: 'object', properties: { [arg as string]: { type: 'string' } }, required: [arg] },
    },
  }),
);

/** One request the model received (after a user turn or a tool result): its tokens, and those it shares with the previous one. */
export interface SentRequest {
  step: number;
  tokens: number;
  /** Tokens of the longest run of leading sections equal to the previous request's (what a cache can read). */
  prefix: number;
}

/** Where a forgotten value still lives after "forget me". */
export type Place = 'window' | 'summary' | 'unauditable' | 'storage' | 'reflection';
export const PLACES: readonly Place[] = ['window', 'summary', 'unauditable', 'storage', 'reflection'];

export interface ForgetReport {
  owner: string;
  /** The values the store deleted, each with the places that still hold it. */
  values: { key: string; value: string; places: Place[] }[];
}

export type CompactionSceneEvent =
  | { type: 'item'; item: ContextItem; tokens: number; total: number }
  | CompactionEvent
  | ClearingEvent
  | { type: 'request'; tokens: number; prefix: number; overLimit: boolean }
  | { type: 'remembered'; owner: string; key: string; value: string }
  | { type: 'reflected'; text: string }
  | { type: 'forgotten'; report: ForgetReport }
  /** "Your model": the calls the learner's model made at one of the script's calls, and what it said. */
  | { type: 'model-calls'; calls: AgentCallRecord[]; content: string; scriptedCall: string }
  /** "Your model": what the executor returned to each of them at the script's result step. */
  | { type: 'model-results'; calls: AgentCallRecord[] };

export interface CompactionState {
  config: CompactionConfig;
  step: number;
  context: Context;
  store: CompactionStore;
  facts: PlantedFact[];
  memories: MemoryStore;
  reflections: string[];
  /** The last compaction or clearing and its step (what "What compaction dropped" reports). */
  last: { step: number; event: CompactionEvent | ClearingEvent } | null;
  /** Compactions or clearings so far (each rewrites the prefix: one cache miss). */
  operations: number;
  requests: SentRequest[];
  /** The sections of the last request, as texts (to measure the next one's shared prefix). */
  lastRequest: readonly string[];
  forgotten: ForgetReport | null;
  items: number;
  /** Who wrote the summary in the context: the lab's truncation, or the learner's model. */
  summaryBy: 'lab' | 'model' | null;
  /** "Your model": every call the model made, with its result (agentTurn.ts). */
  modelCalls: AgentCallRecord[];
  /** "Your model": the calls waiting for the script's result step. */
  pending: PendingCalls | null;
  /** The take's answers, consulted only in "your model" mode (src/engine/scene/take.ts). */
  env?: SceneEnv;
}

/** The hook a compaction asks when the learner's model writes its summary. */
export const COMPACTION_SUMMARY_HOOK = 'compaction.summary';

/**
 * What the model reads to write a compaction's summary: the previous summary (its text replaces it) and the items
 * it replaces, each as the model read them, and the one rule that matters for what a later task can still use.
 */
export function summaryPrompt(previous: string | null, replaced: readonly ContextItem[]): string {
  return [
    'You are compacting the context of a coding agent. The messages below will be removed from its context and',
    'replaced by your summary. Write the summary: keep every fact a later task may need (names, values, paths,',
    'numbers, decisions) word for word, drop the rest. Answer with the summary only.',
    ...(previous ? ['', 'Previous summary:', previous] : []),
    '',
    'Messages to replace:',
    ...replaced.map(itemLine),
  ].join('\n');
}

/**
 * A compaction the model summarized: its text becomes the summary (opaque stays unreadable to the learner), and the
 * tokens and the fact-by-fact report are computed again on that text, as they are on the scripted one.
 */
function withModelSummary(
  before: Context,
  r: { context: Context; store: CompactionStore; event: CompactionEvent },
  env: SceneEnv,
  facts: readonly PlantedFact[],
): { context: Context; event: CompactionEvent } {
  const replaced = before.items.filter((it) => r.event.replaced.includes(it.id));
  const text = env.ask(COMPACTION_SUMMARY_HOOK, summaryPrompt(before.summary?.text ?? null, replaced)).trim();
  const summary = r.context.summary;
  if (!summary) return r;
  const context: Context = { ...r.context, summary: { ...summary, text } };
  const event: CompactionEvent = { ...r.event, tokensAfter: sceneAnatomy(context).total };
  if (r.event.facts)
    event.facts = { before: r.event.facts.before, after: factReport(context, facts, r.store) };
  return { context, event };
}

type ItemOpName = 'user' | 'call' | 'result' | 'reply';
const KIND: Record<ItemOpName, { kind: ItemKind; role: string }> = {
  user: { kind: 'message', role: 'user' },
  call: { kind: 'toolCall', role: 'assistant' },
  result: { kind: 'toolResult', role: 'tool' },
  reply: { kind: 'message', role: 'assistant' },
};

/** The request's sections as sent, in order (system, tools, summary, items). */
export function requestTexts(ctx: Context): string[] {
  return [ctx.system, ...ctx.tools, ...(ctx.summary ? [ctx.summary.text] : []), ...ctx.items.map(itemLine)];
}

/** The request's tokens by section (reserved space included), in the scene's count. */
export function sceneAnatomy(ctx: Context): Anatomy {
  return anatomy(ctx, countTokens);
}

function sharedPrefix(prev: readonly string[], next: readonly string[]): number {
  let tokens = 0;
  for (let i = 0; i < Math.min(prev.length, next.length); i++) {
    if (prev[i] !== next[i]) break;
    tokens += countTokens(next[i] as string);
  }
  return tokens;
}

/** Where a value lives in the context, the compaction store and the reflections. */
export function placesOf(
  s: Pick<CompactionState, 'context' | 'store' | 'reflections'>,
  value: string,
): Place[] {
  const v = value.toLowerCase();
  const has = (t: string) => t.toLowerCase().includes(v);
  const out: Place[] = [];
  if (s.context.items.some((it) => !it.cleared && has(it.text))) out.push('window');
  const sum = s.context.summary;
  if (sum && has(sum.text)) out.push(sum.opaque ? 'unauditable' : 'summary');
  if (s.store.saved.some((it) => has(it.text))) out.push('storage');
  if (s.reflections.some(has)) out.push('reflection');
  return out;
}

/** Every planted fact with where it is now (context, storage, unauditable, gone). */
export function factStatuses(s: CompactionState): { fact: PlantedFact; status: FactStatus }[] {
  return s.facts.map((fact) => ({ fact, status: factStatus(s.context, fact, s.store) }));
}

export const compactionMechanism: Mechanism<CompactionConfig, CompactionState, Op, CompactionSceneEvent> = {
  id: 'compaction',
  maxOps: LIMITS.ops,
  validateConfig,
  validateOp,
  validateScript,
  initial: (config, env) => {
    const context: Context = {
      system: SYSTEM_PROMPT,
      tools: [...TOOL_DEFINITIONS],
      summary: null,
      items: [],
      reserved: config.reserved,
    };
    return {
      config,
      step: 0,
      context,
      store: { saved: [] },
      facts: [],
      memories: new MemoryStore({ now: () => 0 }),
      reflections: [],
      last: null,
      operations: 0,
      requests: [],
      lastRequest: requestTexts(context),
      forgotten: null,
      items: 0,
      summaryBy: null,
      modelCalls: [],
      pending: null,
      ...(env ? { env } : {}),
    };
  },
  apply(state, op) {
    state.step++;
    const events: CompactionSceneEvent[] = [];
    if (op.op === 'remember') {
      state.memories.set(op.owner, op.key, op.value);
      events.push({ type: 'remembered', owner: op.owner, key: op.key, value: op.value });
      return { state, events };
    }
    if (op.op === 'reflect') {
      state.reflections = [...state.reflections, op.text];
      events.push({ type: 'reflected', text: op.text });
      return { state, events };
    }
    if (op.op === 'forget') {
      const values = state.memories
        .entries()
        .filter((e) => e.owner === op.owner)
        .map((e) => {
          const value = typeof e.value === 'string' ? e.value : JSON.stringify(e.value);
          return { key: e.key, value, places: placesOf(state, value) };
        });
      state.memories.forgetOwner(op.owner);
      state.forgotten = { owner: op.owner, values };
      events.push({ type: 'forgotten', report: state.forgotten });
      return { state, events };
    }
    const c = state.config;
    const modelAgent = c.mode === 'compact' && c.answers === 'model' && state.env !== undefined;
    const added: { op: ItemOpName; text: string; fact?: FactSeed }[] = [];
    if (modelAgent && op.op === 'call') {
      // The learner's model makes the call instead of the script (NeedsAnswer stops here when the take lacks it).
      const asked = askAgent(state.env as SceneEnv, state.context, state.step, op.text);
      state.pending = asked.pending;
      for (const r of asked.pending.records) added.push({ op: 'call', text: r.call.text });
      if (asked.pending.records.length === 0 && asked.content !== '')
        added.push({ op: 'reply', text: asked.content });
      events.push({
        type: 'model-calls',
        calls: asked.pending.records,
        content: asked.content,
        scriptedCall: op.text,
      });
    } else if (modelAgent && op.op === 'result' && state.pending) {
      const ran = runPending(state.pending, op);
      state.pending = null;
      state.modelCalls = [...state.modelCalls, ...ran.records];
      for (const r of ran.results) added.push({ op: 'result', ...r });
      events.push({ type: 'model-results', calls: ran.records });
    } else {
      added.push(op);
    }
    let context: Context = state.context;
    for (const a of added) {
      const { kind, role } = KIND[a.op];
      const item: ContextItem = { id: `i${state.items++}`, kind, role, text: a.text };
      context = { ...context, items: [...context.items, item] };
      if (a.fact) state.facts = [...state.facts, { id: a.fact.id, value: a.fact.value, itemId: item.id }];
      events.push({
        type: 'item',
        item,
        tokens: countTokens(itemLine(item)),
        total: sceneAnatomy(context).total,
      });
    }
    const trigger = thresholdTokens(c.limit, c.threshold);
    if (c.mode === 'compact') {
      const grown = context;
      const r = compactAtThreshold(context, state.store, {
        trigger,
        keep: c.keep,
        style: c.style,
        count: countTokens,
        facts: state.facts,
      });
      let event = r.event;
      context = r.context;
      if (event) state.summaryBy = 'lab';
      if (event && c.answers === 'model' && state.env) {
        const m = withModelSummary(grown, { ...r, event }, state.env, state.facts);
        context = m.context;
        event = m.event;
        state.summaryBy = 'model';
      }
      state.store = r.store;
      if (event) {
        events.push(event);
        state.last = { step: state.step, event };
        state.operations++;
      }
    } else {
      const r = clearToolResults(context, {
        trigger,
        keep: c.keep,
        clearAtLeast: c.clearAtLeast,
        count: countTokens,
        facts: state.facts,
      });
      context = r.context;
      if (r.event) {
        events.push(r.event);
        state.last = { step: state.step, event: r.event };
        state.operations++;
      }
    }
    state.context = context;
    // The model is asked after a user turn and after each tool result: one request, priced by what it shares.
    if ((op.op === 'user' || op.op === 'result') && added.length > 0) {
      const texts = requestTexts(context);
      const tokens = texts.reduce((n, t) => n + countTokens(t), 0);
      const prefix = sharedPrefix(state.lastRequest, texts);
      state.requests = [...state.requests, { step: state.step, tokens, prefix }];
      state.lastRequest = texts;
      events.push({ type: 'request', tokens, prefix, overLimit: tokens + context.reserved > c.limit });
    }
    return { state, events };
  },
  snapshots: {
    // Every array of the state is replaced, never pushed to: a shallow copy is a snapshot.
    clone: (s) => ({ ...s, memories: s.memories.clone() }),
    every: 1,
  },
};
