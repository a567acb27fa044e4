/** What several strategies' memories share: the hooks a model answers, the query of a turn, the summary. */
import type { Env, Item, PreparedCase } from '../memories';
import { formatLine, type Message } from '../../core/message';
import { ProgressiveSummary, truncateContent } from '../../window/summary';

/** The hooks a model answers in the bench (takes are keyed by hook and prompt). */
export const BENCH_HOOKS = {
  summary: 'memory-bench-summary',
  reflection: 'memory-bench-reflection',
  answer: 'memory-bench-answer',
} as const;

export const EMPTY: Item[] = [];

export function lastUserQuery(prep: PreparedCase, t: number): string {
  for (let i = t; i >= 0; i--)
    if ((prep.messages[i] as Message).role === 'user') return (prep.messages[i] as Message).content;
  return '';
}

/** The progressive summary, its chunks written by the model given (else truncated). */
export function summaryOf(env: Env): ProgressiveSummary {
  const llm = env.models.summary;
  if (!llm) return new ProgressiveSummary({ maxCharsPerChunk: env.chunkChars });
  return new ProgressiveSummary({
    maxCharsPerChunk: env.chunkChars,
    summarize: (m) => {
      const prompt = `Summarize this message in one short sentence, keeping names, numbers and dates:\n${formatLine(m)}`;
      // Without an answer (collect mode) the chunk is the truncation one, as without a model.
      return env.ask(llm, BENCH_HOOKS.summary, prompt) ?? truncateContent(m.content, env.chunkChars);
    },
  });
}
