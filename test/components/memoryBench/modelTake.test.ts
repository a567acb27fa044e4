// The model's answers as a file: validated whole, only answers of the bench's own hook, missing prompts once each.
import { BENCH_HOOKS, emptyTake, withAnswer, type TakeRequest } from '../../../src/engine';
import { missingPrompts } from '../../../src/components/memoryBench/modelTake';
import { parseTakeFile, takeFileText } from '../../../src/state/learnerFiles/benchTake';

const answer = (prompt: string, hook: string = BENCH_HOOKS.answer) => ({
  hook,
  prompt,
  answer: '4821',
  model: 'test-double',
  at: '2026-12-02T10:00:00Z',
  usage: null,
});

describe('the take file', () => {
  it('round-trips', () => {
    const take = withAnswer(emptyTake(), answer('Q1'));
    const parsed = parseTakeFile(takeFileText(take, 'generated', 'window:10'));
    expect(parsed).toEqual({ ok: true, take });
  });

  it('refuses what is not one, and says why', () => {
    expect(parseTakeFile('{')).toEqual({ ok: false, why: 'not JSON' });
    expect(parseTakeFile('{"format":"other"}')).toMatchObject({
      ok: false,
      why: expect.stringMatching(/format/),
    });
    const foreign = withAnswer(emptyTake(), answer('Q1', 'summary'));
    expect(parseTakeFile(takeFileText(foreign, '', ''))).toMatchObject({
      ok: false,
      why: expect.stringMatching(/another hook \(summary\)/),
    });
    const bad = JSON.parse(takeFileText(emptyTake(), '', '')) as { take: { answers: unknown[] } };
    bad.take.answers = [{ hook: BENCH_HOOKS.answer }];
    expect(parseTakeFile(JSON.stringify(bad))).toMatchObject({
      ok: false,
      why: expect.stringMatching(/prompt/),
    });
  });

  it('lists each missing prompt once, whichever strategies asked it', () => {
    const r = (prompt: string): TakeRequest => ({ kind: 'chat', hook: BENCH_HOOKS.answer, prompt });
    expect(
      missingPrompts([[r('a'), r('b')], [r('a')], [{ kind: 'chat', hook: 'summary', prompt: 'c' }]]),
    ).toEqual(['a', 'b']);
  });
});
