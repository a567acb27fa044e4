/**
 * Reads the rows of `@pytest.mark.parametrize("a, b, ...", [ (..), (..) ])` blocks from Python test source, as data:
 * string literals (adjacent ones joined, escapes decoded), integers; anything else becomes `undefined`.
 * `update_iban_checksum("...")` (a helper in presidio's IBAN test that sets the check digits) is evaluated by the
 * ISO 13616 rule, since the row's meaning depends on it.
 */
import { SIMPLE_ESCAPES } from './goTokens';
export type Cell = { text: string; how: string } | number | undefined;
export interface Block {
  names: string[];
  rows: Cell[][];
}

type T = { t: 'str' | 'num' | 'id' | 'op'; v: string };

function pyTokens(src: string): T[] {
  const out: T[] = [];
  let i = 0;
  const n = src.length;
  while (i < n) {
    const c = src[i]!;
    if (c === '#') {
      while (i < n && src[i] !== '\n') i++;
    } else if (/\s/.test(c)) i++;
    else if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < n && /[A-Za-z0-9_]/.test(src[j]!)) j++;
      const word = src.slice(i, j);
      const q = src[j];
      if ((q === '"' || q === "'") && /^[rRbBuUfF]{1,2}$/.test(word)) {
        const [s, k] = pyString(src, j, /r/i.test(word));
        out.push({ t: 'str', v: s });
        i = k;
      } else {
        out.push({ t: 'id', v: word });
        i = j;
      }
    } else if (c === '"' || c === "'") {
      const [s, k] = pyString(src, i, false);
      out.push({ t: 'str', v: s });
      i = k;
    } else if (
      /[0-9]/.test(c) ||
      (c === '-' && /[0-9]/.test(src[i + 1] ?? '') && out[out.length - 1]?.v === ',')
    ) {
      let j = i + 1;
      while (j < n && /[0-9._xXa-fA-F]/.test(src[j]!)) j++;
      out.push({ t: 'num', v: src.slice(i, j) });
      i = j;
    } else {
      out.push({ t: 'op', v: c });
      i++;
    }
  }
  return out;
}

function pyString(src: string, i: number, raw: boolean): [string, number] {
  const q = src[i]!;
  const triple = src.startsWith(q.repeat(3), i);
  const close = triple ? q.repeat(3) : q;
  let j = i + close.length;
  let s = '';
  const simple: Record<string, string> = { ...SIMPLE_ESCAPES, '0': '\0', '\n': '' };
  while (j < src.length && !src.startsWith(close, j)) {
    const c = src[j]!;
    if (c === '\\' && !raw) {
      const d = src[j + 1] ?? '';
      if (d in simple) {
        s += simple[d];
        j += 2;
      } else if (d === 'x') {
        s += String.fromCharCode(parseInt(src.slice(j + 2, j + 4), 16));
        j += 4;
      } else if (d === 'u') {
        s += String.fromCharCode(parseInt(src.slice(j + 2, j + 6), 16));
        j += 6;
      } else {
        s += c + d;
        j += 2;
      }
    } else if (c === '\\' && raw) {
      s += c + (src[j + 1] ?? '');
      j += 2;
    } else {
      s += c;
      j++;
    }
  }
  return [s, j + close.length];
}

/** Check digits set by the ISO 13616 rule (98 - mod97 of the rearranged number with "00"). */
export function withIbanCheckDigits(iban: string): string {
  const compact = iban.replaceAll(' ', '');
  const digits = (compact.slice(4) + compact.slice(0, 2) + '00').toUpperCase();
  let rem = 0;
  for (const ch of digits) {
    const v = /[0-9]/.test(ch) ? ch.charCodeAt(0) - 48 : ch.charCodeAt(0) - 55;
    rem = v >= 10 ? (rem * 100 + v) % 97 : (rem * 10 + v) % 97;
  }
  return iban.slice(0, 2) + String(98 - rem).padStart(2, '0') + iban.slice(4);
}

export function pyParametrize(src: string): Block[] {
  const toks = pyTokens(src);
  const blocks: Block[] = [];
  for (let k = 0; k < toks.length; k++) {
    if (toks[k]!.v !== 'parametrize' || toks[k + 1]?.v !== '(' || toks[k + 2]?.t !== 'str') continue;
    const names = toks[k + 2]!.v.split(',').map((s) => s.trim());
    let p = k + 3;
    if (toks[p]?.v !== ',' || toks[p + 1]?.v !== '[') continue;
    p += 2;
    const rows: Cell[][] = [];
    while (p < toks.length && toks[p]!.v !== ']') {
      if (toks[p]!.v !== '(') {
        p++;
        continue;
      }
      // One row: cells at depth 1, separated by commas.
      p++;
      const row: Cell[] = [];
      let cell: T[] = [];
      let depth = 0;
      for (; p < toks.length; p++) {
        const v = toks[p]!;
        if (depth === 0 && (v.v === ',' || v.v === ')')) {
          row.push(evalCell(cell));
          cell = [];
          if (v.v === ')') break;
          continue;
        }
        if (v.v === '(' || v.v === '[' || v.v === '{') depth++;
        if (v.v === ')' || v.v === ']' || v.v === '}') depth--;
        cell.push(v);
      }
      p++;
      if (row.length > 0 && row[row.length - 1] === undefined && row.length > names.length) row.pop();
      rows.push(row);
    }
    blocks.push({ names, rows });
  }
  return blocks;
}

function evalCell(cell: T[]): Cell {
  if (cell.length > 0 && cell.every((t) => t.t === 'str'))
    return { text: cell.map((t) => t.v).join(''), how: 'literal' };
  if (cell.length === 1 && cell[0]!.t === 'num' && /^-?\d+$/.test(cell[0]!.v)) return Number(cell[0]!.v);
  if (
    cell.length === 4 &&
    cell[0]!.v === 'update_iban_checksum' &&
    cell[1]!.v === '(' &&
    cell[2]!.t === 'str' &&
    cell[3]!.v === ')'
  ) {
    return { text: withIbanCheckDigits(cell[2]!.v), how: 'checksum' };
  }
  return undefined;
}
