import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousAxeViolations, type Watched } from './browser';
import { it } from './fixtures';
import { setExerciseCode } from './page';

const root = resolve(import.meta.dirname, '../..');
const fixture = (name: string) => readFileSync(resolve(root, 'test/exercises/fixtures', name), 'utf8');

const results = (page: Page, name = 'Test results') => page.getByRole('region', { name });
const summary = (page: Page, name = 'Test results') => results(page, name).getByRole('status');

async function openExercise(w: Watched, slug: string, lang = 'en'): Promise<void> {
  await w.page.goto(w.url(`#/${lang}/exercises/${slug}`));
  await w.page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 30_000 });
}

/** The editor's visible text (Monaco renders spaces as no-break spaces). */
/** The code Monaco has drawn so far (its lines appear after `.view-lines` does: poll it). */
async function visibleCode(page: Page): Promise<string> {
  return ((await page.locator('.monaco-editor .view-lines').first().textContent()) ?? '').replace(
    /\u00a0/g,
    ' ',
  );
}

async function editorText(page: Page): Promise<string> {
  // The store is the source of truth for what runs; Monaco's DOM only renders visible lines.
  return page.evaluate(() => {
    const raw = localStorage.getItem('aml.exerciseCode');
    return raw ?? '';
  });
}

/**
 * Waits until the editor's type check of the code that ran has answered (it arrives after the test results, later on
 * a slow machine): nothing about type errors is counted before that.
 */
async function typesChecked(page: Page): Promise<void> {
  await page.locator('section.test-results[data-types="checked"]').waitFor({ timeout: 40_000 });
}

async function runAndWait(page: Page, pattern: RegExp = /\d+ passed, \d+ failed/): Promise<string> {
  await page.getByRole('button', { name: 'Run tests' }).click();
  await summary(page).filter({ hasText: pattern }).waitFor({ timeout: 15_000 });
  return (await summary(page).textContent()) ?? '';
}

