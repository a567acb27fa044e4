/**
 * The memory bench's three public sets, built from the files their authors publish (`npm run data:fetch`,
 * scripts/data-fetch.ts): the same cuts as the workplace's shared copies (their SOURCE*.md hold the Python scripts
 * these functions follow step for step), written byte for byte as those scripts write them
 * (`json.dumps(indent=1, ensure_ascii=False)` is `JSON.stringify(value, null, 1)` for this data).
 *
 * UPSTREAM names each file a user downloads: its address, licence and, where it is known here, its sha256 (checked
 * before use). SETS names each set built and the sha256 of the shared copy: the built file must equal it, which checks
 * the inputs whose own sha256 could not be computed here (no network on the machine this was written on).
 */
import { createHash } from 'node:crypto';

export interface UpstreamFile {
  /** The file's name as its source publishes it, and as the command looks for it. */
  name: string;
  url: string;
  licence: string;
  /** sha256 of the file as published, or null where it could not be computed (see the README's "Data"). */
  sha256: string | null;
  bytes?: number;
}

const LONGMEMEVAL_LICENCE = 'MIT, Copyright (c) 2024 Di Wu (LongMemEval)';
const MEMORYAGENTBENCH_LICENCE =
  'MIT, Copyright (c) 2026 Yuanzhe Hu (MemoryAgentBench); built on MQuAKE, MIT, Copyright (c) 2023 Princeton NLP';

export const UPSTREAM = {
  oracle: {
    name: 'longmemeval_oracle.json',
    url: 'https://huggingface.co/datasets/xiaowu0162/longmemeval-cleaned/resolve/main/longmemeval_oracle.json',
    licence: LONGMEMEVAL_LICENCE,
    sha256: null,
  },
  s: {
    name: 'longmemeval_s_cleaned.json',
    url: 'https://huggingface.co/datasets/xiaowu0162/longmemeval-cleaned/resolve/main/longmemeval_s_cleaned.json',
    licence: LONGMEMEVAL_LICENCE,
    sha256: null,
  },
  factContext: {
    name: 'factconsolidation_6k_context.txt',
    url: 'https://raw.githubusercontent.com/Hunk0724/MemoryAgentBench/fd42426a378cc8b3378c373041ed4bb64dff9bab/analysis/contexts/factconsolidation_6k_context.txt',
    licence: MEMORYAGENTBENCH_LICENCE,
    // SOURCE-factconsolidation-sh-6k.md, check 2: the transcribed context, whose length the code index confirms.
    sha256: 'e46cb14b53eedd71bf92762974a597d46b001157b6b769c03865dee9641818a1',
    bytes: 26_157,
  },
  factQuestions: {
    name: 'sh_6k_RUN_gt.json',
    url: 'https://raw.githubusercontent.com/Hunk0724/MemoryAgentBench/107651b560f7f30bdb3479593dfda107d8c34cff/analysis/results/sh_6k_RUN_gt.json',
    licence: MEMORYAGENTBENCH_LICENCE,
    sha256: null,
  },
} as const satisfies Record<string, UpstreamFile>;

export type UpstreamKey = keyof typeof UPSTREAM;

export interface PublicSet {
  file: string;
  inputs: readonly UpstreamKey[];
  /** sha256 of the workplace's shared copy (its SOURCE*.md): the built file must equal it. */
  sha256: string;
}

export const SETS = {
  mini: {
    file: 'longmemeval-mini.json',
    inputs: ['oracle'],
    sha256: '41f9ff2e65bcb3f3788a2e3a28794ce11b78e33cd4767a956f50c6113e6e9c33',
  },
  sMini: {
    file: 'longmemeval-s-mini.json',
    inputs: ['oracle', 's'],
    sha256: '9eb0171588a91e70fa7b7a2495351092edaf21b8bace9037afc42d2796373a80',
  },
  conflicts: {
    file: 'factconsolidation-sh-6k.json',
    inputs: ['factContext', 'factQuestions'],
    sha256: '0fcdd308cc1d9d34edf7a5bf4201fbd11d8e9c6c7b72960f56f99f7e8379d17e',
  },
} as const satisfies Record<string, PublicSet>;

