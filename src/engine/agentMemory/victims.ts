/**
 * The window's index: its messages in display order, who is evicted next, and where each message stands.
 *
 * - Display order is a Map's insertion order, with each entry's display key `ord` (arrival for fifo and
 *   importance, last use for lru).
 * - The victim comes from a binary heap with lazy deletion: an entry's node is stale once its `version` moved
 *   (touched, pinned, importance changed) or the entry left; the heap is rebuilt when stale nodes exceed twice
 *   the window. Keys: fifo / lru `ord`; importance (importance, ts, ord).
 * - Positions come from a Fenwick tree of counts over `ord` (renumbered 1..n, in O(W), once every ~W
 *   operations), so `indexOf` is O(log W).
 * Every operation is O(log W) amortized; clone() is O(W).
 */
import type { EvictionPolicy } from './types';
import { Fenwick } from '../collections/fenwick';
import { BinaryHeap } from '../collections/heap';
import type { Message } from '../core/message';

export interface Entry {
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

export class VictimIndex {
  private entries = new Map<string, Entry>();
  private heap = new BinaryHeap<Node>(lessNode);
  private ordCounter = 0;
  private ordIndex = new Fenwick(64);
  private pinnedCount = 0;

  constructor(private readonly policy: EvictionPolicy) {}

  get size(): number {
    return this.entries.size;
  }

  get pinnedTotal(): number {
    return this.pinnedCount;
  }

  get(id: string): Entry | undefined {
    return this.entries.get(id);
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  /** Entries in display order. */
  values(): IterableIterator<Entry> {
    return this.entries.values();
  }

  /** Adds a message at the end of the display order. */
  add(message: Message, pinned: boolean): Entry {
    const e: Entry = { message, ord: this.nextOrd(), pinned, version: 0 };
    this.entries.set(message.id, e);
    this.ordIndex.add(e.ord, 1);
    if (pinned) this.pinnedCount += 1;
    else this.pushNode(e);
    return e;
  }

  /** Makes an entry the most recently used: last in display order, last to be evicted under lru. */
  moveToEnd(e: Entry): void {
    const ord = this.nextOrd(); // may renumber: read e.ord after it
    this.ordIndex.add(e.ord, -1);
    e.ord = ord;
    this.ordIndex.add(ord, 1);
    this.entries.delete(e.message.id);
    this.entries.set(e.message.id, e);
    e.version += 1;
    if (!e.pinned) this.pushNode(e);
    this.maybeCompact();
  }

  pin(e: Entry): void {
    e.pinned = true;
    e.version += 1;
    this.pinnedCount += 1;
  }

  unpin(e: Entry): void {
    e.pinned = false;
    e.version += 1;
    this.pinnedCount -= 1;
    this.pushNode(e);
  }

  /** Replaces an entry's message (messages are immutable); `rekey` when its heap key changed. */
  replaceMessage(e: Entry, message: Message, rekey: boolean): void {
    e.message = message;
    if (!rekey) return;
    e.version += 1;
    if (!e.pinned) this.pushNode(e);
    this.maybeCompact();
  }

  /** Pop the current victim (lowest key among live unpinned entries), or null if none. */
  popVictim(): Entry | null {
    for (;;) {
      const top = this.heap.pop();
      if (!top) return null;
      const e = top.e;
      if (top.v === e.version && !e.pinned && this.entries.get(e.message.id) === e) return e;
    }
  }

  /** Puts back a victim that was popped but not evicted (the summarizer hook threw). */
  restore(e: Entry): void {
    this.pushNode(e);
  }

  remove(e: Entry): void {
    this.entries.delete(e.message.id);
    this.ordIndex.add(e.ord, -1);
  }

  /** Position of a live entry in display order, O(log W). */
  indexOf(target: Entry): number {
    return this.ordIndex.prefix(target.ord - 1);
  }

  maybeCompact(): void {
    if (this.heap.size > 2 * this.entries.size + 32) this.rebuildHeap();
  }

  /** An index of the same messages in the same order (O(W)). */
  clone(): VictimIndex {
    const c = new VictimIndex(this.policy);
    c.load([...this.entries.values()]);
    return c;
  }

  /** Replaces the content with `list`, in display order (for clone and deserialization). */
  load(list: readonly { message: Message; pinned: boolean }[]): void {
    this.entries = new Map();
    this.pinnedCount = 0;
    for (const { message, pinned } of list) {
      this.entries.set(message.id, { message, ord: 0, pinned, version: 0 });
      if (pinned) this.pinnedCount += 1;
    }
    this.renumber();
  }

  private pushNode(e: Entry): void {
    let a: number;
    let b = 0;
    let c = 0;
    switch (this.policy) {
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
}
