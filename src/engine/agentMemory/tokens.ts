/**
 * Token accounting of AgentMemory's context: one line per message, "[role] content" as the model reads it,
 * counted with the real BPE counter once the tokenizer is loaded (tokens/counter.ts: this module never loads the
 * tables), and with the notebook's chars/4 proxy until then (not cached: real counts replace it once loaded).
 */
import { approxTokens } from '../tokens/approx';
import { formatLine, type Message } from '../core/message';
import { countTokensLoaded, hasTokenCounter, type Encoding } from '../tokens/counter';

const tokenCache: Record<Encoding, WeakMap<Message, number>> = {
  o200k_base: new WeakMap(),
  cl100k_base: new WeakMap(),
};

/** Characters of a message's line as sent ("[role] content"). */
export function lineChars(m: Message): number {
  return m.role.length + 3 + m.content.length;
}

/** Tokens of a message's line; exact (and cached per message) once a token counter is registered. */
export function lineTokens(m: Message, encoding: Encoding = 'o200k_base'): number {
  if (!hasTokenCounter()) return approxTokens(formatLine(m));
  const cache = tokenCache[encoding];
  let n = cache.get(m);
  if (n === undefined) {
    n = countTokensLoaded(formatLine(m), encoding);
    cache.set(m, n);
  }
  return n;
}

/** Tokens of one text (the rendered summary), remembering the last count: the summary rarely changes. */
export class TextTokenCache {
  private last: { text: string; encoding: Encoding; tokens: number } | null = null;

  count(text: string, encoding: Encoding): number {
    if (text.length === 0) return 0;
    if (!hasTokenCounter()) return approxTokens(text);
    const c = this.last;
    if (c && c.text === text && c.encoding === encoding) return c.tokens;
    const tokens = countTokensLoaded(text, encoding);
    this.last = { text, encoding, tokens };
    return tokens;
  }
}
