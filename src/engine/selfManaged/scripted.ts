/**
 * The scripted agent: the tool calls a good agent would make after a user turn, each with its reason, so that every
 * scene is exact and every figure reproducible. Facts go to the `human` block as "key: value" lines, decided by the
 * write path's reference decision (ADD appends, UPDATE replaces the line, DELETE removes it, NOOP calls nothing);
 * a full block moves its oldest lines to archival memory first; a question whose answer is not in a block searches
 * the archive; under the memory-pressure warning, the messages about to leave the window are archived.
 */
import {
  addMessage,
  executeTool,
  type BlockState,
  type MemoryBlock,
  type PastMessage,
  type ToolEvent,
} from './blocks';
import { decide, type DecisionWhy, type StoredFact, type WriteDecision } from './decide';
import { extractFacts, normalize, type CandidateFact } from './facts';
import type { ToolCall } from './tools';
import { countsCosine, wordCounts } from '../retrieval/bow';

/** Why the scripted agent makes a call, as data the views say in the reader's language. */
export type CallWhy =
  | { kind: 'decision'; decision: DecisionWhy | null }
  | { kind: 'block-full'; label: string; moved: number }
  | { kind: 'block-rethought'; label: string }
  | { kind: 'pressure' }
  | { kind: 'search' };

export interface ScriptedCall {
  call: ToolCall;
  /** Why the agent calls it, in English (scripts and logs). */
  reason: string;
  /** The same, as data (the visualizer says it in French or English). */
  why: CallWhy;
}

export interface ScriptedStep extends ScriptedCall {
  event: ToolEvent;
}

export interface ScriptedOptions {
  /** The block facts go to (default `human`). */
  label?: string;
  /** Messages in the window that are about to leave it, when the memory-pressure warning is in the context. */
  leaving?: readonly PastMessage[];
  /** Passages an archival search returns (default 3). */
  topK?: number;
  /** Search the archive for a question not answered by a block (default true; the bench searches at its probes). */
  search?: boolean;
}

const LINE = /^(.+?): (.*)$/;

/** The block's "key: value" lines as stored facts (id = the line's index). */
export function blockFacts(block: MemoryBlock): StoredFact[] {
  const out: StoredFact[] = [];
  block.value.split('\n').forEach((line, i) => {
    const m = LINE.exec(line);
    if (m) out.push({ id: String(i), key: m[1] as string, value: m[2] as string, updatedAt: i });
  });
  return out;
}

const lineOf = (f: { key: string; value: string }): string => `${normalize(f.key)}: ${f.value}`;

function findBlock(state: BlockState, label: string): MemoryBlock {
  const b = state.blocks.find((x) => x.label === label);
  if (!b) throw new RangeError(`no block labelled "${label}"`);
  return b;
}

/** The calls that make room for `needed` more characters: the oldest lines to the archive, then the block rethought. */
function makeRoom(block: MemoryBlock, needed: number): ScriptedCall[] {
  const lines = block.value === '' ? [] : block.value.split('\n');
  const moved: string[] = [];
  let length = block.value.length;
  while (lines.length > 0 && length + needed > block.limit) {
    const line = lines.shift() as string;
    moved.push(line);
    length -= line.length + (lines.length > 0 ? 1 : 0);
  }
  if (moved.length === 0) return [];
  return [
    {
      call: { name: 'archival_insert', arguments: { content: moved.join('\n') } },
      reason: `block "${block.label}" is full: its ${moved.length} oldest line(s) move to archival memory`,
      why: { kind: 'block-full', label: block.label, moved: moved.length },
    },
    {
      call: { name: 'memory_rethink', arguments: { label: block.label, new_memory: lines.join('\n') } },
      reason: `block "${block.label}" rewritten without the lines just archived`,
      why: { kind: 'block-rethought', label: block.label },
    },
  ];
}

/** The calls for one fact, given the block as it is now. */
export function callsForFact(
  block: MemoryBlock,
  fact: CandidateFact,
): { decision: WriteDecision; calls: ScriptedCall[] } {
  const stored = blockFacts(block);
  const decision = decide(stored, fact);
  const lines = block.value.split('\n');
  const target = decision.target === null ? undefined : stored.find((s) => s.id === decision.target);
  const oldLine = target ? (lines[Number(target.id)] as string) : '';
  switch (decision.event) {
    case 'NOOP':
      return { decision, calls: [] };
    case 'ADD': {
      const line = lineOf(fact);
      const needed = line.length + (block.value === '' ? 0 : 1);
      return {
        decision,
        calls: [
          ...makeRoom(block, needed),
          {
            call: { name: 'memory_append', arguments: { label: block.label, content: line } },
            reason: decision.reason,
            why: { kind: 'decision', decision: decision.why ?? null },
          },
        ],
      };
    }
    case 'UPDATE':
      return {
        decision,
        calls: [
          {
            call: {
              name: 'memory_replace',
              arguments: { label: block.label, old_content: oldLine, new_content: lineOf(fact) },
            },
            reason: decision.reason,
            why: { kind: 'decision', decision: decision.why ?? null },
          },
        ],
      };
    case 'DELETE': {
      // Removing the line and the new line before it (or after it, for the first line) keeps the block tidy.
      const idx = Number(target?.id);
      const old = idx > 0 ? `\n${oldLine}` : lines.length > 1 ? `${oldLine}\n` : oldLine;
      return {
        decision,
        calls: [
          {
            call: {
              name: 'memory_replace',
              arguments: { label: block.label, old_content: old, new_content: '' },
            },
            reason: decision.reason,
            why: { kind: 'decision', decision: decision.why ?? null },
          },
        ],
      };
    }
  }
}

/** Is the answer to a question already in a block? (Some word of the question's key and a line share enough.) */
export function answerInBlocks(state: BlockState, question: string): boolean {
  const q = wordCounts(question);
  return state.blocks.some((b) =>
    b.value.split('\n').some((line) => countsCosine(q, wordCounts(line)) >= 0.5),
  );
}

/**
 * One user turn: the message is added to the conversation, then each call is made in order (each sees the state
 * the previous one left). Returns the steps and the state after them.
 */
export function scriptedTurn(
  state: BlockState,
  userText: string,
  options: ScriptedOptions = {},
): { state: BlockState; steps: ScriptedStep[] } {
  const label = options.label ?? 'human';
  let s = addMessage(state, { role: 'user', content: userText }, state.now + 1);
  const steps: ScriptedStep[] = [];
  const run = (c: ScriptedCall) => {
    const out = executeTool(s, c.call);
    s = out.state;
    steps.push({ ...c, event: out.event });
  };
  if (options.leaving && options.leaving.length > 0)
    run({
      call: {
        name: 'archival_insert',
        arguments: { content: options.leaving.map((m) => `${m.role}: ${m.content}`).join('\n') },
      },
      reason:
        'memory pressure: the oldest messages are about to leave the window, so they are archived first',
      why: { kind: 'pressure' },
    });
  if (/\?\s*$/.test(userText.trim())) {
    if (options.search !== false && !answerInBlocks(s, userText))
      run({
        call: { name: 'archival_search', arguments: { query: userText, top_k: options.topK ?? 3 } },
        reason: 'the answer is not in a memory block: search archival memory',
        why: { kind: 'search' },
      });
    return { state: s, steps };
  }
  for (const fact of extractFacts(userText)) {
    const { calls } = callsForFact(findBlock(s, label), fact);
    for (const c of calls) run(c);
  }
  return { state: s, steps };
}
