// Recomputations of src/content/facts/measured/chapter5Sets.ts (chapter 5's memories on two public sets), from the
// shared files, with the strategies the lesson quotes. Used by measured.test.ts; each is skipped where its file is absent.
import { count, percent } from '../../src/content/facts/format';
import type { BenchSummaryRow } from '../../src/engine/index';
import { CHAPTER5_STRATEGIES } from '../../src/content/facts/measured/chapter5Sets';
import { CONFLICTS, load, on, once, ORACLE, row, runWith, type Recomputation } from './measuredSets';

const run = runWith(CHAPTER5_STRATEGIES);
const oracle = once(() => load(ORACLE));
const oracleRows = once(() => run(oracle()));
const conflictRows = once(() => run(load(CONFLICTS)));
const userTurns = () =>
  oracle().cases.reduce((n, c) => n + c.conversation.filter((t) => t.role === 'user').length, 0);

const answer = (set: readonly string[], rows: () => BenchSummaryRow[], name: string) =>
  on(set, () => percent(row(rows(), name).answerInContext));

export const CHAPTER5_SETS_RECOMPUTE: Record<string, Recomputation> = {
  'chapter5.conflicts.window.answer': answer(CONFLICTS, conflictRows, 'window:10'),
  'chapter5.conflicts.blocks.answer': answer(CONFLICTS, conflictRows, 'blocks:2000'),
  'chapter5.conflicts.overwrite.answer': answer(CONFLICTS, conflictRows, 'writepath:overwrite'),
  'chapter5.conflicts.append.answer': answer(CONFLICTS, conflictRows, 'writepath:append'),
  'chapter5.conflicts.bitemporal.answer': answer(CONFLICTS, conflictRows, 'writepath:bitemporal'),
  'chapter5.conflicts.overwrite.driftNew': on(CONFLICTS, () =>
    count(row(conflictRows(), 'writepath:overwrite').drift.new),
  ),
  'chapter5.conflicts.append.driftNew': on(CONFLICTS, () =>
    count(row(conflictRows(), 'writepath:append').drift.new),
  ),
  'chapter5.conflicts.append.driftBoth': on(CONFLICTS, () =>
    count(row(conflictRows(), 'writepath:append').drift.both),
  ),
  'chapter5.public.userTurns': on(ORACLE, () => count(userTurns())),
  'chapter5.public.overwrite.facts': on(ORACLE, () =>
    count(row(oracleRows(), 'writepath:overwrite').writeCalls - userTurns()),
  ),
  'chapter5.public.window.answer': answer(ORACLE, oracleRows, 'window:10'),
  'chapter5.public.overwrite.answer': answer(ORACLE, oracleRows, 'writepath:overwrite'),
  'chapter5.public.blocks.answer': answer(ORACLE, oracleRows, 'blocks:2000'),
};
