import {
  generateBench,
  parseStrategies,
  parseStrategy,
  runBench,
  summaryRow,
  type BenchData,
} from '../../../src/engine/memoryBench';
import { modelPrice } from '../../../src/engine/cost/prices';

describe('blocks:L and writepath:D, parsed', () => {
  it('reads the forms with their defaults, and refuses a bad design or number', () => {
    expect(parseStrategy('blocks:2000')).toEqual({
      kind: 'blocks',
      name: 'blocks:2000',
      limit: 2000,
      window: 10,
      k: 3,
    });
    expect(parseStrategy('blocks:500:4:2')).toMatchObject({ limit: 500, window: 4, k: 2 });
    expect(parseStrategy('writepath:append')).toEqual({
      kind: 'writepath',
      name: 'writepath:append',
      design: 'append',
      k: 5,
      window: 10,
    });
    expect(parseStrategy('writepath:bitemporal:3:2')).toMatchObject({
      design: 'bitemporal',
      k: 3,
      window: 2,
    });
    expect(() => parseStrategy('writepath:git')).toThrow(/overwrite, append or bitemporal/);
    expect(() => parseStrategy('blocks')).toThrow(/blocks:L/);
    expect(() => parseStrategy('blocks:0')).toThrow(/from 1/);
  });
});

describe('chapter 5 strategies in the bench', () => {
  const data: BenchData = generateBench({ turns: 400, questions: 20, seed: 3, lang: 'en', updates: 0.5 });
  const names =
    'window:2,blocks:2000:2,writepath:overwrite:5:2,writepath:append:5:2,writepath:bitemporal:5:2';
  const rows = runBench(data, parseStrategies(names), { approxTokens: true }).map(summaryRow);
  const row = (name: string) => rows.find((r) => r.strategy === name)!;
  const facts = data.cases[0]!.questions.length;
  const updated = data.cases[0]!.questions.filter((q) => (q.previous ?? []).length > 0).length;

  it('counts tool calls: none for the window, one write per fact and update for the write path', () => {
    expect(updated).toBeGreaterThan(0);
    expect(row('window:2')).toMatchObject({ toolCalls: 0, writeCalls: 0, writeCostUsd: 0 });
    // Every planted fact is an ADD and every update an UPDATE (the generator never restates one).
    expect(row('writepath:overwrite:5:2').toolCalls).toBe(facts + updated);
    expect(row('writepath:overwrite:5:2').toolCallsPerTurn).toBeCloseTo((facts + updated) / 400, 12);
    // The blocks agent appends each fact and replaces each update, then searches when a probe is not in a block.
    expect(row('blocks:2000:2').toolCalls).toBeGreaterThanOrEqual(facts + updated);
  });

  it('prices the write path: one extraction per user turn and one decision per fact, at the input rate', () => {
    const r = row('writepath:append:5:2');
    expect(r.writeCalls).toBe(200 + facts + updated);
    const price = modelPrice(r.price);
    expect(r.writeCostUsd).toBeCloseTo((r.writeTokens * price.input) / 1e6, 12);
    expect(r.writeCachedCostUsd).toBeLessThanOrEqual(r.writeCostUsd);
  });

  it('drift: overwrite and bitemporal answer with the newest value, append keeps the old one beside it', () => {
    const over = row('writepath:overwrite:5:2').drift;
    const bi = row('writepath:bitemporal:5:2').drift;
    const app = row('writepath:append:5:2').drift;
    expect(over.questions).toBe(updated);
    expect(over.old + over.both).toBeLessThan(app.old + app.both);
    expect(bi).toEqual(over);
    expect(app.both).toBeGreaterThan(0);
    expect(row('writepath:overwrite:5:2').answerInContext).toBeGreaterThan(row('window:2').answerInContext);
  });
});
