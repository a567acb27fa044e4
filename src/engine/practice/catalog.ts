/**
 * The kinds of question by id: chapter, sections and title, and nothing else. Small and without imports, so the
 * review deck's store and a page that only counts due cards do not load the generators (index.ts). Each kind takes
 * its place and title from here (defineKind); test/engine/practice/registry.test.ts checks both lists agree.
 */
import type { EvictionPolicy } from '../agentMemory';
import type { Bilingual, ChapterRef, KindId } from './types';

export interface KindEntry {
  chapter: ChapterRef;
  /** Section slugs of src/content/chapters.ts (the first is the kind's home). */
  sections: readonly string[];
  title: Bilingual;
}

export const KIND_CATALOG = {
  'evict-fifo': {
    chapter: '1',
    sections: ['rolling-window', 'eviction'],
    title: {
      en: 'Which message does the window evict?',
      fr: 'Quel message la fenêtre évince-t-elle\u00a0?',
    },
  },
  'evict-lru': {
    chapter: '1',
    sections: ['eviction'],
    title: {
      en: 'Which message does LRU evict?',
      fr: 'Quel message LRU évince-t-il\u00a0?',
    },
  },
  'evict-importance': {
    chapter: '1',
    sections: ['eviction'],
    title: {
      en: 'Which message does importance evict?',
      fr: 'Quel message l’éviction par importance retire-t-elle\u00a0?',
    },
  },
  'summary-head': {
    chapter: '1',
    sections: ['progressive-summary'],
    title: {
      en: 'What does the summary sent contain?',
      fr: 'Que contient le résumé envoyé\u00a0?',
    },
  },
  'swap-domain': {
    chapter: '1',
    sections: ['paging'],
    title: {
      en: 'Which page does swap_to_domain load?',
      fr: 'Quelle page swap_to_domain charge-t-il\u00a0?',
    },
  },
  'cost-half': {
    chapter: '1',
    sections: ['measurement', 'problem'],
    title: {
      en: 'Does the window beat unbounded memory by 2×?',
      fr: 'La fenêtre bat-elle la mémoire sans borne d’un facteur 2\u00a0?',
    },
  },
  'cost-threshold': {
    chapter: '1',
    sections: ['measurement', 'exercises'],
    title: {
      en: 'Which is the largest window that halves the cost?',
      fr: 'Quelle est la plus grande fenêtre qui divise le coût par deux\u00a0?',
    },
  },
  'store-get': {
    chapter: '2',
    sections: ['memory-store'],
    title: {
      en: 'Does the store return a value?',
      fr: 'La mémoire rend-elle une valeur\u00a0?',
    },
  },
  'policy-refuse': {
    chapter: '2',
    sections: ['policy'],
    title: {
      en: 'Does the policy refuse this text?',
      fr: 'La politique refuse-t-elle ce texte\u00a0?',
    },
  },
  'episodes-kept': {
    chapter: '2',
    sections: ['minimal-state'],
    title: {
      en: 'Which exchange leaves the state?',
      fr: 'Quel échange quitte l’état\u00a0?',
    },
  },
  'retrieval-first': {
    chapter: '3',
    sections: ['retrieval'],
    title: {
      en: 'Which memory is retrieved first?',
      fr: 'Quel souvenir est retrouvé en premier\u00a0?',
    },
  },
  'reflection-files': {
    chapter: '3',
    sections: ['reflection', 'architecture'],
    title: {
      en: 'What does reflection file?',
      fr: 'Que range la réflexion\u00a0?',
    },
  },
  'strategy-evidence': {
    chapter: '4',
    // Chapter 4's "which memory for which job": the section that ends the memory bench.
    sections: ['which-memory'],
    title: {
      en: 'Which strategy keeps the evidence?',
      fr: 'Quelle stratégie garde la preuve\u00a0?',
    },
  },
  'tool-call': {
    chapter: '5',
    sections: ['blocks'],
    title: {
      en: 'Which tool does the agent call?',
      fr: 'Quel outil l’agent appelle-t-il\u00a0?',
    },
  },
  'write-decision': {
    chapter: '5',
    sections: ['write-path'],
    title: {
      en: 'Which write decision?',
      fr: 'Quelle décision d’écriture\u00a0?',
    },
  },
  'believed-on': {
    chapter: '5',
    sections: ['write-path'],
    title: {
      en: 'What did the agent believe on this date?',
      fr: 'Que croyait l’agent à cette date\u00a0?',
    },
  },
  'section-fills': {
    chapter: '6',
    sections: ['tool-results'],
    title: {
      en: 'Which section fills the request first?',
      fr: 'Quelle section remplit la requête en premier\u00a0?',
    },
  },
  'compaction-drops': {
    chapter: '6',
    sections: ['threshold'],
    title: {
      en: 'What does a compaction at T drop?',
      fr: 'Que perd une compaction à T\u00a0?',
    },
  },
  'clearing-pays': {
    chapter: '6',
    sections: ['cost'],
    title: {
      en: 'When does clearing pay?',
      fr: 'Quand l’effacement paie-t-il\u00a0?',
    },
  },
} satisfies Readonly<Record<string, KindEntry>>;

export const CATALOG_KIND_IDS = Object.keys(KIND_CATALOG) as readonly KindId[];

export function isKindId(id: unknown): id is KindId {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(KIND_CATALOG, id);
}

/**
 * The kind that asks which message each eviction policy evicts (kinds/eviction.ts builds one per entry): a new
 * policy is a type error here until it has a kind (a new KindId, its catalog entry, and its place in index.ts KINDS).
 */
export const EVICTION_KINDS = {
  fifo: 'evict-fifo',
  lru: 'evict-lru',
  importance: 'evict-importance',
} as const satisfies Record<EvictionPolicy, KindId>;
