/**
 * The "unbounded memory" baseline: what a memory that never evicts would send the model this turn, i.e. every
 * message given so far (appended, or held in a page given whole), one line each. The visualizer's context meter
 * shows it beside AgentMemory.context(). Clone is O(1): the message log is shared copy-on-write.
 */
import { AppendLog } from '../collections/appendLog';
import type { Message } from '../core/message';
import { lineChars, lineTokens } from './tokens';
import { hasTokenCounter, type Encoding } from '../tokens/counter';

export interface BaselineView {
  messages: number;
  chars: number;
  tokens: number;
  /** False while no tokenizer is loaded: tokens are then the chars/4 proxy. */
  tokensExact: boolean;
}

export class UnboundedBaseline {
  private log = new AppendLog<Message>();
  private chars = 0;
  // Tokens of the first `len` messages, counted with (encoding, exact): extended, never recounted.
  private counted: { len: number; encoding: Encoding; exact: boolean; tokens: number } | null = null;

  add(m: Message): void {
    this.log.push(m);
    this.chars += lineChars(m);
  }

  get messageCount(): number {
    return this.log.length;
  }

  /** Every message given so far, in order (a fresh array). */
  get messages(): Message[] {
    return this.log.toArray();
  }

  view(encoding: Encoding = 'o200k_base'): BaselineView {
    const exact = hasTokenCounter();
    let c = this.counted;
    if (!c || c.encoding !== encoding || c.exact !== exact) c = { len: 0, encoding, exact, tokens: 0 };
    let tokens = c.tokens;
    for (let i = c.len; i < this.log.length; i += 1)
      tokens += lineTokens(this.log.at(i) as Message, encoding);
    this.counted = { len: this.log.length, encoding, exact, tokens };
    return { messages: this.log.length, chars: this.chars, tokens, tokensExact: exact };
  }

  clone(): UnboundedBaseline {
    const c = new UnboundedBaseline();
    c.log = this.log.clone();
    c.chars = this.chars;
    c.counted = this.counted;
    return c;
  }
}
