import { appendFile, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { it, type Lab } from './fixtures';
import { loaded } from './page';
import { ownSite } from './ownSite';
import { testSummary } from './exercisePage';

// This suite serves its own copy of the build from its own server, so it can really take the host down (not just
// flag the page offline: Chromium's offline emulation does not reliably cover the service worker's own requests)
// and publish a new version of the service worker without touching the build the other suites use.
const site = ownSite({ copy: 'aml-offline-' });

/**
 * A page on this suite's own server with service workers running; a request that fails (a file the cache should
 * have served offline) counts as an error, besides the fixture's console errors and requests to other hosts.
 */
const openWithWorker = (lab: Lab) =>
  lab.open(null, {
    baseUrl: site.baseUrl,
    serviceWorkers: 'allow',
    locale: 'en-US',
    failedRequestsAreErrors: true,
  });

/** The files of the generated worker's precache manifest (Workbox's `precacheAndRoute([{url, revision}, …])`). */
async function precacheList(): Promise<string[]> {
  const sw = await readFile(join(site.dist, 'sw.js'), 'utf8');
  return [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1] as string);
}

const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      urls.push(...(await (await caches.open(name)).keys()).map((r) => r.url));
    // Workbox keys files that have a revision (no hash in their name) as `file?__WB_REVISION__=…`.
    return urls.map((u) => u.replace(/\?__WB_REVISION__=.*$/, ''));
  });

const controlled = (page: Page) =>
  page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });

describe('offline (vite-plugin-pwa)', () => {
  it('precaches the shell and lessons, caches the large chunks once idle, and keeps the lab working offline', async ({
    lab,
  }) => {
    const precache = await precacheList();
    expect(precache).toContain('index.html');
    expect(precache.some((f) => /^assets\/rolling-window\.en-.*\.js$/.test(f))).toBe(true);
    // The large chunks (tokenizer tables, Monaco) are not precached: they are listed for the idle warm-up.
    const large = JSON.parse(await readFile(join(site.dist, 'offline-lazy.json'), 'utf8')) as string[];
    expect(large.length).toBeGreaterThan(0);
    for (const f of large) {
      expect((await stat(join(site.dist, f))).size).toBeGreaterThan(1024 * 1024);
      expect(precache).not.toContain(f);
    }
    expect(precache.some((f) => f.startsWith('pyodide/'))).toBe(false);
    // Nor are the models run in the page (the encoder's 28 MB, the runtimes' WebAssembly), nor in the warm-up list:
    // they load only when the learner chooses them (sentence-encoder.e2e.ts, gguf.e2e.ts).
    expect(await stat(join(site.dist, 'models/use-lite/model.json'))).toBeTruthy();
    expect([...precache, ...large].filter((f) => f.startsWith('models/'))).toEqual([]);
    // Nor the memory bench's public sets (up to 14 MB): loaded when chosen (memory-bench-sets.e2e.ts).
    expect([...precache, ...large].filter((f) => /^memory-bench\/.*\.json$/.test(f))).toEqual([]);

    const { context, page, consoleErrors } = await openWithWorker(lab);
    try {
      await page.goto(`${site.baseUrl}#/en/chapter/1/rolling-window`);
      await page.getByRole('heading', { level: 1, name: 'Rolling window' }).waitFor();
      await controlled(page);
      const expected = [...precache, ...large];
      // The files not in a cache yet, until there are none (a failure lists them).
      const missing = async () => {
        const urls = await cachedUrls(page);
        return expected.filter((f) => !urls.some((u) => u.endsWith(`/${f}`)));
      };
      await expect.poll(missing, { timeout: 40_000, interval: 250 }).toEqual([]);

      // Take the host down and go offline, then reload: the chapter page still opens and navigates, its widgets
      // load, and an exercise opens in the full editor (Monaco: a large chunk, from the runtime cache) and runs its
      // tests in the sandbox (whose opaque-origin frame gets its document from the page, not from the network).
      await site.stop();
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Rolling window' }).waitFor();
      // The section's widgets load (from the cache) after its heading shows, and each one that arrives moves the
      // pager further down: a click aimed at Next while they arrive can land beside it, and the hash stays (seen on
      // a loaded 2-core machine). Click once nothing is left to load.
      await loaded(page);
      await page.getByRole('link', { name: 'Next', exact: true }).click();
      // On failure, say what the page showed instead.
      await page
        .getByRole('heading', { level: 1, name: 'Progressive summary' })
        .waitFor()
        .catch(async (e: unknown) => {
          const shown = await page.evaluate(() => ({
            hash: location.hash,
            h1: document.querySelector('h1')?.textContent,
            alerts: [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent),
          }));
          throw new Error(
            `${String(e)}\npage: ${JSON.stringify(shown)}\nconsole: ${JSON.stringify(consoleErrors)}`,
          );
        });
      await loaded(page);
      expect(await page.getByRole('alert').allTextContents()).toEqual([]); // no widget failed to load its chunk
      await page.goto(`${site.baseUrl}#/en/exercises/01-marginal-cost`);
      await page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 30_000 });
      expect(await page.getByText('The code editor could not load').count()).toBe(0);
      await page.getByRole('button', { name: 'Run tests' }).click();
      await testSummary(page)
        .filter({ hasText: /0 passed, \d+ failed/ })
        .waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
      await site.restart();
    }
  });

  it('caches a Pyodide file on its first use, not before', async ({ lab }) => {
    const files = await readdir(join(site.dist, 'pyodide'));
    const sizes = await Promise.all(
      files.map(async (f) => ({ f, size: (await stat(join(site.dist, 'pyodide', f))).size })),
    );
    const smallest =
      sizes.sort((a, b) => a.size - b.size)[0]?.f ?? expect.unreachable('no pyodide file in the build');
    const { page } = await openWithWorker(lab);
    await page.goto(`${site.baseUrl}#/en`);
    await controlled(page);
    const inPyodideCache = () =>
      page.evaluate(async (file) => {
        const cache = await caches.open('aml-pyodide');
        return (await cache.keys()).some((r) => r.url.endsWith(`/pyodide/${file}`));
      }, smallest);
    expect(await inPyodideCache()).toBe(false);
    const status = await page.evaluate(async (file) => (await fetch(`pyodide/${file}`)).status, smallest);
    expect(status).toBe(200);
    await expect.poll(inPyodideCache, { timeout: 40_000, interval: 250 }).toBe(true);
  });

  it('says when a new version is installed and reloads into it with the notice button', async ({ lab }) => {
    const { page } = await openWithWorker(lab);
    await page.goto(`${site.baseUrl}#/en`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await controlled(page);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(await page.getByRole('button', { name: 'Reload' }).count()).toBe(0);

    // Publish a new version of the worker; the next visit finds it waiting and the page offers to reload.
    await appendFile(join(site.dist, 'sw.js'), `\n// new version ${Date.now()}\n`);
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'A new version of the lab was installed.' });
    await notice.waitFor({ timeout: 30_000 });
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    await notice.getByRole('button', { name: 'Reload' }).click();

    // The waiting worker takes over and the page reloads (a new document), without the notice.
    await page.waitForFunction(() => !('beforeUpdate' in window), null, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const nothingWaiting = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null);
    await expect.poll(nothingWaiting, { timeout: 40_000, interval: 250 }).toBe(true);
    expect(await notice.count()).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
  });
});
