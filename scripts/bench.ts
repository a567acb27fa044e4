/**
 * Engine benchmark: `npx tsx scripts/bench.ts` (or `npm run bench`); `npm run bench -- --detector` prints section 5
 * alone (the chapter 2 detectors: leave-one-source-out table, held-out sets, injection sets, speed).
 *
 * 1. costOfConversation at 10^3..10^6 turns (both models, chars; exact model in tokens too).
 * 2. Appends per second of each memory at capacities 10, 1,000 and 100,000.
 * 3. The seed's own procedure gains_pour (quadratic: len(summary) recomputed from every chunk each
 *    turn), run with python3 (scripts/seed_cost.py) when available, plus the engine's literal TS
 *    port, side by side with the engine's O(1)-per-turn notebook model.
 * 4.-6. scoreMemories, detectSensitive, the cost lab's chart helpers.
 * 7. The memory bench: the public subset, the command on 10,000 generated turns, growth to 20,000.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  AgentMemory,
  costOfConversation,
  createMessage,
  ImportanceMemory,
  LruMemory,
  RollingWindow,
  seedGainsPour,
  type CostParams,
  type EvictionPolicy,
  type Message,
} from '../src/engine/index';
import { scoreBenchLines } from './lib/scoreBench';
import { fmtMs } from './lib/stats';
import '../src/engine/tokens/bpe'; // the real BPE counter (the index does not load the tables)

const here = dirname(fileURLToPath(import.meta.url));

/** Best time in ms over `runs` runs (after one warm-up run). */
function best(fn: () => void, runs: number): number {
  fn();
  let b = Infinity;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    b = Math.min(b, performance.now() - t0);
  }
  return b;
}

const fmtInt = (n: number): string => Math.round(n).toLocaleString('en-US');
const row = (cells: string[], widths: number[]): string =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 10) : c.padStart(widths[i] ?? 10))).join('  ');

console.log(
  `Agent Memory Lab engine benchmark (node ${process.version}, ${process.platform}/${process.arch})`,
);
console.log('');

if (process.argv.includes('--detector')) {
  const { detectorBenchLines } = await import('./lib/detectorBench');
  console.log('5. The chapter 2 detectors: detectSensitive and detectInstruction');
  for (const line of detectorBenchLines()) console.log(line);
  process.exit(0);
}

// ------------------------------------------------------------------ 1. cost model
console.log('1. costOfConversation (time per call, best of several runs)');
const sizes = [1_000, 10_000, 100_000, 1_000_000];
const w1 = [24, 12, 12, 12, 12];
console.log(row(['turns', '10^3', '10^4', '10^5', '10^6'], w1));
const variants: [string, Partial<CostParams>][] = [
  ['notebook, chars', { model: 'notebook', unit: 'chars' }],
  ['exact, chars', { model: 'exact', unit: 'chars' }],
  ['exact, chars, series', { model: 'exact', unit: 'chars', series: true }],
  ['exact, tokens', { model: 'exact', unit: 'tokens' }],
];
// Warm up the JIT on every variant first, so small sizes are not charged for compilation.
for (const [, p] of variants) for (let i = 0; i < 5; i++) costOfConversation({ turns: 100_000, ...p });
for (const [label, p] of variants) {
  const cells = sizes.map((turns) =>
    fmtMs(best(() => costOfConversation({ turns, ...p }), turns >= 1_000_000 ? 3 : 7)),
  );
  console.log(row([label, ...cells], w1));
}
const t1e7 = best(() => costOfConversation({ turns: 10_000_000, model: 'exact' }), 1);
console.log(`(exact, chars at 10^7 turns: ${fmtMs(t1e7)})`);
console.log('');

// ------------------------------------------------------------------ 2. appends per second
console.log('2. Appends per second (1,000,000 appends after the window is full; messages pre-built)');
let seed = 12345;
const rand = (): number => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const N = 1_000_000;
const POOL = N + 100_000; // every append gets a distinct message (ids unique in the window)
const pool: Message[] = [];
for (let i = 0; i < POOL; i++) {
  pool.push(
    createMessage(i % 2 === 0 ? 'user' : 'assistant', `message #${i}`, {
      id: `b${i}`,
      ts: i,
      importance: Math.floor(rand() * 10),
    }),
  );
}
const capacities = [10, 1_000, 100_000];

/** Appends/s for `append`, measured on N appends after `cap` warm-up appends fill the window. */
function appendsPerSecond(cap: number, make: () => (m: Message) => void): number {
  let bestRate = 0;
  for (let run = 0; run < 2; run++) {
    const append = make();
    for (let i = 0; i < cap; i++) append(pool[i % POOL] as Message);
    const t0 = performance.now();
    for (let i = cap; i < cap + N; i++) append(pool[i % POOL] as Message);
    const dt = performance.now() - t0;
    bestRate = Math.max(bestRate, N / (dt / 1000));
  }
  return bestRate;
}

