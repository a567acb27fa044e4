/**
 * Accessibility on every page of the built lab, in both themes and both languages: home, each section of each
 * chapter that has lessons, the visualizer, the cost lab, the exercises list and each exercise. The page lists come
 * from the lab's own data (chapters.ts, the exercise folders), so a new section or exercise is checked without
 * touching this file. Serious and critical axe-core violations fail, with the page and the elements at fault.
 *
 * One file per theme and language (a11y-en-light.e2e.ts…), each one test calling `checkEveryPage`: the four runs
 * are the suite's longest piece (~57 pages each), and four files let the two workers share them instead of one
 * worker running all four while the other idles. `A11Y_TIMES=1` prints each page's load and axe times.
 */
import type { Page } from 'playwright-core';
import { chapters } from '../../src/content/chapters';
import { exerciseSlugs } from '../../src/exercises/node';
import { seriousAxeViolations } from './browser';
import type { Lab } from './fixtures';
import { loaded, localeOf, POLL_MS } from './page';

type Lang = 'en' | 'fr';

function pages(lang: Lang): string[] {
  return [
    `#/${lang}`,
    ...chapters.flatMap((c) => c.sections.map((s) => `#/${lang}/chapter/${c.id}/${s.slug}`)),
    `#/${lang}/visualizer`,
    `#/${lang}/cost-lab`,
    `#/${lang}/exercises`,
    ...exerciseSlugs().map((slug) => `#/${lang}/exercises/${slug}`),
  ];
}

/** The page at `hash` has drawn its content (see loaded); an exercise page also shows its editor. */
async function ready(page: Page, hash: string): Promise<void> {
  await page.waitForFunction((expected) => location.hash === expected, hash, {
    timeout: 45_000,
    polling: POLL_MS,
  });
  await loaded(page);
  if (hash.includes('/exercises/'))
    await page.locator('.monaco-editor, .code-editor textarea').first().waitFor();
}

/** The name of the test of every page in one theme and one language. */
export function a11yTestName(theme: 'light' | 'dark', lang: Lang): string {
  return `has no violation in the ${theme} theme, in ${lang === 'en' ? 'English' : 'French'}`;
}

/** The test's body: every page in one theme and one language, each judged by axe; fails with every page at fault. */
export async function checkEveryPage(lab: Lab, theme: 'light' | 'dark', lang: Lang): Promise<void> {
  const w = await lab.open(null, { colorScheme: theme, locale: localeOf(lang) });
  const found: string[] = [];
  const list = pages(lang);
  expect(list.length).toBeGreaterThan(10);
  for (const hash of list) {
    const started = Date.now();
    await w.page.goto(w.url(hash));
    await ready(w.page, hash);
    const loaded = Date.now();
    expect(await w.page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    expect(await w.page.evaluate(() => document.documentElement.lang)).toBe(lang);
    for (const v of await seriousAxeViolations(w.page)) found.push(`${hash} ${v}`);
    if (process.env.A11Y_TIMES)
      console.info(`${hash}: load ${loaded - started} ms, axe ${Date.now() - loaded} ms`);
  }
  expect(found).toEqual([]);
}
