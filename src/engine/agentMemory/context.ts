/** What the model is sent this turn, counted: the window, the summary as sent and the loaded page. */
import { lineChars, lineTokens } from './tokens';
import type { ContextView } from './types';
import type { Message } from '../core/message';
import type { Page } from '../window/paging';
import { hasTokenCounter, type Encoding } from '../tokens/counter';

export function contextView(
  parts: { messages: Message[]; summary: string; page: Page | null; pageIndex: number | null },
  summaryTokens: number,
  encoding: Encoding,
): ContextView {
  let chars = parts.summary.length;
  let tokens = summaryTokens;
  const lines = parts.page ? [...parts.messages, ...parts.page.messages] : parts.messages;
  for (const m of lines) {
    chars += lineChars(m);
    tokens += lineTokens(m, encoding);
  }
  return { ...parts, chars, tokens, tokensExact: hasTokenCounter() };
}
