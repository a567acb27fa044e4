/**
 * The memory bench (chapter 4): what each memory forgets and what it costs, measured on the same conversations.
 * README.md in this folder documents the JSON format, the strategies and every figure.
 */
export { parseBenchData, parseBenchJson, describeBenchProblem, BENCH_LIMITS } from './format';
export type { BenchCase, BenchData, BenchQuestion, BenchTurn } from './format';
export {
  parseStrategy,
  parseStrategies,
  StrategyError,
  STRATEGY_HELP,
  DEFAULT_STRATEGIES,
  DEFAULT_RETRIEVAL_WINDOW,
  DEFAULT_PAGING_BUDGET,
  DEFAULT_REFLECT_EVERY,
} from './strategies';
export type { CustomStrategy, CustomStrategySpec, StrategyKind, StrategySpec } from './strategies';
export { COMPACTION_STRATEGY_HELP } from './compactionSpecs';
export type { CompactionStrategySpec } from './compactionSpecs';
export { RETRIEVED_FROM_STORE } from './compactionStrategies';
export {
  answerPrompt,
  benchSteps,
  runBench,
  textsToEmbed,
  BENCH_HOOKS,
  DEFAULT_CHUNK_CHARS,
  DEFAULT_PREFILL_TOKENS_PER_SECOND,
  DEFAULT_SYSTEM_PROMPT,
} from './run';
export type {
  BenchEvent,
  BenchModels,
  BenchOptions,
  DistanceBucket,
  Drift,
  DriftCounts,
  QuestionResult,
  Section,
  SectionTokens,
  StrategyResult,
} from './run';
export {
  generateBench,
  parseGeneratorSpec,
  drawDistance,
  DISTANCE_LAWS,
  GENERATOR_DEFAULTS,
  GENERATOR_LIMITS,
  RECENT_DISTANCE,
} from './generator';
export type { BenchLang, DistanceLaw, GeneratorParams } from './generator';
export { answerAccuracy, gradeAll, gradeReply, normalizeAnswer, tokenF1, GRADING_RULES } from './grading';
export type { AnswerAccuracy, GradedReply, GradingRule } from './grading';
export { extractiveReflectionLlm, statementConcept } from './reflection';
export { RelevanceIndex } from './relevanceIndex';
export { cheapestReaching, frontier, staleShare, summaryRow, SUMMARY_FIELDS } from './summary';
export { WindowBudget } from './sameBudget';
export type { SameBudget } from './sameBudget';
export type { BenchSummaryRow } from './summary';
