/**
 * Plays a scene's script through the engine's AgentMemory and keeps one snapshot per step, so that
 * step back is exact (a snapshot, never an undo guess) and scrubbing is O(1). AgentMemory.clone() is
 * O(window) with its history logs shared copy-on-write, so hundreds of steps with a window of 50 stay cheap.
 *
 * Everything shown comes from the engine: pages given by the script (the seed's section-5 demo) go
 * through AgentMemory.addPage, swaps through swapTo / swapToDomain. The only event added here is
 * 'swap-failed', the engine's refusal (an exception) of a swap to a page or domain that does not exist,
 * turned into a step the class can read instead of a crash.
 */
import {
  AgentMemory,
  type MemoryEvent,
  type EvictionDestination,
  type EvictionReason,
} from '../../engine/agentMemory';
import { createMessage, formatLine, type Message } from '../../engine/message';
import type { Page } from '../../engine/paging';
import { approxTokens } from '../../engine/approx';
import { countTokensLoaded, hasTokenCounter } from '../../engine/tokenCounter';
import type { Op, Scene, SceneConfig } from './scene';

export type SceneEvent =
  | MemoryEvent
  | {
      type: 'swap-failed';
      requested: number | string;
      pageCount: number;
      /** For a domain swap: the domains the engine knows. */
      domains?: string[];
    };

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
  appendedCount: number;
  /** Messages that entered through pages given whole (counted by an unbounded memory too). */
  pageMessageCount: number;
  evictionCount: number;
  unbounded: { messages: number; chars: number };
}

export interface Timeline {
  scene: Scene;
  frames: Frame[];
  /** Every message appended by the script, in order (frames keep a count into it). */
  appended: Message[];
  /** Every message of the pages the script gave whole, in order (frames keep a count into it). */
  pageMessages: Message[];
  evictions: EvictionRecord[];
}

const lineChars = (m: Message) => formatLine(m).length;

/** Builds every frame of a scene under its configuration (or under `configOverride`, for comparisons). */
export function buildTimeline(scene: Scene, configOverride?: Partial<SceneConfig>): Timeline {
  const config = { ...scene.config, ...configOverride };
  const mem = new AgentMemory({ ...config });
  const appended: Message[] = [];
  const pageMessages: Message[] = [];
  const evictions: EvictionRecord[] = [];
  let pagesGiven = 0;
  let unboundedChars = 0;
  let unboundedMessages = 0;

  const snapshot = (step: number, op: Op | null, events: SceneEvent[]): Frame => ({
    step,
    op,
    events,
    mem: mem.clone(),
    appendedCount: appended.length,
    pageMessageCount: pageMessages.length,
    evictionCount: evictions.length,
    unbounded: { messages: unboundedMessages, chars: unboundedChars },
  });

  const frames: Frame[] = [snapshot(0, null, [])];

  /** A swap the engine refuses (RangeError) becomes a 'swap-failed' step. */
  const trySwap = (requested: number | string, swap: () => MemoryEvent[], events: SceneEvent[]) => {
    try {
      events.push(...swap());
    } catch (err) {
      if (!(err instanceof RangeError)) throw err;
      events.push({
        type: 'swap-failed',
        requested,
        pageCount: mem.pageCount,
        ...(typeof requested === 'string' ? { domains: mem.domainNames } : {}),
      });
    }
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
        trySwap(op.page, () => mem.swapTo(op.page), events);
        break;
      case 'swapToDomain':
        trySwap(op.domain, () => mem.swapToDomain(op.domain), events);
        break;
      case 'addPage': {
        // Ids p<k>-<j> (k-th page given) never collide with the script's m<N> message ids.
        const messages = op.messages.map((pm, j) =>
          createMessage(pm.role, pm.content, { id: `p${pagesGiven}-${j}`, ts: appended.length }),
        );
        pagesGiven += 1;
        const added = mem.addPage({
          title: op.title,
          messages,
          ...(op.domain === undefined ? {} : { domain: op.domain }),
        });
        for (const e of added) {
          if (e.type !== 'page-added') continue;
          for (const m of mem.page(e.pageIndex)?.messages ?? []) {
            pageMessages.push(m);
            unboundedMessages += 1;
            unboundedChars += lineChars(m);
          }
        }
        events.push(...added);
        break;
      }
    }
    for (const e of events) recordEviction(e, step, appended.length, evictions);
    frames.push(snapshot(step, op, events));
  });

  return { scene, frames, appended, pageMessages, evictions };
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

export function frameEvictions(t: Timeline, f: Frame): EvictionRecord[] {
  return t.evictions.slice(0, f.evictionCount);
}

export function frameAppended(t: Timeline, f: Frame): Message[] {
  return t.appended.slice(0, f.appendedCount);
}

export function framePageMessages(t: Timeline, f: Frame): Message[] {
  return t.pageMessages.slice(0, f.pageMessageCount);
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
  /** Index of the page loaded in the context, or null. */
  pageIndex: number | null;
}

/** What the model receives this turn: the engine's context(), counted in messages. */
export function sentContext(f: Frame): SentContext {
  const ctx = f.mem.context();
  return {
    messages: ctx.messages.length + (ctx.page?.messages.length ?? 0),
    chars: ctx.chars,
    tokens: ctx.tokens,
    exact: ctx.tokensExact,
    summaryChars: ctx.summary.length,
    page: ctx.page,
    pageIndex: ctx.pageIndex,
  };
}

/** What an unbounded memory would send this turn: every message so far, appended or given in a page. */
export function unboundedContext(t: Timeline, f: Frame): { messages: number; chars: number; tokens: number } {
  let tokens = 0;
  for (const m of frameAppended(t, f)) tokens += lineTokens(m);
  for (const m of framePageMessages(t, f)) tokens += lineTokens(m);
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
