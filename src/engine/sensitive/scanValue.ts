/** Deep scan of a value (objects, arrays, Maps, Sets...) for the first string that holds a finding. */
import { findSensitive, maskSecret } from './scan';
import { SENSITIVE_KINDS, type SensitiveKind } from './types';

/** A finding inside a value: every kind found in the first string that holds one, where, and the secret masked. */
export interface ValueFinding {
  kinds: SensitiveKind[];
  masked: string;
  /** Where: `value`, `value.contact.email`, `value[2]`, `value<Map>[1].value`; a key holding a secret shows as `[key]`. */
  path: string;
}

const PLAIN_KEY = /^[A-Za-z_$][\w$]*$/;

/**
 * Deep scan of a value (strings and numbers inside objects, arrays, Maps, Sets, Dates, RegExps, Errors, and the
 * object keys too), cycles visited once. Returns the first finding whose kinds intersect `kinds`, or null.
 * Linear in the total length of the strings it visits.
 */
export function scanValue(
  value: unknown,
  kinds: readonly SensitiveKind[] = SENSITIVE_KINDS,
): ValueFinding | null {
  const seen = new Set<object>();
  const stack: [unknown, string][] = [[value, 'value']];
  const check = (text: string, path: string): ValueFinding | null => {
    const found = findSensitive(text).filter((m) => kinds.includes(m.kind));
    const first = found[0];
    if (first === undefined) return null;
    const ks: SensitiveKind[] = [];
    for (const m of found) if (!ks.includes(m.kind)) ks.push(m.kind);
    return { kinds: ks, masked: maskSecret(text.slice(first.start, first.end)), path };
  };
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const f = check(v, path);
      if (f) return f;
    } else if (typeof v === 'number' || typeof v === 'bigint') {
      const f = check(String(v), path);
      if (f) return f;
    } else if (typeof v === 'object' && v !== null) {
      if (seen.has(v)) continue;
      seen.add(v);
      const items: [unknown, string][] = [];
      // Tags, not instanceof: values may come from another realm (the grader runs student code in its own).
      const tag = Object.prototype.toString.call(v);
      if (tag === '[object Map]') {
        let i = 0;
        Map.prototype.forEach.call(v, (val: unknown, k: unknown) => {
          items.push([k, `${path}<Map>[${i}].key`], [val, `${path}<Map>[${i}].value`]);
          i++;
        });
      } else if (tag === '[object Set]') {
        let i = 0;
        Set.prototype.forEach.call(v, (val: unknown) => void items.push([val, `${path}<Set>[${i++}]`]));
      } else if (tag === '[object Date]' || ArrayBuffer.isView(v) || tag === '[object ArrayBuffer]') {
        continue;
      } else if (tag === '[object RegExp]') {
        items.push([(v as RegExp).source, `${path}.source`]);
      } else if (tag === '[object Error]') {
        items.push([(v as Error).message, `${path}.message`]);
      } else if (Array.isArray(v)) {
        (v as unknown[]).forEach((item, i) => items.push([item, `${path}[${i}]`]));
      } else {
        for (const k of Object.keys(v)) {
          const keyFinding = check(k, `${path}[key]`);
          if (keyFinding) return keyFinding;
          items.push([
            (v as Record<string, unknown>)[k],
            PLAIN_KEY.test(k) ? `${path}.${k}` : `${path}[${JSON.stringify(k.slice(0, 40))}]`,
          ]);
        }
      }
      for (let i = items.length - 1; i >= 0; i--) stack.push(items[i]!);
    }
  }
  return null;
}