export const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

/** The bytes the SOURCE scripts write: one-space indent, non-ASCII kept, a final newline. */
export const setBytes = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 1)}\n`, 'utf8');

class SetError extends Error {}
function check(ok: unknown, what: string): asserts ok {
  if (!ok) throw new SetError(what);
}

// ------------------------------------------------------------------------------------------------- LongMemEval
export interface LongMemEvalRecord {
  question_id: string;
  question_type: string;
  question: string;
  answer: string | number;
  question_date: string;
  haystack_session_ids: string[];
  haystack_dates: string[];
  haystack_sessions: Array<Array<{ role: string; content: string; has_answer?: boolean }>>;
  answer_session_ids: string[];
}

/** '2023/05/21 (Sun) 11:54' → '2023-05-21T11:54:00' */
export function isoOf(date: string): string {
  const m = /^(\d{4})\/(\d{2})\/(\d{2}) \(\w{3}\) (\d{2}):(\d{2})$/.exec(date);
  check(m, `unexpected date "${date}"`);
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00`;
}

const MEMORIA = '959167b875ddc992661da1cf1a3263821e6831ed';
const LME_TITLE =
  'Wu et al., "LongMemEval: Benchmarking Chat Assistants on Long-Term Interactive Memory", ICLR 2025, https://github.com/xiaowu0162/LongMemEval';
const LME_SOURCE_TAIL = `read from the per-question copy committed in https://github.com/hussainzs/Memoria at commit ${MEMORIA}, path evaluations/data/lme_jsons/<n>_<question_id>.json`;
const LME_LICENCE = 'MIT (Copyright (c) 2024 Di Wu, for the LongMemEval authors)';

/** One record as one case (both SOURCE files' steps 1 to 5). */
function lmeCase(r: LongMemEvalRecord) {
  const iso = r.haystack_dates.map(isoOf);
  const order = r.haystack_sessions
    .map((_, i) => i)
    .sort((a, b) => (iso[a]! < iso[b]! ? -1 : iso[a]! > iso[b]! ? 1 : 0));
  const conversation: Array<{ id: string; role: string; content: string; at: string; session: string }> = [];
  const evidence: string[] = [];
  const answerTurns: string[] = [];
  order.forEach((i, p) => {
    const session = r.haystack_session_ids[i]!;
    const at = iso[i]!;
    r.haystack_sessions[i]!.forEach((turn, t) => {
      const id = `${p}:${t}`;
      conversation.push({ id, role: turn.role, content: turn.content, at, session });
      if (turn.has_answer) {
        check(
          r.answer_session_ids.includes(session),
          `${r.question_id}: an evidence turn outside the answer sessions`,
        );
        evidence.push(id);
      }
      if (r.answer_session_ids.includes(session)) answerTurns.push(id);
    });
  });
  const question: Record<string, unknown> = {
    id: r.question_id,
    after: conversation.at(-1)?.id,
    at: isoOf(r.question_date),
    question: r.question,
    answer: String(r.answer),
    evidence,
  };
  if (!evidence.length) {
    question.evidence = answerTurns;
    question.evidenceNote = `The source marks no turn with has_answer for this question; evidence lists every turn of its answer sessions (${r.answer_session_ids.join(', ')}).`;
  }
  return { id: r.question_id, type: r.question_type, conversation, questions: [question] };
}

const TYPES = [
  'single-session-user',
  'single-session-assistant',
  'single-session-preference',
  'multi-session',
  'knowledge-update',
  'temporal-reasoning',
];

/** longmemeval-mini.json from the oracle file (SOURCE.md, "How it was cut"). */
export function buildLongMemEvalMini(oracle: readonly LongMemEvalRecord[]) {
  const sorted = [...oracle].sort((a, b) => (a.question_id < b.question_id ? -1 : 1));
  const abs = (r: LongMemEvalRecord) => r.question_id.endsWith('_abs');
  const picked = [
    ...TYPES.flatMap((t) => sorted.filter((r) => r.question_type === t && !abs(r)).slice(0, 6)),
    ...TYPES.flatMap((t) => sorted.filter((r) => r.question_type === t && abs(r)).slice(0, 2)),
  ];
  return {
    name: 'longmemeval-mini',
    source: `LongMemEval, oracle split (longmemeval_oracle.json; ${LME_TITLE}), ${LME_SOURCE_TAIL}`,
    licence: LME_LICENCE,
    cases: picked.map(lmeCase),
  };
}

