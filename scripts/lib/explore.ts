/**
 * What the exploration scripts share (explore-keyboard.ts, explore-clicks.ts): every page of the lab in a fresh
 * context, a seeded generator per page so a run can be repeated, a number of random actions, and for each page the
 * errors it threw (uncaught exceptions, console errors, with the script files they were thrown in) with the last
 * actions and where the focus was, whether a heading is still there at the end, its time and its heap's peak. Requests
 * to other hosts are listed apart: following a link or connecting the model server a learner chose (Ollama's
 * localhost:11434...) is theirs to do, and every host but 127.0.0.1 fails here.
 */
import type { Page } from 'playwright-core';
import { mulberry32 } from '../../src/engine/core/random';
import { LOADING } from './pageChecks';
import { labPages } from './labPages';
import { numberArg, stringArg, withBuiltSite } from './site';

/**
 * The options every exploration script reads: `--seed 1`, `--lang en|fr` (both by default), `--only <regexp>`,
 * `--verbose`, `--stacks`.
 */
export interface ExploreOptions {
  seed: number;
  langs: ReadonlyArray<'en' | 'fr'>;
  /** Only the pages whose hash matches. */
  only: RegExp | null;
  /** `--verbose`: every action printed as it is done. */
  verbose: boolean;
  /** `--stacks`: an uncaught error's first stack frames printed under it. */
  stacks: boolean;
}

export function exploreOptions(): ExploreOptions {
  const lang = stringArg('lang');
  const only = stringArg('only');
  return {
    seed: numberArg('seed', 1),
    langs: lang === 'en' || lang === 'fr' ? [lang] : ['en', 'fr'],
    only: only ? new RegExp(only) : null,
    verbose: process.argv.includes('--verbose'),
    stacks: process.argv.includes('--stacks'),
  };
}

/**
 * The script files of an error's first stack frames, to tell the lab's code from a library's: Monaco reports its own
 * checks (onUnexpectedError) by throwing them again from a timer, so they reach the page as uncaught errors.
 */
function thrownIn(stack: string | undefined): string {
  const files = [...(stack ?? '').matchAll(/\/assets\/([\w.-]+?)-[\w-]{8}\.js/g)].map((m) => m[1]);
  const first = [...new Set(files)].slice(0, 3);
  return first.length > 0 ? ` (thrown in ${first.join(', ')})` : '';
}

/** How many actions between two readings of the page's heap. */
const HEAP_EVERY = 50;

/**
 * The page's JavaScript heap in bytes (Chromium's performance.memory: the page's main thread, not its workers), 0 once
 * the page is gone. A page growing here, or taking minutes over its actions, is the next one to look at.
 */
async function heapBytes(page: Page): Promise<number> {
  return page
    .evaluate(
      () =>
        (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
    )
    .catch(() => 0);
}

/** One random action on `page`, drawn from `next`; returns how to name it in a report. */
export type Act = (page: Page, next: () => number) => Promise<string>;

/** How many errors end a page's exploration: past them, the report would only repeat itself. */
const MAX_ERRORS = 10;

/**
 * Runs `actions` random actions (`act`) on every page of the lab chosen by `options`, printing a line per page and the
 * count at the end; `what` names an action in that count ("random keys").
 */
export async function explorePages(options: ExploreOptions, actions: number, what: string, act: Act) {
  await withBuiltSite(async ({ browser, url }) => {
    const origin = new URL(url).origin;
    let withErrors = 0;
    let pages = 0;
    for (const lang of options.langs) {
      for (const [index, hash] of labPages(lang).entries()) {
        if (options.only && !options.only.test(hash)) continue;
        const next = mulberry32(options.seed * 7919 + index);
        const context = await browser.newContext({ serviceWorkers: 'block' });
        const page = await context.newPage();
        const errors: string[] = [];
        const offSite = new Set<string>();
        const done: string[] = [];
        page.on('pageerror', (e) => {
          errors.push(`uncaught: ${e.message.slice(0, 200)}${thrownIn(e.stack)}`);
          if (options.stacks)
            errors.push(
              ...(e.stack ?? '')
                .split('\n')
                .slice(1, 9)
                .map((l) => `  ${l.trim()}`),
            );
        });
        page.on('console', (m) => {
          // A request to another host fails here by design, and so does Chromium's own error page then shown in its
          // place (listed apart below).
          if (m.type() !== 'error' || m.text().includes('ERR_NAME_NOT_RESOLVED')) return;
          if (page.url().startsWith('chrome-error:')) return;
          errors.push(`console: ${m.text().slice(0, 200)}`);
        });
        page.on('crash', () => errors.push('the page crashed'));
        page.on('request', (r) => {
          const u = new URL(r.url());
          if (u.protocol.startsWith('http') && u.origin !== origin) offSite.add(u.origin);
        });
        page.on('dialog', (d) => void d.dismiss());
        await page.goto(`${url}${hash}`);
        await page.waitForFunction(
          (loading) => document.querySelector('main h1') !== null && document.querySelector(loading) === null,
          LOADING,
          { timeout: 60_000, polling: 100 },
        );
        const startedAt = Date.now();
        let heapPeak = 0;
        try {
          for (let i = 0; i < actions && errors.length < MAX_ERRORS; i++) {
            if (i % HEAP_EVERY === 0) heapPeak = Math.max(heapPeak, await heapBytes(page));
            const before = errors.length;
            done.push(await act(page, next));
            if (options.verbose) console.log(`      ${i + 1}. ${done.at(-1) ?? ''}`);
            if (errors.length > before) {
              const focus = await page
                .evaluate(() => {
                  const a = document.activeElement;
                  return a ? `${a.tagName.toLowerCase()}.${String(a.className).slice(0, 40)}` : 'none';
                })
                .catch(() => '?');
              errors.push(
                `  after ${done.slice(-10).join(' ')} on ${page.url().replace(url, '')} (focus ${focus})`,
              );
            }
          }
        } catch (e) {
          // A crashed page (out of memory...) cannot be driven further: say so, with the actions that led there.
          errors.push(`the driver stopped: ${String(e).split('\n')[0] ?? ''}`);
          errors.push(`  after ${done.slice(-20).join(' ')} on ${page.url().replace(url, '')}`);
        }
        // A page the last actions opened (another language, a lesson) may still be loading: give it time to draw.
        const heading = await page
          .waitForFunction(() => document.querySelector('h1') !== null, null, {
            timeout: 20_000,
            polling: 100,
          })
          .then(() => true)
          .catch(() => false);
        if (!heading && !page.url().startsWith(origin)) offSite.add(new URL(page.url()).origin);
        else if (!heading) errors.push(`no heading at the end, on ${page.url().replace(url, '')}`);
        pages += 1;
        if (errors.length > 0) withErrors += 1;
        const away = offSite.size > 0 ? ` (other hosts asked: ${[...offSite].join(', ')})` : '';
        heapPeak = Math.max(heapPeak, await heapBytes(page));
        const cost = `${((Date.now() - startedAt) / 1000).toFixed(0)} s, page heap ${(heapPeak / 1e6).toFixed(0)} MB`;
        console.log(`${errors.length > 0 ? 'ERRORS' : 'ok    '} ${hash} (${cost})${away}`);
        for (const e of errors) console.log(`    ${e}`);
        await context.close();
      }
    }
    console.log(
      `\n${withErrors} of ${pages} pages threw an error under ${actions} ${what} (seed ${options.seed})`,
    );
  });
}
