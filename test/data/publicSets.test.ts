// @vitest-environment node
/**
 * `npm run data:fetch`'s builders (scripts/lib/publicSets.ts) and the command itself, on small files made here in
 * the shape of the upstream files (LongMemEval's record lists, MemoryAgentBench's context text and question list):
 * the cut follows the SOURCE files' rules, a file whose sha256 is wrong is refused, and a built set that is not the
 * reference copy is not written. Where the workplace's shared copies are installed, upstream-shaped files rebuilt
 * from them give back each copy byte for byte (its published sha256).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  buildFactConsolidation,
  buildLongMemEvalMini,
  buildLongMemEvalSMini,
  SETS,
  setBytes,
  sha256,
  UPSTREAM,
  type FactQuestion,
  type LongMemEvalRecord,
} from '../../scripts/lib/publicSets';
import { sharedDataFile, sharedDataMissing } from '../../tools/data/sharedData';

const root = resolve(import.meta.dirname, '../..');
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** '2023-05-21T11:54:00' → '2023/05/21 (Sun) 11:54', LongMemEval's date format. */
const lmeDate = (iso: string) =>
  `${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)} (${DAYS[new Date(`${iso.slice(0, 10)}T00:00:00Z`).getUTCDay()]}) ${iso.slice(11, 16)}`;

function record(
  id: string,
  type: string,
  sessions: Array<{ id: string; at: string; turns: Array<[string, string, boolean?]> }>,
  answerSessions: string[],
): LongMemEvalRecord {
  return {
    question_id: id,
    question_type: type,
    question: `question ${id}?`,
    answer: id.length,
    question_date: '2023/06/01 (Thu) 10:00',
    haystack_session_ids: sessions.map((s) => s.id),
    haystack_dates: sessions.map((s) => lmeDate(s.at)),
    haystack_sessions: sessions.map((s) =>
      s.turns.map(([role, content, has]) => ({ role, content, has_answer: has ?? false })),
    ),
    answer_session_ids: answerSessions,
  };
}

describe('longmemeval-mini: the oracle cut', () => {
  const types = ['single-session-user', 'multi-session', 'temporal-reasoning'];
  // Eight ordinary and three abstention questions of each of three types, listed out of order.
  const oracle = types.flatMap((type, k) =>
    [...Array(8).keys(), 'a0', 'a1', 'a2'].map((n) => {
      const id = typeof n === 'number' ? `${k}${7 - n}q` : `${k}${n}q_abs`;
      return record(
        id,
        type,
        [
          { id: `answer_${id}_2`, at: '2023-05-20T09:00:00', turns: [['user', `late ${id}`, true]] },
          {
            id: `answer_${id}_1`,
            at: '2023-05-02T08:30:00',
            turns: [
              ['user', `early ${id}`],
              ['assistant', 'ok'],
            ],
          },
        ],
        [`answer_${id}_2`, `answer_${id}_1`],
      );
    }),
  );
  const set = buildLongMemEvalMini(oracle);

  it('takes the first six ordinary questions of each type, then the first two abstention ones, by id', () => {
    expect(set.cases.map((c) => c.id)).toEqual([
      ...['00q', '01q', '02q', '03q', '04q', '05q'],
      ...['10q', '11q', '12q', '13q', '14q', '15q'],
      ...['20q', '21q', '22q', '23q', '24q', '25q'],
      ...['0a0q_abs', '0a1q_abs', '1a0q_abs', '1a1q_abs', '2a0q_abs', '2a1q_abs'],
    ]);
  });

  it('puts sessions in time order, numbers the turns, marks the evidence and asks after the last turn', () => {
    const c = set.cases[0]!;
    expect(c.conversation).toEqual([
      { id: '0:0', role: 'user', content: 'early 00q', at: '2023-05-02T08:30:00', session: 'answer_00q_1' },
      { id: '0:1', role: 'assistant', content: 'ok', at: '2023-05-02T08:30:00', session: 'answer_00q_1' },
      { id: '1:0', role: 'user', content: 'late 00q', at: '2023-05-20T09:00:00', session: 'answer_00q_2' },
    ]);
    expect(c.questions).toEqual([
      {
        id: '00q',
        after: '1:0',
        at: '2023-06-01T10:00:00',
        question: 'question 00q?',
        answer: '3',
        evidence: ['1:0'],
      },
    ]);
  });

  it('lists every turn of the answer sessions, with a note, where no turn is marked', () => {
    const bare = record(
      'x_abs',
      'single-session-user',
      [
        {
          id: 'answer_x',
          at: '2023-05-02T08:30:00',
          turns: [
            ['user', 'a'],
            ['assistant', 'b'],
          ],
        },
      ],
      ['answer_x'],
    );
    const q = buildLongMemEvalMini([bare]).cases[0]!.questions[0]!;
    expect(q.evidence).toEqual(['0:0', '0:1']);
    expect(q.evidenceNote).toMatch(/marks no turn with has_answer.*\(answer_x\)\.$/);
  });

  it('refuses an S record whose evidence session differs from the oracle record', () => {
    const o = oracle[0]!;
    const s = structuredClone(o);
    s.haystack_session_ids.push('distractor');
    s.haystack_dates.push('2023/05/10 (Wed) 12:00');
    s.haystack_sessions.push([{ role: 'user', content: 'noise', has_answer: false }]);
    expect(buildLongMemEvalSMini([s], [o], [o.question_id]).cases[0]!.conversation).toHaveLength(4);
    s.haystack_sessions[0]![0]!.content = 'changed';
    expect(() => buildLongMemEvalSMini([s], [o], [o.question_id])).toThrow(/differs from the oracle/);
  });
});

