/** Chapter 5's scenes: the four write-path cases, the memory-pressure scene, and a model's take for "said but not done". */
import type { Preset as PresetOf } from '../types';
import {
  PRESSURE_SCENE,
  SAID_NOT_DONE_TRANSCRIPT,
  WRITE_PATH_PRESETS,
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
};

const say = (text: string): Op => ({ op: 'say', text });
const turns = (id: string): Op[] => (WRITE_PATH_PRESETS.find((p) => p.id === id)?.turns.en ?? []).map(say);

export const PRESETS = {
  'two-favourites': {
    title: T['two-favourites'],
    description: {
      en: '“My favourite colour is blue”, then “I also love green”: an ADD beside blue, where “same key, overwrite” would lose blue.',
      fr: '«\u00a0My favourite colour is blue\u00a0», puis «\u00a0I also love green\u00a0»\u00a0: un ADD à côté du bleu, là où «\u00a0même clé, on écrase\u00a0» perdrait le bleu.',
    },
    config: BASE,
    ops: turns('two-favourites'),
  },
  negation: {
    title: T.negation,
    description: {
      en: '“I no longer live in Lyon”: a DELETE of the memory that says Lyon; the bitemporal history keeps when it stopped being true.',
      fr: '«\u00a0I no longer live in Lyon\u00a0»\u00a0: un DELETE du souvenir qui dit Lyon\u00a0; l’historique bitemporel garde quand il a cessé d’être vrai.',
    },
    config: BASE,
    ops: turns('negation'),
  },
  restatement: {
    title: T.restatement,
    description: {
      en: 'The same fact again: a NOOP, no tool call, nothing written.',
      fr: 'Le même fait, encore\u00a0: un NOOP, aucun appel d’outil, rien d’écrit.',
    },
    config: BASE,
    ops: turns('restatement'),
  },
  correction: {
    title: T.correction,
    description: {
      en: '“Actually my favourite colour is red, not blue”: the memory holding blue is updated, not the newest one (green).',
      fr: '«\u00a0Actually my favourite colour is red, not blue\u00a0»\u00a0: le souvenir qui dit bleu est mis à jour, pas le plus récent (vert).',
    },
    config: BASE,
    ops: turns('correction'),
  },
  pressure: {
    title: T.pressure,
    description: {
      en: 'A small context fills up: past the share, the warning enters and the agent archives the oldest messages; a full block moves its oldest lines to the archive; a later question searches it.',
      fr: 'Un petit contexte se remplit\u00a0: passé le seuil, l’avertissement entre et l’agent archive les plus vieux messages\u00a0; un bloc plein range ses plus vieilles lignes dans l’archive\u00a0; une question ultérieure la fouille.',
    },
    config: {
      ...BASE,
      blockLimit: 120,
      contextLimit: PRESSURE_SCENE.contextLimit,
      window: PRESSURE_SCENE.window,
    },
    ops: PRESSURE_SCENE.turns.en.map(say),
  },
  'said-not-done': {
    title: T['said-not-done'],
    description: {
      en: 'A model’s answers with their tool calls: it says it saved and forgot with no call, and writes once without a word.',
      fr: 'Les réponses d’un modèle avec ses appels d’outils\u00a0: il dit avoir enregistré et oublié sans appel, et écrit une fois sans un mot.',
    },
    config: BASE,
    ops: SAID_NOT_DONE_TRANSCRIPT.en.map((t): Op =>
      t.role === 'user'
        ? { op: 'user', text: t.content }
        : { op: 'reply', text: t.content, calls: [...(t.toolCalls ?? [])] },
    ),
  },
} satisfies Record<string, Preset>;
