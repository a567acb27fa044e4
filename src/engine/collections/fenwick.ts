/** Fenwick (binary indexed) tree of counts over indexes 1..size: add and prefix sums in O(log n). */
export class Fenwick {
  private tree: Int32Array;

  constructor(readonly size: number) {
    this.tree = new Int32Array(size + 1);
  }

  /** Build from 0/1 flags in O(n): ones[i] (1-based index i+1). */
  static fromOnes(size: number, onesAt: readonly number[]): Fenwick {
    const f = new Fenwick(size);
    const t = f.tree;
    for (const i of onesAt) t[i] = (t[i] as number) + 1;
    for (let i = 1; i <= size; i++) {
      const j = i + (i & -i);
      if (j <= size) t[j] = (t[j] as number) + (t[i] as number);
    }
    return f;
  }

  add(i: number, delta: number): void {
    const t = this.tree;
    for (; i <= this.size; i += i & -i) t[i] = (t[i] as number) + delta;
  }

  /** Sum of counts at indexes 1..i. */
  prefix(i: number): number {
    const t = this.tree;
    let s = 0;
    for (; i > 0; i -= i & -i) s += t[i] as number;
    return s;
  }
}
