/**
 * AgentMemory: the seed's four mechanisms assembled.
 *
 * - A context window of `window` messages under an eviction policy: 'fifo' (oldest first),
 *   'lru' (least recently used; touch() makes a message the most recently used) or 'importance'
 *   (lowest (importance, ts), then arrival order).
 * - Pinned messages are never evicted. When every message in the window is pinned, the window is
 *   allowed to exceed its capacity and an 'overflow' event says so (instead of evicting a pin).
 * - Evicted messages go to `evictTo`: 'trash' (plain window, forgotten), 'summary' (a chunk of the
 *   progressive summary) or 'archive' (memory pages of `pageSize` messages: evicted messages fill an
 *   open page, which is sealed when it holds pageSize messages). swapTo(i) loads page i in context.
 * - context() is what the model receives this turn: window + summary (cut to summaryBudget chars) +
 *   the current page if one was swapped in.
 *
 * Every operation returns the list of MemoryEvent it caused, in order, for the visualizer.
 *
 * Complexity: every operation is O(log W) amortized. The victim comes from a binary heap with lazy
 * deletion (compacted when stale nodes exceed twice the window); positions come from a Fenwick tree
 * over each entry's display-order key `ord` (renumbered 1..n, in O(W), once every ~W operations).
 * clone() is O(W): the summary chunks, the trash and the pages are append-only logs shared
 * copy-on-write between snapshots. Nothing is O(total messages) per operation.
 *
 * Messages are treated as immutable: setImportance replaces the message object. Do not mutate a
 * message held by an AgentMemory.
 */
import { AppendLog } from './appendLog';
import { Fenwick } from './fenwick';
import { BinaryHeap } from './heap';
import { formatLine, ROLES, type Message } from './message';
import { checkPageIndex, type Page } from './paging';
import { ProgressiveSummary } from './summary';
import { approxTokens } from './approx';
import { countTokensLoaded, hasTokenCounter, type Encoding } from './tokenCounter';
import { assertFinite, assertInt, assertOneOf, assertString } from './validate';

export type EvictionPolicy = 'fifo' | 'lru' | 'importance';
export type EvictionDestination = 'trash' | 'summary' | 'archive';
export type EvictionReason = 'oldest' | 'least-recently-used' | 'lowest-importance';

export const POLICIES: readonly EvictionPolicy[] = ['fifo', 'lru', 'importance'];
export const DESTINATIONS: readonly EvictionDestination[] = ['trash', 'summary', 'archive'];
export const REASON_BY_POLICY: Readonly<Record<EvictionPolicy, EvictionReason>> = {
  fifo: 'oldest',
  lru: 'least-recently-used',
  importance: 'lowest-importance',
};

export interface AgentMemoryConfig {
  /** Window capacity in messages, integer >= 1. */
  window: number;
  policy: EvictionPolicy;
  evictTo: EvictionDestination;
  /** Messages per archive page, integer >= 1. */
  pageSize: number;
  /** Max chars of the summary sent in context, integer >= 0 (0 = no summary sent). */
  summaryBudget: number;
  /** Summary chunk limit (ProgressiveSummary), integer >= 3. */
  maxCharsPerChunk: number;
}

export interface AgentMemoryOptions extends Partial<AgentMemoryConfig> {
  /** The seed's # HOOK: replaces the default truncation summarizer. */
  summarize?: (m: Message) => string;
}

export const DEFAULT_AGENT_MEMORY_CONFIG: Readonly<AgentMemoryConfig> = {
  window: 10,
  policy: 'fifo',
  evictTo: 'summary',
  pageSize: 5,
  summaryBudget: 200,
  maxCharsPerChunk: 80,
};

/** `position` fields are indexes in `windowMessages` (the policy's display order). */
export type MemoryEvent =
  | { type: 'appended'; message: Message; position: number; pinned: boolean }
  | {
      type: 'evicted';
      message: Message;
      destination: EvictionDestination;
      reason: EvictionReason;
      /** Index the message left in windowMessages (before removal). */
      position: number;
    }
  | { type: 'summarized'; message: Message; chunk: string; chunkIndex: number }
  | { type: 'trashed'; message: Message; trashIndex: number }
  | { type: 'archived'; message: Message; pageIndex: number; slot: number }
  | { type: 'page-sealed'; pageIndex: number; title: string; size: number }
  | { type: 'swapped'; from: number | null; to: number; page: Page }
  | { type: 'touched'; message: Message; from: number; to: number; reordered: boolean }
  | { type: 'touch-ignored'; id: string; reason: 'not-in-window' }
  | { type: 'pinned'; message: Message; position: number }
  | { type: 'unpinned'; message: Message; position: number }
  | { type: 'importance-set'; message: Message; previous: number; importance: number; position: number }
  | {
      type: 'ignored';
      op: 'pin' | 'unpin' | 'set-importance';
      id: string;
      reason: 'not-in-window' | 'already-pinned' | 'not-pinned';
    }
  | { type: 'overflow'; size: number; capacity: number; pinned: number };

