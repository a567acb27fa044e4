/**
 * What `import ... from 'agent-memory-lab'` gives exercise code: the lab's engine minus the modules that pull the BPE
 * tables (countTokens, AgentMemory, costOfConversation), so the sandbox stays small. The same module backs the browser
 * sandbox, the Node grader, the editor's type declarations and `tsc` (tsconfig `paths`), so all four agree.
 */
export { createMessage, formatLine, ROLES } from './core/message';
export type { CreateMessageOptions, Message, Role } from './core/message';
export { RollingWindow } from './window/rollingWindow';
export { ProgressiveSummary, SUMMARY_SEPARATOR, truncateContent } from './window/summary';
export type { ProgressiveSummaryOptions } from './window/summary';
export { LruMemory } from './window/lru';
export { ImportanceMemory } from './window/importance';
export { PagedMemory, renderPage } from './window/paging';
export type { Page } from './window/paging';
export { BowEmbedder, cosine } from './retrieval/embedder';
export { approxTokens } from './tokens/approx';
export { assertFinite, assertInt, assertOneOf } from './core/validate';
/** Python's list repr and string repr, so demos print exactly what the seed prints. */
export { pyList, pyRepr } from './core/pyFormat';
/**
 * Chapter 3 (exercise 5 writes the reflection step itself: parsing, classifying and storing are left out on purpose).
 */
export { manualClock, HOUR_MS, DAY_MS } from './core/clock';
export type { Clock, ManualClock } from './core/clock';
export { EpisodicBuffer } from './reflective/episodic';
export type { Episode as EpisodicEpisode, EpisodeInput } from './reflective/episodic';
export { scriptedLlm, tableLlm } from './reflective/llm';
export type { Llm, ScriptRule } from './reflective/llm';
export { summaryPrompt, extractionPrompt, episodeSummaryLine } from './reflective/reflection';
export { runTaskMaster, TASKMASTER_EPISODES, TASKMASTER_QUERIES } from './reflective/taskMaster';
export type { TaskMasterOptions, TaskMasterRun } from './reflective/taskMaster';

/** Chapter 2 (exercise 4 writes the store itself; the detector, the policy and the copy are given). */
export { detectSensitive, maskSecret, SENSITIVE_KINDS } from './sensitive';
export type { SensitiveKind } from './sensitive';
export { DEFAULT_STORAGE_POLICY, PolicyViolation } from './perUser/policy';
export type { StoragePolicy } from './perUser/policy';
export { deepCopy } from './perUser/memoryStore';
/** Chapter 2's cells run the engine's own store and answerWithState (exercise 4's tests check a submission's class is its own). */
export { MemoryStore } from './perUser/memoryStore';
export {
  answerWithState,
  answerWithStateTraced,
  BRIEF_SUFFIX,
  EPISODE_LIMIT,
} from './perUser/answerWithState';
export type { ConversationState, Exchange } from './perUser/answerWithState';

/**
 * Chapter 4 (exercise 6 writes a strategy: the window and the earlier turns it selects; the bench that measures it,
 * the generator of its data and the strategy names are given).
 */
export { generateBench } from './memoryBench/generator';
export type { BenchLang, GeneratorParams } from './memoryBench/generator';
export type { BenchCase, BenchData, BenchQuestion, BenchTurn } from './memoryBench/format';
export { parseStrategy } from './memoryBench/strategies';
export type { CustomStrategy, CustomStrategySpec, StrategySpec } from './memoryBench/strategies';
export { runBench, DEFAULT_SYSTEM_PROMPT } from './memoryBench/run';
export type { BenchOptions, QuestionResult, StrategyResult } from './memoryBench/run';

/** The import specifier exercise code uses for the engine. */
export const ENGINE_SPECIFIER = 'agent-memory-lab';

/**
 * Chapter 6 (exercise 8 chooses what a compaction keeps verbatim; the tool-calling generator, the compaction's cut
 * and truncation summary and the fact report that grade it are given).
 */
export { generateToolBench } from './memoryBench/toolGenerator';
export { compactionCut, truncationSummary, COMPACTION_CHUNK_CHARS } from './compaction/compact';
export { factReport } from './compaction/context';
export type { Context, ContextItem, FactReport, PlantedFact } from './compaction/context';
