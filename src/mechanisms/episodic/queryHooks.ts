/**
 * A query's model hooks in chapter 3's scene: relevance by the embedding model's vectors (the source's `embed`),
 * and TaskMaster's final answer, the source's third `llm_client.generate` (seed 002, `retrieve_context`), asked
 * after each query of the source's scenario with what retrieval found. The final answer's template is the
 * source's `context_prompt`, word for word; what fills it is the lab's readable form (one line per memory, not
 * Python reprs of lists).
 */
import type { Episode } from '../../engine/reflective/episodic';
import { episodeSummaryLine } from '../../engine/reflective/reflection';
import { cosine } from '../../engine/retrieval/embedder';
import { relevances } from '../../engine/retrieval/relevance';
import { takeLlm, type SceneEnv } from '../../engine/scene/take';
import { FINAL_ANSWER_HOOK, RETRIEVAL_HOOK } from './hooks';
import type { EpisodicState, MemoryItem, QueryRecord, RelevancePair } from './types';
import type { EpisodicConfig } from './ops';
import { llmOf } from './story';

/** "Your model": each active memory's relevance to the query by embedding cosine, the bag of words beside it. */
export function embeddingRelevance(s: EpisodicState, env: SceneEnv, query: string): RelevancePair {
  const active = s.memories.filter((m) => m.status === 'active');
  const texts = active.map((m) => m.text);
  const [q, ...vectors] = env.embed(RETRIEVAL_HOOK, [query, ...texts]);
  return {
    ids: active.map((m) => m.id),
    bow: Array.from(relevances(query, texts)),
    embedding: vectors.map((v) => cosine(q as number[], v)),
  };
}

/** The source's context_prompt, exactly; `knowledge` and `recent` are its two lists, one item a line. */
export function finalAnswerPrompt(
  query: string,
  knowledge: readonly string[],
  recent: readonly string[],
): string {
  return `Sur la base de la requête '${query}', voici des connaissances pertinentes de haut niveau :\n${knowledge.join('\n')}\n\nVoici quelques expériences récentes :\n${recent.join('\n')}\n\nSynthétisez ces informations pour répondre à la requête ou guider l'action :`;
}

/**
 * The prompt for one query: the retrieved memories that are knowledge (the source reads its semantic store here),
 * "- (aucune)" when none was retrieved, and the last three episodes (the source's `episodic_buffer[-3:]`).
 */
export function finalAnswerPromptFor(
  query: string,
  retrieved: readonly MemoryItem[],
  recent: readonly Episode[],
): string {
  const knowledge = retrieved.filter((m) => m.kind !== 'episode').map((m) => `- ${m.text}`);
  return finalAnswerPrompt(
    query,
    knowledge.length > 0 ? knowledge : ['- (aucune)'],
    recent.map((e) => `- ${episodeSummaryLine(e)}`),
  );
}

/**
 * TaskMaster's answer to a query: scripted, the source's MockLLM rule for this prompt; "your model", the take's
 * answer (a missing one stops the step: NeedsAnswer).
 */
export function finalAnswer(
  s: EpisodicState,
  config: EpisodicConfig,
  query: string,
  retrieved: readonly string[],
  env?: SceneEnv,
): NonNullable<QueryRecord['final']> {
  const items = retrieved.flatMap((id) => s.memories.filter((m) => m.id === id));
  const prompt = finalAnswerPromptFor(query, items, s.buffer.recent(3));
  const llm = config.answers === 'model' && env ? takeLlm(env, FINAL_ANSWER_HOOK) : llmOf(config.llm);
  return { prompt, answer: llm(prompt) };
}
