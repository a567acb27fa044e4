/**
 * Plays a scene's script through the engine's AgentMemory and keeps one snapshot per step, so that
 * step back is exact (a snapshot, never an undo guess) and scrubbing is O(1). AgentMemory.clone() is
 * O(window) with its history logs shared copy-on-write, so hundreds of steps with a window of 50 stay cheap.
 *
 * The only thing added on top of the engine is the seed's section-5 demo: pages given up front
 * (`addPage`, titles and sizes of the seed's own choosing), which AgentMemory cannot express because its
 * archive pages are built from evicted messages. Those pages sit before the archive pages in one list; a
 * swap to them replaces the engine's page in the context accounting (same formula as ContextView).
 */
import {
  AgentMemory,
  type MemoryEvent,
  type EvictionDestination,
  type EvictionReason,
} from '../../engine/agentMemory';
import { createMessage, formatLine, type Message } from '../../engine/message';
import { checkPageIndex, type Page } from '../../engine/paging';
import { approxTokens } from '../../engine/approx';
import { countTokensLoaded, hasTokenCounter } from '../../engine/tokenCounter';
import type { Op, Scene, SceneConfig } from './scene';

export type SceneEvent =
  | MemoryEvent
  | { type: 'page-added'; pageIndex: number; page: Page }
  | { type: 'swap-failed'; requested: number | string; pageCount: number };

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

export interface Frame {
  step: number;
  op: Op | null;
  events: SceneEvent[];
  mem: AgentMemory;
  /** Pages given by the script (the seed's demo), before the archive pages. */
  seededCount: number;
  /** Index, in seeded + archive pages, of the page loaded in the context, or null. */
  loaded: number | null;
  appendedCount: number;
  evictionCount: number;
  unbounded: { messages: number; chars: number };
}

export interface Timeline {
  scene: Scene;
  frames: Frame[];
  /** Every message appended by the script, in order (frames keep a count into it). */
  appended: Message[];
  evictions: EvictionRecord[];
  seededPages: Page[];
}

const lineChars = (m: Message) => formatLine(m).length;

function domainOf(page: Page): string | undefined {
  return page.domain;
}

/** Builds every frame of a scene under its configuration (or under `configOverride`, for comparisons). */
export function buildTimeline(scene: Scene, configOverride?: Partial<SceneConfig>): Timeline {
  const config = { ...scene.config, ...configOverride };
  const mem = new AgentMemory({ ...config });
  const appended: Message[] = [];
  const evictions: EvictionRecord[] = [];
  const seededPages: Page[] = [];
  let loaded: number | null = null;
  let unboundedChars = 0;
  let unboundedMessages = 0;

  const snapshot = (step: number, op: Op | null, events: SceneEvent[]): Frame => ({
    step,
    op,
    events,
    mem: mem.clone(),
    seededCount: seededPages.length,
    loaded,
    appendedCount: appended.length,
    evictionCount: evictions.length,
    unbounded: { messages: unboundedMessages, chars: unboundedChars },
  });

  const frames: Frame[] = [snapshot(0, null, [])];

  const swap = (requested: number | string, index: number | undefined, events: SceneEvent[]) => {
    const count = seededPages.length + mem.pageCount;
    if (index === undefined) {
      events.push({ type: 'swap-failed', requested, pageCount: count });
      return;
    }
    try {
      checkPageIndex(index, count);
    } catch {
      events.push({ type: 'swap-failed', requested, pageCount: count });
      return;
    }
    const from = loaded;
    if (index < seededPages.length) {
      events.push({ type: 'swapped', from, to: index, page: seededPages[index] as Page });
    } else {
      for (const e of mem.swapTo(index - seededPages.length)) {
        events.push(e.type === 'swapped' ? { ...e, from, to: index } : e);
      }
    }
    loaded = index;
  };

  scene.ops.forEach((op, i) => {
    const step = i + 1;
    const events: SceneEvent[] = [];
    switch (op.op) {
      case 'append': {
        const m = createMessage(op.role, op.content, {
          id: op.id,
          ts: appended.length,
          importance: op.importance ?? 1,
        });
        appended.push(m);
        unboundedMessages += 1;
        unboundedChars += lineChars(m);
        events.push(...mem.append(m, { pinned: op.pinned === true }));
        break;
      }
      case 'touch':
        events.push(...mem.touch(op.id));
        break;
      case 'pin':
        events.push(...mem.pin(op.id));
        break;
      case 'unpin':
        events.push(...mem.unpin(op.id));
        break;
      case 'setImportance':
        events.push(...mem.setImportance(op.id, op.value));
        break;
      case 'swapTo':
        swap(op.page, op.page, events);
        break;
      case 'swapToDomain': {
        // The seed's exercise 3: the last page seen with that domain.
        let found: number | undefined;
        seededPages.forEach((p, j) => {
          if (domainOf(p) === op.domain) found = j;
        });
        swap(op.domain, found, events);
        break;
      }
      case 'addPage': {
        const pageIndex = seededPages.length;
        const messages = op.messages.map((pm, j) =>
          createMessage(pm.role, pm.content, { id: `p${pageIndex}-${j}`, ts: appended.length }),
        );
        const page: Page = Object.freeze({
          title: op.title,
          messages: Object.freeze(messages) as Message[],
          ...(op.domain === undefined ? {} : { domain: op.domain }),
        });
        seededPages.push(page);
        unboundedMessages += messages.length;
        for (const m of messages) unboundedChars += lineChars(m);
        // Like the seed's PagedMemory, the first page is the current one until a swap.
        if (loaded === null) loaded = 0;
        events.push({ type: 'page-added', pageIndex, page });
        break;
      }
    }
    for (const e of events) recordEviction(e, step, appended.length, evictions);
    frames.push(snapshot(step, op, events));
  });

  return { scene, frames, appended, evictions, seededPages };
}

