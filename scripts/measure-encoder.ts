/**
 * The sentence encoder in the page (npx tsx scripts/measure-encoder.ts [--reps 3]), in headless Chromium on the built
 * site (E2E_DIST, or a fresh build), service worker on, nothing requested but 127.0.0.1:
 * 1. its first load with the files not cached yet (from the site), then with the files in the cache (a new page of
 *    the same browser profile, the service worker serving them): from the click on "Load the sentence encoder" to the
 *    worker ready (its own figure, `data-encoder-load-ms` on the page's root), and to the relevance table drawn;
 * 2. 100 memories and a query embedded in one step (a scene of 100 episodes, relevance "Sentence encoder"): the
 *    worker's time for the 101 texts (`data-encoder-batch` on the page's root), and, meanwhile, whether the page answers clicks: a click
 *    every 100 ms on the page's text, the delay between each click and its handler (median, max), and the longest
 *    task on the page's main thread.
 *    Measured on a plain static host (one thread: what most hosts give) and on a cross-origin isolated one (the
 *    WebAssembly backend's threaded build, one thread per core).
 * Prints figures; asserts nothing.
 */
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startStaticServer } from '../tools/browser/static-server';
import { formatSceneQuery, type LinkWriter } from '../src/mechanisms/permalink';
import { configLink } from '../src/mechanisms/episodic/link';
import type { EpisodicConfig, Op } from '../src/mechanisms/episodic/ops';
import { BASE } from '../src/mechanisms/episodic/presets';
import { numberArg, percentile, withBuiltSite } from './lib/site';

const REPS = numberArg('reps', 3);
const LOAD = /^Load the sentence encoder/;

const episodic: LinkWriter = { id: 'episodic', defaultPreset: 'scores', link: configLink, presets: {} };

/** 100 short memories of a freelancer's week (varied words, so no two are the same text), then a question. */
function hundredMemories(): Op[] {
  const who = [
    'client A',
    'client B',
    'the bank',
    'a startup',
    'the agency',
    'a museum',
    'the school',
    'a bakery',
  ];
  const what = [
    'asked for a quote',
    'paid late',
    'wanted a redesign',
    'sent feedback',
    'signed',
    'cancelled',
  ];
  const how = ['by e-mail', 'on a call', 'in a meeting', 'on Slack', 'through a friend'];
  const ops: Op[] = [];
  for (let i = 0; i < 100; i++) {
    ops.push({
      op: 'episode',
      hours: 1,
      thought: `Week ${1 + (i % 9)}`,
      input: `Task ${i + 1}`,
      action: `${who[i % who.length]} ${what[i % what.length]} ${how[i % how.length]}`,
      outcome: `Noted (${i + 1})`,
      feedback: i % 7 === 0 ? 'Alex prefers not to work with financial-sector clients' : 'No feedback',
    });
  }
  ops.push({ op: 'query', text: 'Should I pitch a new fintech client?' });
  return ops;
}

async function timeLoad(page: Page, url: string) {
  await page.goto(`${url}#/en/visualizer?preset=episodic%2Ffintech-en&relevance=encoder`);
  await page.getByRole('slider', { name: 'Timeline' }).fill('11');
  const started = Date.now();
  await page.getByRole('button', { name: LOAD }).click();
  await page.locator('.epi-relevance-table td[data-column="encoder"]').first().waitFor({ timeout: 120_000 });
  const drawn = Date.now() - started;
  const ready = Number(await page.locator('html').getAttribute('data-encoder-load-ms'));
  return { ready, drawn };
}

