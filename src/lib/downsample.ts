/**
 * Largest-Triangle-Three-Buckets downsampling (Steinarsson, 2013) on typed arrays, for charts of up to
 * millions of points. Two guarantees on top of the classic algorithm, because a cost chart that loses its
 * peak misleads: the first and last points are always kept, and so are the global minimum and maximum of y.
 * The output is a subsequence of the input (indices strictly increase), so a monotone series stays monotone.
 */

export type Numbers = ArrayLike<number>;

/** Index of the global minimum and maximum of `ys` (first occurrence), or [-1, -1] when empty. */
function extremes(ys: Numbers): [number, number] {
  const n = ys.length;
  if (n === 0) return [-1, -1];
  let lo = 0;
  let hi = 0;
  let min = ys[0] as number;
  let max = min;
  for (let i = 1; i < n; i++) {
    const v = ys[i] as number;
    if (v < min) {
      min = v;
      lo = i;
    } else if (v > max) {
      max = v;
      hi = i;
    }
  }
  return [lo, hi];
}

/**
 * Indices kept by LTTB: at most `threshold` of them (all of them when `ys.length <= threshold`), always 0,
 * n - 1 and the indices of the global minimum and maximum. `xs` defaults to the index itself.
 */
export function lttbIndices(ys: Numbers, threshold: number, xs?: Numbers): Uint32Array {
  const n = ys.length;
  if (xs && xs.length !== n) throw new RangeError(`xs and ys differ in length (${xs.length} vs ${n})`);
  if (!Number.isFinite(threshold) || threshold < 0)
    throw new RangeError(`threshold must be >= 0 (got ${threshold})`);
  const limit = Math.floor(threshold);
  if (n <= limit || n <= 2) {
    const all = new Uint32Array(n);
    for (let i = 0; i < n; i++) all[i] = i;
    return all;
  }
  if (limit < 4) {
    // Too few points for buckets: keep the endpoints and as many extremes as fit, in index order.
    const [lo, hi] = extremes(ys);
    const picked = [...new Set([0, lo, hi, n - 1])].sort((a, b) => a - b);
    const keep = picked.length <= limit ? picked : [0, n - 1].slice(0, limit);
    return Uint32Array.from(keep);
  }
  const [lo, hi] = extremes(ys);
  // One slot is reserved so that a bucket holding both extremes can keep both and the total stays <= limit.
  const buckets = limit - 3;
  const every = (n - 2) / buckets;
  const out = new Uint32Array(limit);
  let count = 0;
  out[count++] = 0;
  let a = 0;
  // Hot loop over up to millions of points: plain indexed reads, no closures (x defaults to the index).
  for (let b = 0; b < buckets; b++) {
    const start = Math.floor(b * every) + 1;
    const end = Math.min(Math.floor((b + 1) * every) + 1, n - 1);
    // Average of the next bucket (the last point for the last bucket).
    const nStart = end;
    const nEnd = b + 1 < buckets ? Math.max(nStart + 1, Math.min(Math.floor((b + 2) * every) + 1, n - 1)) : n;
    let avgX = 0;
    let avgY = 0;
    for (let j = nStart; j < nEnd; j++) avgY += ys[j] as number;
    if (xs) {
      for (let j = nStart; j < nEnd; j++) avgX += xs[j] as number;
      avgX /= nEnd - nStart;
    } else {
      avgX = (nStart + nEnd - 1) / 2;
    }
    avgY /= nEnd - nStart;
    const hasLo = lo >= start && lo < end;
    const hasHi = hi >= start && hi < end;
    if (hasLo || hasHi) {
      // Forced picks: the global extremes of the whole series.
      if (hasLo && hasHi && lo !== hi) {
        out[count++] = Math.min(lo, hi);
        out[count++] = Math.max(lo, hi);
        a = Math.max(lo, hi);
      } else {
        a = hasLo ? lo : hi;
        out[count++] = a;
      }
      continue;
    }
    if (start >= end) continue;
    const ax = xs ? (xs[a] as number) : a;
    const ay = ys[a] as number;
    // area(j) = |(ax - avgX) * (y_j - ay) - (ax - x_j) * (avgY - ay)|, expanded into a loop-invariant form.
    const dx = ax - avgX;
    const dy = avgY - ay;
    let best = start;
    let bestArea = -1;
    if (xs) {
      for (let j = start; j < end; j++) {
        const area = Math.abs(dx * ((ys[j] as number) - ay) - (ax - (xs[j] as number)) * dy);
        if (area > bestArea) {
          bestArea = area;
          best = j;
        }
      }
    } else {
      for (let j = start; j < end; j++) {
        const area = Math.abs(dx * ((ys[j] as number) - ay) - (ax - j) * dy);
        if (area > bestArea) {
          bestArea = area;
          best = j;
        }
      }
    }
    out[count++] = best;
    a = best;
  }
  out[count++] = n - 1;
  return out.slice(0, count);
}

/** LTTB on (xs, ys): the kept points, as new typed arrays. */
export function lttb(xs: Numbers, ys: Numbers, threshold: number): { xs: Float64Array; ys: Float64Array } {
  const idx = lttbIndices(ys, threshold, xs);
  const ox = new Float64Array(idx.length);
  const oy = new Float64Array(idx.length);
  for (let k = 0; k < idx.length; k++) {
    const i = idx[k] as number;
    ox[k] = xs[i] as number;
    oy[k] = ys[i] as number;
  }
  return { xs: ox, ys: oy };
}

/** Sorted union of index sets (each sorted ascending), without duplicates. */
export function mergeIndices(...sets: Uint32Array[]): Uint32Array {
  const total = sets.reduce((s, a) => s + a.length, 0);
  const all = new Uint32Array(total);
  let k = 0;
  for (const s of sets) {
    all.set(s, k);
    k += s.length;
  }
  all.sort();
  let w = 0;
  for (let r = 0; r < all.length; r++) {
    if (w === 0 || all[r] !== all[w - 1]) all[w++] = all[r] as number;
  }
  return all.slice(0, w);
}
