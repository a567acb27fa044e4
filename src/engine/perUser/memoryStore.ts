/**
 * MemoryStore: values keyed by (owner, key), under a written StoragePolicy.
 *
 * - An empty, blank or missing owner is refused on write and on read (RangeError). A missing key returns
 *   undefined and never looks at another owner: the lookup is `byOwner.get(owner)?.get(key)`, nothing else.
 * - Values are deep-copied on the way in and on the way out (structuredClone): editing what you stored or what
 *   you read never changes the store. A value that cannot be copied as data (a function, a symbol, a DOM node, a
 *   class instance, which structuredClone rejects or flattens) is refused with a TypeError, and nothing is stored.
 * - A value in which detectSensitive finds a kind the policy refuses (strings nested in objects, arrays, Maps,
 *   Sets, keys included) throws PolicyViolation; nothing is stored. So does a value that reads as an instruction to
 *   the agent (detectInstruction: it overrides the agent, claims a role, redirects data, plants a standing answer),
 *   when the policy refuses `instruction`: kind "instruction". A preference stored as data ("length": "short",
 *   "language": "réponds en français") is not one.
 * - Expiry by the injected clock: an entry is expired when now − writtenAt > policy.expiresAfterMs. An expired
 *   entry is never returned (get, keys); purgeExpired() removes it and says how many it removed.
 * - forgetOwner(owner) removes the owner's whole map: no copy of their values remains in the store's state.
 *
 * Every mutating operation also exists as an operation returning the events it caused (`apply`), which never
 * throws for a refusal: it returns a 'refused' event instead. The visualizer animates those events.
 */
import {
  DEFAULT_STORAGE_POLICY,
  PolicyViolation,
  validatePolicy,
  type RefusalReason,
  type StoragePolicy,
} from './policy';
import { scanValue, scanValueForInstruction, type SensitiveKind } from '../sensitive';
import { deepCopy } from './plainData';

// The store's copy rule lives in plainData.ts; its callers import it from here, with the store.
export { deepCopy, notPlainData } from './plainData';

export interface MemoryStoreOptions {
  policy?: StoragePolicy;
  /** The clock, in milliseconds (Date.now by default). Tests and the visualizer inject their own. */
  now?: () => number;
}

export type StoreOp =
  | { type: 'set'; owner: string; key: string; value: unknown }
  | { type: 'get'; owner: string; key: string }
  | { type: 'delete'; owner: string; key: string }
  | { type: 'forgetOwner'; owner: string }
  | { type: 'purgeExpired' };

export type StoreEvent =
  | { type: 'stored'; owner: string; key: string; replaced: boolean; writtenAt: number; expiresAt: number }
  | {
      type: 'refused';
      op: 'set' | 'get' | 'delete' | 'forgetOwner';
      owner: string;
      key: string;
      reason: RefusalReason;
      /** The secret, masked (sensitive refusals only). */
      masked?: string;
      /** Where in the value the secret was (sensitive refusals only). */
      path?: string;
      message: string;
    }
  | { type: 'read'; owner: string; key: string; found: true; value: unknown }
  | { type: 'read'; owner: string; key: string; found: false; expired: boolean }
  | { type: 'deleted'; owner: string; key: string; existed: boolean }
  | { type: 'forgotten'; owner: string; count: number }
  | { type: 'expired'; owner: string; key: string };

export type StoreEventType = StoreEvent['type'];

/** One stored entry as plain data (a copy), for snapshots and panels. */
export interface StoreEntrySnapshot {
  owner: string;
  key: string;
  value: unknown;
  writtenAt: number;
}

interface Entry {
  value: unknown;
  writtenAt: number;
}

function describe(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (typeof value === 'string') return value === '' ? 'an empty string' : 'a blank string';
  return `a ${typeof value}`;
}

/** Returns the refusal message for an owner that is not a non-blank string, or null if it is fine. */
export function ownerProblem(owner: unknown): string | null {
  if (typeof owner === 'string' && owner.trim() !== '') return null;
  return `owner must be a non-blank string identifying the user (got ${describe(owner)}): a memory without an owner would be shared by everyone`;
}

function keyProblem(key: unknown): string | null {
  if (typeof key === 'string' && key !== '') return null;
  return `key must be a non-empty string (got ${typeof key === 'string' ? 'an empty string' : describe(key)})`;
}

/**
 * A read, delete or "forget me" whose owner (or key, for the first two) is not valid, as its refusal event; null
 * when the operation may go on. `apply` refuses by event where the methods throw.
 */
function refusedAddress(
  op: 'get' | 'delete' | 'forgetOwner',
  owner: string,
  key?: string,
): StoreEvent | null {
  const keyed = op !== 'forgetOwner';
  const blankOwner = ownerProblem(owner);
  const message = blankOwner ?? (keyed ? keyProblem(key) : null);
  if (message === null) return null;
  return {
    type: 'refused',
    op,
    owner: String(owner ?? ''),
    key: keyed ? String(key ?? '') : '',
    reason: blankOwner ? 'blank-owner' : 'bad-key',
    message,
  };
}

