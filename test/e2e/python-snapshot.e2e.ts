/**
 * Pyodide's memory snapshot and memory cap in the page, in Chromium on the built site: after a first start the page
 * makes a snapshot of a fresh interpreter in the background and keeps it in IndexedDB; after a reload the exercise
 * sandbox restores it (and still grades and isolates); a corrupt one falls back to a full load and is replaced; "Your
 * data" lists it as a cache item and "Forget me" erases it. A memory bomb in an exercise or a cell ends with the lab's
 * MemoryError message and the tab keeps working.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { vi } from 'vitest';
import { it } from './fixtures';
import { pythonCell, replaceCellCode, setExerciseCode } from './page';
import { snapshotOp, snapshotStored } from './snapshots';
import { testSummary } from './exercisePage';

vi.setConfig({ testTimeout: 600_000 });
const root = resolve(import.meta.dirname, '../..');
const solution = readFileSync(resolve(root, 'exercises/01-marginal-cost/python/solution.py'), 'utf8');
const SLOW = 280_000;
const KEY = 'pyodide-snapshot.exercise';

async function openPython(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 60_000 });
  await page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'Python' }).check();
  await page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 60_000 });
}

async function run(page: Page, pattern: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Run tests' }).click();
  await testSummary(page).filter({ hasText: pattern }).waitFor({ timeout: SLOW });
}

const startedWith = (page: Page) =>
  page
    .locator('iframe.exercise-sandbox-frame[title="Python exercise sandbox"]')
    .getAttribute('data-snapshot');

describe('Pyodide memory snapshot and memory cap in the page', () => {
  it('makes, restores, replaces a corrupt snapshot, lists it in Your data, and Forget me erases it', async ({
    lab,
  }) => {
    const w = await lab.open(null);
    await openPython(w.page, w.url('#/en/exercises/01-marginal-cost'));
    await setExerciseCode(w.page, solution);
    await run(w.page, /12 passed, 0 failed/);
    expect(await startedWith(w.page)).toBe('none');
    await snapshotStored(w.page, 'exercise', SLOW); // made in the background, in its own sandbox

    // After a reload the sandbox restores it, and still grades.
    await w.page.reload();
    await w.page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 60_000 });
    await run(w.page, /12 passed, 0 failed/);
    expect(await startedWith(w.page)).toBe('restored');

    // A corrupt snapshot: a full load instead, the same result, and a good snapshot again.
    expect(await snapshotOp(w.page, 'exercise', 'corrupt')).toBeGreaterThan(1e6);
    await w.page.reload();
    await w.page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 60_000 });
    await run(w.page, /12 passed, 0 failed/);
    expect(await startedWith(w.page)).toBe('failed');
    await snapshotStored(w.page, 'exercise', SLOW);

    // Your data lists it (IndexedDB, its size, a cache with no personal data); Forget me erases it.
    await w.page.goto(w.url('#/en/your-data'));
    const row = w.page.locator(`tr[data-key="aml-cache/${KEY}"]`);
    await row.waitFor();
    expect(await row.textContent()).toMatch(/IndexedDB.*bytes.*no personal data/);
    await w.page.goto(w.url('#/fr/your-data'));
    expect(await w.page.locator(`tr[data-key="aml-cache/${KEY}"]`).textContent()).toContain(
      'sans donnée personnelle',
    );
    await w.page.getByRole('button', { name: "M'oublier" }).click();
    await w.page.getByRole('button', { name: 'Tout effacer' }).click();
    // Gone, database and all (the page's listing after the erase does not create it again).
    await expect.poll(() => w.page.locator(`tr[data-key="aml-cache/${KEY}"]`).count()).toBe(0);
    await w.page.reload();
    await w.page.getByRole('heading', { level: 1 }).waitFor();
    await expect
      .poll(() => w.page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name)))
      .toEqual([]);
  });

  it('ends a memory bomb in an exercise with the lab’s MemoryError message; the next run gets a fresh sandbox', async ({
    lab,
  }) => {
    const w = await lab.open(null);
    await openPython(w.page, w.url('#/en/exercises/01-marginal-cost'));
    await setExerciseCode(w.page, 'hoard = []\nwhile True:\n    hoard.append("b" * 10**7)\n');
    await run(w.page, /0 passed, 12 failed/);
    expect(await w.page.getByRole('region', { name: 'Test results' }).textContent()).toContain(
      'MemoryError: your code used too much memory (the limit is 512 MB)',
    );
    await setExerciseCode(w.page, solution);
    await run(w.page, /12 passed, 0 failed/);
  });

  it('ends a memory bomb in a Python cell with the same message; the kernel then runs the next cell', async ({
    lab,
  }) => {
    const w = await lab.open('#/en/chapter/1/rolling-window', { locale: 'en-US' });
    const cell = await pythonCell(w.page, 'Rolling window: six messages, a window of four');
    await cell.getByRole('button', { name: 'Edit', exact: true }).click();
    await replaceCellCode(w.page, cell, 'hoard = []\nwhile True:\n    hoard.append("b" * 10**7)');
    const output = cell.getByRole('region', { name: 'Output' });
    await cell.getByRole('button', { name: 'Run', exact: true }).click();
    await output
      .getByText(/MemoryError: your code used too much memory \(the limit is 512 MB\)/)
      .first()
      .waitFor({ timeout: SLOW });
    await replaceCellCode(w.page, cell, 'del hoard\nprint(6 * 7)');
    await cell.getByRole('button', { name: 'Run', exact: true }).click();
    await output.locator('pre.py-output__stdout').filter({ hasText: '42' }).waitFor({ timeout: 60_000 });
  });
});
