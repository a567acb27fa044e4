/**
 * Measures the visualizer in headless Chromium on the production build:
 * 1. frame times (requestAnimationFrame deltas) during autoplay at 8x with a window of 50 and a
 *    400-message script, for a few seconds: p50 / p95 / max (target p95 <= 20 ms);
 * 2. the initial JavaScript (gzip) of the visualizer: the widget chunk and its static imports.
 * Run: npx tsx scripts/measure-playback.ts [--seconds 6] [--messages 400]
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Op } from '../src/mechanisms/agent-memory/ops';
import { agentMemoryQuery } from './lib/agentMemoryLink';
import { numberArg as arg, percentile, withBuiltSite } from './lib/site';

const SECONDS = arg('seconds', 6);
const MESSAGES = arg('messages', 400);
const WINDOW = 50;

async function stressQuery(): Promise<string> {
  const ops: Op[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    ops.push({
      op: 'append',
      id: `m${i}`,
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: `Message #${i} - the agent keeps talking about iteration ${i} and its tests.`,
      importance: 1 + (i % 5),
    });
    if (i % 7 === 6) ops.push({ op: 'touch', id: `m${i - 5}` });
  }
  return (await agentMemoryQuery(WINDOW, ops, WINDOW)).toString();
}

/** Files reachable from `file` through static imports (dynamic import() excluded). */
async function staticClosure(dir: string, file: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = await readFile(join(dir, file), 'utf8');
  for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) {
    await staticClosure(dir, m[1] as string, seen);
  }
  return seen;
}

async function gzipSize(dir: string, files: Iterable<string>): Promise<number> {
  let total = 0;
  for (const f of files) total += gzipSync(await readFile(join(dir, f))).length;
  return total;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

await withBuiltSite(async ({ browser, url, distDir }) => {
  // ---- frame times
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${url}#/en/visualizer?${await stressQuery()}`);
  await page.getByRole('region', { name: 'Context window' }).waitFor();
  await page.getByRole('combobox', { name: 'Speed' }).selectOption('8');
  // A string, not a function: tsx would inject its __name helper, which does not exist in the page.
  const rafDeltas = async (seconds: number) =>
    (await page.evaluate(`new Promise((resolve) => {
      const out = [];
      let last = 0;
      const end = performance.now() + ${seconds * 1000};
      function tick(now) {
        out.push(now - last);
        last = now;
        if (now < end) requestAnimationFrame(tick);
        else resolve(out);
      }
      requestAnimationFrame((now) => { last = now; requestAnimationFrame(tick); });
    })`)) as number[];
  // The same page paused: what this machine gives when nothing moves (other processes steal frames too).
  const idle = await rafDeltas(2);
  const startStep = Number(await page.getByRole('slider', { name: 'Timeline' }).inputValue());
  await page.getByRole('button', { name: 'Play' }).click();
  const deltas = await rafDeltas(SECONDS);
  const endStep = Number(await page.getByRole('slider', { name: 'Timeline' }).inputValue());
  const cards = await page.getByRole('region', { name: 'Context window' }).locator('.viz-card').count();
  await context.close();

  console.log(
    `Autoplay at 8x, window of ${WINDOW} (${cards} cards shown), ${MESSAGES}-message script, ${SECONDS} s in headless Chromium`,
  );
  console.log(`  steps played: ${endStep - startStep}, frames: ${deltas.length}`);
  console.log(
    `  frame time p50 ${percentile(deltas, 50).toFixed(1)} ms | p95 ${percentile(deltas, 95).toFixed(1)} ms | max ${Math.max(...deltas).toFixed(1)} ms (target p95 <= 20 ms)`,
  );
  console.log(
    `  idle baseline (paused, same page): p50 ${percentile(idle, 50).toFixed(1)} ms | p95 ${percentile(idle, 95).toFixed(1)} ms | max ${Math.max(...idle).toFixed(1)} ms`,
  );
  if (errors.length) console.log(`  page errors: ${errors.join(' | ')}`);

  // ---- initial JavaScript
  const assets = join(distDir, 'assets');
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const entry = /src="\.\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  const files = await readdir(assets);
  const widget = files.find((f) => /^VisualizerWidget-.*\.js$/.test(f));
  const chapter = files.find((f) => /^ChapterPage-.*\.js$/.test(f));
  if (!entry || !widget)
    throw new Error('could not find the entry or the VisualizerWidget chunk in the build');
  const entryFiles = await staticClosure(assets, entry);
  const widgetFiles = [...(await staticClosure(assets, widget))].filter((f) => !entryFiles.has(f));
  const chapterFiles = chapter
    ? [...(await staticClosure(assets, chapter))].filter((f) => !entryFiles.has(f))
    : [];
  console.log('Initial JavaScript (gzip), vite build:');
  console.log(`  app entry (shell): ${kb(await gzipSize(assets, entryFiles))}`);
  if (chapter)
    console.log(
      `  lesson page (entry + ChapterPage chunk): ${kb(await gzipSize(assets, [...entryFiles, ...chapterFiles]))}`,
    );
  // The widget loads its mechanism's folder (a lazy chunk, src/mechanisms/registry.ts) before it draws.
  const mechanism = files.find((f) => /^agent-memory-.*\.js$/.test(f));
  const shown = new Set([...entryFiles, ...widgetFiles]);
  const mechanismFiles = mechanism
    ? [...(await staticClosure(assets, mechanism))].filter((f) => !shown.has(f))
    : [];
  const all = [...widgetFiles, ...mechanismFiles];
  console.log(
    `  visualizer widget with chapter 1's mechanism, loaded on top of the shell when a lesson shows it: ${kb(await gzipSize(assets, all))}`,
  );
  for (const f of all.sort()) console.log(`    ${f}: ${kb(await gzipSize(assets, [f]))}`);
});