export class MemoryStore {
  readonly policy: StoragePolicy;
  private readonly clock: () => number;
  /** owner → (key → entry). Forgetting an owner deletes their map: nothing of theirs stays anywhere else. */
  private byOwner = new Map<string, Map<string, Entry>>();

  constructor(options: MemoryStoreOptions = {}) {
    this.policy = validatePolicy(options.policy ?? DEFAULT_STORAGE_POLICY);
    const now = options.now ?? Date.now;
    if (typeof now !== 'function') throw new TypeError('now must be a function returning milliseconds');
    this.clock = now;
  }

  /** The injected clock's time, checked to be a finite number. */
  now(): number {
    const t = this.clock();
    if (typeof t !== 'number' || !Number.isFinite(t))
      throw new RangeError(`the clock must return a finite number (got ${String(t)})`);
    return t;
  }

  private isExpired(entry: Entry, now: number): boolean {
    return now - entry.writtenAt > this.policy.expiresAfterMs;
  }

  // ------------------------------------------------------------------ the API (throws on refusal)

  /** Stores a deep copy of `value` under (owner, key). Throws RangeError (blank owner), TypeError (uncopiable), PolicyViolation. */
  set(owner: string, key: string, value: unknown): void {
    const { event, error } = this.doSet(owner, key, value);
    if (error) throw error;
    void event;
  }

  /** A deep copy of the value under (owner, key), or undefined (missing or expired). Throws RangeError for a blank owner. */
  get(owner: string, key: string): unknown {
    const p = ownerProblem(owner) ?? keyProblem(key);
    if (p) throw new RangeError(p);
    const entry = this.byOwner.get(owner)?.get(key);
    if (entry === undefined || this.isExpired(entry, this.now())) return undefined;
    return structuredClone(entry.value);
  }

  /** Deletes (owner, key); true if an entry was there. */
  delete(owner: string, key: string): boolean {
    const p = ownerProblem(owner) ?? keyProblem(key);
    if (p) throw new RangeError(p);
    return this.doDelete(owner, key).existed;
  }

  /** Deletes everything of `owner` and nothing of anyone else; returns how many entries were removed. */
  forgetOwner(owner: string): number {
    const p = ownerProblem(owner);
    if (p) throw new RangeError(p);
    return this.doForget(owner).count;
  }

  /** The owner's keys that are not expired, in the order they were first written. */
  keys(owner: string): string[] {
    const p = ownerProblem(owner);
    if (p) throw new RangeError(p);
    const map = this.byOwner.get(owner);
    if (!map) return [];
    const now = this.now();
    const out: string[] = [];
    for (const [k, e] of map) if (!this.isExpired(e, now)) out.push(k);
    return out;
  }

  /** Removes every expired entry; returns how many it removed. */
  purgeExpired(): number {
    return this.doPurge().length;
  }

  // ------------------------------------------------------------------ the same operations as events

  /** Applies one operation and returns the events it caused. Refusals are events here, never exceptions. */
  apply(op: StoreOp): StoreEvent[] {
    switch (op.type) {
      case 'set':
        return [this.doSet(op.owner, op.key, op.value).event];
      case 'get': {
        const refused = refusedAddress('get', op.owner, op.key);
        if (refused) return [refused];
        const entry = this.byOwner.get(op.owner)?.get(op.key);
        if (entry === undefined)
          return [{ type: 'read', owner: op.owner, key: op.key, found: false, expired: false }];
        if (this.isExpired(entry, this.now()))
          return [{ type: 'read', owner: op.owner, key: op.key, found: false, expired: true }];
        return [
          { type: 'read', owner: op.owner, key: op.key, found: true, value: structuredClone(entry.value) },
        ];
      }
      case 'delete': {
        const refused = refusedAddress('delete', op.owner, op.key);
        if (refused) return [refused];
        return [this.doDelete(op.owner, op.key)];
      }
      case 'forgetOwner': {
        const refused = refusedAddress('forgetOwner', op.owner);
        if (refused) return [refused];
        return [this.doForget(op.owner)];
      }
      case 'purgeExpired':
        return this.doPurge();
      default:
        throw new TypeError(`unknown store operation ${JSON.stringify((op as { type?: unknown }).type)}`);
    }
  }

