/**
 * The episodic scene's configuration and script as data: the shapes the episodic mechanism validates and plays, and
 * the practice questions generate. They live in the engine so that both use one definition (the engine cannot
 * import the mechanisms); the validation stays with the mechanism (src/mechanisms/episodic/ops.ts).
 */
import type { AnswersMode } from '../scene/take';
import type { EpisodeInput } from './episodic';

/** The scene's clock starts on Monday 2026-01-12 at 09:00 UTC. */
export const EPISODIC_SCENE_START = Date.UTC(2026, 0, 12, 9, 0, 0);

export const LLM_IDS = ['seed', 'story', 'story-en'] as const;
export type LlmId = (typeof LLM_IDS)[number];
export const RANKINGS = ['paper', 'code'] as const;
export type Ranking = (typeof RANKINGS)[number];
export const VIEWS = ['all', 'reflection', 'graph', 'scores', 'forgetting'] as const;
export type View = (typeof VIEWS)[number];
/**
 * How a query's relevance is measured: the lab's bag of words, the cosine of the user's embedding model's vectors,
 * or the cosine of the sentence encoder that runs in the page (both kinds of vectors come from the scene's take).
 */
export const RELEVANCES = ['bow', 'model', 'encoder'] as const;
export type Relevance = (typeof RELEVANCES)[number];
/** What a query ranks: every memory (Generative Agents), or the semantic store's knowledge only (TaskMaster). */
export const RETRIEVE = ['all', 'knowledge'] as const;
export type Retrieve = (typeof RETRIEVE)[number];

export interface EpisodicConfig {
  /**
   * The scripted model: 'seed' answers as the seed's MockLLM, 'story' is the chapter's longer TaskMaster story,
   * 'story-en' its English version (the sentence encoder's case, English-trained).
   */
  llm: LlmId;
  /** Triggers (0 turns one off). */
  everyActions: number;
  onNegative: boolean;
  /** Novelty: no concept at least this close (0 = off). */
  noveltyBelow: number;
  /** Schedule in hours (0 = off). */
  scheduleHours: number;
  /** Generative Agents' importance sum threshold (0 = off; 150 in the paper). */
  importanceAbove: number;
  /** At most this many episodes reviewed by one reflection. */
  recentMax: number;
  /** Retrieval: hourly decay, weights, and whose ranking (the paper's or the published code's). */
  decay: number;
  wRecency: number;
  wImportance: number;
  wRelevance: number;
  ranking: Ranking;
  /** Forgetting: retention below this is forgotten; cosine at least this merges. */
  forgetBelow: number;
  mergeAbove: number;
  /** Which panels the scene shows. */
  view: View;
  /** Who answers reflection's two prompts: the scripted model above (absent) or the user's model, from the take. */
  answers?: AnswersMode;
  /** Absent: the bag of words, or your model's vectors when `answers` is 'model' (what links before it meant). */
  relevance?: Relevance;
  /** Absent: 'all'. */
  retrieve?: Retrieve;
}

/** The chapter's base configuration: every trigger on, the paper's ranking, every panel. */
export const EPISODIC_BASE_CONFIG: EpisodicConfig = {
  llm: 'story',
  everyActions: 4,
  onNegative: true,
  noveltyBelow: 0.1,
  scheduleHours: 24,
  importanceAbove: 0,
  recentMax: 5,
  decay: 0.995,
  wRecency: 1,
  wImportance: 1,
  wRelevance: 1,
  ranking: 'paper',
  forgetBelow: 0.25,
  mergeAbove: 0.9,
  view: 'all',
};

/** Records one episode: the fields the engine's buffer takes. */
export interface EpisodeOp extends EpisodeInput {
  op: 'episode';
  /** Hours since the previous operation (default 1). */
  hours?: number;
}

export type EpisodicOp =
  | EpisodeOp
  | { op: 'wait'; hours: number }
  | { op: 'reflect' }
  | { op: 'query'; text: string }
  | { op: 'forget' };
