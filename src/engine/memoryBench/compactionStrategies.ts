/**
 * Chapter 6's strategies as bench memories, built on the compaction engine (`compaction/`): its trigger
 * (`thresholdTokens`), its cut that never separates a tool result from its call (`compactionCut`), its truncation
 * summary and its placeholder. A request is `[system][summary][memory items][window]` as for every strategy:
 * - compact:T:K: the summary of every compacted turn (cut to B characters, the oldest chunks kept, as
 *   ProgressiveSummary renders), then the turns since the last compaction;
 * - compact-recoverable:T:K: the same per turn; a question's request adds what the store's search tool returns
 *   for it (the RETRIEVED_FROM_STORE compacted turns most relevant to the question, bag of words);
 * - clear:T:N[:M]: every turn, the tool results before the last clearing point as placeholders (memory items),
 *   then the turns since.
 * Each compaction or clearing is counted (`compactions()`); `stored(i)` says whether turn i sits in the store.
 */
import type { BenchTurn } from './format';
import type { CompactionStrategySpec } from './compactionSpecs';
import type { Env, Item, Strategy } from './memories';
import { RelevanceIndex } from './relevanceIndex';
import { formatLine } from '../core/message';
import {
  compactionCut,
  thresholdTokens,
  truncationSummary,
  CLEARED_PLACEHOLDER,
} from '../compaction/compact';
import { SUMMARY_SEPARATOR, truncateContent } from '../window/summary';
import type { ContextItem, ItemKind } from '../compaction/context';

/** Compacted turns the store's search tool returns for a question (compact-recoverable). */
export const RETRIEVED_FROM_STORE = 3;

export function kindOfTurn(turns: readonly BenchTurn[], i: number): ItemKind {
  const t = turns[i] as BenchTurn;
  if (t.role === 'tool') return 'toolResult';
  return t.role === 'assistant' && turns[i + 1]?.role === 'tool' ? 'toolCall' : 'message';
}

function asItem(turns: readonly BenchTurn[], i: number): ContextItem {
  const t = turns[i] as BenchTurn;
  return { id: t.id, kind: kindOfTurn(turns, i), role: t.role, text: t.content };
}

export function compactionStrategy(spec: CompactionStrategySpec, env: Env): Strategy {
  const systemTokens = env.systemTokens ?? 0;
  const limit = env.contextLimit;
  if (limit === undefined)
    throw new RangeError(`${spec.name} needs a context limit: pass contextLimit (--context-limit <tokens>)`);
  const trigger = thresholdTokens(limit, spec.threshold);
  const { prep } = env;
  const replay: Replay = {
    prep,
    turns: prep.c.conversation,
    over: (t, from, extra) =>
      systemTokens + extra + (prep.cum[t + 1] as number) - (prep.cum[from] as number) > trigger,
  };
  return spec.kind === 'clear' ? clearing(spec, env, replay) : compacting(spec, env, replay, limit);
}

/** What both memories read: the prepared conversation, and whether a request passes the trigger. */
interface Replay {
  prep: Env['prep'];
  turns: readonly BenchTurn[];
  /** Whether the request at turn t passes the trigger: the system prompt, `extra` tokens, the turns from `from`. */
  over(t: number, from: number, extra: number): boolean;
}

function compacting(
  spec: Extract<CompactionStrategySpec, { kind: 'compact' | 'compact-recoverable' }>,
  env: Env,
  { turns, over }: Replay,
  limit: number,
): Strategy {
  const budget = spec.budget ?? limit;
  const recoverable = spec.kind === 'compact-recoverable';
  const index = recoverable ? new RelevanceIndex() : null;
  let start = 0; // the first turn kept verbatim; the turns before it are compacted (and stored when recoverable)
  let summary = '';
  let compactions = 0;
  return {
    advance(t) {
      index?.add(turns[t]?.content ?? '');
      if (!over(t, start, env.counter.text(summary))) return;
      const kinds: ItemKind[] = [];
      for (let i = start; i <= t; i++) kinds.push(kindOfTurn(turns, i));
      const cut = compactionCut(kinds, spec.keep);
      if (cut === 0) return;
      const old: ContextItem[] = [];
      for (let i = start; i < start + cut; i++) old.push(asItem(turns, i));
      const chunks = truncationSummary(old, env.chunkChars);
      summary = summary.length === 0 ? chunks : `${summary}${SUMMARY_SEPARATOR}${chunks}`;
      if (summary.length > budget) summary = truncateContent(summary, Math.max(3, budget));
      start += cut;
      compactions++;
    },
    request(t, question) {
      // The search tool's answer, in conversation order.
      const found =
        question && index && start > 0
          ? index.top(question.q.question, RETRIEVED_FROM_STORE, start).map((hit) => hit.index)
          : [];
      const items: Item[] = found.sort((a, b) => a - b).map((turn) => ({ turn }));
      return { summary, items, lo: start, hi: t };
    },
    compactions: () => compactions,
    stored: (i) => recoverable && i < start,
  };
}

function clearing(
  spec: Extract<CompactionStrategySpec, { kind: 'clear' }>,
  env: Env,
  { prep, turns, over }: Replay,
): Strategy {
  const placeholder = formatLine({ role: 'tool', content: CLEARED_PLACEHOLDER });
  const placeholderTokens = env.counter.text(placeholder);
  let boundary = 0; // tool results before it are placeholders; turns from it on are sent whole
  let items: Item[] = [];
  let itemTokens = 0;
  let compactions = 0;
  const toolResults: number[] = []; // indexes of tool turns at or after the boundary, oldest first
  return {
    advance(t) {
      if (turns[t]?.role === 'tool') toolResults.push(t);
      if (!over(t, boundary, itemTokens) || toolResults.length <= spec.keep) return;
      const cleared = toolResults.slice(0, toolResults.length - spec.keep);
      let freed = 0;
      for (const i of cleared) freed += (prep.tok[i] as number) - placeholderTokens;
      if (freed < spec.clearAtLeast) return;
      const end = (cleared[cleared.length - 1] as number) + 1;
      const next = items.slice();
      for (let i = boundary; i < end; i++) {
        if (turns[i]?.role === 'tool') {
          next.push({ text: placeholder });
          itemTokens += placeholderTokens;
        } else {
          next.push({ turn: i });
          itemTokens += prep.tok[i] as number;
        }
      }
      items = next;
      boundary = end;
      toolResults.splice(0, cleared.length);
      compactions++;
    },
    request: (t) => ({ summary: '', items, lo: boundary, hi: t }),
    compactions: () => compactions,
  };
}
