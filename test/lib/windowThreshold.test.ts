import {
  halfCostThreshold,
  meetsHalfCost,
  unboundedCost,
  windowCost,
  windowSlots,
} from '../../src/lib/windowThreshold';

/** Exercise 1's definition, literally: O(n) per W, O(n^2) in all. */
function bruteThreshold(n: number, L: number): number {
  let best = 0;
  let unbounded = 0;
  for (let i = 1; i <= n; i++) unbounded += i * L;
  for (let W = 1; W <= n; W++) {
    let cost = 0;
    for (let i = 1; i <= n; i++) cost += Math.min(i, W) * L;
    if (cost / n < unbounded / n / 2) best = W;
  }
  return best;
}

describe("exercise 1's threshold", () => {
  it('closed forms match the sums', () => {
    for (const n of [1, 2, 7, 50]) {
      for (const w of [0, 1, 3, n, n + 5]) {
        let s = 0;
        for (let i = 1; i <= n; i++) s += Math.min(i, w);
        expect(windowSlots(n, w)).toBe(s);
        expect(windowCost(n, w, 120)).toBe(s * 120);
      }
      expect(unboundedCost(n, 120)).toBe(((n * (n + 1)) / 2) * 120);
    }
  });

  it('equals the brute-force definition for every n up to 300', () => {
    for (let n = 1; n <= 300; n++) expect(halfCostThreshold(n, 120), `n=${n}`).toBe(bruteThreshold(n, 120));
  });

  it('gives 29 at 100 turns and 293 at 1,000 (the lesson quotes them)', () => {
    expect(halfCostThreshold(100)).toBe(29);
    expect(halfCostThreshold(1000)).toBe(293);
    expect(meetsHalfCost(100, 10, 120)).toBe(true);
    expect(meetsHalfCost(100, 29, 120)).toBe(true);
    expect(meetsHalfCost(100, 30, 120)).toBe(false);
  });

  it('is 0 when no window qualifies or the input is meaningless', () => {
    expect(halfCostThreshold(1)).toBe(0);
    expect(halfCostThreshold(3)).toBe(0);
    expect(halfCostThreshold(4)).toBe(1);
    expect(halfCostThreshold(0)).toBe(0);
    expect(halfCostThreshold(10, 0)).toBe(0);
    expect(halfCostThreshold(Number.NaN)).toBe(0);
  });

  // Its speed is `npm run bench`'s (section 6), not a stopwatch in the suite.
  it('approaches n(1 - 1/sqrt 2) at ten million turns', () => {
    const n = 10_000_000;
    const w = halfCostThreshold(n);
    expect(Math.abs(w - n * (1 - Math.SQRT1_2))).toBeLessThan(2);
    expect(meetsHalfCost(n, w, 1)).toBe(true);
    expect(meetsHalfCost(n, w + 1, 1)).toBe(false);
  });
});
