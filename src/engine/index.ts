export { createMessage, formatLine, resetClock, resetMessageIds, setClock, ROLES } from './message';
export type { CreateMessageOptions, Message, Role } from './message';
export { RollingWindow } from './rollingWindow';
export { ProgressiveSummary, SUMMARY_SEPARATOR, truncateContent } from './summary';
export type { ProgressiveSummaryOptions } from './summary';
export { LruMemory } from './lru';
export { BinaryHeap } from './heap';
export { ImportanceMemory } from './importance';
export { PagedMemory, renderPage } from './paging';
export type { Page } from './paging';
export {
  AGENT_MEMORY_STATE_VERSION,
  AgentMemory,
  DEFAULT_AGENT_MEMORY_CONFIG,
  DESTINATIONS,
  POLICIES,
  REASON_BY_POLICY,
} from './agentMemory';
export type {
  AgentMemoryConfig,
  AgentMemoryOptions,
  AgentMemoryState,
  ContextView,
  EvictionDestination,
  EvictionPolicy,
  EvictionReason,
  MemoryEvent,
  MemoryEventType,
  PageOrigin,
} from './agentMemory';
export {
  costOfConversation,
  DEFAULT_SAMPLE_TEXT,
  MAX_SERIES_TURNS,
  MAX_TURNS,
  representativeMessage,
} from './cost';
export type { CostModel, CostParams, CostResult, CostSeries, CostUnit } from './cost';
// The BPE tables (megabytes) are not loaded by the index: `loadTokenizer()` (or importing './tokens', which
// exports countTokens) registers the real counter; until then token counts are the labelled chars/4 proxy.
export { countTokens, countTokensLoaded, ENCODINGS, hasTokenCounter, loadTokenizer, registerTokenCounter } from './tokenCounter';
export type { Encoding, TokenCounter } from './tokenCounter';
export { approxTokens } from './approx';
export { BowEmbedder, cosine } from './embedder';
export { assertFinite, assertInt, assertOneOf } from './validate';
export { seedGainsPour } from './seedPort';
export type { SeedCostParams } from './seedPort';
export {
  formatCostTableLine,
  formatVerdictRatioLine,
  pyFixed,
  pyList,
  pyRepr,
  pyThousands,
  seedCostDemo,
} from './seedPrint';
export type { SeedCostDemoParams } from './seedPrint';
// Chapter 3: episodic and semantic memory, reflection, retrieval scoring, forgetting (seed 002).
export { DAY_MS, HOUR_MS, manualClock } from './clock';
export type { Clock, ManualClock } from './clock';
export { DEFAULT_EPISODE_IMPORTANCE, EpisodicBuffer, episodeText } from './episodic';
// `Episode` and `Llm` are chapter 2's names (answerWithState); chapter 3's episode is exported as EpisodicEpisode,
// and its Llm is the same type, `(prompt: string) => string`.
export type { Episode as EpisodicEpisode, EpisodeInput, EpisodicBufferOptions, EpisodicEvent } from './episodic';
export { classifyKnowledge, NOTHING_WORDS, parseExtractedKnowledge, RULE_WORDS, SemanticStore } from './semantic';
export type { ConceptKnowledge, ExtractedKnowledge, KnowledgeKind, SemanticAddResult, SemanticEvent } from './semantic';
export { holdsAt, KnowledgeGraph, parseExtractedRelations } from './knowledgeGraph';
export type { GraphEvent, Relation, RelationInput } from './knowledgeGraph';
export { SEED_MOCK_FALLBACK, SEED_MOCK_RULES, scriptedLlm, tableLlm } from './llm';
export type { ScriptRule } from './llm';
export {
  closestConceptSimilarity,
  episodeSummaryLine,
  DEFAULT_RECENT_EPISODES,
  extractionPrompt,
  GENERATIVE_AGENTS_IMPORTANCE_THRESHOLD,
  isNegative,
  isoTimestamp,
  NEGATIVE_WORDS,
  reflect,
  reflectionReasons,
  summaryPrompt,
  TRIGGER_REASONS,
} from './reflection';
export type { ReflectionEvent, ReflectOptions, ReflectResult, TriggerCheck, TriggerConfig, TriggerReason, TriggerState } from './reflection';
export {
  DEFAULT_DECAY,
  DEFAULT_WEIGHTS,
  GENERATIVE_AGENTS_CODE_WEIGHTS,
  minMaxNormalise,
  relevances,
  scoreMemories,
  scoreMemoriesAsCode,
} from './retrievalScore';
export type { ScorableMemory, ScoredMemory, ScoreOptions, ScoreWeights } from './retrievalScore';
export { forget, memoryBankCodeRetention, memoryBankRetention, retention, xorDecay } from './forgetting';
export type { ForgetEvent, ForgetOptions, ForgetResult, MergedMemory } from './forgetting';
export { countsCosine, textCosine, wordCounts } from './bow';
export { STOP_WORDS, TASKMASTER_LEXICON, termCounts, termRelevance } from './terms';
export { DEFAULT_MIN_RELEVANCE, runTaskMaster, TASKMASTER_EPISODES, TASKMASTER_QUERIES, TASKMASTER_START } from './taskMaster';
export type { TaskMasterOptions, TaskMasterQueryTrace, TaskMasterRun } from './taskMaster';
export { answerWithState, answerWithStateTraced, BRIEF_SUFFIX, EPISODE_LIMIT, rewriteQuestion } from './answerWithState';
export type { AnswerTrace, ConversationState, Episode, Llm } from './answerWithState';
export { deepCopy, MemoryStore, notPlainData, ownerProblem } from './memoryStore';
export type { MemoryStoreOptions, StoreEntrySnapshot, StoreEvent, StoreEventType, StoreOp } from './memoryStore';
export { DEFAULT_STORAGE_POLICY, KIND_LABEL, PolicyViolation, validatePolicy } from './policy';
export type { PolicyText, RefusalReason, StoragePolicy } from './policy';
export { detectSensitive, findSensitive, ibanValid, luhnValid, maskSecret, scanValue, SENSITIVE_KINDS } from './sensitive';
export type { SensitiveKind, SensitiveMatch, ValueFinding } from './sensitive';
// Takes: a real model's answers recorded into a scene, replayed exactly (src/mechanisms/README.md, "Takes").
export {
  emptyTake,
  isNeedsAnswer,
  NeedsAnswer,
  parseTakeJson,
  sameTake,
  TAKE_LIMITS,
  takeEnv,
  takeHas,
  takeLlm,
  takeTotals,
  validateTake,
  withAnswer,
  withVector,
} from './take';
export type { SceneEnv, Take, TakeAnswer, TakeRequest, TakeTotals, TakeUsage, TakeVector } from './take';
export { buildTimeline } from './mechanism';
export type { TimelineBlock } from './mechanism';

// Lost in the middle: the lab's own generator and scorer for the experiment page (answers only from a take).
export {
  LITM_HOOK,
  LITM_LIMITS,
  litmCorrect,
  litmPlanProblem,
  litmScores,
  litmTrial,
  litmTrials,
  spreadPositions,
} from './lostInTheMiddle';
export type { LitmLang, LitmMessage, LitmPlan, LitmPoint, LitmTrial } from './lostInTheMiddle';
