/**
 * Memory blocks (Letta/MemGPT): labelled texts pinned in the context, each with a description and a character
 * limit, that the agent edits by calling tools; an archive for what does not fit and a search over the past
 * conversation. `executeTool` is pure: a state and a call in, the next state and one event out (the call, its
 * arguments, the block before and after, or the tool's own error string, returned to the model, never thrown).
 */
import { BLOCK_TOOLS, checkArguments, type ToolCall } from './tools';
import { approxTokens } from '../tokens/approx';
import { countsCosine, wordCounts } from '../retrieval/bow';

export interface MemoryBlock {
  label: string;
  description: string;
  /** Characters the value may hold. */
  limit: number;
  value: string;
}

export interface ArchivalPassage {
  id: string;
  text: string;
  at: number;
}

export interface PastMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface BlockState {
  blocks: readonly MemoryBlock[];
  archival: readonly ArchivalPassage[];
  /** Every message of the conversation, those out of the window included (what conversation_search reads). */
  conversation: readonly PastMessage[];
  /** The clock of archival inserts (a turn number in scenes and the bench). */
  now: number;
}

export const BLOCK_LABEL = /^[a-z][a-z0-9_]{0,39}$/;
export const MAX_BLOCK_LIMIT = 100_000;
export const DEFAULT_BLOCK_LIMIT = 2000;

/** Letta's two default blocks, in English or French (what the agent reads, so in the conversation's language). */
export function defaultBlocks(limit = DEFAULT_BLOCK_LIMIT, language: 'en' | 'fr' = 'en'): MemoryBlock[] {
  if (language === 'fr')
    return [
      {
        label: 'persona',
        description: 'Qui est l’agent et comment il se comporte.',
        limit,
        value:
          'Je suis un assistant serviable. Je garde ce que j’apprends sur l’utilisateur dans mes blocs de mémoire.',
      },
      {
        label: 'human',
        description: 'Ce que l’agent sait de l’utilisateur\u00a0: nom, préférences, faits à retenir.',
        limit,
        value: '',
      },
    ];
  return [
    {
      label: 'persona',
      description: 'Who the agent is and how it behaves.',
      limit,
      value: 'I am a helpful assistant. I keep what I learn about the user in my memory blocks.',
    },
    {
      label: 'human',
      description: 'What the agent knows about the user: name, preferences, facts to remember.',
      limit,
      value: '',
    },
  ];
}

/** Checks a block a learner adds; returns the problem in one sentence, or null. */
export function blockProblem(block: MemoryBlock, existing: readonly MemoryBlock[] = []): string | null {
  if (!BLOCK_LABEL.test(block.label))
    return `a block label is 1 to 40 lower-case letters, digits or _, starting with a letter (got "${block.label}")`;
  if (existing.some((b) => b.label === block.label)) return `a block "${block.label}" already exists`;
  if (!Number.isInteger(block.limit) || block.limit < 1 || block.limit > MAX_BLOCK_LIMIT)
    return `a block's limit is a whole number of characters from 1 to ${MAX_BLOCK_LIMIT} (got ${block.limit})`;
  if (block.description.trim() === '') return 'a block needs a description (the model reads it)';
  if (block.value.length > block.limit)
    return `the value holds ${block.value.length} characters, over the limit of ${block.limit}`;
  return null;
}

export function createBlockState(blocks: readonly MemoryBlock[] = defaultBlocks()): BlockState {
  const kept: MemoryBlock[] = [];
  for (const b of blocks) {
    const p = blockProblem(b, kept);
    if (p) throw new RangeError(p);
    kept.push({ ...b });
  }
  return { blocks: kept, archival: [], conversation: [], now: 0 };
}

/** A new state with a block added (the learner's own), or a RangeError naming the problem. */
export function addBlock(state: BlockState, block: MemoryBlock): BlockState {
  const p = blockProblem(block, state.blocks);
  if (p) throw new RangeError(p);
  return { ...state, blocks: [...state.blocks, { ...block }] };
}

/** A new state with one more message of the conversation, at time `now`. */
export function addMessage(state: BlockState, message: PastMessage, now = state.now): BlockState {
  return { ...state, conversation: [...state.conversation, { ...message }], now };
}

export type ToolEvent =
  | {
      type: 'tool-result';
      name: string;
      arguments: Record<string, string | number>;
      result: string;
      /** For a block edit: the block's value before and after. */
      block?: { label: string; before: string; after: string; limit: number };
    }
  | { type: 'tool-error'; name: string; arguments: unknown; error: string };

export interface ToolOutcome {
  state: BlockState;
  event: ToolEvent;
}

/** Letta's error for a write over the limit. */
export function overLimitError(label: string, limit: number, requested: number): string {
  return `Error: Edit failed: block "${label}" exceeds its ${limit} character limit (requested ${requested}). Move something to archival memory or rethink the block first.`;
}

