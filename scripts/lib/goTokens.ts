/**
 * A Go tokenizer just large enough to read string lists in Go test data (scripts/extract-public-sets.ts):
 * identifiers, numbers, interpreted and raw strings (decoded), runes, operators; comments dropped.
 */
export interface Tok {
  t: 'id' | 'num' | 'str' | 'op' | 'nl';
  v: string;
  /** Decoded value of a string literal. */
  s?: string;
}

const OPS = [
  '...',
  ':::=',
  '::=',
  ':=',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '+=',
  '-=',
  '.=',
  '++',
  '--',
  '<-',
];

/** The one-letter escapes Go and Python strings share (each language adds its own). */
export const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '"': '"',
  "'": "'",
  '\\': '\\',
};

function decodeEscape(src: string, i: number): [string, number] {
  const c = src[i + 1];
  const simple: Record<string, string> = { ...SIMPLE_ESCAPES, a: '\x07', b: '\b', f: '\f', v: '\v' };
  if (c !== undefined && c in simple) return [simple[c]!, i + 2];
  if (c === 'x') return [String.fromCharCode(parseInt(src.slice(i + 2, i + 4), 16)), i + 4];
  if (c === 'u') return [String.fromCodePoint(parseInt(src.slice(i + 2, i + 6), 16)), i + 6];
  if (c === 'U') return [String.fromCodePoint(parseInt(src.slice(i + 2, i + 10), 16)), i + 10];
  if (c !== undefined && c >= '0' && c <= '7')
    return [String.fromCharCode(parseInt(src.slice(i + 1, i + 4), 8)), i + 4];
  return [c ?? '', i + 2];
}

export function goTokens(src: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  const n = src.length;
  while (i < n) {
    const c = src[i]!;
    if (c === '\n') {
      out.push({ t: 'nl', v: '\n' });
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r') i++;
    else if (src.startsWith('//', i)) {
      while (i < n && src[i] !== '\n') i++;
    } else if (src.startsWith('/*', i)) {
      const e = src.indexOf('*/', i + 2);
      const body = src.slice(i, e < 0 ? n : e);
      if (body.includes('\n')) out.push({ t: 'nl', v: '\n' });
      i = e < 0 ? n : e + 2;
    } else if (c === '`') {
      const e = src.indexOf('`', i + 1);
      const raw = src.slice(i + 1, e < 0 ? n : e).replaceAll('\r', '');
      out.push({ t: 'str', v: '`', s: raw });
      i = e < 0 ? n : e + 1;
    } else if (c === '"' || c === "'") {
      let s = '';
      let j = i + 1;
      while (j < n && src[j] !== c && src[j] !== '\n') {
        if (src[j] === '\\') {
          const [d, k] = decodeEscape(src, j);
          s += d;
          j = k;
        } else s += src[j++];
      }
      out.push(c === '"' ? { t: 'str', v: '"', s } : { t: 'num', v: s });
      i = j + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < n && /[A-Za-z0-9_]/.test(src[j]!)) j++;
      out.push({ t: 'id', v: src.slice(i, j) });
      i = j;
    } else if (/[0-9]/.test(c)) {
      let j = i + 1;
      while (j < n && /[0-9A-Za-z_.]/.test(src[j]!)) j++;
      out.push({ t: 'num', v: src.slice(i, j) });
      i = j;
    } else {
      const op = OPS.find((o) => src.startsWith(o, i)) ?? c;
      out.push({ t: 'op', v: op });
      i += op.length;
    }
  }
  return out;
}

/** Splits tokens into statements by Go's semicolon rule (a newline after an operand or a closing bracket ends one). */
export function goStatements(toks: Tok[]): Tok[][] {
  const out: Tok[][] = [];
  let cur: Tok[] = [];
  for (const t of toks) {
    if (t.t === 'nl' || t.v === ';') {
      const last = cur[cur.length - 1];
      const ends =
        last !== undefined &&
        (last.t !== 'op' ||
          last.v === ')' ||
          last.v === ']' ||
          last.v === '}' ||
          last.v === '++' ||
          last.v === '--');
      if (t.v === ';' || ends) {
        if (cur.length > 0) out.push(cur);
        cur = [];
      }
      continue;
    }
    cur.push(t);
  }
  if (cur.length > 0) out.push(cur);
  return out;
}
