import { expect } from 'vitest';
import { it } from './fixtures';
import { localeOf, region, textContrast } from './page';
import { seriousAxeViolations } from './browser';
import { chapters } from '../../src/content/chapters';

// Chapter 3 in Chromium: every demo of the 'episodic' mechanism walked in French and English, light and dark,
// its controls used as a person would, axe clean; every lesson section opens.

const T = {
  en: {
    reflections: 'Reflections',
    store: 'Semantic store',
    graph: 'Knowledge graph',
    graphTime: 'Relations true at',
    scores: 'Retrieval scores',
    query: 'Query',
    relevance: 'Relevance weight',
    asCode: /As the Generative Agents code ranks/,
    forgetting: 'Forgetting',
    forget: 'Consolidate and forget now',
    day: 'Advance the clock one day',
    expired: 'expired by then',
    forgotten: 'forgotten',
  },
  fr: {
    reflections: 'Réflexions',
    store: 'Magasin sémantique',
    graph: 'Graphe de connaissances',
    graphTime: 'Relations vraies le',
    scores: 'Scores de récupération',
    query: 'Requête',
    relevance: 'Poids de la pertinence',
    asCode: /Comme le classe le code de Generative Agents/,
    forgetting: 'Oubli',
    forget: 'Consolider et oublier maintenant',
    day: 'Avancer l’horloge d’un jour',
    expired: 'expirées à ce moment',
    forgotten: 'oublié',
  },
} as const;

