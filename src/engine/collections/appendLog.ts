/**
 * An append-only list whose clone is O(1): clones share the backing array and each keeps its
 * own length. A push copies the array only when another clone already pushed past this one's
 * length (copy-on-divergence). Used so AgentMemory snapshots never copy the whole history.
 */
export class AppendLog<T> {
  private arr: T[];
  private len: number;

  constructor(items: readonly T[] = []) {
    this.arr = items.slice();
    this.len = this.arr.length;
  }

  push(item: T): void {
    if (this.arr.length !== this.len) this.arr = this.arr.slice(0, this.len);
    this.arr.push(item);
    this.len += 1;
  }

  get length(): number {
    return this.len;
  }

  at(i: number): T | undefined {
    return i >= 0 && i < this.len ? this.arr[i] : undefined;
  }

  /** A fresh array (O(n)). */
  toArray(): T[] {
    return this.arr.slice(0, this.len);
  }

  clone(): AppendLog<T> {
    const c = new AppendLog<T>();
    c.arr = this.arr;
    c.len = this.len;
    return c;
  }
}
