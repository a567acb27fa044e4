/**
 * The language model as the engine sees it: a function from a prompt to an answer. Chapter 3's demos use scripted
 * models only (tables of "if the prompt contains ... answer ..."), shown as such: nothing here calls a real model.
 */
import type { Llm } from '../core/llm';

export type { Llm };

export interface ScriptRule {
  /** Every one of these substrings must be in the prompt. */
  when: readonly string[];
  answer: string;
}

/** A scripted model: the first rule whose substrings are all in the prompt answers; otherwise `fallback`. */
export function tableLlm(rules: readonly ScriptRule[], fallback: string): Llm {
  const frozen = rules.map((r) => ({ when: r.when.slice(), answer: r.answer }));
  return (prompt: string) => {
    for (const r of frozen) if (r.when.every((s) => prompt.includes(s))) return r.answer;
    return fallback;
  };
}

/** The seed's MockLLM.generate, rule for rule (its nested if/elif in order). */
export const SEED_MOCK_RULES: readonly ScriptRule[] = Object.freeze([
  {
    when: ['Enseignements clés :', 'secteur financier'],
    answer:
      "Alex n'aime pas les clients du secteur financier. TaskMaster a récemment eu des difficultés avec un client dans ce secteur.",
  },
  {
    when: ['Enseignements clés :'],
    answer: 'Agent a réussi à accomplir la tâche. Aucun problème spécifique.',
  },
  {
    when: ['Connaissances extraites :', "Alex n'aime pas les clients du secteur financier"],
    answer:
      "Préférences des clients : Alex préfère ne pas travailler avec des clients du secteur financier en raison d'expériences passées négatives.",
  },
  { when: ['Connaissances extraites :'], answer: 'AUCUN' },
  {
    when: [
      'Synthétisez ces informations',
      'secteur financier',
      'Alex préfère ne pas travailler avec des clients du secteur financier',
    ],
    answer:
      "Compris. Éviter de proposer aux clients du secteur financier. Se concentrera sur d'autres opportunités.",
  },
  {
    when: ['Synthétisez ces informations'],
    answer: "D'accord, je vais procéder avec la tâche en utilisant le contexte fourni.",
  },
]);

export const SEED_MOCK_FALLBACK = 'Réponse simulée du LLM.';

/** A model that answers exactly as the seed's MockLLM, so the seed's TaskMaster scenario replays. */
export const scriptedLlm: Llm = tableLlm(SEED_MOCK_RULES, SEED_MOCK_FALLBACK);
