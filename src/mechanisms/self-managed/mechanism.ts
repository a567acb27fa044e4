/**
 * The engine half of chapter 5's mechanism: each user turn runs the scripted agent (src/engine/selfManaged/scripted.ts)
 * over the memory blocks, and the write path (writePath.ts) in the scene's design for the history; a reply from a
 * model runs the calls it made, invalid ones returning the tool's error. The memory-pressure warning is measured
 * before each user turn. In "your model" mode (`answers: 'model'`) a user turn asks the scene's take for the model's
 * answer to the turn's prompt with the block tools (modelTurn.ts): its calls run through the same executor, its
 * errors go back to it in the next prompt. Pure: no React.
 */
import type { Mechanism } from '../../engine/scene/timeline';
import {
  addMessage,
  createBlockState,
  defaultBlocks,
  executeTool,
  memoryPressure,
  type BlockState,
  type PastMessage,
} from '../../engine/selfManaged/blocks';
import { scriptedTurn, type CallWhy } from '../../engine/selfManaged/scripted';
import {
  parseModelAnswer,
  SELF_MANAGED_HOOK,
  turnPrompt,
  UNREADABLE_CALL,
  unreadableError,
} from '../../engine/selfManaged/modelTurn';
import { BLOCK_TOOLS } from '../../engine/selfManaged/tools';
import type { SceneEnv } from '../../engine/scene/take';
import { WritePath, type WriteStep } from '../../engine/selfManaged/writePath';
import type { TranscriptTurn } from '../../engine/selfManaged/saidNotDone';
import type { ToolCall } from '../../engine/selfManaged/tools';
import { LIMITS, validateConfig, validateOp, type Op, type SelfManagedConfig } from './ops';

/** One tool call as the panels list it: the step it was made at, its reason, and what the tool returned. */
export interface CallRecord {
  step: number;
  name: string;
  arguments: unknown;
  reason: string | null;
  /** The same reason as data, said in the reader's language (null for a model's call). */
  why: CallWhy | null;
  ok: boolean;
  /** The tool's result, or its error string. */
  output: string;
  block?: { label: string; before: string; after: string; limit: number };
}

export interface SelfManagedState {
  config: SelfManagedConfig;
  step: number;
  blocks: BlockState;
  path: WritePath;
  transcript: TranscriptTurn[];
  calls: CallRecord[];
  /** Index of the first conversation message not yet archived under pressure. */
  archivedUpTo: number;
  /** What the model's last calls returned (its next prompt shows them): "your model" mode only. */
  lastResults: { name: string; output: string }[];
  /** The take's answers, consulted only in "your model" mode (src/engine/scene/take.ts). */
  env?: SceneEnv;
}

export type SelfManagedEvent =
  | { type: 'pressure'; tokens: number; limit: number; share: number }
  | { type: 'write'; step: WriteStep }
  | { type: 'call'; call: CallRecord }
  /** What the learner's model said in its turn ("your model" mode). */
  | { type: 'answer'; text: string };

/** The conversation messages the next request holds (the scene's window). */
export function windowOf(s: SelfManagedState): PastMessage[] {
  return s.blocks.conversation.slice(Math.max(0, s.blocks.conversation.length - s.config.window));
}

function record(
  step: number,
  call: ToolCall,
  reason: { reason: string; why: CallWhy } | null,
  ev: ReturnType<typeof executeTool>['event'],
): CallRecord {
  const why = { reason: reason?.reason ?? null, why: reason?.why ?? null };
  return ev.type === 'tool-result'
    ? {
        step,
        name: ev.name,
        arguments: ev.arguments,
        ...why,
        ok: true,
        output: ev.result,
        ...(ev.block ? { block: ev.block } : {}),
      }
    : { step, name: String(call.name), arguments: call.arguments, ...why, ok: false, output: ev.error };
}

