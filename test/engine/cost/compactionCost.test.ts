/**
 * The saw-tooth of compaction with caching (chapter 6, the cost lab): which requests a compaction or a clearing
 * rewrites, what each then reads and writes under the engine's caching rules (priceRequests: breakpoints, minimums,
 * write prices, lifetime), and whether managing the context paid over the run. Small cases worked out by hand.
 */
import { compactionCost, type CompactionCostParams } from '../../../src/engine/cost/compactionCost';
import { modelPrice } from '../../../src/engine/cost/prices';

// 1,200-token system prompt, 100-token turns, a 4,000-token limit compacted at 50 % (2,000), the last 2 turns kept.
const BASE: CompactionCostParams = {
  turns: 10,
  messageTokens: 100,
  systemTokens: 1200,
  contextLimit: 4000,
  threshold: 50,
  keep: 2,
  mode: 'compact',
  summaryTokensPerTurn: 20,
  price: 'claude-sonnet-4.5',
  breakpoints: 'system',
};
const sonnet = modelPrice('claude-sonnet-4.5');

describe('compactionCost: compact:T:K', () => {
  const r = compactionCost(BASE);

  it('compacts the first request past the trigger: turns 1 to 7 become a summary of 7 × 20 tokens', () => {
    expect(r.trigger).toBe(2000);
    expect(r.events).toEqual([9]); // turn 9 would send 1,200 + 9 × 100 = 2,100
    expect(Array.from(r.managed.tokens)).toEqual([
      1300,
      1400,
      1500,
      1600,
      1700,
      1800,
      1900,
      2000,
      1200 + 140 + 200,
      1200 + 140 + 300,
    ]);
    expect(Array.from(r.unmanaged.tokens)).toEqual([
      1300, 1400, 1500, 1600, 1700, 1800, 1900, 2000, 2100, 2200,
    ]);
  });

  it('misses the cache once: the compacted request reads the system prompt and writes the rest, the next reads it all', () => {
    const { cached, written } = r.managed;
    expect([cached[7], written[7]]).toEqual([1900, 100]); // turn 8 appends: reads turn 7's whole request
    expect([cached[8], written[8]]).toEqual([1200, 340]); // turn 9: only up to the system prompt's breakpoint
    expect([cached[9], written[9]]).toEqual([1540, 100]); // turn 10 appends again
    expect(r.managed.cachedUsd[8]).toBeCloseTo((1200 * 0.3 + 340 * 3.75) / 1e6, 12);
    expect(r.managed.plainUsd[8]).toBeCloseTo((1540 * 3) / 1e6, 12);
    const sum = Array.from(r.managed.cachedUsd).reduce((s, x) => s + x, 0);
    expect(sum).toBeCloseTo(r.managed.cachedCostUsd, 12);
  });

  it('reads nothing at a compaction with the end-only layout, and says whether compacting paid', () => {
    const end = compactionCost({ ...BASE, breakpoints: 'end' });
    expect([end.managed.cached[8], end.managed.written[8]]).toEqual([0, 1540]);
    expect(end.savedUsd).toBeCloseTo(end.unmanaged.cachedCostUsd - end.managed.cachedCostUsd, 12);
    // Ten turns: one compaction costs more than it saves on two requests.
    expect(end.savedUsd).toBeLessThan(0);
    // A long run under the limit: the unmanaged conversation passes it, the compacted one never does, and pays.
    const long = compactionCost({ ...BASE, turns: 400, contextLimit: 8000, threshold: 80, keep: 10 });
    expect(long.unmanaged.overLimit).toBeGreaterThan(0);
    expect(long.managed.overLimit).toBe(0);
    expect(long.savedUsd).toBeGreaterThan(0);
  });

  it('changes nothing when the trigger is never reached', () => {
    const never = compactionCost({ ...BASE, threshold: 100, contextLimit: 100_000 });
    expect(never.events).toEqual([]);
    expect(never.managed.cachedCostUsd).toBe(never.unmanaged.cachedCostUsd);
    expect(never.savedUsd).toBe(0);
  });

  it('keeps the rules: under the minimum nothing is read or written; past the lifetime nothing is read', () => {
    const small = compactionCost({ ...BASE, systemTokens: 0, price: 'claude-haiku-4.5' }); // minimum 4,096
    expect(small.managed.cachedTokens + small.managed.writtenTokens).toBe(0);
    expect(small.managed.cachedCostUsd).toBeCloseTo(small.managed.costUsd, 12);
    const late = compactionCost({ ...BASE, secondsPerTurn: sonnet.cacheTtlSeconds + 1 });
    expect(late.managed.cachedTokens).toBe(0);
    expect(late.managed.cacheExpiries).toBe(9);
  });
});

describe('compactionCost: clear:T:N', () => {
  it('clears the results older than the last N into placeholders; the prefix holds up to the first one cleared', () => {
    // 50-token messages and 200-token results: turn t sends 1,200 + 250 t; the trigger (2,000) passes at turn 4.
    const r = compactionCost({
      ...BASE,
      mode: 'clear',
      messageTokens: 50,
      toolResultTokens: 200,
      keep: 1,
      placeholderTokens: 6,
      turns: 5,
    });
    // Turn 4: results 1 to 3 cleared: 1,200 + 3 × 56 + 250. Turn 5 appends (1,868, under the trigger).
    expect(r.events).toEqual([4]);
    expect(Array.from(r.managed.tokens)).toEqual([1450, 1700, 1950, 1618, 1868]);
    // Shared at turn 4: the system prompt and turn 1's message; the system layout reads the system prompt only.
    expect([r.managed.cached[3], r.managed.written[3]]).toEqual([1200, 418]);
    expect([r.managed.cached[4], r.managed.written[4]]).toEqual([1618, 250]);
  });

  it('clears only when it frees at least M tokens (clear_at_least): fewer rewrites of the prefix', () => {
    const p = {
      ...BASE,
      mode: 'clear',
      messageTokens: 150,
      toolResultTokens: 600,
      systemTokens: 2000,
    } as const;
    const every = compactionCost({ ...p, turns: 300, contextLimit: 32_000, threshold: 80, keep: 10 });
    const batched = compactionCost({
      ...p,
      turns: 300,
      contextLimit: 32_000,
      threshold: 80,
      keep: 10,
      clearAtLeast: 5000,
    });
    // Without M, once the messages alone pass the trigger every request clears one more result.
    expect(every.events.slice(-3)).toEqual([298, 299, 300]);
    expect(batched.events.length).toBeLessThan(every.events.length);
    // Each clearing frees at least 5,000 tokens: 9 results of 594 tokens saved each.
    for (let i = 1; i < batched.events.length; i++) {
      const at = batched.events[i] as number;
      const freed =
        (batched.managed.tokens[at - 2] as number) + 750 - (batched.managed.tokens[at - 1] as number);
      expect(freed).toBeGreaterThanOrEqual(5000);
    }
  });

  it('refuses a clearing without tool results and impossible parameters', () => {
    expect(() => compactionCost({ ...BASE, mode: 'clear' })).toThrow(/tool results/);
    expect(() => compactionCost({ ...BASE, threshold: 0 })).toThrow(RangeError);
    expect(() => compactionCost({ ...BASE, turns: 0 })).toThrow(RangeError);
  });
});