const w2 = [40, 14, 14, 14];
console.log(row(['structure \\ capacity', '10', '1,000', '100,000'], w2));
const structures: [string, (cap: number) => (m: Message) => void][] = [
  [
    'RollingWindow (fifo ring buffer)',
    (cap) => {
      const w = new RollingWindow(cap);
      return (m) => void w.append(m);
    },
  ],
  [
    'LruMemory',
    (cap) => {
      const w = new LruMemory(cap);
      return (m) => void w.append(m);
    },
  ],
  [
    'ImportanceMemory (heap)',
    (cap) => {
      const w = new ImportanceMemory(cap);
      return (m) => void w.append(m);
    },
  ],
];
for (const policy of ['fifo', 'lru', 'importance'] as EvictionPolicy[]) {
  structures.push([
    `AgentMemory ${policy} -> trash`,
    (cap) => {
      const a = new AgentMemory({ window: cap, policy, evictTo: 'trash' });
      return (m) => void a.append(m);
    },
  ]);
}
structures.push([
  `AgentMemory lru -> summary`,
  (cap) => {
    const a = new AgentMemory({ window: cap, policy: 'lru', evictTo: 'summary' });
    return (m) => void a.append(m);
  },
]);
structures.push([
  `AgentMemory fifo -> archive (P=5)`,
  (cap) => {
    const a = new AgentMemory({ window: cap, policy: 'fifo', evictTo: 'archive', pageSize: 5 });
    return (m) => void a.append(m);
  },
]);
for (const [label, make] of structures) {
  const cells = capacities.map((cap) => `${fmtInt(appendsPerSecond(cap, () => make(cap)))}/s`);
  console.log(row([label, ...cells], w2));
}
console.log('');

// ------------------------------------------------------------------ 3. seed procedure
console.log("3. The seed's procedure gains_pour (quadratic) vs the engine's notebook model (same totals)");
const py = spawnSync('python3', ['--version'], { encoding: 'utf8' });
const hasPython = py.status === 0;
const w3 = [8, 16, 16, 16, 12, 12];
console.log(
  row(
    [
      'turns',
      hasPython ? 'seed (python3)' : 'seed (python3)',
      'seed (TS port)',
      'engine',
      'x vs python',
      'x vs TS port',
    ],
    w3,
  ),
);
for (const n of [1_000, 10_000]) {
  let pyMs = NaN;
  let pyTotals = '';
  if (hasPython) {
    const r = spawnSync('python3', [join(here, 'seed_cost.py'), String(n)], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (r.status === 0) {
      const j = JSON.parse(r.stdout) as {
        seconds: number;
        unbounded: number;
        windowed: number;
        paged: number;
      };
      pyMs = j.seconds * 1000;
      pyTotals = `${j.unbounded}/${j.windowed}/${j.paged}`;
    }
  }
  const portMs = best(() => seedGainsPour(n), n >= 10_000 ? 1 : 3);
  const engMs = best(() => costOfConversation({ turns: n, model: 'notebook' }), 20);
  const e = costOfConversation({ turns: n, model: 'notebook' });
  const engTotals = `${e.unbounded}/${e.windowed}/${e.paged}`;
  if (pyTotals && pyTotals !== engTotals)
    console.log(`  MISMATCH at ${n}: python ${pyTotals} engine ${engTotals}`);
  console.log(
    row(
      [
        fmtInt(n),
        Number.isNaN(pyMs) ? 'n/a' : fmtMs(pyMs),
        fmtMs(portMs),
        fmtMs(engMs),
        Number.isNaN(pyMs) ? 'n/a' : `x${fmtInt(pyMs / engMs)}`,
        `x${fmtInt(portMs / engMs)}`,
      ],
      w3,
    ),
  );
}
console.log(
  hasPython ? '(python totals checked equal to the engine totals)' : '(python3 not found: TS port only)',
);

// ------------------------------------------------------------------ 4. chapter 3: scoreMemories
{
  console.log('');
  console.log(
    '4. scoreMemories (recency, importance, relevance over 100,000 memories of ~12 words; CPU time of this process too)',
  );
  console.log(
    "   On a shared machine wall time also counts the wait for a core; CPU time is the process's own cost.",
  );
  const cpuMs = (): number => {
    const c = process.cpuUsage();
    return (c.user + c.system) / 1000;
  };
  for (const line of scoreBenchLines(cpuMs)) console.log(line);
  console.log('   (the same in Chromium: npx tsx scripts/measure-score-browser.ts)');
}

// ------------------------------------------------------------------ 5. chapter 2: detectSensitive
{
  const { detectorBenchLines } = await import('./lib/detectorBench');
  console.log('');
  console.log('5. The chapter 2 detectors: detectSensitive and detectInstruction');
  for (const line of detectorBenchLines()) console.log(line);
}

// ------------------------------------------------------------------ 6. the cost lab's chart helpers
{
  const { lttbIndices } = await import('../src/lib/downsample');
  const { halfCostThreshold } = await import('../src/lib/windowThreshold');
  console.log('');
  console.log("6. The cost lab's chart helpers (best of 5)");
  let seed = 7;
  const ys = Float64Array.from({ length: 1_000_000 }, (_, i) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return Math.sin(i / 5_000) * 100 + (seed / 0x7fffffff) * 10;
  });
  const bestOf = (fn: () => void): number => {
    let b = Infinity;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      fn();
      b = Math.min(b, performance.now() - t0);
    }
    return b;
  };
  console.log(`   lttbIndices, 1,000,000 points to 667: ${fmtMs(bestOf(() => lttbIndices(ys, 667)))}`);
  console.log(
    `   halfCostThreshold at 10,000,000 turns (binary search): ${fmtMs(bestOf(() => halfCostThreshold(10_000_000)))}`,
  );
}

// ------------------------------------------------------------------ 7. chapter 4: the memory bench
{
  const { memoryBenchLines } = await import('./lib/memoryBenchBench');
  console.log('');
  console.log(
    '7. The memory bench (wall and CPU time; on a shared machine wall time also counts the wait for a core)',
  );
  for (const line of memoryBenchLines()) console.log(line);
}