export const selfManagedMechanism: Mechanism<SelfManagedConfig, SelfManagedState, Op, SelfManagedEvent> = {
  id: 'self-managed',
  maxOps: LIMITS.ops,
  validateConfig,
  validateOp,
  initial: (config, env) => ({
    config,
    step: 0,
    blocks: createBlockState(
      defaultBlocks(config.blockLimit, config.language).map((b) =>
        b.label === 'persona' ? { ...b, limit: Math.max(b.limit, b.value.length) } : b,
      ),
    ),
    path: new WritePath(config.design, { halfLife: 10 }),
    transcript: [],
    calls: [],
    archivedUpTo: 0,
    lastResults: [],
    ...(env ? { env } : {}),
  }),
  apply(state, op) {
    const events: SelfManagedEvent[] = [];
    state.step++;
    if (op.op === 'reply') {
      state.blocks = addMessage(state.blocks, { role: 'assistant', content: op.text });
      for (const call of op.calls) {
        const out = executeTool(state.blocks, call);
        state.blocks = out.state;
        const rec = record(state.step, call, null, out.event);
        state.calls.push(rec);
        events.push({ type: 'call', call: rec });
      }
      state.transcript.push({ role: 'assistant', content: op.text, toolCalls: op.calls });
      return { state, events };
    }
    if (op.op === 'user') {
      state.blocks = addMessage(state.blocks, { role: 'user', content: op.text });
      state.transcript.push({ role: 'user', content: op.text });
      return { state, events };
    }
    // Memory pressure: measured on what the next request would hold, before the turn.
    const pressure = memoryPressure(state.blocks.blocks, windowOf(state), state.config.contextLimit);
    if (state.config.answers === 'model' && state.env) return modelTurn(state, op.text, pressure, events);
    let leaving: PastMessage[] = [];
    if (pressure.warning !== null) {
      events.push({
        type: 'pressure',
        tokens: pressure.tokens,
        limit: pressure.limit,
        share: pressure.share,
      });
      const conv = state.blocks.conversation;
      const firstKept = Math.max(0, conv.length - Math.ceil(state.config.window / 2));
      leaving = conv.slice(state.archivedUpTo, firstKept);
      state.archivedUpTo = Math.max(state.archivedUpTo, firstKept);
    }
    const turn = scriptedTurn(state.blocks, op.text, { leaving });
    state.blocks = turn.state;
    for (const s of turn.steps) {
      const rec = record(state.step, s.call, s, s.event);
      state.calls.push(rec);
      events.push({ type: 'call', call: rec });
    }
    for (const w of state.path.writeTurn(op.text, state.step)) events.push({ type: 'write', step: w });
    state.transcript.push({ role: 'user', content: op.text });
    return { state, events };
  },
  snapshots: {
    clone: (s) => ({
      ...s,
      path: s.path.clone(),
      transcript: s.transcript.slice(),
      calls: s.calls.slice(),
      lastResults: s.lastResults.slice(),
    }),
    every: 1,
  },
};

/**
 * A user turn answered by the learner's model: the take's answer to this turn's prompt (NeedsAnswer stops the step
 * when the take lacks it, before anything changed), its calls run in order, each refusal the tool's own error.
 */
function modelTurn(
  state: SelfManagedState,
  userText: string,
  pressure: ReturnType<typeof memoryPressure>,
  events: SelfManagedEvent[],
): { state: SelfManagedState; events: SelfManagedEvent[] } {
  const env = state.env as SceneEnv;
  const prompt = turnPrompt({
    blocks: state.blocks,
    window: windowOf(state),
    lastResults: state.lastResults,
    warning: pressure.warning,
    tools: BLOCK_TOOLS,
    userText,
  });
  const answer = parseModelAnswer(env.ask(SELF_MANAGED_HOOK, prompt, BLOCK_TOOLS));
  if (pressure.warning !== null)
    events.push({ type: 'pressure', tokens: pressure.tokens, limit: pressure.limit, share: pressure.share });
  state.blocks = addMessage(state.blocks, { role: 'user', content: userText }, state.blocks.now + 1);
  state.transcript.push({ role: 'user', content: userText });
  events.push({ type: 'answer', text: answer.content });
  const results: { name: string; output: string }[] = [];
  for (const call of answer.calls) {
    let rec: CallRecord;
    if (call.name === UNREADABLE_CALL) {
      rec = {
        step: state.step,
        name: UNREADABLE_CALL,
        arguments: call.arguments,
        reason: null,
        why: null,
        ok: false,
        output: unreadableError(call.arguments),
      };
    } else {
      const out = executeTool(state.blocks, call);
      state.blocks = out.state;
      rec = record(state.step, call, null, out.event);
    }
    state.calls.push(rec);
    results.push({ name: rec.name, output: rec.output });
    events.push({ type: 'call', call: rec });
  }
  state.lastResults = results;
  state.blocks = addMessage(state.blocks, { role: 'assistant', content: answer.content });
  state.transcript.push({ role: 'assistant', content: answer.content, toolCalls: answer.calls });
  for (const w of state.path.writeTurn(userText, state.step)) events.push({ type: 'write', step: w });
  return { state, events };
}
