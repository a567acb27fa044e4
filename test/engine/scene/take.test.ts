import { describe, expect, it } from 'vitest';
import {
  buildTimeline,
  emptyTake,
  isNeedsAnswer,
  parseTakeJson,
  takeEnv,
  takeHas,
  takeTotals,
  validateTake,
  withAnswer,
  withVector,
  type SceneEnv,
  type Take,
  type TakeAnswer,
} from '../../../src/engine';
import type { Mechanism } from '../../../src/engine';

const at = '2026-12-01T16:00:00.000Z';
const answer = (prompt: string, text: string, hook = 'summary'): TakeAnswer => ({
  hook,
  prompt,
  answer: text,
  model: 'test-chat',
  at,
  usage: { promptTokens: 10, completionTokens: 3, totalTokens: 13 },
});

describe('validateTake', () => {
  it('accepts a take and gives a plain copy', () => {
    const take: Take = {
      version: 1,
      answers: [answer('p', 'a')],
      vectors: [{ text: 't', vector: [0.5, -1], model: 'e', at }],
    };
    const r = validateTake(JSON.parse(JSON.stringify(take)));
    expect(r).toEqual({ ok: true, value: take });
  });

  it.each([
    [null, 'take', 'not an object'],
    [{ version: 2, answers: [] }, 'take.version', 'not 1'],
    [{ version: 1 }, 'take.answers', 'not a list of at most 1000 answers'],
    [
      { version: 1, answers: [{ ...answer('p', 'a'), at: 'yesterday' }] },
      'take.answers[0].at',
      'not an ISO 8601 time',
    ],
    [{ version: 1, answers: [{ ...answer('p', 'a'), answer: 3 }] }, 'take.answers[0].answer', 'not a string'],
    [
      { version: 1, answers: [{ ...answer('p', 'a'), usage: { promptTokens: -1 } }] },
      'take.answers[0].usage.promptTokens',
      'not a token count',
    ],
    [
      { version: 1, answers: [answer('p', 'a'), answer('p', 'b')] },
      'take.answers[1]',
      'a second answer to the same prompt',
    ],
    [
      { version: 1, answers: [], vectors: [{ text: 't', vector: [1, 'x'], model: 'e', at }] },
      'take.vectors[0].vector[1]',
      'not a finite number',
    ],
    [
      { version: 1, answers: [], vectors: [{ text: 't', vector: [], model: 'e', at }] },
      'take.vectors[0].vector',
      'not a list of 1..8192 numbers',
    ],
  ])('refuses %j with a field and a reason', (raw, field, detail) => {
    expect(validateTake(raw)).toEqual({ ok: false, problem: { field, detail } });
  });

  it('reads a file: JSON first', () => {
    expect(parseTakeJson('{"version":1,')).toEqual({
      ok: false,
      problem: { field: 'take', detail: 'not JSON' },
    });
    expect(parseTakeJson(JSON.stringify(emptyTake()))).toEqual({ ok: true, value: emptyTake() });
  });
});

