/**
 * The shared real-browser fixture. A test asks for `lab` and opens pages with it; whatever happens in the test
 * (pass, fail, timeout), every context it opened is closed on teardown, and each page must have stayed clean:
 * no console error, no uncaught page error, no request to another host.
 *
 *   import { it } from './fixtures';
 *   it('shows the home page', async ({ lab }) => {
 *     const w = await lab.open('#/en', { colorScheme: 'dark' });
 *     await w.page.getByRole('heading', { level: 1 }).waitFor();
 *   });
 *
 * One Chromium per test file (a file-scoped fixture), launched on first use. `lab.open(hash, { share: true })` opens
 * the page in a context shared by the file's tests (see WatchOptions.share): its Web Storage is emptied for each test.
 */
import { test as base, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  clearAppStorage,
  launchBrowser,
  openWatched,
  watchedContext,
  watchPage,
  type Watched,
  type WatchedContext,
  type WatchOptions,
} from './browser';

export interface Lab {
  /** A fresh recorded context on the built lab, at `hash` (e.g. `#/en/cost-lab`); `null` opens no page yet. */
  open(hash: string | null, options?: WatchOptions): Promise<Watched>;
  /** Every context opened so far in this test. */
  readonly opened: readonly Watched[];
  /** Console errors this test causes on purpose (e.g. a sandbox policy refusing student code): not a failure. */
  allowConsoleErrors(pattern: RegExp): void;
}

/** The key of a shared context: the options a context is made with (the others are each page's). */
const sharedKey = (o: WatchOptions) =>
  JSON.stringify([o.locale ?? 'en-US', o.serviceWorkers ?? 'block', o.baseUrl ?? '', o.modelServers ?? []]);

export const it = base.extend<{
  browser: Browser;
  shared: Map<string, Promise<WatchedContext>>;
  lab: Lab;
}>({
  browser: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads the fixtures a function needs from its first parameter
    async ({}, provide) => {
      const browser = await launchBrowser();
      try {
        await provide(browser);
      } finally {
        await browser.close();
      }
    },
    { scope: 'file' },
  ],
  // The file's shared contexts (`lab.open(hash, { share: true })`), closed with the file.
  shared: [
    async ({ browser }, provide) => {
      void browser; // asked for so that the contexts close before their browser does
      const contexts = new Map<string, Promise<WatchedContext>>();
      try {
        await provide(contexts);
      } finally {
        await Promise.all(
          [...contexts.values()].map((c) => c.then((w) => w.context.close()).catch(() => undefined)),
        );
      }
    },
    { scope: 'file' },
  ],
  lab: async ({ browser, shared }, provide) => {
    const opened: Watched[] = [];
    const sharedPages = new Set<Watched>();
    const clearedContexts = new Set<WatchedContext>();
    const allowed: RegExp[] = [];
    const lab: Lab = {
      opened,
      allowConsoleErrors: (pattern) => void allowed.push(pattern),
      async open(hash, options = {}) {
        let w: Watched;
        if (options.share) {
          const key = sharedKey(options);
          let context = shared.get(key);
          if (!context) {
            context = watchedContext(browser, options);
            shared.set(key, context);
          }
          const watched = await context;
          w = await watchPage(watched, options);
          // Emptied once per test: a second page of the same test in this context sees what the first stored.
          if (!clearedContexts.has(watched)) {
            clearedContexts.add(watched);
            await clearAppStorage(watched, w.page);
          }
          sharedPages.add(w);
        } else w = await openWatched(browser, options);
        opened.push(w);
        if (hash !== null) await w.page.goto(w.url(hash));
        return w;
      },
    };
    try {
      await provide(lab);
    } finally {
      // A shared context outlives the test: its pages close (those the test opened itself with `context.newPage()`,
      // and popups, too: the file's tests run one after another), and what the test granted it is taken back.
      const sharedContexts = new Set([...sharedPages].map((w) => w.context));
      await Promise.all([
        ...[...sharedContexts].map((context) =>
          Promise.all([
            ...context.pages().map((page) => page.close()),
            context.clearPermissions(),
            context.setOffline(false),
          ]).catch(() => undefined),
        ),
        ...opened.filter((w) => !sharedPages.has(w)).map((w) => w.context.close().catch(() => undefined)),
      ]);
    }
    for (const w of opened) {
      const unexpected = w.consoleErrors.filter((e) => !allowed.some((p) => p.test(e)));
      expect(unexpected, 'console errors on the page').toEqual([]);
      expect(w.foreignRequests, 'requests to another host').toEqual([]);
    }
  },
});
export const test = it;
