// The chapter handout: "Print this chapter" opens it and prints once everything is drawn; printed to PDF, it has
// pages, no control in sight, each cell's code and output, and the visualizers as key frames.
import { it } from './fixtures';
import type { Page } from 'playwright-core';

const visibleControls = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('button, input, select, textarea, [role="slider"]')].filter((el) => {
        const box = (el as HTMLElement).getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      }).length,
  );

const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

describe('the printed chapter', () => {
  it('chapter 2 (en): the button opens the handout, which prints once the cells have run', async ({
    lab,
  }) => {
    const w = await lab.open(null);
    // A print dialog cannot be driven headless: count the calls instead of opening one.
    await w.page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await w.page.goto(w.url('#/en/chapter/2/minimal-state'));
    await w.page.getByRole('button', { name: 'Print this chapter' }).click();
    await w.page.locator('.print-page[data-ready="true"]').waitFor({ timeout: 60_000 });
    await expect
      .poll(() => w.page.evaluate(() => (window as unknown as { printed: number }).printed))
      .toBe(1);
    expect(w.page.url()).toContain('#/en/print/2?print=1');

    // Every TypeScript cell of the chapter ran for the handout: its output is printed, not a placeholder.
    const cells = w.page.locator('.print-cell');
    expect(await cells.count()).toBeGreaterThan(2);
    expect(await w.page.locator('.print-cell [data-print-output]').count()).toBe(await cells.count());
    await w.page.getByText('answer to «What is a rolling window? (answer briefly)»').first().waitFor();
    expect(await w.page.locator('.print-strip').count()).toBeGreaterThan(0);

    await w.page.emulateMedia({ media: 'print' });
    expect(await visibleControls(w.page)).toBe(0);
    expect(await w.page.getByRole('banner').isVisible()).toBe(false);
    const pdf = await w.page.pdf({ format: 'A4' });
    expect(pdfPages(pdf)).toBeGreaterThan(5);
  });

  it('chapter 1 (fr): the seed’s Python with its output, every section, the strips without controls', async ({
    lab,
  }) => {
    const w = await lab.open('#/fr/print/1');
    await w.page.locator('.print-page[data-ready="true"]').waitFor({ timeout: 60_000 });
    await w.page.getByRole('heading', { level: 1, name: /Chapitre 1/ }).waitFor();
    expect(await w.page.locator('.print-section').count()).toBe(9);
    const rolling = w.page.locator('.print-cell[data-cell="rolling-window"]');
    await rolling.getByText("append #4: taille=4  -> evince(s) : ['message #0']", { exact: false }).waitFor();
    expect(await rolling.locator('.print-cell__code').innerText()).toContain('class RollingWindow');
    const frames = w.page.locator('.print-strip__frame');
    expect(await frames.count()).toBeGreaterThan(4);
    await w.page.emulateMedia({ media: 'print' });
    expect(await visibleControls(w.page)).toBe(0);
    expect(pdfPages(await w.page.pdf({ format: 'A4' }))).toBeGreaterThan(9);
  });
});
