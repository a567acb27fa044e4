// Exercise 4: a memory per user under a written policy. Read the statement, then replace the TODOs.
import { DEFAULT_STORAGE_POLICY, type StoragePolicy } from 'agent-memory-lab';
// Also available: deepCopy, detectSensitive, maskSecret, PolicyViolation (import them when you need them).

export interface MemoryStoreOptions {
  policy?: StoragePolicy;
  now?: () => number;
}

export class MemoryStore {
  private readonly policy: StoragePolicy;
  private readonly now: () => number;
  // The source's bug in one line: one bucket for everyone. TODO: key the values by (owner, key).
  private readonly values = new Map<string, unknown>();

  constructor(options: MemoryStoreOptions = {}) {
    this.policy = options.policy ?? DEFAULT_STORAGE_POLICY;
    this.now = options.now ?? Date.now;
  }

  set(owner: string, key: string, value: unknown): void {
    // TODO: refuse a blank owner, copy the value, refuse secrets, remember when it was written.
    void owner;
    this.values.set(key, value);
  }

  get(owner: string, key: string): unknown {
    // TODO: refuse a blank owner, look only at this owner's values, skip expired ones, return a copy.
    void owner;
    return this.values.get(key);
  }

  delete(owner: string, key: string): boolean {
    void owner;
    void key;
    throw new Error('delete is not implemented yet');
  }

  forgetOwner(owner: string): number {
    void owner;
    throw new Error('forgetOwner is not implemented yet');
  }

  keys(owner: string): string[] {
    void owner;
    throw new Error('keys is not implemented yet');
  }

  purgeExpired(): number {
    void this.policy;
    void this.now;
    throw new Error('purgeExpired is not implemented yet');
  }
}
