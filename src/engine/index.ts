export { createMessage, formatLine, resetClock, resetMessageIds, setClock, ROLES } from './core/message';
export type { CreateMessageOptions, Message, Role } from './core/message';
export { RollingWindow } from './window/rollingWindow';
export { ProgressiveSummary, SUMMARY_SEPARATOR, truncateContent } from './window/summary';
export type { ProgressiveSummaryOptions } from './window/summary';
export { LruMemory } from './window/lru';
export { BinaryHeap } from './collections/heap';
export { ImportanceMemory } from './window/importance';
export { PagedMemory, renderPage } from './window/paging';
export type { Page } from './window/paging';
export {
  AGENT_MEMORY_STATE_VERSION,
  AgentMemory,
  DEFAULT_AGENT_MEMORY_CONFIG,
  DESTINATIONS,
  POLICIES,
  POLICY_ORDER,
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
} from './cost/model';
export type { CostModel, CostParams, CostResult, CostSeries, CostUnit } from './cost/model';
// The BPE tables (megabytes) are not loaded by the index: `loadTokenizer()` (or importing './tokens/bpe', which
// exports countTokens) registers the real counter; until then token counts are the labelled chars/4 proxy.
export {
  countTokens,
  countTokensLoaded,
  ENCODINGS,
  hasTokenCounter,
  loadTokenizer,
  registerTokenCounter,
} from './tokens/counter';
export type { Encoding, TokenCounter } from './tokens/counter';
export { approxTokens } from './tokens/approx';
export { BowEmbedder, cosine } from './retrieval/embedder';
export { assertFinite, assertInt, assertOneOf } from './core/validate';
export { seedGainsPour } from './cost/notebookPort';
export type { SeedCostParams } from './cost/notebookPort';
export {
  formatCostTableLine,
  formatVerdictRatioLine,
  pyFixed,
  pyList,
  pyRepr,
  pyThousands,
  seedCostDemo,
} from './cost/notebookTable';
export type { SeedCostDemoParams } from './cost/notebookTable';
// Chapter 3: episodic and semantic memory, reflection, retrieval scoring, forgetting (seed 002).
export { DAY_MS, HOUR_MS, manualClock } from './core/clock';
export type { Clock, ManualClock } from './core/clock';
export { DEFAULT_EPISODE_IMPORTANCE, EpisodicBuffer, episodeText } from './reflective/episodic';
// Chapter 3's `Episode` (also exported as EpisodicEpisode, its earlier name); chapter 2's exchanges are `Exchange`.
export type {
  Episode,
  Episode as EpisodicEpisode,
  EpisodeInput,
  EpisodicBufferOptions,
  EpisodicEvent,
} from './reflective/episodic';
export {
  classifyKnowledge,
  NOTHING_WORDS,
  parseExtractedKnowledge,
  RULE_WORDS,
  SemanticStore,
} from './reflective/semantic';
export type {
  ConceptKnowledge,
  ExtractedKnowledge,
  KnowledgeKind,
  SemanticAddResult,
  SemanticEvent,
} from './reflective/semantic';
export { holdsAt, KnowledgeGraph, parseExtractedRelations } from './reflective/knowledgeGraph';
export type { GraphEvent, Relation, RelationInput } from './reflective/knowledgeGraph';
export { SEED_MOCK_FALLBACK, SEED_MOCK_RULES, scriptedLlm, tableLlm } from './reflective/llm';
export type { ScriptRule } from './reflective/llm';
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
} from './reflective/reflection';
export type {
  ReflectionEvent,
  ReflectOptions,
  ReflectResult,
  TriggerCheck,
  TriggerConfig,
  TriggerReason,
  TriggerState,
} from './reflective/reflection';
export {
  DEFAULT_DECAY,
  DEFAULT_WEIGHTS,
  GENERATIVE_AGENTS_CODE_WEIGHTS,
  minMaxNormalise,
  relevances,
  scoreMemories,
  scoreMemoriesAsCode,
} from './retrieval/score';
export type { ScorableMemory, ScoredMemory, ScoreOptions, ScoreWeights } from './retrieval/score';
export {
  forget,
  memoryBankCodeRetention,
  memoryBankRetention,
  retention,
  xorDecay,
} from './retrieval/forgetting';
export type { ForgetEvent, ForgetOptions, ForgetResult, MergedMemory } from './retrieval/forgetting';
export { countsCosine, textCosine, wordCounts } from './retrieval/bow';
export { STOP_WORDS, TASKMASTER_LEXICON, termCounts, termRelevance } from './retrieval/terms';
export {
  DEFAULT_MIN_RELEVANCE,
  runTaskMaster,
  TASKMASTER_EPISODES,
  TASKMASTER_QUERIES,
  TASKMASTER_START,
} from './reflective/taskMaster';
export type { TaskMasterOptions, TaskMasterQueryTrace, TaskMasterRun } from './reflective/taskMaster';
export {
  answerWithState,
  answerWithStateTraced,
  BRIEF_SUFFIX,
  EPISODE_LIMIT,
  rewriteQuestion,
} from './perUser/answerWithState';
export type { AnswerTrace, ConversationState, Exchange } from './perUser/answerWithState';
export type { Llm } from './core/llm';
export { deepCopy, MemoryStore, notPlainData, ownerProblem } from './perUser/memoryStore';
export type {
  MemoryStoreOptions,
  StoreEntrySnapshot,
  StoreEvent,
  StoreEventType,
  StoreOp,
} from './perUser/memoryStore';
export {
  DEFAULT_STORAGE_POLICY,
  KIND_LABEL,
  PolicyViolation,
  REFUSABLE_KINDS,
  validatePolicy,
} from './perUser/policy';
export type { PolicyText, RefusableKind, RefusalReason, StoragePolicy } from './perUser/policy';
export {
  createDetector,
  detectInstruction,
  detectSensitive,
  findSensitive,
  ibanValid,
  luhnValid,
  maskSecret,
  scanValue,
  scanValueForInstruction,
  SENSITIVE_KINDS,
} from './sensitive';
export type {
  Detector,
  DetectorParams,
  InstructionCategory,
  InstructionFinding,
  SensitiveKind,
  SensitiveMatch,
  ValueFinding,
} from './sensitive';
// The scene contract every visualizer mechanism implements (src/mechanisms), its validation helpers and timeline.
export { accept, buildTimeline, checked, fail, Invalid, isRecord, refuse, validateScript } from './scene';
export type {
  Applied,
  Checked,
  Frame,
  Mechanism,
  Problem,
  Scene,
  SnapshotStrategy,
  Timeline,
  TimelineOptions,
} from './scene';
export { UnboundedBaseline } from './agentMemory/baseline';
export { AppendLog } from './collections/appendLog';

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
  openTakeFile,
  validateTake,
  VECTOR_SOURCES,
  withAnswer,
  withVector,
} from './scene/take';
export type {
  SceneEnv,
  Take,
  TakeAnswer,
  TakeRequest,
  TakeTotals,
  TakeUsage,
  TakeVector,
  VectorSource,
} from './scene/take';
export type { TimelineBlock } from './scene';

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
} from './experiments/lostInTheMiddle';
export type { LitmLang, LitmMessage, LitmPlan, LitmPoint, LitmTrial } from './experiments/lostInTheMiddle';
// Chapter 4: the memory bench (what each memory forgets and costs) and prompt caching in the cost model.
export * from './memoryBench';
// Chapter 6: the context by section, compaction at a threshold, clearing tool results.
export * from './compaction';
export {
  BREAKPOINT_LAYOUTS,
  DEFAULT_BREAKPOINTS,
  cachedTokensOf,
  costWithCaching,
  isBreakpointLayout,
  markedPrefix,
  priceRequests,
  seedRatiosWithCaching,
} from './cost/caching';
export type {
  BreakpointLayout,
  CacheOptions,
  CachedCostParams,
  CachedCostResult,
  MemoryCachedCost,
  PricedRequests,
  SeedRatio,
} from './cost/caching';
export {
  DEFAULT_PRICE_ID,
  MODEL_PRICES,
  PRICES_CHECKED_ON,
  PRICES_READ_ON,
  cacheWriteRate,
  findModelPrice,
  isRetired,
  modelPrice,
} from './cost/prices';
export type { CacheRule, ModelPrice } from './cost/prices';
export { compactionCost, CONTEXT_MANAGEMENTS } from './cost/compactionCost';
export type {
  CompactionCostParams,
  CompactionCostResult,
  ContextManagement,
  ManagedSeries,
} from './cost/compactionCost';
