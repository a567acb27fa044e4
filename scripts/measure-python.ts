/**
 * Measures Python cells in headless Chromium on the production build (served by a plain static host, with the
 * site's service worker):
 * 1. the JavaScript a lesson page loads before any cell runs (gzip), and that none of it is Pyodide or Monaco;
 * 2. the time from the first "Run" of a Python cell to its output: cold (nothing cached: Pyodide downloads),
 *    warm in the same page (kernel loaded), and warm after a reload (a new kernel, files from the offline cache).
 * Run: npx tsx scripts/measure-python.ts [--reps 3]   (E2E_DIST=<built dist> skips the build)
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { numberArg as arg, timePythonCellRun, withBuiltSite } from './lib/site';
import { median } from './lib/stats';

const REPS = arg('reps', 3);
const TITLE = 'Rolling window: six messages, a window of four';
const SECOND = 'Progressive summary: seven messages, a window of three';

// The seed's printed output, as the cell data holds it (tsx cannot import the cells' `?raw` files).
const expected = (id: string) =>
  readFileSync(join(import.meta.dirname, `../src/cells/python/chapter1/${id}.out.txt`), 'utf8');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Clicks the cell's Run and returns the ms until its output is exactly the seed's. */
const timeRun = (page: Page, title: string, id: string) =>
  timePythonCellRun(page, title, { want: expected(id), timeoutMs: 120_000 });

async function lessonInitialJs(browser: Browser, url: string, distDir: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    // The site's own JavaScript files (a Blob worker started by the exercises' sandbox is not a download).
    if (u.pathname.startsWith('/agent-memory-lab/') && /\.m?js$/.test(u.pathname)) scripts.push(u.pathname);
  });

  await page.goto(`${url}#/en/chapter/1/rolling-window`);
  await page.getByRole('group', { name: TITLE, exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  let gzip = 0;
  const files = [...new Set(scripts)].map((p) => p.replace(/^\/agent-memory-lab\//, ''));
  for (const f of files) gzip += gzipSync(await readFile(join(distDir, f))).length;
  await context.close();
  const pyodide = files.filter((f) => f.startsWith('pyodide/') || /kernel\.worker/.test(f));
  const monaco = files.filter((f) =>
    /editor\.api|MonacoEditor|MonacoPython|ts\.worker|editor\.worker/.test(f),
  );
  return { files, gzip, pyodide, monaco };
}

await withBuiltSite(async ({ browser, url, distDir }) => {
  const initial = await lessonInitialJs(browser, url, distDir);
  console.log(
    `lesson page (chapter 1, rolling window) initial JavaScript: ${initial.files.length} files, ${kb(initial.gzip)} gzip`,
  );
  console.log(
    `  Pyodide files or kernel worker among them: ${initial.pyodide.length === 0 ? 'none' : initial.pyodide.join(', ')}`,
  );
  console.log(
    `  Monaco chunks among them: ${initial.monaco.length === 0 ? 'none' : initial.monaco.join(', ')}`,
  );
  let pyodideBytes = 0;
  for (const f of [
    'pyodide.mjs',
    'pyodide.asm.mjs',
    'pyodide.asm.wasm',
    'python_stdlib.zip',
    'pyodide-lock.json',
  ]) {
    const buf = await readFile(join(distDir, 'pyodide', f));
    pyodideBytes += buf.length;
  }
  console.log(
    `Pyodide download on first run: ${(pyodideBytes / 1e6).toFixed(1)} MB (as served, uncompressed)`,
  );

  const cold: number[] = [];
  const warmSamePage: number[] = [];
  const warmReload: number[] = [];
  for (let i = 0; i < REPS; i++) {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${url}#/en/chapter/1/rolling-window`);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });
    cold.push(await timeRun(page, TITLE, 'rolling-window'));
    await page.goto(`${url}#/en/chapter/1/progressive-summary`);
    warmSamePage.push(await timeRun(page, SECOND, 'summary'));
    await page.goto(`${url}#/en/chapter/1/rolling-window`);
    await page.reload();
    warmReload.push(await timeRun(page, TITLE, 'rolling-window'));
    await context.close();
  }
  // Startup is CPU-bound (compiling the wasm, starting Python): say how busy the machine was.
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min)`,
  );
  const show = (name: string, xs: number[]) =>
    console.log(`${name}: median ${median(xs)} ms (runs: ${xs.join(', ')})`);
  console.log(`First "Run" of a Python cell to its output, headless Chromium, ${REPS} runs each:`);
  show('  cold (empty cache, Pyodide downloads and starts, the setup cell runs first)', cold);
  show('  warm, same page (kernel already loaded)', warmSamePage);
  show('  warm, after a reload (new kernel, files from the service worker cache)', warmReload);
});
