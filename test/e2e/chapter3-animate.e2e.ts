// Run → animate on chapter 3: the fixed TaskMaster cell's episodes and reflection replayed by the episodic
// visualizer (recorded by src/mechanisms/episodic/record.ts); the queries are not, and the cell says so.
import { expect } from 'vitest';
import { it } from './fixtures';
import { seriousAxeViolations } from './browser';
import { EN_LIGHT_FR_DARK, localeOf, shot } from './page';

const C = {
  en: {
    title: 'TaskMaster with its eight faults fixed',
    tab: 'TypeScript (lab engine)',
    run: 'Run',
    output: 'Output',
    animate: 'Animate this output',
    store: 'Semantic store',
    truncated: 'only the first operations are replayed',
    step: 'Step forward',
  },
  fr: {
    title: 'TaskMaster, ses huit défauts corrigés',
    tab: 'TypeScript (moteur du labo)',
    run: 'Exécuter',
    output: 'Sortie',
    animate: 'Animer cette sortie',
    store: 'Magasin sémantique',
    truncated: 'seules les premières opérations sont rejouées',
    step: 'Pas suivant',
  },
} as const;

for (const [lang, colorScheme] of EN_LIGHT_FR_DARK) {
  it(`${lang}: the fixed TaskMaster cell, run and animated, opens the episodic visualizer on its episodes (${colorScheme})`, async ({
    lab,
  }) => {
    const c = C[lang];
    const w = await lab.open(`#/${lang}/chapter/3/seed-code`, {
      colorScheme,
      locale: localeOf(lang),
    });
    const cell = w.page.getByRole('group', { name: c.title });
    await cell.waitFor({ timeout: 15_000 });
    const tab = cell.getByRole('tab', { name: c.tab });
    if ((await tab.count()) > 0) await tab.click();
    await cell.getByRole('button', { name: c.run, exact: true }).click();
    await cell
      .getByRole('region', { name: c.output })
      .getByText('Épisode ajouté : Cherché sur LinkedIn')
      .waitFor({ timeout: 30_000 });
    await cell.getByRole('button', { name: c.animate }).click();
    await cell.getByText(c.truncated).waitFor({ timeout: 15_000 });
    await cell.locator('.epi-panel').first().waitFor({ timeout: 15_000 });
    // Three episodes, then the reflection: the semantic store holds what the cell's own run printed.
    for (let i = 0; i < 4; i++) await cell.getByRole('button', { name: c.step }).click();
    const store = cell.locator('.epi-panel', { has: w.page.getByRole('heading', { name: c.store }) });
    await expect.poll(() => store.innerText()).toContain('Préférences des clients');
    await shot(cell, `ch3-animate-${lang}`);
    expect(await seriousAxeViolations(w.page)).toEqual([]);
  });
}
