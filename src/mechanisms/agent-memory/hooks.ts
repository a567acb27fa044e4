/**
 * Chapter 1's model hooks: the prompts the scene sends to the user's model in "your model" mode (answers from the
 * scene's take, src/engine/take.ts). Pure: no React, no network.
 */
import type { Message } from '../../engine';

/** The take's hook names (a take answer is keyed by hook and prompt). */
export const SUMMARY_HOOK = 'summary';
export const IMPORTANCE_HOOK = 'importance';

/**
 * The seed's `# HOOK` in ProgressiveSummary.ajouter, filled by a model: one evicted message to one short chunk.
 * `{role}` and `{content}` are replaced by the evicted message's. Editable in the scene's settings.
 */
export const DEFAULT_SUMMARY_PROMPT =
  'Summarise the following message of a conversation in one short sentence, in its own language. ' +
  'Keep every fact, name, number and preference it states. Answer with the summary only.\n\n[{role}] {content}';

export function summaryPromptFor(template: string | undefined, m: Pick<Message, 'role' | 'content'>): string {
  return (template ?? DEFAULT_SUMMARY_PROMPT).replaceAll('{role}', m.role).replaceAll('{content}', m.content);
}

/** A model's answer as a chunk's text: trimmed, on one line (a chunk is one line of the summary). */
export function chunkText(answer: string): string {
  return answer.replace(/\s+/g, ' ').trim();
}
