/**
 * Chapter 6's scenes, each an agent's script from the tool generator: compaction at a threshold (compare mode sets
 * the three styles side by side), clearing old tool results, and a fact the user asked to forget that lives on.
 */
import type { Lang } from '../../i18n/lang';
import type { Preset as PresetOf } from '../types';
import { CATALOG } from './catalog';
import type { CompactionConfig, Op } from './ops';
import { agentScript } from './script';

const T = CATALOG.presets;

export type Preset = PresetOf<CompactionConfig, Op>;

export const BASE: CompactionConfig = {
  mode: 'compact',
  style: 'lossy',
  limit: 4000,
  threshold: 80,
  keep: 6,
  clearAtLeast: 0,
  reserved: 500,
};

const CLEARING: CompactionConfig = { ...BASE, mode: 'clear', keep: 3, clearAtLeast: 600 };
const FORGOTTEN_CONFIG: CompactionConfig = { ...BASE, style: 'recoverable' };

/** The forgotten fact: what the user asks the agent to remember, and later to forget (the value in every language). */
export const FORGOTTEN = {
  owner: 'alice',
  key: 'badge',
  value: '4471',
  say: 'Remember my badge number for the lab door: 4471.',
  reflection: 'Alice works on the billing module; her lab badge is 4471.',
} as const;

/** The forgotten scene's own words, per language (the agent's script around them comes from the generator). */
const FORGOTTEN_TEXT: Record<Lang, { say: string; reply: string; reflection: string; forget: string }> = {
  en: {
    say: FORGOTTEN.say,
    reply: 'Noted: your badge number is saved.',
    reflection: FORGOTTEN.reflection,
    forget: 'Please forget everything you know about me.',
  },
  fr: {
    say: 'Retenez mon numéro de badge pour la porte du labo\u00a0: 4471.',
    reply: 'C’est noté\u00a0: votre numéro de badge est enregistré.',
    reflection: 'Alice travaille sur le module billing\u00a0; son badge du labo est le 4471.',
    forget: 'Oubliez tout ce que vous savez de moi, s’il vous plaît.',
  },
};

const forgottenOps = (lang: Lang): Op[] => {
  const w = FORGOTTEN_TEXT[lang];
  return [
    { op: 'user', text: w.say, fact: { id: 'badge', value: FORGOTTEN.value } },
    { op: 'remember', owner: FORGOTTEN.owner, key: FORGOTTEN.key, value: FORGOTTEN.value },
    { op: 'reply', text: w.reply },
    { op: 'reflect', text: w.reflection },
    ...agentScript({ turns: 30, questions: 3, seed: 11, lang }),
    { op: 'user', text: w.forget },
    { op: 'forget', owner: FORGOTTEN.owner },
  ];
};

/** The agent's script of the threshold and clearing scenes. */
const agent = (lang: Lang) => agentScript({ turns: 48, questions: 8, seed: 6, lang });

export const PRESETS = {
  threshold: {
    title: T.threshold,
    description: {
      en: 'An agent reads files, searches and runs tests. Past T% of the limit, the items older than the last K become a summary: lossy, recoverable and opaque side by side.',
      fr: 'Un agent lit des fichiers, cherche et lance des tests. Passé T\u00a0% de la limite, les éléments plus anciens que les K derniers deviennent un résumé\u00a0: avec perte, récupérable et opaque côte à côte.',
    },
    config: BASE,
    ops: agent('en'),
    inLanguage: { fr: { config: BASE, ops: agent('fr') } },
    compare: true,
  },
  clearing: {
    title: T.clearing,
    description: {
      en: 'The same kind of agent, with context editing: past T%, the tool results older than the last N become a placeholder when that clears at least M tokens. The calls stay.',
      fr: 'Le même genre d’agent, avec l’édition du contexte\u00a0: passé T\u00a0%, les résultats d’outils plus anciens que les N derniers deviennent un marqueur quand cela efface au moins M jetons. Les appels restent.',
    },
    config: CLEARING,
    ops: agent('en'),
    inLanguage: { fr: { config: CLEARING, ops: agent('fr') } },
  },
  forgotten: {
    title: T.forgotten,
    description: {
      en: 'The user gives a badge number to remember, then asks to be forgotten. “Forget me” empties chapter 2’s store; the number still lives in a summary, the saved messages and a reflection.',
      fr: 'L’utilisatrice donne un numéro de badge à retenir, puis demande à être oubliée. «\u00a0Oubliez-moi\u00a0» vide la mémoire du chapitre 2\u00a0; le numéro vit encore dans un résumé, les messages sauvegardés et une réflexion.',
    },
    config: FORGOTTEN_CONFIG,
    ops: forgottenOps('en'),
    inLanguage: { fr: { config: FORGOTTEN_CONFIG, ops: forgottenOps('fr') } },
  },
} satisfies Record<string, Preset>;
