import { sectionNav } from '../chapters';
import type { Block, Section } from '../types';

// Seed section 1: the four mechanisms and the question each answers.

const fr: Block[] = [
  {
    kind: 'p',
    text: 'On formalise les trois mécanismes de pagination avant de les implémenter. Le vocabulaire suit la littérature **Generative Agents** (Park et al., 2023) et **MemGPT** (Packer et al., 2023).',
  },
  {
    kind: 'table',
    caption: 'Les quatre mécanismes de la mémoire paginée',
    head: ['Mécanisme', "Question qu'il résout", 'Granularité'],
    rows: [
      [
        'Fenêtre glissante (rolling window)',
        'Combien de messages récents garder intacts ?',
        'Message (1 tour = 1 échange user/assistant)',
      ],
      [
        'Résumé progressif (progressive summarization)',
        'Que faire des messages évincés ?',
        'Bloc résumé cumulatif',
      ],
      [
        'Éviction (eviction policy)',
        'Lequel supprimer en priorité quand la mémoire est pleine ?',
        'FIFO / LRU / importance-scored',
      ],
      [
        'Memory paging (core/archival retrieval)',
        'Comment retrouver une information ancienne sans tout recharger ?',
        'Page (sous-unité de mémoire adressable)',
      ],
    ],
  },
  {
    kind: 'p',
    text: 'Un agent réel combine les quatre. On les présente ici séparément pour la clarté pédagogique, puis on les assemble dans une classe `PagedMemory`.',
  },
  {
    kind: 'note',
    tone: 'seed',
    title: 'Précision',
    text: "La granularité de la fenêtre glissante mélange deux unités : le code compte des **messages**, pas des échanges. Une fenêtre de 4 garde 4 messages, soit 2 échanges user/assistant. Dans tout le labo, la taille d'une fenêtre ou d'une page se compte en messages. Par ailleurs, la classe `PagedMemory` du notebook ne tient que des pages : c'est `AgentMemory`, dans le moteur du labo, qui assemble vraiment fenêtre, politique d'éviction, résumé et pages (c'est elle qui anime le visualiseur).",
  },
];

const en: Block[] = [
  {
    kind: 'p',
    text: 'We formalize the three paging mechanisms before implementing them. The vocabulary follows the **Generative Agents** (Park et al., 2023) and **MemGPT** (Packer et al., 2023) literature.',
  },
  {
    kind: 'table',
    caption: 'The four mechanisms of paged memory',
    head: ['Mechanism', 'Question it answers', 'Granularity'],
    rows: [
      [
        'Rolling window',
        'How many recent messages to keep intact?',
        'Message (1 turn = 1 user/assistant exchange)',
      ],
      ['Progressive summarization', 'What to do with evicted messages?', 'Cumulative summary block'],
      [
        'Eviction (eviction policy)',
        'Which one to drop first when memory is full?',
        'FIFO / LRU / importance-scored',
      ],
      [
        'Memory paging (core/archival retrieval)',
        'How to get old information back without reloading everything?',
        'Page (addressable unit of memory)',
      ],
    ],
  },
  {
    kind: 'p',
    text: 'A real agent combines all four. Here they are presented separately for teaching clarity, then put together in a `PagedMemory` class.',
  },
  {
    kind: 'note',
    tone: 'seed',
    title: 'A precise definition',
    text: "The rolling window's granularity mixes two units: the code counts **messages**, not exchanges. A window of 4 keeps 4 messages, that is 2 user/assistant exchanges. Throughout the lab, window and page sizes are counted in messages. Also, the notebook's `PagedMemory` class only holds pages: `AgentMemory`, in the lab's engine, is what really puts window, eviction policy, summary and pages together (it drives the visualizer).",
  },
];

// Slug and title come from the navigation data (../chapters.ts), so each is written once.
export const vocabularySection: Section = { ...sectionNav('1', 'vocabulary'), blocks: { fr, en } };
