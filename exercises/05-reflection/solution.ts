// Exercise 5: the reflection step (reference solution).
import { extractionPrompt, summaryPrompt, type EpisodicBuffer, type Llm } from 'agent-memory-lab';

export type KnowledgeKind = 'rule' | 'fact';

export interface ConceptEntry {
  facts: string[];
  rules: string[];
}

/** concept -> its facts and rules. */
export type Store = Map<string, ConceptEntry>;

export interface Extracted {
  concept: string;
  knowledge: string;
}

const RULE_WORDS = new Set([
  'si',
  'alors',
  'quand',
  'lorsque',
  'lorsqu',
  'if',
  'then',
  'when',
  'whenever',
  'unless',
]);
const NOTHING = ['NONE', 'AUCUN'];

/** 'rule' when a condition word appears as a whole word, else 'fact'. */
export function classify(text: string): KnowledgeKind {
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return words.some((w) => RULE_WORDS.has(w)) ? 'rule' : 'fact';
}

/** One { concept, knowledge } per real line "Concept : knowledge"; NONE / AUCUN mean nothing. */
export function parseLines(answer: string): Extracted[] {
  const out: Extracted[] = [];
  for (const raw of answer.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (NOTHING.includes(line.toUpperCase())) continue;
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const concept = line.slice(0, colon).trim();
    const knowledge = line.slice(colon + 1).trim();
    if (!concept || !knowledge || NOTHING.includes(concept.toUpperCase())) continue;
    out.push({ concept, knowledge });
  }
  return out;
}

/** Reviews the last `recent` episodes, asks for knowledge, stores it; returns what was added. */
export function reflectStep(
  buffer: EpisodicBuffer,
  store: Store,
  llm: Llm,
  recent: number,
): { takeaways: string; added: (Extracted & { kind: KnowledgeKind })[] } {
  const episodes = buffer.recent(recent);
  if (episodes.length === 0) return { takeaways: '', added: [] };
  const takeaways = llm(summaryPrompt(episodes));
  const answer = llm(extractionPrompt(takeaways));
  const added: (Extracted & { kind: KnowledgeKind })[] = [];
  for (const { concept, knowledge } of parseLines(answer)) {
    const kind = classify(knowledge);
    let entry = store.get(concept);
    if (!entry) {
      entry = { facts: [], rules: [] };
      store.set(concept, entry);
    }
    const list = kind === 'rule' ? entry.rules : entry.facts;
    if (list.includes(knowledge)) continue;
    list.push(knowledge);
    added.push({ concept, knowledge, kind });
  }
  return { takeaways, added };
}