describe('take lookups', () => {
  it('answers what it holds and throws NeedsAnswer for the rest', () => {
    const env = takeEnv(
      withVector(withAnswer(emptyTake(), answer('p', 'a')), {
        text: 'fintech',
        vector: [1, 0],
        model: 'e',
        at,
      }),
    );
    expect(env.ask('summary', 'p')).toBe('a');
    let thrown: unknown;
    try {
      env.ask('importance', 'p');
    } catch (e) {
      thrown = e;
    }
    expect(isNeedsAnswer(thrown) && thrown.request).toEqual({
      kind: 'chat',
      hook: 'importance',
      prompt: 'p',
    });
    expect(env.embed('retrieval', ['fintech', 'fintech'])).toEqual([
      [1, 0],
      [1, 0],
    ]);
    let missing: unknown;
    try {
      env.embed('retrieval', ['fintech', 'banque', 'banque', 'finance']);
    } catch (e) {
      missing = e;
    }
    expect(isNeedsAnswer(missing) && missing.request).toEqual({
      kind: 'embed',
      hook: 'retrieval',
      texts: ['banque', 'finance'],
      source: 'model',
    });
  });

  it('keeps the page encoder’s vectors apart from your model’s, for the same text', () => {
    const at = '2026-01-01T00:00:00.000Z';
    let take = withVector(emptyTake(), { text: 'fintech', vector: [1, 0], model: 'test-embed', at });
    take = withVector(take, {
      text: 'fintech',
      vector: [0, 1],
      model: 'universal-sentence-encoder-lite',
      at,
      source: 'page-encoder',
    });
    expect(take.vectors).toHaveLength(2);
    const env = takeEnv(take);
    expect(env.embed('retrieval', ['fintech'])).toEqual([[1, 0]]);
    expect(env.embed('retrieval', ['fintech'], 'page-encoder')).toEqual([[0, 1]]);
    let missing: unknown;
    try {
      env.embed('retrieval', ['banque'], 'page-encoder');
    } catch (e) {
      missing = e;
    }
    expect(isNeedsAnswer(missing) && missing.request).toEqual({
      kind: 'embed',
      hook: 'retrieval',
      texts: ['banque'],
      source: 'page-encoder',
    });
    const request = { kind: 'embed' as const, hook: 'retrieval', texts: ['fintech'] };
    expect(takeHas(take, { ...request, source: 'page-encoder' })).toBe(true);
    expect(takeHas(withVector(emptyTake(), take.vectors[0]!), { ...request, source: 'page-encoder' })).toBe(
      false,
    );
    // A take file keeps the source, and an unknown one is refused with its field.
    expect(validateTake(JSON.parse(JSON.stringify(take)))).toEqual({ ok: true, value: take });
    const bad = { ...take, vectors: [{ ...take.vectors[1], source: 'elsewhere' }] };
    expect(validateTake(bad)).toMatchObject({ ok: false, problem: { field: 'take.vectors[0].source' } });
  });

  it('adds by replacing the same prompt, and sums the usage', () => {
    let take = withAnswer(emptyTake(), answer('p', 'a'));
    take = withAnswer(take, answer('p', 'b'));
    take = withAnswer(take, { ...answer('q', 'c'), usage: null });
    expect(take.answers.map((a) => a.answer)).toEqual(['b', 'c']);
    expect(takeHas(take, { kind: 'chat', hook: 'summary', prompt: 'q' })).toBe(true);
    expect(takeHas(take, { kind: 'chat', hook: 'other', prompt: 'q' })).toBe(false);
    expect(takeTotals(take)).toMatchObject({
      answers: 2,
      withUsage: 1,
      promptTokens: 10,
      completionTokens: 3,
      totalTokens: 13,
      models: ['test-chat'],
    });
  });
});

// A mechanism whose every op asks the model: the step stops when the take lacks the answer.
interface Echo {
  env: SceneEnv | undefined;
  said: string[];
}
const echo = (every: number): Mechanism<null, Echo, string, string> => ({
  id: 'echo',
  maxOps: 10,
  validateConfig: () => ({ ok: true, value: null }),
  validateOp: (raw) => ({ ok: true, value: String(raw) }),
  initial: (_c, env) => ({ env, said: [] }),
  apply: (s, op) => {
    s.said.push('half-done'); // mutated before the hook asks: the timeline must not keep it
    const a = s.env?.ask('echo', op) ?? op;
    s.said[s.said.length - 1] = a;
    return { state: s, events: [a] };
  },
  snapshots: { clone: (s) => ({ env: s.env, said: s.said.slice() }), every },
});

describe('buildTimeline with a take', () => {
  it.each([1, 3])(
    'stops at the first step the take cannot answer, then goes on with it (every %i)',
    (every) => {
      let take = withAnswer(emptyTake(), answer('a', 'A', 'echo'));
      const ops = ['a', 'b', 'c', 'd'];
      const t1 = buildTimeline(echo(every), null, ops, { take });
      expect(t1.frame(1).state.said).toEqual(['A']);
      expect(t1.blockedAt(1)).toBeNull();
      expect(t1.blockedAt(4)).toEqual({ step: 2, request: { kind: 'chat', hook: 'echo', prompt: 'b' } });
      // Frames from the blocked step on are the last computed one, with no half-applied op.
      expect(t1.frame(3)).toMatchObject({ step: 1, state: { said: ['A'] } });
      expect(t1.eventsAt(4)).toEqual(['A']);

      take = withAnswer(withAnswer(take, answer('b', 'B', 'echo')), answer('c', 'C', 'echo'));
      const t2 = buildTimeline(echo(every), null, ops, { take });
      expect(t2.frame(4).state.said).toEqual(['A', 'B', 'C']);
      expect(t2.blockedAt(4)?.step).toBe(4);
      expect(t2.frame(2).state.said).toEqual(['A', 'B']);
    },
  );

  it('replays identically from the same take', () => {
    const take = ['a', 'b'].reduce((t, p) => withAnswer(t, answer(p, p.toUpperCase(), 'echo')), emptyTake());
    const run = () => {
      const t = buildTimeline(echo(2), null, ['a', 'b', 'a'], { take });
      return [0, 1, 2, 3].map((i) => t.frame(i).state.said.join(','));
    };
    expect(run()).toEqual(['', 'A', 'A,B', 'A,B,A']);
    expect(run()).toEqual(run());
  });
});
