// Exercise 5: the reflection step. Read the statement, then replace the TODOs.
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

/** 'rule' when a condition word appears as a whole word, else 'fact'. */
export function classify(text: string): KnowledgeKind {
  // TODO: whole words only. This is the source text's test, which "aussi", "décision" and "position" fool.
  const low = text.toLowerCase();
  return low.includes('si') || low.includes('alors') ? 'rule' : 'fact';
}

/** One { concept, knowledge } per real line "Concept : knowledge"; NONE / AUCUN mean nothing. */
export function parseLines(answer: string): Extracted[] {
  // TODO: the source text tests for "NONE" (its model says "AUCUN") and splits on a backslash followed by n.
  if (answer === 'NONE') return [];
  const out: Extracted[] = [];
  for (const line of answer.split('\\n')) {
    if (!line.includes(':')) continue;
    const colon = line.indexOf(':');
    out.push({ concept: line.slice(0, colon).trim(), knowledge: line.slice(colon + 1).trim() });
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
  // TODO: summaryPrompt(episodes) -> takeaways; extractionPrompt(takeaways) -> answer; parse, classify, store.
  void buffer;
  void store;
  void llm;
  void recent;
  void summaryPrompt;
  void extractionPrompt;
  return { takeaways: '', added: [] };
}
