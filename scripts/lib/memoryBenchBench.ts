/**
 * `npm run bench`, section 7: the memory bench's speed. The whole bench on the public subset (every strategy that
 * needs no model and no vectors), the command on a generated conversation of 10,000 turns and 200 questions, and the
 * growth of each strategy's time from 10,000 to 20,000 turns. Wall time and this process's CPU time are both
 * printed: on a shared machine the wall time also counts the wait for a core.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  frontier,
  generateBench,
  parseBenchJson,
  parseStrategies,
  runBench,
  summaryRow,
  type BenchData,
} from '../../src/engine/memoryBench/index';
import { sharedDataMissing } from '../../tools/data/sharedData';
import { PUBLIC_SUBSET, publicSubsetPath } from './memoryBench';

export const BENCH_STRATEGIES = 'unbounded,window:10,summary:10:400,paging:10,retrieval:5,reflective:5';

const cpuMs = (): number => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

function timed<T>(fn: () => T): { value: T; wall: number; cpu: number } {
  const c0 = cpuMs();
  const t0 = performance.now();
  const value = fn();
  return { value, wall: performance.now() - t0, cpu: cpuMs() - c0 };
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export function memoryBenchLines(): string[] {
  const out: string[] = [];
  const root = resolve(import.meta.dirname, '../..');
  // 7a. The public subset.
  const path = publicSubsetPath();
  if (!path) out.push(`   public subset: ${sharedDataMissing(...PUBLIC_SUBSET)}`);
  else {
    const parsed = parseBenchJson(readFileSync(path, 'utf8'));
    if (!parsed.ok) throw new Error(`${path}: ${parsed.problem.field}: ${parsed.problem.detail}`);
    const data = parsed.value;
    const specs = parseStrategies(BENCH_STRATEGIES);
    const runs = [1, 2, 3].map(() => timed(() => runBench(data, specs)));
    const turns = data.cases.reduce((a, c) => a + c.conversation.length, 0);
    out.push(
      `   public subset (${data.cases.length} cases, ${turns} turns, ${data.cases.length} questions), ${specs.length} strategies (${BENCH_STRATEGIES}):`,
    );
    out.push(
      `     whole bench: first run ${s(runs[0]!.wall)} wall / ${s(runs[0]!.cpu)} CPU (BPE tables loaded already); ` +
        `then ${runs
          .slice(1)
          .map((r) => `${s(r.wall)} / ${s(r.cpu)}`)
          .join(', ')} (target ≤ 2 s on 2 cores)`,
    );
    const rows = runs[0]!.value.map(summaryRow);
    const front = new Set(frontier(rows).map((r) => r.strategy));
    out.push(
      '     strategy          recall  answer in ctx  tokens/turn   cost (gpt-4o-mini)  cached cost  cache hits  frontier',
    );
    for (const r of rows)
      out.push(
        `     ${r.strategy.padEnd(16)}  ${pct(r.evidenceRecall).padStart(6)}  ${pct(r.answerInContext).padStart(13)}  ${Math.round(r.tokensPerTurn).toString().padStart(11)}  ${`$${r.costUsd.toFixed(4)}`.padStart(18)}  ${`$${r.cachedCostUsd.toFixed(4)}`.padStart(11)}  ${pct(r.cacheHitRate).padStart(10)}  ${front.has(r.strategy) ? 'yes' : ''}`,
      );
  }
  // 7b. The command itself on 10,000 generated turns.
  const spec = 'turns=10000,questions=200,seed=1,lang=en';
  // /usr/bin/time, where present, adds the CPU time of the command's processes (tsx starts node as a child).
  const time = existsSync('/usr/bin/time');
  const argv = ['scripts/bench-memory.ts', '--generate', spec, '--strategies', BENCH_STRATEGIES, '--json'];
  const tsx = join(root, 'node_modules/.bin/tsx');
  const t0 = performance.now();
  const cmd = time
    ? spawnSync('/usr/bin/time', ['-f', 'AML_TIME %e %U %S', tsx, ...argv], {
        cwd: root,
        encoding: 'utf8',
        timeout: 600_000,
      })
    : spawnSync(tsx, argv, { cwd: root, encoding: 'utf8', timeout: 600_000 });
  const cmdMs = performance.now() - t0;
  const t = /AML_TIME ([\d.]+) ([\d.]+) ([\d.]+)/.exec(cmd.stderr);
  if (cmd.status !== 0) out.push(`   the command failed: ${cmd.stderr.trim()}`);
  else
    out.push(
      `   npm run -s bench:memory -- --generate ${spec} --strategies ${BENCH_STRATEGIES} --json: ${s(cmdMs)} wall` +
        (t ? `, ${(Number(t[2]) + Number(t[3])).toFixed(2)} s CPU` : '') +
        ', process start and tokenizer load included (target ≤ 10 s)',
    );
  // 7c. Growth from 10,000 to 20,000 turns, per strategy (200 questions each).
  const sizes: [number, BenchData][] = [10_000, 20_000].map((turns) => [
    turns,
    generateBench({ turns, questions: 200, seed: 1, lang: 'en' }),
  ]);
  runBench(sizes[0]![1], parseStrategies('window:10')); // warm the tokenizer and the code
  out.push(
    '   growth 10,000 → 20,000 turns, 200 questions each (CPU time of this process, best of 2; ×2.0 is linear):',
  );
  out.push('     strategy            10,000 turns   20,000 turns   growth');
  for (const name of BENCH_STRATEGIES.split(',')) {
    // Best of two runs per size (10k, 20k, 10k, 20k): the first run of a strategy also compiles its code.
    const cpu = [Infinity, Infinity];
    for (let rep = 0; rep < 2; rep++)
      sizes.forEach(([, d], i) => {
        cpu[i] = Math.min(cpu[i] as number, timed(() => runBench(d, parseStrategies(name))).cpu);
      });
    const [a, b] = cpu as [number, number];
    out.push(`     ${name.padEnd(18)}  ${s(a).padStart(12)}   ${s(b).padStart(12)}   ×${(b / a).toFixed(2)}`);
  }
  return out;
}
