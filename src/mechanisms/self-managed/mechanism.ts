/**
 * The engine half of chapter 5's mechanism: each user turn runs the scripted agent (src/engine/selfManaged/scripted.ts)
 * over the memory blocks, and the write path (writePath.ts) in the scene's design for the history; a reply from a
 * model runs the calls it made, invalid ones returning the tool's error. The memory-pressure warning is measured
 * before each user turn. Pure: no React.
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
import { scriptedTurn } from '../../engine/selfManaged/scripted';
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
}

export type SelfManagedEvent =
  | { type: 'pressure'; tokens: number; limit: number; share: number }
  | { type: 'write'; step: WriteStep }
  | { type: 'call'; call: CallRecord };

/** The conversation messages the next request holds (the scene's window). */
export function windowOf(s: SelfManagedState): PastMessage[] {
  return s.blocks.conversation.slice(Math.max(0, s.blocks.conversation.length - s.config.window));
}

function record(
  step: number,
  call: ToolCall,
  reason: string | null,
  ev: ReturnType<typeof executeTool>['event'],
): CallRecord {
  return ev.type === 'tool-result'
    ? {
        step,
        name: ev.name,
        arguments: ev.arguments,
        reason,
        ok: true,
        output: ev.result,
        ...(ev.block ? { block: ev.block } : {}),
      }
    : { step, name: String(call.name), arguments: call.arguments, reason, ok: false, output: ev.error };
}

export const selfManagedMechanism: Mechanism<SelfManagedConfig, SelfManagedState, Op, SelfManagedEvent> = {
  id: 'self-managed',
  maxOps: LIMITS.ops,
  validateConfig,
  validateOp,
  initial: (config) => ({
    config,
    step: 0,
    blocks: createBlockState(
      defaultBlocks(config.blockLimit).map((b) =>
        b.label === 'persona' ? { ...b, limit: Math.max(b.limit, b.value.length) } : b,
      ),
    ),
    path: new WritePath(config.design, { halfLife: 10 }),
    transcript: [],
    calls: [],
    archivedUpTo: 0,
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
      const rec = record(state.step, s.call, s.reason, s.event);
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
    }),
    every: 1,
  },
};
