import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './browser';
import { it } from './fixtures';
import { DEFAULT_COMPACTION } from '../../src/components/costLab/CompactionCachePanel';
import { compactionCost } from '../../src/engine/cost/compactionCost';
import { DEFAULT_PRICE_ID } from '../../src/engine/cost/prices';
import { formatNumber, formatUsd } from '../../src/lib/formatNumber';

// The cost chart, not the prompt-caching panel's chart below it (which draws lines of its own).
const MAIN = '[data-testid="cost-chart"]';
const LINES = `${MAIN} .recharts-line-curve`;

const renderId = (page: Page) => page.locator(MAIN).getAttribute('data-render-id');

/** Waits until the chart has drawn a result newer than `before` for `turns` turns. */
async function waitForChart(page: Page, turns: number, before: string | null): Promise<void> {
  await page.waitForFunction(
    ([t, b]) => {
      const el = document.querySelector<HTMLElement>('[data-testid="cost-chart"]');
      return el?.dataset.computedTurns === String(t) && el.dataset.renderId !== b;
    },
    [turns, before] as const,
    { timeout: 20_000 },
  );
}

async function setTurns(page: Page, value: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Turns', exact: true });
  await input.fill(value);
  await input.press('Enter');
}

describe('the cost lab in Chromium', () => {
  it("shows the seed's figures, with no console error, no foreign request and no serious axe violation", async ({
    lab,
  }) => {
    const w = await lab.open(null, { locale: 'en-US', share: true });
    await w.page.goto(w.url('#/en/cost-lab'));
    await w.page.getByRole('heading', { level: 1, name: 'Cost lab' }).waitFor();
    await waitForChart(w.page, 1000, null);
    const seed = w.page.locator('.cl-seed');
    await seed.getByText('60,060,000').first().waitFor();
    for (const figure of [
      '606,000',
      '137,690',
      '80,000',
      '60,060,000',
      '1,397,690',
      '800,000',
      '×4.4',
      '×7.6',
      '×43.0',
      '×75.1',
    ]) {
      expect(await seed.getByText(figure, { exact: true }).count(), figure).toBeGreaterThan(0);
    }
    expect(await w.page.getByTestId('ratio-windowed').textContent()).toBe('×43.0');
    expect(await w.page.getByTestId('ratio-paged').textContent()).toBe('×75.1');
    // Three lines drawn, each with at most ~2,000 points.
    const lines = w.page.locator(LINES);
    expect(await lines.count()).toBe(3);

    const violations = await seriousAxeViolations(w.page);
    expect(violations).toEqual([]);
  });

  it('follows parameter changes: chart, ratios, legend, scale and view', async ({ lab }) => {
    const w = await lab.open(null, { share: true });
    await w.page.goto(w.url('#/en/cost-lab'));
    await waitForChart(w.page, 1000, null);
    const pathBefore = await w.page.locator(LINES).first().getAttribute('d');
    let id = await renderId(w.page);
    await setTurns(w.page, '100');
    await waitForChart(w.page, 100, id);
    expect(await w.page.getByTestId('ratio-windowed').textContent()).toBe('×4.4');
    expect(await w.page.getByTestId('ratio-paged').textContent()).toBe('×7.6');
    expect(await w.page.locator(LINES).first().getAttribute('d')).not.toBe(pathBefore);
    // The permalink follows.
    await w.page.waitForFunction(() => location.hash === '#/en/cost-lab?turns=100');

    id = await renderId(w.page);
    await w.page.getByRole('combobox', { name: 'Cost model' }).selectOption('exact');
    await waitForChart(w.page, 100, id);
    expect(await w.page.getByTestId('ratio-paged').textContent()).toBe('×11.0');

    await w.page.getByRole('button', { name: 'Unbounded' }).click();
    await w.page.waitForFunction((sel) => document.querySelectorAll(sel).length === 2, LINES);
    await w.page.getByRole('button', { name: 'Unbounded' }).press('Enter');
    await w.page.waitForFunction((sel) => document.querySelectorAll(sel).length === 3, LINES);

    await w.page.getByRole('radio', { name: 'Log' }).click();
    await w.page.getByRole('radio', { name: 'Per turn' }).click();
    await w.page.getByRole('heading', { name: 'Context cost of each turn' }).waitFor();
    await w.page.waitForFunction(
      () => location.hash.includes('scale=log') && location.hash.includes('view=turn'),
    );
    const ticks = await w.page
      .locator(`${MAIN} .recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value`)
      .allTextContents();
    expect(ticks.length).toBeGreaterThan(1);
    for (const tick of ticks) expect(tick).toMatch(/^1(0|00)?[KM]?$/); // powers of ten on a log scale
    expect(ticks.join(' ')).not.toMatch(/NaN|Infinity/);

    // The tooltip shows the three values at a turn.
    await w.page.locator('.recharts-surface').first().scrollIntoViewIfNeeded();
    const box = await w.page.locator('.recharts-surface').first().boundingBox();
    await w.page.mouse.move(box!.x + 10, box!.y + 10);
    await w.page.mouse.move(box!.x + box!.width * 0.5, box!.y + box!.height * 0.5, { steps: 5 });
    await w.page.locator('.cl-tooltip').waitFor();
    expect(await w.page.locator('.cl-tooltip li').count()).toBe(3);
    expect(await w.page.locator('.cl-tooltip__turn').textContent()).toMatch(/^Turn \d+$/);

    // Bad input: a message next to the field, never NaN.
    const win = w.page.getByRole('textbox', { name: 'Window W (messages)' });
    await win.fill('ten');
    expect(await win.getAttribute('aria-invalid')).toBe('true');
    await w.page.getByText('“ten” is not a whole number: the value stays 10.').waitFor();
    expect(await w.page.locator('main').textContent()).not.toMatch(/NaN/);
  });

  it("draws exercise 1's W* where it means something: the flat per-turn cost of a W* window, not a turn", async ({
    lab,
  }) => {
    const w = await lab.open('#/en/cost-lab?turns=100&view=turn', { share: true });
    await waitForChart(w.page, 100, null);
    const marker = w.page.locator('.recharts-reference-line');
    await marker.waitFor({ state: 'attached' }); // (a horizontal line has no height: never "visible" to Playwright)
    await w.page.locator(`${MAIN} text`, { hasText: 'Ex. 1: a window of W* = 29 messages' }).waitFor();
    // Horizontal: a cost level (29 messages × 120 characters = 3,480 per turn), not a vertical line at a turn.
    const line = marker.locator('line');
    const [x1, y1, x2, y2] = (
      await Promise.all(['x1', 'y1', 'x2', 'y2'].map((a) => line.getAttribute(a)))
    ).map(Number);
    expect(y1).toBe(y2);
    expect(x2).toBeGreaterThan(x1 as number);
    // At the height of 3,480 on the cost axis (between its 3K and 6K ticks).
    const ticks = await w.page.evaluate(() =>
      [
        ...document.querySelectorAll(
          '[data-testid="cost-chart"] .recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value',
        ),
      ].map((t) => ({
        text: t.textContent?.trim(),
        y: Number(t.getAttribute('y')),
      })),
    );
    const tickY = (label: string) =>
      ticks.find((t) => t.text === label)?.y ??
      expect.unreachable(`no ${label} tick in ${JSON.stringify(ticks)}`);
    const [y3k, y6k] = [tickY('3K'), tickY('6K')];
    expect(Math.abs((y1 as number) - (y3k + ((y6k - y3k) * 480) / 3000))).toBeLessThan(2);
    await w.page
      .getByTestId('threshold-chart-note')
      .filter({ hasText: 'flat cost per turn of a window of W* = 29 messages' })
      .waitFor();

    // The cumulative view has no place for a window size: no line, a note instead.
    await w.page.getByRole('radio', { name: 'Cumulative' }).click();
    await w.page
      .getByTestId('threshold-chart-note')
      .filter({ hasText: 'W* is a window size, not a turn' })
      .waitFor();
    expect(await w.page.locator('.recharts-reference-line').count()).toBe(0);
  });

  it('keeps answering clicks while it computes a million turns, and draws at most ~2,000 points per line', async ({
    lab,
  }) => {
    const w = await lab.open(null, { share: true });
    await w.page.goto(w.url('#/en/cost-lab'));
    await waitForChart(w.page, 1000, null);
    const id = await renderId(w.page);
    await setTurns(w.page, '1000000');
    // While the worker computes, the page still reacts to a click (the computation is off the main thread).
    await w.page.getByRole('button', { name: 'Paging + summary' }).click();
    expect(await w.page.getByRole('button', { name: 'Paging + summary' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await waitForChart(w.page, 1_000_000, id);
    expect(Number(await w.page.locator(MAIN).getAttribute('data-points'))).toBeLessThanOrEqual(2000);
    expect(await w.page.getByTestId('ratio-windowed').textContent()).toMatch(/^×[\d,]+\.\d$/);
    expect(await w.page.getByTestId('threshold').textContent()).toContain('W* = 292,893');
    // A drag across the log slider: the page keeps up and ends on the last value.
    const slider = w.page.getByRole('slider', { name: 'Turns', exact: true });
    await slider.focus();
    for (let i = 0; i < 30; i++) await w.page.keyboard.press('ArrowLeft');
    const shown = Number(
      (await w.page.getByRole('textbox', { name: 'Turns', exact: true }).inputValue()).replace(/,/g, ''),
    );
    await w.page.waitForFunction(
      (t) =>
        document.querySelector<HTMLElement>('[data-testid="cost-chart"]')?.dataset.computedTurns ===
        String(t),
      shown,
      {
        timeout: 20_000,
      },
    );
    expect(shown).toBeLessThan(1_000_000);
  });

  it('downloads the series as CSV and the chart as PNG', async ({ lab }) => {
    const w = await lab.open(null, { share: true });
    await w.page.goto(w.url('#/en/cost-lab?turns=100'));
    await waitForChart(w.page, 100, null);
    const [csv] = await Promise.all([
      w.page.waitForEvent('download'),
      w.page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('cost-lab-100-turns-notebook-chars.csv');
    const text = await readFile((await csv.path()) as string, 'utf8');
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(101);
    expect(lines[100]).toBe('100,12000,1400,800,606000,137690,80000');
    const [png] = await Promise.all([
      w.page.waitForEvent('download'),
      w.page.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    const bytes = await readFile((await png.path()) as string);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it('opens a malformed permalink with the defaults and a visible notice, in French with French numbers', async ({
    lab,
  }) => {
    const w = await lab.open(null, { locale: 'fr-FR', colorScheme: 'dark', share: true });
    await w.page.goto(w.url('#/fr/cost-lab?turns=100&w=abc&model=magic'));
    await w.page.getByText('Une partie de ce lien est illisible (w, model)').waitFor();
    await waitForChart(w.page, 100, null);
    expect(await w.page.getByRole('textbox', { name: 'Tours', exact: true }).inputValue()).toBe('100');
    expect(await w.page.getByTestId('ratio-windowed').textContent()).toBe('×4,4');
    await w.page.locator('.cl-seed').getByText('60\u202f060\u202f000').first().waitFor();
  });

  it('counts real tokens off the main thread', async ({ lab }) => {
    const w = await lab.open(null, { share: true });
    await w.page.goto(w.url('#/en/cost-lab?turns=100000&unit=o200k&model=exact'));
    await waitForChart(w.page, 100_000, null);
    expect(await w.page.locator('.cl-help', { hasText: 'tokens.' }).first().textContent()).toMatch(
      /One message of the sample text = \d+ tokens/,
    );
    expect(await w.page.getByTestId('ratio-paged').textContent()).toMatch(/^×[\d,]+\.\d$/);
  });

  it('draws the saw-tooth of compaction with caching and says whether it paid, figures from the engine (French, dark)', async ({
    lab,
  }) => {
    const w = await lab.open(null, { locale: 'fr-FR', colorScheme: 'dark', share: true });
    await w.page.goto(w.url('#/fr/cost-lab?turns=100'));
    const region = w.page.getByRole('region', { name: 'Compaction et cache' });
    const verdict = region.getByTestId('compaction-verdict');
    // The page's default price, the panel's default agent.
    const compact = compactionCost({ ...DEFAULT_COMPACTION, price: DEFAULT_PRICE_ID });
    const clear = compactionCost({ ...DEFAULT_COMPACTION, mode: 'clear', price: DEFAULT_PRICE_ID });
    expect(compact.events.length).toBeGreaterThan(1);
    await verdict.getByText(formatUsd(compact.managed.cachedCostUsd, 'fr'), { exact: false }).waitFor();
    expect(await verdict.textContent()).toContain(
      `${formatNumber(compact.events.length, 'fr')}\u00a0réécritures du préfixe`,
    );
    // Two lines, and one marker per compaction: the teeth of the saw.
    const chart = region.getByTestId('compaction-chart');
    // (the markers' series draws no line: its curve has no stroke)
    expect(await chart.locator('.recharts-line-curve:not([stroke="none"])').count()).toBe(2);
    await expect.poll(() => chart.locator('.recharts-line-dots circle').count()).toBe(compact.events.length);
    await region.getByRole('radio', { name: 'Effacer les résultats d’outils (clear:T:N:M)' }).check();
    await expect.poll(() => verdict.textContent()).toContain(formatUsd(clear.managed.cachedCostUsd, 'fr'));
    await expect.poll(() => chart.locator('.recharts-line-dots circle').count()).toBe(clear.events.length);
    expect(await seriousAxeViolations(w.page)).toEqual([]);
  });
});
