import { formatLine, type Message } from '../core/message';
import { assertInt } from '../core/validate';

/**
 * The seed's RollingWindow (`deque(maxlen=N)`): keeps the last `maxMessages` messages, FIFO.
 * Implemented as a ring buffer: O(1) per append (no Array.shift). The buffer grows up to
 * `maxMessages` slots only as messages arrive, so a huge capacity costs nothing up front.
 */
export class RollingWindow {
  readonly maxMessages: number;
  private buf: Message[] = [];
  private head = 0; // index of the oldest message once the buffer is full
  private count = 0;
  private evicted = 0;

  constructor(maxMessages: number) {
    this.maxMessages = assertInt('maxMessages', maxMessages, 1);
  }

  /** Append a message; returns the evicted messages (oldest first; at most one). */
  append(m: Message): Message[] {
    if (this.count < this.maxMessages) {
      this.buf.push(m);
      this.count += 1;
      return [];
    }
    const old = this.buf[this.head] as Message;
    this.buf[this.head] = m;
    this.head = this.head + 1 === this.maxMessages ? 0 : this.head + 1;
    this.evicted += 1;
    return [old];
  }

  get size(): number {
    return this.count;
  }

  /** Total number of messages evicted over the lifetime (the seed's `_evicted_total`). */
  get evictedTotal(): number {
    return this.evicted;
  }

  /** Messages, oldest first (a copy). */
  get messages(): Message[] {
    const out: Message[] = new Array<Message>(this.count);
    for (let i = 0; i < this.count; i++) {
      out[i] = this.buf[(this.head + i) % this.maxMessages] as Message;
    }
    return out;
  }

  /** `[role] content` lines joined by '\n', oldest first. */
  render(): string {
    return this.messages.map(formatLine).join('\n');
  }
}
