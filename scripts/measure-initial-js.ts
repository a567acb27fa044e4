/**
 * The initial JavaScript of every page of the lab, against a baseline build:
 *   npx tsx scripts/measure-initial-js.ts --baseline <dist of the baseline> [--dist <dist>]
 * (without --dist, E2E_DIST or a fresh build of this tree). For each page (home, every lesson section, visualizer,
 * cost lab, exercises and one exercise, lost in the middle, your data, a cell alone), a fresh context opens it in
 * headless Chromium (no service worker), waits until it has drawn (main heading, nothing loading) and the network is
 * idle (and no new script for two seconds), and sums the gzip size of every script it requested (gzip of the built files, so the figure is the same on
 * every run). Prints the two sizes per page and their difference, then the largest difference.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { chapters } from '../src/content/chapters';
import { launchBrowser } from '../tools/browser/chromium';
import { buildProduction, startStaticServer } from '../tools/browser/static-server';

const BASE = '/agent-memory-lab/';
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? null : resolve(process.argv[i + 1] ?? '');
};
const baseline = arg('baseline');
if (!baseline) {
  console.log('usage: npx tsx scripts/measure-initial-js.ts --baseline <dist> [--dist <dist>]');
  process.exit(2);
}

const PAGES = [
  '#/en',
  ...chapters.flatMap((c) => c.sections.map((s) => `#/en/chapter/${c.id}/${s.slug}`)),
  '#/en/visualizer',
  '#/en/cost-lab',
  '#/en/exercises',
  '#/en/exercises/01-marginal-cost',
  '#/en/lost-in-the-middle',
  '#/en/your-data',
  '#/en/cell/rolling-window',
];

async function distOf(): Promise<string> {
  const given = arg('dist') ?? process.env.E2E_DIST ?? null;
  if (given) return resolve(given);
  const dir = resolve('/tmp', `aml-initial-js-${Date.now()}`);
  await buildProduction(resolve(import.meta.dirname, '..'), dir);
  return dir;
}

async function measure(browser: Browser, dist: string): Promise<Map<string, number>> {
  const { server, origin } = await startStaticServer(dist, BASE);
  const out = new Map<string, number>();
  const gz = new Map<string, number>();
  try {
    for (const hash of PAGES) {
      const ctx = await browser.newContext({ serviceWorkers: 'block' });
      const page = await ctx.newPage();
      const scripts = new Set<string>();
      page.on('request', (r) => {
        const u = new URL(r.url());
        if (u.origin === origin && /\.m?js$/.test(u.pathname)) scripts.add(u.pathname.slice(BASE.length));
      });
      await page.goto(`${origin}${BASE}${hash}`);
      await page.waitForFunction(
        () =>
          document.querySelector('main h1') !== null &&
          document.querySelector(
            '.lesson-widget__loading, .code-editor__loading, .viz--loading, p.loading',
          ) === null,
        null,
        { timeout: 60_000 },
      );
      await page.waitForLoadState('networkidle');
      // Widgets that load when they come into view (the tokenizer) may start after a first idle: wait until no new
      // script has been requested for two seconds.
      for (let seen = -1; seen !== scripts.size;) {
        seen = scripts.size;
        await page.waitForTimeout(2000);
        await page.waitForLoadState('networkidle');
      }
      let bytes = 0;
      for (const f of scripts) {
        if (!gz.has(f)) gz.set(f, gzipSync(await readFile(join(dist, f))).length);
        bytes += gz.get(f) as number;
      }
      out.set(hash, bytes);
      await ctx.close();
    }
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
  return out;
}

const dist = await distOf();
const browser = await launchBrowser();
try {
  const before = await measure(browser, baseline);
  const after = await measure(browser, dist);
  const kb = (n: number) => (n / 1024).toFixed(2);
  console.log(`baseline: ${baseline}\nthis build: ${dist}\n`);
  console.log('page | baseline KB gzip | this build KB gzip | difference KB');
  let worst = { page: '', diff: 0 };
  for (const page of PAGES) {
    const b = before.get(page) ?? NaN;
    const a = after.get(page) ?? NaN;
    const diff = a - b;
    if (Math.abs(diff) > Math.abs(worst.diff)) worst = { page, diff };
    console.log(`${page} | ${kb(b)} | ${kb(a)} | ${diff >= 0 ? '+' : ''}${kb(diff)}`);
  }
  console.log(
    `\nlargest difference: ${worst.diff >= 0 ? '+' : ''}${kb(worst.diff)} KB gzip (${worst.page || 'none'})`,
  );
} finally {
  await browser.close();
}
