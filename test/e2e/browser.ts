import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
export { CHROMIUM_PATH, launchBrowser } from '../../tools/browser/chromium';
import { inject } from 'vitest';
import { POLL_MS } from './page';

export interface Watched {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  consoleErrors: string[];
  /** Requests to any host other than the app's own. */
  foreignRequests: string[];
  url: (hash?: string) => string;
}

export interface WatchOptions {
  locale?: string;
  colorScheme?: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
  viewport?: { width: number; height: number };
  serviceWorkers?: 'allow' | 'block';
  /** Another server of the same build (a test that takes its host down, or sends other headers): its base URL. */
  baseUrl?: string;
  /** Also count a failed request as an error (offline tests: a file the cache should have served). */
  failedRequestsAreErrors?: boolean;
  /**
   * Origins of model servers the page may reach (the user's own server once connected): in tests, only a test
   * double on 127.0.0.1 (test/e2e/support/modelServer.ts). Any other origin is refused here.
   */
  modelServers?: string[];
  /**
   * A page in the test file's shared context for these options (locale, service workers, base URL, model servers)
   * instead of a context of its own: its Web Storage starts empty, but IndexedDB (Pyodide's memory snapshots) is
   * what the file's earlier tests left, so Pyodide's first start and snapshot are paid once per file. For tests that
   * do not test a first visit or a fresh Pyodide. It does not keep downloads: the context's route (watchedContext)
   * turns Chromium's HTTP cache off (Playwright: "Enabling routing disables http cache"), so every page downloads and
   * compiles its scripts again, shared context or not (measured: exercises.e2e.ts 237.8 vs 236.1 core-s).
   */
  share?: boolean;
}

/** A browser context on the built app whose requests to other hosts are refused and recorded (see openWatched). */
export interface WatchedContext {
  context: BrowserContext;
  baseUrl: string;
  /** Where the context's refused requests are recorded: the list of the page opened last. */
  record: { foreign: string[] };
}

/**
 * A browser context on the built app that refuses every request leaving the app's origin (a test double's model
 * server on 127.0.0.1 excepted), so a leak fails the test, never the network. Settings a page can take on its own
 * (theme, motion, size) are set again on each page (see watchPage), so pages of a shared context may differ in them.
 */
export async function watchedContext(browser: Browser, options: WatchOptions = {}): Promise<WatchedContext> {
  const baseUrl = options.baseUrl ?? inject('baseUrl');
  const origin = new URL(baseUrl).origin;
  // Page settings too, so a popup of the page has them; each page sets its own again (watchPage).
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const record = { foreign: [] as string[] };
  const modelServers = new Set(options.modelServers ?? []);
  for (const o of modelServers)
    if (new URL(o).hostname !== '127.0.0.1') throw new Error(`model server ${o} is not on 127.0.0.1`);
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || url.startsWith('blob:') || new URL(url).origin === origin)
      return route.continue();
    if (modelServers.has(new URL(url).origin)) return route.continue();
    record.foreign.push(url);
    return route.abort();
  });
  return { context, baseUrl, record };
}

/** A new page in `watched`, recording its console errors, uncaught errors and refused requests. */
export async function watchPage(watched: WatchedContext, options: WatchOptions = {}): Promise<Watched> {
  const { context, baseUrl } = watched;
  const consoleErrors: string[] = [];
  const foreignRequests: string[] = [];
  watched.record.foreign = foreignRequests;
  const page = await context.newPage();
  await page.setViewportSize(options.viewport ?? { width: 1280, height: 900 });
  await page.emulateMedia({
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(`pageerror: ${err.message}`));
  // A request aborted by a reload or a navigation (an idle warm-up fetch) is not a failure.
  if (options.failedRequestsAreErrors)
    page.on('requestfailed', (r) => {
      const reason = r.failure()?.errorText ?? '';
      if (reason !== 'net::ERR_ABORTED') consoleErrors.push(`request failed: ${r.url()} (${reason})`);
    });
  return { page, context, consoleErrors, foreignRequests, url: (hash = '') => `${baseUrl}${hash}` };
}

/**
 * A fresh browser context on the built app that records every console error and every request leaving the
 * app's origin. Requests to other hosts are aborted as well as recorded, so a leak fails the test, never the network.
 */
export async function openWatched(browser: Browser, options: WatchOptions = {}): Promise<Watched> {
  return watchPage(await watchedContext(browser, options), options);
}

/**
 * Empties the app's Web Storage in a context (the learner's settings, code and progress), keeping its
 * IndexedDB (Pyodide's memory snapshots): a shared context's next test starts as a returning visitor with no data.
 */
export async function clearAppStorage(watched: WatchedContext, page: Page): Promise<void> {
  const cdp = await watched.context.newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(watched.baseUrl).origin,
      storageTypes: 'local_storage,cookies',
    });
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

