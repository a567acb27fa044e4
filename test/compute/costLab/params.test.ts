import { fromSlider, toSlider } from '../../../src/components/costLab/NumericField';
import {
  DEFAULT_PARAMS,
  parseDecimalField,
  parseIntegerField,
  parseQuery,
  PRICE_IDS,
  toQuery,
  type LabParams,
} from '../../../src/compute/costLab/params';
import { MODEL_PRICES } from '../../../src/engine/cost/prices';

describe('typed numbers', () => {
  it('reads whole numbers written the English or the French way', () => {
    expect(parseIntegerField('1000', 1, 1e6)).toEqual({ value: 1000, problem: null });
    expect(parseIntegerField('1,000,000', 1, 1e6).value).toBe(1_000_000);
    expect(parseIntegerField('1\u202f000', 1, 1e6).value).toBe(1000);
    expect(parseIntegerField(' 25 ', 1, 1e6).value).toBe(25);
  });

  it('refuses what is not a whole number', () => {
    for (const text of ['abc', '1.5', '-3', '1e3', '12a', '0x10', 'NaN', '1,00']) {
      const r = parseIntegerField(text, 1, 1e6);
      expect(r.value, text).toBeNull();
      expect(r.problem, text).toEqual({ kind: 'not-a-number', text });
    }
    expect(parseIntegerField('', 1, 10)).toEqual({ value: null, problem: { kind: 'empty' } });
  });

  it('clamps out-of-range numbers and says so', () => {
    expect(parseIntegerField('5000000', 1, 1e6)).toEqual({
      value: 1e6,
      problem: { kind: 'clamped', to: 1e6, min: 1, max: 1e6 },
    });
    expect(parseIntegerField('0', 1, 1e6)).toEqual({
      value: 1,
      problem: { kind: 'clamped', to: 1, min: 1, max: 1e6 },
    });
    expect(parseIntegerField('99999999999999999999', 1, 10).value).toBe(10);
  });

  it('reads prices with a point or a comma', () => {
    expect(parseDecimalField('0.15', 1000).value).toBe(0.15);
    expect(parseDecimalField('0,15', 1000).value).toBe(0.15);
    expect(parseDecimalField('2', 1000).value).toBe(2);
    expect(parseDecimalField('abc', 1000).value).toBeNull();
    expect(parseDecimalField('-1', 1000).value).toBeNull();
    expect(parseDecimalField('5000', 1000)).toMatchObject({ value: 1000, problem: { kind: 'clamped' } });
  });
});

describe('the log slider', () => {
  it('maps both ends and round-trips every power of ten', () => {
    expect(toSlider(1, 1, 1e6, true)).toBe(0);
    expect(toSlider(1e6, 1, 1e6, true)).toBe(1000);
    expect(fromSlider(0, 1, 1e6, true)).toBe(1);
    expect(fromSlider(1000, 1, 1e6, true)).toBe(1e6);
    for (const x of [10, 100, 1000, 10_000, 100_000]) {
      const back = fromSlider(toSlider(x, 1, 1e6, true), 1, 1e6, true);
      expect(Math.abs(back - x) / x).toBeLessThan(0.01);
    }
    expect(fromSlider(0, 0, 1e6, true)).toBe(0); // a range starting at 0 works too
  });
});

describe('the permalink', () => {
  it('round-trips every parameter', () => {
    const p: LabParams = {
      turns: 123_456,
      window: 42,
      pageSize: 7,
      messageLength: 300,
      summaryBudget: 0,
      chunkChars: 12,
      model: 'exact',
      unit: 'cl100k',
      view: 'turn',
      scale: 'log',
      hidden: ['unbounded', 'paged'],
      priceModel: 'custom',
      price: 0.7,
      cachedPrice: 0.07,
    };
    const q = toQuery(p);
    expect(parseQuery(new URLSearchParams(q.toString()), PRICE_IDS)).toEqual({ params: p, invalid: [] });
  });

  it('is empty for the defaults', () => {
    expect(toQuery(DEFAULT_PARAMS).toString()).toBe('');
    expect(parseQuery(new URLSearchParams(''), PRICE_IDS)).toEqual({ params: DEFAULT_PARAMS, invalid: [] });
  });

  it('falls back to defaults key by key on a malformed link and lists what it could not read', () => {
    const q = new URLSearchParams(
      'turns=100&w=abc&p=0&len=99999999&model=magic&unit=&hide=foo&pm=nope&price=-2&scale=log&zzz=1',
    );
    const { params, invalid } = parseQuery(q, PRICE_IDS);
    expect(params.turns).toBe(100);
    expect(params.scale).toBe('log');
    expect(params.window).toBe(DEFAULT_PARAMS.window);
    expect(params.pageSize).toBe(DEFAULT_PARAMS.pageSize);
    expect(params.messageLength).toBe(DEFAULT_PARAMS.messageLength);
    expect(params.model).toBe(DEFAULT_PARAMS.model);
    expect(params.hidden).toEqual([]);
    expect(invalid.sort()).toEqual(['hide', 'len', 'model', 'p', 'pm', 'price', 'unit', 'w'].sort());
  });

  it("takes a model's two rates from the engine's dated table, and typed rates only as 'custom'", () => {
    expect(PRICE_IDS).toEqual(MODEL_PRICES.map((r) => r.id));
    const sonnet = MODEL_PRICES.find((r) => r.id === 'claude-sonnet-4.5')!;
    const { params } = parseQuery(new URLSearchParams('pm=claude-sonnet-4.5&price=9&cprice=9'), PRICE_IDS);
    expect(params).toMatchObject({
      priceModel: sonnet.id,
      price: sonnet.input,
      cachedPrice: sonnet.cachedInput,
    });
    expect(toQuery(params).toString()).toBe('pm=claude-sonnet-4.5');
    // A link from before the move (a model the table no longer lists) falls back to the default, and says so.
    const old = parseQuery(new URLSearchParams('pm=gpt-5&price=1.25'), PRICE_IDS);
    expect(old.invalid).toEqual(['pm']);
    expect(old.params.priceModel).toBe(DEFAULT_PARAMS.priceModel);
    expect(old.params.price).toBe(DEFAULT_PARAMS.price);
  });
});
