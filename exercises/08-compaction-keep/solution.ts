// Exercise 8, reference solution: what a compaction keeps verbatim.
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

/** A line with every run of letters, digits and underscores as "w": lines of one template share it. */
function shape(line: string): string {
  return line.replace(/[\p{L}\p{N}_]+/gu, 'w');
}

/**
 * The lines to keep verbatim beside the summary, at most `budget` tokens (approxTokens of each line). A line is worth
 * keeping when the summary loses it (beyond the first 77 characters of its item) and it does not follow a template
 * other lines of its item follow: in a file, a search or a test run, that is the line that says something. The
 * newest items first, as a compaction keeps its latest context.
 */
export function keepVerbatim(items: readonly CompactedItem[], budget: number): string[] {
  const kept: string[] = [];
  let used = 0;
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i] as CompactedItem;
    const summarized = item.text.length <= SUMMARY_CHUNK_CHARS ? item.text : item.text.slice(0, 77);
    const lines = item.text.split('\n');
    const shapes = new Map<string, number>();
    for (const line of lines) shapes.set(shape(line), (shapes.get(shape(line)) ?? 0) + 1);
    for (const line of lines) {
      if (line.trim() === '' || summarized.includes(line)) continue;
      if (lines.length > 1 && (shapes.get(shape(line)) ?? 0) > 1) continue;
      const tokens = approxTokens(line);
      if (used + tokens > budget) continue;
      kept.push(line);
      used += tokens;
    }
  }
  return kept;
}
