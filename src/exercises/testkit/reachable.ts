import { tagOf } from './print';

/**
 * Every string reachable from `root`: its strings and property names, through own properties (symbol-keyed ones
 * too), arrays, Maps and Sets. Cross-realm safe (Maps and Sets are told by their tag, not `instanceof`), so the
 * exercise tests can walk a learner's store built in the grader's realm. Private `#fields` stay out of reach: a
 * store that hides a value there escapes the walk.
 */
export function reachableStrings(root: unknown): string[] {
  const out: string[] = [];
  const seen = new Set<object>();
  const stack: unknown[] = [root];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') out.push(v);
    else if (typeof v === 'object' && v !== null && !seen.has(v)) {
      seen.add(v);
      const tag = tagOf(v);
      if (tag === 'Map') Map.prototype.forEach.call(v, (val: unknown, k: unknown) => void stack.push(k, val));
      else if (tag === 'Set') Set.prototype.forEach.call(v, (val: unknown) => void stack.push(val));
      for (const k of Reflect.ownKeys(v)) {
        if (typeof k === 'string') out.push(k);
        stack.push((v as Record<PropertyKey, unknown>)[k]);
      }
    }
  }
  return out;
}
