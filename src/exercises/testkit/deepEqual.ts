import { isTypedArray, tagOf } from './print';

// ---------------------------------------------------------------------------------------------------------------
// Deep equality: plain values, arrays, plain objects and class instances by their own enumerable keys, Maps, Sets.

export function deepEqual(a: unknown, b: unknown, seen: Map<object, object> = new Map()): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (seen.get(a) === b) return true;
  seen.set(a, b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ta = tagOf(a);
  const tb = tagOf(b);
  if (ta !== tb) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], bb[i], seen)) return false;
    return true;
  }
  if (ta === 'Map') {
    const ma = a as Map<unknown, unknown>;
    const mb = b as Map<unknown, unknown>;
    if (ma.size !== mb.size) return false;
    for (const [k, v] of ma) if (!mb.has(k) || !deepEqual(v, mb.get(k), seen)) return false;
    return true;
  }
  if (ta === 'Set') {
    const sa = a as Set<unknown>;
    const sb = b as Set<unknown>;
    if (sa.size !== sb.size) return false;
    for (const v of sa) if (!sb.has(v)) return false;
    return true;
  }
  if (ta === 'Date') return (a as Date).getTime() === (b as Date).getTime();
  if (isTypedArray(a)) {
    const xa = a as unknown as ArrayLike<number>;
    const xb = b as unknown as ArrayLike<number>;
    if (xa.length !== xb.length) return false;
    for (let i = 0; i < xa.length; i++) if (!Object.is(xa[i], xb[i])) return false;
    return true;
  }
  // Keys whose value is undefined count as absent, as in most test frameworks' toEqual.
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], seen)) return false;
  }
  return true;
}