async function measureBatch(context: BrowserContext, url: string, label: string) {
  const scene = {
    mechanism: 'episodic',
    preset: 'scores',
    config: { ...BASE, view: 'scores', relevance: 'encoder', retrieve: 'all' } satisfies EpisodicConfig,
    ops: hundredMemories(),
    compare: false,
    focus: null,
  };
  const query = await formatSceneQuery(episodic, { scene, step: scene.ops.length });
  for (let i = 0; i < REPS; i++) {
    const page = await context.newPage();
    await page.goto(`${url}#/en/visualizer?${query.toString()}`);
    await page.getByRole('button', { name: LOAD }).waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { clickDelays: number[]; longest: number };
      w.clickDelays = [];
      w.longest = 0;
      document.addEventListener(
        'pointerdown',
        (e) => w.clickDelays.push(performance.now() - e.timeStamp),
        true,
      );
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
      }).observe({ type: 'longtask' });
    });
    // Loading the encoder, then the step's 101 texts in one request; clicks meanwhile, on the page's heading.
    let done = false;
    const box = await page.locator('h1').first().boundingBox();
    const clicking = (async () => {
      while (!done && box) {
        await page.mouse.click(box.x + 5, box.y + 5);
        await page.waitForTimeout(100);
      }
    })();
    await page.getByRole('button', { name: LOAD }).click();
    await page.waitForFunction(
      () => document.documentElement.dataset.encoderBatch?.startsWith('101:') ?? false,
      null,
      { timeout: 120_000 },
    );
    done = true;
    const after = await page.locator('html').getAttribute('data-encoder-batch');
    await clicking;
    const { clickDelays, longest } = await page.evaluate(() => {
      const w = window as unknown as { clickDelays: number[]; longest: number };
      return { clickDelays: w.clickDelays, longest: w.longest };
    });
    console.log(
      `2. ${label}, run ${i + 1}: ${after?.replace(':', ' texts embedded in ')} ms; meanwhile ${clickDelays.length} clicks answered after ${percentile(clickDelays, 50).toFixed(1)} ms (median), ${Math.max(...clickDelays).toFixed(1)} ms (max); longest main-thread task ${longest.toFixed(0)} ms`,
    );
    await page.close();
  }
}

/** A browser context that may reach nothing but 127.0.0.1 (and its own blobs). */
async function localContext(browser: Browser, serviceWorkers: 'allow' | 'block'): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers });
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' || route.request().url().startsWith('blob:')
      ? route.continue()
      : route.abort(),
  );
  return context;
}

await withBuiltSite(async ({ browser, url, distDir }) => {
  const context = await localContext(browser, 'allow');
  try {
    const first = await context.newPage();
    await first.goto(`${url}#/en`);
    await first.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, {
      timeout: 60_000,
    });
    const cold = await timeLoad(first, url);
    await first.close();
    console.log(
      `1. first load, files from the site: worker ready in ${cold.ready.toFixed(0)} ms, table drawn ${cold.drawn} ms after the click`,
    );
    const warm: { ready: number; drawn: number }[] = [];
    for (let i = 0; i < REPS; i++) {
      const page = await context.newPage();
      warm.push(await timeLoad(page, url));
      await page.close();
    }
    console.log(
      `   first load of a page, files in the cache (${REPS} pages): worker ready ${warm.map((w) => w.ready.toFixed(0)).join(', ')} ms (median ${percentile(
        warm.map((w) => w.ready),
        50,
      ).toFixed(0)}); table drawn ${warm.map((w) => w.drawn).join(', ')} ms`,
    );

    await measureBatch(context, url, 'plain static host, one thread');
    // A cross-origin isolated page (COOP/COEP, as `AML_CROSS_ORIGIN_ISOLATE=1` serves it) runs the backend's
    // threaded build with one thread per core.
    const iso = await startStaticServer(resolve(distDir), '/agent-memory-lab/', { isolate: true });
    const isolated = await localContext(browser, 'block');
    try {
      await measureBatch(isolated, `${iso.origin}/agent-memory-lab/`, 'cross-origin isolated host, threads');
    } finally {
      await isolated.close();
      await new Promise<void>((r) => iso.server.close(() => r()));
    }
  } finally {
    await context.close();
  }
});
