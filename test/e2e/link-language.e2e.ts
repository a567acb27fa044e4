/**
 * A link into the other language, followed in the same tab, opens in that language: from an English page,
 * `#/fr/chapter/3` (a chapter without its section) lands on chapter 3's first section in French, and stays there;
 * with a section it already did. The reverse direction, and an unknown exercise, too.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { it } from './fixtures';

/** Clicks a real link to `hash` put in the page (what following a link from a course page or a note does). */
async function follow(page: Page, hash: string): Promise<void> {
  await page.evaluate((href) => {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = 'link under test';
    document.body.append(a);
    a.click();
    a.remove();
  }, hash);
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

it('#/fr/chapter/3 from an English page opens chapter 3 in French', async ({ lab }) => {
  const w = await lab.open('#/en/chapter/1/rolling-window', { locale: 'en-US' });
  await h1(w.page).filter({ hasText: 'Rolling window' }).waitFor();
  await follow(w.page, '#/fr/chapter/3');
  await h1(w.page).filter({ hasText: 'TaskMaster et les limites des vecteurs' }).waitFor();
  await expect.poll(() => w.page.evaluate(() => window.location.hash)).toBe('#/fr/chapter/3/taskmaster');
  expect(await w.page.evaluate(() => document.documentElement.lang)).toBe('fr');
  expect(await w.page.getByRole('button', { name: 'Français' }).getAttribute('aria-pressed')).toBe('true');
});

it('#/en/chapter/3 from a French page opens chapter 3 in English', async ({ lab }) => {
  const w = await lab.open('#/fr/chapter/1/rolling-window', { locale: 'fr-FR' });
  await h1(w.page).filter({ hasText: 'Fenêtre glissante' }).waitFor();
  await follow(w.page, '#/en/chapter/3');
  await h1(w.page).filter({ hasText: 'TaskMaster and the limits of vectors' }).waitFor();
  await expect.poll(() => w.page.evaluate(() => window.location.hash)).toBe('#/en/chapter/3/taskmaster');
  expect(await w.page.evaluate(() => document.documentElement.lang)).toBe('en');
});

it('an unknown exercise in French, from an English page, lands on the French exercises list', async ({
  lab,
}) => {
  const w = await lab.open('#/en', { locale: 'en-US' });
  await h1(w.page).waitFor();
  await follow(w.page, '#/fr/exercises/no-such-exercise');
  await expect.poll(() => w.page.evaluate(() => window.location.hash)).toBe('#/fr/exercises');
  expect(await w.page.evaluate(() => document.documentElement.lang)).toBe('fr');
});