export type MemoryEventType = MemoryEvent['type'];

/**
 * What the model is sent this turn.
 * chars = sum over window messages of `[role] content`.length
 *       + summary.length (the rendered summary, already cut to summaryBudget)
 *       + sum over the current page's messages of `[role] content`.length.
 * Separators between these pieces and the page header are not counted.
 * tokens = the same pieces tokenized one by one and summed (so tokens and chars describe the same text), with the
 * real BPE tokenizer when it is loaded (tokensExact true), else the chars/4 proxy until it is (tokensExact false).
 */
export interface ContextView {
  messages: Message[];
  summary: string;
  page: Page | null;
  pageIndex: number | null;
  chars: number;
  tokens: number;
  tokensExact: boolean;
}

/** Serializable state (toJSON / fromJSON). Window entries are in display order. */
export interface AgentMemoryState {
  version: 1;
  config: AgentMemoryConfig;
  window: { message: Message; pinned: boolean }[];
  summary: string[];
  trash: Message[];
  pages: { title: string; messages: Message[] }[];
  openPage: Message[] | null;
  currentPageIndex: number | null;
  evictedTotal: number;
}

interface Entry {
  message: Message;
  /** Display-order key: arrival order (fifo, importance) or last use (lru). Also the fifo/lru heap key. */
  ord: number;
  pinned: boolean;
  version: number; // bumped when the heap key or eligibility changes
}

interface Node {
  e: Entry;
  v: number;
  a: number;
  b: number;
  c: number;
}

function lessNode(x: Node, y: Node): boolean {
  if (x.a !== y.a) return x.a < y.a;
  if (x.b !== y.b) return x.b < y.b;
  return x.c < y.c;
}

function checkMessage(m: unknown): Message {
  if (m === null || typeof m !== 'object') throw new TypeError('message must be an object');
  const msg = m as Record<string, unknown>;
  if (typeof msg.id !== 'string' || msg.id.length === 0) throw new TypeError('message id must be a non-empty string');
  assertOneOf('message role', msg.role, ROLES);
  assertString('message content', msg.content);
  assertFinite('message ts', msg.ts);
  assertFinite('message importance', msg.importance);
  return m as Message;
}

const tokenCache: Record<Encoding, WeakMap<Message, number>> = {
  o200k_base: new WeakMap(),
  cl100k_base: new WeakMap(),
};

function lineTokens(m: Message, encoding: Encoding): number {
  const cache = tokenCache[encoding];
  if (!hasTokenCounter()) return approxTokens(formatLine(m)); // not cached: real counts replace it once loaded
  let n = cache.get(m);
  if (n === undefined) {
    n = countTokensLoaded(formatLine(m), encoding);
    cache.set(m, n);
  }
  return n;
}

export class AgentMemory {
  private readonly cfg: AgentMemoryConfig;
  private readonly summarizeHook: ((m: Message) => string) | undefined;
  private entries = new Map<string, Entry>();
  private heap = new BinaryHeap<Node>(lessNode);
  private ordCounter = 0;
  private ordIndex = new Fenwick(64);
  private pinnedCount = 0;
  private summaryStore: ProgressiveSummary;
  private trash = new AppendLog<Message>();
  private sealed = new AppendLog<Page>();
  private openPage: AppendLog<Message> | null = null;
  private current: number | null = null;
  private evictedCount = 0;
  private summaryTokenCache: { text: string; encoding: Encoding; tokens: number } | null = null;

