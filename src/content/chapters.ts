import type { Chapter } from './types';
import { chapter1Sections } from './chapter1';

/** The lab's chapters in navigation order. */
export const chapters: Chapter[] = [
  {
    id: '1',
    number: 1,
    title: { en: 'Paged agent memory', fr: "Mémoire paginée d'agent" },
    summary: {
      en: 'Rolling window, progressive summary, FIFO / LRU / importance eviction, MemGPT-style paging, and what each costs.',
      fr: 'Fenêtre glissante, résumé progressif, éviction FIFO / LRU / importance, pagination à la MemGPT, et ce que chacun coûte.',
    },
    source: 'seeds/000_c2b9f50bd338d0c3.txt',
    sections: chapter1Sections,
  },
  {
    id: '2',
    number: 2,
    title: { en: 'State and memory per user', fr: 'État et mémoire par utilisateur' },
    summary: {
      en: 'A preference that rewrites the question, a cap of five exchanges, a written retention policy, a store keyed by (user, key).',
      fr: 'Une préférence qui réécrit la question, un plafond de cinq échanges, une politique de conservation écrite, une mémoire indexée par (utilisateur, clé).',
    },
    source: 'seeds/001_10d6b9f596b0f33e.txt',
    sections: [],
  },
  {
    id: '3',
    number: 3,
    title: { en: 'Episodic, semantic, reflection', fr: 'Épisodique, sémantique, réflexion' },
    summary: {
      en: 'Beyond a single vector database: an episodic buffer, facts and rules, a light knowledge graph, reflection and forgetting.',
      fr: "Au-delà d'une simple base vectorielle : tampon épisodique, faits et règles, graphe de connaissances léger, réflexion et oubli.",
    },
    source: 'seeds/002_9c90ca3a974fdc5f.txt',
    sections: [],
  },
];

export function findChapter(id: string | undefined): Chapter | undefined {
  return chapters.find((c) => c.id === id);
}