const requireFromHere = createRequire(import.meta.url);

/**
 * Serious or critical axe-core violations on the whole page (header, notices and panels included), each as
 * `rule: targets` so a failure says where to look.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ path: requireFromHere.resolve('axe-core') });
  // Contrast is judged on settled colours: a row still fading in (an arrival animation) is not what a reader sees
  // once it has arrived. First the lazy parts still loading must have arrived (a widget that renders after the check
  // below would start its arrival animations during axe's run: seen with a practice block's scene), then finite
  // animations still running are awaited; endless ones (a spinner) are not. The waits are capped (a page that keeps
  // loading or starting animations is judged as it is then).
  await page
    .waitForFunction(
      (loading) =>
        document.querySelector(loading) === null && document.querySelector('[aria-busy="true"]') === null,
      '.lesson-widget__loading, .code-editor__loading, .viz--loading, p.loading',
      { timeout: 15_000, polling: POLL_MS },
    )
    .catch(() => undefined);
  // On the animations' own `finished` promises rather than a poll: the check starts as the last one ends (a poll
  // started up to 100 ms later, on each of the ~230 pages of the accessibility files). Animations that start while
  // others run (a list arriving row by row) are awaited in turn.
  await page.evaluate(async (capMs) => {
    const until = performance.now() + capMs;
    for (;;) {
      const finite = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      const left = until - performance.now();
      if (finite.length === 0 || left <= 0) return;
      await Promise.race([
        // A cancelled animation (its element removed) rejects `finished`: it no longer shows, so it is done too.
        Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, left)),
      ]);
    }
  }, 5000);
  const result = await page.evaluate(async () => {
    type AxeResult = { violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] };
    type AxeRule = { id: string; impact?: string; any: unknown[]; all: unknown[]; none: unknown[] };
    const axe = (
      window as unknown as {
        axe: {
          run: (context?: unknown, options?: unknown) => Promise<AxeResult>;
          configure: (spec: { noHtml?: boolean }) => void;
          _audit?: { rules?: AxeRule[]; data?: { checks?: Record<string, { impact?: string }> } };
        };
      }
    ).axe;
    // A violation's impact is its rule's own, else the highest of its failing checks' (fixed in axe's data): a rule
    // whose every check is minor or moderate can never report a serious or critical one, so it is not run (a quarter
    // of axe's time). A rule whose impacts cannot be read is run. test/e2e/axe.e2e.ts checks nothing is lost.
    const lower = ['minor', 'moderate'];
    const skipped: Record<string, { enabled: false }> = {};
    for (const rule of axe._audit?.rules ?? []) {
      const impacts = rule.impact
        ? [rule.impact]
        : [...rule.any, ...rule.all, ...rule.none].map(
            (check) =>
              axe._audit?.data?.checks?.[typeof check === 'string' ? check : (check as { id: string }).id]
                ?.impact,
          );
      if (impacts.length > 0 && impacts.every((impact) => impact !== undefined && lower.includes(impact)))
        skipped[rule.id] = { enabled: false };
    }
    // Violations only: collecting every passing node as well costs most of the run on a long page. No HTML: axe
    // otherwise copies the markup of every node it checks (7% of its time on a lesson page), and only the targets
    // are reported here.
    axe.configure({ noHtml: true });
    return axe.run(document, { resultTypes: ['violations'], rules: skipped });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}