/** The questions of longmemeval-s-mini.json, in its order (SOURCE-longmemeval-s-mini.md). */
// prettier-ignore
export const S_PICK = [
  '001be529', '0862e8bf', '0e5e2d1a', '1568498a', '06878be2', '06f04340',
  '00ca467f', '0100672e', '078150f1', '099778bb', '09ba9854',
  '01493427', '031748ae', '06db6396', '07741c44', '07741c45',
  '08f4fc43', '0bb5a684', '0bc8ad92', '0bc8ad93', '0db4c65d',
  '0862e8bf_abs', '09ba9854_abs', '031748ae_abs', '982b5123_abs',
];

/** longmemeval-s-mini.json from the S file, each record checked against the oracle record of its question. */
export function buildLongMemEvalSMini(
  s: readonly LongMemEvalRecord[],
  oracle: readonly LongMemEvalRecord[],
  pick = S_PICK,
) {
  const byId = (list: readonly LongMemEvalRecord[]) => new Map(list.map((r) => [r.question_id, r]));
  const S = byId(s);
  const O = byId(oracle);
  const cases = pick.map((qid) => {
    const r = S.get(qid);
    const o = O.get(qid);
    check(r && o, `${qid}: not in both files`);
    for (const k of ['question_type', 'question', 'answer'] as const)
      check(r[k] === o[k], `${qid}: ${k} differs`);
    check(
      [...r.answer_session_ids].sort().join() === [...o.answer_session_ids].sort().join(),
      `${qid}: answer sessions differ`,
    );
    for (const sid of r.answer_session_ids) {
      const a = r.haystack_sessions[r.haystack_session_ids.indexOf(sid)];
      const b = o.haystack_sessions[o.haystack_session_ids.indexOf(sid)];
      check(JSON.stringify(a) === JSON.stringify(b), `${qid}: session ${sid} differs from the oracle's`);
    }
    return lmeCase(r);
  });
  for (const c of cases) {
    const ids = c.conversation.map((t) => t.id);
    const ats = c.conversation.map((t) => t.at);
    check(
      ats.every((a, i) => i === 0 || ats[i - 1]! <= a),
      `${c.id}: times go backwards`,
    );
    const q = c.questions[0]!;
    check(
      (q.evidence as string[]).every((e) => ids.includes(e)),
      `${c.id}: unknown evidence`,
    );
    check(ats.at(-1)!.slice(0, 10) <= String(q.at).slice(0, 10), `${c.id}: a session after its question`);
  }
  return {
    name: 'longmemeval-s-mini',
    source: `LongMemEval_S, cleaned release (longmemeval_s_cleaned.json; ${LME_TITLE}), read from the per-question copy committed in https://github.com/hussainzs/Memoria at commit ${MEMORIA}, path evaluations/data/lme_jsons/<n>_<question_id>.json with 38 <= n <= 58 (n = number of history sessions)`,
    licence: LME_LICENCE,
    cases,
  };
}

// ---------------------------------------------------------------------------------------- FactConsolidation
export interface FactQuestion {
  query_id: string | number;
  question: string;
  gt_answer: string;
  gt_seq: string | number;
  old_seq?: string | number | null;
}

