// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { litmTrials, withAnswer, LITM_HOOK } from '../../src/engine/index';
import { defaultRuns, parseRuns, runsFromParam, runsToParam } from '../../src/state/litmRuns';

function answered() {
  const runs = defaultRuns('fr');
  let take = runs.take;
  for (const [i, t] of litmTrials(runs.plan).entries()) {
    if (i % 2) continue;
    take = withAnswer(take, {
      hook: LITM_HOOK,
      prompt: t.prompt,
      answer: `Le code est ${t.expected} — « ok »`,
      model: 'test-chat',
      at: '2026-12-01T17:00:00.000Z',
      usage: { promptTokens: 300, completionTokens: 4, totalTokens: 304 },
    });
  }
  return { ...runs, take };
}

describe('lost-in-the-middle runs as a file and as a link', () => {
  it('round-trips through JSON and through a link parameter (prompts regenerated from the plan)', () => {
    const runs = answered();
    expect(parseRuns(JSON.stringify(runs))).toEqual({ ok: true, value: runs });
    const param = runsToParam(runs);
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(param.length).toBeLessThan(JSON.stringify(runs).length / 5);
    expect(runsFromParam(param)).toEqual({ ok: true, value: runs });
  });
  it('refuses bad files and links with a reason', () => {
    expect(parseRuns('{')).toEqual({ ok: false, why: 'not JSON' });
    expect(parseRuns(JSON.stringify({ ...answered(), format: 'x' }))).toMatchObject({
      ok: false,
      why: expect.stringMatching(/format/),
    });
    expect(
      parseRuns(JSON.stringify({ ...answered(), take: { version: 1, answers: [{ hook: 'h' }] } })),
    ).toMatchObject({ ok: false });
    // A file with a bad plan and no take: the plan's problem is said first, as the file reads.
    expect(parseRuns('{"format":"aml-lost-in-the-middle","version":1,"plan":{"n":21}}')).toMatchObject({
      ok: false,
      why: expect.stringMatching(/^plan\.n: not an even number/),
    });
    expect(runsFromParam('%%%')).toMatchObject({ ok: false });
    const tampered = runsToParam({ ...answered(), plan: { ...answered().plan, n: 21 } });
    expect(runsFromParam(tampered)).toMatchObject({ ok: false, why: expect.stringMatching(/even/) });
  });
});