  constructor(options: AgentMemoryOptions = {}) {
    const o = { ...DEFAULT_AGENT_MEMORY_CONFIG, ...stripUndefined(options) };
    this.cfg = Object.freeze({
      window: assertInt('window', o.window, 1),
      policy: assertOneOf('policy', o.policy, POLICIES),
      evictTo: assertOneOf('evictTo', o.evictTo, DESTINATIONS),
      pageSize: assertInt('pageSize', o.pageSize, 1),
      summaryBudget: assertInt('summaryBudget', o.summaryBudget, 0),
      maxCharsPerChunk: assertInt('maxCharsPerChunk', o.maxCharsPerChunk, 3),
    });
    if (options.summarize !== undefined && typeof options.summarize !== 'function') {
      throw new TypeError('summarize must be a function (m: Message) => string');
    }
    this.summarizeHook = options.summarize;
    this.summaryStore = new ProgressiveSummary({
      maxCharsPerChunk: this.cfg.maxCharsPerChunk,
      ...(this.summarizeHook ? { summarize: this.summarizeHook } : {}),
    });
  }

  // ---------------------------------------------------------------- operations

  /** Add a message to the window (evicting first if full). Optionally pin it on the way in. */
  append(m: Message, opts: { pinned?: boolean } = {}): MemoryEvent[] {
    checkMessage(m);
    if (this.entries.has(m.id)) throw new Error(`message id ${m.id} is already in the window`);
    const events: MemoryEvent[] = [];
    while (this.entries.size >= this.cfg.window) {
      if (!this.evictOne(events)) break;
    }
    const e: Entry = { message: m, ord: this.nextOrd(), pinned: opts.pinned === true, version: 0 };
    this.entries.set(m.id, e);
    this.ordIndex.add(e.ord, 1);
    if (e.pinned) this.pinnedCount += 1;
    else this.pushNode(e);
    events.push({ type: 'appended', message: m, position: this.entries.size - 1, pinned: e.pinned });
    if (this.entries.size > this.cfg.window) events.push(this.overflowEvent());
    this.maybeCompact();
    return events;
  }

  /**
   * Record a use of a message. Under 'lru' it becomes the most recently used (moves to the end of
   * windowMessages); under 'fifo' / 'importance' the order does not change (reordered: false).
   * An id not in the window gives 'touch-ignored': touch() does not resurrect an evicted message.
   */
  touch(id: string): MemoryEvent[] {
    const e = this.entries.get(id);
    if (!e) return [{ type: 'touch-ignored', id, reason: 'not-in-window' }];
    const from = this.indexOf(e);
    let to = from;
    if (this.cfg.policy === 'lru') {
      const ord = this.nextOrd(); // may renumber: read e.ord after it
      this.ordIndex.add(e.ord, -1);
      e.ord = ord;
      this.ordIndex.add(ord, 1);
      this.entries.delete(id);
      this.entries.set(id, e);
      e.version += 1;
      if (!e.pinned) this.pushNode(e);
      to = this.entries.size - 1;
      this.maybeCompact();
    }
    return [{ type: 'touched', message: e.message, from, to, reordered: from !== to }];
  }

  /** Pin a message: it will never be evicted while pinned. */
  pin(id: string): MemoryEvent[] {
    const e = this.entries.get(id);
    if (!e) return [{ type: 'ignored', op: 'pin', id, reason: 'not-in-window' }];
    if (e.pinned) return [{ type: 'ignored', op: 'pin', id, reason: 'already-pinned' }];
    e.pinned = true;
    e.version += 1;
    this.pinnedCount += 1;
    return [{ type: 'pinned', message: e.message, position: this.indexOf(e) }];
  }

  /** Unpin a message; if the window was over capacity, evictions bring it back to capacity. */
  unpin(id: string): MemoryEvent[] {
    const e = this.entries.get(id);
    if (!e) return [{ type: 'ignored', op: 'unpin', id, reason: 'not-in-window' }];
    if (!e.pinned) return [{ type: 'ignored', op: 'unpin', id, reason: 'not-pinned' }];
    e.pinned = false;
    e.version += 1;
    this.pinnedCount -= 1;
    this.pushNode(e);
    const events: MemoryEvent[] = [{ type: 'unpinned', message: e.message, position: this.indexOf(e) }];
    while (this.entries.size > this.cfg.window) {
      if (!this.evictOne(events)) break;
    }
    if (this.entries.size > this.cfg.window) events.push(this.overflowEvent());
    return events;
  }

