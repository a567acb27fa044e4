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
  /** Requests to any host other than the app's own (and the origins allowed: model servers, allowOrigin). */
  foreignRequests: string[];
  url: (hash?: string) => string;
  /**
   * Lets the context's pages reach another server of this test on 127.0.0.1 (a school platform framing the lab, a
   * SCORM host): its requests are no longer recorded as foreign. For the rest of the context's life.
   */
  allowOrigin: (origin: string) => void;
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
   * instead of a context of its own: its Web Storage starts empty, but its HTTP cache (the site's scripts, Pyodide's
   * files, revalidated with the test server's ETags) and IndexedDB (Pyodide's memory snapshots) are what the file's
   * earlier tests left, so downloads and Pyodide's first start and snapshot are paid once per file. For tests that do
   * not test a first visit, a fresh cache, service workers, offline mode, what is stored between visits, or how many
   * requests a page makes. A test that routes requests itself (`context.route`) turns the context's HTTP cache off
   * (Playwright: "Enabling routing disables http cache"): give it a context of its own.
   */
  share?: boolean;
}

/** A browser context on the built app whose requests to other hosts are refused and recorded (see openWatched). */
export interface WatchedContext {
  context: BrowserContext;
  baseUrl: string;
  /** Where the context's requests to other origins are recorded: the list of the page opened last. */
  record: { foreign: string[] };
  /** The origins its pages may reach: the app's, the model servers', those a test allowed (allowOrigin). */
  allowed: Set<string>;
}

/** Adds a server of the test to the origins a context may reach: only 127.0.0.1, like every server of the tests. */
function allow(allowed: Set<string>, origin: string): void {
  const url = new URL(origin);
  if (url.hostname !== '127.0.0.1') throw new Error(`${origin} is not a server of the test on 127.0.0.1`);
  allowed.add(url.origin);
}

/**
 * A browser context on the built app that records every request leaving the app's origin (a test double's model
 * server on 127.0.0.1 excepted), so a leak fails the test. The browser itself keeps them off the network: every host
 * name but 127.0.0.1 fails to resolve (launchBrowser). No request is routed through Playwright, which would turn the
 * context's HTTP cache off. Settings a page can take on its own (theme, motion, size) are set again on each page
 * (see watchPage), so pages of a shared context may differ in them.
 */
export async function watchedContext(browser: Browser, options: WatchOptions = {}): Promise<WatchedContext> {
  const baseUrl = options.baseUrl ?? inject('baseUrl');
  // Page settings too, so a popup of the page has them; each page sets its own again (watchPage).
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const watched: WatchedContext = { context, baseUrl, record: { foreign: [] }, allowed: new Set() };
  watched.allowed.add(new URL(baseUrl).origin);
  for (const server of options.modelServers ?? []) allow(watched.allowed, server);
  // Pages', workers' and service workers' requests alike; `data:` and `blob:` never leave the page.
  context.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (!watched.allowed.has(new URL(url).origin)) watched.record.foreign.push(url);
  });
  return watched;
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
  return {
    page,
    context,
    consoleErrors,
    foreignRequests,
    url: (hash = '') => `${baseUrl}${hash}`,
    allowOrigin: (origin) => allow(watched.allowed, origin),
  };
}

/**
 * A fresh browser context on the built app that records every console error and every request leaving the
 * app's origin. Requests to other hosts fail as well as being recorded, so a leak fails the test, never the network.
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
