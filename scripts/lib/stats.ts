// Figures as the measuring scripts print them.

/** Milliseconds: 3 decimals under 10 ms, 1 under a second, none above. */
export const fmtMs = (ms: number): string =>
  (ms < 10 ? ms.toFixed(3) : ms < 1000 ? ms.toFixed(1) : ms.toFixed(0)) + ' ms';

/** The middle value (the upper one of an even count); NaN for none. */
export const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
