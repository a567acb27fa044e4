import { expect } from 'vitest';
import { it } from './fixtures';
import { loaded, localeOf, region, settled, shot } from './page';
import { seriousAxeViolations } from './browser';
import { chapters } from '../../src/content/chapters';
import { buildTimeline } from '../../src/engine/scene';
import { compactionMechanism } from '../../src/mechanisms/compaction/mechanism';
import { PRESETS } from '../../src/mechanisms/compaction/presets';

// Chapter 6 in Chromium, French and English, light and dark: every section opens; the clearing scene plays to the
// step of its first clearing, whose "What compaction dropped" region lists the planted facts the engine reports,
// steps back to where nothing was dropped, and its permalink reopens the same step; the threshold scene shows the
// three styles side by side; axe clean. Expected steps and facts come from the engine, never typed.

const chapter = chapters.find((c) => c.id === '6');

const T = {
  en: {
    dropped: 'What compaction dropped',
    noDrop: 'No compaction or clearing yet',
    stepBack: 'Step back',
    copyLink: 'Copy link',
    link: 'Link to this scene',
    timeline: 'Timeline',
    threshold: 'Threshold T (%)',
    styles: ['Lossy', 'Recoverable', 'Opaque'],
  },
  fr: {
    dropped: 'Ce que la compaction a perdu',
    noDrop: 'Ni compaction ni effacement pour l’instant',
    stepBack: 'Pas précédent',
    copyLink: 'Copier le lien',
    link: 'Lien vers cette scène',
    timeline: 'Chronologie',
    threshold: 'Seuil T (%)',
    styles: ['Avec perte', 'Récupérable', 'Opaque'],
  },
} as const;

/** The clearing preset's first clearing, as the engine plays it: its step and the facts its event reports. */
function firstClearing() {
  const p = PRESETS.clearing;
  const tl = buildTimeline(compactionMechanism, p.config, p.ops);
  for (let i = 1; i <= p.ops.length; i++) {
    const ev = tl.frame(i).events.find((e) => e.type === 'clearing');
    if (ev?.type === 'clearing' && ev.facts) {
      const f = ev.facts.after;
      return { step: i, ids: [...f.context, ...f.storage, ...f.unauditable, ...f.gone], gone: f.gone };
    }
  }
  throw new Error('the clearing preset never clears');
}

for (const lang of ['en', 'fr'] as const) {
  const t = T[lang];
  const locale = localeOf(lang);

  it(`${lang}: every section of chapter 6 opens`, async ({ lab }) => {
    expect(chapter?.sections.length).toBeGreaterThanOrEqual(6);
    const w = await lab.open(null, { locale, share: true });
    for (const s of chapter?.sections ?? []) {
      await w.page.goto(w.url(`#/${lang}/chapter/6/${s.slug}`));
      await expect.poll(() => w.page.locator('main h1').textContent()).toBe(s.title[lang]);
    }
  });

  for (const colorScheme of ['light', 'dark'] as const)
    it(`${lang}: the threshold section shows the three styles side by side, axe clean (${colorScheme})`, async ({
      lab,
    }) => {
      const w = await lab.open(`#/${lang}/chapter/6/threshold`, { colorScheme, locale, share: true });
      await loaded(w.page);
      const viz = w.page.locator('.viz[data-mechanism="compaction"]');
      await viz.waitFor();
      for (const style of t.styles) await viz.getByRole('region', { name: style, exact: true }).waitFor();
      expect(await viz.getByRole('slider', { name: t.threshold }).inputValue()).toBe(
        String(PRESETS.threshold.config.threshold),
      );
      await settled(w.page);
      expect(await seriousAxeViolations(w.page)).toEqual([]);
      await shot(w.page, `chapter6-threshold-${lang}-${colorScheme}`);
    });

  it(`${lang}: clearing plays, lists what it dropped, steps back, and its permalink reopens the same step`, async ({
    lab,
  }) => {
    const first = firstClearing();
    const w = await lab.open(`#/${lang}/visualizer?preset=compaction%2Fclearing`, {
      locale,
      colorScheme: lang === 'fr' ? 'dark' : 'light',
      share: true,
    });
    await loaded(w.page);
    const dropped = region(w.page, t.dropped);
    await expect.poll(() => dropped.innerText()).toContain(t.noDrop);
    await w.page.getByRole('slider', { name: t.timeline }).fill(String(first.step));
    // Every planted fact the engine reports is a row of the region's table.
    await expect
      .poll(() => dropped.locator('tbody th').allTextContents())
      .toEqual(expect.arrayContaining(first.ids));
    expect(await dropped.locator('tbody tr').count()).toBe(first.ids.length);
    expect(await dropped.locator('tbody tr[data-status="gone"] th').allTextContents()).toEqual(first.gone);
    await settled(w.page);
    expect(await seriousAxeViolations(w.page)).toEqual([]);
    await shot(w.page, `chapter6-clearing-${lang}`);

    await w.page.getByRole('button', { name: t.stepBack }).click();
    await expect.poll(() => dropped.innerText()).toContain(t.noDrop);
    await w.page.getByRole('slider', { name: t.timeline }).fill(String(first.step));
    await expect.poll(() => dropped.locator('tbody tr').count()).toBe(first.ids.length);

    await w.page.getByRole('button', { name: t.copyLink }).click();
    const link = await w.page.getByRole('textbox', { name: t.link }).inputValue();
    expect(link).toContain('preset=compaction%2Fclearing');
    const other = await w.context.newPage();
    await other.goto(link);
    await loaded(other);
    expect(await other.getByRole('slider', { name: t.timeline }).inputValue()).toBe(String(first.step));
    await expect.poll(() => region(other, t.dropped).locator('tbody tr').count()).toBe(first.ids.length);
    expect(await region(other, t.dropped).innerText()).toBe(await dropped.innerText());
  });
}
