/**
 * Reflection (seed 002, "le processus de réflexion") and its triggers.
 *
 * `reflect` does what the seed's reflect_and_update_semantic does, with its faults fixed: step 1 (review the recent
 * episodes: one summary prompt, lines joined by real line breaks) and step 3 (extract knowledge and update the
 * store: "Concept : knowledge" lines, "AUCUN"/"NONE" meaning nothing, rules told from facts by whole words).
 * Steps 2 (ask the store what is already known) and 4 (name the gaps) are not in the seed's code, nor here.
 * Given a graph, lines "Subject | RELATION | Object | key=value" of the same answer become dated relations.
 */
import type { Episode, EpisodicBuffer } from './episodic';
import { episodeText } from './episodic';
import type { Llm } from './llm';
import {
  parseExtractedKnowledge,
  type ExtractedKnowledge,
  type SemanticAddResult,
  type SemanticEvent,
  type SemanticStore,
} from './semantic';
import {
  parseExtractedRelations,
  type GraphEvent,
  type KnowledgeGraph,
  type Relation,
} from './knowledgeGraph';
import { textCosine } from '../retrieval/bow';
import { assertInt } from '../core/validate';

/** Python's datetime.isoformat() of a UTC time: microseconds shown only when not zero. */
export function isoTimestamp(ms: number): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return String(ms);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const base = `${p(d.getUTCFullYear(), 4)}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}T${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
  const ms3 = d.getUTCMilliseconds();
  return ms3 === 0 ? base : `${base}.${p(ms3, 3)}000`;
}

/** One line per episode, as the seed writes it. */
export function episodeSummaryLine(e: Episode): string {
  return `Timestamp : ${isoTimestamp(e.at)}, Action : ${e.action}, Résultat : ${e.outcome}, Retours : ${e.feedback}`;
}

export function summaryPrompt(episodes: readonly Episode[], joiner = '\n'): string {
  return `Sur la base de ces expériences récentes de l'agent, quels sont les principaux enseignements tirés ?\n\n${episodes
    .map(episodeSummaryLine)
    .join(joiner)}\n\nEnseignements clés :`;
}

export function extractionPrompt(takeaways: string): string {
  return `À partir des enseignements suivants, identifiez toutes les règles ou faits explicites qui devraient être stockés comme connaissances à long terme. Formatez comme 'Concept : Règle/Fait'. Si aucun, indiquez 'AUCUN'.\n\n${takeaways}\n\nConnaissances extraites :`;
}

export type ReflectionEvent =
  | { type: 'reflection-started'; episodes: string[] }
  | { type: 'reflection-empty' }
  | { type: 'prompt-sent'; step: 'summary' | 'extraction'; prompt: string; answer: string }
  | SemanticEvent
  | GraphEvent;

export interface ReflectResult {
  /** The episodes reflected on (oldest first). */
  episodes: Episode[];
  /** The prompts sent, in order (summary, then extraction); empty when there was nothing to reflect on. */
  prompts: string[];
  takeaways: string;
  /** The model's raw extraction answer. */
  extractedText: string;
  extracted: ExtractedKnowledge[];
  added: SemanticAddResult[];
  relations: Relation[];
  events: ReflectionEvent[];
}

export interface ReflectOptions {
  /** How many of the latest episodes to review (>= 1; default 5, the seed's num_recent_episodes). */
  recent?: number;
  /** When given, relation lines of the extraction answer update it. */
  graph?: KnowledgeGraph;
}

export const DEFAULT_RECENT_EPISODES = 5;

export function reflect(
  buffer: EpisodicBuffer,
  store: SemanticStore,
  llm: Llm,
  options: ReflectOptions = {},
): ReflectResult {
  const recent = assertInt('recent', options?.recent ?? DEFAULT_RECENT_EPISODES, 1);
  if (typeof llm !== 'function') throw new TypeError('llm must be a function (prompt: string) => string');
  const episodes = buffer.recent(recent);
  const result: ReflectResult = {
    episodes,
    prompts: [],
    takeaways: '',
    extractedText: '',
    extracted: [],
    added: [],
    relations: [],
    events: [],
  };
  if (episodes.length === 0) {
    result.events.push({ type: 'reflection-empty' });
    return result;
  }
  result.events.push({ type: 'reflection-started', episodes: episodes.map((e) => e.id) });
  const p1 = summaryPrompt(episodes);
  const takeaways = String(llm(p1));
  result.prompts.push(p1);
  result.takeaways = takeaways;
  result.events.push({ type: 'prompt-sent', step: 'summary', prompt: p1, answer: takeaways });
  const p2 = extractionPrompt(takeaways);
  const extractedText = String(llm(p2));
  result.prompts.push(p2);
  result.extractedText = extractedText;
  result.events.push({ type: 'prompt-sent', step: 'extraction', prompt: p2, answer: extractedText });
  // Relation lines hold pipes; keep them out of the concept lines.
  const knowledgeLines = extractedText
    .split(/\r\n|\r|\n/)
    .filter((l) => l.split('|').length < 3)
    .join('\n');
  result.extracted = parseExtractedKnowledge(knowledgeLines);
  for (const { concept, knowledge } of result.extracted) {
    const r = store.add(concept, knowledge);
    const { events, ...added } = r;
    result.added.push(added);
    result.events.push(...events);
  }
  if (options?.graph) {
    for (const input of parseExtractedRelations(extractedText)) {
      const r = options.graph.addRelation(input);
      result.relations.push(r.relation);
      result.events.push(...r.events);
    }
  }
  return result;
}

// ------------------------------------------------------------------ triggers

export type TriggerReason = 'actions' | 'negative' | 'novelty' | 'schedule' | 'importance';
export const TRIGGER_REASONS: readonly TriggerReason[] = [
  'actions',
  'negative',
  'novelty',
  'schedule',
  'importance',
];

/** Which triggers are on, and their thresholds. A missing field turns that trigger off. */
export interface TriggerConfig {
  /** Reflect every N actions (episodes) since the last reflection. */
  everyActions?: number;
  /** Reflect when an episode's outcome or feedback is negative (NEGATIVE_WORDS, whole words). */
  onNegative?: boolean;
  /** Reflect when no stored concept is at least this close (cosine) to the new episode; needs >= 1 concept. */
  noveltyBelow?: number;
  /** Reflect when this many ms have passed since the last reflection (e.g. a day). */
  scheduleMs?: number;
  /** Generative Agents: reflect when the importance summed since the last reflection exceeds this (150). */
  importanceAbove?: number;
}

/** Generative Agents' threshold (Park et al., 2023, section 4.2). */
export const GENERATIVE_AGENTS_IMPORTANCE_THRESHOLD = 150;

/** Words that make an outcome or a feedback negative (lowercase, whole words, fr + en). */
export const NEGATIVE_WORDS: readonly string[] = [
  'échec',
  'échoué',
  'échoue',
  'erreur',
  'raté',
  'refus',
  'refusé',
  'refusée',
  'rejeté',
  'rejetée',
  'plainte',
  'mécontent',
  'mécontente',
  'aversion',
  'problème',
  'retard',
  'négatif',
  'négative',
  'annulé',
  'annulée',
  'failed',
  'failure',
  'error',
  'rejected',
  'complaint',
  'unhappy',
  'late',
  'delay',
  'delayed',
  'negative',
  'cancelled',
];
const NEGATIVE_SET = new Set(NEGATIVE_WORDS);

/** Is the episode's outcome or feedback negative? */
export function isNegative(e: Pick<Episode, 'outcome' | 'feedback'>): boolean {
  const words = `${e.outcome} ${e.feedback}`.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.some((w) => NEGATIVE_SET.has(w));
}

/** What the triggers count, since the last reflection. */
export interface TriggerState {
  actionsSince: number;
  importanceSince: number;
  /** Time of the last reflection (or of the start). */
  lastReflectionAt: number;
}

export interface TriggerCheck {
  /** The episode just added (omit when only time passed). */
  episode?: Episode;
  /** Counters INCLUDING that episode. */
  state: TriggerState;
  now: number;
  /** Texts of the stored concepts (for novelty). */
  conceptTexts?: readonly string[];
}

/** Highest cosine between the episode and a stored concept's text (0 when there is none). */
export function closestConceptSimilarity(episode: Episode, conceptTexts: readonly string[]): number {
  const t = episodeText(episode);
  let best = 0;
  for (const c of conceptTexts) best = Math.max(best, textCosine(t, c));
  return best;
}

/** The triggers that fire, in TRIGGER_REASONS order. */
export function reflectionReasons(check: TriggerCheck, config: TriggerConfig): TriggerReason[] {
  const out: TriggerReason[] = [];
  const { episode, state, now } = check;
  if (
    config.everyActions !== undefined &&
    state.actionsSince >= config.everyActions &&
    state.actionsSince > 0
  )
    out.push('actions');
  if (config.onNegative && episode && isNegative(episode)) out.push('negative');
  if (config.noveltyBelow !== undefined && episode && (check.conceptTexts?.length ?? 0) > 0) {
    if (closestConceptSimilarity(episode, check.conceptTexts ?? []) < config.noveltyBelow)
      out.push('novelty');
  }
  if (
    config.scheduleMs !== undefined &&
    now - state.lastReflectionAt >= config.scheduleMs &&
    state.actionsSince > 0
  )
    out.push('schedule');
  if (config.importanceAbove !== undefined && state.importanceSince > config.importanceAbove)
    out.push('importance');
  return out;
}
