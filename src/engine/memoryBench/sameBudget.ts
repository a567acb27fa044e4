/**
 * The same-budget control: for a strategy that sends T tokens per turn on average, the recall of a plain rolling
 * window that sends no more. It separates what a strategy adds by choosing what to send from what it gains merely
 * by sending more.
 *
 * Definition (README.md of this folder): the largest window N whose mean tokens per turn (the bench's
 * `tokensPerTurn`, system prompt included) does not exceed the strategy's; `sameBudgetWindowRecall` is
 * `window:N`'s evidence recall on the same data. No interpolation: `window:N` is a strategy one can run, and its
 * recall is what the command prints for it. Rounding down favours the strategy by less than one turn's tokens.
 *
 * Computed from the prepared cases without replaying anything: a window's request at turn t is the turns
 * max(0, t-N+1)..t, so its tokens are a difference of prefix sums, and an evidence turn is in it exactly when its
 * distance to the question is below N. `test/engine/memoryBench/sameBudget.test.ts` checks both against `runBench`.
 */
import type { PreparedCase } from './memories';

interface CaseProfile {
  /** Prefix sums of the turns' tokens (cum[i] = tokens of turns 0..i-1). */
  cum: Float64Array;
  /** Per question with evidence: the distance of each evidence turn. */
  distances: number[][];
}

export interface SameBudget {
  /** The window N (0: the strategy sends less than a window of one turn). */
  sameBudgetWindow: number;
  /** window:N's evidence recall on the same data. */
  sameBudgetWindowRecall: number;
}

export class WindowBudget {
  private readonly cases: CaseProfile[] = [];
  private turns = 0;
  private longest = 0;
  private readonly cache = new Map<number, number>();

  constructor(private readonly systemTokens: number) {}

  /** Adds a prepared case (its token sums and its questions' evidence distances). */
  addCase(prep: PreparedCase): void {
    const distances: number[][] = [];
    for (const qs of prep.byAfter.values())
      for (const pq of qs) if (pq.evidence.length > 0) distances.push(pq.evidence.map((i) => pq.after - i));
    this.cases.push({ cum: prep.cum, distances });
    const n = prep.cum.length - 1;
    this.turns += n;
    this.longest = Math.max(this.longest, n);
    this.cache.clear();
  }

  /** Mean tokens per turn of `window:N`, as `runBench` reports them. */
  tokensPerTurn(window: number): number {
    if (this.turns === 0) return 0;
    const hit = this.cache.get(window);
    if (hit !== undefined) return hit;
    let sum = 0;
    for (const { cum } of this.cases) {
      const n = cum.length - 1;
      for (let t = 0; t < n; t++)
        sum += (cum[t + 1] as number) - (cum[Math.max(0, t - window + 1)] as number) + this.systemTokens;
    }
    const mean = sum / this.turns;
    this.cache.set(window, mean);
    return mean;
  }

  /** Evidence recall of `window:N` (mean over questions with evidence). */
  recall(window: number): number {
    let total = 0;
    let questions = 0;
    for (const { distances } of this.cases)
      for (const ds of distances) {
        questions++;
        total += ds.filter((d) => d < window).length / ds.length;
      }
    return questions === 0 ? 0 : total / questions;
  }

  /** The largest window that sends no more than `tokensPerTurn`, and its recall (binary search: monotone). */
  control(tokensPerTurn: number): SameBudget {
    // A small tolerance: the strategy's mean is a float sum in another order.
    const fits = (n: number) => this.tokensPerTurn(n) <= tokensPerTurn * (1 + 1e-12) + 1e-9;
    if (this.turns === 0 || !fits(1)) return { sameBudgetWindow: 0, sameBudgetWindowRecall: 0 };
    let lo = 1;
    let hi = Math.max(1, this.longest);
    if (fits(hi)) lo = hi;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fits(mid)) lo = mid;
      else hi = mid - 1;
    }
    return { sameBudgetWindow: lo, sameBudgetWindowRecall: this.recall(lo) };
  }
}
