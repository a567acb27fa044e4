/**
 * The memory bench in headless Chromium, in its worker (src/compute/memoryBench/): the whole bench on the public
 * subset (every strategy that needs no model or vectors), and how long the page's main thread was held meanwhile
 * (the longest gap between two ticks of a 10 ms interval). Until the "Memory bench" widget exists, nothing in the
 * built site imports the worker, so this serves the repository with Vite's dev server (port 4332) and imports the
 * client in the page; the first run includes the worker's start and the BPE tables' load.
 * Usage: npx tsx scripts/measure-memory-bench-browser.ts [--runs 3]
 */
import { createServer } from 'vite';
import { launchBrowser } from '../tools/browser/chromium';
import { sharedDataMissing } from '../tools/data/sharedData';
import { BENCH_STRATEGIES } from './lib/memoryBenchBench';
import { PUBLIC_SUBSET, publicSubsetPath } from './lib/memoryBench';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg === -1 ? 3 : Number(process.argv[runsArg + 1]);
if (!publicSubsetPath()) {
  console.log(sharedDataMissing(...PUBLIC_SUBSET));
  process.exit(0);
}
const server = await createServer({
  logLevel: 'warn',
  server: { port: 4332, strictPort: true, host: '127.0.0.1' },
});
await server.listen();
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.goto('http://127.0.0.1:4332/');
  const results = await page.evaluate(
    async ({ strategies, runs }) => {
      // Module URLs of the dev server, typed by the files they serve.
      const clientUrl = '/src/compute/memoryBench/client.ts';
      const subsetUrl = '/src/compute/memoryBench/publicSubset.ts';
      const { MemoryBenchClient } = (await import(
        clientUrl
      )) as typeof import('../src/compute/memoryBench/client');
      const { publicSubsetSource } = (await import(
        subsetUrl
      )) as typeof import('../src/compute/memoryBench/publicSubset');
      const source = publicSubsetSource();
      if (!source) return { error: 'the page says the public subset is not installed' };
      const client = new MemoryBenchClient();
      const out: { ms: number; maxGapMs: number; recall: Record<string, number>; worker: boolean }[] = [];
      for (let i = 0; i < runs; i++) {
        let last = performance.now();
        let maxGap = 0;
        const tick = setInterval(() => {
          const now = performance.now();
          maxGap = Math.max(maxGap, now - last);
          last = now;
        }, 10);
        const t0 = performance.now();
        const r = await client.run(source, strategies);
        const ms = performance.now() - t0;
        clearInterval(tick);
        out.push({
          ms,
          maxGapMs: maxGap,
          recall: Object.fromEntries(r.results.map((x) => [x.strategy, x.evidenceRecall])),
          worker: client.usesWorker,
        });
      }
      client.dispose();
      return { out };
    },
    { strategies: BENCH_STRATEGIES, runs },
  );
  if ('error' in results) throw new Error(results.error);
  console.log(
    `The memory bench in Chromium ${browser.version()}, in a worker (dev server), public subset, ${BENCH_STRATEGIES}:`,
  );
  results.out.forEach((r, i) =>
    console.log(
      `  run ${i + 1}: ${(r.ms / 1000).toFixed(2)} s${i === 0 ? ' (worker start, module transforms and BPE tables included)' : ''}; ` +
        `main thread's longest gap between 10 ms ticks: ${r.maxGapMs.toFixed(0)} ms; in a worker: ${r.worker}`,
    ),
  );
  console.log(
    `  recall: ${Object.entries(results.out[0]!.recall)
      .map(([k, v]) => `${k} ${(100 * v).toFixed(1)}%`)
      .join(', ')}`,
  );
} finally {
  await browser.close();
  await server.close();
}
