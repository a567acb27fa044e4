/**
 * The "Context anatomy" view in Chromium: beside a visualizer of each chapter 1 to 5, in English and in French, a
 * region whose table's rows are the request's sections; axe in both themes on chapter 5's (tools, blocks and calls
 * fill it). Screenshots of the region for a person to look at when AML_SHOTS_DIR is set.
 */
import type { Page } from 'playwright-core';
import { ANATOMY_NAMES, tableNumber } from '../helpers/anatomy';
import { seriousAxeViolations } from './browser';
import { it } from './fixtures';
import { loaded, localeOf, region, settled, shot } from './page';

const PAGES = [
  ['1', 'progressive-summary'],
  ['2', 'memory-store'],
  ['3', 'retrieval'],
  ['4', 'which-memory'],
  ['5', 'blocks'],
] as const;

const NAMES = ANATOMY_NAMES;

/** The first anatomy region of the page, once its real tokenizer counts are in. */
async function anatomyOf(page: Page, lang: 'en' | 'fr') {
  const r = region(page, NAMES[lang].region).first();
  await r.scrollIntoViewIfNeeded();
  await r.and(page.locator('[data-exact="true"]')).waitFor({ timeout: 60_000 });
  return r;
}

describe('the context anatomy beside every visualizer', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(
      `is in a visualizer of each chapter 1 to 5, in ${lang === 'en' ? 'English' : 'French'}`,
      {
        timeout: 300_000,
      },
      async ({ lab }) => {
        const w = await lab.open(null, { locale: localeOf(lang), share: true });
        for (const [chapter, section] of PAGES) {
          const hash = `#/${lang}/chapter/${chapter}/${section}`;
          await w.page.goto(w.url(hash));
          await loaded(w.page);
          const r = await anatomyOf(w.page, lang);
          // A few steps into the scene (at step 0 a chapter 1 window is still empty).
          const viz = w.page.locator('.viz').filter({ has: r }).first();
          const forward = viz.getByRole('button', { name: lang === 'en' ? 'Step forward' : 'Pas suivant' });
          // Chapter 4's visualizer is a practice question's scene, asked at step 0: the answer plays it.
          if (chapter === '4')
            await w.page
              .getByRole('button', { name: lang === 'en' ? 'Show the answer' : 'Montrer la réponse' })
              .first()
              .click();
          for (let i = 0; i < 4 && (await forward.isEnabled()); i++) await forward.click();
          const rows = await r.locator('tbody').getByRole('rowheader').allTextContents();
          expect(rows, hash).toEqual(NAMES[lang].rows);
          // The request is not empty: some section holds tokens (once the steps have been drawn).
          const holdsTokens = async () => {
            const figures = await r.locator('tbody tr td:first-of-type').allTextContents();
            return figures.slice(0, 9).some((f) => tableNumber(f) > 0);
          };
          await expect.poll(holdsTokens, { message: hash, timeout: 30_000 }).toBe(true);
          await shot(r, `anatomy-ch${chapter}-${lang}`);
        }
      },
    );
  }

  for (const theme of ['light', 'dark'] as const) {
    it(`is axe-clean in the ${theme} theme (chapter 5, stepped)`, { timeout: 180_000 }, async ({ lab }) => {
      const w = await lab.open('#/en/chapter/5/blocks', { colorScheme: theme, share: true });
      await loaded(w.page);
      const r = await anatomyOf(w.page, 'en');
      const viz = w.page.getByRole('region', { name: 'Memory visualizer' }).first();
      const forward = viz.getByRole('button', { name: 'Step forward' });
      for (let i = 0; i < 3 && (await forward.isEnabled()); i++) await forward.click();
      await expect.poll(() => r.locator('.anatomy-chart__marker').getAttribute('data-step')).not.toBe('0');
      // The model picker changes the limit row and is reachable by keyboard.
      const picker = r.getByRole('combobox', { name: 'Model' });
      await picker.focus();
      await picker.selectOption('claude-haiku-4.5');
      await expect.poll(() => r.getByText('counted with o200k_base for Claude Haiku 4.5').count()).toBe(1);
      await settled(w.page);
      expect(await seriousAxeViolations(w.page)).toEqual([]);
      await shot(r, `anatomy-ch5-en-${theme}`);
      const fr = await lab.open('#/fr/chapter/1/progressive-summary', {
        colorScheme: theme,
        locale: 'fr-FR',
        share: true,
      });
      await loaded(fr.page);
      await shot(await anatomyOf(fr.page, 'fr'), `anatomy-ch1-fr-${theme}`);
    });
  }

  // On a projector: chapter 6's scene (tool results fill it) in presentation mode, in both languages and themes.
  for (const lang of ['en', 'fr'] as const)
    for (const theme of ['light', 'dark'] as const)
      it(
        `is readable in presentation mode (chapter 6, ${lang}, ${theme})`,
        { timeout: 180_000 },
        async ({ lab }) => {
          const w = await lab.open(`#/${lang}/visualizer?preset=compaction%2Fthreshold&step=30`, {
            colorScheme: theme,
            locale: localeOf(lang),
            share: true,
          });
          await loaded(w.page);
          const viz = w.page.locator('.viz[data-mechanism="compaction"]');
          await viz.waitFor();
          await viz
            .getByRole('button', { name: lang === 'en' ? 'Presentation mode' : 'Mode présentation' })
            .click();
          await expect.poll(() => viz.getAttribute('data-presenting')).toBe('true');
          const r = await anatomyOf(w.page, lang);
          expect(await r.locator('tbody').getByRole('rowheader').allTextContents()).toEqual(NAMES[lang].rows);
          // Tool results fill this scene's request.
          await expect
            .poll(async () =>
              tableNumber(await r.locator('tr[data-section="toolResults"] td').first().innerText()),
            )
            .toBeGreaterThan(0);
          // Large type, and the chart tall enough to read from the back of a room, beside or below the table.
          const fontPx = await r
            .locator('tbody td')
            .first()
            .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
          expect(fontPx).toBeGreaterThanOrEqual(18);
          const chart = await r.locator('svg.anatomy-chart__svg').boundingBox();
          expect(chart?.height ?? 0).toBeGreaterThanOrEqual(250);
          expect(chart?.width ?? 0).toBeGreaterThanOrEqual(400);
          // French scenes speak French: the tools' own words (a search, a test run, a file's lines).
          if (lang === 'fr') expect(await viz.innerText()).toMatch(/résultats pour|en échec|lignes\)/);
          await r.scrollIntoViewIfNeeded();
          await shot(r, `anatomy-presenting-ch6-${lang}-${theme}`);
          await shot(w.page, `anatomy-presenting-ch6-${lang}-${theme}-screen`);
        },
      );

  it('remembers the model chosen after a reload', { timeout: 180_000 }, async ({ lab }) => {
    const w = await lab.open('#/en/chapter/1/progressive-summary', { share: true });
    await loaded(w.page);
    const r = await anatomyOf(w.page, 'en');
    await r.getByRole('combobox', { name: 'Model' }).selectOption('claude-haiku-4.5');
    await w.page.reload();
    await loaded(w.page);
    const again = await anatomyOf(w.page, 'en');
    expect(await again.getByRole('combobox', { name: 'Model' }).inputValue()).toBe('claude-haiku-4.5');
    await again.getByText('for Claude Haiku 4.5').waitFor();
  });
});
