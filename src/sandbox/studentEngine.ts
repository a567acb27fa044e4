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

/** The import specifier exercise code uses for the engine. */
export const ENGINE_SPECIFIER = 'agent-memory-lab';
