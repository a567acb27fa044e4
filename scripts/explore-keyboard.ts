/**
 * Random keyboard input on every page (scripts/lib/labPages.ts), as a learner mashing keys would give it: Tab and
 * Shift+Tab, Enter, Space, arrows, Home/End, Escape, Backspace, letters and digits, Ctrl+A, Ctrl+Z, with a seeded
 * generator so a run can be repeated:
 *   npx tsx scripts/explore-keyboard.ts [--keys 300] [--seed 1] [--lang en|fr] [--only <regexp of a page's hash>]
 * Each page opens in a fresh context. Prints, per page, the errors the page threw (uncaught exceptions, console
 * errors, with the script files they were thrown in) with the last keys pressed and where the focus was, whether the
 * page still shows a heading at the end, its time and its heap's peak; then the count. Requests to other hosts are
 * listed apart: following a link or connecting the model server the keys chose (Ollama's localhost:11434...) is what
 * a learner may do, and every host but 127.0.0.1 fails here.
 */
import type { Page } from 'playwright-core';
import { mulberry32 } from '../src/engine/core/random';
import { LOADING } from './lib/pageChecks';
import { labPages } from './lib/labPages';
import { numberArg, withBuiltSite } from './lib/site';

const keysPerPage = numberArg('keys', 300);
const seed = numberArg('seed', 1);
const langArg = process.argv.includes('--lang')
  ? process.argv[process.argv.indexOf('--lang') + 1]
  : undefined;
const langs: ReadonlyArray<'en' | 'fr'> = langArg === 'en' || langArg === 'fr' ? [langArg] : ['en', 'fr'];
const onlyArg = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : undefined;
const only = onlyArg ? new RegExp(onlyArg) : null;

/** Keys and their weights; `char` types one of CHARS. */
const KEYS: ReadonlyArray<readonly [string, number]> = [
  ['Tab', 30],
  ['Shift+Tab', 8],
  ['Enter', 10],
  [' ', 10],
  ['ArrowRight', 6],
  ['ArrowLeft', 6],
  ['ArrowUp', 4],
  ['ArrowDown', 4],
  ['Home', 2],
  ['End', 2],
  ['Escape', 4],
  ['PageDown', 1],
  ['Backspace', 3],
  ['Delete', 1],
  ['char', 8],
  ['Control+a', 1],
  ['Control+z', 1],
];
const TOTAL = KEYS.reduce((sum, [, weight]) => sum + weight, 0);
const CHARS = 'abcxyzk?[]0123456789-.,=éà';

function pick(next: () => number): string {
  let r = next() * TOTAL;
  for (const [key, weight] of KEYS) {
    r -= weight;
    if (r < 0) return key === 'char' ? (CHARS[Math.floor(next() * CHARS.length)] ?? 'a') : key;
  }
  return 'Tab';
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

/** How many keys between two readings of the page's heap. */
const HEAP_EVERY = 50;

/**
 * The page's JavaScript heap in bytes (Chromium's performance.memory: the page's main thread, not its workers), 0 once
 * the page is gone. A page growing here, or taking minutes over its keys, is the next one to look at.
 */
async function heapBytes(page: Page): Promise<number> {
  return page
    .evaluate(
      () =>
        (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
    )
    .catch(() => 0);
}

await withBuiltSite(async ({ browser, url }) => {
  const origin = new URL(url).origin;
  let withErrors = 0;
  let pages = 0;
  for (const lang of langs) {
    for (const [index, hash] of labPages(lang).entries()) {
      if (only && !only.test(hash)) continue;
      const next = mulberry32(seed * 7919 + index);
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const errors: string[] = [];
      const offSite = new Set<string>();
      const pressed: string[] = [];
      page.on('pageerror', (e) => errors.push(`uncaught: ${e.message.slice(0, 200)}${thrownIn(e.stack)}`));
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
        for (let i = 0; i < keysPerPage && errors.length < 10; i++) {
          if (i % HEAP_EVERY === 0) heapPeak = Math.max(heapPeak, await heapBytes(page));
          const key = pick(next);
          pressed.push(key === ' ' ? 'Space' : key);
          const before = errors.length;
          if (key.length === 1 && key !== ' ') await page.keyboard.type(key);
          else await page.keyboard.press(key);
          if (errors.length > before) {
            const focus = await page
              .evaluate(() => {
                const a = document.activeElement;
                return a ? `${a.tagName.toLowerCase()}.${String(a.className).slice(0, 40)}` : 'none';
              })
              .catch(() => '?');
            errors.push(
              `  after ${pressed.slice(-10).join(' ')} on ${page.url().replace(url, '')} (focus ${focus})`,
            );
          }
        }
      } catch (e) {
        // A crashed page (out of memory...) cannot be driven further: say so, with the keys that led there.
        errors.push(`the driver stopped: ${String(e).split('\n')[0] ?? ''}`);
        errors.push(`  after ${pressed.slice(-20).join(' ')} on ${page.url().replace(url, '')}`);
      }
      // A page the last keys opened (another language, a lesson) may still be loading: give it time to draw.
      const heading = await page
        .waitForFunction(() => document.querySelector('h1') !== null, null, { timeout: 20_000, polling: 100 })
        .then(() => true)
        .catch(() => false);
      if (!heading && !page.url().startsWith(origin)) offSite.add(new URL(page.url()).origin);
      else if (!heading) errors.push(`no heading at the end, on ${page.url().replace(url, '')}`);
      pages += 1;
      if (errors.length > 0) withErrors += 1;
      const away = offSite.size > 0 ? ` (other hosts asked: ${[...offSite].join(', ')})` : '';
      heapPeak = Math.max(heapPeak, await heapBytes(page));
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
      const cost = `${seconds} s, page heap ${(heapPeak / 1e6).toFixed(0)} MB`;
      console.log(`${errors.length > 0 ? 'ERRORS' : 'ok    '} ${hash} (${cost})${away}`);
      for (const e of errors) console.log(`    ${e}`);
      await context.close();
    }
  }
  console.log(
    `\n${withErrors} of ${pages} pages threw an error under ${keysPerPage} random keys (seed ${seed})`,
  );
});
