/**
 * Chapter 6's scenes, each an agent's script from the tool generator: compaction at a threshold (compare mode sets
 * the three styles side by side), clearing old tool results, and a fact the user asked to forget that lives on.
 */
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

/** The forgotten fact: what the user asks the agent to remember, and later to forget. */
export const FORGOTTEN = {
  owner: 'alice',
  key: 'badge',
  value: '4471',
  say: 'Remember my badge number for the lab door: 4471.',
  reflection: 'Alice works on the billing module; her lab badge is 4471.',
} as const;

const forgottenOps: Op[] = [
  { op: 'user', text: FORGOTTEN.say, fact: { id: 'badge', value: FORGOTTEN.value } },
  { op: 'remember', owner: FORGOTTEN.owner, key: FORGOTTEN.key, value: FORGOTTEN.value },
  { op: 'reply', text: 'Noted: your badge number is saved.' },
  { op: 'reflect', text: FORGOTTEN.reflection },
  ...agentScript({ turns: 30, questions: 3, seed: 11 }),
  { op: 'user', text: 'Please forget everything you know about me.' },
  { op: 'forget', owner: FORGOTTEN.owner },
];

export const PRESETS = {
  threshold: {
    title: T.threshold,
    description: {
      en: 'An agent reads files, searches and runs tests. Past T% of the limit, the items older than the last K become a summary: lossy, recoverable and opaque side by side.',
      fr: 'Un agent lit des fichiers, cherche et lance des tests. Passé T\u00a0% de la limite, les éléments plus anciens que les K derniers deviennent un résumé\u00a0: avec perte, récupérable et opaque côte à côte.',
    },
    config: BASE,
    ops: agentScript({ turns: 48, questions: 8, seed: 6 }),
    compare: true,
  },
  clearing: {
    title: T.clearing,
    description: {
      en: 'The same kind of agent, with context editing: past T%, the tool results older than the last N become a placeholder when that clears at least M tokens. The calls stay.',
      fr: 'Le même genre d’agent, avec l’édition du contexte\u00a0: passé T\u00a0%, les résultats d’outils plus anciens que les N derniers deviennent un marqueur quand cela efface au moins M jetons. Les appels restent.',
    },
    config: { ...BASE, mode: 'clear', keep: 3, clearAtLeast: 600 },
    ops: agentScript({ turns: 48, questions: 8, seed: 6 }),
  },
  forgotten: {
    title: T.forgotten,
    description: {
      en: 'The user gives a badge number to remember, then asks to be forgotten. “Forget me” empties chapter 2’s store; the number still lives in a summary, the saved messages and a reflection.',
      fr: 'L’utilisatrice donne un numéro de badge à retenir, puis demande à être oubliée. «\u00a0Oubliez-moi\u00a0» vide la mémoire du chapitre 2\u00a0; le numéro vit encore dans un résumé, les messages sauvegardés et une réflexion.',
    },
    config: { ...BASE, style: 'recoverable' },
    ops: forgottenOps,
  },
} satisfies Record<string, Preset>;
