/**
 * The memory bench's data: conversations and the probe questions asked along them, in one documented JSON format
 * (README.md of this folder). A file holds one conversation (`conversation` + `questions`) or several independent
 * ones (`cases`), as public benchmarks ship them. Untrusted input is parsed whole or refused with the first problem,
 * which names the case and the question: nothing is run on half a file.
 */
import { checked, fail, isRecord, type Checked } from '../scene/checked';
import { ROLES, type Role } from '../core/message';

export interface BenchTurn {
  id: string;
  role: Role;
  content: string;
  /** ISO date of the turn, when the source gives one (kept, not used by the strategies). */
  at?: string;
  /** The source's session id (LongMemEval's dated sessions): turns of one session share it and its `at`. */
  session?: string;
  /** A topic the turn belongs to: paging:P keeps one page per domain when turns carry one. */
  domain?: string;
}

export interface BenchQuestion {
  id: string;
  /** Id of the turn after which the question is asked. */
  after: string;
  question: string;
  /** A short answer string (answerInContext looks for it in the context, case-insensitive). */
  answer: string;
  /** Ids of the turns that hold the answer (none for a question whose answer was never given). */
  evidence: string[];
  /** Values this fact held before it was updated: drift reports whether the context holds them, the answer, or both. */
  previous?: string[];
  /** Ids of the turns of older facts the answer overrides (MemoryAgentBench's conflicts). */
  superseded?: string[];
  /**
   * What those older facts would answer (MemoryAgentBench's name for `previous`): when `previous` is absent, it is
   * read as `previous`, so drift counts the stale value.
   */
  staleAnswers?: string[];
  /** The domain the question is about (paging:P swaps that domain's page in); else the most relevant domain. */
  domain?: string;
  at?: string;
}

export interface BenchCase {
  id: string;
  /** The source's label for the case (e.g. a LongMemEval question type), if any. */
  type?: string;
  conversation: BenchTurn[];
  questions: BenchQuestion[];
}

export interface BenchData {
  name: string;
  source: string;
  licence: string;
  cases: BenchCase[];
}

export const BENCH_LIMITS = {
  cases: 10_000,
  turns: 2_000_000,
  questions: 100_000,
  text: 1_000_000,
  id: 200,
} as const;

function str(field: string, v: unknown, where: string, max: number = BENCH_LIMITS.text): string {
  if (v === undefined) fail(field, `missing${where}`);
  if (typeof v !== 'string') fail(field, `not a string${where}`);
  if (v.length > max) fail(field, `longer than ${max} characters${where}`);
  return v;
}

function id(field: string, v: unknown, where: string): string {
  const s = str(field, v, where, BENCH_LIMITS.id);
  if (s.trim().length === 0) fail(field, `empty${where}`);
  return s;
}

function optStr(field: string, v: unknown, where: string): string | undefined {
  return v === undefined ? undefined : str(field, v, where);
}

function parseTurn(path: string, raw: unknown, inCase: string): BenchTurn {
  const where = inCase ? ` (${inCase.trim()})` : '';
  if (!isRecord(raw)) fail(path, `not an object { id, role, content }${where}`);
  const turnId = id(`${path}.id`, raw.id, where);
  const at = ` (turn "${turnId}"${inCase})`;
  if (typeof raw.role !== 'string' || !(ROLES as readonly string[]).includes(raw.role))
    fail(`${path}.role`, `not one of ${ROLES.join(', ')}${at}`);
  const turn: BenchTurn = {
    id: turnId,
    role: raw.role as Role,
    content: str(`${path}.content`, raw.content, at),
  };
  const date = optStr(`${path}.at`, raw.at, at);
  if (date !== undefined) turn.at = date;
  const session = optStr(`${path}.session`, raw.session, at);
  if (session !== undefined) turn.session = session;
  const domain = optStr(`${path}.domain`, raw.domain, at);
  if (domain !== undefined) turn.domain = domain;
  return turn;
}

function stringList(field: string, v: unknown, where: string): string[] {
  if (v === undefined) fail(field, `missing${where}`);
  if (!Array.isArray(v)) fail(field, `not a list of strings${where}`);
  return v.map((x, i) => str(`${field}[${i}]`, x, where));
}

