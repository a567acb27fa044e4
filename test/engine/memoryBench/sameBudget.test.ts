// The same-budget control: computed from prefix sums, checked against the bench's own window:N runs.
import {
  DISTANCE_LAWS,
  generateBench,
  parseGeneratorSpec,
  parseStrategies,
  runBench,
  summaryRow,
} from '../../../src/engine/memoryBench';

const data = generateBench({ turns: 400, questions: 20, seed: 3 });
const opts = { approxTokens: true, perQuestion: false } as const;
const byName = (names: string) => runBench(data, parseStrategies(names), opts);

describe('sameBudgetWindowRecall', () => {
  const strategies = byName('retrieval:5,reflective:3,summary:10:400,paging:20,window:7');

  it('is the largest window that sends no more tokens per turn, with that window’s own recall', () => {
    for (const s of strategies) {
      const n = s.sameBudgetWindow;
      expect(n, s.strategy).toBeGreaterThan(0);
      const [fits, over] = byName(`window:${n},window:${n + 1}`);
      expect(fits!.tokensPerTurn, s.strategy).toBeLessThanOrEqual(s.tokensPerTurn + 1e-9);
      expect(over!.tokensPerTurn, s.strategy).toBeGreaterThan(s.tokensPerTurn);
      expect(s.sameBudgetWindowRecall, s.strategy).toBeCloseTo(fits!.evidenceRecall, 12);
    }
  });

  it('of a window is that window itself', () => {
    const w = strategies.find((s) => s.strategy === 'window:7');
    expect(w).toMatchObject({ sameBudgetWindow: 7, sameBudgetWindowRecall: w!.evidenceRecall });
  });

  it('is capped at the whole conversation for unbounded, and 0 below one turn', () => {
    const [u] = byName('unbounded');
    expect(u!.sameBudgetWindow).toBe(400);
    expect(u!.sameBudgetWindowRecall).toBeCloseTo(u!.evidenceRecall, 12);
  });

  it('reaches the command’s plain row', () => {
    const row = summaryRow(strategies[0]!);
    expect(row.sameBudgetWindow).toBe(strategies[0]!.sameBudgetWindow);
    expect(row.sameBudgetWindowRecall).toBe(strategies[0]!.sameBudgetWindowRecall);
    expect(row.staleShare).not.toBeNull();
  });
});

describe('the generator’s distance law', () => {
  const recallOf = (distance: (typeof DISTANCE_LAWS)[number]) =>
    runBench(
      generateBench({ turns: 1000, questions: 50, seed: 1, distance }),
      parseStrategies('window:10'),
      opts,
    )[0]!.evidenceRecall;

  it('sets a window’s recall: recent ones all fit in 10 turns, far ones almost none', () => {
    expect(recallOf('recent')).toBe(1);
    // A fact planted near the end has its question clamped to the last turn: far is "as far as the end allows".
    expect(recallOf('far')).toBeLessThan(0.05);
    const log = recallOf('loguniform');
    expect(log).toBeGreaterThan(recallOf('uniform'));
    expect(log).toBeLessThan(1);
  });

  it('keeps the default file unchanged and is parsed from --generate', () => {
    expect(generateBench({ turns: 200, questions: 10, distance: 'loguniform' })).toEqual(
      generateBench({ turns: 200, questions: 10 }),
    );
    expect(parseGeneratorSpec('distance=far').distance).toBe('far');
    expect(parseGeneratorSpec('').distance).toBe('loguniform');
    expect(() => parseGeneratorSpec('distance=near')).toThrow(/loguniform, uniform, recent, far/);
  });
});
