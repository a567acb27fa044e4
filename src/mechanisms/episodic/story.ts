/**
 * The chapter's scripted scenes: the seed's three TaskMaster episodes, and a longer story (four days of TaskMaster's
 * freelance work, then ten quiet days) whose scripted model also answers relation lines, so the knowledge graph grows. The model is a
 * table of "if the prompt contains ... answer ...", shown in the lesson: nothing here calls a real model.
 */
import type { Llm } from '../../engine/core/llm';
import {
  scriptedLlm,
  type ScriptRule,
  SEED_MOCK_FALLBACK,
  SEED_MOCK_RULES,
  tableLlm,
} from '../../engine/reflective/llm';
import { TASKMASTER_EPISODES, TASKMASTER_QUERIES } from '../../engine/reflective/taskMaster';
import type { EpisodeOp, LlmId, Op } from './ops';

const FINANCE_FACT =
  "Préférences des clients : Alex préfère ne pas travailler avec des clients du secteur financier en raison d'expériences passées négatives.";

/** The story's model: its own rules first, then the seed's MockLLM rules. */
export const STORY_RULES: readonly ScriptRule[] = [
  { when: ['Enseignements clés :', '550 €'], answer: 'Alex a relevé son tarif journalier de 450 € à 550 €.' },
  {
    when: ['Enseignements clés :', '450 €'],
    answer: 'Alex facture 450 € par jour et juge ce tarif trop bas.',
  },
  {
    when: ['Enseignements clés :', 'révisions'],
    answer: 'Les clients qui demandent beaucoup de révisions avant de signer retardent les projets.',
  },
  {
    when: ['Enseignements clés :', 'raccourci'],
    answer: 'Alex raccourcit systématiquement les e-mails rédigés par TaskMaster.',
  },
  {
    when: ['Connaissances extraites :', 'de 450 € à 550 €'],
    answer:
      "Tarifs : Le tarif journalier d'Alex est désormais de 550 €.\nAlex Petrov | TARIF_JOURNALIER | 550 €",
  },
  {
    when: ['Connaissances extraites :', '450 € par jour'],
    answer: "Tarifs : Le tarif journalier d'Alex est de 450 €.\nAlex Petrov | TARIF_JOURNALIER | 450 €",
  },
  {
    when: ['Connaissances extraites :', 'révisions'],
    answer:
      'Révisions : Si un client demande plus de 3 révisions avant de signer, alors le risque de retard augmente.\nClient Y | A_DEMANDE | 4 révisions avant signature | issue=livraison en retard',
  },
  {
    when: ['Connaissances extraites :', 'raccourcit'],
    answer:
      'Style des e-mails : Quand Alex relit un e-mail, il le raccourcit : écrire court et percutant.\nAlex Petrov | PREFERE | E-mails concis | source=corrections répétées',
  },
  {
    when: ['Connaissances extraites :', "Alex n'aime pas les clients du secteur financier"],
    answer: `${FINANCE_FACT}\nAlex Petrov | PREFERE_CONTRE | Clients du secteur financier | raison=expériences passées négatives`,
  },
  ...SEED_MOCK_RULES,
];

export const storyLlm: Llm = tableLlm(STORY_RULES, SEED_MOCK_FALLBACK);

/**
 * The story's English version, for the sentence encoder (an English-trained model): the source's MockLLM and the
 * story's rules translated. The reflection prompts stay the source's (French); only what the model answers and
 * what the scene stores is English.
 */
export const STORY_RULES_EN: readonly ScriptRule[] = [
  {
    when: ['Enseignements clés :', 'financial-sector'],
    answer:
      'Alex does not like financial-sector clients. TaskMaster recently had trouble with a client in that sector.',
  },
  {
    when: ['Enseignements clés :', 'shortened'],
    answer: 'Alex always shortens the e-mails TaskMaster drafts.',
  },
  {
    when: ['Enseignements clés :', 'revisions'],
    answer: 'Clients who ask for many revisions before signing delay projects.',
  },
  {
    when: ['Enseignements clés :', '€550'],
    answer: 'Alex raised his daily rate from €450 to €550.',
  },
  { when: ['Enseignements clés :'], answer: 'The agent completed the task. No specific problem.' },
  {
    when: ['Connaissances extraites :', 'Alex does not like financial-sector clients'],
    answer:
      'Client preferences : Alex prefers not to work with financial-sector clients because of negative past experiences.',
  },
  {
    when: ['Connaissances extraites :', 'shortens the e-mails'],
    answer: 'E-mail style : When Alex reviews an e-mail, he shortens it: write short and punchy.',
  },
  {
    when: ['Connaissances extraites :', 'many revisions'],
    answer:
      'Revisions : If a client asks for more than 3 revisions before signing, then the risk of delay increases.',
  },
  {
    when: ['Connaissances extraites :', 'from €450 to €550'],
    answer: "Rates : Alex's daily rate is now €550.",
  },
  { when: ['Connaissances extraites :'], answer: 'AUCUN' },
];

export const storyLlmEn: Llm = tableLlm(STORY_RULES_EN, 'Simulated LLM answer.');

const LLMS: Record<LlmId, Llm> = { seed: scriptedLlm, story: storyLlm, 'story-en': storyLlmEn };

export function llmOf(id: LlmId): Llm {
  return LLMS[id];
}

const seedEpisodes: EpisodeOp[] = TASKMASTER_EPISODES.map((e, i) => ({
  op: 'episode',
  hours: i === 0 ? 0 : 1,
  ...e,
}));

