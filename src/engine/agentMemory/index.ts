/**
 * AgentMemory: the memory the visualizer steps through (chapter 1). A window of `window` messages under one
 * eviction policy ('fifo', 'lru' with touch(), 'importance': lowest (importance, ts), then arrival), pins that are
 * never evicted (a full window of pins overflows, with an 'overflow' event), and one destination for what is
 * evicted (`evictTo`): 'trash', 'summary' (a chunk of the progressive summary) or 'archive' (pages of `pageSize`
 * messages). Pages can also be given whole (addPage, swapToDomain: the seed's PagedMemory and exercise 3); given and
 * archive pages share one index space, the open archive page always last. context() is what the model receives this
 * turn: window + summary (cut to summaryBudget characters) + the current page.
 *
 * Every operation returns the MemoryEvents it caused, in order, and is O(log W) amortized; clone() is O(W) (logs
 * shared copy-on-write). The parts: types.ts (config, events), config.ts (the options checked), context.ts (what is sent, counted), victims.ts (who is evicted next), pages.ts, state.ts
 * (serialisation), tokens.ts (what a line costs), baseline.ts (unbounded memory). Messages are immutable here:
 * setImportance replaces the message object.
 */
import { TextTokenCache } from './tokens';
import { checkedConfig } from './config';
import { contextView } from './context';
import { checkMessage, checkPage, PageStore } from './pages';
import { checkState, openState, toState } from './state';
import {
  POLICY_ORDER,
  REASON_BY_POLICY,
  type AgentMemoryConfig,
  type AgentMemoryOptions,
  type AgentMemoryState,
  type ContextView,
  type MemoryEvent,
  type PageOrigin,
} from './types';
import { VictimIndex } from './victims';
import { AppendLog } from '../collections/appendLog';
import type { Message } from '../core/message';
import type { Page } from '../window/paging';
import { ProgressiveSummary } from '../window/summary';
import type { Encoding } from '../tokens/counter';
import { assertFinite, assertInt } from '../core/validate';

export * from './types';

export class AgentMemory {
  private readonly cfg: AgentMemoryConfig;
  private readonly summarizeHook: ((m: Message) => string) | undefined;
  private victims: VictimIndex;
  private summaryStore: ProgressiveSummary;
  private trash = new AppendLog<Message>();
  private pageStore: PageStore;
  private evictedCount = 0;
  private summaryTokens = new TextTokenCache();

  constructor(options: AgentMemoryOptions = {}) {
    this.cfg = checkedConfig(options);
    this.summarizeHook = options.summarize;
    this.summaryStore = new ProgressiveSummary({
      maxCharsPerChunk: this.cfg.maxCharsPerChunk,
      ...(this.summarizeHook ? { summarize: this.summarizeHook } : {}),
    });
    this.victims = new VictimIndex(this.cfg.policy);
    this.pageStore = new PageStore(this.cfg.pageSize);
  }

  // ---------------------------------------------------------------- operations

  /** Add a message to the window (evicting first if full). Optionally pin it on the way in. */
  append(m: Message, opts: { pinned?: boolean } = {}): MemoryEvent[] {
    checkMessage(m);
    if (this.victims.has(m.id)) throw new Error(`message id ${m.id} is already in the window`);
    const events: MemoryEvent[] = [];
    while (this.victims.size >= this.cfg.window) {
      if (!this.evictOne(events)) break;
    }
    const e = this.victims.add(m, opts.pinned === true);
    events.push({ type: 'appended', message: m, position: this.victims.size - 1, pinned: e.pinned });
    if (this.victims.size > this.cfg.window) events.push(this.overflowEvent());
    this.victims.maybeCompact();
    return events;
  }

  /**
   * Record a use of a message. Under 'lru' it becomes the most recently used (moves to the end of
   * windowMessages); under 'fifo' / 'importance' the order does not change (reordered: false).
   * An id not in the window gives 'touch-ignored': touch() does not resurrect an evicted message.
   */
  touch(id: string): MemoryEvent[] {
    const e = this.victims.get(id);
    if (!e) return [{ type: 'touch-ignored', id, reason: 'not-in-window' }];
    const from = this.victims.indexOf(e);
    let to = from;
    if (POLICY_ORDER[this.cfg.policy].byUse) {
      this.victims.moveToEnd(e);
      to = this.victims.size - 1;
    }
    return [{ type: 'touched', message: e.message, from, to, reordered: from !== to }];
  }

