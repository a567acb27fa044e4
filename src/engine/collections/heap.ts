/** A binary min-heap ordered by `less(a, b)` (true when a must come out before b). */
export class BinaryHeap<T> {
  private items: T[];
  private readonly less: (a: T, b: T) => boolean;

  constructor(less: (a: T, b: T) => boolean, items: readonly T[] = []) {
    this.less = less;
    this.items = items.slice();
    for (let i = (this.items.length >> 1) - 1; i >= 0; i--) this.down(i);
  }

  get size(): number {
    return this.items.length;
  }

  peek(): T | undefined {
    return this.items[0];
  }

  push(item: T): void {
    this.items.push(item);
    this.up(this.items.length - 1);
  }

  pop(): T | undefined {
    const items = this.items;
    if (items.length === 0) return undefined;
    const top = items[0] as T;
    const last = items.pop() as T;
    if (items.length > 0) {
      items[0] = last;
      this.down(0);
    }
    return top;
  }

  /** Items in heap (not sorted) order, a copy. */
  toArray(): T[] {
    return this.items.slice();
  }

  private up(i: number): void {
    const items = this.items;
    const x = items[i] as T;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const parent = items[p] as T;
      if (!this.less(x, parent)) break;
      items[i] = parent;
      i = p;
    }
    items[i] = x;
  }

  private down(i: number): void {
    const items = this.items;
    const n = items.length;
    const x = items[i] as T;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      let c = l;
      if (r < n && this.less(items[r] as T, items[l] as T)) c = r;
      const child = items[c] as T;
      if (!this.less(child, x)) break;
      items[i] = child;
      i = c;
    }
    items[i] = x;
  }
}