/** factconsolidation-sh-6k.json from the context text and the questions (SOURCE-factconsolidation-sh-6k.md). */
export function buildFactConsolidation(context: string, rows: readonly FactQuestion[], expectedFacts = 455) {
  const lines = context.split('\n');
  check(
    lines[0] === 'Here is a list of facts:' && lines.at(-1) === '',
    'the context does not have its shape',
  );
  const facts = lines.slice(1, -1).map((line, serial) => {
    const m = /^(\d+)\. (.+)$/s.exec(line);
    check(m && Number(m[1]) === serial, `fact line ${serial} is not numbered ${serial}`);
    return { line, fact: m[2]! };
  });
  check(facts.length === expectedFacts, `${facts.length} facts, ${expectedFacts} expected`);
  const T0 = Date.UTC(2024, 0, 1);
  const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString().slice(0, 19);
  const conversation = facts.map(({ line }, n) => ({
    id: `${n}:0`,
    role: 'user',
    content: line,
    at: at(n),
    session: `fc-sh-6k-fact-${n}`,
  }));
  const questions = rows.map((row) => {
    const gt = Number(row.gt_seq);
    const answer = row.gt_answer;
    const fact = facts[gt]?.fact ?? '';
    check(fact.endsWith(`${answer}.`), `question ${row.query_id}: fact ${gt} does not end with its answer`);
    const stem = fact.slice(0, fact.length - answer.length - 1);
    const same = facts.flatMap((f, n) => (f.fact.startsWith(stem) ? [n] : []));
    check(Math.max(...same) === gt, `question ${row.query_id}: a newer fact on the same subject`);
    const older = same.filter((n) => n !== gt);
    const old =
      row.old_seq === undefined || row.old_seq === null || row.old_seq === '-' ? [] : [Number(row.old_seq)];
    check(older.join() === old.join(), `question ${row.query_id}: the older facts are not the one named`);
    const q: Record<string, unknown> = {
      id: `factconsolidation_sh_6k_no${row.query_id}`,
      after: conversation.at(-1)!.id,
      at: at(facts.length),
      question: row.question,
      answer,
      evidence: [`${gt}:0`],
    };
    if (older.length) {
      q.superseded = older.map((n) => `${n}:0`);
      q.staleAnswers = older.map((n) => facts[n]!.fact.slice(stem.length, -1));
    }
    return q;
  });
  return {
    name: 'factconsolidation-sh-6k',
    source: FC_SOURCE,
    licence: FC_LICENCE,
    note: FC_NOTE,
    cases: [{ id: 'factconsolidation_sh_6k', type: 'conflict-resolution', conversation, questions }],
  };
}

const FC_SOURCE =
  'MemoryAgentBench (Hu, Wang, McAuley, "Evaluating Memory in LLM Agents via Incremental Multi-Turn ' +
  'Interactions", ICLR 2026, https://github.com/HUST-AI-HYZ/MemoryAgentBench; data released at ' +
  'https://huggingface.co/datasets/ai-hyz/MemoryAgentBench), Conflict_Resolution split, sub-dataset ' +
  'factconsolidation_sh_6k (built from MQuAKE, https://github.com/princeton-nlp/MQuAKE). Read from ' +
  'https://github.com/Hunk0724/MemoryAgentBench: analysis/contexts/factconsolidation_6k_context.txt ' +
  '(commit fd42426a378cc8b3378c373041ed4bb64dff9bab) and analysis/results/sh_6k_RUN_gt.json ' +
  '(commit 107651b560f7f30bdb3479593dfda107d8c34cff); see SOURCE-factconsolidation-sh-6k.md';
const FC_LICENCE =
  'MIT (MemoryAgentBench: Copyright (c) 2026 Yuanzhe Hu; dataset card licence: mit). Built on MQuAKE, ' +
  'MIT, Copyright (c) 2023 Princeton Natural Language Processing';
const FC_NOTE =
  'Counterfactual facts: many facts and answers contradict the real world on purpose (the capital of France ' +
  'is Harare). A later fact overrides an earlier one on the same subject and relation; the answer is the ' +
  'newest fact, taken only from the conversation. Times are synthetic (fact n at 2024-01-01 00:00 plus n ' +
  'minutes); the source has no times, only the serial numbers that begin each fact. MemoryAgentBench asks ' +
  'each question as: "Pretend you are a knowledge management system. Each fact in the knowledge pool is ' +
  'provided with a serial number at the beginning, and the newer fact has larger serial number. You need ' +
  'to solve the conflicts of facts in the knowledge pool by finding the newest fact with larger serial ' +
  'number. You need to answer a question based on this rule. You should give a very concise answer ' +
  'without saying other words for the question **only** from the knowledge pool you have memorized rather ' +
  'than the real facts in real world." and scores by exact or substring match.';

export { SetError };
