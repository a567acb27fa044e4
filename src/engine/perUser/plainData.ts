/**
 * Plain data: what the memory store accepts as a value and how it copies it (structuredClone), refusing what it
 * would not copy faithfully. Used by the store (memoryStore.ts) on the way in and out, and by exercise 4.
 */

const DATA_TAGS = new Set([
  '[object Date]',
  '[object RegExp]',
  '[object String]',
  '[object Number]',
  '[object Boolean]',
  '[object ArrayBuffer]',
  '[object Error]',
]);

/** A plain object of any realm: its prototype is null or a realm's Object.prototype. */
function isPlainObject(v: object): boolean {
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === null || (typeof proto === 'object' && Object.getPrototypeOf(proto) === null);
}

/**
 * What structuredClone would not copy faithfully: a function or symbol (it throws), a DOM node or a class instance
 * (it throws in browsers, or silently turns it into a plain object and loses its type). Returns a description of the
 * first such thing, or null for plain data. Walks the value once (cycles visited once). Works on values of any realm
 * (the grader runs student code in its own realm), so it tests tags, never `instanceof`.
 */
export function notPlainData(value: unknown): string | null {
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'function') return 'a function';
    if (typeof v === 'symbol') return 'a symbol';
    if (typeof v !== 'object' || v === null || seen.has(v)) continue;
    seen.add(v);
    const tag = Object.prototype.toString.call(v);
    if (ArrayBuffer.isView(v) || DATA_TAGS.has(tag)) continue;
    if (Array.isArray(v)) {
      for (const item of v as unknown[]) stack.push(item);
    } else if (tag === '[object Map]') {
      Map.prototype.forEach.call(v, (val: unknown, k: unknown) => void stack.push(k, val));
    } else if (tag === '[object Set]') {
      Set.prototype.forEach.call(v, (val: unknown) => void stack.push(val));
    } else if (tag === '[object Object]' && isPlainObject(v)) {
      for (const k of Object.keys(v)) stack.push((v as Record<string, unknown>)[k]);
    } else {
      const name = (v as { constructor?: { name?: unknown } }).constructor?.name;
      return `an instance of ${typeof name === 'string' && name ? name : tag.slice(8, -1)}`;
    }
  }
  return null;
}

/**
 * A deep copy of plain data (structuredClone), or a TypeError saying what is not data (a function, a symbol, a DOM
 * node, a class instance). What the store does on the way in and on the way out; exercise 4 uses it too.
 */
export function deepCopy<T>(value: T): T {
  const problem = notPlainData(value);
  if (problem)
    throw new TypeError(
      `value cannot be stored: it holds ${problem}, which cannot be copied as data (structuredClone); nothing was stored`,
    );
  try {
    return structuredClone(value);
  } catch {
    throw new TypeError('value cannot be stored: structuredClone cannot copy it; nothing was stored');
  }
}