function recordEviction(e: SceneEvent, step: number, turn: number, out: EvictionRecord[]): void {
  if (e.type === 'evicted') {
    out.push({ message: e.message, reason: e.reason, destination: e.destination, step, turn });
    return;
  }
  const last = out[out.length - 1];
  if (!last || last.message.id !== ('message' in e ? e.message?.id : undefined)) return;
  if (e.type === 'summarized') {
    last.chunk = e.chunk;
    last.chunkIndex = e.chunkIndex;
  } else if (e.type === 'archived') {
    last.pageIndex = e.pageIndex;
  }
}

// ------------------------------------------------------------------ derived views of a frame

/** Every page in swap order: the script's pages, then the archive pages built from evictions. */
export function framePages(t: Timeline, f: Frame): Page[] {
  return [...t.seededPages.slice(0, f.seededCount), ...f.mem.pages];
}

export function frameEvictions(t: Timeline, f: Frame): EvictionRecord[] {
  return t.evictions.slice(0, f.evictionCount);
}

export function frameAppended(t: Timeline, f: Frame): Message[] {
  return t.appended.slice(0, f.appendedCount);
}

// Real BPE counts once the tokenizer is loaded (the view loads it lazily), the chars/4 proxy until then.
const tokenCache = new WeakMap<Message, number>();
function lineTokens(m: Message): number {
  if (!hasTokenCounter()) return approxTokens(formatLine(m));
  let n = tokenCache.get(m);
  if (n === undefined) {
    n = countTokensLoaded(formatLine(m), 'o200k_base');
    tokenCache.set(m, n);
  }
  return n;
}

export interface SentContext {
  messages: number;
  chars: number;
  tokens: number;
  /** False while the tokenizer loads: tokens are then the chars/4 proxy. */
  exact: boolean;
  summaryChars: number;
  page: Page | null;
}

/** What the model receives this turn (the engine's context(), with the script's pages when one is loaded). */
export function sentContext(t: Timeline, f: Frame): SentContext {
  const ctx = f.mem.context();
  let { chars, tokens } = ctx;
  let page = ctx.page;
  if (f.loaded !== null && f.loaded < f.seededCount) {
    if (ctx.page) {
      for (const m of ctx.page.messages) {
        chars -= lineChars(m);
        tokens -= lineTokens(m);
      }
    }
    page = t.seededPages[f.loaded] ?? null;
    for (const m of page?.messages ?? []) {
      chars += lineChars(m);
      tokens += lineTokens(m);
    }
  }
  return {
    messages: ctx.messages.length + (page?.messages.length ?? 0),
    chars,
    tokens,
    exact: ctx.tokensExact,
    summaryChars: ctx.summary.length,
    page,
  };
}

/** What an unbounded memory would send this turn: every message so far. */
export function unboundedContext(t: Timeline, f: Frame): { messages: number; chars: number; tokens: number } {
  let tokens = 0;
  for (const m of frameAppended(t, f)) tokens += lineTokens(m);
  for (const p of t.seededPages.slice(0, f.seededCount)) for (const m of p.messages) tokens += lineTokens(m);
  return { ...f.unbounded, tokens };
}

// ------------------------------------------------------------------ side by side

export interface PolicyStats {
  retained: number;
  meanImportance: number | null;
  firstEvictionTurn: number | null;
  keyInWindow: boolean | null;
  keyEviction: EvictionRecord | null;
}

export function policyStats(t: Timeline, f: Frame, keyId: string | null): PolicyStats {
  const msgs = f.mem.windowMessages;
  const evictions = frameEvictions(t, f);
  const mean = msgs.length === 0 ? null : msgs.reduce((s, m) => s + m.importance, 0) / msgs.length;
  const keyKnown = keyId !== null && frameAppended(t, f).some((m) => m.id === keyId);
  return {
    retained: msgs.length,
    meanImportance: mean,
    firstEvictionTurn: evictions[0]?.turn ?? null,
    keyInWindow: keyKnown ? f.mem.has(keyId) : null,
    keyEviction: keyKnown ? (evictions.find((e) => e.message.id === keyId) ?? null) : null,
  };
}
