/**
 * The context of one request as sections (system prompt, tool definitions, summary, messages, tool calls and
 * results, the space reserved for the answer), counted in tokens, and where each planted fact is: still in the
 * context, moved to a store a tool can read back, unauditable (inside an opaque summary), or gone.
 */
import { countTokensLoaded, type Encoding } from '../tokens/counter';
import { approxTokens } from '../tokens/approx';

export type ItemKind = 'message' | 'toolCall' | 'toolResult';

export interface ContextItem {
  id: string;
  kind: ItemKind;
  /** user / assistant for messages, assistant for a tool call, tool for its result. */
  role: string;
  text: string;
  /** Set when a clearing replaced a tool result by its placeholder: the original text is gone from the context. */
  cleared?: boolean;
}

export interface SummaryItem {
  text: string;
  /** An opaque summary (an encrypted compaction item): the model reads it, nobody else can audit it. */
  opaque: boolean;
  /** Ids of the items it replaced, oldest first. */
  replaced: string[];
}

export interface Context {
  system: string;
  /** Tool definitions as sent (one text per tool). */
  tools: string[];
  summary: SummaryItem | null;
  items: ContextItem[];
  /** Tokens kept free for the answer. */
  reserved: number;
}

/** A fact the scene planted: its id, the text that carries it (e.g. the value) and the item that planted it. */
export interface PlantedFact {
  id: string;
  value: string;
  itemId: string;
}

/** Where a store keeps what a recoverable compaction saved (a tool searches and reads it back). */
export interface CompactionStore {
  saved: ContextItem[];
}

export type TextCounter = (text: string) => number;

/** The lab's BPE counter for one encoding; the chars/4 proxy where the tables are not loaded (a page before loadTokenizer). */
export function tokenCounter(encoding: Encoding = 'o200k_base'): TextCounter {
  return (text) => {
    if (text.length === 0) return 0;
    try {
      return countTokensLoaded(text, encoding);
    } catch {
      return approxTokens(text);
    }
  };
}

/** An item as the model reads it: "[role] text". */
export function itemLine(it: ContextItem): string {
  return `[${it.role}] ${it.text}`;
}

export const ANATOMY_SECTIONS = [
  'system',
  'tools',
  'summary',
  'messages',
  'toolCalls',
  'toolResults',
  'reserved',
] as const;
export type AnatomySection = (typeof ANATOMY_SECTIONS)[number];
export type Anatomy = Record<AnatomySection, number> & { total: number };

/** Tokens of each section of the request, and the total (reserved answer space included). */
export function anatomy(ctx: Context, count: TextCounter): Anatomy {
  const a: Anatomy = {
    system: count(ctx.system),
    tools: ctx.tools.reduce((s, t) => s + count(t), 0),
    summary: ctx.summary ? count(ctx.summary.text) : 0,
    messages: 0,
    toolCalls: 0,
    toolResults: 0,
    reserved: ctx.reserved,
    total: 0,
  };
  for (const it of ctx.items) {
    const n = count(itemLine(it));
    if (it.kind === 'message') a.messages += n;
    else if (it.kind === 'toolCall') a.toolCalls += n;
    else a.toolResults += n;
  }
  a.total = ANATOMY_SECTIONS.reduce((s, k) => s + a[k], 0);
  return a;
}

export type FactStatus = 'context' | 'storage' | 'unauditable' | 'gone';

const holds = (text: string, value: string) => text.toLowerCase().includes(value.toLowerCase());

/**
 * Where a fact is: in a readable section of the context (system, readable summary, an item not cleared); else
 * inside an opaque summary (it may be there, nobody can check: unauditable); else saved in the store; else gone.
 */
export function factStatus(ctx: Context, fact: PlantedFact, store?: CompactionStore): FactStatus {
  if (fact.value.length === 0) return 'gone';
  if (holds(ctx.system, fact.value)) return 'context';
  if (ctx.summary && !ctx.summary.opaque && holds(ctx.summary.text, fact.value)) return 'context';
  for (const it of ctx.items) if (!it.cleared && holds(it.text, fact.value)) return 'context';
  if (ctx.summary?.opaque && holds(ctx.summary.text, fact.value)) return 'unauditable';
  if (store?.saved.some((it) => holds(it.text, fact.value))) return 'storage';
  return 'gone';
}

export interface FactReport {
  context: string[];
  storage: string[];
  unauditable: string[];
  gone: string[];
}

/** Every planted fact by where it is (ids, in the order given). */
export function factReport(ctx: Context, facts: readonly PlantedFact[], store?: CompactionStore): FactReport {
  const r: FactReport = { context: [], storage: [], unauditable: [], gone: [] };
  for (const f of facts) r[factStatus(ctx, f, store)].push(f.id);
  return r;
}
