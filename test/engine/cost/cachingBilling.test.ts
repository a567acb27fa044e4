// Prompt caching billed as the providers bill it (issue 35): below the minimum, nothing is cached and nothing costs
// the write price; Anthropic reads only where an earlier request set a breakpoint; the worked example of the price
// check (../shared/PRICES-CHECK.md section 4) against the bills computed there by hand from the providers' rules.
import {
  cachedTokensOf,
  costWithCaching,
  equalMessageRequests,
  priceRequests,
  seedRatiosWithCaching,
  type BreakpointLayout,
} from '../../../src/engine/cost/caching';
import { cacheWriteRate, isRetired, MODEL_PRICES, modelPrice } from '../../../src/engine/cost/prices';

const sonnet = modelPrice('claude-sonnet-4.5');
const haiku = modelPrice('claude-haiku-4.5');
const mini = modelPrice('gpt-4o-mini');

/** PRICES-CHECK section 4: 10 turns, 200-token messages, a system prompt of `system` tokens. */
function example(system: number, window?: number, breakpoints: BreakpointLayout = 'end') {
  return equalMessageRequests({
    turns: 10,
    messageTokens: 200,
    systemTokens: system,
    ...(window === undefined ? {} : { window }),
    breakpoints,
  });
}
const bill = (r: ReturnType<typeof example>, price = sonnet) =>
  priceRequests(r.tokens, r.prefix, price, [0], { marked: r.marked });

describe('the price rows', () => {
  it('gives per-model minimums, a successor for a retired model and announced retirement dates', () => {
    expect(haiku.minCachedTokens).toBe(4096);
    expect(sonnet.minCachedTokens).toBe(1024);
    expect(MODEL_PRICES.some((p) => p.id === 'deepseek-chat')).toBe(false);
    const flash = modelPrice('deepseek-flash');
    expect(flash.cachedInput / flash.input).toBeCloseTo(0.02, 12);
    expect(modelPrice('gpt-5-mini').retiresOn).toBe('2026-12-11');
    for (const id of ['gpt-4o', 'gpt-4o-mini', 'gpt-4.1'])
      expect(modelPrice(id).retiresOn).toBe('2027-01-14');
    expect(sonnet.retiresOn).toBeUndefined();
    expect(sonnet.retirementNote).toMatch(/could not be read/);
    // Today (2026-12-06) no row is retired; gpt-5-mini is, a week later.
    expect(MODEL_PRICES.filter((p) => isRetired(p))).toEqual([]);
    expect(isRetired(modelPrice('gpt-5-mini'), '2026-12-11')).toBe(true);
  });

  it("bills Anthropic's 1-hour cache at twice the input price", () => {
    expect(cacheWriteRate(sonnet, 300)).toBe(sonnet.input * 1.25);
    expect(cacheWriteRate(sonnet, 3600)).toBe(sonnet.input * 2);
    expect(cacheWriteRate(mini, 3600)).toBeUndefined();
  });
});

describe('below the minimum', () => {
  it('an Anthropic request under the minimum costs the input price, not the write price', () => {
    const r = priceRequests([1000, 1500, 3000], [0, 1000, 1500], sonnet);
    // 1,000 tokens: no caching at all. 1,500: the 1,000 before it were never written, so it writes 1,500.
    expect(r.cachedTokens).toBe(1500);
    expect(r.writtenTokens).toBe(1500 + 1500);
    expect(r.cachedCostUsd).toBeCloseTo((1000 * 3 + 1500 * 3.75 + 1500 * 0.3 + 1500 * 3.75) / 1e6, 12);
  });

  it('Haiku 4.5 caches nothing under 4,096 tokens: the bill equals the uncached one', () => {
    for (const window of [undefined, 4]) {
      const requests = example(1000, window);
      const r = bill(requests, haiku);
      expect(Math.max(...requests.tokens)).toBeLessThan(4096);
      expect(r.cachedCostUsd).toBe(r.costUsd);
    }
  });

  it("the seed's window and pages, under Sonnet's minimum, cost with caching what they cost without", () => {
    const c = costWithCaching({ turns: 1000, messageLength: 120, window: 10, pageSize: 5, price: sonnet });
    expect(Math.max(...c.windowed.tokens)).toBeLessThan(1024);
    expect(c.windowed.cachedCostUsd).toBeCloseTo(c.windowed.costUsd, 12);
    expect(c.paged.cachedCostUsd).toBeCloseTo(c.paged.costUsd, 12);
    // So the ratio with caching is the unbounded bill with caching over the window's plain bill.
    const [, r1000] = seedRatiosWithCaching(sonnet);
    expect(r1000!.cachedWindowed).toBeCloseTo(c.unbounded.cachedCostUsd / c.windowed.costUsd, 9);
  });
});