  /** Pin a message: it will never be evicted while pinned. */
  pin(id: string): MemoryEvent[] {
    const e = this.victims.get(id);
    if (!e) return [{ type: 'ignored', op: 'pin', id, reason: 'not-in-window' }];
    if (e.pinned) return [{ type: 'ignored', op: 'pin', id, reason: 'already-pinned' }];
    this.victims.pin(e);
    return [{ type: 'pinned', message: e.message, position: this.victims.indexOf(e) }];
  }

  /** Unpin a message; if the window was over capacity, evictions bring it back to capacity. */
  unpin(id: string): MemoryEvent[] {
    const e = this.victims.get(id);
    if (!e) return [{ type: 'ignored', op: 'unpin', id, reason: 'not-in-window' }];
    if (!e.pinned) return [{ type: 'ignored', op: 'unpin', id, reason: 'not-pinned' }];
    this.victims.unpin(e);
    const events: MemoryEvent[] = [
      { type: 'unpinned', message: e.message, position: this.victims.indexOf(e) },
    ];
    while (this.victims.size > this.cfg.window) {
      if (!this.evictOne(events)) break;
    }
    if (this.victims.size > this.cfg.window) events.push(this.overflowEvent());
    return events;
  }

  /** Set a message's importance (a finite number); the message object is replaced. */
  setImportance(id: string, value: number): MemoryEvent[] {
    assertFinite('importance', value);
    const e = this.victims.get(id);
    if (!e) return [{ type: 'ignored', op: 'set-importance', id, reason: 'not-in-window' }];
    const previous = e.message.importance;
    this.victims.replaceMessage(
      e,
      { ...e.message, importance: value },
      POLICY_ORDER[this.cfg.policy].byImportance,
    );
    return [
      {
        type: 'importance-set',
        message: e.message,
        previous,
        importance: value,
        position: this.victims.indexOf(e),
      },
    ];
  }

  /** Load page `pageIndex` (given or archive) into the context. RangeError when out of range. */
  swapTo(pageIndex: number): MemoryEvent[] {
    return this.pageStore.swapTo(pageIndex);
  }

  /**
   * Add a page given whole (the seed's `PagedMemory.add_page`): a frozen copy, sealed at once, placed
   * before the open archive page. The first page given while no page is current becomes current.
   * TypeError / RangeError on a malformed page (not an object, empty title, bad message, empty domain).
   */
  addPage(page: Page): MemoryEvent[] {
    return this.pageStore.add(checkPage(page));
  }

  /**
   * Load the last page given with `domain` (the seed's exercise 3, `swap_to_domain`). A RangeError
   * naming the domain and the known ones when no page has it.
   */
  swapToDomain(domain: string): MemoryEvent[] {
    return this.pageStore.swapToDomain(domain);
  }

  // ---------------------------------------------------------------- accessors

  get config(): AgentMemoryConfig {
    return this.cfg;
  }

  /** Window messages in display order: fifo / importance = arrival, lru = LRU -> MRU. */
  get windowMessages(): Message[] {
    const out: Message[] = [];
    for (const e of this.victims.values()) out.push(e.message);
    return out;
  }

  get size(): number {
    return this.victims.size;
  }

  get capacity(): number {
    return this.cfg.window;
  }

  has(id: string): boolean {
    return this.victims.has(id);
  }

  isPinned(id: string): boolean {
    return this.victims.get(id)?.pinned === true;
  }

  /** Ids of pinned messages, in display order. */
  get pinned(): string[] {
    const out: string[] = [];
    for (const e of this.victims.values()) if (e.pinned) out.push(e.message.id);
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
    return this.pageStore.pages;
  }

  get pageCount(): number {
    return this.pageStore.pageCount;
  }

  get sealedPageCount(): number {
    return this.pageStore.sealedPageCount;
  }

