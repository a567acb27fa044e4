import { lttb, lttbIndices, mergeIndices } from '../../src/lib/downsample';

/** A deterministic pseudo-random generator, so failures reproduce. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function noisy(n: number, seed = 1): Float64Array {
  const r = rng(seed);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) ys[i] = Math.sin(i / 50) * 100 + r() * 40 - 20;
  return ys;
}

function argmin(a: ArrayLike<number>): number {
  let k = 0;
  for (let i = 1; i < a.length; i++) if ((a[i] as number) < (a[k] as number)) k = i;
  return k;
}
function argmax(a: ArrayLike<number>): number {
  let k = 0;
  for (let i = 1; i < a.length; i++) if ((a[i] as number) > (a[k] as number)) k = i;
  return k;
}

describe('lttbIndices', () => {
  it('returns small inputs unchanged', () => {
    expect(Array.from(lttbIndices([5, 1, 4], 10))).toEqual([0, 1, 2]);
    expect(Array.from(lttbIndices(new Float64Array(100).fill(3), 100))).toEqual([...Array(100).keys()]);
    expect(lttbIndices([], 10).length).toBe(0);
    expect(Array.from(lttbIndices([7], 0))).toEqual([0]);
  });

  it.each([3, 4, 5, 10, 100, 667, 2000])(
    'keeps at most %i points, the endpoints and the global extremes',
    (threshold) => {
      for (const seed of [1, 2, 3]) {
        const ys = noisy(10_000, seed);
        // Plant a spike and a pit away from the ends.
        ys[3217] = 10_000;
        ys[7001] = -10_000;
        const idx = lttbIndices(ys, threshold);
        expect(idx.length).toBeLessThanOrEqual(threshold);
        expect(idx[0]).toBe(0);
        expect(idx[idx.length - 1]).toBe(ys.length - 1);
        if (threshold >= 4) {
          expect(Array.from(idx)).toContain(argmax(ys));
          expect(Array.from(idx)).toContain(argmin(ys));
        }
        for (let k = 1; k < idx.length; k++) expect(idx[k] as number).toBeGreaterThan(idx[k - 1] as number);
      }
    },
  );

  it('keeps both extremes when they fall in the same bucket', () => {
    const ys = new Float64Array(1000).fill(0);
    ys[500] = 9;
    ys[501] = -9;
    const idx = Array.from(lttbIndices(ys, 10));
    expect(idx).toContain(500);
    expect(idx).toContain(501);
    expect(idx.length).toBeLessThanOrEqual(10);
  });

  it('keeps a monotone series monotone', () => {
    const n = 100_000;
    const up = new Float64Array(n);
    const down = new Float64Array(n);
    const r = rng(7);
    let a = 0;
    for (let i = 0; i < n; i++) {
      a += r() * r() * 3; // increasing, with uneven steps
      up[i] = a;
      down[i] = -a;
    }
    for (const ys of [up, down]) {
      const { ys: out } = lttb(
        Float64Array.from({ length: n }, (_, i) => i),
        ys,
        500,
      );
      const sign = ys === up ? 1 : -1;
      for (let k = 1; k < out.length; k++)
        expect(sign * ((out[k] as number) - (out[k - 1] as number))).toBeGreaterThanOrEqual(0);
      expect(out[0]).toBe(ys[0]);
      expect(out[out.length - 1]).toBe(ys[n - 1]);
    }
  });

  it('follows a line with uneven x exactly (every kept point is an input point)', () => {
    const xs = Float64Array.from({ length: 5000 }, (_, i) => i * i);
    const ys = Float64Array.from(xs, (x) => 3 * x + 1);
    const out = lttb(xs, ys, 50);
    expect(out.xs.length).toBeLessThanOrEqual(50);
    for (let k = 0; k < out.xs.length; k++) expect(out.ys[k]).toBe(3 * (out.xs[k] as number) + 1);
  });

  it('prefers the peaks of a sawtooth over its flat middle', () => {
    const ys = Float64Array.from({ length: 10_000 }, (_, i) => (i % 100 === 50 ? 100 : 0));
    const idx = lttbIndices(ys, 300);
    const peaks = Array.from(idx).filter((i) => ys[i] === 100).length;
    expect(peaks).toBeGreaterThanOrEqual(90); // 100 peaks, roughly 3 buckets each
  });

  // Its speed is `npm run bench`'s (section 6), not a stopwatch in the suite.
  it('downsamples a million points to at most the threshold, keeping both ends', () => {
    const ys = noisy(1_000_000);
    const idx = lttbIndices(ys, 667);
    expect(idx.length).toBeLessThanOrEqual(667);
    expect([idx[0], idx[idx.length - 1]]).toEqual([0, 999_999]);
  });

  it('refuses mismatched or negative arguments', () => {
    expect(() => lttbIndices([1, 2, 3], 2, [1, 2])).toThrow(RangeError);
    expect(() => lttbIndices([1, 2, 3], -1)).toThrow(RangeError);
  });
});

describe('mergeIndices', () => {
  it('unions sorted index sets without duplicates', () => {
    const m = mergeIndices(Uint32Array.from([0, 3, 9]), Uint32Array.from([0, 4, 9]), Uint32Array.from([]));
    expect(Array.from(m)).toEqual([0, 3, 4, 9]);
  });
});
