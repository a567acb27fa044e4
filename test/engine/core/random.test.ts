/**
 * The one seeded generator and the one hash: FNV-1a against the published test vectors, mulberry32 against a
 * reference written another way (BigInt arithmetic), and no second copy of either in the house.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fnv1a, mulberry32 } from '../../../src/engine/core/random';

const ROOT = join(__dirname, '../../..');

/** mulberry32 in BigInt, modulo 2^32 at each step (no Math.imul, no >>>). */
function reference(seed: number, n: number): number[] {
  const M = 2n ** 32n;
  const u = (x: bigint) => ((x % M) + M) % M;
  const mul = (a: bigint, b: bigint) => u(a * b);
  let a = u(BigInt(seed));
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    a = u(a + 0x6d2b79f5n);
    let t = a;
    t = mul(t ^ (t >> 15n), t | 1n);
    t = u(t ^ u(t + mul(t ^ (t >> 7n), t | 61n)));
    out.push(Number(t ^ (t >> 14n)) / 2 ** 32);
  }
  return out;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}

describe('fnv1a', () => {
  it('gives the published 32-bit FNV-1a values', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });
});

describe('mulberry32', () => {
  it('follows the reference, for several seeds', () => {
    for (const seed of [0, 1, 42, 2 ** 31 - 1, 0xdeadbeef]) {
      const next = mulberry32(seed);
      const got = Array.from({ length: 20 }, () => next());
      expect(got).toEqual(reference(seed, 20));
      for (const x of got) expect(x >= 0 && x < 1).toBe(true);
    }
  });
});

describe('one copy', () => {
  it('no other source writes the generator or the hash again', () => {
    const copies = ['src', 'scripts', 'tools']
      .flatMap((dir) => files(join(ROOT, dir)))
      .map((file) => relative(ROOT, file).split('\\').join('/'))
      .filter((file) => file !== 'src/engine/core/random.ts')
      .filter((file) => /0x6d2b79f5|0x811c9dc5|0x01000193/i.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(copies).toEqual([]);
  });
});