for (const lang of ['en', 'fr'] as const) {
  const t = T[lang];
  const colorScheme = lang === 'en' ? 'light' : 'dark';

  it(`${lang}: triggers fire reflections that fill the store (${colorScheme})`, async ({ lab }) => {
    const w = await lab.open(`#/${lang}/visualizer?preset=episodic%2Ftriggers&step=13`, {
      colorScheme,
      locale: localeOf(lang),
      share: true,
    });
    const reflections = region(w.page, t.reflections);
    await reflections.locator('ol > li').nth(6).waitFor();
    expect(await reflections.locator('ol > li').count()).toBe(7);
    const store = region(w.page, t.store);
    await expect
      .poll(() => store.locator('.epi-card h4').allTextContents())
      .toEqual(['Préférences des clients', 'Style des e-mails', 'Révisions', 'Tarifs']);
    expect(await store.locator('.epi-kind.is-rule').count()).toBe(2);
    expect(await seriousAxeViolations(w.page)).toEqual([]);
  });

  it(`${lang}: the graph's time slider shows what held then, expired relations apart, reachable by keyboard`, async ({
    lab,
  }) => {
    const w = await lab.open(`#/${lang}/visualizer?preset=episodic%2Fgraph&step=13`, {
      colorScheme,
      locale: localeOf(lang),
      share: true,
    });
    const graph = region(w.page, t.graph);
    await graph.locator('.react-flow__node').first().waitFor();
    // Readable in both themes (axe leaves the nodes' contrast incomplete: they sit in a transformed pane).
    for (const node of await graph.locator('.react-flow__node:not(.is-expired)').all())
      expect(await textContrast(node)).toBeGreaterThanOrEqual(4.5);
    const list = graph.locator('.epi-relations');
    await expect
      .poll(() => list.locator('.is-expired li').allTextContents())
      .toEqual([expect.stringContaining('450 €')]);
    // Back to hour 78 (between the two reflections on the rate): the €450 rate held, the €550 one did not exist yet.
    const slider = graph.getByRole('slider', { name: t.graphTime });
    await slider.fill('78');
    await expect.poll(() => list.locator('ul').first().innerText()).toContain('450 €');
    expect(await list.locator('ul').first().innerText()).not.toContain('550 €');
    expect(await list.locator('.is-expired li').count()).toBe(0);
    // Keyboard: the slider moves with the arrows, and graph nodes take the focus.
    await slider.focus();
    await w.page.keyboard.press('ArrowRight');
    expect(await slider.inputValue()).toBe('79');
    await expect.poll(() => list.locator('.is-expired li').count()).toBe(1);
    await graph.locator('.react-flow__node').first().focus();
    expect(await w.page.evaluate(() => document.activeElement?.classList.contains('react-flow__node'))).toBe(
      true,
    );
    expect(await seriousAxeViolations(w.page)).toEqual([]);
  });

  it(`${lang}: scores follow the typed query, the weights and the code's ranking`, async ({ lab }) => {
    const w = await lab.open(`#/${lang}/visualizer?preset=episodic%2Fscores&step=11`, {
      colorScheme,
      locale: localeOf(lang),
      share: true,
    });
    const scores = region(w.page, t.scores);
    const rows = scores.locator('.epi-score-row');
    await rows.first().waitFor();
    await scores.getByRole('textbox', { name: t.query }).fill('secteur financier clients');
    // The fact filed by the first reflection comes first: it shares both words and is the most important.
    await expect.poll(() => rows.first().getAttribute('data-id')).toBe('k1');
    const paper = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
    await scores.getByRole('checkbox', { name: t.asCode }).check();
    await expect
      .poll(() => rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-id'))))
      .not.toEqual(paper);
    await scores.getByRole('checkbox', { name: t.asCode }).uncheck();
    await scores.getByRole('slider', { name: t.relevance }).fill('0');
    await expect
      .poll(() => rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-id'))))
      .not.toEqual(paper);
    expect(await seriousAxeViolations(w.page)).toEqual([]);
  });

  it(`${lang}: forgetting fades, merges and removes memories as the clock moves`, async ({ lab }) => {
    const w = await lab.open(`#/${lang}/visualizer?preset=episodic%2Fforgetting&step=12`, {
      colorScheme,
      locale: localeOf(lang),
      share: true,
    });
    const panel = region(w.page, t.forgetting);
    await panel.locator('.epi-memory').first().waitFor();
    expect(await panel.locator('.epi-memory.is-forgotten').count()).toBe(0);
    await panel.getByRole('button', { name: t.forget }).click();
    await expect.poll(() => panel.locator('.epi-memory.is-forgotten').count()).toBe(7);
    expect(await panel.locator('.epi-memory.is-merged').count()).toBe(1);
    await panel.getByRole('button', { name: t.day }).click();
    await panel.getByRole('button', { name: t.forget }).click();
    await expect.poll(() => panel.locator('.epi-memory.is-forgotten').count()).toBeGreaterThanOrEqual(7);
    expect(await seriousAxeViolations(w.page)).toEqual([]);
  });

  it(`${lang}: every section of chapter 3 opens, clean`, async ({ lab }) => {
    const chapter = chapters.find((c) => c.id === '3');
    expect(chapter?.sections.length).toBeGreaterThan(0);
    const w = await lab.open(null, { colorScheme, locale: localeOf(lang), share: true });
    for (const s of chapter?.sections ?? []) {
      await w.page.goto(w.url(`#/${lang}/chapter/3/${s.slug}`));
      await w.page.getByRole('heading', { level: 1, name: s.title[lang] }).waitFor();
      expect(await seriousAxeViolations(w.page), s.slug).toEqual([]);
    }
  });
}

it('a permalink reopens the episodic scene: preset, step and the weights moved by the viewer', async ({
  lab,
}) => {
  const w = await lab.open('#/en/visualizer?preset=episodic%2Fscores&step=11', { share: true });
  const scores = region(w.page, T.en.scores);
  await scores.locator('.epi-score-row').first().waitFor();
  await scores.getByRole('slider', { name: T.en.relevance }).fill('3');
  await scores.getByRole('checkbox', { name: T.en.asCode }).check();
  await w.page.getByRole('button', { name: 'Copy link' }).click();
  const link = await w.page.getByRole('textbox', { name: 'Link to this scene' }).inputValue();
  expect(link).toContain('preset=episodic%2Fscores');
  const other = await w.context.newPage();
  await other.goto(link);
  const again = region(other, T.en.scores);
  await again.locator('.epi-score-row').first().waitFor();
  expect(await again.getByRole('slider', { name: T.en.relevance }).inputValue()).toBe('3');
  expect(await again.getByRole('checkbox', { name: T.en.asCode }).isChecked()).toBe(true);
  expect(await other.getByRole('slider', { name: 'Timeline' }).inputValue()).toBe('11');
});
