// The memory bench's prompt caching (issue 35): breakpoints as a parameter, the cache's lifetime on dated turns.
import '../../../src/engine/tokens/bpe';
import { parseStrategies, runBench, type BenchTurn } from '../../../src/engine/memoryBench';
import { cachedTokensOf } from '../../../src/engine/cost/caching';
import { modelPrice } from '../../../src/engine/cost/prices';
import { one, turns } from './helpers';

const long = (i: number) =>
  `turn ${i}: ${'a sentence of ordinary length for a chat message, a little longer. '.repeat(6)}`;

describe('the bench: breakpoints', () => {
  const data = one(turns(160, long), [
    { id: 'q', after: 't159', question: 'what?', answer: 'x', evidence: [] },
  ]);
  const run = (breakpoints: 'end' | 'system' | 'summary', price = 'claude-sonnet-4.5') =>
    runBench(data, parseStrategies('unbounded,window:10,summary:5:6000'), { price, breakpoints });

  it('reads a frozen summary behind its breakpoint, never part of it; unbounded needs only the end marker', () => {
    const [uEnd, wEnd, sEnd] = run('end');
    const [uSum, wSum, sSum] = run('summary');
    expect(sEnd?.breakpoints).toBe('end');
    expect(sSum?.breakpoints).toBe('summary');
    expect(sSum!.cachedTokens).toBeGreaterThan(sEnd!.cachedTokens);
    expect(sSum!.cachedCostUsd).toBeLessThan(sEnd!.cachedCostUsd);
    expect(uSum!.cachedCostUsd).toBe(uEnd!.cachedCostUsd);
    // window:10 has no summary and a system prompt under the minimum: no layout changes its bill.
    expect(wSum!.cachedCostUsd).toBe(wEnd!.cachedCostUsd);
    expect(run('system')[1]!.cachedCostUsd).toBe(wEnd!.cachedCostUsd);
    // With one end marker, a shifted request reads nothing: only the filling turns are read.
    const shifted = Array.from(sEnd!.series.marked).slice(10);
    expect(shifted.every((m) => m === 0)).toBe(true);
  });

  it("bills a request under the minimum at the input price and the rest as Anthropic's rule says", () => {
    const [, w] = run('end');
    const p = modelPrice('claude-sonnet-4.5');
    const t = Array.from(w!.series.tokens);
    const m = Array.from(w!.series.marked);
    let expected = 0;
    t.forEach((tok, i) => {
      const read = i === 0 ? 0 : cachedTokensOf(Math.min(m[i]!, tok), p);
      const written = tok >= p.minCachedTokens ? tok - read : 0;
      expected += read * p.cachedInput + written * p.cacheWrite! + (tok - read - written) * p.input;
    });
    expect(w!.cachedCostUsd).toBeCloseTo(expected / 1e6, 12);
  });

  it('ignores the layout on a prefix provider', () => {
    expect(run('end', 'gpt-4o-mini')[2]!.cachedCostUsd).toBe(run('summary', 'gpt-4o-mini')[2]!.cachedCostUsd);
  });
});

describe('the bench: the cache expires between dated sessions', () => {
  // Two sessions of 60 turns, the second two days after the first.
  const dated = (day: string) => (t: BenchTurn, i: number) => ({
    ...t,
    id: `${day}-${i}`,
    at: `${day}T10:00:00`,
  });
  const conv = [...turns(60, long).map(dated('2023-05-01')), ...turns(60, long).map(dated('2023-05-03'))];
  const data = one(conv, [{ id: 'q', after: '2023-05-03-59', question: 'what?', answer: 'x', evidence: [] }]);

  it('counts one expiry per strategy and reads nothing on the request after the gap', () => {
    const [u] = runBench(data, parseStrategies('unbounded'), { price: 'gpt-4o-mini' });
    expect(u?.datedTurns).toBe(true);
    expect(u?.cacheTtlSeconds).toBe(300);
    expect(u?.cacheExpiries).toBe(1);
    expect(u?.series.expired).toEqual([60]);
    const undated = one(
      conv.map(({ at: _at, ...t }) => t),
      data.cases[0]!.questions,
    );
    const [v] = runBench(undated, parseStrategies('unbounded'), { price: 'gpt-4o-mini' });
    expect(v?.datedTurns).toBe(false);
    expect(v?.cacheExpiries).toBe(0);
    // The only difference: request 60 reads its prefix without expiry, nothing with it.
    const lost = cachedTokensOf(v!.series.prefix[60]!, modelPrice('gpt-4o-mini'));
    expect(lost).toBeGreaterThan(0);
    expect(v!.cachedTokens - u!.cachedTokens).toBe(lost);
  });

  it('takes a lifetime given in seconds, within what the provider offers', () => {
    const opts = { price: 'claude-sonnet-4.5', cacheTtlSeconds: 3600 };
    const [u] = runBench(data, parseStrategies('unbounded'), opts);
    expect(u?.cacheExpiries).toBe(1);
    // The 1-hour cache writes at 2 × input instead of 1.25 ×.
    const [five] = runBench(data, parseStrategies('unbounded'), { price: 'claude-sonnet-4.5' });
    expect(u!.cachedCostUsd).toBeGreaterThan(five!.cachedCostUsd);
    expect(() => runBench(data, parseStrategies('unbounded'), { ...opts, cacheTtlSeconds: 7200 })).toThrow(
      /at most 3600 s/,
    );
    const [day] = runBench(data, parseStrategies('unbounded'), {
      price: 'gpt-4o-mini',
      cacheTtlSeconds: 86_400,
    });
    expect(day?.cacheExpiries).toBe(1); // two days apart
  });
});
