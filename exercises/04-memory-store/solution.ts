// Exercise 4: a memory per user under a written policy (reference solution).
import {
  DEFAULT_STORAGE_POLICY,
  deepCopy,
  detectSensitive,
  maskSecret,
  PolicyViolation,
  type SensitiveKind,
  type StoragePolicy,
} from 'agent-memory-lab';

export interface MemoryStoreOptions {
  policy?: StoragePolicy;
  now?: () => number;
}

interface Entry {
  value: unknown;
  writtenAt: number;
}

/** Throws a RangeError unless `owner` is a string with something other than spaces. */
function checkOwner(owner: unknown): asserts owner is string {
  if (typeof owner !== 'string' || owner.trim() === '') {
    throw new RangeError(
      'owner must be a non-blank string: a memory without an owner would be shared by everyone',
    );
  }
}

/** Every string inside a value: the value itself, array items, object keys and values, Map and Set contents. */
function stringsIn(value: unknown, out: string[] = [], seen = new Set<object>()): string[] {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number') out.push(String(value));
  else if (typeof value === 'object' && value !== null && !seen.has(value)) {
    seen.add(value);
    if (value instanceof Map) for (const [k, v] of value) stringsIn(v, stringsIn(k, out, seen), seen);
    else if (value instanceof Set || Array.isArray(value)) for (const v of value) stringsIn(v, out, seen);
    else for (const [k, v] of Object.entries(value)) stringsIn(v, stringsIn(k, out, seen), seen);
  }
  return out;
}

export class MemoryStore {
  private readonly policy: StoragePolicy;
  private readonly now: () => number;
  /** owner -> (key -> entry): forgetting an owner deletes one map, and nothing else holds their values. */
  private readonly byOwner = new Map<string, Map<string, Entry>>();

  constructor(options: MemoryStoreOptions = {}) {
    this.policy = options.policy ?? DEFAULT_STORAGE_POLICY;
    this.now = options.now ?? Date.now;
  }

  private expired(entry: Entry): boolean {
    return this.now() - entry.writtenAt > this.policy.expiresAfterMs;
  }

  set(owner: string, key: string, value: unknown): void {
    checkOwner(owner);
    const copy = deepCopy(value); // TypeError for a function, a DOM node...: nothing stored yet
    for (const text of stringsIn(copy)) {
      const kinds = detectSensitive(text).filter((k: SensitiveKind) => this.policy.refusedKinds.includes(k));
      if (kinds.length > 0) throw new PolicyViolation(kinds, maskSecret(text));
    }
    let map = this.byOwner.get(owner);
    if (!map) {
      map = new Map();
      this.byOwner.set(owner, map);
    }
    map.set(key, { value: copy, writtenAt: this.now() });
  }

  get(owner: string, key: string): unknown {
    checkOwner(owner);
    const entry = this.byOwner.get(owner)?.get(key);
    if (entry === undefined || this.expired(entry)) return undefined;
    return deepCopy(entry.value);
  }

  delete(owner: string, key: string): boolean {
    checkOwner(owner);
    const map = this.byOwner.get(owner);
    const existed = map?.delete(key) ?? false;
    if (map && map.size === 0) this.byOwner.delete(owner);
    return existed;
  }

  forgetOwner(owner: string): number {
    checkOwner(owner);
    const count = this.byOwner.get(owner)?.size ?? 0;
    this.byOwner.delete(owner);
    return count;
  }

  keys(owner: string): string[] {
    checkOwner(owner);
    const map = this.byOwner.get(owner);
    return map ? [...map].filter(([, e]) => !this.expired(e)).map(([k]) => k) : [];
  }

  purgeExpired(): number {
    let removed = 0;
    for (const [owner, map] of this.byOwner) {
      for (const [key, e] of map) {
        if (this.expired(e)) {
          map.delete(key);
          removed++;
        }
      }
      if (map.size === 0) this.byOwner.delete(owner);
    }
    return removed;
  }
}
