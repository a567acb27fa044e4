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

/**
 * The sections of a request, in the order the model reads them: the system prompt, the tool definitions, the memory
 * blocks pinned in the context (chapter 5), the summary, the memories a search brought back, the messages of the
 * window, the tool calls and their results, and the tokens kept free for the answer. What is left of the model's
 * context limit is not a section of the request: `freeTokens` gives it.
 */
export const ANATOMY_SECTIONS = [
  'system',
  'tools',
  'blocks',
  'summary',
  'retrieved',
  'messages',
  'toolCalls',
  'toolResults',
  'reserved',
] as const;
export type AnatomySection = (typeof ANATOMY_SECTIONS)[number];
/** The sections that are texts (all but the reserved answer space, a number of tokens). */
export type TextSection = Exclude<AnatomySection, 'reserved'>;
export const TEXT_SECTIONS: readonly TextSection[] = ANATOMY_SECTIONS.filter(
  (s): s is TextSection => s !== 'reserved',
);
export type Anatomy = Record<AnatomySection, number> & { total: number };

/**
 * One request as the texts of its sections (a section a mechanism does not have is left out), and the tokens kept
 * for the answer. Every visualizer's mechanism gives one per step (`MechanismUI.anatomy`), the bench one per question.
 */
export type RequestParts = { readonly [S in TextSection]?: readonly string[] } & { reserved?: number };

/** A chapter 6 context as its parts: items by kind, each as the model reads it ("[role] text"). */
export function partsOf(ctx: Context): RequestParts {
  const messages: string[] = [];
  const toolCalls: string[] = [];
  const toolResults: string[] = [];
  for (const it of ctx.items) {
    const line = itemLine(it);
    if (it.kind === 'message') messages.push(line);
    else if (it.kind === 'toolCall') toolCalls.push(line);
    else toolResults.push(line);
  }
  return {
    system: ctx.system.length > 0 ? [ctx.system] : [],
    tools: ctx.tools,
    summary: ctx.summary ? [ctx.summary.text] : [],
    messages,
    toolCalls,
    toolResults,
    reserved: ctx.reserved,
  };
}

/** Tokens of each section of a request given as texts, and the total (reserved answer space included). */
export function sectionTokens(parts: RequestParts, count: TextCounter): Anatomy {
  const a = { reserved: Math.max(0, parts.reserved ?? 0), total: 0 } as Anatomy;
  for (const s of TEXT_SECTIONS) {
    let n = 0;
    for (const text of parts[s] ?? []) n += count(text);
    a[s] = n;
  }
  a.total = ANATOMY_SECTIONS.reduce((sum, k) => sum + a[k], 0);
  return a;
}

/** Tokens of each section of the request, and the total (reserved answer space included). */
export function anatomy(ctx: Context, count: TextCounter): Anatomy {
  return sectionTokens(partsOf(ctx), count);
}

/** What is left of a context limit once the request and its reserved answer space are in (0 when over it). */
export function freeTokens(a: Pick<Anatomy, 'total'>, limit: number): number {
  return Math.max(0, limit - a.total);
}

/**
 * A counter that remembers the count of each text it has seen (a scene's messages come back at every step of a
 * window): the per-turn series of a 10,000-turn scene tokenizes each distinct text once. Bounded: past `max`
 * entries it starts again empty.
 */
export function memoCounter(count: TextCounter, max = 50_000): TextCounter {
  let seen = new Map<string, number>();
  return (text) => {
    const hit = seen.get(text);
    if (hit !== undefined) return hit;
    const n = count(text);
    if (seen.size >= max) seen = new Map();
    seen.set(text, n);
    return n;
  };
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
