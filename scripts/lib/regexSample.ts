import { fnv1a, mulberry32 } from '../../src/engine/core/random';

/**
 * A deterministic sample of a simple regular expression (literal characters, escapes, classes with ranges,
 * `{n}` / `{n,m}` / `?` / `+` / `*`, groups with alternatives), to reproduce test strings another project draws at
 * random from a regex. Returns null for anything else (back-references, look-arounds, anchors inside).
 *
 * `seeded(key)`: a generator seeded by a key (FNV-1a of the key, then mulberry32).
 */
export function seeded(key: string): () => number {
  return mulberry32(fnv1a(key));
}

type Node = { chars: string } | { alts: Node[][] };

function parse(re: string): Node[][] | null {
  let i = 0;
  const seq = (): Node[][] | null => {
    const alts: Node[][] = [[]];
    while (i < re.length && re[i] !== ')') {
      const c = re[i]!;
      if (c === '|') {
        alts.push([]);
        i++;
        continue;
      }
      let atom: Node;
      if (c === '(') {
        i++;
        if (re.startsWith('?:', i)) i += 2;
        else if (re[i] === '?') return null;
        const inner = seq();
        if (inner === null || re[i] !== ')') return null;
        i++;
        atom = { alts: inner };
      } else if (c === '[') {
        const e = classEnd(re, i);
        if (e < 0) return null;
        const chars = expandClass(re.slice(i + 1, e));
        if (chars === null) return null;
        atom = { chars };
        i = e + 1;
      } else if (c === '\\') {
        const d = re[i + 1];
        const cls: Record<string, string> = { d: '0123456789', w: ALNUM + '_', s: ' ' };
        atom = { chars: d !== undefined && d in cls ? cls[d]! : (d ?? '') };
        i += 2;
      } else if (c === '^' || c === '$' || c === '.') {
        return null;
      } else {
        atom = { chars: c };
        i++;
      }
      // Quantifier.
      let min = 1;
      let max = 1;
      const q = re[i];
      if (q === '{') {
        const e = re.indexOf('}', i);
        const m = /^(\d+)(?:,(\d*))?$/.exec(re.slice(i + 1, e));
        if (!m) return null;
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[2] === '' ? min + 8 : Number(m[2]);
        i = e + 1;
      } else if (q === '?') [min, max, i] = [0, 1, i + 1];
      else if (q === '+') [min, max, i] = [1, 8, i + 1];
      else if (q === '*') [min, max, i] = [0, 8, i + 1];
      alts[alts.length - 1]!.push({ alts: [[atom]], min, max } as unknown as Node);
    }
    return alts;
  };
  const out = seq();
  return i === re.length ? out : null;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function classEnd(re: string, i: number): number {
  let j = i + 1;
  if (re[j] === ']') j++;
  while (j < re.length && re[j] !== ']') j += re[j] === '\\' ? 2 : 1;
  return j < re.length ? j : -1;
}

function expandClass(body: string): string | null {
  if (body.startsWith('^')) return null;
  let out = '';
  let k = 0;
  while (k < body.length) {
    const c = body[k]!;
    if (c === '\\') {
      const d = body[k + 1] ?? '';
      if (d === 'd') out += '0123456789';
      else if (d === 'w') out += ALNUM + '_';
      else out += d;
      k += 2;
      continue;
    }
    if (body[k + 1] === '-' && k + 2 < body.length) {
      const to = body[k + 2]!;
      for (let x = c.charCodeAt(0); x <= to.charCodeAt(0); x++) out += String.fromCharCode(x);
      k += 3;
      continue;
    }
    out += c;
    k++;
  }
  return out.length > 0 ? out : null;
}

function emit(alts: Node[][], rand: () => number): string {
  const seq = alts[Math.floor(rand() * alts.length)]!;
  let s = '';
  for (const node of seq) {
    const q = node as unknown as { alts: Node[][]; min: number; max: number };
    const times = q.min + Math.floor(rand() * (q.max - q.min + 1));
    const atom = q.alts[0]![0]!;
    for (let t = 0; t < times; t++)
      s += 'chars' in atom ? atom.chars[Math.floor(rand() * atom.chars.length)]! : emit(atom.alts, rand);
  }
  return s;
}

export function regexSample(re: string, rand: () => number): string | null {
  const tree = parse(re);
  return tree === null ? null : emit(tree, rand);
}
