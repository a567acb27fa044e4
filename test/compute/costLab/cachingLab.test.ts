// The cost lab's caching view: the engine's bills, in dollars, sampled; the source's ratios at the same price.
import '../../../src/engine/tokens/bpe';
import { costWithCaching, modelPrice, seedRatiosWithCaching } from '../../../src/engine';
import { computeCaching } from '../../../src/compute/costLab/cachingLab';
import {
  CACHING_LINES,
  priceRowOf,
  sameCaching,
  type CachingParams,
} from '../../../src/compute/costLab/cachingParams';
import { CachingClient } from '../../../src/compute/costLab/cachingClient';

const base = { turns: 3000, window: 10, pageSize: 5, messageLength: 120, summaryBudget: 200, chunkChars: 40 };

describe('computeCaching', () => {
  it('bills each memory as the engine does, and its cumulative line ends on the bill', () => {
    const params: CachingParams = { ...base, price: modelPrice('gpt-4o-mini') };
    const r = computeCaching(params);
    const c = costWithCaching({ ...base, price: 'gpt-4o-mini' });
    for (const k of ['unbounded', 'windowed', 'paged'] as const) {
      expect(r.bills[k].costUsd).toBeCloseTo(c[k].costUsd, 12);
      expect(r.bills[k].cachedCostUsd).toBeCloseTo(c[k].cachedCostUsd, 12);
      expect(r.bills[k].hitRate).toBe(c[k].hitRate);
      expect(r.cumulative[k].at(-1)).toBeCloseTo(c[k].costUsd, 9);
      expect(r.cumulative[`${k}Cached`].at(-1)).toBeCloseTo(c[k].cachedCostUsd, 9);
    }
    expect(r.cumulative.turns.at(-1)).toBe(base.turns);
    for (const k of CACHING_LINES) expect(r.perTurn[k].length).toBeLessThanOrEqual(2000);
    expect(r.seedRatios).toEqual(seedRatiosWithCaching('gpt-4o-mini'));
  });

  it('prices typed rates as a row of their own: every shared token cached', () => {
    const custom = priceRowOf('custom', 1, 0.1);
    expect(custom).toMatchObject({
      id: 'custom',
      input: 1,
      cachedInput: 0.1,
      minCachedTokens: 0,
      cacheStep: 1,
    });
    expect(priceRowOf('claude-sonnet-4.5', 1, 0.1)).toBe(modelPrice('claude-sonnet-4.5'));
    const r = computeCaching({ ...base, turns: 50, price: custom });
    // Short requests (under any provider's minimum) are cached under typed rates: the window's hit rate is not 0.
    expect(r.bills.windowed.hitRate).toBeGreaterThan(0);
    expect(sameCaching({ ...base, price: custom }, { ...base, price: { ...custom } })).toBe(true);
    expect(sameCaching({ ...base, price: custom }, { ...base, price: { ...custom, input: 2 } })).toBe(false);
  });
});

describe('computeCaching: breakpoints and a system prompt', () => {
  it('passes them to the engine, and its lines end on the bills Anthropic would send', () => {
    const sonnet = modelPrice('claude-sonnet-4.5');
    const bill = (breakpoints: 'end' | 'system') => {
      const params: CachingParams = { ...base, turns: 400, price: sonnet, systemTokens: 2000, breakpoints };
      const r = computeCaching(params);
      const c = costWithCaching({ ...base, turns: 400, price: sonnet, systemTokens: 2000, breakpoints });
      expect(r.cumulative.windowedCached.at(-1)).toBeCloseTo(c.windowed.cachedCostUsd, 9);
      return r.bills.windowed.cachedCostUsd;
    };
    // A 2,000-token system prompt read behind its own breakpoint: the shifting window gets cheaper.
    expect(bill('system')).toBeLessThan(bill('end'));
    // Without one, every shifted request writes its whole self: dearer than no caching.
    const plain = computeCaching({ ...base, turns: 400, price: sonnet, systemTokens: 2000 }).bills.windowed;
    expect(plain.cachedCostUsd).toBeGreaterThan(plain.costUsd);
    expect(
      sameCaching(
        { ...base, price: sonnet, breakpoints: 'end' },
        { ...base, price: sonnet, breakpoints: 'system' },
      ),
    ).toBe(false);
  });
});

describe('CachingClient (no Worker: on this thread)', () => {
  it('answers the latest request only', async () => {
    const client = new CachingClient();
    const seen: number[] = [];
    const done = new Promise<void>((resolve) =>
      client.subscribe((s) => {
        if (s.result) {
          seen.push(s.result.params.turns);
          resolve();
        }
      }),
    );
    client.request({ ...base, turns: 100, price: modelPrice('gpt-4o') });
    client.request({ ...base, turns: 200, price: modelPrice('gpt-4o') });
    await done;
    expect(seen).toEqual([200]);
    client.dispose();
  }, 30_000);
});