  private doSet(owner: string, key: string, value: unknown): { event: StoreEvent; error?: Error } {
    const refuse = (reason: RefusalReason, error: Error, extra: { masked?: string; path?: string } = {}) => ({
      event: {
        type: 'refused' as const,
        op: 'set' as const,
        owner: String(owner ?? ''),
        key: String(key ?? ''),
        reason,
        message: error.message,
        ...extra,
      },
      error,
    });
    const op = ownerProblem(owner);
    if (op) return refuse('blank-owner', new RangeError(op));
    const kp = keyProblem(key);
    if (kp) return refuse('bad-key', new RangeError(kp));
    let copy: unknown;
    try {
      copy = deepCopy(value);
    } catch (e) {
      return refuse('unclonable', e instanceof TypeError ? e : new TypeError(String(e)));
    }
    const sensitiveKinds = this.policy.refusedKinds.filter((k): k is SensitiveKind => k !== 'instruction');
    const finding = sensitiveKinds.length > 0 ? scanValue(copy, sensitiveKinds) : null;
    if (finding) {
      const v = new PolicyViolation(finding.kinds, finding.masked, finding.path);
      return refuse(v.kind, v, { masked: finding.masked, path: finding.path });
    }
    if (this.policy.refusedKinds.includes('instruction')) {
      const instruction = scanValueForInstruction(copy);
      if (instruction) {
        const v = new PolicyViolation('instruction', instruction.excerpt, instruction.path);
        return refuse('instruction', v, { masked: instruction.excerpt, path: instruction.path });
      }
    }
    const writtenAt = this.now();
    let map = this.byOwner.get(owner);
    if (!map) {
      map = new Map();
      this.byOwner.set(owner, map);
    }
    const previous = map.get(key);
    const replaced = previous !== undefined && !this.isExpired(previous, writtenAt);
    map.set(key, { value: copy, writtenAt });
    return {
      event: {
        type: 'stored',
        owner,
        key,
        replaced,
        writtenAt,
        expiresAt: writtenAt + this.policy.expiresAfterMs,
      },
    };
  }

  private doDelete(owner: string, key: string): StoreEvent & { type: 'deleted' } {
    const map = this.byOwner.get(owner);
    const existed = map?.delete(key) ?? false;
    if (map && map.size === 0) this.byOwner.delete(owner);
    return { type: 'deleted', owner, key, existed };
  }

  private doForget(owner: string): StoreEvent & { type: 'forgotten' } {
    const map = this.byOwner.get(owner);
    const count = map?.size ?? 0;
    map?.clear();
    this.byOwner.delete(owner);
    return { type: 'forgotten', owner, count };
  }

  private doPurge(): (StoreEvent & { type: 'expired' })[] {
    const now = this.now();
    const events: (StoreEvent & { type: 'expired' })[] = [];
    for (const [owner, map] of this.byOwner) {
      for (const [key, e] of map) {
        if (this.isExpired(e, now)) {
          map.delete(key);
          events.push({ type: 'expired', owner, key });
        }
      }
      if (map.size === 0) this.byOwner.delete(owner);
    }
    return events;
  }

  // ------------------------------------------------------------------ inspection and snapshots

  /** Every entry, expired ones included, as copies (for panels and snapshots). Owners and keys in write order. */
  entries(): StoreEntrySnapshot[] {
    const out: StoreEntrySnapshot[] = [];
    for (const [owner, map] of this.byOwner) {
      for (const [key, e] of map)
        out.push({ owner, key, value: structuredClone(e.value), writtenAt: e.writtenAt });
    }
    return out;
  }

  /** Owners that hold at least one entry (expired ones included until purged). */
  owners(): string[] {
    return [...this.byOwner.keys()];
  }

  /** Milliseconds left before (owner, key) expires (negative once expired), or undefined if there is no entry. */
  timeLeft(owner: string, key: string): number | undefined {
    const e = this.byOwner.get(owner)?.get(key);
    return e === undefined ? undefined : e.writtenAt + this.policy.expiresAfterMs - this.now();
  }

  /** An independent store with the same policy, clock and (copied) entries. */
  clone(): MemoryStore {
    const c = new MemoryStore({ policy: this.policy, now: this.clock });
    for (const [owner, map] of this.byOwner) {
      const m = new Map<string, Entry>();
      for (const [key, e] of map) m.set(key, { value: structuredClone(e.value), writtenAt: e.writtenAt });
      c.byOwner.set(owner, m);
    }
    return c;
  }

  /** Rebuilds a store from entries (as given by entries()), without re-checking the policy's content rules. */
  static fromEntries(entries: readonly StoreEntrySnapshot[], options: MemoryStoreOptions = {}): MemoryStore {
    const s = new MemoryStore(options);
    for (const e of entries) {
      const p = ownerProblem(e.owner) ?? keyProblem(e.key);
      if (p) throw new RangeError(p);
      let map = s.byOwner.get(e.owner);
      if (!map) {
        map = new Map();
        s.byOwner.set(e.owner, map);
      }
      map.set(e.key, { value: structuredClone(e.value), writtenAt: e.writtenAt });
    }
    return s;
  }
}