// A context of four facts in MemoryAgentBench's shape: fact 3 overrides fact 0.
const context = [
  'Here is a list of facts:',
  '0. The capital of Atlantis is Poseidonia.',
  '1. The author of Dune is Frank Herbert.',
  '2. The sport of goaltender is hockey.',
  '3. The capital of Atlantis is Harare.',
  '',
].join('\n');
const rows: FactQuestion[] = [
  { query_id: 0, question: 'What is the capital of Atlantis?', gt_answer: 'Harare', gt_seq: 3, old_seq: 0 },
  { query_id: 1, question: 'Who wrote Dune?', gt_answer: 'Frank Herbert', gt_seq: 1 },
];

describe('factconsolidation-sh-6k: the conflict cut', () => {
  it('makes one turn per fact and names the overridden fact and its stale answer', () => {
    const set = buildFactConsolidation(context, rows, 4);
    const c = set.cases[0]!;
    expect(c.conversation[3]).toEqual({
      id: '3:0',
      role: 'user',
      content: '3. The capital of Atlantis is Harare.',
      at: '2024-01-01T00:03:00',
      session: 'fc-sh-6k-fact-3',
    });
    expect(c.questions).toEqual([
      {
        id: 'factconsolidation_sh_6k_no0',
        after: '3:0',
        at: '2024-01-01T00:04:00',
        question: 'What is the capital of Atlantis?',
        answer: 'Harare',
        evidence: ['3:0'],
        superseded: ['0:0'],
        staleAnswers: ['Poseidonia'],
      },
      {
        id: 'factconsolidation_sh_6k_no1',
        after: '3:0',
        at: '2024-01-01T00:04:00',
        question: 'Who wrote Dune?',
        answer: 'Frank Herbert',
        evidence: ['1:0'],
      },
    ]);
  });

  it('refuses questions that do not match the facts', () => {
    expect(() => buildFactConsolidation(context, [{ ...rows[0]!, gt_seq: 0, old_seq: null }], 4)).toThrow(
      /does not end with its answer|newer fact/,
    );
    expect(() => buildFactConsolidation(context, [{ ...rows[0]!, old_seq: null }], 4)).toThrow(/older facts/);
    expect(() => buildFactConsolidation(context, rows)).toThrow(/455 expected/);
  });
});

