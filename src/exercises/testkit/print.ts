// ---------------------------------------------------------------------------------------------------------------
// Pretty printing (expected vs actual) — never throws, handles cycles, getters that throw and huge values.

const MAX_PRINT = 400;

export function formatValue(value: unknown, maxLength = MAX_PRINT): string {
  let out: string;
  try {
    out = print(value, new Set(), 0);
  } catch {
    out = '[unprintable value]';
  }
  return out.length > maxLength ? `${out.slice(0, maxLength - 1)}…` : out;
}

function print(v: unknown, seen: Set<unknown>, depth: number): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
  if (typeof v === 'bigint') return `${v}n`;
  if (v === undefined || v === null || typeof v === 'boolean' || typeof v === 'symbol') return String(v);
  if (typeof v === 'function') return `[Function${v.name ? ` ${v.name}` : ''}]`;
  if (seen.has(v)) return '[Circular]';
  if (depth > 4) return Array.isArray(v) ? '[…]' : '{…}';
  seen.add(v);
  try {
    if (isError(v)) return `${errorName(v)}: ${errorMessage(v)}`;
    if (Array.isArray(v)) {
      const items = v.slice(0, 30).map((x) => print(x, seen, depth + 1));
      if (v.length > 30) items.push(`… ${v.length - 30} more`);
      return `[${items.join(', ')}]`;
    }
    if (isTypedArray(v)) return `${tagOf(v)}(${(v as ArrayLike<number>).length})`;
    if (tagOf(v) === 'Map') {
      const entries = [...(v as Map<unknown, unknown>).entries()].slice(0, 20);
      return `Map {${entries.map(([k, x]) => `${print(k, seen, depth + 1)} => ${print(x, seen, depth + 1)}`).join(', ')}}`;
    }
    if (tagOf(v) === 'Set') {
      return `Set {${[...(v as Set<unknown>)]
        .slice(0, 20)
        .map((x) => print(x, seen, depth + 1))
        .join(', ')}}`;
    }
    const ctor = constructorName(v);
    const keys = Object.keys(v as object);
    const parts = keys
      .slice(0, 20)
      .map((k) => `${safeKey(k)}: ${print((v as Record<string, unknown>)[k], seen, depth + 1)}`);
    if (keys.length > 20) parts.push(`… ${keys.length - 20} more`);
    const prefix = ctor && ctor !== 'Object' ? `${ctor} ` : '';
    return `${prefix}{${parts.length ? ` ${parts.join(', ')} ` : ''}}`;
  } finally {
    seen.delete(v);
  }
}

function safeKey(k: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k);
}

export function tagOf(v: object): string {
  return Object.prototype.toString.call(v).slice(8, -1);
}

export function isTypedArray(v: object): boolean {
  return ArrayBuffer.isView(v) && !(tagOf(v) === 'DataView');
}

function constructorName(v: object): string | undefined {
  try {
    const proto = Object.getPrototypeOf(v) as { constructor?: { name?: unknown } } | null;
    const name = proto?.constructor?.name;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}

function isError(v: unknown): v is { name: unknown; message: unknown } {
  return typeof v === 'object' && v !== null && tagOf(v) === 'Error';
}

export function errorName(e: unknown): string {
  try {
    if (typeof e === 'object' && e !== null) {
      const n = (e as { name?: unknown }).name;
      if (typeof n === 'string' && n) return n;
    }
  } catch {
    /* a hostile getter */
  }
  return typeof e === 'object' && e !== null ? 'Error' : typeof e;
}

export function errorMessage(e: unknown): string {
  try {
    if (typeof e === 'object' && e !== null) {
      const m = (e as { message?: unknown }).message;
      if (typeof m === 'string') return m;
    }
    return String(e);
  } catch {
    return '[unprintable error]';
  }
}
