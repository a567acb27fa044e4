import { formatLine, type Message } from '../core/message';
import { assertInt } from '../core/validate';

interface LruNode {
  m: Message;
  prev: LruNode | null;
  next: LruNode | null;
}

/**
 * The seed's LRUMemory: when full, evicts the least recently used message.
 * A doubly linked list (LRU at the head, MRU at the tail) plus a Map from message identity to its
 * node (the seed keys by `id(msg)`): append, touch and eviction are O(1) (the seed's touch scans).
 * (A Map alone, re-inserting on touch, degrades on V8 at large capacities: iterating from the
 * front walks over the holes left by deletions.)
 */
export class LruMemory {
  readonly maxMessages: number;
  private nodes = new Map<Message, LruNode>();
  private head: LruNode | null = null; // least recently used
  private tail: LruNode | null = null; // most recently used
  private evicted = 0;

  constructor(maxMessages: number) {
    this.maxMessages = assertInt('maxMessages', maxMessages, 1);
  }

  /**
   * Append a message; returns the evicted messages (at most one).
   * Divergence from the seed (documented): appending a message already held moves it to MRU and
   * evicts nothing (the seed would evict the LRU and then keep the old position).
   */
  append(m: Message): Message[] {
    const held = this.nodes.get(m);
    if (held) {
      this.moveToTail(held);
      return [];
    }
    if (this.nodes.size >= this.maxMessages && this.head) {
      // Evict the LRU and recycle its node for the new message (no allocation once full).
      const node = this.head;
      const victim = node.m;
      this.nodes.delete(victim);
      this.evicted += 1;
      node.m = m;
      this.moveToTail(node);
      this.nodes.set(m, node);
      return [victim];
    }
    const node: LruNode = { m, prev: null, next: null };
    this.linkTail(node);
    this.nodes.set(m, node);
    return [];
  }

  /**
   * Mark a message as used: it becomes the most recently used. Returns false and changes nothing
   * when the message was evicted or never held ("touch() ne ressuscite pas un message sorti").
   */
  touch(m: Message): boolean {
    const node = this.nodes.get(m);
    if (!node) return false;
    this.moveToTail(node);
    return true;
  }

  has(m: Message): boolean {
    return this.nodes.has(m);
  }

  /** Messages, least recently used first. */
  get messages(): Message[] {
    const out: Message[] = [];
    for (let n = this.head; n; n = n.next) out.push(n.m);
    return out;
  }

  /**
   * Number of messages evicted so far. The seed also keeps every evicted message in an `_evicted`
   * list that it never reads; a bounded memory should not grow without bound, so only the count is kept.
   */
  get evictedTotal(): number {
    return this.evicted;
  }

  get size(): number {
    return this.nodes.size;
  }

  /** `[role] content` lines, LRU first. */
  render(): string {
    return this.messages.map(formatLine).join('\n');
  }

  private unlink(n: LruNode): void {
    if (n.prev) n.prev.next = n.next;
    else this.head = n.next;
    if (n.next) n.next.prev = n.prev;
    else this.tail = n.prev;
    n.prev = null;
    n.next = null;
  }

  private linkTail(n: LruNode): void {
    n.prev = this.tail;
    n.next = null;
    if (this.tail) this.tail.next = n;
    else this.head = n;
    this.tail = n;
  }

  private moveToTail(n: LruNode): void {
    if (this.tail === n) return;
    this.unlink(n);
    this.linkTail(n);
  }
}