  /** Page i (sealed or open), or null. */
  page(i: number): Page | null {
    return this.pageStore.page(i);
  }

  /** Whether page i was given whole ('added') or built from evictions ('archive'); null when out of range. */
  pageOrigin(i: number): PageOrigin | null {
    return this.pageStore.pageOrigin(i);
  }

  /** Domains of the given pages, in order of first appearance. */
  get domainNames(): string[] {
    return this.pageStore.domainNames;
  }

  /** Index of the page loaded in context, or null when none was swapped in. */
  get currentPageIndex(): number | null {
    return this.pageStore.currentPageIndex;
  }

  /** What the model is sent this turn (see ContextView for the exact accounting). */
  context(opts: { encoding?: Encoding } = {}): ContextView {
    const encoding = opts.encoding ?? 'o200k_base';
    const messages = this.windowMessages;
    const summary =
      this.summaryStore.chunkCount === 0 || this.cfg.summaryBudget === 0
        ? ''
        : this.summaryStore.render(this.cfg.summaryBudget);
    const current = this.pageStore.currentPageIndex;
    const page = current === null ? null : this.page(current);
    return contextView(
      { messages, summary, page, pageIndex: page ? current : null },
      this.summaryTokens.count(summary, encoding),
      encoding,
    );
  }

  // ---------------------------------------------------------------- snapshots

  /** An independent deep copy (O(W); history logs are shared copy-on-write). */
  clone(): AgentMemory {
    const c = new AgentMemory({
      ...this.cfg,
      ...(this.summarizeHook ? { summarize: this.summarizeHook } : {}),
    });
    c.victims = this.victims.clone();
    c.summaryStore = this.summaryStore.clone();
    c.trash = this.trash.clone();
    c.pageStore = this.pageStore.clone();
    c.evictedCount = this.evictedCount;
    return c;
  }

  /** Same as clone(): a frozen-in-time copy for step-back. */
  snapshot(): AgentMemory {
    return this.clone();
  }

  toJSON(): AgentMemoryState {
    return toState(this.cfg, {
      window: [...this.victims.values()],
      summary: this.summaryStore.chunks,
      trash: this.trash.toArray(),
      sealed: this.pageStore.sealedPages,
      openPage: this.pageStore.openPageMessages,
      currentPageIndex: this.pageStore.currentPageIndex,
      evictedTotal: this.evictedCount,
    });
  }

  /**
   * Rebuild from toJSON() output (version 2, or version 1 which is migrated: its pages were all archive
   * pages); throws a TypeError / RangeError naming the bad field on corrupt input.
   */
  static fromJSON(data: unknown, opts: { summarize?: (m: Message) => string } = {}): AgentMemory {
    const { state, config } = openState(data);
    const mem = new AgentMemory({ ...config, ...(opts.summarize ? { summarize: opts.summarize } : {}) });
    const parts = checkState(state, mem.cfg);
    mem.victims.load(parts.window);
    for (const c of parts.summary) mem.summaryStore.addChunk(c);
    for (const m of parts.trash) mem.trash.push(m);
    mem.pageStore = PageStore.restore(
      mem.cfg.pageSize,
      parts.sealed,
      parts.openPage,
      parts.currentPageIndex as number | null,
    );
    mem.evictedCount = assertInt('evictedTotal', parts.evictedTotal, 0);
    return mem;
  }

  // ---------------------------------------------------------------- internals

  private evictOne(events: MemoryEvent[]): boolean {
    const e = this.victims.popVictim();
    if (!e) return false;
    const m = e.message;
    let chunk = '';
    if (this.cfg.evictTo === 'summary') {
      try {
        chunk = this.summaryStore.chunkFor(m); // may call the user's hook: run it before mutating
      } catch (err) {
        this.victims.restore(e);
        throw err;
      }
    }
    const position = this.victims.indexOf(e);
    this.victims.remove(e);
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
      case 'archive':
        this.pageStore.archive(m, events);
        break;
    }
    return true;
  }

  private overflowEvent(): MemoryEvent {
    return {
      type: 'overflow',
      size: this.victims.size,
      capacity: this.cfg.window,
      pinned: this.victims.pinnedTotal,
    };
  }
}
