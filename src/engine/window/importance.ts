import { BinaryHeap } from '../collections/heap';
import { type Message } from '../core/message';
import { pyFixed } from '../core/pyFormat';
import { assertInt } from '../core/validate';

interface Slot {
  m: Message;
  seq: number;
}

/** Victim order: lowest importance, then oldest ts, then first inserted (the seed's min() keeps the first). */
function lessSlot(a: Slot, b: Slot): boolean {
  if (a.m.importance !== b.m.importance) return a.m.importance < b.m.importance;
  if (a.m.ts !== b.m.ts) return a.m.ts < b.m.ts;
  return a.seq < b.seq;
}

/**
 * The seed's ImportanceMemory: when full, evicts the message with the lowest
 * (importance, ts), ties broken by insertion order. The victim comes from a binary heap
 * (O(log n)), not a scan. Survivors render in insertion order: `[role] (imp=1.00) content`.
 */
export class ImportanceMemory {
  readonly maxMessages: number;
  private heap = new BinaryHeap<Slot>(lessSlot);
  private items = new Map<number, Message>(); // seq -> message, insertion order
  private seq = 0;
  private evicted = 0;

  constructor(maxMessages: number) {
    this.maxMessages = assertInt('maxMessages', maxMessages, 1);
  }

  /** Append a message; returns the evicted messages (at most one). The new message is never the victim. */
  append(m: Message): Message[] {
    const ev: Message[] = [];
    if (this.items.size >= this.maxMessages) {
      const victim = this.heap.pop();
      if (victim) {
        this.items.delete(victim.seq);
        this.evicted += 1;
        ev.push(victim.m);
      }
    }
    const slot: Slot = { m, seq: this.seq++ };
    this.items.set(slot.seq, m);
    this.heap.push(slot);
    return ev;
  }

  /** Survivors in insertion order. */
  get messages(): Message[] {
    return [...this.items.values()];
  }

  /**
   * Number of messages evicted so far. The seed also keeps every evicted message in an `_evicted`
   * list that it never reads; a bounded memory should not grow without bound, so only the count is kept.
   */
  get evictedTotal(): number {
    return this.evicted;
  }

  get size(): number {
    return this.items.size;
  }

  render(): string {
    return this.messages.map((m) => `[${m.role}] (imp=${pyFixed(m.importance, 2)}) ${m.content}`).join('\n');
  }
}
