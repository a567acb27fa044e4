// The two public sets beside the oracle subset: read through shared data (skipped where absent, with the one line
// sharedDataMissing gives), converted to the bench's format, and run by the command.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { parseBenchData } from '../../../src/engine/memoryBench';
import { sharedDataMissing } from '../../../tools/data/sharedData';
import { BENCH_SET_PATHS, BENCH_SETS, loadBenchFile } from '../../helpers/benchSets';
import { one, turns } from './helpers';

const root = resolve(import.meta.dirname, '../../..');
const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/bench-memory.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 120_000,
  });

describe('superseded and staleAnswers in the format', () => {
  const q = { id: 'q', after: 't5', question: '?', answer: 'new', evidence: ['t4'] };
  it('reads staleAnswers as previous, so drift counts the stale value', () => {
    const r = parseBenchData(one(turns(6), [{ ...q, superseded: ['t2'], staleAnswers: ['old'] }]));
    expect(r.ok && r.value.cases[0]!.questions[0]).toMatchObject({
      superseded: ['t2'],
      staleAnswers: ['old'],
      previous: ['old'],
    });
  });
  it('refuses a superseded turn that is unknown or after the question', () => {
    const unknown = parseBenchData(one(turns(6), [{ ...q, superseded: ['t9'] }]));
    expect(!unknown.ok && unknown.problem.detail).toMatch(/unknown turn id "t9"/);
    const late = parseBenchData(one(turns(8), [{ ...q, superseded: ['t7'] }]));
    expect(!late.ok && late.problem.detail).toMatch(/comes after the question/);
  });
  it('keeps the session id and date of a turn', () => {
    const conv = turns(2).map((t) => ({ ...t, at: '2023/05/20 (Sat) 02:21', session: 's1' }));
    const r = parseBenchData(one(conv, [{ ...q, after: 't1', evidence: ['t0'] }]));
    expect(r.ok && r.value.cases[0]!.conversation[1]).toMatchObject({ at: conv[1]!.at, session: 's1' });
  });
});

describe('the public sets, named on the command line', () => {
  it('says clearly when a set is not installed', () => {
    for (const [name, what] of [
      ['public-s', 'The public set with distractors'],
      ['conflicts', 'The conflicts set'],
    ]) {
      const r = run([name!, '--json'], { AML_SHARED_DATA: join(tmpdir(), 'absent-shared-data') });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`${what}`);
      expect(r.stderr).toContain('is not installed here');
    }
  }, 120_000);

  const { oracle, s } = BENCH_SET_PATHS;
  it.skipIf(!s || !oracle)(
    s && oracle
      ? 'public-s: 25 of the oracle’s questions, with distractor sessions and dated turns'
      : sharedDataMissing(...BENCH_SETS.s),
    () => {
      const withS = loadBenchFile(s as string);
      const without = loadBenchFile(oracle as string);
      expect(withS.cases).toHaveLength(25);
      const oracleQ = new Map(
        without.cases.flatMap((c) => c.questions.map((q) => [q.id, { q, c }] as const)),
      );
      for (const c of withS.cases) {
        const q = c.questions[0]!;
        const match = oracleQ.get(q.id);
        expect(match?.q.answer, q.id).toBe(q.answer);
        expect(c.conversation.length, q.id).toBeGreaterThan(match!.c.conversation.length);
        expect(c.conversation.every((t) => t.at !== undefined && t.session !== undefined)).toBe(true);
      }
      const r = run(['public-s', '--strategies', 'window:10,retrieval:5', '--json']);
      expect(r.status, r.stderr).toBe(0);
      const rows = JSON.parse(r.stdout) as {
        strategy: string;
        questions: number;
        sameBudgetWindow: number;
      }[];
      expect(rows.map((x) => [x.strategy, x.questions])).toEqual([
        ['window:10', 25],
        ['retrieval:5', 25],
      ]);
      expect(rows[0]!.sameBudgetWindow).toBe(10);
    },
    120_000,
  );

  const fc = BENCH_SET_PATHS.conflicts;
  it.skipIf(!fc)(
    fc
      ? 'conflicts: 455 facts, 100 questions, 74 with a stale value, and the drift figures'
      : sharedDataMissing(...BENCH_SETS.conflicts),
    () => {
      const data = loadBenchFile(fc as string);
      expect(data.cases[0]!.conversation).toHaveLength(455);
      const qs = data.cases[0]!.questions;
      expect(qs).toHaveLength(100);
      expect(qs.filter((q) => q.staleAnswers && q.superseded).length).toBe(74);
      const r = run(['conflicts', '--strategies', 'window:10,retrieval:5,unbounded', '--json']);
      expect(r.status, r.stderr).toBe(0);
      const rows = JSON.parse(r.stdout) as {
        drift: { questions: number; both: number };
        staleShare: number;
      }[];
      expect(rows.map((x) => x.drift.questions)).toEqual([74, 74, 74]);
      // Everything sent: every stale value sits beside its answer.
      expect(rows[2]).toMatchObject({ drift: { both: 74 }, staleShare: 1 });
    },
    120_000,
  );
});