// Most tests open their page in the file's shared context (`share`): Web Storage (code, progress) starts empty in
// each, and the site's scripts, Monaco and the type checker's files are downloaded once for the file (the harness keeps
// the HTTP cache). Two keep a context of their own: the attack (its storage, cookie and requests are the test's
// subject) and the chapter page's (it counts the scripts a first visit requests).
describe('exercises in Chromium', () => {
  it('passes a correct solution written differently from the reference, and marks the exercise passed', async ({
    lab,
  }) => {
    const w = await lab.open(null, { share: true });
    await openExercise(w, '01-marginal-cost');
    await setExerciseCode(w.page, fixture('correct.ts'));
    expect(await runAndWait(w.page)).toContain('12 passed, 0 failed');
    expect(await results(w.page).locator('.test-item--pass').count()).toBe(12);
    await w.page.getByText('Every test passes: exercise completed.').waitFor();
    // The chapter's exercise cards show the progress mark.
    await w.page.goto(w.url('#/en/exercises'));
    const card = w.page.locator('.exercise-card').filter({ hasText: 'Parametric window and marginal cost' });
    expect(await card.locator('.exercise-status').textContent()).toContain('Passed');
    expect(w.foreignRequests).toEqual([]);
  });

  it('fails a wrong solution with expected vs received, per test in file order', async ({ lab }) => {
    const w = await lab.open(null, { share: true });
    await openExercise(w, '01-marginal-cost');
    await setExerciseCode(w.page, fixture('wrong.ts'));
    const text = await runAndWait(w.page);
    expect(text).toMatch(/\d+ passed, [1-9]\d* failed/);
    const first = results(w.page).locator('.test-item').first();
    expect(await first.locator('.test-item__name').textContent()).toMatch(
      /^windowCost: a window of 10 over 100 turns/,
    );
    expect(await first.locator('.test-item__status').textContent()).toBe('failed');
    expect(await first.locator('dt').allTextContents()).toEqual(['Expected', 'Received']);
    expect(await first.locator('dd').allTextContents()).toEqual(['114600', '120000']);
  });

  it('stops `while (true) {}` after the time limit with a clear message while the page keeps answering', async ({
    lab,
  }) => {
    const w = await lab.open(null, { share: true });
    await openExercise(w, '01-marginal-cost');
    await setExerciseCode(w.page, 'export function marginalCost() {\n  while (true) {}\n}\n');
    await w.page.getByRole('button', { name: 'Run tests' }).click();
    await w.page.getByRole('button', { name: 'Running…' }).waitFor();
    // The page answers clicks during the loop: a hint opens while the run is still running (state, not a stopwatch).
    await w.page.getByRole('button', { name: 'Show hint' }).click();
    await w.page.getByText('Hint 1.').waitFor();
    expect(await w.page.getByRole('button', { name: 'Running…' }).isVisible()).toBe(true);
    await summary(w.page).filter({ hasText: 'timed out' }).waitFor({ timeout: 10_000 });
    expect(await summary(w.page).textContent()).toMatch(
      /Stopped after 3 s: the tests timed out\. Your code may contain an infinite loop/,
    );
    // The sandbox was replaced: the next run works.
    await setExerciseCode(w.page, fixture('correct.ts'));
    expect(await runAndWait(w.page)).toContain('12 passed, 0 failed');
  });

  it('keeps the lab out of reach of student code: storage, cookies, DOM, parent, network', async ({
    lab,
  }) => {
    const w = await lab.open(null);
    // The sandbox's no-network policy refuses the attack's requests, and says so in the console: expected here.
    lab.allowConsoleErrors(/Content Security Policy|Refused to|leak-/);
    const requests: string[] = [];
    w.context.on('request', (r) => requests.push(r.url()));
    await w.page.goto(w.url('#/en'));
    await w.page.evaluate(() => {
      localStorage.setItem('aml.secret', 'top-secret');
      document.cookie = 'aml_session=top-secret; path=/';
    });
    await openExercise(w, '01-marginal-cost');
    const progressBefore = await w.page.evaluate(() => localStorage.getItem('aml.progress'));
    const attack = `
const g = globalThis as any;
const report: Record<string, string> = {};
const tryIt = (name: string, fn: () => unknown) => {
  try { report[name] = String(fn()); } catch (e) { report[name] = 'blocked ' + (e as Error).name; }
};
tryIt('localStorage', () => g.localStorage.getItem('aml.secret'));
tryIt('localStorageWrite', () => g.localStorage.setItem('aml.progress', 'pwned'));
tryIt('sessionStorage', () => g.sessionStorage.getItem('aml.secret'));
tryIt('document', () => (g.document.body.innerHTML = 'pwned'));
tryIt('cookie', () => g.document.cookie);
tryIt('parent', () => g.parent.document.title);
tryIt('top', () => g.top.localStorage.getItem('aml.secret'));
tryIt('indexedDB', () => g.indexedDB.open('aml'));
tryIt('caches', () => g.caches.keys());
tryIt('fetch', () => { g.fetch('/agent-memory-lab/leak-fetch?secret=1').catch(() => undefined); return 'called'; });
tryIt('xhr', () => { const x = new g.XMLHttpRequest(); x.open('GET', '/agent-memory-lab/leak-xhr'); x.send(); return 'sent'; });
tryIt('websocket', () => new g.WebSocket('ws://127.0.0.1:9/leak-ws'));
tryIt('importScripts', () => g.importScripts('/agent-memory-lab/leak-import.js'));
tryIt('beacon', () => g.navigator.sendBeacon?.('/agent-memory-lab/leak-beacon', 'x'));
console.log('REPORT ' + JSON.stringify(report));
export function marginalCost() { return { windowCost: 0, thresholdMet: false, thresholdWindow: 0 }; }
`;
    await setExerciseCode(w.page, attack);
    await runAndWait(w.page);
    // A request issued after the run, seen by the context: any request the run made came before it (no fixed sleep).
    const sentinel = w.context.waitForEvent('request', (r) => r.url().includes('after-run-sentinel'));
    await w.page.evaluate(() => fetch('favicon.svg?after-run-sentinel').then(() => undefined));
    await sentinel;
    const logs = (await results(w.page).locator('.test-logs pre').first().textContent()) ?? '';
    const report = JSON.parse(logs.replace(/^REPORT /, '')) as Record<string, string>;
    expect(report.localStorage).toMatch(/^blocked/);
    expect(report.localStorageWrite).toMatch(/^blocked/);
    expect(report.document).toMatch(/^blocked/);
    expect(report.cookie).toMatch(/^blocked/);
    expect(report.parent).toMatch(/^blocked/);
    expect(report.indexedDB).toMatch(/^blocked/);
    expect(report.importScripts).toMatch(/^blocked/);
    expect(JSON.stringify(report)).not.toContain('top-secret');
    // The lab's storage, cookie and DOM are unchanged, and no request left.
    expect(await w.page.evaluate(() => localStorage.getItem('aml.secret'))).toBe('top-secret');
    // The progress changed only by the lab's own record of the run (its best score, 0 here), not by the attack.
    const before = JSON.parse(
      progressBefore ?? '{"state":{"read":{},"lastSection":{},"exercises":{}}}',
    ).state;
    const after = JSON.parse(
      (await w.page.evaluate(() => localStorage.getItem('aml.progress'))) ?? '{}',
    ).state;
    expect(after).toEqual({
      ...before,
      exercises: {
        ...before.exercises,
        '01-marginal-cost': { passed: false, solutionShown: false, best: 0 },
      },
    });
    expect(await w.page.evaluate(() => document.cookie)).toContain('aml_session=top-secret');
    expect(
      await w.page
        .getByRole('heading', { level: 1, name: 'Parametric window and marginal cost' })
        .isVisible(),
    ).toBe(true);
    expect(requests.filter((u) => u.includes('leak'))).toEqual([]);
    // The mechanism: an opaque-origin iframe (scripts only) with a no-network policy.
    const frame = w.page.locator('iframe.exercise-sandbox-frame');
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(w.foreignRequests).toEqual([]);
  });

  it('keeps the code across a reload without running it, and Ctrl+Enter runs the tests', async ({ lab }) => {
    const w = await lab.open(null, { share: true });
    await openExercise(w, '03-multi-domain-paging');
    await setExerciseCode(w.page, '// my attempt 42\nexport class MultiDomainPagedMemory {}\n');
    await w.page.reload();
    await w.page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => visibleCode(w.page)).toContain('my attempt 42');
    expect(await summary(w.page).textContent()).toBe('No results yet: run the tests to see them here.');
    await w.page.locator('.monaco-editor .view-lines').first().click();
    await w.page.keyboard.press('Control+Enter');
    await summary(w.page)
      .filter({ hasText: /0 passed, 8 failed/ })
      .waitFor({ timeout: 15_000 });
    expect(await results(w.page).locator('.test-item__error').first().textContent()).toContain(
      'is not a function',
    );
  });

  it("type-checks against the engine's types in the editor and lists type errors with their line", async ({
    lab,
  }) => {
    const w = await lab.open(null, { share: true });
    await openExercise(w, '02-paged-vector-memory');
    const code = `import { BowEmbedder } from 'agent-memory-lab';\nconst size: number = new BowEmbedder().embed('a b');\nexport class PagedVectorMemory {}\n`;
    await setExerciseCode(w.page, code);
    await runAndWait(w.page);
    await typesChecked(w.page);
    const types = results(w.page).locator('.test-results__types');
    const text = (await types.textContent()) ?? '';
    expect(text).toContain("Type 'number[]' is not assignable to type 'number'");
    expect(text).toContain('line 2');
    expect(text).not.toContain('Cannot find module');
  });

  it('shows syntax errors with their line, resets with confirmation, remembers the solution was shown', async ({
    lab,
  }) => {
    const w = await lab.open(null, { share: true });
    await openExercise(w, '02-paged-vector-memory');
    await setExerciseCode(w.page, 'export class PagedVectorMemory {\n  add( {\n}\n');
    expect(await runAndWait(w.page, /does not compile/)).toContain('Your code does not compile');
    // The compiler stops at the end of the input (line 4); the type checker points at the open parenthesis (line 2).
    expect(
      await results(w.page)
        .locator('.test-results__compile')
        .getByRole('button', { name: /Go to line/ })
        .count(),
    ).toBe(1);
    await typesChecked(w.page);
    expect(
      await results(w.page)
        .locator('.test-results__types')
        .getByRole('button', { name: /Go to line 2/ })
        .count(),
    ).toBeGreaterThan(0);
    // Reset asks first, then brings the starter back.
    await w.page.getByRole('button', { name: 'Reset' }).click();
    await w.page.getByRole('button', { name: 'Yes, reset my code' }).click();
    await w.page
      .locator('.monaco-editor .view-lines')
      .first()
      .filter({ hasText: 'importance + recency eviction' })
      .waitFor();
    expect(await editorText(w.page)).not.toContain('add( {');
    // Hints one at a time.
    await w.page.getByRole('button', { name: 'Show hint' }).click();
    await w.page.getByRole('button', { name: 'Show hint' }).click();
    expect(await w.page.locator('.hint-list li').count()).toBe(2);
    // The solution asks for confirmation and is remembered.
    await w.page.getByRole('button', { name: 'Show solution' }).click();
    await w.page.getByRole('button', { name: 'Yes, show the solution' }).click();
    await w.page.getByRole('heading', { name: 'Reference solution' }).waitFor();
    const progress = await w.page.evaluate(() => JSON.parse(localStorage.getItem('aml.progress') ?? '{}'));
    expect(progress.state.exercises['02-paged-vector-memory'].solutionShown).toBe(true);
  });

  it('opens an exercise whose saved code is corrupt on the starter with a notice, keeping the others', async ({
    lab,
  }) => {
    const w = await lab.open(null, { share: true });
    await w.page.goto(w.url('#/en'));
    await w.page.evaluate(() =>
      localStorage.setItem(
        'aml.exerciseCode',
        JSON.stringify({
          state: {
            code: {
              '01-marginal-cost': { source: 42 },
              '03-multi-domain-paging': {
                source: '// kept work 7\nexport class MultiDomainPagedMemory {}\n',
                savedAt: 1,
              },
            },
          },
          version: 1,
        }),
      ),
    );
    await openExercise(w, '01-marginal-cost');
    await w.page
      .getByText(/Your saved code for "Parametric window and marginal cost" could not be read/)
      .waitFor();
    await expect.poll(() => visibleCode(w.page)).toContain('Exercise 1: parametric window');
    await openExercise(w, '03-multi-domain-paging');
    await expect.poll(() => visibleCode(w.page)).toContain('kept work 7');
  });

  it('works in French with a "Résultats des tests" region and has no serious axe violation', async ({
    lab,
  }) => {
    // The page's language is the one in its address (the app never reads the browser's): the shared context serves.
    const w = await lab.open(null, { colorScheme: 'dark', share: true });
    await openExercise(w, '01-marginal-cost', 'fr');
    await w.page.getByRole('button', { name: 'Lancer les tests' }).click();
    await summary(w.page, 'Résultats des tests')
      .filter({ hasText: /0 réussi, 12 échoués/ })
      .waitFor({ timeout: 15_000 });
    const violations = await seriousAxeViolations(w.page);
    expect(violations).toEqual([]);
  });

  // Each exercise found in exercises/, themes alternating, is checked with its results on screen and the end of its
  // code in view: Monaco dims the number of the empty line after the final newline (the one a student reaches with
  // Ctrl+End), which must keep the contrast of the other line numbers.
  const slugs = readdirSync(resolve(root, 'exercises')).filter((name) => /^\d\d-/.test(name));
  it.for(slugs.map((slug, i) => [slug, i % 2 === 0 ? 'light' : 'dark'] as const))(
    'has no serious axe violation on %s after a run (%s theme)',
    async ([slug, colorScheme], { lab }) => {
      const w = await lab.open(null, { colorScheme, share: true });
      await openExercise(w, slug);
      await runAndWait(w.page);
      await w.page.locator('.monaco-editor .view-lines').first().click();
      await w.page.keyboard.press('ControlOrMeta+End');
      await w.page.locator('.monaco-editor .line-numbers.dimmed-line-number').first().waitFor();
      expect(await seriousAxeViolations(w.page)).toEqual([]);
    },
  );

  it('does not load the editor on the chapter page, whose exercise cards link to each exercise', async ({
    lab,
  }) => {
    const w = await lab.open(null);
    const scripts: string[] = [];
    w.page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await w.page.goto(w.url('#/en/chapter/1/exercises'));
    await w.page.locator('.exercise-card').first().waitFor({ timeout: 15_000 });
    expect(await w.page.locator('.exercise-card').count()).toBe(3);
    expect(scripts.filter((s) => /MonacoEditor|editor\.api|ExerciseWorkspace/.test(s))).toEqual([]);
    await w.page.locator('.exercise-card a').first().click();
    await w.page.locator('.monaco-editor').first().waitFor({ timeout: 30_000 });
  });
});
