// Exercise 8: what a compaction keeps verbatim. Read the statement, then replace the TODOs.
import { approxTokens } from 'agent-memory-lab';

/** An item of the context the compaction replaces: a message, a tool call or a tool result. */
export interface CompactedItem {
  id: string;
  role: 'user' | 'assistant' | 'tool';
  kind: 'message' | 'toolCall' | 'toolResult';
  /** One or more lines, separated by "\n". */
  text: string;
}

/** Characters of an item the truncation summary keeps: the first 77 and "..." when the item is longer than 80. */
export const SUMMARY_CHUNK_CHARS = 80;

/**
 * The lines to keep verbatim beside the summary, at most `budget` tokens (approxTokens of each line), each a whole
 * line of one of the items.
 */
export function keepVerbatim(items: readonly CompactedItem[], budget: number): string[] {
  // TODO: which lines does the summary lose? Of those, which say something the agent may be asked later?
  // TODO: keep them while their tokens (approxTokens(line)) fit in the budget.
  void items;
  void budget;
  void approxTokens;
  return [];
}
