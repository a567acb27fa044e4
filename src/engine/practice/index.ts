/**
 * Practice questions the engine generates and checks (issue 28): a registry of kinds, each
 * `{ kind, chapter, sections, title, rules, generate(seed), check(question, answer), explain(question, answer?) }`.
 * Pure, synchronous, deterministic: the same (kind, seed) gives the same question. See README.md in this folder for
 * the API a view uses (opening a question's scene in the visualizer, "pick a message" answers, localisation).
 */
import { evictFifo, evictImportance, evictLru } from './kinds/eviction';
import { summaryHead } from './kinds/summary';
import { swapDomain } from './kinds/paging';
import { costHalf, costThreshold } from './kinds/cost';
import { episodesKept } from './kinds/episodesKept';
import { policyRefuse } from './kinds/policyRefuse';
import { storeGet } from './kinds/storeGet';
import { retrievalFirst } from './kinds/retrieval';
import { reflectionFiles } from './kinds/reflection';
import { strategyEvidence } from './kinds/strategy';
import { believedOn, toolCall, writeDecision } from './kinds/selfManaged';
import { clearingPays } from './kinds/clearingPays';
import { compactionDrops } from './kinds/compactionDrops';
import { sectionFills } from './kinds/sectionFills';
import type { ChapterRef, KindId, PracticeKind, Question, Verdict } from './types';

export type * from './types';
export { MAX_SEED, nextSeed } from './random';
export { CATALOG_KIND_IDS, isKindId, KIND_CATALOG, type KindEntry } from './catalog';
export { messageNumber } from './kind';

/**
 * Every kind by its id, in the order of the chapters and their sections: the `Record` over `KindId` (the catalog's
 * keys) makes a kind without its line a type error. A new kind is its catalog entry (catalog.ts), its file in
 * kinds/ and one line here.
 */
export const PRACTICE_KINDS = {
  'evict-fifo': evictFifo,
  'evict-lru': evictLru,
  'evict-importance': evictImportance,
  'summary-head': summaryHead,
  'swap-domain': swapDomain,
  'cost-half': costHalf,
  'cost-threshold': costThreshold,
  'store-get': storeGet,
  'policy-refuse': policyRefuse,
  'episodes-kept': episodesKept,
  'retrieval-first': retrievalFirst,
  'reflection-files': reflectionFiles,
  'strategy-evidence': strategyEvidence,
  'tool-call': toolCall,
  'write-decision': writeDecision,
  'believed-on': believedOn,
  'section-fills': sectionFills,
  'compaction-drops': compactionDrops,
  'clearing-pays': clearingPays,
} as const satisfies Record<KindId, PracticeKind>;

/** Every kind, in the registry's order. */
export const KINDS: readonly PracticeKind[] = Object.values(PRACTICE_KINDS);

const BY_ID = new Map<string, PracticeKind>(KINDS.map((k) => [k.kind, k]));

export const KIND_IDS: readonly KindId[] = KINDS.map((k) => k.kind);

/** The kind of this id, or undefined. */
export function findKind(id: string): PracticeKind | undefined {
  return BY_ID.get(id);
}

/** The kinds of a chapter, or of one of its sections (those whose `sections` list it). */
export function kindsOf(chapter: ChapterRef, section?: string): PracticeKind[] {
  return KINDS.filter(
    (k) => k.chapter === chapter && (section === undefined || k.sections.includes(section)),
  );
}

/** A question of `kind` from `seed`. Throws a RangeError for an unknown kind or a seed outside 0..2^31-1. */
export function generateQuestion(kind: KindId, seed: number): Question {
  const k = BY_ID.get(kind);
  if (!k) throw new RangeError(`unknown practice kind ${JSON.stringify(kind)}`);
  return k.generate(seed);
}

/** Checks an answer to a question of any kind (the question says which). */
export function checkAnswer(question: Question, answer: string): Verdict {
  const k = BY_ID.get(question.kind);
  if (!k) throw new RangeError(`unknown practice kind ${JSON.stringify(question.kind)}`);
  return k.check(question, answer);
}

export {
  evictFifo,
  evictLru,
  evictImportance,
  summaryHead,
  swapDomain,
  costHalf,
  costThreshold,
  storeGet,
  policyRefuse,
  episodesKept,
  retrievalFirst,
  reflectionFiles,
  strategyEvidence,
  sectionFills,
  compactionDrops,
  clearingPays,
};
