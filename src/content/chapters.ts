import type { Chapter, SectionNav } from './types';

/**
 * The lab's chapters in navigation order: navigation data only (titles, summaries, each section's slug and title),
 * small enough for the home page's chunk. The lesson prose loads per section with `loadSection` (sections.ts).
 * Section titles are written here only; the MDX files hold the prose and nothing of the navigation.
 */
export const chapters = defineChapters([
  {
    id: '1',
    title: { en: 'Paged agent memory', fr: 'Mémoire paginée d’agent' },
    summary: {
      en: 'Rolling window, progressive summary, FIFO / LRU / importance eviction, MemGPT-style paging, and what each costs.',
      fr: 'Fenêtre glissante, résumé progressif, éviction FIFO / LRU / importance, pagination à la MemGPT, et ce que chacun coûte.',
    },
    // Built from shared/seeds/000_c2b9f50bd338d0c3.txt (kept out of the data: the home page's JavaScript does not need it).
    sections: [
      section('problem', 'Le problème de la mémoire non bornée', 'The unbounded-memory problem'),
      section('vocabulary', 'Définitions et vocabulaire', 'Definitions and vocabulary'),
      section('rolling-window', 'Fenêtre glissante', 'Rolling window'),
      section('progressive-summary', 'Résumé progressif', 'Progressive summary'),
      section(
        'eviction',
        'Politiques d’éviction\u00a0: FIFO, LRU, importance',
        'Eviction policies: FIFO, LRU, importance',
      ),
      section('paging', 'Pagination de la mémoire (MemGPT)', 'Memory paging (MemGPT style)'),
      section(
        'measurement',
        'Mesure\u00a0: le coût d’une longue conversation',
        'Measurement: the cost of a long conversation',
      ),
      section('exercises', 'Les exercices du chapitre', "The chapter's exercises"),
      section('conclusion', 'Conclusion et suite', 'Conclusion and what comes next'),
    ],
  },
  {
    id: '2',
    title: { en: 'State and memory per user', fr: 'État et mémoire par utilisateur' },
    summary: {
      en: 'A preference that rewrites the question, a cap of five exchanges, a written retention policy, a store keyed by (user, key).',
      fr: 'Une préférence qui réécrit la question, un plafond de cinq échanges, une politique de conservation écrite, une mémoire indexée par (utilisateur, clé).',
    },
    // Built from shared/seeds/001_10d6b9f596b0f33e.txt (kept out of the data: the home page's JavaScript does not need it).
    sections: [
      section(
        'thesis',
        'Écrire ce qu’on garde, pour qui, combien de temps',
        'Write what you keep, for whom, how long',
      ),
      section(
        'minimal-state',
        'Un état minimal, une préférence qui réécrit',
        'A minimal state, a preference that rewrites',
      ),
      section('policy', 'La politique de stockage écrite', 'The written storage policy'),
      section(
        'poisoning',
        'Des instructions qui empoisonneraient la mémoire',
        'Instructions that would poison the memory',
      ),
      section('memory-store', 'Une mémoire indexée par (utilisateur, clé)', 'A store keyed by (user, key)'),
      section('copies', 'Des copies à l’entrée et à la sortie', 'Copies in and out'),
      section('others', 'Comment font les autres', 'How others do it'),
      section('conclusion', 'Points à retenir, défense et exercice', 'Takeaways, defense and exercise'),
    ],
  },
  {
    id: '3',
    title: { en: 'Episodic, semantic, reflection', fr: 'Épisodique, sémantique, réflexion' },
    summary: {
      en: 'Beyond a single vector database: an episodic buffer, facts and rules, a light knowledge graph, reflection and forgetting.',
      fr: 'Au-delà d’une simple base vectorielle\u00a0: tampon épisodique, faits et règles, graphe de connaissances léger, réflexion et oubli.',
    },
    // Built from shared/seeds/002_9c90ca3a974fdc5f.txt (kept out of the data: the home page's JavaScript does not need it).
    sections: [
      section('taskmaster', 'TaskMaster et les limites des vecteurs', 'TaskMaster and the limits of vectors'),
      section(
        'architecture',
        'Plusieurs magasins\u00a0: épisodique, sémantique, graphe',
        'Several stores: episodic, semantic, graph',
      ),
      section('reflection', 'La réflexion et ses déclencheurs', 'Reflection and its triggers'),
      section(
        'retrieval',
        'Récupération\u00a0: récence, importance, pertinence',
        'Retrieval: recency, importance, relevance',
      ),
      section('forgetting', 'Oubli, décroissance, consolidation', 'Forgetting, decay, consolidation'),
      section('seed-code', 'Le code du texte et ses défauts', "The source's code and its faults"),
      section('conclusion', 'Exercice et points à retenir', 'Exercise and takeaways'),
    ],
  },
  {
    id: '4',
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
      section('question', 'La question', 'The question'),
      section('recall-accuracy', 'Rappel ou exactitude des réponses', 'Recall vs. answer accuracy'),
      section('frontier', 'La frontière', 'The frontier'),
      section('decay-drift', 'Oubli et dérive', 'Decay and drift'),
      section('caching', 'Le cache change la facture', 'Caching changes the bill'),
      section('public-benchmark', 'Le banc d’essai public', 'The public benchmark'),
      section('which-memory', 'Quelle mémoire pour quel usage', 'Which memory for which job'),
      section('exercise', 'Un exercice', 'An exercise'),
    ],
  },
  {
    id: '5',
    title: { en: 'The agent manages its own memory', fr: 'L’agent gère sa propre mémoire' },
    summary: {
      en: 'Memory blocks and the tools that edit them, memory as files, the write path (ADD, UPDATE, DELETE, NOOP) with its history in three designs, and what an agent says it saved against what it did.',
      fr: 'Des blocs de mémoire et les outils qui les modifient, la mémoire en fichiers, le chemin d’écriture (ADD, UPDATE, DELETE, NOOP) et son historique selon trois conceptions, et ce qu’un agent dit avoir retenu face à ce qu’il a fait.',
    },
    // No seed: built on Letta (MemGPT), Anthropic's memory tool, mem0 and Graphiti (shared/FIELD-2026.md).
    sections: [
      section('blocks', 'Blocs de mémoire et outils', 'Memory blocks and memory tools'),
      section('files', 'La mémoire en fichiers', 'Memory as files'),
      section('write-path', 'Le chemin d’écriture et son historique', 'The write path, with a history'),
      section('said-not-done', 'Dit mais pas fait', 'Said but not done'),
      section('measured', 'Ce que coûte une mémoire qui écrit', 'What a memory that writes costs'),
      section('exercise', 'Un exercice', 'An exercise'),
    ],
  },
  {
    id: '6',
    title: { en: 'Compaction and context editing', fr: 'Compaction et édition du contexte' },
    summary: {
      en: 'An agent’s context fills with tool results: compaction at a threshold (lossy, recoverable, opaque), clearing old tool results, what each compaction dropped, when it pays for its cache miss, and where a forgotten fact lives on.',
      fr: 'Le contexte d’un agent se remplit de résultats d’outils\u00a0: la compaction à un seuil (avec perte, récupérable, opaque), l’effacement des vieux résultats d’outils, ce que chaque compaction a perdu, quand elle rembourse son défaut de cache, et où un fait oublié survit.',
    },
    // No seed: built on Anthropic's compaction and context editing, OpenAI's encrypted compaction, Letta, LangChain
    // and Deep Agents (shared/FIELD-2026.md), and on src/engine/compaction/.
    sections: [
      section('tool-results', 'Ce qui remplit le contexte d’un agent', 'What fills an agent’s context'),
      section('threshold', 'La compaction à un seuil', 'Compaction at a threshold'),
      section('dropped', 'Ce que la compaction a perdu', 'What compaction dropped'),
      section('clearing', 'Effacer les résultats d’outils', 'Clearing tool results'),
      section('cost', 'Quand la compaction paie', 'When compacting pays'),
      section('forgotten', 'Un fait oublié survit', 'A forgotten fact lives on'),
      section('exercise', 'Un exercice', 'An exercise'),
    ],
  },
]);

/** A chapter's id, as the list above states it: the only place a chapter is named (`'1' | '2' | …`). */
export type ChapterId = (typeof chapters)[number]['id'];

export function isChapterId(id: unknown): id is ChapterId {
  return chapters.some((c) => c.id === id);
}

/**
 * Keeps each chapter's id as its literal (the `const` parameter), so `ChapterId` grows with the list, and derives
 * the chapter's number from its id (`'3'` is chapter 3).
 */
function defineChapters<const Id extends `${number}`>(
  list: (Omit<Chapter, 'number'> & { id: Id })[],
): (Chapter & { id: Id })[] {
  return list.map((c) => ({ ...c, number: Number(c.id) }));
}

/** A section's navigation entry: its slug, then its title in French and in English. */
function section(slug: string, fr: string, en: string): SectionNav {
  return { slug, title: { fr, en } };
}

export function findChapter(id: string | undefined): Chapter | undefined {
  return chapters.find((c) => c.id === id);
}
