/**
 * Small helpers that reproduce Python's formatting so the lab can print exactly what the seed
 * notebook prints (f-strings, list repr).
 */

/**
 * Python's `f"{x:.{digits}f}"`. JS toFixed rounds exact ties away from zero, Python rounds them
 * half-to-even (both use the exact binary value, so only exact ties like 0.25 differ).
 */
export function pyFixed(x: number, digits: number): string {
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : x < 0 ? '-inf' : 'nan';
  const fixed = x.toFixed(digits);
  if (Math.abs(x) >= 1e21 || digits + 21 > 100) return fixed;
  const probe = x.toFixed(digits + 21);
  const tail = probe.slice(probe.length - 21);
  if (tail === '5' + '0'.repeat(20)) {
    let base = probe.slice(0, probe.length - 21);
    if (base.endsWith('.')) base = base.slice(0, -1);
    const lastDigit = Number(base.charAt(base.length - 1));
    if (lastDigit % 2 === 0) return base === '-0' ? '-0' : base;
  }
  return fixed;
}

/** Python's `f"{n:,}"` for an integer (or a float: `1234.5` -> `1,234.5`, `1234.0` -> `1,234.0`). */
export function pyThousands(n: number, isFloat = !Number.isInteger(n)): string {
  if (!Number.isFinite(n)) return n > 0 ? 'inf' : n < 0 ? '-inf' : 'nan';
  const neg = n < 0;
  const abs = Math.abs(n);
  let intPart: string;
  let frac = '';
  if (isFloat) {
    const s = Number.isInteger(abs) ? abs.toFixed(1) : String(abs);
    const dot = s.indexOf('.');
    intPart = dot === -1 ? s : s.slice(0, dot);
    frac = dot === -1 ? '' : s.slice(dot);
  } else {
    intPart = BigInt(Math.round(abs)).toString();
  }
  const withCommas = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (neg ? '-' : '') + withCommas + frac;
}

/** Python's `repr(str)`: single quotes unless the text has ' and no ". */
export function pyRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    const code = ch.codePointAt(0) as number;
    if (ch === '\\') out += '\\\\';
    else if (ch === quote) out += '\\' + quote;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += '\\x' + code.toString(16).padStart(2, '0');
    else out += ch;
  }
  return out + quote;
}

/** Python's `repr(list_of_str)`, e.g. `['message #0']`. */
export function pyList(items: readonly string[]): string {
  return `[${items.map(pyRepr).join(', ')}]`;
}
