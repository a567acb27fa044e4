/**
 * Figures for the exercises (npx tsx scripts/measure-exercises.ts):
 * 1. median time from clicking "Run tests" to the results, with the editor loaded (exercise 1, reference solution);
 * 2. the initial JavaScript (gzip) of a lesson page, and what the editor chunks would add if they were in it,
 *    measured from the `vite build` output (the scripts the browser actually requested for the page).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { openExerciseWithSolution, percentile, withBuiltSite } from './lib/site';

const RUNS = 15;

/** Clicks "Run tests" and resolves with the milliseconds until the summary shows the new results. */
const MEASURE_ONE_RUN = `new Promise((resolve, reject) => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Run tests');
  const status = document.querySelector('.test-results__summary');
  if (!button || !status) return reject(new Error('no Run tests button'));
  const before = performance.now();
  button.click();
  const check = () => {
    if (/\\d+ passed, \\d+ failed/.test(status.textContent || '') && !button.disabled) resolve(performance.now() - before);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

async function gzipSize(distDir: string, url: string): Promise<number> {
  const path = decodeURIComponent(new URL(url).pathname.replace(/^\/agent-memory-lab\//, ''));
  return gzipSync(await readFile(join(distDir, path))).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

await withBuiltSite(async ({ browser, url, distDir }) => {
  // 1. Run latency.
  const { context, page } = await openExerciseWithSolution(browser, url, {
    solution: new URL('../exercises/01-marginal-cost/solution.ts', import.meta.url),
    timeoutMs: 30_000,
  });
  const times: number[] = [];
  for (let i = 0; i < RUNS + 1; i++) {
    // A string, not a function: tsx would inject its `__name` helper into a function's source.
    const ms = (await page.evaluate(MEASURE_ONE_RUN)) as number;
    if (i > 0) times.push(ms); // the first run warms the sandbox worker up
  }
  const passed = await page.locator('.test-results__summary').textContent();
  await context.close();

  // 2. Initial JavaScript of a lesson page, and the editor chunks loaded by an exercise page.
  const scriptsOf = async (hash: string, ready: string) => {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    const scripts = new Set<string>();
    p.on('request', (r) => {
      if (r.resourceType() === 'script' || r.url().endsWith('.js')) scripts.add(r.url());
    });
    await p.goto(`${url}${hash}`);
    await p.locator(ready).first().waitFor({ timeout: 30_000 });
    await p.waitForLoadState('networkidle');
    await ctx.close();
    return [...scripts].filter((s) => s.includes('/assets/'));
  };
  const lesson = await scriptsOf('#/en/chapter/1/rolling-window', 'main h1');
  const exercise = await scriptsOf('#/en/exercises/01-marginal-cost', '.monaco-editor .view-lines');
  const editorOnly = exercise.filter(
    (s) => !lesson.includes(s) && /MonacoEditor|editor\.api|monacoSetup|tsMode|register/.test(s),
  );
  const sum = async (list: string[]) =>
    (await Promise.all(list.map((s) => gzipSize(distDir, s)))).reduce((a, b) => a + b, 0);
  const lessonBytes = await sum(lesson);
  // The page's initial JavaScript proper: what index.html loads before any lazy chunk (entry + modulepreloads).
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map((m) => `${url}${m[1]}`);
  const initialBytes = await sum(initial);
  const editorBytes = await sum(editorOnly);
  const exerciseBytes = await sum(exercise);

  console.log(
    `Run tests → results (exercise 1, reference solution, ${RUNS} runs): median ${percentile(times, 50).toFixed(1)} ms, p90 ${percentile(times, 90).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${passed})`,
  );
  console.log(
    `Initial JS of every page (index.html entry + modulepreloads): ${kb(initialBytes)} gzip; with the editor chunks: ${kb(initialBytes + editorBytes)} gzip`,
  );
  console.log(
    `Lesson page (#/en/chapter/1/rolling-window) all JS once idle (lazy widgets included): ${kb(lessonBytes)} gzip in ${lesson.length} scripts`,
  );
  console.log(
    `  with the editor chunks added (${editorOnly.length} scripts, ${kb(editorBytes)} gzip): ${kb(lessonBytes + editorBytes)} gzip`,
  );
  console.log(
    `Exercise page JS (all scripts, Monaco included; its workers load separately): ${kb(exerciseBytes)} gzip in ${exercise.length} scripts`,
  );
  console.log(`Lesson page scripts: ${lesson.map((s) => s.split('/').pop()).join(', ')}`);
  console.log(`Editor scripts: ${editorOnly.map((s) => s.split('/').pop()).join(', ')}`);
});
