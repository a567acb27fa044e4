import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Server } from 'node:http';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startStaticServer } from './static-server';

// This suite serves the build from its own server so it can really take the host down, not just flag the page
// offline (Chromium's offline emulation does not reliably cover requests made by the service worker itself).
const BASE = '/agent-memory-lab/';

let browser: Browser;
let server: Server;
let baseUrl: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const started = await startStaticServer(resolve(inject('distDir')), BASE);
  server = started.server;
  baseUrl = `${started.origin}${BASE}`;
});
afterAll(async () => {
  await browser?.close();
  if (server?.listening) await new Promise<void>((r) => server.close(() => r()));
});

describe('offline', () => {
  it('keeps the lab working offline once it has been opened', async () => {
    const sw = await readFile(join(inject('distDir'), 'sw.js'), 'utf8');
    const list = (name: string) =>
      JSON.parse(new RegExp(`const ${name} = (\\[.*\\]);`).exec(sw)?.[1] ?? '[]') as string[];
    const expected = [...list('PRECACHE'), ...list('LAZY')];
    expect(list('PRECACHE')).toContain('index.html');

    const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'en-US' });
    const origin = new URL(baseUrl).origin;
    const consoleErrors: string[] = [];
    const foreign: string[] = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (new URL(url).origin === origin || url.startsWith('data:') || url.startsWith('blob:'))
        return route.continue();
      foreign.push(url);
      return route.abort();
    });
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    page.on('pageerror', (e) => consoleErrors.push(e.message));

    await page.goto(`${baseUrl}#/en/chapter/1/rolling-window`);
    await page.getByRole('heading', { level: 1, name: 'Rolling window' }).waitFor();
    // Wait for the worker to control the page and for every file (precached and warmed-up) to be in its cache.
    await page.waitForFunction(
      () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined,
      null,
      { timeout: 20_000 },
    );
    // (Polled from here: page.waitForFunction does not await a predicate that returns a promise.)
    const cachedAll = () =>
      page.evaluate(async (files: string[]) => {
        const names = await caches.keys();
        const name = names.find((n) => n.startsWith('aml-'));
        if (!name) return false;
        const urls = (await (await caches.open(name)).keys()).map((r) => r.url);
        return files.every((f) => urls.some((u) => u.endsWith(`/${f}`)));
      }, expected);
    const deadline = Date.now() + 30_000;
    while (!(await cachedAll())) {
      if (Date.now() > deadline) throw new Error('the service worker never cached every file');
      await page.waitForTimeout(250);
    }

    // Take the host down and go offline, then reload: the chapter page still opens, navigates and runs its cells.
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Rolling window' }).waitFor();
    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Progressive summary' }).waitFor();
    const cell = page.getByRole('group', { name: /Runnable cell/ });
    await cell.getByRole('button', { name: 'Run' }).click();
    expect(await cell.getByLabel('Output', { exact: true }).textContent()).toContain('Fenetre finale :');
    await page.waitForFunction(() => document.querySelectorAll('.lesson-widget__loading').length === 0);
    expect(await page.getByRole('alert').allTextContents()).toEqual([]); // no widget failed to load its chunk

    expect(consoleErrors).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });
});
