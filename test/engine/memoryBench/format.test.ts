import { parseBenchData, parseBenchJson } from '../../../src/engine/memoryBench';

const conversation = [
  { id: 'a', role: 'user', content: 'My cat is called Luna.' },
  { id: 'b', role: 'assistant', content: 'Noted.' },
  { id: 'c', role: 'user', content: 'Thanks.' },
];
const question = {
  id: 'q1',
  after: 'c',
  question: 'What is my cat called?',
  answer: 'Luna',
  evidence: ['a'],
};

describe('parseBenchData', () => {
  it('reads one conversation as one case, and a file of cases', () => {
    const single = parseBenchData({ name: 'n', conversation, questions: [question] });
    expect(single.ok && single.value.cases.map((c) => c.conversation.length)).toEqual([3]);
    const cases = parseBenchData({
      name: 'n',
      cases: [
        { id: 'x', conversation, questions: [question] },
        { id: 'y', conversation, questions: [{ ...question, id: 'q2', evidence: [] }] },
      ],
    });
    expect(cases.ok && cases.value.cases.map((c) => c.id)).toEqual(['x', 'y']);
  });

  it('names the question and the case when a turn id is unknown', () => {
    const r = parseBenchData({
      cases: [{ id: 'x', conversation, questions: [{ ...question, after: 'zz' }] }],
    });
    expect(r).toEqual({
      ok: false,
      problem: {
        field: 'cases[0].questions[0].after',
        detail: 'unknown turn id "zz" (question "q1" in case "x")',
      },
    });
    const e = parseBenchData({ conversation, questions: [{ ...question, evidence: ['a', 'nope'] }] });
    expect(!e.ok && e.problem).toEqual({
      field: 'questions[0].evidence[1]',
      detail: 'unknown turn id "nope" (question "q1")',
    });
  });

  it('refuses a question asked before its evidence', () => {
    const r = parseBenchData({ conversation, questions: [{ ...question, after: 'a', evidence: ['c'] }] });
    expect(!r.ok && r.problem.detail).toBe(
      'turn "c" comes after the question (asked after "a") (question "q1")',
    );
  });

  it('names a missing field and the question it belongs to', () => {
    const { answer: _a, ...noAnswer } = question;
    const r = parseBenchData({ conversation, questions: [noAnswer] });
    expect(!r.ok && r.problem).toEqual({ field: 'questions[0].answer', detail: 'missing (question "q1")' });
    const noRole = parseBenchData({ conversation: [{ id: 'a', content: 'x' }], questions: [question] });
    expect(!noRole.ok && noRole.problem.field).toBe('conversation[0].role');
  });

  it('refuses duplicates, an empty file and non-JSON, whole', () => {
    expect(
      parseBenchData({ conversation: [...conversation, conversation[0]], questions: [question] }).ok,
    ).toBe(false);
    expect(parseBenchData({ conversation, questions: [question, question] }).ok).toBe(false);
    expect(parseBenchData({ conversation, questions: [] }).ok).toBe(false);
    expect(parseBenchData({ conversation, cases: [], questions: [question] }).ok).toBe(false);
    expect(parseBenchJson('{ nope').ok).toBe(false);
    expect(parseBenchData([]).ok).toBe(false);
  });

  it('keeps the optional fields: previous values, domains, dates', () => {
    const r = parseBenchData({
      conversation: conversation.map((t) => ({ ...t, domain: 'home', at: '2024-01-01' })),
      questions: [{ ...question, previous: ['Mia'], domain: 'home' }],
    });
    expect(r.ok && r.value.cases[0]?.questions[0]).toMatchObject({ previous: ['Mia'], domain: 'home' });
    expect(r.ok && r.value.cases[0]?.conversation[0]).toMatchObject({ domain: 'home', at: '2024-01-01' });
  });
});
