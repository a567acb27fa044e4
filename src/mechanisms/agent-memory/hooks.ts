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

/**
 * The poignancy prompt of Generative Agents (Park et al., 2023, "Generative Agents: Interactive Simulacra of
 * Human Behavior", section 4.1, retrieval: importance), word for word, with the memory in place of the paper's
 * example ("buying groceries at The Willows Market and Pharmacy") and the answer slot left for the model.
 */
export const POIGNANCY_PROMPT =
  'On the scale of 1 to 10, where 1 is purely mundane (e.g., brushing teeth, making bed) and 10 is extremely ' +
  'poignant (e.g., a break up, college acceptance), rate the likely poignancy of the following piece of memory.\n' +
  'Memory: {content}\nRating:';

export function importancePromptFor(content: string): string {
  return POIGNANCY_PROMPT.replace('{content}', content);
}

/** The first whole number of the answer when it is 1..10 ("7", "Rating: 7/10", "**8**"); null otherwise. */
export function parseRating(answer: string): number | null {
  const m = /(?<![\d.])(\d{1,2})(?!\d|\.\d)/.exec(answer);
  if (!m) return null;
  const n = Number(m[1]);
  return n >= 1 && n <= 10 ? n : null;
}
