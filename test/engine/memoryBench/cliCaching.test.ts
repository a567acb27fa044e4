// Issue 35's "done when", as a person runs the command: caching below the minimum and the breakpoint layout.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import '../../../src/engine/tokens/bpe';
import {
  DEFAULT_STRATEGIES,
  parseStrategies,
  runBench,
  type BenchData,
} from '../../../src/engine/memoryBench';
import { one, turns } from './helpers';

const root = resolve(import.meta.dirname, '../../..');
const tsx = join(root, 'node_modules/.bin/tsx');
type Row = { strategy: string; costUsd: number; cachedCostUsd: number; breakpoints: string };
function bench(file: string, args: string[]): Row[] {
  const r = spawnSync(tsx, ['scripts/bench-memory.ts', file, ...args, '--json'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Row[];
}

const dir = mkdtempSync(join(tmpdir(), 'bench-caching-'));
const write = (name: string, data: BenchData) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(data));
  return file;
};
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const maxRequest = (data: BenchData, strategies: string, price: string) =>
  runBench(data, parseStrategies(strategies), { price }).map((r) => ({
    strategy: r.strategy,
    max: Math.max(...r.series.tokens),
  }));

describe('npm run bench:memory: caching as the providers bill it', () => {
  const short = one(
    turns(100, (i) => `message ${i} about topic${i}, a short line of chat.`),
    [{ id: 'q', after: 't99', question: 'topic3?', answer: 'topic3', evidence: ['t3'] }],
  );
  const shortFile = write('short.json', short);

  it('at claude-haiku-4.5, every strategy under 4,096 tokens costs the same with and without caching', () => {
    for (const r of maxRequest(short, DEFAULT_STRATEGIES, 'claude-haiku-4.5'))
      expect(r.max, r.strategy).toBeLessThan(4096);
    const rows = bench(shortFile, ['--price', 'claude-haiku-4.5']);
    expect(rows.length).toBe(parseStrategies(DEFAULT_STRATEGIES).length);
    for (const row of rows) expect(row.cachedCostUsd, row.strategy).toBe(row.costUsd);
  }, 120_000);

  it('at claude-sonnet-4.5, a strategy under 1,024 tokens costs the same; unbounded above it does not', () => {
    const [w, u] = maxRequest(short, 'window:3,unbounded', 'claude-sonnet-4.5');
    expect(w!.max).toBeLessThan(1024);
    expect(u!.max).toBeGreaterThan(1024);
    const [wr, ur] = bench(shortFile, ['--price', 'claude-sonnet-4.5', '--strategies', 'window:3,unbounded']);
    expect(wr!.cachedCostUsd).toBe(wr!.costUsd);
    expect(ur!.cachedCostUsd).toBeLessThan(ur!.costUsd);
  }, 120_000);

  it("--breakpoints changes a rolling window's cached cost and not an append-only one's", () => {
    const text = (i: number) =>
      `turn ${i}: ${'a sentence of ordinary length for a chat message. '.repeat(8)}`;
    const file = write(
      'long.json',
      one(turns(160, text), [{ id: 'q', after: 't159', question: 'what?', answer: 'x', evidence: [] }]),
    );
    const args = ['--price', 'claude-sonnet-4.5', '--strategies', 'unbounded,summary:5:6000'];
    const [uEnd, sEnd] = bench(file, [...args, '--breakpoints', 'end']);
    const [uSum, sSum] = bench(file, [...args, '--breakpoints', 'summary']);
    expect(sEnd!.breakpoints).toBe('end');
    expect(sSum!.breakpoints).toBe('summary');
    expect(sSum!.cachedCostUsd).not.toBe(sEnd!.cachedCostUsd);
    expect(uSum!.cachedCostUsd).toBe(uEnd!.cachedCostUsd);
  }, 120_000);
});
