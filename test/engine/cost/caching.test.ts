import '../../../src/engine/tokens/bpe';
import {
  cachedTokensOf,
  costOfConversation,
  costWithCaching,
  MODEL_PRICES,
  modelPrice,
  priceRequests,
  seedRatiosWithCaching,
} from '../../../src/engine';

describe('prices', () => {
  it("every row has its provider's own pages, a date and a cached rate below its input rate", () => {
    const own = { OpenAI: /openai\.com$/, Anthropic: /^platform\.claude\.com$/, DeepSeek: /deepseek\.com$/ };
    for (const p of MODEL_PRICES) {
      for (const url of [p.source, p.cachingSource]) {
        expect(url).toMatch(/^https:\/\//);
        expect(new URL(url).hostname, `${p.id}: ${url}`).toMatch(own[p.provider]);
      }
      expect(p.readOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (p.retiresOn !== undefined) expect(p.retiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.cachedInput).toBeLessThan(p.input);
      expect(p.cachedInput / p.input).toBeGreaterThanOrEqual(0.01);
      expect(p.cachedInput / p.input).toBeLessThanOrEqual(0.5 + 1e-12);
    }
    expect(() => modelPrice('gpt-99')).toThrow(/known models are/);
  });
});

describe('cachedTokensOf / priceRequests', () => {
  const openai = modelPrice('gpt-4o-mini');
  it('caches from the minimum on, in steps', () => {
    expect(cachedTokensOf(1023, openai)).toBe(0);
    expect(cachedTokensOf(1024, openai)).toBe(1024);
    expect(cachedTokensOf(1151, openai)).toBe(1024);
    expect(cachedTokensOf(1152, openai)).toBe(1152);
    // DeepSeek: 64-token units.
    expect(cachedTokensOf(63, modelPrice('deepseek-flash'))).toBe(0);
    expect(cachedTokensOf(500, modelPrice('deepseek-flash'))).toBe(448);
  });

  it('prices the write of an Anthropic cache above the plain input', () => {
    const p = modelPrice('claude-sonnet-4.5');
    // The second request extends the first: it reads the entry written at the first's end.
    const r = priceRequests([2000, 3000], [0, 2000], p);
    expect(r.cachedTokens).toBe(2000);
    expect(r.costUsd).toBeCloseTo((5000 * 3) / 1e6, 12);
    expect(r.cachedCostUsd).toBeCloseTo((2000 * 0.3 + 3000 * 3.75) / 1e6, 12);
  });
});

describe("the cost lab's memories with caching", () => {
  it('keeps the uncached series of costOfConversation', () => {
    const c = costWithCaching({ turns: 300, price: 'deepseek-flash' });
    const plain = costOfConversation({ turns: 300, model: 'exact', unit: 'tokens', series: true });
    expect(Array.from(c.unbounded.tokens)).toEqual(Array.from(plain.series!.unbounded));
    expect(c.windowed.totalTokens).toBe(plain.windowed);
    expect(c.paged.totalTokens).toBe(plain.paged);
  });

  it('caches the whole previous request of unbounded memory, a window only while it fills', () => {
    // A row of one's own without a minimum: every shared token is cached.
    const free = { ...modelPrice('deepseek-flash'), id: 'free', minCachedTokens: 0, cacheStep: 1 };
    const c = costWithCaching({ turns: 200, price: free, window: 10 });
    const u = Array.from(c.unbounded.tokens);
    expect(c.unbounded.cachedTokens).toBe(u.slice(0, -1).reduce((a, b) => a + b, 0));
    // Window: turns 2..10 share the previous request; later, only the summary once it stops changing.
    for (let t = 2; t <= 10; t++) expect(c.windowed.cached[t - 1]).toBe(c.windowed.tokens[t - 2]);
    expect(c.windowed.hitRate).toBeLessThan(c.unbounded.hitRate / 2);
  });

  it("sets the seed's ×4.4 and ×43 beside the same ratios with caching", () => {
    const [r100, r1000] = seedRatiosWithCaching('gpt-4o-mini');
    expect(r100?.seedWindowed.toFixed(1)).toBe('4.4');
    expect(r1000?.seedWindowed.toFixed(1)).toBe('43.0');
    // With caching, unbounded memory pays a fraction of its bill: the window's saving shrinks.
    expect(r1000!.cachedWindowed).toBeLessThan(r1000!.windowed);
    expect(r1000!.hitRate.unbounded).toBeGreaterThan(0.9);
    expect(r1000!.hitRate.windowed).toBeLessThan(0.1);
  });

  it('takes a price row of its own (a price someone typed), checked', () => {
    const row = modelPrice('gpt-4o-mini');
    const byId = costWithCaching({ turns: 300, price: 'gpt-4o-mini' });
    const byRow = costWithCaching({ turns: 300, price: { ...row } });
    expect(byRow.unbounded.cachedCostUsd).toBe(byId.unbounded.cachedCostUsd);
    // Every shared token cached, at a tenth of the price: cheaper than OpenAI's rule at half price.
    const own = costWithCaching({
      turns: 300,
      price: { ...row, id: 'custom', cachedInput: row.input / 10, minCachedTokens: 0, cacheStep: 1 },
    });
    expect(own.unbounded.cachedCostUsd).toBeLessThan(byId.unbounded.cachedCostUsd);
    expect(() => costWithCaching({ turns: 10, price: { ...row, cachedInput: Number.NaN } })).toThrow(
      /price\.cachedInput/,
    );
  });
});
