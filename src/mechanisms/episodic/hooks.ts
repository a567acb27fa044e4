/** Chapter 3's model hooks: reflection's two prompts (the seed's llm_client.generate), answered from the take. */
import { NOTHING_WORDS, parseExtractedKnowledge } from '../../engine';

export const REFLECTION_HOOK = 'reflection';
/** Retrieval's relevance: the seed's `embed`, the query's and each memory's vector (cosine). */
export const RETRIEVAL_HOOK = 'retrieval';
/** The final answer to a query (queryHooks.ts). */
export const FINAL_ANSWER_HOOK = 'final-answer';

/**
 * Lines of a model's extraction answer that the lab's parser cannot read as `Concept : knowledge` (nor as a
 * relation line `A | R | B`, nor as "nothing"): shown to the student as such, never a crash, never guessed at.
 */
export function unreadableLines(answer: string): string[] {
  const out: string[] = [];
  for (const raw of answer.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line === '' || NOTHING_WORDS.includes(line.toUpperCase())) continue;
    if (line.split('|').length >= 3) continue;
    if (parseExtractedKnowledge(line).length === 0) out.push(line);
  }
  return out;
}
