// Recomputations of src/content/facts/measuredSets.ts (chapter 4 on the three public sets), from the shared files,
// with the strategies the lesson quotes. Used by measured.test.ts; each is skipped where its file is absent.
import {
  cheapestReaching,
  DEFAULT_STRATEGIES,
  parseStrategies,
  runBench,
  summaryRow,
  type BenchData,
  type BenchSummaryRow,
} from '../../src/engine/index';
import { code, count, decimal, percent, type Fact } from '../../src/content/facts/format';
import { sharedDataFile } from '../../tools/data/sharedData';
import { BENCH_SETS, loadBenchFile } from '../helpers/benchSets';

/**
 * How each `recomputed` fact is computed again: the value the code gives now, as a Fact, compared with the
 * table's by its text in both languages. `data`: the ../shared/data file it reads (`['detector', 'gitleaks.json']`),
 * when it reads one; the test skips, with the shared-data line as its title, where that file is absent.
 */
export interface Recomputation {
  value: () => Fact | Promise<Fact>;
  data?: readonly string[];
}

export const ORACLE = BENCH_SETS.oracle;
const S = BENCH_SETS.s;
export const CONFLICTS = BENCH_SETS.conflicts;

export const once = <T>(make: () => T): (() => T) => {
  let v: T | undefined;
  return () => (v ??= make());
};
export const load = (parts: readonly string[]): BenchData =>
  loadBenchFile(sharedDataFile(...parts) as string);
/** The bench's summary rows of `strategies` on `data`. */
export const runWith =
  (strategies: string) =>
  (data: BenchData): BenchSummaryRow[] =>
    runBench(data, parseStrategies(strategies), { perQuestion: false }).map(summaryRow);
/** The lesson's strategies of chapter 4 (the bench's defaults). */
export const run = runWith(DEFAULT_STRATEGIES);
export const row = (rows: BenchSummaryRow[], name: string) => {
  const r = rows.find((x) => x.strategy === name);
  if (!r) throw new Error(`no ${name} in the run`);
  return r;
};

export const oracle = once(() => load(ORACLE));
const withS = once(() => load(S));
export const oracleRows = once(() => run(oracle()));
const sRows = once(() => run(withS()));
// The oracle's side of "with and without distractors": its cases of the 25 questions public-s holds.
const oracle25Rows = once(() => {
  const ids = new Set(withS().cases.map((c) => c.id));
  return run({ ...oracle(), cases: oracle().cases.filter((c) => ids.has(c.id)) });
});
const conflicts = once(() => load(CONFLICTS));
const cRows = once(() => run(conflicts()));

export const on = (data: readonly string[], value: () => Fact): Recomputation => ({ value, data });
const within = (n: number) => count(oracle().cases.filter((c) => c.conversation.length <= n).length);

