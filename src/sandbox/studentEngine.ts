/**
 * What `import ... from 'agent-memory-lab'` gives exercise code: the lab's engine minus the modules that pull the BPE
 * tables (countTokens, AgentMemory, costOfConversation), so the sandbox stays small. The same module backs the browser
 * sandbox, the Node grader, the editor's type declarations and `tsc` (tsconfig `paths`), so all four agree.
 */
export { createMessage, formatLine, ROLES } from '../engine/message';
export type { CreateMessageOptions, Message, Role } from '../engine/message';
export { RollingWindow } from '../engine/rollingWindow';
export { ProgressiveSummary, SUMMARY_SEPARATOR, truncateContent } from '../engine/summary';
export type { ProgressiveSummaryOptions } from '../engine/summary';
export { LruMemory } from '../engine/lru';
export { ImportanceMemory } from '../engine/importance';
export { PagedMemory, renderPage } from '../engine/paging';
export type { Page } from '../engine/paging';
export { BowEmbedder, cosine } from '../engine/embedder';
export { approxTokens } from '../engine/approx';
export { assertFinite, assertInt, assertOneOf } from '../engine/validate';
/** Python's list repr and string repr, so demos print exactly what the seed prints. */
export { pyList, pyRepr } from '../engine/pyFormat';
/**
 * Chapter 3 (exercise 5 writes the reflection step itself: parsing, classifying and storing are left out on purpose).
 */
export { manualClock, HOUR_MS, DAY_MS } from '../engine/clock';
export type { Clock, ManualClock } from '../engine/clock';
export { EpisodicBuffer } from '../engine/episodic';
export type { Episode as EpisodicEpisode, EpisodeInput } from '../engine/episodic';
export { scriptedLlm, tableLlm } from '../engine/llm';
export type { Llm, ScriptRule } from '../engine/llm';
export { summaryPrompt, extractionPrompt, episodeSummaryLine } from '../engine/reflection';
export { runTaskMaster, TASKMASTER_EPISODES, TASKMASTER_QUERIES } from '../engine/taskMaster';
export type { TaskMasterOptions, TaskMasterRun } from '../engine/taskMaster';

/** Chapter 2 (exercise 4 writes the store itself; the detector, the policy and the copy are given). */
export { detectSensitive, maskSecret, SENSITIVE_KINDS } from '../engine/sensitive';
export type { SensitiveKind } from '../engine/sensitive';
export { DEFAULT_STORAGE_POLICY, PolicyViolation } from '../engine/policy';
export type { StoragePolicy } from '../engine/policy';
export { deepCopy } from '../engine/memoryStore';
/** Chapter 2's cells run the engine's own store and answerWithState (exercise 4's tests check a submission's class is its own). */
export { MemoryStore } from '../engine/memoryStore';
export { answerWithState, answerWithStateTraced, BRIEF_SUFFIX, EPISODE_LIMIT } from '../engine/answerWithState';
export type { ConversationState, Episode } from '../engine/answerWithState';

/** The import specifier exercise code uses for the engine. */
export const ENGINE_SPECIFIER = 'agent-memory-lab';
