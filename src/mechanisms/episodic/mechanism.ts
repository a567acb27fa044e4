/**
 * Episodic and semantic memory with reflection as a steppable mechanism (the engine half of the scene contract).
 * Every operation goes to the engine: episodes to EpisodicBuffer, triggers to reflectionReasons, reflection to
 * reflect (which fills the SemanticStore and the KnowledgeGraph), queries to scoreMemories / scoreMemoriesAsCode,
 * forgetting to forget. The scene state adds what the panels draw besides: the clock, the trigger counters, the
 * record of each reflection and the list of memories that retrieval and forgetting work on.
 */
import { DAY_MS, HOUR_MS } from '../../engine/core/clock';
import { episodeText, EpisodicBuffer, type Episode } from '../../engine/reflective/episodic';
import { EPISODIC_SCENE_START } from '../../engine/reflective/episodicScene';
import { KnowledgeGraph } from '../../engine/reflective/knowledgeGraph';
import {
  closestConceptSimilarity,
  isNegative,
  reflect,
  type ReflectionEvent,
  reflectionReasons,
  type TriggerConfig,
  type TriggerReason,
  type TriggerState,
} from '../../engine/reflective/reflection';
import { SemanticStore } from '../../engine/reflective/semantic';
import { forget, type ForgetEvent, retention } from '../../engine/retrieval/forgetting';
import { type ScoredMemory, scoreMemories, scoreMemoriesAsCode } from '../../engine/retrieval/score';
import type { Mechanism } from '../../engine/scene';
import { takeLlm, type SceneEnv } from '../../engine/scene/take';
import { REFLECTION_HOOK, unreadableLines } from './hooks';
import { candidatesOf, finalAnswer, queryRelevance } from './queryHooks';

import { llmOf } from './story';
import { LIMITS, validateConfig, validateOp, type EpisodicConfig, type Op, type Relevance } from './ops';

/** The scene's clock starts on Monday 2026-01-12 at 09:00 UTC. */
export const SCENE_START = EPISODIC_SCENE_START;

export type { EpisodicState, MemoryItem, QueryRecord, ReflectionRecord, RelevancePair } from './types';
import type { EpisodicState, MemoryItem, QueryRecord, ReflectionRecord, RelevancePair } from './types';

export type EpisodicSceneEvent =
  | { type: 'clock'; from: number; to: number }
  | { type: 'episode'; episode: Episode; negative: boolean; closest: number }
  | { type: 'triggers'; reasons: TriggerReason[]; counters: TriggerState }
  | { type: 'reflection'; record: ReflectionRecord }
  | { type: 'query'; record: QueryRecord }
  | { type: 'forgetting'; kept: number; forgotten: string[]; merged: { into: string; from: string }[] }
  | ReflectionEvent
  | ForgetEvent;

export function triggerConfigOf(c: EpisodicConfig): TriggerConfig {
  const t: TriggerConfig = {};
  if (c.everyActions > 0) t.everyActions = c.everyActions;
  if (c.onNegative) t.onNegative = true;
  if (c.noveltyBelow > 0) t.noveltyBelow = c.noveltyBelow;
  if (c.scheduleHours > 0) t.scheduleMs = c.scheduleHours * HOUR_MS;
  if (c.importanceAbove > 0) t.importanceAbove = c.importanceAbove;
  return t;
}

/** A clock that reads the scene state's time (the engine objects keep it; clones read their own state). */
function stateClock(holder: { s: EpisodicState | null }): () => number {
  return () => holder.s?.time ?? SCENE_START;
}

export function initialState(): EpisodicState {
  const holder: { s: EpisodicState | null } = { s: null };
  const now = stateClock(holder);
  const s: EpisodicState = {
    time: SCENE_START,
    buffer: new EpisodicBuffer({ now }),
    store: new SemanticStore(),
    graph: new KnowledgeGraph({ now }),
    counters: { actionsSince: 0, importanceSince: 0, lastReflectionAt: SCENE_START },
    reflections: [],
    memories: [],
    queries: [],
    knowledgeCount: 0,
  };
  holder.s = s;
  return s;
}

export function cloneState(s: EpisodicState): EpisodicState {
  const holder: { s: EpisodicState | null } = { s: null };
  const now = stateClock(holder);
  // Re-add the same episodes at their own times: a copy that reads this clone's clock.
  const buffer = new EpisodicBuffer({ now });
  const copy: EpisodicState = {
    time: s.time,
    buffer,
    store: s.store.clone(),
    // The graph is rebuilt below on this clone's clock (a plain copy would keep reading the original's time).
    graph: new KnowledgeGraph({ now }),
    counters: { ...s.counters },
    reflections: s.reflections.slice(),
    memories: s.memories.map((m) => ({ ...m })),
    queries: s.queries.slice(),
    knowledgeCount: s.knowledgeCount,
  };
  holder.s = copy;
  for (const e of s.buffer.all()) {
    copy.time = e.at;
    buffer.add(e);
  }
  copy.time = s.time;
  copy.graph = rebindGraph(s.graph, now);
  return copy;
}

