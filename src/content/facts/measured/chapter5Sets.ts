/**
 * Chapter 5's memories on two public sets (issue 37: "the bench rows on both data sets"): MemoryAgentBench's conflicts,
 * where the newest fact wins, and LongMemEval's oracle subset, people's own conversations. Recomputed from the shared
 * files by test/content/measuredSetsChapter5.ts (through measured.test.ts), skipped where they are absent. Only shares
 * and counts: no price, so a change of billing leaves them standing.
 */
import type { MeasuredFact } from './fact';
import { count, percent, type Fact } from '../format';

const DAY = '2026-12-06';
export const CHAPTER5_STRATEGIES =
  'window:10,blocks:2000,writepath:overwrite,writepath:append,writepath:bitemporal';
const on =
  (set: string) =>
  (value: Fact, what: string): MeasuredFact => ({
    value,
    what,
    command: `npm run -s bench:memory -- ${set} --strategies ${CHAPTER5_STRATEGIES} --json`,
    measured: DAY,
    check: 'recomputed',
  });
const conflicts = on('conflicts');
const oracle = on('public');

export const CHAPTER5_SETS: Readonly<Record<string, MeasuredFact>> = {
  // MemoryAgentBench's conflicts: sentences shaped like facts, each overriding an older one.
  'chapter5.conflicts.window.answer': conflicts(percent(0.08), 'answer in context of window:10'),
  'chapter5.conflicts.blocks.answer': conflicts(percent(0.74), 'answer in context of blocks:2000'),
  'chapter5.conflicts.overwrite.answer': conflicts(percent(0.81), 'answer in context of writepath:overwrite'),
  'chapter5.conflicts.append.answer': conflicts(percent(0.59), 'answer in context of writepath:append'),
  'chapter5.conflicts.bitemporal.answer': conflicts(
    percent(0.81),
    'answer in context of writepath:bitemporal',
  ),
  'chapter5.conflicts.overwrite.driftNew': conflicts(
    count(48),
    'updated questions whose writepath:overwrite request holds the newest value alone',
  ),
  'chapter5.conflicts.append.driftNew': conflicts(
    count(21),
    'updated questions whose writepath:append request holds the newest value alone',
  ),
  'chapter5.conflicts.append.driftBoth': conflicts(
    count(29),
    'updated questions whose writepath:append request holds both values',
  ),

  // LongMemEval's oracle subset: what a scripted extraction finds in people's own conversations.
  'chapter5.public.userTurns': oracle(
    count(427),
    'user turns in the public subset (one extraction request each)',
  ),
  'chapter5.public.overwrite.facts': oracle(
    count(33),
    'facts the scripted extraction found in them (one decision request each: writeCalls minus user turns)',
  ),
  'chapter5.public.window.answer': oracle(percent(16 / 44), 'answer in context of window:10'),
  'chapter5.public.overwrite.answer': oracle(percent(16 / 44), 'answer in context of writepath:overwrite'),
  'chapter5.public.blocks.answer': oracle(percent(16 / 44), 'answer in context of blocks:2000'),
};
