/**
 * Chapter 3's scenes: the seed's TaskMaster demo, and the story (four days of work, then ten quiet days) for triggers, the graph, scoring and
 * forgetting. Presets differ by their configuration (which triggers, which panels), not by hidden data.
 */
import { EPISODIC_BASE_CONFIG } from '../../engine/reflective/episodicScene';
import type { Preset as PresetOf } from '../types';
import { CATALOG } from './catalog';
import type { EpisodicConfig, Op } from './ops';
import { FINTECH_SCRIPT_EN, FINTECH_SCRIPT_FR, SEED_SCRIPT, STORY_SCRIPT } from './story';

const T = CATALOG.presets;

export type Preset = PresetOf<EpisodicConfig, Op>;

export const BASE: EpisodicConfig = EPISODIC_BASE_CONFIG;

/** The fintech scenes: reflections called by the script only, the semantic store ranked by relevance alone. */
const FINTECH_CONFIG = (llm: EpisodicConfig['llm']): EpisodicConfig => ({
  ...BASE,
  llm,
  everyActions: 0,
  onNegative: false,
  noveltyBelow: 0,
  scheduleHours: 0,
  wRecency: 0,
  wImportance: 0,
  wRelevance: 1,
  retrieve: 'knowledge',
  view: 'scores',
});

export const PRESETS = {
  taskmaster: {
    title: T.taskmaster,
    description: {
      en: 'The source text’s three episodes, one reflection called by the script, two queries; the model answers as the text’s MockLLM.',
      fr: 'Les trois épisodes du texte, une réflexion appelée par le script, deux requêtes\u00a0; le modèle répond comme le MockLLM du texte.',
    },
    config: {
      ...BASE,
      llm: 'seed',
      everyActions: 0,
      onNegative: false,
      noveltyBelow: 0,
      scheduleHours: 0,
      view: 'reflection',
    },
    ops: SEED_SCRIPT,
  },
  triggers: {
    title: T.triggers,
    description: {
      en: 'Four days of TaskMaster, then ten quiet days: every 4 actions, negative feedback, novelty (cosine below 0.1) and a daily schedule start reflections.',
      fr: 'Quatre jours de TaskMaster, puis dix jours sans activité\u00a0: toutes les 4 actions, un retour négatif, la nouveauté (cosinus sous 0,1) et un rythme quotidien lancent des réflexions.',
    },
    config: { ...BASE, view: 'reflection' },
    ops: STORY_SCRIPT,
  },
  importance: {
    title: T.importance,
    description: {
      en: 'Only Generative Agents’ trigger: reflect when the importance summed since the last reflection exceeds a threshold (150 in the paper, 20 for this short story).',
      fr: 'Seul le déclencheur de Generative Agents\u00a0: réfléchir quand l’importance cumulée depuis la dernière réflexion dépasse un seuil (150 dans l’article, 20 pour cette courte histoire).',
    },
    config: {
      ...BASE,
      everyActions: 0,
      onNegative: false,
      noveltyBelow: 0,
      scheduleHours: 0,
      importanceAbove: 20,
      view: 'reflection',
    },
    ops: STORY_SCRIPT,
  },
  graph: {
    title: T.graph,
    description: {
      en: 'Reflection adds dated relations; the new daily rate invalidates the old one instead of deleting it. Move the time slider.',
      fr: 'La réflexion ajoute des relations datées\u00a0; le nouveau tarif journalier invalide l’ancien au lieu de l’effacer. Déplacez le curseur de temps.',
    },
    config: { ...BASE, view: 'graph' },
    ops: STORY_SCRIPT,
  },
  scores: {
    title: T.scores,
    description: {
      en: 'Every memory scored for a query: recency, importance and relevance, each min-max normalized, weighted and summed.',
      fr: 'Chaque souvenir noté pour une requête\u00a0: récence, importance et pertinence, chacune normalisée min-max, pondérée et additionnée.',
    },
    config: { ...BASE, view: 'scores' },
    ops: STORY_SCRIPT.filter((o) => o.op !== 'forget' && !(o.op === 'wait' && o.hours > 100)),
  },
  'fintech-en': {
    title: T['fintech-en'],
    description: {
      en: 'Four pieces of knowledge from four reflections, then the question "Should I pitch a new fintech client?", in English. Only relevance ranks (weights 0, 0, 1): choose the bag of words, your model or the sentence encoder that runs in this page.',
      fr: 'Quatre connaissances issues de quatre réflexions, puis la question «\u00a0Should I pitch a new fintech client?\u00a0», en anglais. Seule la pertinence classe (poids 0, 0, 1)\u00a0: choisissez le sac de mots, votre modèle ou l’encodeur de phrases qui tourne dans cette page.',
    },
    config: FINTECH_CONFIG('story-en'),
    ops: FINTECH_SCRIPT_EN,
  },
  'fintech-fr': {
    title: T['fintech-fr'],
    description: {
      en: 'The same scene with the source’s French texts and question. The sentence encoder was trained on English: see what it gives in French.',
      fr: 'La même scène avec les textes et la question en français de la source. L’encodeur de phrases a appris sur de l’anglais\u00a0: voyez ce qu’il donne en français.',
    },
    config: FINTECH_CONFIG('story'),
    ops: FINTECH_SCRIPT_FR,
  },
  forgetting: {
    title: T.forgetting,
    description: {
      en: 'Ten days later: memories fade with the hourly decay, a repeated search merges into the first one, the faded ones go.',
      fr: 'Dix jours plus tard\u00a0: les souvenirs pâlissent avec la décroissance horaire, une recherche répétée fusionne avec la première, les plus pâles partent.',
    },
    config: { ...BASE, view: 'forgetting' },
    ops: STORY_SCRIPT,
  },
} satisfies Record<keyof typeof T, Preset>;
