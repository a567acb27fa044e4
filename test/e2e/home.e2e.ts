import type { Browser } from 'playwright-core';
import { launchBrowser, openWatched } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the built lab in Chromium', () => {
  it('loads under a sub-path and lists the three chapters in English', async () => {
    const w = await openWatched(browser, { locale: 'en-US' });
    await w.page.goto(w.url());
    await w.page.getByRole('heading', { level: 1, name: 'Agent Memory Lab' }).waitFor();
    const titles = await w.page.locator('.chapter-card__title').allTextContents();
    expect(titles).toEqual(['Paged agent memory', 'State and memory per user', 'Episodic, semantic, reflection']);
    expect(w.page.url()).toContain('#/en');
    expect(w.consoleErrors).toEqual([]);
    expect(w.foreignRequests).toEqual([]);
    await w.context.close();
  });

  it('opens in French for a French browser and switches to English with the language switch', async () => {
    const w = await openWatched(browser, { locale: 'fr-FR' });
    await w.page.goto(w.url());
    await w.page.getByRole('heading', { name: 'Chapitres' }).waitFor();
    expect(await w.page.locator('.chapter-card__title').first().textContent()).toBe("Mémoire paginée d'agent");
    await w.page.getByRole('button', { name: 'English' }).click();
    await w.page.getByRole('heading', { name: 'Chapters' }).waitFor();
    expect(w.page.url()).toContain('#/en');
    expect(await w.page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(w.consoleErrors).toEqual([]);
    await w.context.close();
  });

  it('survives a corrupt saved state with a visible notice', async () => {
    const w = await openWatched(browser);
    await w.page.goto(w.url());
    await w.page.evaluate(() => {
      localStorage.setItem('aml.settings', '{not json');
      localStorage.setItem('aml.progress', '"a string"');
    });
    await w.page.reload();
    await w.page.getByRole('heading', { level: 1, name: 'Agent Memory Lab' }).waitFor();
    await w.page.getByText('Some saved data could not be read').first().waitFor();
    expect(w.consoleErrors).toEqual([]);
    await w.context.close();
  });

  it('shows a notice and the home page for an unknown address', async () => {
    const w = await openWatched(browser);
    await w.page.goto(w.url('#/en/no-such-page'));
    await w.page.getByText('This address does not match any page').waitFor();
    await w.page.getByRole('heading', { name: 'Chapters' }).waitFor();
    expect(w.consoleErrors).toEqual([]);
    await w.context.close();
  });
});
