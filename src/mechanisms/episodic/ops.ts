/**
 * The episodic scene's script and configuration: plain data, validated whole before the engine runs anything.
 */
import type { EpisodeInput } from '../../engine/reflective/episodic';
import { checked, type Checked, fail, isRecord } from '../../engine/scene';

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
  answers?: 'scripted' | 'model';
  /** Absent: the bag of words, or your model's vectors when `answers` is 'model' (what links before it meant). */
  relevance?: Relevance;
  /** Absent: 'all'. */
  retrieve?: Retrieve;
}

/** The relevance a configuration ranks by (its field, else what `answers` implied before the field existed). */
export function relevanceOf(config: Pick<EpisodicConfig, 'relevance' | 'answers'>): Relevance {
  return config.relevance ?? (config.answers === 'model' ? 'model' : 'bow');
}

export const LIMITS = {
  everyActions: { min: 0, max: 50 },
  noveltyBelow: { min: 0, max: 1 },
  scheduleHours: { min: 0, max: 24 * 30 },
  importanceAbove: { min: 0, max: 1000 },
  recentMax: { min: 1, max: 50 },
  decay: { min: 0.5, max: 1 },
  weight: { min: 0, max: 5 },
  forgetBelow: { min: 0, max: 1 },
  mergeAbove: { min: 0, max: 1.01 },
  hours: { min: 0, max: 24 * 365 },
  importance: { min: 1, max: 10 },
  text: 500,
  ops: 500,
} as const;

/** Records one episode: the fields the engine's buffer takes (type only: no engine code is loaded here). */
export interface EpisodeOp extends EpisodeInput {
  op: 'episode';
  /** Hours since the previous operation (default 1). */
  hours?: number;
}

export type Op =
  | EpisodeOp
  | { op: 'wait'; hours: number }
  | { op: 'reflect' }
  | { op: 'query'; text: string }
  | { op: 'forget' };

function num(field: string, v: unknown, min: number, max: number, int = false): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max || (int && !Number.isInteger(v))) {
    fail(field, `must be ${int ? 'a whole number' : 'a number'} from ${min} to ${max}`);
  }
  return v as number;
}
function str(field: string, v: unknown, allowEmpty = true): string {
  if (typeof v !== 'string') fail(field, 'must be text');
  const s = v as string;
  if (s.length > LIMITS.text) fail(field, `is longer than ${LIMITS.text} characters`);
  if (!allowEmpty && s.trim().length === 0) fail(field, 'must not be empty');
  return s;
}
function oneOf<T extends string>(field: string, v: unknown, allowed: readonly T[]): T {
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v))
    fail(field, `must be one of ${allowed.join(', ')}`);
  return v as T;
}

export function validateConfig(raw: unknown): Checked<EpisodicConfig> {
  return checked(() => {
    if (!isRecord(raw)) fail('config', 'must be an object');
    const r = raw as Record<string, unknown>;
    return {
      llm: oneOf('llm', r.llm, LLM_IDS),
      everyActions: num(
        'everyActions',
        r.everyActions,
        LIMITS.everyActions.min,
        LIMITS.everyActions.max,
        true,
      ),
      onNegative:
        typeof r.onNegative === 'boolean' ? r.onNegative : fail('onNegative', 'must be true or false'),
      noveltyBelow: num('noveltyBelow', r.noveltyBelow, LIMITS.noveltyBelow.min, LIMITS.noveltyBelow.max),
      scheduleHours: num(
        'scheduleHours',
        r.scheduleHours,
        LIMITS.scheduleHours.min,
        LIMITS.scheduleHours.max,
      ),
      importanceAbove: num(
        'importanceAbove',
        r.importanceAbove,
        LIMITS.importanceAbove.min,
        LIMITS.importanceAbove.max,
      ),
      recentMax: num('recentMax', r.recentMax, LIMITS.recentMax.min, LIMITS.recentMax.max, true),
      decay: num('decay', r.decay, LIMITS.decay.min, LIMITS.decay.max),
      wRecency: num('wRecency', r.wRecency, LIMITS.weight.min, LIMITS.weight.max),
      wImportance: num('wImportance', r.wImportance, LIMITS.weight.min, LIMITS.weight.max),
      wRelevance: num('wRelevance', r.wRelevance, LIMITS.weight.min, LIMITS.weight.max),
      ranking: oneOf('ranking', r.ranking, RANKINGS),
      forgetBelow: num('forgetBelow', r.forgetBelow, LIMITS.forgetBelow.min, LIMITS.forgetBelow.max),
      mergeAbove: num('mergeAbove', r.mergeAbove, LIMITS.mergeAbove.min, LIMITS.mergeAbove.max),
      view: oneOf('view', r.view, VIEWS),
      ...(r.answers === undefined
        ? {}
        : { answers: oneOf('answers', r.answers, ['scripted', 'model'] as const) }),
      ...(r.relevance === undefined ? {} : { relevance: oneOf('relevance', r.relevance, RELEVANCES) }),
      ...(r.retrieve === undefined ? {} : { retrieve: oneOf('retrieve', r.retrieve, RETRIEVE) }),
    };
  });
}

export function validateOp(raw: unknown, at: number): Checked<Op> {
  return checked(() => {
    const f = (k: string) => `ops[${at}].${k}`;
    if (!isRecord(raw)) fail(`ops[${at}]`, 'must be an object');
    const r = raw as Record<string, unknown>;
    switch (r.op) {
      case 'episode': {
        const op: EpisodeOp = {
          op: 'episode',
          thought: str(f('thought'), r.thought),
          input: str(f('input'), r.input),
          action: str(f('action'), r.action, false),
          outcome: str(f('outcome'), r.outcome),
          feedback: str(f('feedback'), r.feedback),
        };
        if (r.hours !== undefined) op.hours = num(f('hours'), r.hours, LIMITS.hours.min, LIMITS.hours.max);
        if (r.importance !== undefined)
          op.importance = num(f('importance'), r.importance, LIMITS.importance.min, LIMITS.importance.max);
        return op;
      }
      case 'wait':
        return { op: 'wait', hours: num(f('hours'), r.hours, LIMITS.hours.min, LIMITS.hours.max) };
      case 'reflect':
        return { op: 'reflect' };
      case 'query':
        return { op: 'query', text: str(f('text'), r.text, false) };
      case 'forget':
        return { op: 'forget' };
      default:
        return fail(f('op'), 'must be episode, wait, reflect, query or forget');
    }
  });
}
