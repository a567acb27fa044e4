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
import { isNeedsAnswer, takeLlm, type SceneEnv, type VectorSource } from '../../engine/scene/take';
import { FINAL_ANSWER_HOOK, RETRIEVAL_HOOK } from './hooks';
import type { EpisodicState, MemoryItem, QueryRecord, RelevancePair } from './types';
import { relevanceOf, type EpisodicConfig } from './ops';
import { llmOf } from './story';

/** The memories a query ranks: the active ones, or only the active knowledge (`retrieve: 'knowledge'`). */
export function candidatesOf(s: EpisodicState, config: Pick<EpisodicConfig, 'retrieve'>): MemoryItem[] {
  const knowledgeOnly = config.retrieve === 'knowledge';
  return s.memories.filter((m) => m.status === 'active' && (!knowledgeOnly || m.kind !== 'episode'));
}

/**
 * Each candidate memory's relevance to the query by the bag of words and, where the scene ranks by vectors, by their
 * cosine: your model's or the page's sentence encoder's, from the take (the one that ranks blocks the step until the
 * take has its vectors: NeedsAnswer). The other kind of vectors is shown too when the take happens to hold them all
 * (a scene run with both); in a bag-of-words scene, any kind the take holds is shown beside it.
 */
export function queryRelevance(
  s: EpisodicState,
  config: EpisodicConfig,
  env: SceneEnv,
  query: string,
): RelevancePair | null {
  const candidates = candidatesOf(s, config);
  const texts = candidates.map((m) => m.text);
  const ranking = relevanceOf(config);
  const cosines = (source: VectorSource): number[] => {
    const [q, ...vectors] = env.embed(RETRIEVAL_HOOK, [query, ...texts], source);
    return vectors.map((v) => cosine(q as number[], v));
  };
  const optional = (source: VectorSource): number[] | undefined => {
    try {
      return cosines(source);
    } catch (e) {
      if (isNeedsAnswer(e)) return undefined;
      throw e;
    }
  };
  const model = ranking === 'model' ? cosines('model') : optional('model');
  const encoder = ranking === 'encoder' ? cosines('page-encoder') : optional('page-encoder');
  if (model === undefined && encoder === undefined) return null;
  return {
    ids: candidates.map((m) => m.id),
    bow: Array.from(relevances(query, texts)),
    ...(model ? { model } : {}),
    ...(encoder ? { encoder } : {}),
    rankedBy: ranking,
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
