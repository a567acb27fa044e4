/**
 * Two ways a long-running agent keeps its request under the context limit, as pure operations that return the new
 * context and an event (what was replaced or cleared, tokens before and after, where each planted fact went):
 * - compaction at a threshold: past `trigger` tokens, the items older than the last `keep` become a summary, in one
 *   of three styles: lossy (the lab's truncation summary), recoverable (the items saved to a store a tool can
 *   search and read back, then summarized), opaque (the same summary, marked unreadable: an encrypted item);
 * - clearing tool results: past `trigger` tokens, the tool results older than the last `keep` become a placeholder
 *   (their calls stay), applied only when it clears at least `clearAtLeast` tokens.
 */
import { SUMMARY_SEPARATOR, truncateContent } from '../window/summary';
import {
  anatomy,
  factReport,
  itemLine,
  type CompactionStore,
  type Context,
  type ContextItem,
  type FactReport,
  type PlantedFact,
  type TextCounter,
} from './context';

export type CompactionStyle = 'lossy' | 'recoverable' | 'opaque';
export const COMPACTION_STYLES: readonly CompactionStyle[] = ['lossy', 'recoverable', 'opaque'];

/** What replaces a cleared tool result (the call before it stays). */
export const CLEARED_PLACEHOLDER = '[tool result cleared]';
/** Characters of an item kept in its summary chunk (AgentMemory's default, the lab's truncation summary). */
export const COMPACTION_CHUNK_CHARS = 80;

/** The token count T% of a limit stands for (the trigger of compact:T:K and clear:T:N). */
export function thresholdTokens(limit: number, percent: number): number {
  if (!(limit > 0) || !(percent > 0 && percent <= 100))
    throw new RangeError(`threshold needs limit > 0 and 0 < percent <= 100 (got ${limit}, ${percent})`);
  return Math.floor((limit * percent) / 100);
}

/**
 * How many of `n` items a compaction replaces to keep the last `keep`; a tool result is never separated from its
 * call (the cut moves back by one). 0: nothing to compact.
 */
export function compactionCut(kinds: readonly ContextItem['kind'][], keep: number): number {
  let cut = Math.max(0, kinds.length - keep);
  if (cut > 0 && cut < kinds.length && kinds[cut] === 'toolResult' && kinds[cut - 1] === 'toolCall') cut--;
  return cut;
}

/** The lab's truncation summary of some items: one chunk "[role] text" each, cut to `chunkChars`. */
export function truncationSummary(
  items: readonly ContextItem[],
  chunkChars = COMPACTION_CHUNK_CHARS,
): string {
  return items.map((it) => `[${it.role}] ${truncateContent(it.text, chunkChars)}`).join(SUMMARY_SEPARATOR);
}

export interface FactMoves {
  before: FactReport;
  after: FactReport;
}

export interface CompactionEvent {
  type: 'compaction';
  style: CompactionStyle;
  /** Ids of the items the summary replaced (oldest first). */
  replaced: string[];
  tokensBefore: number;
  tokensAfter: number;
  /** With planted facts: where each was before and after. */
  facts?: FactMoves;
}

export interface ClearingEvent {
  type: 'clearing';
  /** Ids of the tool results now a placeholder. */
  cleared: string[];
  clearedTokens: number;
  tokensBefore: number;
  tokensAfter: number;
  facts?: FactMoves;
}

export interface CompactionOptions {
  /** Tokens (all sections, reserved space included) past which the context is compacted. */
  trigger: number;
  /** Items kept verbatim at the end. */
  keep: number;
  style: CompactionStyle;
  count: TextCounter;
  chunkChars?: number;
  /** Characters the summary is cut to (the oldest chunks kept, as ProgressiveSummary renders); default: no cut. */
  summaryChars?: number;
  facts?: readonly PlantedFact[];
}

export interface CompactionResult {
  context: Context;
  store: CompactionStore;
  /** null: under the trigger, or nothing older than the last `keep`. */
  event: CompactionEvent | null;
}

