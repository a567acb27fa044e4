/** Chapter 5's scenes: the four write-path cases, the memory-pressure scene, and a model's take for "said but not done". */
import type { Preset as PresetOf } from '../types';
import {
  PRESSURE_SCENE,
  SAID_NOT_DONE_TRANSCRIPT,
  THREE_DESIGNS_TURNS,
  WRITE_PATH_PRESETS,
  type WritePathPreset,
} from '../../engine/selfManaged/presets';
import { CATALOG } from './catalog';
import type { Op, SelfManagedConfig } from './ops';

const T = CATALOG.presets;

export type Preset = PresetOf<SelfManagedConfig, Op>;

export const BASE: SelfManagedConfig = {
  design: 'bitemporal',
  blockLimit: 400,
  contextLimit: 4000,
  window: 10,
  language: 'en',
};

const say = (text: string): Op => ({ op: 'say', text });
const turnsIn = (id: WritePathPreset['id'], lang: 'en' | 'fr'): Op[] =>
  (WRITE_PATH_PRESETS.find((p) => p.id === id)?.turns[lang] ?? []).map(say);

/** A write-path case: its English script, and the same in French on a French page (blocks in French too). */
const writePathScene = (id: WritePathPreset['id']) => ({
  config: BASE,
  ops: turnsIn(id, 'en'),
  inLanguage: { fr: { config: { ...BASE, language: 'fr' as const }, ops: turnsIn(id, 'fr') } },
});

const PRESSURE_CONFIG: SelfManagedConfig = {
  ...BASE,
  blockLimit: 120,
  contextLimit: PRESSURE_SCENE.contextLimit,
  window: PRESSURE_SCENE.window,
};

const transcriptOps = (lang: 'en' | 'fr'): Op[] =>
  SAID_NOT_DONE_TRANSCRIPT[lang].map((t): Op =>
    t.role === 'user'
      ? { op: 'user', text: t.content }
      : { op: 'reply', text: t.content, calls: [...(t.toolCalls ?? [])] },
  );

export const PRESETS = {
  'two-favourites': {
    title: T['two-favourites'],
    description: {
      en: '“My favourite colour is blue”, then “I also love green”: an ADD beside blue, where “same key, overwrite” would lose blue.',
      fr: '«\u00a0Ma couleur préférée est le bleu\u00a0», puis «\u00a0J’aime aussi le vert\u00a0»\u00a0: un ADD à côté du bleu, là où «\u00a0même clé, on écrase\u00a0» perdrait le bleu.',
    },
    ...writePathScene('two-favourites'),
  },
  negation: {
    title: T.negation,
    description: {
      en: '“I no longer live in Lyon”: a DELETE of the memory that says Lyon; the bitemporal history keeps when it stopped being true.',
      fr: '«\u00a0Je n’habite plus à Lyon\u00a0»\u00a0: un DELETE du souvenir qui dit Lyon\u00a0; l’historique bitemporel garde quand il a cessé d’être vrai.',
    },
    ...writePathScene('negation'),
  },
  restatement: {
    title: T.restatement,
    description: {
      en: 'The same fact again: a NOOP, no tool call, nothing written.',
      fr: 'Le même fait, encore\u00a0: un NOOP, aucun appel d’outil, rien d’écrit.',
    },
    ...writePathScene('restatement'),
  },
  correction: {
    title: T.correction,
    description: {
      en: '“Actually my favourite colour is red, not blue”: the memory holding blue is updated, not the newest one (green).',
      fr: '«\u00a0En fait, ma couleur préférée est le rouge, pas le bleu\u00a0»\u00a0: le souvenir qui dit bleu est mis à jour, pas le plus récent (vert).',
    },
    ...writePathScene('correction'),
  },
  'three-designs': {
    title: T['three-designs'],
    description: {
      en: 'One conversation with all four cases, written by overwrite, append-only with decay and bitemporal side by side: compare their memory histories step by step.',
      fr: 'Une conversation avec les quatre cas, écrite côte à côte par l’écrasement, l’ajout seul avec déclin et la conception bitemporelle\u00a0: comparez leurs historiques de la mémoire pas à pas.',
    },
    config: BASE,
    ops: THREE_DESIGNS_TURNS.en.map(say),
    compare: true,
    inLanguage: { fr: { config: { ...BASE, language: 'fr' }, ops: THREE_DESIGNS_TURNS.fr.map(say) } },
  },
  pressure: {
    title: T.pressure,
    description: {
      en: 'A small context fills up: past the share, the warning enters and the agent archives the oldest messages; a full block moves its oldest lines to the archive; a later question searches it.',
      fr: 'Un petit contexte se remplit\u00a0: passé le seuil, l’avertissement entre et l’agent archive les plus vieux messages\u00a0; un bloc plein range ses plus vieilles lignes dans l’archive\u00a0; une question ultérieure la fouille.',
    },
    config: PRESSURE_CONFIG,
    ops: PRESSURE_SCENE.turns.en.map(say),
    inLanguage: {
      fr: { config: { ...PRESSURE_CONFIG, language: 'fr' }, ops: PRESSURE_SCENE.turns.fr.map(say) },
    },
  },
  'said-not-done': {
    title: T['said-not-done'],
    description: {
      en: 'A model’s answers with their tool calls: it says it saved and forgot with no call, and writes once without a word.',
      fr: 'Les réponses d’un modèle avec ses appels d’outils\u00a0: il dit avoir enregistré et oublié sans appel, et écrit une fois sans un mot.',
    },
    config: BASE,
    ops: transcriptOps('en'),
    inLanguage: { fr: { config: { ...BASE, language: 'fr' }, ops: transcriptOps('fr') } },
  },
} satisfies Record<string, Preset>;
