/**
 * Code that lights up, in a real browser (issue 28): a cell run and animated lights, at each step, the line of its
 * code that made it, in the TypeScript tab and in the seed's Python tab, and inside the visualizer; stepping back
 * moves it back; in presentation mode the lit line stays on screen. Chapter 1's rolling window (English, light) and
 * chapter 2's answerWithState (French, dark, where `del state.episodes[:-5]` lights only when an exchange leaves).
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAxeViolations } from './browser';
import { it } from './fixtures';
import { loaded, region, settled, shot } from './page';

type Words = Record<
  'ts' | 'python' | 'run' | 'animate' | 'visualizer' | 'forward' | 'back' | 'shown' | 'presentation',
  string
>;

const T: Record<'en' | 'fr', Words> = {
  en: {
    ts: 'TypeScript (lab engine)',
    python: 'Python (original)',
    run: 'Run',
    animate: 'Animate this output',
    visualizer: 'Memory visualizer',
    forward: 'Step forward',
    back: 'Step back',
    shown: 'The code of this step',
    presentation: 'Presentation mode',
  },
  fr: {
    ts: 'TypeScript (moteur du labo)',
    python: 'Python (original)',
    run: 'Exécuter',
    animate: 'Animer cette sortie',
    visualizer: 'Visualiseur de mémoire',
    forward: 'Pas suivant',
    back: 'Pas précédent',
    shown: 'Le code de ce pas',
    presentation: 'Mode présentation',
  },
};

/** The lit lines of the tab panel shown, as their text (trimmed). */
const litIn = (cell: Locator, tab: string) =>
  cell
    .getByRole('tabpanel', { name: tab })
    .locator('mark.code-lit')
    .evaluateAll((marks) => marks.map((m) => (m.textContent ?? '').trim()));

/** Runs the cell's TypeScript tab and opens its animation; the visualizer under the tabs. */
async function runAndAnimate(cell: Locator, t: Words): Promise<Locator> {
  await cell.getByRole('tab', { name: t.ts }).click();
  const panel = cell.getByRole('tabpanel', { name: t.ts });
  await panel.getByRole('button', { name: t.run }).click();
  await panel.getByRole('button', { name: t.animate }).click({ timeout: 60_000 });
  const viz = region(cell, t.visualizer);
  await viz.waitFor({ timeout: 30_000 });
  return viz;
}

async function step(viz: Locator, name: string, times = 1) {
  for (let i = 0; i < times; i++) await viz.getByRole('button', { name }).click();
}

/** Both tabs' lit lines at the step shown (switching tabs with the keyboard's arrow keys, as the tabs allow). */
async function bothTabs(page: Page, cell: Locator, t: Words) {
  await cell.getByRole('tab', { name: t.ts }).focus();
  const ts = await litIn(cell, t.ts);
  await page.keyboard.press('ArrowLeft'); // to the Python tab
  await expect
    .poll(() => cell.getByRole('tab', { name: t.python }).getAttribute('aria-selected'))
    .toBe('true');
  const python = await litIn(cell, t.python);
  await page.keyboard.press('ArrowRight'); // back to TypeScript
  return { ts, python };
}

describe('code that lights up as the visualizer steps', () => {
  it('en: the rolling window lights rw.append(m) and, in Python, the lines that did the step; back moves back', async ({
    lab,
  }) => {
    const t = T.en;
    const w = await lab.open('#/en/chapter/1/rolling-window', { locale: 'en-US' });
    await loaded(w.page);
    const cell = w.page.getByRole('group', { name: 'Rolling window: six messages, a window of four' });
    const viz = await runAndAnimate(cell, t);
    expect(await bothTabs(w.page, cell, t)).toEqual({ ts: [], python: [] });

    await step(viz, t.forward);
    let lit = await bothTabs(w.page, cell, t);
    expect(lit.ts).toEqual([expect.stringMatching(/rw\.append\(m\)/)]);
    // In the code's order: the class's own line above, the call below.
    expect(lit.python).toEqual(['self._buf.append(msg)', 'ev = rw.append(m)']);

    // Step 5 is the first eviction: the seed's deque hands back its oldest message.
    await step(viz, t.forward, 4);
    lit = await bothTabs(w.page, cell, t);
    expect(lit.python).toEqual(['ev.append(self._buf[0])', 'self._buf.append(msg)', 'ev = rw.append(m)']);
    const shown = region(viz, t.shown);
    await expect.poll(() => shown.locator('[data-lit]').count()).toBeGreaterThan(0);
    await shot(cell, 'lit-lines-en');

    await step(viz, t.back);
    lit = await bothTabs(w.page, cell, t);
    expect(lit.python).not.toContain('ev.append(self._buf[0])');
    expect(lit.python).toContain('self._buf.append(msg)');
    await settled(w.page);
    expect(await seriousAxeViolations(w.page)).toEqual([]);
  });

  it('fr: answerWithState lights del state.episodes[:-5] only when an exchange leaves, also when presenting', async ({
    lab,
  }) => {
    const t = T.fr;
    const w = await lab.open('#/fr/chapter/2/minimal-state', {
      locale: 'fr-FR',
      colorScheme: 'dark',
      viewport: { width: 1920, height: 1080 },
    });
    await loaded(w.page);
    const cell = w.page.locator('[data-cell="answer-with-state"]');
    const viz = await runAndAnimate(cell, t);
    const drop = 'del state.episodes[:-5]';
    const seen: { step: number; ts: string[]; python: string[] }[] = [];
    for (let i = 1; i <= 9; i++) {
      await step(viz, t.forward);
      seen.push({ step: i, ...(await bothTabs(w.page, cell, t)) });
    }
    // Every step lights its call in both tabs; the Python tab's line that drops an exchange lights at steps 8 and 9
    // (the sixth and seventh questions of the state capped at five), never before.
    for (const s of seen) {
      expect(s.ts.length, `step ${s.step}`).toBeGreaterThan(0);
      expect(s.python.length, `step ${s.step}`).toBeGreaterThan(0);
    }
    expect(seen.filter((s) => s.python.includes(drop)).map((s) => s.step)).toEqual([8, 9]);
    await step(viz, t.back, 2);
    expect((await bothTabs(w.page, cell, t)).python).not.toContain(drop);
    await step(viz, t.forward);

    // Presentation mode, the Python tab shown: the visualizer fills the screen, the lit line is inside it, large.
    await cell.getByRole('tab', { name: t.python }).click();
    await viz.getByRole('button', { name: t.presentation }).click();
    await expect.poll(() => viz.getAttribute('data-presenting')).toBe('true');
    const shown = region(viz, t.shown);
    const line = shown.locator('[data-lit]').filter({ hasText: drop });
    await line.waitFor();
    // On the projected screen itself, not below it: the visualizer scrolls it into view at each step.
    await expect
      .poll(async () => {
        const box = await line.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= 1080;
      })
      .toBe(true);
    const size = await line.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(18);
    await settled(w.page);
    expect(await seriousAxeViolations(w.page)).toEqual([]);
    await shot(viz, 'lit-lines-presenting-fr');
  });
});
