/**
 * Speed of the Python exercises in headless Chromium (npx tsx scripts/measure-python-exercises.ts [--reps 5]):
 * 1. "Run tests" click → results for exercise 1 in Python, editor loaded, reference solution: the first run
 *    (Pyodide cold: download + start in the sandbox) and warm runs (median);
 * 2. the first run after a page reload with the files in the HTTP cache (Python remembered for the exercise);
 * 3. Pyodide's memory snapshot in the browser: in a page of the site, Pyodide loaded from scratch vs restored from a
 *    snapshot made in that page (`_makeSnapshot` / `makeMemorySnapshot()` / `_loadSnapshot`).
 * Uses E2E_DIST=<built dist> when given, else builds the site. Prints figures; asserts nothing.
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { fmtMs, median } from './lib/stats';
import { numberArg, withBuiltSite } from './lib/site';

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

await withBuiltSite(async ({ browser, url }) => {
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  const page = await context.newPage();
  await page.goto(`${url}#/en/exercises/01-marginal-cost`);
  await page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 60_000 });
  await page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'Python' }).check();
  await page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 60_000 });
  const solution = await readFile(
    new URL('../exercises/01-marginal-cost/python/solution.py', import.meta.url),
    'utf8',
  );
  await page.evaluate((text) => navigator.clipboard.writeText(text), solution);
  await page.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
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

  const afterReload: number[] = [];
  for (let i = 0; i < Math.min(3, REPS); i++) {
    await page.reload();
    await page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 60_000 });
    afterReload.push(await runOnce(page, 180_000));
  }
  console.log(
    `Run tests → results, first after a reload (files cached): median ${fmtMs(median(afterReload))} (${afterReload.map(fmtMs).join(', ')})`,
  );
  await context.close();

  // 3. The memory snapshot, in a page of the site (same files, same origin).
  const ctx = await browser.newContext();
  const p = await ctx.newPage();
  await p.goto(`${url}#/en`);
  const figures = (await p.evaluate(`(async () => {
    const base = new URL('pyodide/', location.href).href;
    const { loadPyodide } = await import(base + 'pyodide.mjs');
    let t = performance.now();
    const plain = await loadPyodide({ indexURL: base });
    plain.runPython('1 + 1');
    const plainMs = performance.now() - t;
    t = performance.now();
    const maker = await loadPyodide({ indexURL: base, _makeSnapshot: true });
    maker.runPython('import json, traceback, collections, dataclasses, re, math');
    const snapshot = maker.makeMemorySnapshot();
    const makeMs = performance.now() - t;
    t = performance.now();
    const restored = await loadPyodide({ indexURL: base, _loadSnapshot: snapshot });
    restored.runPython('import json; json.dumps([1])');
    const restoreMs = performance.now() - t;
    return { plainMs, makeMs, restoreMs, mb: snapshot.length / 1e6 };
  })()`)) as { plainMs: number; makeMs: number; restoreMs: number; mb: number };
  console.log(
    `Pyodide in the page: loaded ${fmtMs(figures.plainMs)} (files cached); snapshot made in ${fmtMs(figures.makeMs)} ` +
      `(${figures.mb.toFixed(1)} MB); restored from it ${fmtMs(figures.restoreMs)}`,
  );
  await ctx.close();
});