/** Compacts `ctx` when its tokens pass `opts.trigger` (see the module comment); the inputs are not changed. */
export function compactAtThreshold(
  ctx: Context,
  store: CompactionStore,
  opts: CompactionOptions,
): CompactionResult {
  const before = anatomy(ctx, opts.count).total;
  const cut = compactionCut(
    ctx.items.map((it) => it.kind),
    opts.keep,
  );
  if (before <= opts.trigger || cut === 0) return { context: ctx, store, event: null };
  const old = ctx.items.slice(0, cut);
  const previous = ctx.summary ? [ctx.summary.text] : [];
  let text = [...previous, truncationSummary(old, opts.chunkChars)].join(SUMMARY_SEPARATOR);
  if (opts.summaryChars !== undefined && text.length > opts.summaryChars)
    text = truncateContent(text, Math.max(3, opts.summaryChars));
  const nextStore: CompactionStore =
    opts.style === 'recoverable' ? { saved: [...store.saved, ...old] } : store;
  const context: Context = {
    ...ctx,
    summary: {
      text,
      opaque: opts.style === 'opaque' || ctx.summary?.opaque === true,
      replaced: [...(ctx.summary?.replaced ?? []), ...old.map((it) => it.id)],
    },
    items: ctx.items.slice(cut),
  };
  const event: CompactionEvent = {
    type: 'compaction',
    style: opts.style,
    replaced: old.map((it) => it.id),
    tokensBefore: before,
    tokensAfter: anatomy(context, opts.count).total,
  };
  if (opts.facts)
    event.facts = {
      before: factReport(ctx, opts.facts, store),
      after: factReport(context, opts.facts, nextStore),
    };
  return { context, store: nextStore, event };
}

export interface ClearingOptions {
  trigger: number;
  /** Tool results kept whole at the end. */
  keep: number;
  /** Clear only when this many tokens or more would go (0: always). */
  clearAtLeast?: number;
  count: TextCounter;
  facts?: readonly PlantedFact[];
}

/** Clears the oldest tool results past the trigger (see the module comment); the input is not changed. */
export function clearToolResults(
  ctx: Context,
  opts: ClearingOptions,
): { context: Context; event: ClearingEvent | null } {
  const before = anatomy(ctx, opts.count).total;
  if (before <= opts.trigger) return { context: ctx, event: null };
  const live = ctx.items.flatMap((it, i) => (it.kind === 'toolResult' && !it.cleared ? [i] : []));
  const targets = live.slice(0, Math.max(0, live.length - opts.keep));
  if (targets.length === 0) return { context: ctx, event: null };
  const items = ctx.items.slice();
  let clearedTokens = 0;
  for (const i of targets) {
    const it = items[i] as ContextItem;
    const next: ContextItem = { ...it, text: CLEARED_PLACEHOLDER, cleared: true };
    clearedTokens += opts.count(itemLine(it)) - opts.count(itemLine(next));
    items[i] = next;
  }
  if (clearedTokens < (opts.clearAtLeast ?? 0)) return { context: ctx, event: null };
  const context: Context = { ...ctx, items };
  const event: ClearingEvent = {
    type: 'clearing',
    cleared: targets.map((i) => (ctx.items[i] as ContextItem).id),
    clearedTokens,
    tokensBefore: before,
    tokensAfter: anatomy(context, opts.count).total,
  };
  if (opts.facts)
    event.facts = { before: factReport(ctx, opts.facts), after: factReport(context, opts.facts) };
  return { context, event };
}

/** The store's search tool: the saved items whose text holds every word of the query (case-insensitive). */
export function searchStore(store: CompactionStore, query: string): ContextItem[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  if (words.length === 0) return [];
  return store.saved.filter((it) => {
    const t = it.text.toLowerCase();
    return words.every((w) => t.includes(w));
  });
}

/** The store's read tool: a saved item by id, whole (null when it was never saved). */
export function readStored(store: CompactionStore, id: string): ContextItem | null {
  return store.saved.find((it) => it.id === id) ?? null;
}
