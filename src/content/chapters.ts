import type { Chapter, ChapterContent, Section, SectionNav } from './types';

/**
 * The lab's chapters in navigation order: navigation data only (titles, summaries, each section's slug and title),
 * small enough for the home page's chunk. The lesson prose loads per chapter with `loadChapterContent`.
 * Section titles are written here only: each section file takes its slug and title from `sectionNav`.
 */
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
    sections: [
      { slug: 'problem', title: { fr: 'Le problème de la mémoire non bornée', en: 'The unbounded-memory problem' } },
      { slug: 'vocabulary', title: { fr: 'Définitions et vocabulaire', en: 'Definitions and vocabulary' } },
      { slug: 'rolling-window', title: { fr: 'Fenêtre glissante', en: 'Rolling window' } },
      { slug: 'progressive-summary', title: { fr: 'Résumé progressif', en: 'Progressive summary' } },
      {
        slug: 'eviction',
        title: { fr: "Politiques d'éviction : FIFO, LRU, importance", en: 'Eviction policies: FIFO, LRU, importance' },
      },
      { slug: 'paging', title: { fr: 'Pagination de la mémoire (MemGPT)', en: 'Memory paging (MemGPT style)' } },
      {
        slug: 'measurement',
        title: { fr: "Mesure : le coût d'une longue conversation", en: 'Measurement: the cost of a long conversation' },
      },
      { slug: 'exercises', title: { fr: 'Trois exercices', en: 'Three exercises' } },
      { slug: 'conclusion', title: { fr: 'Conclusion et suite', en: 'Conclusion and what comes next' } },
    ],
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

/** A section's navigation entry; throws when the navigation does not list it (a section file nobody can reach). */
export function sectionNav(chapterId: string, slug: string): SectionNav {
  const nav = findChapter(chapterId)?.sections.find((s) => s.slug === slug);
  if (!nav) throw new Error(`chapters.ts lists no section "${slug}" in chapter ${chapterId}`);
  return nav;
}

// Each chapter's sections, one module per chapter, imported only when a lesson of that chapter is shown.
const contentModules: Record<string, () => Promise<Section[]>> = {
  '1': () => import('./chapter1').then((m) => m.chapter1Sections),
};

// One promise per chapter, kept: React's `use` needs the same promise on every render to read it without suspending.
const loaded = new Map<string, Promise<ChapterContent>>();

/** The lesson blocks of a chapter's sections, by slug. Rejects for a chapter that has no content module. */
export function loadChapterContent(chapterId: string): Promise<ChapterContent> {
  let content = loaded.get(chapterId);
  if (!content) {
    const load = contentModules[chapterId];
    content = load
      ? load().then((sections) => Object.fromEntries(sections.map((s) => [s.slug, s.blocks])))
      : Promise.reject(new Error(`chapter ${chapterId} has no lesson content`));
    loaded.set(chapterId, content);
  }
  return content;
}

/** Starts loading a chapter's lessons early (alongside the chapter page's own chunk); ignores unknown chapters. */
export function preloadChapterContent(chapterId: string | undefined): void {
  if (chapterId !== undefined && contentModules[chapterId]) void loadChapterContent(chapterId).catch(() => {});
}