describe('PRICES-CHECK section 4: 10 turns, window of 4, 200-token messages', () => {
  it('prices the append-only conversation and the window at Claude Sonnet 4.5 (1,000-token system prompt)', () => {
    const u = bill(example(1000));
    expect(u.totalTokens).toBe(21_000);
    expect(u.cachedTokens).toBe(18_000);
    expect(u.writtenTokens).toBe(3000);
    expect(u.costUsd).toBeCloseTo(0.063, 9);
    expect(u.cachedCostUsd).toBeCloseTo(0.01665, 9);
    const w = bill(example(1000, 4));
    expect(w.totalTokens).toBe(16_800);
    expect(w.cachedTokens).toBe(4200);
    expect(w.writtenTokens).toBe(12_600);
    expect(w.costUsd).toBeCloseTo(0.0504, 9);
    expect(w.cachedCostUsd).toBeCloseTo(0.04851, 9);
    // The system prompt is under the minimum: a breakpoint after it changes nothing.
    expect(bill(example(1000, 4, 'system')).cachedCostUsd).toBeCloseTo(0.04851, 9);
  });

  it('with a 1,100-token system prompt, one end marker reads nothing on the shifted turns; a second after the system prompt does', () => {
    const end = bill(example(1100, 4, 'end'));
    expect(end.cachedTokens).toBe(4500);
    expect(end.writtenTokens).toBe(13_300);
    expect(end.cachedCostUsd).toBeCloseTo(0.051225, 9);
    const system = bill(example(1100, 4, 'system'));
    expect(system.cachedTokens).toBe(11_100);
    expect(system.cachedCostUsd).toBeCloseTo(0.028455, 9);
    // Append-only: every layout has the end marker, the whole previous request is read.
    expect(bill(example(1100, undefined, 'system')).cachedCostUsd).toBe(bill(example(1100)).cachedCostUsd);
  });

  it('prices both at GPT-4o mini: 1,024-token minimum, 128-token steps, no write fee, breakpoints ignored', () => {
    const u = bill(example(1000), mini);
    expect(Array.from(u.cached).slice(1)).toEqual([1152, 1280, 1536, 1792, 1920, 2176, 2304, 2560, 2688]);
    expect(u.cachedTokens).toBe(17_408);
    expect(u.costUsd).toBeCloseTo(0.00315, 9);
    expect(u.cachedCostUsd).toBeCloseTo(0.001844, 6);
    const w = bill(example(1000, 4), mini);
    expect(w.cachedTokens).toBe(3968);
    expect(w.costUsd).toBeCloseTo(0.00252, 9);
    expect(w.cachedCostUsd).toBeCloseTo(0.002222, 6);
    const w1100 = example(1100, 4, 'end');
    expect(priceRequests(w1100.tokens, w1100.prefix, mini, [0], { marked: w1100.marked }).cachedTokens).toBe(
      priceRequests(w1100.tokens, w1100.prefix, mini).cachedTokens,
    );
  });

  it('prices both at Claude Haiku 4.5: everything under 4,096, the base price', () => {
    expect(bill(example(1000), haiku).cachedCostUsd).toBeCloseTo(0.021, 9);
    expect(bill(example(1000, 4), haiku).cachedCostUsd).toBeCloseTo(0.0168, 9);
  });
});

describe('breakpoints and expiry', () => {
  it('never reads part of a summary on Anthropic; reads an unchanged summary behind its own breakpoint', () => {
    const params = { turns: 400, messageLength: 400, window: 10, summaryBudget: 6000, chunkChars: 200 };
    const end = costWithCaching({ ...params, price: sonnet, systemTokens: 50, breakpoints: 'end' });
    const sys = costWithCaching({ ...params, price: sonnet, systemTokens: 50, breakpoints: 'system' });
    const sum = costWithCaching({ ...params, price: sonnet, systemTokens: 50, breakpoints: 'summary' });
    // A 50-token system prompt is under the minimum: its breakpoint changes nothing.
    expect(sys.windowed.cachedCostUsd).toBe(end.windowed.cachedCostUsd);
    // Once the summary is frozen and over the minimum, its breakpoint makes it readable.
    expect(sum.windowed.cachedTokens).toBeGreaterThan(end.windowed.cachedTokens);
    expect(sum.windowed.cachedCostUsd).toBeLessThan(end.windowed.cachedCostUsd);
    // Unbounded memory only appends: the end marker is all it needs.
    expect(sum.unbounded.cachedCostUsd).toBe(end.unbounded.cachedCostUsd);
    // OpenAI's prefix rule ignores the layout.
    const o = (b: BreakpointLayout) =>
      costWithCaching({ ...params, price: mini, systemTokens: 50, breakpoints: b }).windowed.cachedCostUsd;
    expect(o('end')).toBe(o('summary'));
  });

  it('reads nothing after an expiry, and counts the expiries', () => {
    const r = example(1000);
    const fresh = priceRequests(r.tokens, r.prefix, sonnet, [0], { marked: r.marked });
    const lost = priceRequests(r.tokens, r.prefix, sonnet, [0], { marked: r.marked, expired: [5] });
    expect(lost.cacheExpiries).toBe(1);
    expect(fresh.cachedTokens - lost.cachedTokens).toBe(cachedTokensOf(r.prefix[5]!, sonnet));
    expect(lost.cachedCostUsd).toBeGreaterThan(fresh.cachedCostUsd);
  });
});
