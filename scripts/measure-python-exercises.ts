/**
 * Speed of the Python exercises in headless Chromium (npx tsx scripts/measure-python-exercises.ts [--reps 5]):
 * 1. "Run tests" click → results for exercise 1 in Python, editor loaded, reference solution: the first run
 *    (Pyodide cold: download + start in the sandbox) and warm runs (median);
 * 2. the first run after a page reload with the files in the HTTP cache (Python remembered for the exercise), without
 *    the stored memory snapshot (deleted before the reload) and with it (made in the background by the page after
 *    a start without one: the script waits until it is stored);
 * 3. the same for the lessons' Python cells: Run → first output after a reload, without and with the kernel's
 *    snapshot (chapter 1, "Rolling window").
 * Uses E2E_DIST=<built dist> when given, else builds the site; --exercises-only skips 3. Prints figures; asserts
 * nothing.
 */
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { fmtMs, median } from './lib/stats';
import { numberArg, openExerciseWithSolution, timePythonCellRun, withBuiltSite } from './lib/site';

const REPS = numberArg('reps', 5);

/**
 * Clicks "Run tests" in the page and resolves with the ms until the results are back: the run is seen starting (the
 * button disabled, by a MutationObserver, so a quick run is not missed) and then ending with a summary.
 * A string, not a function: tsx would inject its `__name` helper into a function's source.
 */
const MEASURE_ONE_RUN = `new Promise((resolve, reject) => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Run tests');
  if (!button) return reject(new Error('no Run tests button'));
  let started = false;
  const done = () => {
    const s = [...document.querySelectorAll('[role="status"]')].some((e) => /\\d+ passed, \\d+ failed/.test(e.textContent || ''));
    const b = [...document.querySelectorAll('button')].find((x) => x.textContent === 'Run tests');
    return started && s && b && !b.disabled;
  };
  const observer = new MutationObserver(() => {
    const b = [...document.querySelectorAll('button')].find((x) => /Run tests|Running/.test(x.textContent || ''));
    if (!b || b.disabled || b.textContent !== 'Run tests') started = true;
    if (done()) {
      observer.disconnect();
      resolve(performance.now() - before);
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  const before = performance.now();
  window.__amlClickAt = before;
  button.click();
  if (button.disabled || button.textContent !== 'Run tests') started = true;
})`;

async function runOnce(page: Page, timeout: number): Promise<number> {
  return (await Promise.race([
    page.evaluate(MEASURE_ONE_RUN),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`no results within ${timeout} ms`)), timeout),
    ),
  ])) as number;
}

const SNAPSHOT_KEY = { exercise: 'pyodide-snapshot.exercise', kernel: 'pyodide-snapshot.kernel' } as const;

/** In the page: the stored snapshot's size (0: none), or deletes it. Strings, for the same reason as above. */
const snapshotScript = (key: string, op: 'size' | 'delete') => `new Promise((resolve) => {
  const req = indexedDB.open('aml-cache', 1);
  req.onupgradeneeded = () => req.result.createObjectStore('pyodide-snapshots');
  req.onerror = () => resolve(0);
  req.onsuccess = () => {
    const db = req.result;
    const tx = db.transaction('pyodide-snapshots', ${op === 'size' ? "'readonly'" : "'readwrite'"});
    const store = tx.objectStore('pyodide-snapshots');
    const r = ${op === 'size' ? `store.get(${JSON.stringify(key)})` : `store.delete(${JSON.stringify(key)})`};
    tx.oncomplete = () => { db.close(); resolve(r.result && r.result.bytes ? r.result.bytes.byteLength : 0); };
    tx.onerror = () => { db.close(); resolve(0); };
  };
})`;

async function waitForSnapshot(page: Page, key: string): Promise<number> {
  const start = Date.now();
  for (;;) {
    const size = (await page.evaluate(snapshotScript(key, 'size'))) as number;
    if (size > 0) return size;
    if (Date.now() - start > 600_000) throw new Error('the snapshot was never stored');
    await page.waitForTimeout(500);
  }
}

