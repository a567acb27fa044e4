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
 * One Chromium per test file (a file-scoped fixture), launched on first use.
 */
import { test as base, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openWatched, type Watched, type WatchOptions } from './browser';

export interface Lab {
  /** A fresh recorded context on the built lab, at `hash` (e.g. `#/en/cost-lab`); `null` opens no page yet. */
  open(hash: string | null, options?: WatchOptions): Promise<Watched>;
  /** Every context opened so far in this test. */
  readonly opened: readonly Watched[];
  /** Console errors this test causes on purpose (e.g. a sandbox policy refusing student code): not a failure. */
  allowConsoleErrors(pattern: RegExp): void;
}

export const it = base.extend<{ browser: Browser; lab: Lab }>({
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
  lab: async ({ browser }, provide) => {
    const opened: Watched[] = [];
    const allowed: RegExp[] = [];
    const lab: Lab = {
      opened,
      allowConsoleErrors: (pattern) => void allowed.push(pattern),
      async open(hash, options = {}) {
        const w = await openWatched(browser, options);
        opened.push(w);
        if (hash !== null) await w.page.goto(w.url(hash));
        return w;
      },
    };
    try {
      await provide(lab);
    } finally {
      await Promise.all(opened.map((w) => w.context.close().catch(() => undefined)));
    }
    for (const w of opened) {
      const unexpected = w.consoleErrors.filter((e) => !allowed.some((p) => p.test(e)));
      expect(unexpected, 'console errors on the page').toEqual([]);
      expect(w.foreignRequests, 'requests to another host').toEqual([]);
    }
  },
});
export const test = it;
