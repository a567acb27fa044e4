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

export function llmOf(id: LlmId): Llm {
  return id === 'seed' ? scriptedLlm : storyLlm;
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
