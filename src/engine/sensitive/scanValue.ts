/** Deep scan of a value (objects, arrays, Maps, Sets...) for the first string that holds a finding. */
import { detectInstruction, type InstructionCategory } from './instructions';
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
 */
export function scanValue(
  value: unknown,
  kinds: readonly SensitiveKind[] = SENSITIVE_KINDS,
): ValueFinding | null {
  return walkStrings(value, (text, path) => {
    const found = findSensitive(text).filter((m) => kinds.includes(m.kind));
    const first = found[0];
    if (first === undefined) return null;
    const ks: SensitiveKind[] = [];
    for (const m of found) if (!ks.includes(m.kind)) ks.push(m.kind);
    return { kinds: ks, masked: maskSecret(text.slice(first.start, first.end)), path };
  });
}

/** An instruction found inside a value: its category, a short excerpt of the passage, and where. */
export interface InstructionInValue {
  category: InstructionCategory;
  /** The passage that reads as an instruction, cut to 40 characters. */
  excerpt: string;
  path: string;
}

/** Deep scan of a value for the first string that reads as an instruction to the agent (instructions.ts). */
export function scanValueForInstruction(value: unknown): InstructionInValue | null {
  return walkStrings(value, (text, path) => {
    const f = detectInstruction(text);
    if (f === null) return null;
    const passage = text.slice(f.start, f.end).replace(/\s+/g, ' ').trim();
    const chars = Array.from(passage);
    return {
      category: f.category,
      excerpt: chars.length > 40 ? `${chars.slice(0, 39).join('')}…` : passage,
      path,
    };
  });
}

/**
 * Visits the strings and numbers of a value (inside objects, arrays, Maps, Sets, RegExps, Errors, object keys too),
 * cycles once, and returns the first non-null answer of `check`. Linear in the total length of what it visits.
 */
function walkStrings<T>(value: unknown, check: (text: string, path: string) => T | null): T | null {
  const seen = new Set<object>();
  const stack: [unknown, string][] = [[value, 'value']];
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