function parseCase(
  path: string,
  raw: Record<string, unknown>,
  caseId: string,
  totals: { turns: number; questions: number },
) {
  const inCase = caseId === '' ? '' : ` in case "${caseId}"`;
  const where = inCase ? ` (${inCase.trim()})` : '';
  if (!Array.isArray(raw.conversation)) fail(`${path}conversation`, `missing or not a list of turns${where}`);
  const turnsRaw = raw.conversation as unknown[];
  if (turnsRaw.length === 0) fail(`${path}conversation`, `empty${where}`);
  totals.turns += turnsRaw.length;
  if (totals.turns > BENCH_LIMITS.turns)
    fail(`${path}conversation`, `more than ${BENCH_LIMITS.turns} turns in all`);
  const conversation = turnsRaw.map((t, i) => parseTurn(`${path}conversation[${i}]`, t, inCase));
  const index = new Map<string, number>();
  conversation.forEach((t, i) => {
    if (index.has(t.id)) fail(`${path}conversation[${i}].id`, `turn id "${t.id}" appears twice${where}`);
    index.set(t.id, i);
  });
  if (!Array.isArray(raw.questions)) fail(`${path}questions`, `missing or not a list of questions${where}`);
  const qsRaw = raw.questions as unknown[];
  totals.questions += qsRaw.length;
  if (totals.questions > BENCH_LIMITS.questions)
    fail(`${path}questions`, `more than ${BENCH_LIMITS.questions} questions in all`);
  const seen = new Set<string>();
  const questions = qsRaw.map((q, i): BenchQuestion => {
    const qp = `${path}questions[${i}]`;
    if (!isRecord(q)) fail(qp, `not an object { id, after, question, answer, evidence }${where}`);
    const qid = id(`${qp}.id`, q.id, where);
    const at = ` (question "${qid}"${inCase})`;
    if (seen.has(qid)) fail(`${qp}.id`, `question id "${qid}" appears twice${where}`);
    seen.add(qid);
    const after = id(`${qp}.after`, q.after, at);
    const afterIndex = index.get(after);
    if (afterIndex === undefined) fail(`${qp}.after`, `unknown turn id "${after}"${at}`);
    const evidence = stringList(`${qp}.evidence`, q.evidence, at);
    evidence.forEach((e, j) => {
      const ei = index.get(e);
      if (ei === undefined) fail(`${qp}.evidence[${j}]`, `unknown turn id "${e}"${at}`);
      if (ei > afterIndex)
        fail(`${qp}.evidence[${j}]`, `turn "${e}" comes after the question (asked after "${after}")${at}`);
    });
    if (new Set(evidence).size !== evidence.length) fail(`${qp}.evidence`, `a turn id given twice${at}`);
    const question: BenchQuestion = {
      id: qid,
      after,
      question: str(`${qp}.question`, q.question, at),
      answer: str(`${qp}.answer`, q.answer, at),
      evidence,
    };
    if (question.answer.trim().length === 0) fail(`${qp}.answer`, `empty${at}`);
    if (q.previous !== undefined) question.previous = stringList(`${qp}.previous`, q.previous, at);
    if (q.superseded !== undefined) {
      question.superseded = stringList(`${qp}.superseded`, q.superseded, at);
      question.superseded.forEach((e, j) => {
        const si = index.get(e);
        if (si === undefined) fail(`${qp}.superseded[${j}]`, `unknown turn id "${e}"${at}`);
        if (si > afterIndex)
          fail(
            `${qp}.superseded[${j}]`,
            `turn "${e}" comes after the question (asked after "${after}")${at}`,
          );
      });
    }
    if (q.staleAnswers !== undefined) {
      question.staleAnswers = stringList(`${qp}.staleAnswers`, q.staleAnswers, at);
      if (question.previous === undefined) question.previous = question.staleAnswers;
    }
    const domain = optStr(`${qp}.domain`, q.domain, at);
    if (domain !== undefined) question.domain = domain;
    const date = optStr(`${qp}.at`, q.at, at);
    if (date !== undefined) question.at = date;
    return question;
  });
  return { conversation, questions };
}

/** Parses untrusted bench data (a parsed JSON file): the whole of it, or the first problem. Never throws. */
export function parseBenchData(raw: unknown): Checked<BenchData> {
  return checked(() => {
    if (!isRecord(raw)) fail('file', 'not a JSON object');
    const name = raw.name === undefined ? 'unnamed' : str('name', raw.name, '', BENCH_LIMITS.id);
    const source = raw.source === undefined ? '' : str('source', raw.source, '');
    const licence = raw.licence === undefined ? '' : str('licence', raw.licence, '');
    const totals = { turns: 0, questions: 0 };
    let cases: BenchCase[];
    if (raw.cases !== undefined) {
      if (raw.conversation !== undefined)
        fail('cases', 'a file holds either "cases" or one "conversation", not both');
      if (!Array.isArray(raw.cases) || raw.cases.length === 0) fail('cases', 'not a non-empty list of cases');
      if (raw.cases.length > BENCH_LIMITS.cases) fail('cases', `more than ${BENCH_LIMITS.cases} cases`);
      const ids = new Set<string>();
      cases = raw.cases.map((c: unknown, i): BenchCase => {
        const path = `cases[${i}].`;
        if (!isRecord(c)) fail(`cases[${i}]`, 'not an object { conversation, questions }');
        const caseId = c.id === undefined ? `case ${i + 1}` : id(`${path}id`, c.id, '');
        if (ids.has(caseId)) fail(`${path}id`, `case id "${caseId}" appears twice`);
        ids.add(caseId);
        const parsed = parseCase(path, c, caseId, totals);
        const out: BenchCase = { id: caseId, ...parsed };
        if (c.type !== undefined) out.type = str(`${path}type`, c.type, '', BENCH_LIMITS.id);
        return out;
      });
    } else {
      if (raw.conversation === undefined)
        fail('conversation', 'missing (a file holds "conversation" and "questions", or "cases")');
      cases = [{ id: name, ...parseCase('', raw, '', totals) }];
    }
    if (totals.questions === 0) fail('questions', 'no question in the file: there is nothing to measure');
    return { name, source, licence, cases };
  });
}

/** Parses a bench file's text: JSON first, then the data. Never throws. */
export function parseBenchJson(text: string): Checked<BenchData> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      problem: { field: 'file', detail: `not JSON (${e instanceof Error ? e.message : String(e)})` },
    };
  }
  return parseBenchData(raw);
}

/** The problem as one line: `field: detail`. */
export function describeBenchProblem(c: Checked<unknown>): string {
  return c.ok ? '' : `${c.problem.field}: ${c.problem.detail}`;
}
