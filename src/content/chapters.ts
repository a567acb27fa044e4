import type { Chapter } from './types';

/**
 * The lab's chapters in navigation order: navigation data only (titles, summaries, each section's slug and title),
 * small enough for the home page's chunk. The lesson prose loads per section with `loadSection` (sections.ts).
 * Section titles are written here only; the MDX files hold the prose and nothing of the navigation.
 */
export const chapters = defineChapters([
  {
    id: '1',
    number: 1,
    title: { en: 'Paged agent memory', fr: 'Mémoire paginée d’agent' },
    summary: {
      en: 'Rolling window, progressive summary, FIFO / LRU / importance eviction, MemGPT-style paging, and what each costs.',
      fr: 'Fenêtre glissante, résumé progressif, éviction FIFO / LRU / importance, pagination à la MemGPT, et ce que chacun coûte.',
    },
    // Built from shared/seeds/000_c2b9f50bd338d0c3.txt (kept out of the data: the home page's JavaScript does not need it).
    sections: [
      {
        slug: 'problem',
        title: { fr: 'Le problème de la mémoire non bornée', en: 'The unbounded-memory problem' },
      },
      { slug: 'vocabulary', title: { fr: 'Définitions et vocabulaire', en: 'Definitions and vocabulary' } },
      { slug: 'rolling-window', title: { fr: 'Fenêtre glissante', en: 'Rolling window' } },
      { slug: 'progressive-summary', title: { fr: 'Résumé progressif', en: 'Progressive summary' } },
      {
        slug: 'eviction',
        title: {
          fr: 'Politiques d’éviction\u00a0: FIFO, LRU, importance',
          en: 'Eviction policies: FIFO, LRU, importance',
        },
      },
      {
        slug: 'paging',
        title: { fr: 'Pagination de la mémoire (MemGPT)', en: 'Memory paging (MemGPT style)' },
      },
      {
        slug: 'measurement',
        title: {
          fr: 'Mesure\u00a0: le coût d’une longue conversation',
          en: 'Measurement: the cost of a long conversation',
        },
      },
      { slug: 'exercises', title: { fr: 'Les exercices du chapitre', en: "The chapter's exercises" } },
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
    // Built from shared/seeds/001_10d6b9f596b0f33e.txt (kept out of the data: the home page's JavaScript does not need it).
    sections: [
      {
        slug: 'thesis',
        title: {
          fr: 'Écrire ce qu’on garde, pour qui, combien de temps',
          en: 'Write what you keep, for whom, how long',
        },
      },
      {
        slug: 'minimal-state',
        title: {
          fr: 'Un état minimal, une préférence qui réécrit',
          en: 'A minimal state, a preference that rewrites',
        },
      },
      { slug: 'policy', title: { fr: 'La politique de stockage écrite', en: 'The written storage policy' } },
      {
        slug: 'poisoning',
        title: {
          fr: 'Des instructions qui empoisonneraient la mémoire',
          en: 'Instructions that would poison the memory',
        },
      },
      {
        slug: 'memory-store',
        title: { fr: 'Une mémoire indexée par (utilisateur, clé)', en: 'A store keyed by (user, key)' },
      },
      { slug: 'copies', title: { fr: 'Des copies à l’entrée et à la sortie', en: 'Copies in and out' } },
      { slug: 'others', title: { fr: 'Comment font les autres', en: 'How others do it' } },
      {
        slug: 'conclusion',
        title: { fr: 'Points à retenir, défense et exercice', en: 'Takeaways, defense and exercise' },
      },
    ],
  },
  {
    id: '3',
    number: 3,
    title: { en: 'Episodic, semantic, reflection', fr: 'Épisodique, sémantique, réflexion' },
    summary: {
      en: 'Beyond a single vector database: an episodic buffer, facts and rules, a light knowledge graph, reflection and forgetting.',
      fr: 'Au-delà d’une simple base vectorielle\u00a0: tampon épisodique, faits et règles, graphe de connaissances léger, réflexion et oubli.',
    },
    // Built from shared/seeds/002_9c90ca3a974fdc5f.txt (kept out of the data: the home page's JavaScript does not need it).
    sections: [
      {
        slug: 'taskmaster',
        title: { fr: 'TaskMaster et les limites des vecteurs', en: 'TaskMaster and the limits of vectors' },
      },
      {
        slug: 'architecture',
        title: {
          fr: 'Plusieurs magasins\u00a0: épisodique, sémantique, graphe',
          en: 'Several stores: episodic, semantic, graph',
        },
      },
      {
        slug: 'reflection',
        title: { fr: 'La réflexion et ses déclencheurs', en: 'Reflection and its triggers' },
      },
      {
        slug: 'retrieval',
        title: {
          fr: 'Récupération\u00a0: récence, importance, pertinence',
          en: 'Retrieval: recency, importance, relevance',
        },
      },
      {
        slug: 'forgetting',
        title: { fr: 'Oubli, décroissance, consolidation', en: 'Forgetting, decay, consolidation' },
      },
      {
        slug: 'seed-code',
        title: { fr: 'Le code du texte et ses défauts', en: "The source's code and its faults" },
      },
      { slug: 'conclusion', title: { fr: 'Exercice et points à retenir', en: 'Exercise and takeaways' } },
    ],
  },
  {
    id: '4',
    number: 4,
    title: {
      en: 'Measuring memory: what it forgets, what it costs',
      fr: 'Mesurer la mémoire\u00a0: ce qu’elle oublie, ce qu’elle coûte',
    },
    summary: {
      en: 'Recall beside cost on the same conversations: the frontier, decay and drift, prompt caching, a public benchmark, and which memory for which job.',
      fr: 'Le rappel à côté du coût, sur les mêmes conversations\u00a0: la frontière, l’oubli et la dérive, la mise en cache, un banc d’essai public, et quelle mémoire pour quel usage.',
    },
    // No seed: built on the memory bench (src/engine/memoryBench/), on generated data and on a public benchmark.
    sections: [
      { slug: 'question', title: { fr: 'La question', en: 'The question' } },
      {
        slug: 'recall-accuracy',
        title: { fr: 'Rappel ou exactitude des réponses', en: 'Recall vs. answer accuracy' },
      },
      { slug: 'frontier', title: { fr: 'La frontière', en: 'The frontier' } },
      { slug: 'decay-drift', title: { fr: 'Oubli et dérive', en: 'Decay and drift' } },
      { slug: 'caching', title: { fr: 'Le cache change la facture', en: 'Caching changes the bill' } },
      { slug: 'public-benchmark', title: { fr: 'Le banc d’essai public', en: 'The public benchmark' } },
      {
        slug: 'which-memory',
        title: { fr: 'Quelle mémoire pour quel usage', en: 'Which memory for which job' },
      },
      { slug: 'exercise', title: { fr: 'Un exercice', en: 'An exercise' } },
    ],
  },
  {
    id: '5',
    number: 5,
    title: { en: 'The agent manages its own memory', fr: 'L’agent gère sa propre mémoire' },
    summary: {
      en: 'Memory blocks and the tools that edit them, memory as files, the write path (ADD, UPDATE, DELETE, NOOP) with its history in three designs, and what an agent says it saved against what it did.',
      fr: 'Des blocs de mémoire et les outils qui les modifient, la mémoire en fichiers, le chemin d’écriture (ADD, UPDATE, DELETE, NOOP) et son historique selon trois conceptions, et ce qu’un agent dit avoir retenu face à ce qu’il a fait.',
    },
    // No seed: built on Letta (MemGPT), Anthropic's memory tool, mem0 and Graphiti (shared/FIELD-2026.md).
    sections: [
      { slug: 'blocks', title: { fr: 'Blocs de mémoire et outils', en: 'Memory blocks and memory tools' } },
      { slug: 'files', title: { fr: 'La mémoire en fichiers', en: 'Memory as files' } },
      {
        slug: 'write-path',
        title: { fr: 'Le chemin d’écriture et son historique', en: 'The write path, with a history' },
      },
      { slug: 'said-not-done', title: { fr: 'Dit mais pas fait', en: 'Said but not done' } },
      {
        slug: 'measured',
        title: { fr: 'Ce que coûte une mémoire qui écrit', en: 'What a memory that writes costs' },
      },
      { slug: 'exercise', title: { fr: 'Un exercice', en: 'An exercise' } },
    ],
  },
  {
    id: '6',
    number: 6,
    title: { en: 'Compaction and context editing', fr: 'Compaction et édition du contexte' },
    summary: {
      en: 'An agent’s context fills with tool results: compaction at a threshold (lossy, recoverable, opaque), clearing old tool results, what each compaction dropped, when it pays for its cache miss, and where a forgotten fact lives on.',
      fr: 'Le contexte d’un agent se remplit de résultats d’outils\u00a0: la compaction à un seuil (avec perte, récupérable, opaque), l’effacement des vieux résultats d’outils, ce que chaque compaction a perdu, quand elle rembourse son défaut de cache, et où un fait oublié survit.',
    },
    // No seed: built on Anthropic's compaction and context editing, OpenAI's encrypted compaction, Letta, LangChain
    // and Deep Agents (shared/FIELD-2026.md), and on src/engine/compaction/.
    sections: [
      {
        slug: 'tool-results',
        title: { fr: 'Ce qui remplit le contexte d’un agent', en: 'What fills an agent’s context' },
      },
      { slug: 'threshold', title: { fr: 'La compaction à un seuil', en: 'Compaction at a threshold' } },
      { slug: 'dropped', title: { fr: 'Ce que la compaction a perdu', en: 'What compaction dropped' } },
      { slug: 'clearing', title: { fr: 'Effacer les résultats d’outils', en: 'Clearing tool results' } },
      { slug: 'cost', title: { fr: 'Quand la compaction paie', en: 'When compacting pays' } },
      { slug: 'forgotten', title: { fr: 'Un fait oublié survit', en: 'A forgotten fact lives on' } },
      { slug: 'exercise', title: { fr: 'Un exercice', en: 'An exercise' } },
    ],
  },
]);

/** A chapter's id, as the list above states it: the only place a chapter is named (`'1' | '2' | …`). */
export type ChapterId = (typeof chapters)[number]['id'];

export function isChapterId(id: unknown): id is ChapterId {
  return chapters.some((c) => c.id === id);
}

/** Keeps each chapter's id as its literal (the `const` parameter), so `ChapterId` grows with the list. */
function defineChapters<const Id extends string>(list: (Chapter & { id: Id })[]): (Chapter & { id: Id })[] {
  return list;
}

export function findChapter(id: string | undefined): Chapter | undefined {
  return chapters.find((c) => c.id === id);
}