  /** Set a message's importance (a finite number); the message object is replaced. */
  setImportance(id: string, value: number): MemoryEvent[] {
    assertFinite('importance', value);
    const e = this.entries.get(id);
    if (!e) return [{ type: 'ignored', op: 'set-importance', id, reason: 'not-in-window' }];
    const previous = e.message.importance;
    e.message = { ...e.message, importance: value };
    if (this.cfg.policy === 'importance') {
      e.version += 1;
      if (!e.pinned) this.pushNode(e);
      this.maybeCompact();
    }
    return [{ type: 'importance-set', message: e.message, previous, importance: value, position: this.indexOf(e) }];
  }

  /** Load archive page `pageIndex` into the context. RangeError when out of range. */
  swapTo(pageIndex: number): MemoryEvent[] {
    const i = checkPageIndex(pageIndex, this.pageCount);
    const from = this.current;
    this.current = i;
    return [{ type: 'swapped', from, to: i, page: this.page(i) as Page }];
  }

  // ---------------------------------------------------------------- accessors

  get config(): AgentMemoryConfig {
    return this.cfg;
  }

  /** Window messages in display order: fifo / importance = arrival, lru = LRU -> MRU. */
  get windowMessages(): Message[] {
    const out: Message[] = [];
    for (const e of this.entries.values()) out.push(e.message);
    return out;
  }

  get size(): number {
    return this.entries.size;
  }