function rebindGraph(g: KnowledgeGraph, now: () => number): KnowledgeGraph {
  const fresh = new KnowledgeGraph({ now });
  // Replay relations in order with their dates: same ids, same invalidations.
  for (const r of replayOrder(g))
    fresh.addRelation({
      subject: r.subject,
      relation: r.relation,
      object: r.object,
      attributes: r.attributes,
      validAt: r.validAt,
    });
  return fresh;
}

function replayOrder(g: KnowledgeGraph) {
  return g
    .relations()
    .slice()
    .sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
}

function advance(s: EpisodicState, hours: number, events: EpisodicSceneEvent[]): void {
  if (hours <= 0) return;
  const from = s.time;
  s.time += Math.round(hours * HOUR_MS);
  events.push({ type: 'clock', from, to: s.time });
}

function runReflection(
  s: EpisodicState,
  config: EpisodicConfig,
  reasons: (TriggerReason | 'manual')[],
  events: EpisodicSceneEvent[],
  env?: SceneEnv,
): void {
  const recent = Math.max(1, Math.min(config.recentMax, s.counters.actionsSince || config.recentMax));
  // "Your model": both prompts are answered from the scene's take (a missing answer stops the step).
  const llm = config.answers === 'model' && env ? takeLlm(env, REFLECTION_HOOK) : llmOf(config.llm);
  const r = reflect(s.buffer, s.store, llm, { recent, graph: s.graph });
  events.push(...r.events);
  const importance = r.episodes.reduce((m, e) => Math.max(m, e.importance), 1);
  for (const a of r.added) {
    s.knowledgeCount += 1;
    s.memories.push({
      id: `k${s.knowledgeCount}`,
      kind: a.kind,
      text: `${a.concept} : ${a.knowledge}`,
      importance,
      createdAt: s.time,
      lastAccessAt: s.time,
      status: 'active',
    });
  }
  const record: ReflectionRecord = {
    id: s.reflections.length + 1,
    at: s.time,
    reasons,
    episodes: r.episodes.map((e) => e.id),
    prompts: r.prompts,
    answers: [r.takeaways, r.extractedText].filter((x) => x !== ''),
    added: r.added.map((a) => ({ concept: a.concept, knowledge: a.knowledge, kind: a.kind })),
    relations: r.relations.map((x) => x.id),
    ...(config.answers === 'model' ? { unreadable: unreadableLines(r.extractedText) } : {}),
  };
  s.reflections = [...s.reflections, record];
  s.counters = { actionsSince: 0, importanceSince: 0, lastReflectionAt: s.time };
  events.push({ type: 'reflection', record });
}

function conceptTexts(s: EpisodicState): string[] {
  return s.store.concepts().map((c) => s.store.conceptText(c) ?? c);
}

/** Scores of the candidate memories for `text` under the configuration (what the scores panel draws). */
export function scoresFor(
  s: EpisodicState,
  config: EpisodicConfig,
  text: string,
  ranking = config.ranking,
  relevance?: (query: string, texts: readonly string[]) => ArrayLike<number>,
): ScoredMemory[] {
  const active = candidatesOf(s, config);
  const options = {
    now: s.time,
    decay: config.decay,
    weights: { recency: config.wRecency, importance: config.wImportance, relevance: config.wRelevance },
    ...(relevance ? { relevance } : {}),
  };
  return ranking === 'code'
    ? scoreMemoriesAsCode(text, active, options)
    : scoreMemories(text, active, options);
}

export function retentionOf(m: MemoryItem, time: number, decay: number): number {
  return retention(m.lastAccessAt, time, decay);
}

