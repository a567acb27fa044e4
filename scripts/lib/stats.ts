// Figures as the measuring scripts print them.

/** Milliseconds: 3 decimals under 10 ms, 1 under a second, none above. */
export const fmtMs = (ms: number): string =>
  (ms < 10 ? ms.toFixed(3) : ms < 1000 ? ms.toFixed(1) : ms.toFixed(0)) + ' ms';

/** The middle value (the upper one of an even count); NaN for none. */
export const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** CPU time of one call, in ms (CPU, not wall: on a shared machine wall time counts the queue for a core). */
export function cpuMs(fn: () => void): number {
  const c0 = process.cpuUsage();
  fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}

/** CPU time of the best of `runs` calls, in ms, after one warm-up call. */
export function bestCpu(fn: () => void, runs = 7): number {
  fn();
  let best = Infinity;
  for (let i = 0; i < runs; i++) best = Math.min(best, cpuMs(fn));
  return best;
}

/**
 * CPU time of the best of `runs` calls of each of `a` and `b`, taken in turns: on a shared machine the load changes
 * from second to second, and alternating makes both see the same conditions (the ratio is then the robust figure).
 */
export function bestCpuPair(a: () => void, b: () => void, runs: number): [number, number] {
  a();
  b();
  let bestA = Infinity;
  let bestB = Infinity;
  for (let i = 0; i < runs; i++) {
    bestA = Math.min(bestA, cpuMs(a));
    bestB = Math.min(bestB, cpuMs(b));
  }
  return [bestA, bestB];
}
