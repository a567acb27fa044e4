/**
 * How chapter 3's reflection runs on a conversation when no model answers. The lab's `reflect` (reflective/
 * reflection.ts) asks a model two things: the takeaways of the recent episodes, then the knowledge to keep, as
 * "Concept : fact" lines. Without a model, `extractiveReflectionLlm` answers both by a written rule, and is shown as
 * such, never as a model:
 * - takeaways: every sentence the user said in those episodes that states something with "is"/"are"/"was"/"est"/
 *   "sont"/"était" and is not a question (the episode's feedback carries the user's words), one per line;
 * - knowledge: each such sentence under the concept named by its subject (the words before the verb, after any
 *   "…:" lead-in, lowercase, without articles, possessives and stop words), e.g. "Change of plan: the door code of
 *   building K7 is now 5832." is kept under "door code building k7".
 * So the semantic store keeps the user's statements verbatim, grouped by what they are about; an update lands
 * under the same concept as the old value, and both stay (the store never deletes: drift shows "both"). A real
 * model (through a take) writes its own takeaways instead.
 */
import type { Llm } from '../core/llm';
import { STOP_WORDS } from '../retrieval/terms';

const VERB = /\s(is|are|was|were|est|sont|était|étaient)\s/iu;
const EXTRA_STOP = new Set([
  ...STOP_WORDS,
  'my',
  'our',
  'your',
  'their',
  'his',
  'her',
  'a',
  'an',
  'the',
  'now',
  'mon',
  'ma',
  'mes',
  'notre',
  'nos',
  'votre',
  'vos',
  'maintenant',
  'désormais',
  'still',
  'also',
  'toujours',
  'aussi',
]);
const MAX_SUBJECT_WORDS = 8;

/** The concept a statement is about, or null when it states nothing this rule recognises. */
export function statementConcept(sentence: string): string | null {
  if (sentence.trimEnd().endsWith('?')) return null; // a question states nothing
  const m = VERB.exec(sentence);
  if (!m) return null;
  let subject = sentence.slice(0, m.index);
  const colon = subject.lastIndexOf(':');
  if (colon !== -1) subject = subject.slice(colon + 1);
  const words = (subject.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []).filter(
    (w) => !EXTRA_STOP.has(w),
  );
  if (words.length === 0 || words.length > MAX_SUBJECT_WORDS) return null;
  return words.join(' ');
}

/** The sentences of a text (split after . ! ? and line breaks). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const FEEDBACK = ', Retours : ';

/** The user's statements found in a summary prompt of `reflect` (its "Retours : …" parts). */
function statementsOfPrompt(prompt: string): string[] {
  const out: string[] = [];
  for (const line of prompt.split('\n')) {
    const at = line.indexOf(FEEDBACK);
    if (at === -1) continue;
    for (const s of sentences(line.slice(at + FEEDBACK.length)))
      if (statementConcept(s) !== null) out.push(s);
  }
  return out;
}

/** The written rule that stands for a model in reflection (see the module comment). Deterministic. */
export const extractiveReflectionLlm: Llm = (prompt: string) => {
  if (prompt.includes('Enseignements clés :')) {
    const found = statementsOfPrompt(prompt);
    return found.length === 0 ? 'AUCUN' : found.join('\n');
  }
  if (prompt.includes('Connaissances extraites :')) {
    const body = prompt.slice(
      prompt.indexOf('\n\n') + 2,
      prompt.lastIndexOf('\n\nConnaissances extraites :'),
    );
    const lines: string[] = [];
    for (const s of body.split('\n')) {
      const concept = statementConcept(s);
      if (concept !== null) lines.push(`${concept} : ${s}`);
    }
    return lines.length === 0 ? 'AUCUN' : lines.join('\n');
  }
  return 'AUCUN';
};
