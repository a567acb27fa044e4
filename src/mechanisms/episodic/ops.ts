/**
 * The episodic scene's script and configuration: plain data, validated whole before the engine runs anything.
 */
import {
  LLM_IDS,
  RANKINGS,
  RELEVANCES,
  RETRIEVE,
  VIEWS,
  type EpisodeOp,
  type EpisodicConfig,
  type EpisodicOp as Op,
  type Relevance,
} from '../../engine/reflective/episodicScene';
import {
  type Checked,
  fail,
  numberIn,
  oneOf,
  wholeNumber,
  checkedConfig,
  checkedOp,
} from '../../engine/scene';
import { answersField } from '../../engine/scene/take';

// The shapes live in the engine, which the practice questions share; the validation below is the mechanism's.
export { RELEVANCES };
export type { EpisodeOp, EpisodicConfig, Op, Relevance };
export type { LlmId } from '../../engine/reflective/episodicScene';

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

function str(field: string, v: unknown, allowEmpty = true): string {
  if (typeof v !== 'string') fail(field, 'must be text');
  const s = v as string;
  if (s.length > LIMITS.text) fail(field, `is longer than ${LIMITS.text} characters`);
  if (!allowEmpty && s.trim().length === 0) fail(field, 'must not be empty');
  return s;
}

export function validateConfig(raw: unknown): Checked<EpisodicConfig> {
  return checkedConfig(raw, (r) => {
    return {
      llm: oneOf('llm', r.llm, LLM_IDS),
      everyActions: wholeNumber(
        'everyActions',
        r.everyActions,
        LIMITS.everyActions.min,
        LIMITS.everyActions.max,
      ),
      onNegative:
        typeof r.onNegative === 'boolean' ? r.onNegative : fail('onNegative', 'must be true or false'),
      noveltyBelow: numberIn('noveltyBelow', r.noveltyBelow, LIMITS.noveltyBelow),
      scheduleHours: numberIn('scheduleHours', r.scheduleHours, LIMITS.scheduleHours),
      importanceAbove: numberIn('importanceAbove', r.importanceAbove, LIMITS.importanceAbove),
      recentMax: wholeNumber('recentMax', r.recentMax, LIMITS.recentMax.min, LIMITS.recentMax.max),
      decay: numberIn('decay', r.decay, LIMITS.decay),
      wRecency: numberIn('wRecency', r.wRecency, LIMITS.weight),
      wImportance: numberIn('wImportance', r.wImportance, LIMITS.weight),
      wRelevance: numberIn('wRelevance', r.wRelevance, LIMITS.weight),
      ranking: oneOf('ranking', r.ranking, RANKINGS),
      forgetBelow: numberIn('forgetBelow', r.forgetBelow, LIMITS.forgetBelow),
      mergeAbove: numberIn('mergeAbove', r.mergeAbove, LIMITS.mergeAbove),
      view: oneOf('view', r.view, VIEWS),
      ...answersField(r.answers),
      ...(r.relevance === undefined ? {} : { relevance: oneOf('relevance', r.relevance, RELEVANCES) }),
      ...(r.retrieve === undefined ? {} : { retrieve: oneOf('retrieve', r.retrieve, RETRIEVE) }),
    };
  });
}

export function validateOp(raw: unknown, at: number): Checked<Op> {
  return checkedOp(raw, at, (r, f): Op => {
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
        if (r.hours !== undefined) op.hours = numberIn(f('hours'), r.hours, LIMITS.hours);
        if (r.importance !== undefined)
          op.importance = numberIn(f('importance'), r.importance, LIMITS.importance);
        return op;
      }
      case 'wait':
        return { op: 'wait', hours: numberIn(f('hours'), r.hours, LIMITS.hours) };
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
