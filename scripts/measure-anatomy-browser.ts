/**
 * The "Context anatomy" view in headless Chromium on scenes of 1,000 and 10,000 turns (chapter 1: window of 50,
 * progressive summary): the time to count the whole series (in slices; the longest frame meanwhile), and the time
 * of one step (the timeline's frame, the view rendered, layout) stepping forward through every step and scrubbing
 * to random steps. The real component is bundled with esbuild into a page of its own (scripts/lib/anatomyHarness.tsx)
 * because the visualizer's links stop at 2,000 operations. Figures, not a pass/fail.
 * With --trace, Chromium traces the run and the script says what the steps over 16 ms spent their time on: each slow
 * step's main-thread CPU time (the trace's thread clock) beside its wall time, and the garbage collections and
 * layouts inside them. On a shared machine a step can wait for the CPU without working: the thread time tells.
 * Steps the trace cannot pair with a task (their user timing and the task's clock disagree by a few µs) are left
 * out of the CPU quantiles, and said. No lesson opens a 10,000-turn scene: chapter 6's own engine steps a 2,000-turn
 * generator scene at a p95 near 100 ms (its state copies grow with the scene), so the harness is the only 10,000.
 * Run: npx tsx scripts/measure-anatomy-browser.ts [--turns 1000,10000] [--trace] [--without-view]
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchBrowser } from '../tools/browser/chromium';
import { startStaticServer } from '../tools/browser/static-server';
import { stepBreakdown, type TraceEvent } from './lib/anatomyTrace';

const root = resolve(import.meta.dirname, '..');
const i = process.argv.indexOf('--turns');
const TURNS = (i >= 0 ? (process.argv[i + 1] ?? '') : '1000,10000').split(',').map(Number);
const TRACE = process.argv.includes('--trace');
/** --without-view: the timeline's frames alone (the shell's cost), to tell what the view adds. */
const VIEW = !process.argv.includes('--without-view');

const dir = await mkdtemp(join(tmpdir(), 'aml-anatomy-'));
try {
  execFileSync(
    join(root, 'node_modules/.bin/esbuild'),
    [
      join(root, 'scripts/lib/anatomyHarness.tsx'),
      '--bundle',
      '--format=esm',
      '--splitting',
      '--minify',
      `--outdir=${dir}`,
      '--jsx=automatic',
      '--loader:.css=css',
      '--define:process.env.NODE_ENV="production"',
      '--log-level=warning',
    ],
    { stdio: 'inherit' },
  );
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="anatomyHarness.css"></head>' +
      '<body><div id="root"></div><script type="module" src="anatomyHarness.js"></script></body></html>',
  );
  const { server, origin } = await startStaticServer(dir, '/');
  const browser = await launchBrowser();
  try {
    console.log(
      `load average ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    );
    const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.goto(`${origin}/index.html`);
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    console.log(
      `Context anatomy${VIEW ? '' : ' (WITHOUT the view: the timeline alone)'} in ${browser.version()}, chapter 1 scene (window 50, progressive summary)`,
    );
    const cdp = TRACE ? await page.context().newCDPSession(page) : null;
    for (const turns of TURNS) {
      const events: TraceEvent[] = [];
      const collect = (e: { value: unknown[] }) => events.push(...(e.value as unknown as TraceEvent[]));
      if (cdp) {
        cdp.on('Tracing.dataCollected', collect);
        await cdp.send('Tracing.start', {
          transferMode: 'ReportEvents',
          traceConfig: {
            includedCategories: [
              'toplevel',
              'devtools.timeline',
              'blink.user_timing',
              'v8',
              'disabled-by-default-v8.gc',
            ],
          },
        });
      }
      const r = await page.evaluate(([n, options]) => window.anatomyBench(n, options), [
        turns,
        { view: VIEW, markSteps: TRACE },
      ] as const);
      const f = (x: number | undefined) => (x ?? NaN).toFixed(2);
      console.log(
        `${turns} turns: mount ${f(r.mountMs)} ms; series counted in slices in ${f(r.seriesMs)} ms (longest frame meanwhile ${f(r.longestFrameWhileCountingMs)} ms); ` +
          `a step forward p50 ${f(r.stepP50)} ms, p95 ${f(r.stepP95)} ms, p99 ${f(r.stepP99)} ms, max ${f(r.stepMax)} ms, ${r.stepsOver16} of ${turns} over 16 ms; ` +
          `a scrub p50 ${f(r.scrubP50)} ms, p95 ${f(r.scrubP95)} ms, p99 ${f(r.scrubP99)} ms, max ${f(r.scrubMax)} ms`,
      );
      if (cdp) {
        const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
        await cdp.send('Tracing.end');
        await complete;
        cdp.off('Tracing.dataCollected', collect);
        if (process.env.AML_TRACE_FILE) await writeFile(process.env.AML_TRACE_FILE, JSON.stringify(events));
        console.log(stepBreakdown(events));
      }
    }
  } finally {
    await browser.close();
    await new Promise<void>((r) => server.close(() => r()));
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
