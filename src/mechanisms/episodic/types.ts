/**
 * The episodic scene's state, as the engine half builds it and the panels, captions and query hooks read it. Types
 * only (kept apart from mechanism.ts, so queryHooks.ts reads them without importing the mechanism back).
 */
import type { EpisodicBuffer } from '../../engine/reflective/episodic';
import type { KnowledgeGraph } from '../../engine/reflective/knowledgeGraph';
import type { TriggerReason, TriggerState } from '../../engine/reflective/reflection';
import type { KnowledgeKind, SemanticStore } from '../../engine/reflective/semantic';
import type { ScoredMemory } from '../../engine/retrieval/score';
import type { Relevance } from './ops';

export interface MemoryItem {
  id: string;
  kind: 'episode' | KnowledgeKind;
  text: string;
  importance: number;
  createdAt: number;
  lastAccessAt: number;
  status: 'active' | 'forgotten' | 'merged';
  mergedInto?: string;
}

export interface ReflectionRecord {
  id: number;
  at: number;
  reasons: (TriggerReason | 'manual')[];
  episodes: string[];
  prompts: string[];
  answers: string[];
  added: { concept: string; knowledge: string; kind: KnowledgeKind }[];
  relations: string[];
  /** Lines of the extraction answer the lab's parser could not read (shown as such; nothing is made of them). */
  unreadable?: string[];
}

/**
 * Each candidate memory's raw relevance to a query: by the bag of words, and by the cosine of the vectors the take
 * holds (your model's, the page encoder's); `rankedBy` says which one the ranking used.
 */
export interface RelevancePair {
  ids: string[];
  bow: number[];
  model?: number[];
  encoder?: number[];
  rankedBy: Relevance;
}

export interface QueryRecord {
  /** The relevances side by side, when vectors took part (ranking by them, or held by the take). */
  relevance?: RelevancePair;
  text: string;
  at: number;
  ranking: 'paper' | 'code';
  scores: ScoredMemory[];
  /** The top 3, whose last access becomes now (as Generative Agents does). */
  retrieved: string[];
  /** The source's scenario only: TaskMaster's answer to the query (src/mechanisms/episodic/finalAnswer.ts). */
  final?: { prompt: string; answer: string };
}

export interface EpisodicState {
  time: number;
  buffer: EpisodicBuffer;
  store: SemanticStore;
  graph: KnowledgeGraph;
  counters: TriggerState;
  reflections: ReflectionRecord[];
  memories: MemoryItem[];
  queries: QueryRecord[];
  knowledgeCount: number;
}
