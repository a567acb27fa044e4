/** What the bench is given (`BenchOptions`) and what it returns: each strategy's figures, its questions, its events. */
import type { StrategySpec } from './strategies';
import { type BenchModels } from './memories';
import type { AnswerAccuracy, GradedReply } from './grading';
import type { Encoding } from '../tokens/counter';
import { type TakeRequest } from '../scene/take';
import { type BreakpointLayout } from '../cost/caching';
import { type SameBudget } from './sameBudget';
import { type SelfManagedFigures } from './selfManaged';
import type { Anatomy } from '../compaction/context';

export const DEFAULT_SYSTEM_PROMPT =
  'You are a helpful assistant with a memory of this conversation. Use what the context below holds to answer.';
/** Prefill speed assumed for the latency estimate when none is given (tokens per second): a setting, not a measurement. */
export const DEFAULT_PREFILL_TOKENS_PER_SECOND = 1000;

export interface BenchOptions {
  /** Model id of MODEL_PRICES for the money figures (default gpt-4o-mini). */
  price?: string;
  /** Where Anthropic's cache breakpoints are (default `end`; see cost/caching.ts). */
  breakpoints?: BreakpointLayout;
  /** The cache's lifetime in seconds where turns carry times (default: the price row's). */
  cacheTtlSeconds?: number;
  /** Tokenizer encoding (default: the price row's). */
  encoding?: Encoding;
  /** The system prompt sent first in every request. */
  system?: string;
  prefillTokensPerSecond?: number;
  /** Sentence vectors for retrieval-embed:K, filled beforehand (the engine loads no model). */
  embed?: (text: string) => ArrayLike<number>;
  models?: BenchModels;
  /** What to do when a take-backed model has no answer: stop (default), or go on without it and list the prompts. */
  onNeedsAnswer?: 'throw' | 'collect';
  /** Characters of a message kept in its summary chunk (default 80). */
  chunkChars?: number;
  /** Keep each question's figures in the result (default true). */
  perQuestion?: boolean;
  /**
   * Count tokens with the chars/4 proxy even where the BPE tables could load (default false). The exercise sandbox
   * has no tables: its tests set this so that the page and the grading command measure alike.
   */
  approxTokens?: boolean;
  /** Context limit in tokens, the base of compact:T:K's and clear:T:N's thresholds (--context-limit). */
  contextLimit?: number;
}

export type Section = 'system' | 'summary' | 'memory' | 'window' | 'question';
export type SectionTokens = Record<Section, number>;

export type Drift = 'new' | 'old' | 'both' | 'neither';

export interface QuestionResult {
  caseId: string;
  questionId: string;
  evidence: number;
  recalled: number;
  /** recalled / evidence, null for a question without evidence turns. */
  evidenceRecall: number | null;
  answerInContext: boolean;
  drift: Drift | null;
  tokens: SectionTokens;
  /** The same request by chapter 6's sections (`ANATOMY_SECTIONS`: system, blocks, summary, retrieved, messages…). */
  tokensBySection: Anatomy;
  /** Turns between the question and each evidence turn (0: the turn it follows). */
  distances: number[];
  /** Per evidence turn, in `distances`' order: was it in the context? */
  inContext: boolean[];
  reply?: GradedReply;
}

export interface DistanceBucket {
  /** Distances from..to (turns back from the turn the question follows), inclusive. */
  from: number;
  to: number;
  evidence: number;
  recalled: number;
  recall: number;
}

export interface DriftCounts {
  questions: number;
  new: number;
  old: number;
  both: number;
  neither: number;
}

export interface StrategyResult extends SameBudget, SelfManagedFigures {
  strategy: string;
  kind: StrategySpec['kind'];
  cases: number;
  questions: number;
  /** Questions that have evidence turns (the recall mean is over them). */
  questionsWithEvidence: number;
  /** Mean over questions with evidence of the share of evidence turns whose whole text is in the context. */
  evidenceRecall: number;
  /** Share of questions whose answer string is in the context (case-insensitive). */
  answerInContext: number;
  turns: number;
  /** Mean tokens of a turn's request. */
  tokensPerTurn: number;
  totalTokens: number;
  cachedTokens: number;
  /** Tokens billed at the cache-write price (Anthropic). */
  writtenTokens: number;
  /** cachedTokens / totalTokens. */
  cacheHitRate: number;
  price: string;
  /** The breakpoint layout the cached cost assumes (it matters on a `breakpoint` provider only). */
  breakpoints: BreakpointLayout;
  /** The cache's lifetime (seconds; Anthropic past 5 minutes: the 1-hour write price). */
  cacheTtlSeconds: number;
  /** Do the turns carry times? Without them no cache expires. */
  datedTurns: boolean;
  /** Requests whose cache had expired: sent longer than the lifetime after the previous one. */
  cacheExpiries: number;
  costUsd: number;
  cachedCostUsd: number;
  prefillTokensPerSecond: number;
  /** Mean prefill time of a turn's request, every token processed. */
  latencyMsPerTurn: number;
  /** The same, the cached prefix not processed again. */
  cachedLatencyMsPerTurn: number;
  /** Mean tokens at question time, by section. */
  questionTokens: SectionTokens;
  /** Mean tokens at question time by the sections of the "Context anatomy" view (the same function counts them). */
  questionTokensBySection: Anatomy;
  recallByDistance: DistanceBucket[];
  drift: DriftCounts;
  /** With a model answering: accuracy under each grading rule; else null. */
  answerAccuracy: AnswerAccuracy | null;
  /** Prompts a take-backed model could not answer (collect mode); empty when complete. */
  needs: TakeRequest[];
  tokensExact: boolean;
  /** Chapter 6: compactions or clearings (compact, clear; 0 for the others), and the turns whose request does not
   * start with the whole previous one (the cache misses past the shared prefix: a compaction, a moving window). */
  compactions: number;
  cacheBreaks: number;
  /** Questions whose planted fact is neither in the request nor in a store a tool can search: lost for good. */
  factsDropped: number;
  /** With a context limit: the turns whose request is over it (clearing alone may not bring it back under). */
  requestsOverLimit: number;
  /**
   * Per turn of every case in order: request tokens, the prefix shared with the previous request, the part of it
   * ending at a breakpoint, and the requests whose cache had expired.
   */
  series: {
    tokens: Float64Array;
    prefix: Float64Array;
    marked: Float64Array;
    starts: number[];
    expired: number[];
  };
  perQuestion: QuestionResult[];
}

export type BenchEvent = {
  type: 'progress';
  done: number;
  total: number;
  strategy: string;
  caseId: string;
};
