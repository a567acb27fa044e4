/** Chapter 6: the context's sections, compaction at a threshold (three styles), clearing tool results. */
export {
  anatomy,
  factReport,
  factStatus,
  freeTokens,
  itemLine,
  memoCounter,
  partsOf,
  sectionTokens,
  tokenCounter,
  ANATOMY_SECTIONS,
  TEXT_SECTIONS,
} from './context';
export type {
  Anatomy,
  AnatomySection,
  RequestParts,
  TextSection,
  CompactionStore,
  Context,
  ContextItem,
  FactReport,
  FactStatus,
  ItemKind,
  PlantedFact,
  SummaryItem,
  TextCounter,
} from './context';
export {
  clearToolResults,
  compactAtThreshold,
  compactionCut,
  readStored,
  searchStore,
  thresholdTokens,
  truncationSummary,
  CLEARED_PLACEHOLDER,
  COMPACTION_CHUNK_CHARS,
  COMPACTION_STYLES,
} from './compact';
export type {
  ClearingEvent,
  ClearingOptions,
  CompactionEvent,
  CompactionOptions,
  CompactionResult,
  CompactionStyle,
  FactMoves,
} from './compact';
export { agentPrompt, checkAgentCall, emptyResult, AGENT_TOOLS, COMPACTION_AGENT_HOOK } from './agentTools';
export type { AgentCall } from './agentTools';
