import { describe, expect, it } from 'vitest';
import { runSteps } from '../../src/lib/runSteps';

function* countTo(n: number): Generator<number, string> {
  for (let i = 1; i <= n; i++) yield i;
  return `counted to ${n}`;
}

describe('runSteps', () => {
  it('hands every step to onStep in order and gives the generator’s result', async () => {
    const seen: number[] = [];
    await expect(runSteps(countTo(3), (i) => void seen.push(i))).resolves.toBe('counted to 3');
    expect(seen).toEqual([1, 2, 3]);
  });

  it('stops at the first step onStep answers false to, with null, and runs no further step', async () => {
    const seen: number[] = [];
    const result = await runSteps(countTo(5), async (i) => {
      seen.push(i);
      await Promise.resolve();
      return i < 2;
    });
    expect(result).toBeNull();
    expect(seen).toEqual([1, 2]);
  });
});