/** The seed's demo: three episodes, one reflection, two queries. */
export const SEED_SCRIPT: Op[] = [
  ...seedEpisodes,
  { op: 'reflect' },
  { op: 'query', text: TASKMASTER_QUERIES.fintech },
  { op: 'query', text: TASKMASTER_QUERIES.general },
];

/** Four days of TaskMaster, then ten quiet days: triggers fire, reflection fills the store and the graph, a rate changes. */
export const STORY_SCRIPT: Op[] = [
  { ...seedEpisodes[0]!, importance: 2 },
  { ...seedEpisodes[1]!, importance: 8 },
  { ...seedEpisodes[2]!, importance: 3 },
  {
    op: 'episode',
    hours: 20,
    importance: 4,
    thought: 'Rédiger une relance',
    input: 'Relancer le client W',
    action: 'Rédigé un e-mail de relance de 12 lignes',
    outcome: 'Alex a raccourci l’e-mail à 4 lignes avant envoi',
    feedback: 'E-mail raccourci par Alex',
  },
  {
    op: 'episode',
    hours: 2,
    importance: 4,
    thought: 'Proposer un créneau',
    input: 'Fixer une réunion avec le client V',
    action: 'Rédigé un e-mail de 10 lignes',
    outcome: 'Alex a raccourci l’e-mail à 3 lignes',
    feedback: 'E-mail raccourci par Alex',
  },
  {
    op: 'episode',
    hours: 20,
    importance: 7,
    thought: 'Suivre le projet du client Y',
    input: 'Faire le point sur le projet Y',
    action: 'Relu l’historique du client Y',
    outcome: 'Le client Y a demandé 4 révisions avant de signer ; projet livré en retard',
    feedback: 'Alex mécontent du retard',
  },
  {
    op: 'episode',
    hours: 3,
    importance: 6,
    thought: 'Chiffrer une mission',
    input: 'Envoyer un devis au client Z',
    action: 'Devis envoyé au client Z à 450 € par jour',
    outcome: 'Devis accepté sans négociation',
    feedback: 'Alex : j’aurais dû demander plus',
  },
  { op: 'wait', hours: 30 },
  {
    op: 'episode',
    hours: 2,
    importance: 6,
    thought: 'Mettre à jour les tarifs',
    input: 'Alex annonce son nouveau tarif',
    action: 'Tarif journalier mis à jour : 550 €',
    outcome: 'Nouveau tarif enregistré (550 €)',
    feedback: 'Alex : le tarif de 450 € était une erreur',
  },
  { ...seedEpisodes[0]!, hours: 3, importance: 2, thought: 'Nouvelle recherche' },
  { op: 'query', text: TASKMASTER_QUERIES.fintech },
  { op: 'wait', hours: 24 * 10 },
  { op: 'forget' },
];

/** The fintech question in English (the sentence encoder's case: "fintech" shares no word with "financial"). */
export const FINTECH_QUERY_EN = 'Should I pitch a new fintech client?';

/**
 * Four pieces of knowledge, each from one reflection, then the fintech question: the source's three episodes and
 * three of the story's, in English (the source's episodes translated).
 */
export const FINTECH_SCRIPT_EN: Op[] = [
  {
    op: 'episode',
    hours: 0,
    thought: 'Initial thought',
    input: 'Find new web development gigs',
    action: 'Searched on Upwork',
    outcome: 'Found 5 leads',
    feedback: 'No specific feedback',
  },
  {
    op: 'episode',
    thought: 'Considering the client',
    input: 'Review client X for a web dev project',
    action: 'Researched client X (financial sector)',
    outcome: 'Identified a potential conflict',
    feedback: 'Alex expressed a strong dislike of financial-sector clients',
  },
  {
    op: 'episode',
    thought: 'Refining the search',
    input: 'Find web dev gigs, avoid finance',
    action: 'Searched on LinkedIn',
    outcome: 'Found 3 leads, none in finance',
    feedback: 'Good progress',
  },
  { op: 'reflect' },
  {
    op: 'episode',
    hours: 20,
    thought: 'Draft a follow-up',
    input: 'Follow up with client W',
    action: 'Drafted a 12-line follow-up e-mail',
    outcome: 'Alex shortened the e-mail to 4 lines before sending it',
    feedback: 'E-mail shortened by Alex',
  },
  { op: 'reflect' },
  {
    op: 'episode',
    hours: 20,
    thought: 'Follow client Y’s project',
    input: 'Review project Y',
    action: 'Read client Y’s history',
    outcome: 'Client Y asked for 4 revisions before signing; the project was delivered late',
    feedback: 'Alex unhappy about the delay',
  },
  { op: 'reflect' },
  {
    op: 'episode',
    hours: 30,
    thought: 'Update the rates',
    input: 'Alex announces his new rate',
    action: 'Daily rate updated: €550',
    outcome: 'New rate recorded (€550)',
    feedback: 'Alex: the €450 rate was a mistake',
  },
  { op: 'reflect' },
  { op: 'query', text: FINTECH_QUERY_EN },
];

/** The same scene as the source has it, in French: its episodes, the story's, and its fintech question. */
export const FINTECH_SCRIPT_FR: Op[] = [
  ...seedEpisodes,
  { op: 'reflect' },
  STORY_SCRIPT[3]!,
  { op: 'reflect' },
  STORY_SCRIPT[5]!,
  { op: 'reflect' },
  { ...(STORY_SCRIPT[8] as EpisodeOp), hours: 30 },
  { op: 'reflect' },
  { op: 'query', text: TASKMASTER_QUERIES.fintech },
];