/** Alternates reloads without the stored snapshot (deleted first) and with it (waited for), REPS/2+1 each. */
async function afterReloads(
  page: Page,
  kind: keyof typeof SNAPSHOT_KEY,
  measure: () => Promise<number>,
  settle: () => Promise<void>,
): Promise<{ without: number[]; withSnapshot: number[] }> {
  const key = SNAPSHOT_KEY[kind];
  const without: number[] = [];
  const withSnapshot: number[] = [];
  const size = await waitForSnapshot(page, key);
  console.log(`${kind} snapshot stored: ${(size / 1e6).toFixed(1)} MB`);
  for (let i = 0; i < Math.min(3, REPS); i++) {
    await page.reload();
    await settle();
    withSnapshot.push(await measure());
    if (kind === 'exercise') console.log(`  sandbox start with the snapshot: ${await startInfo(page)}`);
    await page.evaluate(snapshotScript(key, 'delete'));
    await page.reload();
    await settle();
    without.push(await measure());
    if (kind === 'exercise') console.log(`  sandbox start without: ${await startInfo(page)}`);
    await waitForSnapshot(page, key); // made again in the background after that start
  }
  return { without, withSnapshot };
}

/**
 * The exercise sandbox's own account of its start: snapshot use, ms in its worker (Pyodide alone / all), then the
 * page's timeline (performance marks of browserRunner.ts, ms since the page's navigation; the click's own time too).
 */
async function startInfo(page: Page): Promise<string> {
  const frame = page.locator('iframe[title="Python exercise sandbox"]');
  const marks = (await page.evaluate(`(() => {
    const out = performance.getEntriesByType('mark').filter((m) => m.name.startsWith('aml-py:'))
      .map((m) => m.name.slice(7) + ' ' + Math.round(m.startTime));
    return ['click ' + Math.round(window.__amlClickAt), ...out].join(', ');
  })()`)) as string;
  return `${await frame.getAttribute('data-snapshot')}, ${await frame.getAttribute('data-start-ms')} ms in the worker; page (ms since navigation): ${marks}`;
}

/** Clicks Run on chapter 1's "Rolling window" Python cell; resolves with the ms until its first output. */
const runCell = (page: Page) =>
  timePythonCellRun(page, 'Rolling window: six messages, a window of four', {
    want: null,
    timeoutMs: 300_000,
  });

await withBuiltSite(async ({ browser, url }) => {
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const { context, page, solution } = await openExerciseWithSolution(browser, url, {
    solution: new URL('../exercises/01-marginal-cost/python/solution.py', import.meta.url),
    python: true,
    timeoutMs: 60_000,
  });
  await page.waitForFunction(
    (t) => (localStorage.getItem('aml.exerciseCode') ?? '').includes(JSON.stringify(t).slice(1, 40)),
    solution,
  );

  const cold = await runOnce(page, 180_000);
  const warm: number[] = [];
  for (let i = 0; i < REPS; i++) warm.push(await runOnce(page, 60_000));
  const result = await page.getByRole('region', { name: 'Test results' }).getByRole('status').textContent();
  console.log(`exercise 1 (Python, reference solution): ${result?.trim()}`);
  console.log(`Run tests → results, first (Pyodide cold): ${fmtMs(cold)}`);
  console.log(
    `Run tests → results, warm: median ${fmtMs(median(warm))} over ${REPS} (${warm.map(fmtMs).join(', ')})`,
  );

  const { without, withSnapshot } = await afterReloads(
    page,
    'exercise',
    () => runOnce(page, 180_000),
    async () => {
      await page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 60_000 });
    },
  );
  console.log(
    `Run tests → results, first after a reload (files cached), no snapshot: median ${fmtMs(median(without))} (${without.map(fmtMs).join(', ')})`,
  );
  console.log(
    `Run tests → results, first after a reload (files cached), with the snapshot: median ${fmtMs(median(withSnapshot))} (${withSnapshot.map(fmtMs).join(', ')})`,
  );
  await context.close();
  if (process.argv.includes('--exercises-only')) return;

  // 3. The lessons' Python cells (their own kernel and snapshot).
  const ctx = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const p = await ctx.newPage();
  await p.goto(`${url}#/en/chapter/1/rolling-window`);
  const firstCell = await runCell(p);
  console.log(`Python cell Run → first output, first visit (Pyodide cold): ${fmtMs(firstCell)}`);
  const cells = await afterReloads(
    p,
    'kernel',
    () => runCell(p),
    async () => {},
  );
  console.log(
    `Python cell Run → first output after a reload, no snapshot: median ${fmtMs(median(cells.without))} (${cells.without.map(fmtMs).join(', ')})`,
  );
  console.log(
    `Python cell Run → first output after a reload, with the snapshot: median ${fmtMs(median(cells.withSnapshot))} (${cells.withSnapshot.map(fmtMs).join(', ')})`,
  );
  console.log(
    `load average at the end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await ctx.close();
});
