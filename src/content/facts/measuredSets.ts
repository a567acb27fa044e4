/**
 * Chapter 4's measured facts on the three public sets beside each other (issue 35): the oracle subset's same-budget
 * control, LongMemEval_S (the same questions with their whole history, distractors included) and MemoryAgentBench's
 * conflicts. Each is recomputed from the shared files by test/content/measuredSets.ts (through measured.test.ts),
 * skipped with the shared-data line where they are absent. Only recalls, counts, windows and shares: no price, so
 * a change of billing leaves them standing.
 */
import { code, count, decimal, percent, type Fact } from './format';
import type { MeasuredFact } from './measured';

const DAY = '2026-12-06';
const STRATEGIES = 'unbounded,window:10,summary:10:400,paging:10,retrieval:5,reflective:5';
const on =
  (set: string) =>
  (value: Fact, what: string): MeasuredFact => ({
    value,
    what,
    command: `npm run -s bench:memory -- ${set} --strategies ${STRATEGIES} --json`,
    measured: DAY,
    check: 'recomputed',
  });
const oracle = on('public');
const withS = on('public-s');
const conflicts = on('conflicts');

export const MEASURED_SETS: Readonly<Record<string, MeasuredFact>> = {
  // The oracle subset: what retrieval and reflection add beyond sending more.
  'chapter4.public.retrieval.sameBudget': oracle(
    percent(0.681760789715335),
    'evidence recall of the largest plain window sending no more tokens per turn than retrieval:5',
  ),
  'chapter4.public.retrieval.sameBudgetWindow': oracle(code('window:14'), 'that window'),
  'chapter4.public.reflective.sameBudget': oracle(
    percent(0.7762568870523416),
    'evidence recall of the same-budget window of reflective:5',
  ),
  'chapter4.public.reflective.sameBudgetWindow': oracle(code('window:19'), 'that window'),
  'chapter4.public.paging.sameBudget': oracle(
    percent(0.24727387511478421),
    'evidence recall of the same-budget window of paging:10',
  ),
  'chapter4.public.cheapestOneLowerUncached': oracle(
    code('retrieval:5'),
    'cheapest strategy without caching at a recall line one question under 90%',
  ),
  'chapter4.public.casesWithin15': oracle(
    count(15),
    'conversations of at most 15 turns (retrieval:5 sends every turn of them)',
  ),
  'chapter4.public.casesWithin20': oracle(
    count(20),
    'conversations of at most 20 turns (reflective:5 sends every turn of them)',
  ),

  // LongMemEval_S: 25 of the same questions with their whole history.
  'chapter4.publicS.questions': withS(count(25), 'questions (one case each) in longmemeval-s-mini.json'),
  'chapter4.publicS.turns': withS(count(12244), 'turns in all its histories'),
  'chapter4.publicS.sessionsPerCase': withS(decimal(47.88, 0), 'mean sessions per history'),
  'chapter4.publicS.historyTokens': withS(
    count(102846),
    'mean tokens of the whole history at question time (o200k_base, what unbounded sends)',
  ),
  'chapter4.publicS.oracle.window': oracle(
    percent(0.39666666666666667),
    'evidence recall of window:10 on the same 25 questions without distractors',
  ),
  'chapter4.publicS.oracle.retrieval': oracle(
    percent(0.8983333333333334),
    'evidence recall of retrieval:5 on the same 25 questions without distractors',
  ),
  'chapter4.publicS.oracle.reflective': oracle(
    percent(0.92),
    'evidence recall of reflective:5 on the same 25 questions without distractors',
  ),
  'chapter4.publicS.oracle.retrievalSameBudget': oracle(
    percent(0.6300000000000001),
    'same-budget window recall of retrieval:5 on the same 25 questions without distractors',
  ),
  'chapter4.publicS.window.recall': withS(percent(0), 'evidence recall of window:10 with distractors'),
  'chapter4.publicS.retrieval.recall': withS(
    percent(0.4516666666666667),
    'evidence recall of retrieval:5 with distractors',
  ),
  'chapter4.publicS.reflective.recall': withS(
    percent(0.2633333333333333),
    'evidence recall of reflective:5 with distractors',
  ),
  'chapter4.publicS.retrieval.sameBudget': withS(
    percent(0),
    'same-budget window recall of retrieval:5 with distractors',
  ),
  'chapter4.publicS.reflective.sameBudget': withS(
    percent(0),
    'same-budget window recall of reflective:5 with distractors',
  ),

  // MemoryAgentBench's conflicts: the newest fact wins.
  'chapter4.conflicts.facts': conflicts(
    count(455),
    'numbered facts (user turns) in factconsolidation-sh-6k.json',
  ),
  'chapter4.conflicts.questions': conflicts(count(100), 'questions in the conflicts set'),
  'chapter4.conflicts.updated': conflicts(count(74), 'questions whose answer overrides an older fact'),
  'chapter4.conflicts.window.recall': conflicts(percent(0.05), 'evidence recall of window:10'),
  'chapter4.conflicts.window.neither': conflicts(
    count(64),
    'updated questions whose window:10 request holds neither value',
  ),
  'chapter4.conflicts.retrieval.recall': conflicts(percent(0.89), 'evidence recall of retrieval:5'),
  'chapter4.conflicts.retrieval.sameBudget': conflicts(
    percent(0.07),
    'same-budget window recall of retrieval:5',
  ),
  'chapter4.conflicts.retrieval.both': conflicts(
    count(66),
    'updated questions whose retrieval:5 request holds the answer and the stale value',
  ),
  'chapter4.conflicts.retrieval.staleShare': conflicts(
    percent(1),
    'of the retrieval:5 requests holding a value, the share holding the stale one',
  ),
  'chapter4.conflicts.reflective.recall': conflicts(percent(0.89), 'evidence recall of reflective:5'),
  'chapter4.conflicts.reflective.staleShare': conflicts(
    percent(1),
    'of the reflective:5 requests holding a value, the share holding the stale one',
  ),
};
