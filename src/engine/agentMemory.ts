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
 * - Pages can also be given whole (addPage, the seed's `PagedMemory.add_page`), with an optional
 *   domain (the seed's exercise 3: swapToDomain loads the last page added with that domain).
 *   Given pages and sealed archive pages share one index space, in the order they were created;
 *   the open archive page, if any, always stays last (so its index moves up when a page is given
 *   while it fills; it is titled `page-<its index>` when sealed). As in the seed, where
 *   `PagedMemory.current` starts at 0, the first page given while no page is current becomes the
 *   current page (a 'swapped' event from null says so); archive pages never become current by
 *   themselves.
 * - context() is what the model receives this turn: window + summary (cut to summaryBudget chars) +
 *   the current page if one was swapped in.
 *
 * Every operation returns the list of MemoryEvent it caused, in order, for the visualizer.
 *
 * Complexity: every operation is O(log W) amortized. The victim comes from a binary heap with lazy
 * deletion (compacted when stale nodes exceed twice the window); positions come from a Fenwick tree
 * over each entry's display-order key `ord` (renumbered 1..n, in O(W), once every ~W operations).
 * addPage is O(size of the page) (it validates and copies it) and swapToDomain O(1) (a map domain ->
 * last page index). clone() is O(W): the summary chunks, the trash and the pages are append-only logs
 * shared copy-on-write between snapshots, and the domain map is shared too (copied, O(number of
 * domains), by the first addPage with a domain after a clone). Nothing is O(total messages) per operation.
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
/** Where a page comes from: given whole (addPage) or sealed from evicted messages. */
export type PageOrigin = 'added' | 'archive';

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
  | { type: 'page-added'; pageIndex: number; title: string; size: number; domain?: string }
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

/** The serialized state's version; fromJSON also reads version 1 (archive pages only) and migrates it. */
export const AGENT_MEMORY_STATE_VERSION = 2;

/**
 * Serializable state (toJSON / fromJSON). Window entries are in display order; `pages` are the sealed
 * pages (given and archive) in index order, the open archive page follows them.
 */
export interface AgentMemoryState {
  version: typeof AGENT_MEMORY_STATE_VERSION;
  config: AgentMemoryConfig;
  window: { message: Message; pinned: boolean }[];
  summary: string[];
  trash: Message[];
  pages: { title: string; messages: Message[]; domain?: string; origin: PageOrigin }[];
  openPage: Message[] | null;
  currentPageIndex: number | null;
  evictedTotal: number;
}

interface SealedPage {
  page: Page; // frozen
  origin: PageOrigin;
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
  private sealed = new AppendLog<SealedPage>();
  private openPage: AppendLog<Message> | null = null;
  private current: number | null = null;
  /** domain -> index of the last page given with it. Shared copy-on-write between clones. */
  private domains = new Map<string, number>();
  private domainsShared = false;
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

  /** Load page `pageIndex` (given or archive) into the context. RangeError when out of range. */
  swapTo(pageIndex: number): MemoryEvent[] {
    const i = checkPageIndex(pageIndex, this.pageCount);
    const from = this.current;
    this.current = i;
    return [{ type: 'swapped', from, to: i, page: this.page(i) as Page }];
  }

  /**
   * Add a page given whole (the seed's `PagedMemory.add_page`): a frozen copy, sealed at once, placed
   * before the open archive page. The first page given while no page is current becomes current.
   * TypeError / RangeError on a malformed page (not an object, empty title, bad message, empty domain).
   */
  addPage(page: Page): MemoryEvent[] {
    const p = checkPage(page);
    const pageIndex = this.sealed.length;
    // The open archive page stays last: if it was the current page, follow it to its new index.
    if (this.openPage && this.current === pageIndex) this.current = pageIndex + 1;
    this.sealed.push({ page: p, origin: 'added' });
    if (p.domain !== undefined) this.writableDomains().set(p.domain, pageIndex);
    const events: MemoryEvent[] = [
      {
        type: 'page-added',
        pageIndex,
        title: p.title,
        size: p.messages.length,
        ...(p.domain === undefined ? {} : { domain: p.domain }),
      },
    ];
    if (this.current === null) {
      this.current = pageIndex;
      events.push({ type: 'swapped', from: null, to: pageIndex, page: p });
    }
    return events;
  }

  /**
   * Load the last page given with `domain` (the seed's exercise 3, `swap_to_domain`). A RangeError
   * naming the domain and the known ones when no page has it.
   */
  swapToDomain(domain: string): MemoryEvent[] {
    assertString('domain', domain);
    const i = this.domains.get(domain);
    if (i === undefined) {
      const known = [...this.domains.keys()].map((d) => JSON.stringify(d));
      throw new RangeError(
        `unknown domain ${JSON.stringify(domain)}: ` +
          (known.length === 0 ? 'no page has a domain yet' : `known domains are ${known.join(', ')}`),
      );
    }
    return this.swapTo(i);
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

  /**
   * Every page: the sealed ones (given and archive, in creation order), then the open archive page if
   * any. Sealed pages are frozen.
   */
  get pages(): Page[] {
    const out = this.sealed.toArray().map((s) => s.page);
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
    if (i < this.sealed.length) return this.sealed.at(i)?.page ?? null;
    if (i === this.sealed.length && this.openPage) return this.openPageView();
    return null;
  }

  /** Whether page i was given whole ('added') or built from evictions ('archive'); null when out of range. */
  pageOrigin(i: number): PageOrigin | null {
    if (i < this.sealed.length) return this.sealed.at(i)?.origin ?? null;
    return i === this.sealed.length && this.openPage ? 'archive' : null;
  }

  /** Domains of the given pages, in order of first appearance. */
  get domainNames(): string[] {
    return [...this.domains.keys()];
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
    c.domains = this.domains;
    c.domainsShared = true;
    this.domainsShared = true;
    c.evictedCount = this.evictedCount;
    return c;
  }

  /** Same as clone(): a frozen-in-time copy for step-back. */
  snapshot(): AgentMemory {
    return this.clone();
  }

  toJSON(): AgentMemoryState {
    return {
      version: AGENT_MEMORY_STATE_VERSION,
      config: { ...this.cfg },
      window: [...this.entries.values()].map((e) => ({ message: { ...e.message }, pinned: e.pinned })),
      summary: this.summaryStore.chunks,
      trash: this.trash.toArray(),
      pages: this.sealed.toArray().map(({ page: p, origin }) => ({
        title: p.title,
        messages: p.messages.slice(),
        ...(p.domain === undefined ? {} : { domain: p.domain }),
        origin,
      })),
      openPage: this.openPage ? this.openPage.toArray() : null,
      currentPageIndex: this.current,
      evictedTotal: this.evictedCount,
    };
  }

  /**
   * Rebuild from toJSON() output (version 2, or version 1 which is migrated: its pages were all archive
   * pages); throws a TypeError / RangeError naming the bad field on corrupt input.
   */
  static fromJSON(data: unknown, opts: { summarize?: (m: Message) => string } = {}): AgentMemory {
    const fail = (what: string): never => {
      throw new TypeError(`invalid AgentMemory state: ${what}`);
    };
    if (data === null || typeof data !== 'object') fail('not an object');
    const s = migrateState(data as { version?: unknown }) ?? fail('unsupported version');
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
      const origin = (p as { origin?: unknown }).origin;
      if (origin === 'added') {
        const page = checkPage(p);
        if (page.domain !== undefined) mem.domains.set(page.domain, mem.sealed.length);
        mem.sealed.push({ page, origin });
        continue;
      }
      if (origin !== 'archive') fail(`page origin must be 'added' or 'archive'`);
      const pg = p as { title?: unknown; messages?: unknown; domain?: unknown };
      const title = assertString('page title', pg.title);
      if (!Array.isArray(pg.messages)) fail('page messages must be an array');
      if (pg.domain !== undefined) fail(`archive page "${title}" cannot have a domain`);
      const msgs = (pg.messages as unknown[]).map(checkMessage);
      if (msgs.length !== mem.cfg.pageSize) fail(`sealed page "${title}" must hold pageSize messages`);
      mem.sealed.push({ page: freezePage(title, msgs), origin: 'archive' });
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
          this.sealed.push({ page: freezePage(title, this.openPage.toArray()), origin: 'archive' });
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

  /** The domain index, copied first if a clone shares it (copy-on-write: clone() stays O(W)). */
  private writableDomains(): Map<string, number> {
    if (this.domainsShared) {
      this.domains = new Map(this.domains);
      this.domainsShared = false;
    }
    return this.domains;
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

function freezePage(title: string, messages: Message[], domain?: string): Page {
  const page: Page = { title, messages: Object.freeze(messages) as Message[] };
  if (domain !== undefined) page.domain = domain;
  return Object.freeze(page);
}

/** Validates a page given whole and returns its frozen copy (the caller's arrays are not kept). */
function checkPage(p: unknown): Page {
  if (p === null || typeof p !== 'object' || Array.isArray(p)) {
    throw new TypeError('page must be an object { title, messages, domain? }');
  }
  const pg = p as Record<string, unknown>;
  const title = assertString('page title', pg.title);
  if (title.trim().length === 0) throw new TypeError('page title must be a non-empty string (got "")');
  if (!Array.isArray(pg.messages)) throw new TypeError(`page "${title}": messages must be an array`);
  const messages = (pg.messages as unknown[]).map((m, j) => {
    try {
      return checkMessage(m);
    } catch (err) {
      const E = err instanceof RangeError ? RangeError : TypeError;
      throw new E(`page "${title}", messages[${j}]: ${err instanceof Error ? err.message : String(err)}`);
    }
  });
  let domain: string | undefined;
  if (pg.domain !== undefined) {
    domain = assertString('page domain', pg.domain);
    if (domain.trim().length === 0) throw new TypeError(`page "${title}": domain must be a non-empty string`);
  }
  return freezePage(title, messages, domain);
}

/** A version-2 state from a version-1 or version-2 one, or null for any other version. */
function migrateState(s: { version?: unknown }): Partial<AgentMemoryState> | null {
  if (s.version === AGENT_MEMORY_STATE_VERSION) return s as Partial<AgentMemoryState>;
  if (s.version !== 1) return null;
  // Version 1 only had archive pages (no addPage yet).
  const v1 = s as Record<string, unknown>;
  const pages = Array.isArray(v1.pages)
    ? (v1.pages as unknown[]).map((p) => (p && typeof p === 'object' ? { ...p, origin: 'archive' } : p))
    : v1.pages;
  return { ...v1, version: AGENT_MEMORY_STATE_VERSION, pages } as Partial<AgentMemoryState>;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(o)) {
    if (v !== undefined && k !== 'summarize') (out as Record<string, unknown>)[k] = v;
  }
  return out;
}
