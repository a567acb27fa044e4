/**
 * Exercise 1's threshold, defined precisely (the seed says "minimal window" where the largest one is meant):
 *   windowCost(W) = sum over turns i = 1..n of min(i, W) * L      (a window charged as it fills)
 *   unbounded     = sum over turns i = 1..n of i * L               = L * n(n+1)/2
 *   W meets the criterion when windowCost(W) / n < (unbounded / n) / 2
 *   threshold     = the largest W >= 1 meeting it, 0 if none.
 * windowCost grows with W (up to W = n, where it equals the unbounded cost), so the largest W is found by
 * binary search in O(log n), each test being O(1) with the closed form below. Everything is an exact integer
 * in doubles up to n = 10^7 (values below 2^53).
 */

/** Closed form of sum_{i=1..n} min(i, W) (W >= 0): W(W+1)/2 + (n - W) * W when W < n, n(n+1)/2 otherwise. */
export function windowSlots(n: number, w: number): number {
  const m = Math.min(w, n);
  return (m * (m + 1)) / 2 + (n - m) * m;
}

/** windowCost(W) of exercise 1: sum_{i=1..n} min(i, W) * L. */
export function windowCost(n: number, w: number, messageLength: number): number {
  return windowSlots(n, w) * messageLength;
}

/** Unbounded cost: sum_{i=1..n} i * L. */
export function unboundedCost(n: number, messageLength: number): number {
  return ((n * (n + 1)) / 2) * messageLength;
}

/** Whether a window of W meets exercise 1's criterion (average below half the unbounded average). */
export function meetsHalfCost(n: number, w: number, messageLength: number): boolean {
  if (messageLength <= 0 || n < 1 || w < 1) return false;
  // windowCost / n < unbounded / (2n)  <=>  4 * slots(W) < n(n+1)  (L > 0 cancels; integers, no rounding)
  return 4 * windowSlots(n, w) < n * (n + 1);
}

/** The largest window W meeting exercise 1's criterion for n turns, 0 if none (O(log n)). */
export function halfCostThreshold(n: number, messageLength = 1): number {
  if (!Number.isInteger(n) || n < 1 || !(messageLength > 0)) return 0;
  if (!meetsHalfCost(n, 1, messageLength)) return 0;
  let lo = 1; // meets
  let hi = n; // windowCost(n) = unbounded: never meets
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (meetsHalfCost(n, mid, messageLength)) lo = mid;
    else hi = mid;
  }
  return lo;
}
