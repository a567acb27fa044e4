/**
 * Does any page scroll sideways at a given width? Every page (scripts/lib/labPages.ts) in French and English, in a
 * viewport `--width` px wide (default 320: WCAG's reflow width, a 1,280 px screen zoomed to 400 %), once its lazy
 * parts have loaded at the top and at the foot of the page:
 *   npx tsx scripts/measure-reflow.ts [--width 320]
 * Prints each page's width and, when it is wider than the viewport, the first boxes that overflow a parent that does
 * not scroll; then the count. phone.e2e.ts checks one page of each kind; this reads them all.
 */
import type { Page } from 'playwright-core';
import { LOADING, widthAndCulprits } from './lib/pageChecks';
import { labPages } from './lib/labPages';
import { numberArg, withBuiltSite } from './lib/site';

const width = numberArg('width', 320);

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(
    (loading) =>
      document.querySelector('main h1') !== null &&
      document.querySelector(loading) === null &&
      document.querySelector('[aria-busy="true"]') === null,
    LOADING,
    { timeout: 60_000, polling: 100 },
  );
}

await withBuiltSite(async ({ browser, url }) => {
  let wide = 0;
  let pages = 0;
  for (const lang of ['fr', 'en'] as const) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width, height: 800 } });
    const page = await context.newPage();
    for (const hash of labPages(lang)) {
      await page.goto(`${url}${hash}`);
      await ready(page);
      // Down to the foot of the page, then wait again: a part that loads when it comes into view has loaded too.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await ready(page);
      const { width: pageWidth, culprits } = await widthAndCulprits(page, 3);
      pages += 1;
      if (pageWidth > width) wide += 1;
      console.log(`${pageWidth > width ? 'WIDE' : 'ok  '} ${pageWidth} px ${hash} ${culprits.join(' | ')}`);
    }
    await context.close();
  }
  console.log(`\n${wide} of ${pages} pages wider than ${width} px`);
});
