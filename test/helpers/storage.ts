/**
 * A Web Storage in memory, for node tests of the persisted stores: node has no localStorage, and jsdom (which has
 * one) costs seconds per file to set up. `installStorage()` puts a localStorage and a sessionStorage on globalThis
 * for the file that calls it (at its top level); test/setup.ts clears them after each test, as it clears jsdom's.
 */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

// One pair per module graph: in the `node` project files share a graph, and test/setup.ts takes the storage off
// globalThis when a file ends; a store persisted by an earlier file keeps the object it was given, so a later file
// that installs storage again must put back that same object (cleared after every test) for both to see one storage.
const local = new MemoryStorage();
const session = new MemoryStorage();

export function installStorage(): void {
  if (typeof globalThis.localStorage === 'undefined')
    Object.defineProperty(globalThis, 'localStorage', { value: local, configurable: true });
  if (typeof globalThis.sessionStorage === 'undefined')
    Object.defineProperty(globalThis, 'sessionStorage', { value: session, configurable: true });
}