export const SETS_RECOMPUTE: Record<string, Recomputation> = {
  'chapter4.public.retrieval.sameBudget': on(ORACLE, () =>
    percent(row(oracleRows(), 'retrieval:5').sameBudgetWindowRecall),
  ),
  'chapter4.public.retrieval.sameBudgetWindow': on(ORACLE, () =>
    code(`window:${row(oracleRows(), 'retrieval:5').sameBudgetWindow}`),
  ),
  'chapter4.public.reflective.sameBudget': on(ORACLE, () =>
    percent(row(oracleRows(), 'reflective:5').sameBudgetWindowRecall),
  ),
  'chapter4.public.reflective.sameBudgetWindow': on(ORACLE, () =>
    code(`window:${row(oracleRows(), 'reflective:5').sameBudgetWindow}`),
  ),
  'chapter4.public.paging.sameBudget': on(ORACLE, () =>
    percent(row(oracleRows(), 'paging:10').sameBudgetWindowRecall),
  ),
  'chapter4.public.cheapestOneLowerUncached': on(ORACLE, () => {
    const questions = oracle().cases.reduce((n, c) => n + c.questions.length, 0);
    return code(cheapestReaching(oracleRows(), 0.9 - 1 / questions, { cost: 'costUsd' })?.strategy ?? '');
  }),
  'chapter4.public.casesWithin15': on(ORACLE, () => within(15)),
  'chapter4.public.casesWithin20': on(ORACLE, () => within(20)),

  'chapter4.publicS.questions': on(S, () => count(withS().cases.reduce((n, c) => n + c.questions.length, 0))),
  'chapter4.publicS.turns': on(S, () => count(withS().cases.reduce((n, c) => n + c.conversation.length, 0))),
  'chapter4.publicS.sessionsPerCase': on(S, () =>
    decimal(
      withS().cases.reduce((n, c) => n + new Set(c.conversation.map((t) => t.session)).size, 0) /
        withS().cases.length,
      0,
    ),
  ),
  'chapter4.publicS.historyTokens': on(S, () =>
    count(Math.round(row(sRows(), 'unbounded').questionTokens.window)),
  ),
  'chapter4.publicS.oracle.window': on(S, () => percent(row(oracle25Rows(), 'window:10').evidenceRecall)),
  'chapter4.publicS.oracle.retrieval': on(S, () =>
    percent(row(oracle25Rows(), 'retrieval:5').evidenceRecall),
  ),
  'chapter4.publicS.oracle.reflective': on(S, () =>
    percent(row(oracle25Rows(), 'reflective:5').evidenceRecall),
  ),
  'chapter4.publicS.oracle.retrievalSameBudget': on(S, () =>
    percent(row(oracle25Rows(), 'retrieval:5').sameBudgetWindowRecall),
  ),
  'chapter4.publicS.window.recall': on(S, () => percent(row(sRows(), 'window:10').evidenceRecall)),
  'chapter4.publicS.retrieval.recall': on(S, () => percent(row(sRows(), 'retrieval:5').evidenceRecall)),
  'chapter4.publicS.reflective.recall': on(S, () => percent(row(sRows(), 'reflective:5').evidenceRecall)),
  'chapter4.publicS.retrieval.sameBudget': on(S, () =>
    percent(row(sRows(), 'retrieval:5').sameBudgetWindowRecall),
  ),
  'chapter4.publicS.reflective.sameBudget': on(S, () =>
    percent(row(sRows(), 'reflective:5').sameBudgetWindowRecall),
  ),

  'chapter4.conflicts.facts': on(CONFLICTS, () => count(conflicts().cases[0]!.conversation.length)),
  'chapter4.conflicts.questions': on(CONFLICTS, () => count(conflicts().cases[0]!.questions.length)),
  'chapter4.conflicts.updated': on(CONFLICTS, () =>
    count(conflicts().cases[0]!.questions.filter((q) => (q.staleAnswers?.length ?? 0) > 0).length),
  ),
  'chapter4.conflicts.window.recall': on(CONFLICTS, () => percent(row(cRows(), 'window:10').evidenceRecall)),
  'chapter4.conflicts.window.neither': on(CONFLICTS, () => count(row(cRows(), 'window:10').drift.neither)),
  'chapter4.conflicts.retrieval.recall': on(CONFLICTS, () =>
    percent(row(cRows(), 'retrieval:5').evidenceRecall),
  ),
  'chapter4.conflicts.retrieval.sameBudget': on(CONFLICTS, () =>
    percent(row(cRows(), 'retrieval:5').sameBudgetWindowRecall),
  ),
  'chapter4.conflicts.retrieval.both': on(CONFLICTS, () => count(row(cRows(), 'retrieval:5').drift.both)),
  'chapter4.conflicts.retrieval.staleShare': on(CONFLICTS, () =>
    percent(row(cRows(), 'retrieval:5').staleShare ?? 0),
  ),
  'chapter4.conflicts.reflective.recall': on(CONFLICTS, () =>
    percent(row(cRows(), 'reflective:5').evidenceRecall),
  ),
  'chapter4.conflicts.reflective.staleShare': on(CONFLICTS, () =>
    percent(row(cRows(), 'reflective:5').staleShare ?? 0),
  ),
};