describe('npm run data:fetch', { timeout: 120_000 }, () => {
  const run = (args: string[]) =>
    spawnSync(
      process.execPath,
      [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/data-fetch.ts'), ...args],
      {
        encoding: 'utf8',
        cwd: root,
        timeout: 120_000,
      },
    );

  it('says which files to download, with their addresses, licences and sha256, when they are absent', () => {
    const dir = mkdtempSync(join(tmpdir(), 'aml-data-fetch-'));
    try {
      const r = run(['--sets', 'conflicts', '--from', dir, '--out', dir, '--offline']);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(UPSTREAM.factContext.url);
      expect(r.stderr).toContain(`sha256 ${UPSTREAM.factContext.sha256}`);
      expect(r.stderr).toContain('licence: MIT');
      expect(r.stderr).toContain(UPSTREAM.factQuestions.name);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a downloaded file whose sha256 is not the published one, and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'aml-data-fetch-'));
    try {
      writeFileSync(join(dir, UPSTREAM.factContext.name), context);
      writeFileSync(join(dir, UPSTREAM.factQuestions.name), JSON.stringify(rows));
      const r = run(['--sets', 'conflicts', '--from', dir, '--out', join(dir, 'out'), '--offline']);
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/^refused: .*factconsolidation_6k_context\.txt is not the published file/m);
      expect(existsSync(join(dir, 'out', 'memory-bench', SETS.conflicts.file))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to write a set that is not the reference copy (inputs with no known sha256)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'aml-data-fetch-'));
    try {
      const oracle = [
        record(
          'q1',
          'single-session-user',
          [{ id: 'answer_1', at: '2023-05-02T08:30:00', turns: [['user', 'hi', true]] }],
          ['answer_1'],
        ),
      ];
      writeFileSync(join(dir, UPSTREAM.oracle.name), JSON.stringify(oracle));
      const r = run(['--sets', 'mini', '--from', dir, '--out', join(dir, 'out'), '--offline']);
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(
        /refused: longmemeval-mini\.json built from longmemeval_oracle\.json is not the set/,
      );
      expect(existsSync(join(dir, 'out', 'memory-bench', SETS.mini.file))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// ------------------------------------------------------------------ the real sets, where the shared copies are here
// (parsing and rebuilding 14 MB takes seconds, more on a loaded machine)
const sharedMini = sharedDataFile('memory-bench', SETS.mini.file);
const sharedS = sharedDataFile('memory-bench', SETS.sMini.file);
const sharedFc = sharedDataFile('memory-bench', SETS.conflicts.file);

type SetCase = {
  id: string;
  type: string;
  conversation: Array<Record<string, string>>;
  questions: Array<Record<string, unknown>>;
};

/** The cases of a shared set file. */
const casesOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { cases: SetCase[] }).cases;

/** A LongMemEval record in the upstream shape, rebuilt from one case of a shared set. */
function upstreamRecord(c: SetCase): LongMemEvalRecord {
  const q = c.questions[0]!;
  const evidence = new Set(q.evidence as string[]);
  const marked = q.evidenceNote === undefined;
  const sessions: Array<{ id: string; at: string; turns: Array<[string, string, boolean?]> }> = [];
  for (const t of c.conversation) {
    const last = sessions.at(-1);
    const turn: [string, string, boolean] = [t.role!, t.content!, marked && evidence.has(t.id!)];
    if (last && last.id === t.session && t.id!.split(':')[0] === String(sessions.length - 1))
      last.turns.push(turn);
    else sessions.push({ id: t.session!, at: t.at!, turns: [turn] });
  }
  const answerSessions = marked
    ? [...new Set(c.conversation.filter((t) => evidence.has(t.id!)).map((t) => t.session!))]
    : /\(([^)]*)\)\.$/.exec(String(q.evidenceNote))![1]!.split(', ');
  const r = record(c.id, c.type, sessions, answerSessions);
  return {
    ...r,
    question: String(q.question),
    answer: String(q.answer),
    question_date: lmeDate(String(q.at)),
  };
}

describe.skipIf(!sharedMini)(
  'the real longmemeval-mini.json, rebuilt from upstream-shaped records',
  { timeout: 120_000 },
  () => {
    it('is the shared copy, byte for byte', () => {
      const bytes = setBytes(buildLongMemEvalMini(casesOf(sharedMini!).map(upstreamRecord)));
      expect(sha256(bytes)).toBe(SETS.mini.sha256);
    });
  },
);
describe.skipIf(!sharedMini || !sharedS)(
  'the real longmemeval-s-mini.json, rebuilt likewise',
  { timeout: 120_000 },
  () => {
    it('is the shared copy, byte for byte', () => {
      const bytes = setBytes(
        buildLongMemEvalSMini(
          casesOf(sharedS!).map(upstreamRecord),
          casesOf(sharedMini!).map(upstreamRecord),
        ),
      );
      expect(sha256(bytes)).toBe(SETS.sMini.sha256);
    });
  },
);
describe.skipIf(!sharedFc)(
  'the real factconsolidation-sh-6k.json, rebuilt from its context and questions',
  { timeout: 120_000 },
  () => {
    it('is the shared copy, byte for byte, and the context has the published sha256', () => {
      const c = casesOf(sharedFc!)[0]!;
      const text = `Here is a list of facts:\n${c.conversation.map((t) => t.content).join('\n')}\n`;
      expect(sha256(text)).toBe(UPSTREAM.factContext.sha256);
      const questions: FactQuestion[] = c.questions.map((q) => ({
        query_id: String(q.id).replace('factconsolidation_sh_6k_no', ''),
        question: String(q.question),
        gt_answer: String(q.answer),
        gt_seq: Number(String((q.evidence as string[])[0]).split(':')[0]),
        old_seq: q.superseded ? Number(String((q.superseded as string[])[0]).split(':')[0]) : '-',
      }));
      expect(sha256(setBytes(buildFactConsolidation(text, questions)))).toBe(SETS.conflicts.sha256);
    });
  },
);

if (!sharedMini) it.skip(sharedDataMissing('memory-bench', SETS.mini.file), () => {});