  get capacity(): number {
    return this.cfg.window;
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  isPinned(id: string): boolean {
    return this.entries.get(id)?.pinned === true;
  }

  /** Ids of pinned messages, in display order. */
  get pinned(): string[] {
    const out: string[] = [];
    for (const e of this.entries.values()) if (e.pinned) out.push(e.message.id);
    return out;
  }

  /** The progressive summary (evictTo 'summary'). Treat as read-only. */
  get summary(): ProgressiveSummary {
    return this.summaryStore;
  }

  /** Messages sent to the trash (evictTo 'trash'), in eviction order. */
  get evicted(): Message[] {
    return this.trash.toArray();
  }

  /** Number of evictions so far, whatever the destination. */
  get evictedTotal(): number {
    return this.evictedCount;
  }

  /** Archive pages: the sealed ones, then the open (partial) one if any. Sealed pages are frozen. */
  get pages(): Page[] {
    const out = this.sealed.toArray();
    if (this.openPage) out.push(this.openPageView());
    return out;
  }

  get pageCount(): number {
    return this.sealed.length + (this.openPage ? 1 : 0);
  }

  get sealedPageCount(): number {
    return this.sealed.length;
  }

  /** Page i (sealed or open), or null. */
  page(i: number): Page | null {
    if (i < this.sealed.length) return this.sealed.at(i) ?? null;
    if (i === this.sealed.length && this.openPage) return this.openPageView();
    return null;
  }

  /** Index of the page loaded in context, or null when none was swapped in. */
  get currentPageIndex(): number | null {
    return this.current;
  }

  /** What the model is sent this turn (see ContextView for the exact accounting). */
  context(opts: { encoding?: Encoding } = {}): ContextView {
    const encoding = opts.encoding ?? 'o200k_base';
    const messages = this.windowMessages;
    const summary =
      this.summaryStore.chunkCount === 0 || this.cfg.summaryBudget === 0
        ? ''
        : this.summaryStore.render(this.cfg.summaryBudget);
    const page = this.current === null ? null : this.page(this.current);
    let chars = summary.length;
    let tokens = this.summaryTokens(summary, encoding);
    for (const m of messages) {
      chars += m.role.length + 3 + m.content.length;
      tokens += lineTokens(m, encoding);
    }
    if (page) {
      for (const m of page.messages) {
        chars += m.role.length + 3 + m.content.length;
        tokens += lineTokens(m, encoding);
      }
    }
    return {
      messages,
      summary,
      page,
      pageIndex: page ? this.current : null,
      chars,
      tokens,
      tokensExact: hasTokenCounter(),
    };
  }

  // ---------------------------------------------------------------- snapshots

  /** An independent deep copy (O(W); history logs are shared copy-on-write). */
  clone(): AgentMemory {
    const c = new AgentMemory({ ...this.cfg, ...(this.summarizeHook ? { summarize: this.summarizeHook } : {}) });
    for (const e of this.entries.values()) {
      c.entries.set(e.message.id, { message: e.message, ord: 0, pinned: e.pinned, version: 0 });
    }
    c.pinnedCount = this.pinnedCount;
    c.renumber();
    c.summaryStore = this.summaryStore.clone();
    c.trash = this.trash.clone();
    c.sealed = this.sealed.clone();
    c.openPage = this.openPage ? this.openPage.clone() : null;
    c.current = this.current;
    c.evictedCount = this.evictedCount;
    return c;
  }

  /** Same as clone(): a frozen-in-time copy for step-back. */
  snapshot(): AgentMemory {
    return this.clone();
  }

  toJSON(): AgentMemoryState {
    return {
      version: 1,
      config: { ...this.cfg },
      window: [...this.entries.values()].map((e) => ({ message: { ...e.message }, pinned: e.pinned })),
      summary: this.summaryStore.chunks,
      trash: this.trash.toArray(),
      pages: this.sealed.toArray().map((p) => ({ title: p.title, messages: p.messages.slice() })),
      openPage: this.openPage ? this.openPage.toArray() : null,
      currentPageIndex: this.current,
      evictedTotal: this.evictedCount,
    };
  }

  /** Rebuild from toJSON() output; throws a TypeError / RangeError naming the bad field on corrupt input. */
  static fromJSON(data: unknown, opts: { summarize?: (m: Message) => string } = {}): AgentMemory {
    const fail = (what: string): never => {
      throw new TypeError(`invalid AgentMemory state: ${what}`);
    };
    if (data === null || typeof data !== 'object') fail('not an object');
    const s = data as Partial<AgentMemoryState>;
    if (s.version !== 1) fail('unsupported version');
    if (!s.config || typeof s.config !== 'object') fail('missing config');
    const mem = new AgentMemory({ ...(s.config as AgentMemoryConfig), ...(opts.summarize ? { summarize: opts.summarize } : {}) });
    if (!Array.isArray(s.window)) fail('window must be an array');
    const seen = new Set<string>();
    for (const w of s.window as AgentMemoryState['window']) {
      if (!w || typeof w !== 'object') fail('window entry must be an object');
      const m = checkMessage(w.message);
      if (seen.has(m.id)) fail(`duplicate message id ${m.id}`);
      seen.add(m.id);
      const pinned = w.pinned === true;
      mem.entries.set(m.id, { message: { ...m }, ord: 0, pinned, version: 0 });
      if (pinned) mem.pinnedCount += 1;
    }
    if (mem.entries.size > mem.cfg.window && mem.pinnedCount < mem.entries.size - 1) {
      // Over capacity is only reachable when every message but the newest is pinned (see append).
      fail('window holds more messages than its capacity');
    }
    mem.renumber();
    if (!Array.isArray(s.summary)) fail('summary must be an array of strings');
    for (const c of s.summary as unknown[]) mem.summaryStore.addChunk(assertString('summary chunk', c));
    if (!Array.isArray(s.trash)) fail('trash must be an array');
    for (const m of s.trash as unknown[]) mem.trash.push(checkMessage(m));
    if (!Array.isArray(s.pages)) fail('pages must be an array');
    for (const p of s.pages as unknown[]) {
      if (!p || typeof p !== 'object') fail('page must be an object');
      const pg = p as { title?: unknown; messages?: unknown };
      const title = assertString('page title', pg.title);
      if (!Array.isArray(pg.messages)) fail('page messages must be an array');
      const msgs = (pg.messages as unknown[]).map(checkMessage);
      if (msgs.length !== mem.cfg.pageSize) fail(`sealed page "${title}" must hold pageSize messages`);
      mem.sealed.push(freezePage(title, msgs));
    }
    if (s.openPage !== null && s.openPage !== undefined) {
      if (!Array.isArray(s.openPage)) fail('openPage must be an array or null');
      const msgs = (s.openPage as unknown[]).map(checkMessage);
      if (msgs.length === 0 || msgs.length >= mem.cfg.pageSize) fail('openPage must hold 1..pageSize-1 messages');
      mem.openPage = new AppendLog(msgs);
    }
    if (s.currentPageIndex !== null && s.currentPageIndex !== undefined) {
      mem.current = checkPageIndex(s.currentPageIndex, mem.pageCount);
    }
    mem.evictedCount = assertInt('evictedTotal', s.evictedTotal, 0);
    return mem;
  }

  // ---------------------------------------------------------------- internals

  private pushNode(e: Entry): void {
    let a: number;
    let b = 0;
    let c = 0;
    switch (this.cfg.policy) {
      case 'fifo':
      case 'lru':
        a = e.ord;
        break;
      case 'importance':
        a = e.message.importance;
        b = e.message.ts;
        c = e.ord;
        break;
    }
    this.heap.push({ e, v: e.version, a, b, c });
  }

  private rebuildHeap(): void {
    this.heap = new BinaryHeap<Node>(lessNode);
    for (const e of this.entries.values()) {
      e.version += 1;
      if (!e.pinned) this.pushNode(e);
    }
  }

  private maybeCompact(): void {
    if (this.heap.size > 2 * this.entries.size + 32) this.rebuildHeap();
  }

  /** Pop the current victim (lowest key among live unpinned entries), or null if none. */
  private popVictim(): Entry | null {
    for (;;) {
      const top = this.heap.pop();
      if (!top) return null;
      const e = top.e;
      if (top.v === e.version && !e.pinned && this.entries.get(e.message.id) === e) return e;
    }
  }

  /** Position of a live entry in display order, O(log W). */
  private indexOf(target: Entry): number {
    return this.ordIndex.prefix(target.ord - 1);
  }

  /** A fresh display-order key; renumbers everything when the Fenwick tree is full. */
  private nextOrd(): number {
    if (this.ordCounter + 1 > this.ordIndex.size) this.renumber();
    this.ordCounter += 1;
    return this.ordCounter;
  }

  /**
   * Give the live entries the keys 1..n in display order (Map order), size the Fenwick tree to
   * 2n + 64 and rebuild the heap. O(W), needed once every ~W operations.
   */
  private renumber(): void {
    const n = this.entries.size;
    const size = 2 * n + 64;
    const ones: number[] = [];
    let k = 0;
    for (const e of this.entries.values()) {
      k += 1;
      e.ord = k;
      ones.push(k);
    }
    this.ordCounter = k;
    this.ordIndex = Fenwick.fromOnes(size, ones);
    this.rebuildHeap();
  }

  private evictOne(events: MemoryEvent[]): boolean {
    const e = this.popVictim();
    if (!e) return false;
    const m = e.message;
    let chunk = '';
    if (this.cfg.evictTo === 'summary') {
      try {
        chunk = this.summaryStore.chunkFor(m); // may call the user's hook: run it before mutating
      } catch (err) {
        this.pushNode(e);
        throw err;
      }
    }
    const position = this.indexOf(e);
    this.entries.delete(m.id);
    this.ordIndex.add(e.ord, -1);
    this.evictedCount += 1;
    events.push({
      type: 'evicted',
      message: m,
      destination: this.cfg.evictTo,
      reason: REASON_BY_POLICY[this.cfg.policy],
      position,
    });
    switch (this.cfg.evictTo) {
      case 'trash':
        this.trash.push(m);
        events.push({ type: 'trashed', message: m, trashIndex: this.trash.length - 1 });
        break;
      case 'summary':
        this.summaryStore.addChunk(chunk);
        events.push({ type: 'summarized', message: m, chunk, chunkIndex: this.summaryStore.chunkCount - 1 });
        break;
      case 'archive': {
        if (!this.openPage) this.openPage = new AppendLog<Message>();
        this.openPage.push(m);
        const pageIndex = this.sealed.length;
        events.push({ type: 'archived', message: m, pageIndex, slot: this.openPage.length - 1 });
        if (this.openPage.length >= this.cfg.pageSize) {
          const title = `page-${pageIndex}`;
          this.sealed.push(freezePage(title, this.openPage.toArray()));
          this.openPage = null;
          events.push({ type: 'page-sealed', pageIndex, title, size: this.cfg.pageSize });
        }
        break;
      }
    }
    return true;
  }

  private openPageView(): Page {
    return { title: `page-${this.sealed.length}`, messages: (this.openPage as AppendLog<Message>).toArray() };
  }

  private overflowEvent(): MemoryEvent {
    return { type: 'overflow', size: this.entries.size, capacity: this.cfg.window, pinned: this.pinnedCount };
  }

  private summaryTokens(text: string, encoding: Encoding): number {
    if (text.length === 0) return 0;
    if (!hasTokenCounter()) return approxTokens(text);
    const c = this.summaryTokenCache;
    if (c && c.text === text && c.encoding === encoding) return c.tokens;
    const tokens = countTokensLoaded(text, encoding);
    this.summaryTokenCache = { text, encoding, tokens };
    return tokens;
  }
}

function freezePage(title: string, messages: Message[]): Page {
  return Object.freeze({ title, messages: Object.freeze(messages) as Message[] });
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(o)) {
    if (v !== undefined && k !== 'summarize') (out as Record<string, unknown>)[k] = v;
  }
  return out;
}
