/**
 * The chapter's scenes as data: the four write-path cases that break the naïve rule "same key, overwrite", in
 * English and French, the memory-pressure scene, and a transcript for "said but not done". The visualizer plays
 * them, the lesson's facts measure them, the tests check them.
 */
import type { TranscriptTurn } from './saidNotDone';

export interface WritePathPreset {
  id: 'two-favourites' | 'negation' | 'restatement' | 'correction';
  /** The user's turns, in order, by language. */
  turns: { en: readonly string[]; fr: readonly string[] };
  /** What the last turn must do under the reference decision (the naïve rule does otherwise). */
  expected: 'ADD' | 'UPDATE' | 'DELETE' | 'NOOP';
}

export const WRITE_PATH_PRESETS: readonly WritePathPreset[] = [
  {
    id: 'two-favourites',
    turns: {
      en: ['My favourite colour is blue.', 'I also love green.'],
      fr: ['Ma couleur préférée est le bleu.', 'J’aime aussi le vert.'],
    },
    expected: 'ADD',
  },
  {
    id: 'negation',
    turns: {
      en: ['I live in Lyon.', 'My favourite colour is blue.', 'I no longer live in Lyon.'],
      fr: ['J’habite à Lyon.', 'Ma couleur préférée est le bleu.', 'Je n’habite plus à Lyon.'],
    },
    expected: 'DELETE',
  },
  {
    id: 'restatement',
    turns: {
      en: ['My favourite colour is blue.', 'I live in Lyon.', 'My favourite colour is blue!'],
      fr: ['Ma couleur préférée est le bleu.', 'J’habite à Lyon.', 'Ma couleur préférée est le bleu\u00a0!'],
    },
    expected: 'NOOP',
  },
  {
    id: 'correction',
    turns: {
      en: [
        'My favourite colour is blue.',
        'I also love green.',
        'Actually my favourite colour is red, not blue.',
      ],
      fr: [
        'Ma couleur préférée est le bleu.',
        'J’aime aussi le vert.',
        'En fait, ma couleur préférée est le rouge, pas le bleu.',
      ],
    },
    expected: 'UPDATE',
  },
];

/** One conversation with every case, written by the three designs side by side (compare mode). */
export const THREE_DESIGNS_TURNS: { en: readonly string[]; fr: readonly string[] } = {
  en: [
    'My favourite colour is blue.',
    'I also love green.',
    'I live in Lyon.',
    'My favourite colour is blue.',
    'I no longer live in Lyon.',
    'Actually my favourite colour is red, not blue.',
  ],
  fr: [
    'Ma couleur préférée est le bleu.',
    'J’aime aussi le vert.',
    'J’habite à Lyon.',
    'Ma couleur préférée est le bleu.',
    'Je n’habite plus à Lyon.',
    'En fait, ma couleur préférée est le rouge, pas le bleu.',
  ],
};

/**
 * The memory-pressure scene: a small context limit, user turns that fill it; past the share the warning enters and
 * the scripted agent archives the messages about to leave the window.
 */
export const PRESSURE_SCENE = {
  contextLimit: 260,
  window: 8,
  turns: {
    en: [
      'My name is Ada and I work on the Falcon project.',
      'The Falcon deadline is Friday.',
      'My favourite colour is blue.',
      'Can you explain how a rolling window works in a few words?',
      'The door code of building Falcon is 4412.',
      'I live in Lyon.',
      'What should I pack for a trip to the mountains in winter?',
      'The meeting with the design team is on Tuesday.',
      'I also love green.',
      'How do I remove a coffee stain from a white shirt quickly?',
      'My manager is Grace.',
      'What was the door code of building Falcon?',
    ],
    fr: [
      'Je m’appelle Ada et je travaille sur le projet Falcon.',
      'La date limite de Falcon est vendredi.',
      'Ma couleur préférée est le bleu.',
      'Pouvez-vous expliquer en quelques mots comment marche une fenêtre glissante\u00a0?',
      'Le code de la porte du bâtiment Falcon est 4412.',
      'J’habite à Lyon.',
      'Que faut-il emporter pour un voyage à la montagne en hiver\u00a0?',
      'La réunion avec l’équipe de design est mardi.',
      'J’aime aussi le vert.',
      'Comment enlever vite une tache de café sur une chemise blanche\u00a0?',
      'Ma responsable est Grace.',
      'Quel était le code de la porte du bâtiment Falcon\u00a0?',
    ],
  },
} as const;

/** A text in both languages. */
interface Both {
  en: string;
  fr: string;
}

/** One turn of the said-but-not-done transcript; `appended`: the line the turn's memory_append call writes. */
const SAID_NOT_DONE_TURNS: readonly { role: 'user' | 'assistant'; content: Both; appended?: Both }[] = [
  { role: 'user', content: { en: 'My favourite colour is blue.', fr: 'Ma couleur préférée est le bleu.' } },
  {
    role: 'assistant',
    content: { en: 'Noted, I will remember that.', fr: 'C’est noté, je vais m’en souvenir.' },
    appended: { en: 'favourite colour: blue', fr: 'couleur préférée: bleu' },
  },
  { role: 'user', content: { en: 'I live in Lyon.', fr: 'J’habite à Lyon.' } },
  {
    role: 'assistant',
    content: {
      en: 'Lyon, lovely! I have saved that to my memory.',
      fr: 'Lyon, très bien\u00a0! J’ai enregistré cela dans ma mémoire.',
    },
  },
  {
    role: 'user',
    content: { en: 'Please forget where I live.', fr: 'Oubliez où j’habite, s’il vous plaît.' },
  },
  {
    role: 'assistant',
    content: { en: 'Done, I have forgotten it.', fr: 'C’est fait, j’ai oublié votre ville.' },
  },
  { role: 'user', content: { en: 'I also love green.', fr: 'J’aime aussi le vert.' } },
  {
    role: 'assistant',
    content: { en: 'Green is a fine colour.', fr: 'Le vert est une belle couleur.' },
    appended: { en: 'favourite colour: green', fr: 'couleur préférée: vert' },
  },
];

function saidNotDoneIn(lang: keyof Both): TranscriptTurn[] {
  return SAID_NOT_DONE_TURNS.map(({ role, content, appended }) => ({
    role,
    content: content[lang],
    ...(appended
      ? { toolCalls: [{ name: 'memory_append', arguments: { label: 'human', content: appended[lang] } }] }
      : {}),
  }));
}

/** A take's transcript as a model might answer: claims with and without their calls, and a silent call. */
export const SAID_NOT_DONE_TRANSCRIPT: { en: readonly TranscriptTurn[]; fr: readonly TranscriptTurn[] } = {
  en: saidNotDoneIn('en'),
  fr: saidNotDoneIn('fr'),
};
