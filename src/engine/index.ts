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
export { countTokens, ENCODINGS } from './tokens';
export type { Encoding } from './tokens';
export { hasTokenCounter, loadTokenizer, registerTokenCounter } from './tokenCounter';
export type { TokenCounter } from './tokenCounter';
export { approxTokens } from './approx';
export { BowEmbedder, cosine } from './embedder';
export { assertFinite, assertInt, assertOneOf } from './validate';
export { seedGainsPour } from './seedPort';
export type { SeedCostParams } from './seedPort';
export {
  formatAppendLine,
  formatCostTableLine,
  formatVerdictRatioLine,
  pyFixed,
  pyList,
  pyRepr,
  pyThousands,
  seedCostDemo,
  seedDemoOutput,
  seedEvictionDemo,
  seedPagingDemo,
  seedRollingWindowDemo,
  seedSummaryDemo,
} from './seedPrint';
export type { SeedCostDemoParams } from './seedPrint';
