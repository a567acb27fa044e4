/**
 * Chapter 5 in Chromium: the four write-path presets and the memory-pressure scene play and step back (the regions
 * and the list the issue names), French scenes speak French, a copied link reopens the same step, the QR code and
 * presentation mode work, compare mode shows the three designs, and axe finds nothing serious in both themes.
 */
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './browser';
import { it } from './fixtures';
import { loaded, localeOf, region, settled, shot } from './page';

const step = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** The tool names of the "Tool calls" list, each item's first word. */
async function toolNames(page: Page, name = 'Tool calls'): Promise<string[]> {
  const list = page.getByRole('list', { name, exact: true });
  if ((await list.count()) === 0) return [];
  return (await list.getByRole('listitem').allTextContents()).map((t) => t.split(/\s/)[0] as string);
}

const LAST_EVENT = {
  'two-favourites': 'ADD',
  negation: 'DELETE',
  restatement: 'NOOP',
  correction: 'UPDATE',
} as const;

describe('chapter 5: the agent manages its own memory', () => {
  for (const [preset, event] of Object.entries(LAST_EVENT)) {
    it(`${preset}: plays to the end, the history's last event is ${event}, step back undoes`, async ({
      lab,
    }) => {
      const w = await lab.open(`#/en/visualizer?preset=self-managed%2F${preset}`, { share: true });
      await region(w.page, 'Memory blocks').waitFor();
      await loaded(w.page);
      const slider = w.page.getByRole('slider', { name: 'Timeline' });
      await slider.focus();
      await w.page.keyboard.press('End');
      const n = Number(await slider.getAttribute('max'));
      await step(w.page, `Step ${n} / ${n}`);
      // The history is grouped by memory: the entry written at the last turn is the one this preset is named for.
      const last = region(w.page, 'Memory history')
        .locator('tbody tr')
        .filter({ hasText: `turn ${n}` });
      if (event === 'NOOP')
        expect(await last.count()).toBe(0); // a restatement writes nothing
      else await expect.poll(async () => (await last.last().getAttribute('data-event')) ?? '').toBe(event);
      const names = await toolNames(w.page);
      for (const name of names) expect(name).toMatch(/^(memory_|archival_|conversation_)/);
      const calls = names.length;
      await w.page.getByRole('button', { name: 'Step back' }).click();
      await step(w.page, `Step ${n - 1} / ${n}`);
      expect((await toolNames(w.page)).length).toBeLessThanOrEqual(calls);
      if (preset !== 'restatement') expect((await toolNames(w.page)).length).toBeLessThan(calls);
    });
  }

  it('memory pressure: the warning, the archive, the search; a copied link reopens the same step', async ({
    lab,
  }) => {
    const w = await lab.open('#/en/visualizer?preset=self-managed%2Fpressure', { share: true });
    await region(w.page, 'Memory blocks').waitFor();
    await loaded(w.page);
    const slider = w.page.getByRole('slider', { name: 'Timeline' });
    await slider.fill('12');
    await step(w.page, 'Step 12 / 12');
    const names = await toolNames(w.page);
    expect(names).toContain('archival_insert');
    expect(names.at(-1)).toBe('archival_search');
    await slider.fill('9');
    await step(w.page, 'Step 9 / 12');
    const history = await region(w.page, 'Memory history').textContent();
    await w.page.getByRole('button', { name: 'Copy link' }).click();
    const link = await w.page.getByRole('textbox', { name: 'Link to this scene' }).inputValue();
    const other = await w.context.newPage();
    await other.goto(link);
    await region(other, 'Memory history').waitFor();
    await step(other, 'Step 9 / 12');
    expect(await region(other, 'Memory history').textContent()).toBe(history);
  });

  it('in French: French turns, French regions, the QR code and presentation mode', async ({ lab }) => {
    const w = await lab.open('#/fr/visualizer?preset=self-managed%2Fcorrection', {
      locale: 'fr-FR',
      share: true,
    });
    await region(w.page, 'Blocs de mémoire').waitFor();
    await loaded(w.page);
    const slider = w.page.getByRole('slider', { name: 'Chronologie' });
    await slider.fill('3');
    await step(w.page, 'Étape 3 / 3');
    expect(await region(w.page, 'Blocs de mémoire').textContent()).toContain('couleur préférée: rouge');
    expect(await toolNames(w.page, 'Appels d’outils')).toEqual([
      'memory_append',
      'memory_append',
      'memory_replace',
    ]);
    const history = region(w.page, 'Historique de la mémoire');
    await history.getByRole('slider', { name: 'Ce que l’agent croyait à cette date' }).fill('2');
    expect(await history.getByRole('list', { name: 'Cru au tour 2' }).textContent()).toContain('bleu');
    await region(w.page, 'Dit mais pas fait').waitFor();
    expect(await w.page.locator('.viz').textContent()).not.toMatch(/Actually|why:/);

    await w.page.getByRole('button', { name: 'Afficher le QR code' }).click();
    const dialog = w.page.getByRole('dialog', { name: 'QR code de cette scène' });
    await dialog.waitFor();
    const qrLink = (await dialog.getByTestId('scene-qr-link').textContent()) ?? '';
    expect(qrLink).toMatch(/preset=self-managed%2Fcorrection&.*step=3/);
    await w.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const viz = w.page.getByRole('region', { name: 'Visualiseur de mémoire' });
    await w.page.keyboard.press('f');
    await expect.poll(() => viz.getAttribute('data-presenting')).toBe('true');
    await w.page.keyboard.press('ArrowLeft');
    await step(w.page, 'Étape 2 / 3');
    await region(w.page, 'Historique de la mémoire').waitFor();
    await w.page.keyboard.press('Escape');
    await expect.poll(() => viz.getAttribute('data-presenting')).toBe('false');

    const student = await lab.open(null, { locale: 'fr-FR' });
    await student.page.goto(qrLink);
    await step(student.page, 'Étape 3 / 3');
    expect(await region(student.page, 'Blocs de mémoire').textContent()).toContain('couleur préférée: rouge');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const lang of ['en', 'fr'] as const) {
      it(`axe: every chapter 5 scene, compare mode included (${lang}, ${colorScheme})`, async ({ lab }) => {
        const w = await lab.open(null, {
          colorScheme,
          locale: localeOf(lang),
          share: true,
        });
        const found: string[] = [];
        for (const preset of [
          'two-favourites',
          'negation',
          'restatement',
          'correction',
          'pressure',
          'three-designs',
        ]) {
          await w.page.goto(w.url(`#/${lang}/visualizer?preset=self-managed%2F${preset}&step=2`));
          await region(w.page, lang === 'en' ? 'Memory history' : 'Historique de la mémoire')
            .first()
            .waitFor();
          await loaded(w.page);
          await settled(w.page);
          if (preset === 'three-designs' || preset === 'correction')
            await shot(w.page, `ch5-${preset}-${lang}-${colorScheme}`);
          for (const v of await seriousAxeViolations(w.page)) found.push(`${preset} ${v}`);
        }
        expect(found).toEqual([]);
      });
    }
  }
});