/** Passages or messages most relevant to a query (bag of words), best first, the newest first on ties. */
export function searchTexts<T>(items: readonly T[], text: (t: T) => string, query: string, k: number): T[] {
  const q = wordCounts(query);
  return items
    .map((it, i) => ({ it, i, s: countsCosine(q, wordCounts(text(it))) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || b.i - a.i)
    .slice(0, k)
    .map((x) => x.it);
}

/** Runs one call; refusals are events carrying the tool's error string, never exceptions. */
export function executeTool(state: BlockState, call: ToolCall): ToolOutcome {
  const schema = BLOCK_TOOLS.find((t) => t.function.name === call.name);
  const fail = (error: string): ToolOutcome => ({
    state,
    event: { type: 'tool-error', name: String(call.name), arguments: call.arguments, error },
  });
  if (!schema)
    return fail(
      `Error: unknown tool "${String(call.name)}"; the tools are ${BLOCK_TOOLS.map((t) => t.function.name).join(', ')}`,
    );
  const checked = checkArguments(schema, call.arguments);
  if (!checked.ok) return fail(checked.error);
  const args = checked.args;
  const name = schema.function.name;
  const ok = (
    result: string,
    next: BlockState = state,
    block?: Extract<ToolEvent, { type: 'tool-result' }>['block'],
  ) => ({
    state: next,
    event: { type: 'tool-result' as const, name, arguments: args, result, ...(block ? { block } : {}) },
  });

  if (name === 'archival_insert') {
    const text = String(args.content);
    if (text.trim() === '') return fail('Error: archival_insert: content is empty');
    const passage = { id: `a${state.archival.length + 1}`, text, at: state.now };
    return ok(`Inserted passage ${passage.id}.`, { ...state, archival: [...state.archival, passage] });
  }
  if (name === 'archival_search' || name === 'conversation_search') {
    const k = Number(args.top_k ?? args.limit ?? 3);
    if (k < 1 || k > 50) return fail(`Error: ${name}: the number of results must be from 1 to 50`);
    const found =
      name === 'archival_search'
        ? searchTexts(state.archival, (p) => p.text, String(args.query), k).map((p) => p.text)
        : searchTexts(state.conversation, (m) => m.content, String(args.query), k).map(
            (m) => `${m.role}: ${m.content}`,
          );
    return ok(found.length === 0 ? 'No results.' : found.map((t, i) => `${i + 1}. ${t}`).join('\n'));
  }

  const index = state.blocks.findIndex((b) => b.label === args.label);
  if (index < 0)
    return fail(
      `Error: ${name}: no block labelled "${String(args.label)}"; the blocks are ${state.blocks.map((b) => b.label).join(', ')}`,
    );
  const block = state.blocks[index] as MemoryBlock;
  let after: string;
  if (name === 'memory_append') {
    const content = String(args.content);
    after = block.value === '' ? content : `${block.value}\n${content}`;
  } else if (name === 'memory_replace') {
    const old = String(args.old_content);
    if (old === '') return fail('Error: memory_replace: old_content is empty');
    const at = block.value.indexOf(old);
    if (at < 0) return fail(`Error: memory_replace: "${old}" is not in block "${block.label}"`);
    if (block.value.indexOf(old, at + 1) >= 0)
      return fail(
        `Error: memory_replace: "${old}" occurs more than once in block "${block.label}"; quote more`,
      );
    after = block.value.slice(0, at) + String(args.new_content) + block.value.slice(at + old.length);
  } else {
    after = String(args.new_memory);
  }
  if (after.length > block.limit) return fail(overLimitError(block.label, block.limit, after.length));
  const blocks = state.blocks.slice();
  blocks[index] = { ...block, value: after };
  return ok(
    `Block "${block.label}" now holds ${after.length} of ${block.limit} characters.`,
    { ...state, blocks },
    { label: block.label, before: block.value, after, limit: block.limit },
  );
}

/** The blocks as the model reads them in its context (Letta's layout: one tag per block, limit shown). */
export function renderBlocks(blocks: readonly MemoryBlock[]): string {
  return blocks
    .map(
      (b) =>
        `<${b.label} characters="${b.value.length}/${b.limit}">\n<description>${b.description}</description>\n${b.value}\n</${b.label}>`,
    )
    .join('\n');
}

/** MemGPT's share of the context at which the agent is warned (70%). */
export const PRESSURE_SHARE = 0.7;

export const PRESSURE_WARNING =
  'Warning: the conversation will soon reach the context limit and older messages will be removed. Save what matters to your memory blocks or to archival memory now.';

export interface MemoryPressure {
  tokens: number;
  limit: number;
  share: number;
  /** The system message that enters the context, or null below the share. */
  warning: string | null;
}

/** Tokens of the context (blocks and the messages in the window, chars/4) against a limit; the warning past the share. */
export function memoryPressure(
  blocks: readonly MemoryBlock[],
  window: readonly PastMessage[],
  contextLimit: number,
  share = PRESSURE_SHARE,
): MemoryPressure {
  if (!(contextLimit > 0)) throw new RangeError(`contextLimit must be > 0 (got ${contextLimit})`);
  if (!(share > 0 && share <= 1)) throw new RangeError(`share must be in (0, 1] (got ${share})`);
  let tokens = approxTokens(renderBlocks(blocks));
  for (const m of window) tokens += approxTokens(`${m.role}: ${m.content}`);
  return {
    tokens,
    limit: contextLimit,
    share,
    warning: tokens >= share * contextLimit ? PRESSURE_WARNING : null,
  };
}
