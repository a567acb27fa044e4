// Exercise 1: parametric window and marginal cost. Read the statement, then replace the TODOs.

export interface MarginalCost {
  /** Σ_{i=1..nTurns} min(i, windowSize) × msgLen */
  windowCost: number;
  /** windowCost / nTurns < (unbounded / nTurns) / 2 */
  thresholdMet: boolean;
  /** The largest window size (1..nTurns) meeting the criterion, 0 if none. */
  thresholdWindow: number;
}

export function marginalCost(windowSize: number, nTurns: number, msgLen: number): MarginalCost {
  // TODO: check the arguments (RangeError naming the argument).
  // TODO: compute the window's total cost, the unbounded cost, and the criterion.
  // TODO: find the largest window size that meets the criterion.
  void windowSize;
  void nTurns;
  void msgLen;
  return { windowCost: 0, thresholdMet: false, thresholdWindow: 0 };
}
