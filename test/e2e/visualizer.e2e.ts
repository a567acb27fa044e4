import type { Page } from 'playwright-core';
import { compressText, encodeBase64Url } from '../../src/mechanisms/permalink';
import { seriousAxeViolations } from './browser';
import { it } from './fixtures';
import { loaded, region, settled } from './page';

const numbers = (page: Page, name: string) => region(page, name).locator('.viz-card__num').allTextContents();

describe('the memory visualizer in Chromium', () => {
  it('steps the rolling window six times, then back, and reads the panels', async ({ lab }) => {
    const w = await lab.open('#/en/visualizer?preset=rolling-window', { share: true });
    const forward = w.page.getByRole('button', { name: 'Step forward' });
    for (let i = 0; i < 6; i++) await forward.click();
    expect(await numbers(w.page, 'Context window')).toEqual(['#2', '#3', '#4', '#5']);
    expect(await numbers(w.page, 'Evicted')).toEqual(['#0', '#1']);
    await expectText(w.page, 'Window full: #1 is evicted (oldest) → Trash.');
    await w.page.getByRole('button', { name: 'Step back' }).click();
    expect(await numbers(w.page, 'Context window')).toEqual(['#1', '#2', '#3', '#4']);
    expect(await numbers(w.page, 'Evicted')).toEqual(['#0']);
    await w.page.getByRole('button', { name: 'Step back' }).click();
    expect(await numbers(w.page, 'Context window')).toEqual(['#0', '#1', '#2', '#3']);
    expect(await numbers(w.page, 'Evicted')).toEqual([]);
  });

  it('round-trips a permalink: same preset, policy, destination, typed message and step', async ({ lab }) => {
    const w = await lab.open('#/fr/visualizer?preset=lru', { locale: 'fr-FR', share: true });
    await w.page.getByRole('slider', { name: 'Chronologie' }).fill('5');
    await w.page.getByRole('button', { name: 'Au résumé' }).click();
    await w.page.getByRole('textbox', { name: 'Message', exact: true }).fill('Écrit à la main ✓');
    await w.page.getByRole('button', { name: 'Ajouter' }).click();
    const before = {
      window: await numbers(w.page, 'Fenêtre de contexte'),
      summary: await numbers(w.page, 'Résumé'),
    };
    expect(before.window).toEqual(['#3', '#4', '#6']);
    await w.page.getByRole('button', { name: 'Copier le lien' }).click();
    const link = await w.page.getByRole('textbox', { name: 'Lien vers cette scène' }).inputValue();
    expect(link).toContain('#/fr/visualizer?preset=lru');

    const other = await w.context.newPage();
    await other.goto(link);
    await other.getByRole('region', { name: 'Fenêtre de contexte' }).waitFor();
    expect(await numbers(other, 'Fenêtre de contexte')).toEqual(before.window);
    expect(await numbers(other, 'Résumé')).toEqual(before.summary);
    expect(await other.getByRole('slider', { name: 'Chronologie' }).inputValue()).toBe('6');
    expect(await other.getByRole('button', { name: 'Au résumé' }).getAttribute('aria-pressed')).toBe('true');
    await expectText(other, 'Écrit à la main ✓');
  });

  it('opens a compressed 2,000-operation link at its last step, and a link written before compression', async ({
    lab,
  }) => {
    const ops = Array.from({ length: 2000 }, (_, i) => ({
      op: 'append',
      id: `m${i}`,
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: `message ${i} of a long conversation`,
    }));
    const json = JSON.stringify(ops);
    const base = 'preset=playground&policy=lru&dest=trash&window=50&pageSize=3&budget=200&chunk=80&step=2000';
    const compressed = await compressText(json);
    expect(compressed.length).toBeLessThan(encodeBase64Url(json).length / 5);
    const w = await lab.open(null, { share: true });
    for (const encoded of [compressed, encodeBase64Url(json)]) {
      await w.page.goto(w.url(`#/en/visualizer?${base}&ops=${encoded}`));
      await w.page.getByText('Step 2000 / 2000', { exact: true }).first().waitFor();
      const shown = await numbers(w.page, 'Context window');
      expect(shown).toHaveLength(50);
      expect(shown.at(-1)).toBe('#1999');
      await w.page.goto('about:blank');
    }
  });

  it('opens the defaults with a notice for a malformed or out-of-range link', async ({ lab }) => {
    const w = await lab.open(null, { share: true });
    for (const query of [
      'preset=lru&step=99',
      'preset=lru&ops=%7B%7D',
      'preset=nope',
      'preset=summary&window=-3',
    ]) {
      await w.page.goto(w.url(`#/en/visualizer?${query}`));
      await w.page.getByText('This visualizer link could not be read').first().waitFor();
      expect(await w.page.getByRole('slider', { name: 'Timeline' }).inputValue()).toBe('0');
      await w.page.reload();
    }
  });

  it('works with the keyboard only', async ({ lab }) => {
    const w = await lab.open('#/en/visualizer?preset=rolling-window', { share: true });
    await w.page.getByRole('region', { name: 'Context window' }).waitFor();
    await loaded(w.page); // the visualizer listens to the keys
    for (let i = 0; i < 6; i++) await w.page.keyboard.press('ArrowRight');
    expect(await numbers(w.page, 'Context window')).toEqual(['#2', '#3', '#4', '#5']);
    await w.page.keyboard.press('ArrowLeft');
    expect(await numbers(w.page, 'Evicted')).toEqual(['#0']);
    await w.page.keyboard.press('Home');
    expect(await numbers(w.page, 'Context window')).toEqual([]);
    await w.page.keyboard.press('Space');
    await w.page.getByRole('button', { name: 'Pause' }).waitFor();
    await w.page.keyboard.press('Space');
    await w.page.getByRole('button', { name: 'Play' }).waitFor();

    // Tab to the Step forward button and press it; then type a message and add it with Enter.
    await w.page.keyboard.press('Home');
    for (let i = 0; i < 60; i++) {
      await w.page.keyboard.press('Tab');
      const name = await w.page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      if (name === 'Step forward') break;
    }
    await w.page.keyboard.press('Enter');
    expect(await numbers(w.page, 'Context window')).toEqual(['#0']);
    await w.page.getByRole('textbox', { name: 'Message', exact: true }).focus();
    await w.page.keyboard.type('from the keyboard');
    await w.page.keyboard.press('Enter');
    expect(await numbers(w.page, 'Context window')).toEqual(['#0', '#6']);

    // F enters presentation mode (header hidden, the visualizer fills the viewport), Escape leaves.
    await w.page.locator('body').focus();
    await w.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await w.page.keyboard.press('f');
    await w.page.waitForFunction(() => document.documentElement.dataset.presentation === 'true');
    expect(await w.page.locator('.app-header').isVisible()).toBe(false);
    const box = await w.page.getByRole('region', { name: 'Memory visualizer' }).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(1270);
    await w.page.keyboard.press('Escape');
    await w.page.waitForFunction(() => document.documentElement.dataset.presentation === undefined);
    expect(await w.page.locator('.app-header').isVisible()).toBe(true);
  });

  it('keeps several visualizers of one lesson independent; keys on the page drive the one used last', async ({
    lab,
  }) => {
    const w = await lab.open('#/en/chapter/1/eviction', { share: true });
    const vizzes = w.page.getByRole('region', { name: 'Memory visualizer' });
    await vizzes.first().waitFor();
    // Every widget of the section loaded first: a widget still loading could move the page under the keys.
    await loaded(w.page);
    expect(await vizzes.count()).toBeGreaterThanOrEqual(2);
    const timeline = (i: number) => vizzes.nth(i).getByRole('slider', { name: 'Timeline' }).inputValue();
    const timelines = async () => [await timeline(0), await timeline(1)];
    await w.page.keyboard.press('ArrowRight');
    await expect.poll(timelines).toEqual(['1', '0']);
    await vizzes.nth(1).getByRole('button', { name: 'Step forward' }).click();
    await expect.poll(timelines).toEqual(['1', '1']);
    await w.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await w.page.keyboard.press('ArrowRight');
    await expect.poll(timelines).toEqual(['1', '2']);
  });

  it('changes state without movement under prefers-reduced-motion', async ({ lab }) => {
    const w = await lab.open('#/en/visualizer?preset=rolling-window&step=4', {
      reducedMotion: 'reduce',
      share: true,
    });
    await w.page.getByRole('button', { name: 'Step forward' }).click();
    // Right after the step, the evicted card already sits still in the trash.
    const transform = await w.page
      .getByRole('region', { name: 'Evicted', exact: true })
      .locator('li')
      .first()
      .evaluate((el) => getComputedStyle(el).transform);
    expect(['none', 'matrix(1, 0, 0, 1, 0, 0)']).toContain(transform);
    expect(
      await w.page.getByRole('region', { name: 'Memory visualizer' }).getAttribute('data-reduced-motion'),
    ).toBe('true');
  });

  it('plays the seed’s paging demo from engine events: three pages, swap_to(2), then a swap by domain', async ({
    lab,
  }) => {
    const w = await lab.open('#/en/visualizer?preset=paging', { share: true });
    const forward = w.page.getByRole('button', { name: 'Step forward' });
    await forward.click();
    await expectText(w.page, 'No page was current: page 0 becomes the current page');
    for (let i = 0; i < 3; i++) await forward.click();
    await expectText(w.page, 'Page 2 "preferences" is swapped in: its 2 messages are sent to the model.');
    const pages = w.page.getByRole('region', { name: 'Pages', exact: true });
    expect(await pages.locator('.viz-pagecard__title').allTextContents()).toEqual([
      'Swap to page #0 onboarding2 msg · domain onboarding · added',
      'Swap to page #1 bug-investigation3 msg · domain code · added',
      'Swap to page #2 preferences2 msg · domain preferences · added · current',
    ]);
    await expectText(w.page, 'Page 2 loaded in the context: preferences');
    const meter = w.page.getByRole('region', { name: 'Context sent to the model this turn' });
    expect(await meter.locator('[data-kind="bounded"]').textContent()).toContain('2 messages');
    expect(await meter.locator('[data-kind="unbounded"]').textContent()).toContain('7 messages');

    await pages.getByRole('combobox', { name: 'Swap to domain' }).selectOption('code');
    await pages.getByRole('button', { name: 'Swap to domain code' }).click();
    await expectText(
      w.page,
      'Page 1 "bug-investigation" is swapped in: its 3 messages are sent to the model.',
    );
    expect(await pages.locator('[aria-current="true"]').textContent()).toContain('bug-investigation');
    expect(await meter.locator('[data-kind="bounded"]').textContent()).toContain('3 messages');
  });

  it('downloads the tokenizer only when the context meter of a lesson comes into view', async ({ lab }) => {
    const w = await lab.open(null, { viewport: { width: 1280, height: 900 } });
    const tokenizerRequests: string[] = [];
    w.page.on('request', (r) => {
      if (/\/assets\/bpe-[^/]+\.js$/.test(new URL(r.url()).pathname)) tokenizerRequests.push(r.url());
    });
    await w.page.goto(w.url('#/en/chapter/1/rolling-window'));
    const meter = w.page.getByRole('region', { name: 'Context sent to the model this turn' }).first();
    await meter.waitFor({ state: 'attached' });
    await w.page.waitForLoadState('networkidle');
    // The meter is mounted, far below the fold (more than the 200px margin): estimate only, no tables.
    const top = await meter.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(900 + 200);
    expect(await meter.textContent()).toContain('tokens (estimate: characters / 4)');
    expect(tokenizerRequests).toEqual([]);

    await meter.scrollIntoViewIfNeeded();
    await w.page.waitForFunction(
      () => document.querySelector('.viz-meter')?.textContent?.includes('tokens (o200k_base)') === true,
    );
    expect(tokenizerRequests).toHaveLength(1);
  });

  // One test per theme: each runs axe on seven presets and presentation mode (over a minute together on a
  // busy 2-core machine). Waits on state: the last step shown and no animation running.
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious axe violation on any preset or in presentation mode (${colorScheme})`, async ({
      lab,
    }) => {
      const w = await lab.open(null, { colorScheme, reducedMotion: 'reduce', share: true });
      for (const preset of [
        'rolling-window',
        'summary',
        'lru',
        'importance',
        'paging',
        'compare',
        'playground',
      ]) {
        await w.page.goto(w.url(`#/en/visualizer?preset=${preset}`));
        const slider = w.page.getByRole('slider', { name: 'Timeline' });
        await slider.waitFor();
        const last = await slider.getAttribute('max');
        if (last !== '0') await slider.press('End');
        await w.page.getByText(`Step ${last} / ${last}`, { exact: true }).first().waitFor();
        await settled(w.page); // axe measures contrast on what is painted
        expect(await seriousAxeViolations(w.page), `${preset} ${colorScheme}`).toEqual([]);
      }
      await w.page.getByRole('button', { name: 'Presentation mode' }).click();
      await w.page.locator('.viz[data-presenting="true"]').waitFor();
      await settled(w.page);
      expect(await seriousAxeViolations(w.page), `presentation ${colorScheme}`).toEqual([]);
    });
  }
});

async function expectText(page: Page, text: string) {
  await page.getByText(text, { exact: false }).first().waitFor({ timeout: 15_000 });
}
