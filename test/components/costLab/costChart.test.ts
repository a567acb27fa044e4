/** The chart's pure helpers (CostChart.tsx), in node: exercise 1's threshold line. */
import { thresholdLevel } from '../../../src/components/costLab/CostChart';
import type { LabResult } from '../../../src/compute/costLab/computeLab';
import { DEFAULT_PARAMS } from '../../../src/compute/costLab/params';

describe("exercise 1's threshold on the chart", () => {
  const result = (unit: LabResult['params']['unit'], messageTokens: number | null) =>
    ({ params: { ...DEFAULT_PARAMS, turns: 100, messageLength: 120, unit }, messageTokens }) satisfies Pick<
      LabResult,
      'params' | 'messageTokens'
    >;

  it('is W* messages of the chart unit in the per-turn view', () => {
    expect(thresholdLevel(result('chars', null), 29, 'turn')).toBe(3480);
    expect(thresholdLevel(result('approx', null), 29, 'turn')).toBe(870);
    expect(thresholdLevel(result('o200k', 27), 29, 'turn')).toBe(783);
  });

  it('has no place in the cumulative view, nor without a threshold', () => {
    expect(thresholdLevel(result('chars', null), 29, 'cumulative')).toBe(null);
    expect(thresholdLevel(result('chars', null), 0, 'turn')).toBe(null);
  });
});