function apply(s: EpisodicState, op: Op, config: EpisodicConfig, env?: SceneEnv): EpisodicSceneEvent[] {
  const events: EpisodicSceneEvent[] = [];
  const triggers = triggerConfigOf(config);
  switch (op.op) {
    case 'episode': {
      advance(s, op.hours ?? 1, events);
      const { episode } = s.buffer.add({
        thought: op.thought,
        input: op.input,
        action: op.action,
        outcome: op.outcome,
        feedback: op.feedback,
        ...(op.importance === undefined ? {} : { importance: op.importance }),
      });
      s.memories.push({
        id: episode.id,
        kind: 'episode',
        text: episodeText(episode),
        importance: episode.importance,
        createdAt: episode.at,
        lastAccessAt: episode.at,
        status: 'active',
      });
      const texts = conceptTexts(s);
      events.push({
        type: 'episode',
        episode,
        negative: isNegative(episode),
        closest: closestConceptSimilarity(episode, texts),
      });
      s.counters = {
        ...s.counters,
        actionsSince: s.counters.actionsSince + 1,
        importanceSince: s.counters.importanceSince + episode.importance,
      };
      const reasons = reflectionReasons(
        { episode, state: s.counters, now: s.time, conceptTexts: texts },
        triggers,
      );
      events.push({ type: 'triggers', reasons, counters: { ...s.counters } });
      if (reasons.length > 0) runReflection(s, config, reasons, events, env);
      return events;
    }
    case 'wait': {
      advance(s, op.hours, events);
      const reasons = reflectionReasons({ state: s.counters, now: s.time }, triggers);
      events.push({ type: 'triggers', reasons, counters: { ...s.counters } });
      if (reasons.length > 0) runReflection(s, config, reasons, events, env);
      return events;
    }
    case 'reflect':
      runReflection(s, config, ['manual'], events, env);
      return events;
    case 'query': {
      // Ranked by vectors (your model's or the page encoder's): their cosine, from the take (one request for every
      // text it lacks); the bag of words is kept beside it.
      const embedded = env ? queryRelevance(s, config, env, op.text) : null;
      const ranked = rankingColumn(embedded);
      const scores = scoresFor(s, config, op.text, config.ranking, ranked ? () => ranked : undefined);
      const retrieved = scores.slice(0, 3).map((x) => x.id);
      // The source's scenario answers the query with its third prompt (its scripted model has the rule for it).
      const final = config.llm === 'seed' ? finalAnswer(s, config, op.text, retrieved, env) : null;
      for (const m of s.memories) if (retrieved.includes(m.id)) m.lastAccessAt = s.time;
      const record: QueryRecord = {
        text: op.text,
        at: s.time,
        ranking: config.ranking,
        scores,
        retrieved,
        ...(embedded ? { relevance: embedded } : {}),
        ...(final ? { final } : {}),
      };
      s.queries = [...s.queries, record];
      events.push({ type: 'query', record });
      return events;
    }
    case 'forget': {
      const active = s.memories.filter((m) => m.status === 'active');
      const r = forget(active, {
        now: s.time,
        decay: config.decay,
        threshold: config.forgetBelow,
        similarity: config.mergeAbove,
      });
      events.push(...r.events);
      const merged: { into: string; from: string }[] = [];
      for (const e of r.events) if (e.type === 'merged') merged.push({ into: e.into, from: e.from });
      for (const m of s.memories) {
        const keptM = r.kept.find((k) => k.id === m.id);
        const goneM = r.forgotten.find((k) => k.id === m.id);
        const into = merged.find((x) => x.from === m.id);
        if (into) {
          m.status = 'merged';
          m.mergedInto = into.into;
        } else if (goneM) {
          m.status = 'forgotten';
        } else if (keptM) {
          m.importance = keptM.importance;
          m.lastAccessAt = keptM.lastAccessAt;
          m.text = keptM.text;
        }
      }
      events.push({
        type: 'forgetting',
        kept: r.kept.length,
        forgotten: r.forgotten.map((m) => m.id),
        merged,
      });
      return events;
    }
  }
}

/** The column of a relevance record that the ranking uses (none: the bag of words ranks). */
export function rankingColumn(r: RelevancePair | null | undefined): number[] | undefined {
  if (!r) return undefined;
  const columns: Record<Relevance, number[] | undefined> = {
    bow: undefined,
    model: r.model,
    encoder: r.encoder,
  };
  return columns[r.rankedBy];
}

export const episodicMechanism: Mechanism<EpisodicConfig, EpisodicSceneState, Op, EpisodicSceneEvent> = {
  id: 'episodic',
  maxOps: LIMITS.ops,
  validateConfig,
  validateOp,
  initial: (config, env) => ({ config, s: initialState(), ...(env ? { env } : {}) }),
  apply: (state, op) => ({ state, events: apply(state.s, op, state.config, state.env) }),
  // A graph and a buffer are not free to copy: a checkpoint every 4 steps, frames between re-applied.
  snapshots: { clone: (st) => ({ ...st, s: cloneState(st.s) }), every: 4 },
};

/** The scene's state: its configuration, the engine objects, and the take's answers (src/engine/take.ts). */
export type EpisodicSceneState = { config: EpisodicConfig; s: EpisodicState; env?: SceneEnv };
export { DAY_MS, HOUR_MS };
