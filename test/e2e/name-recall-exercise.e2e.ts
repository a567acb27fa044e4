/**
 * Exercise 6 (chapter 4) in Chromium on the built site: the memory bench runs inside the exercise sandboxes. The
 * starter fails every test, the reference solution pasted in passes them all, in TypeScript and in Python (Pyodide
 * in its own sandbox); English in light, French in dark, with screenshots.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { vi } from 'vitest';
import { seriousAxeViolations } from './browser';
import { it } from './fixtures';
import { EN_LIGHT_FR_DARK, setExerciseCode, shot } from './page';
import { snapshotStored } from './snapshots';
import { EXERCISE_PAGE, testSummary } from './exercisePage';

const SLUG = '06-name-recall';
const file = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../../exercises', SLUG, name), 'utf8');

// Pyodide starts in the sandbox on the first Python run (13.5 MB from the site, then CPU-bound): generous.
const PYTHON_FIRST_RUN_MS = 280_000;
vi.setConfig({ testTimeout: 600_000 });

const T = {
  en: {
    ...EXERCISE_PAGE.en,
    title: 'Recall by name: beat window:10',
    starter: '0 passed, 9 failed',
    solved: '9 passed, 0 failed',
  },
  fr: {
    ...EXERCISE_PAGE.fr,
    title: 'Le rappel par les noms\u00a0: battre window:10',
    starter: '0 réussi, 9 échoués',
    solved: '9 réussis, 0 échoué',
  },
} as const;
type Lang = keyof typeof T;

async function run(page: Page, lang: Lang, expected: string, timeout: number): Promise<void> {
  await page.getByRole('button', { name: T[lang].run }).click();
  await testSummary(page, lang).filter({ hasText: expected }).waitFor({ timeout });
}

for (const [lang, colorScheme] of EN_LIGHT_FR_DARK) {
  it(`${lang}: exercise 6's starter fails and its solution passes, in TypeScript then Python (${colorScheme})`, async ({
    lab,
  }) => {
    const t = T[lang];
    // One context for both (`share`): the page's language is the one in its address (the app never reads the
    // browser's), and the first test's Pyodide snapshot serves the second.
    const w = await lab.open(`#/${lang}/exercises/${SLUG}`, { colorScheme, share: true });
    await w.page.getByRole('heading', { level: 1, name: t.title }).waitFor({ timeout: 30_000 });
    await w.page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 30_000 });

    // TypeScript: the starter runs and fails cleanly, the reference solution pasted in passes every test.
    await run(w.page, lang, t.starter, 30_000);
    await shot(w.page, `exercise6-ts-starter-${lang}-${colorScheme}`);
    await setExerciseCode(w.page, file('solution.ts'));
    await run(w.page, lang, t.solved, 30_000);
    // The editor's type check knows the bench's types (CustomStrategySpec from 'agent-memory-lab'): no error.
    await w.page.locator('section.test-results[data-types="checked"]').waitFor({ timeout: 40_000 });
    expect(await w.page.locator('.test-results__types').count()).toBe(0);
    await shot(w.page, `exercise6-ts-solved-${lang}-${colorScheme}`);
    expect(await seriousAxeViolations(w.page)).toEqual([]);

    // Python: the same, with the bench's Python port.
    await w.page.getByRole('group', { name: t.language }).getByRole('radio', { name: 'Python' }).check();
    await expect
      .poll(async () =>
        (await w.page.locator('.monaco-editor .view-lines').first().textContent())?.replace(/\u00a0/g, ' '),
      )
      .toContain('class MemoireParNoms');
    await run(w.page, lang, t.starter, PYTHON_FIRST_RUN_MS);
    await setExerciseCode(w.page, file('python/solution.py'));
    await run(w.page, lang, t.solved, 60_000);
    await shot(w.page, `exercise6-py-solved-${lang}-${colorScheme}`);
    expect(await seriousAxeViolations(w.page)).toEqual([]);
    // Pyodide's snapshot is stored before the page closes (made after the first start; closing would end it).
    await snapshotStored(w.page, 'exercise', PYTHON_FIRST_RUN_MS);
  });
}
