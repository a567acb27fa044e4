// Exercise 1, reference solution.

export interface MarginalCost {
  /** Σ_{i=1..nTurns} min(i, windowSize) × msgLen */
  windowCost: number;
  /** windowCost / nTurns < (unbounded / nTurns) / 2 */
  thresholdMet: boolean;
  /** The largest window size (1..nTurns) meeting the criterion, 0 if none. */
  thresholdWindow: number;
}

function requireInt(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`${name} must be an integer >= 1 (got ${String(value)})`);
  }
}

/** Messages sent over n turns by a window of size w: 1 + 2 + … + w, then w per turn. */
function windowMessages(w: number, n: number): number {
  const k = Math.min(w, n);
  return (k * (k + 1)) / 2 + (n - k) * w;
}

export function marginalCost(windowSize: number, nTurns: number, msgLen: number): MarginalCost {
  requireInt('windowSize', windowSize);
  requireInt('nTurns', nTurns);
  if (typeof msgLen !== 'number' || !Number.isFinite(msgLen) || msgLen <= 0) {
    throw new RangeError(`msgLen must be a finite number > 0 (got ${String(msgLen)})`);
  }
  // Compare in messages: msgLen multiplies both sides, so the criterion does not depend on it.
  const unboundedMessages = (nTurns * (nTurns + 1)) / 2;
  const meets = (w: number) => windowMessages(w, nTurns) < unboundedMessages / 2;
  // The cost grows with w, so the windows that meet the criterion are 1..W*: walk up until it fails.
  let thresholdWindow = 0;
  while (thresholdWindow < nTurns && meets(thresholdWindow + 1)) thresholdWindow++;
  return {
    windowCost: windowMessages(windowSize, nTurns) * msgLen,
    thresholdMet: meets(windowSize),
    thresholdWindow,
  };
}
