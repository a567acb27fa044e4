/**
 * Python cells in Chromium, on the production build served by a plain static host (no COOP/COEP headers, so the
 * page is not cross-origin isolated: stopping Python ends the worker and restarts the kernel).
 */
import type { Locator, Page } from 'playwright-core';
import { cells as chapter1 } from '../../src/cells/python/chapter1/index';
import pythonMessages from '../../src/components/cells/python/python.messages';
import { seriousAxeViolations } from './browser';
import { it } from './fixtures';
import { POLL_MS, pythonCell, replaceCellCode } from './page';
import { snapshotStored } from './snapshots';
import { ownSite } from './ownSite';

const expected = (id: string) => {
  const out = chapter1.find((c) => c.id === id)?.expectedOutput;
  if (out === undefined) throw new Error(`no expected output for ${id}`);
  return out;
};

const ROLLING = {
  en: 'Rolling window: six messages, a window of four',
  fr: 'Fenêtre glissante : six messages, une fenêtre de quatre',
};
const SUMMARY = {
  en: 'Progressive summary: seven messages, a window of three',
  fr: 'Résumé progressif : sept messages, une fenêtre de trois',
};
const stdout = (cell: Locator) =>
  cell.getByRole('region', { name: /^(Output|Sortie)$/ }).locator('pre.py-output__stdout');

/** Waits until the cell's printed output is exactly `text` (print() ends each line with a newline). */
async function waitForStdout(cell: Locator, text: string, timeout = 150_000) {
  const handle = await cell.elementHandle();
  try {
    await cell
      .page()
      .waitForFunction(
        ([el, want]) => (el as HTMLElement).querySelector('pre.py-output__stdout')?.textContent === want,
        [handle, `${text}\n`] as const,
        { timeout, polling: POLL_MS },
      );
  } catch (error) {
    // Say what the cell showed instead (load progress, notice, output) so a failure can be read.
    const shown = await cell.getByRole('region', { name: /^(Output|Sortie)$/ }).textContent();
    throw new Error(`the cell never printed the expected output; its Output region shows: ${shown}`, {
      cause: error,
    });
  }
}

// Pyodide loads in each fresh page (about 13.5 MB and a Python start): generous limits on a shared 2-core machine.
// The tests on the lab's own server share one browser context (`share`): each has its own page, kernel and empty Web
// Storage, but the first one's download and kernel memory snapshot serve the next ones.
/** Runs chapter 1's rolling-window cell as the seed wrote it, until it has printed the seed's lines. */
async function runRollingWindow(cell: Locator): Promise<void> {
  await cell.getByRole('button', { name: 'Run', exact: true }).click();
  await waitForStdout(cell, expected('rolling-window'));
}

/** Edits the cell into `while True: pass` and runs it: returns its Output region once it says Running…. */
async function runForever(page: Page, cell: Locator): Promise<Locator> {
  await cell.getByRole('button', { name: 'Edit', exact: true }).click();
  await replaceCellCode(page, cell, 'while True: pass');
  const output = cell.getByRole('region', { name: 'Output' });
  await cell.getByRole('button', { name: 'Run', exact: true }).click();
  await output.getByText('Running…').waitFor();
  return output;
}

const SLOW = 240_000;
/** The first test also waits for the kernel's snapshot, a second Python start in the background. */
const SNAPSHOT_MS = 120_000;

/** An init script: the first cell's top in each animation frame where it exists, in `window.__cellTops`. */
const CELL_TOPS = `
  window.__cellTops = [];
  (function frame() {
    var cell = document.querySelector('section.nb-cell');
    if (cell) window.__cellTops.push(Math.round(cell.getBoundingClientRect().top + window.scrollY));
    requestAnimationFrame(frame);
  })();
`;

describe('Python cells (Pyodide) in Chromium', () => {
  it(
    'loads nothing of Python with the lesson, then runs a chapter 1 cell unmodified and prints the seed’s lines',
    async ({ lab }) => {
      const w = await lab.open(null, { locale: 'en-US', share: true });
      const pythonRequests: string[] = [];
      w.page.on('request', (r) => {
        if (/\/pyodide\/|kernel\.worker/.test(r.url())) pythonRequests.push(r.url());
      });
      await w.page.goto(w.url('#/en/chapter/1/rolling-window'));
      const cell = await pythonCell(w.page, ROLLING.en);
      await cell.getByRole('button', { name: 'Run', exact: true }).waitFor();
      await w.page.waitForLoadState('networkidle');
      expect(pythonRequests).toEqual([]); // Pyodide is not part of the lesson page
      expect(await cell.getByText(/The first run downloads Python \(Pyodide, 13\.5 MB\)/).isVisible()).toBe(
        true,
      );

      await runRollingWindow(cell);
      const output = cell.getByRole('region', { name: 'Output' });
      // The cell before it (the seed's imports) ran first, and the cell says so.
      expect(await output.textContent()).toContain('Ran the earlier cells first: Setup');
      expect(pythonRequests.some((u) => u.endsWith('/pyodide/pyodide.asm.wasm'))).toBe(true);
      // The kernel's memory snapshot, made in the background after this first start, is stored before the page
      // closes (closing it would end the making): the file's next tests restore it instead of each starting afresh.
      await snapshotStored(w.page, 'kernel', SLOW);
    },
    SLOW + SNAPSHOT_MS,
  );

  it(
    'runs an edited cell (Edit, Shift+Enter), shows a traceback at the line, and Revert brings the seed back',
    async ({ lab }) => {
      const w = await lab.open('#/en/chapter/1/rolling-window', { locale: 'en-US', share: true });
      const cell = await pythonCell(w.page, ROLLING.en);
      await cell.getByRole('button', { name: 'Edit', exact: true }).click();
      const original = chapter1.find((c) => c.id === 'rolling-window')?.python ?? '';
      await replaceCellCode(
        w.page,
        cell,
        original.replace('rw = RollingWindow(max_messages=4)', 'rw = RollingWindow(max_messages=2)'),
      );
      await w.page.keyboard.press('Shift+Enter');
      const output = cell.getByRole('region', { name: 'Output' });
      await output
        .getByText("append #2: taille=2  -> evince(s) : ['message #0']")
        .waitFor({ timeout: 150_000 });
      expect(await stdout(cell).textContent()).toContain('Total evicques sur la duree de vie : 4');

      // A failing edit: the traceback names the cell and the line.
      await replaceCellCode(w.page, cell, 'x = 1\nprint("before")\nprint(undefined_name)');
      await w.page.keyboard.press('Shift+Enter');
      await output.getByText('Python error: NameError at line 3 of this cell.').waitFor({ timeout: 30_000 });
      expect(await output.locator('pre.py-output__traceback').textContent()).toContain(
        'File "<cell chapter1/rolling-window>", line 3',
      );
      expect(await seriousAxeViolations(w.page)).toEqual([]);

      await cell.getByRole('button', { name: 'Revert', exact: true }).click();
      await runRollingWindow(cell);
    },
    SLOW,
  );

  it(
    'stops a looping cell with Stop and at the 10 s limit by restarting the kernel, and the page keeps answering',
    async ({ lab }) => {
      const w = await lab.open('#/en/chapter/1/rolling-window', { locale: 'en-US', share: true });
      const cell = await pythonCell(w.page, ROLLING.en);
      await runRollingWindow(cell);

      const output = await runForever(w.page, cell);
      // The page answers while Python loops: the Edit toggle reacts at once.
      const editButton = cell.getByRole('button', { name: 'Edit', exact: true });
      await editButton.click({ timeout: 8_000 });
      expect(await editButton.getAttribute('aria-pressed')).toBe('false');
      await cell.getByRole('button', { name: 'Stop', exact: true }).click({ timeout: 8_000 });
      await output.getByText(/^Stopped: the Python kernel was restarted/).waitFor({ timeout: 10_000 });

      // Without Stop, the time limit ends it.
      const started = Date.now();
      await cell.getByRole('button', { name: 'Run', exact: true }).click();
      await output
        .getByText(/^Time limit reached \(10 s\)\. Stopped: the Python kernel was restarted/)
        .waitFor({ timeout: 150_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);

      // The fresh kernel runs the original again, after the cell before it (its namespace was lost).
      await cell.getByRole('button', { name: 'Revert', exact: true }).click();
      await runRollingWindow(cell);
      expect(await output.textContent()).toContain('Ran the earlier cells first: Setup');
    },
    SLOW,
  );

  it(
    'works in French, in dark mode, with no serious axe violation',
    async ({ lab }) => {
      // In the shared context too: the page's language is the one in its address (the app never reads the
      // browser's), and the first start is the first test's subject.
      const w = await lab.open(null, { colorScheme: 'dark', share: true });
      // Every frame the page draws, from the first: the first cell's top, so a move under a pointer is seen.
      await w.page.addInitScript({ content: CELL_TOPS });
      await w.page.goto(w.url('#/fr/chapter/1/progressive-summary'));
      const cell = await pythonCell(w.page, SUMMARY.fr);
      await cell.getByRole('button', { name: 'Exécuter', exact: true }).waitFor();
      // Once drawn, the cell never moved: its toolbar came in the same frame (a toolbar a frame later pushed it 62 px).
      expect(await w.page.evaluate('[...new Set(window.__cellTops)]')).toHaveLength(1);
      // The chapter's toolbar is drawn with the page's first cell, never after Run shows: a toolbar arriving later
      // pushes the cells below it down, and a click on Run pressed before and released after the move is lost.
      expect(
        await w.page.getByRole('group', { name: 'Les cellules de ce chapitre', exact: true }).count(),
      ).toBe(1);
      for (const name of ['Exécuter', 'Modifier'])
        expect(await cell.getByRole('button', { name, exact: true }).count()).toBe(1);
      expect(
        await cell.getByText(/La première exécution télécharge Python \(Pyodide, 13,5 Mo\)/).isVisible(),
      ).toBe(true);
      await cell.getByRole('button', { name: 'Exécuter', exact: true }).click();
      // The press reached the cell: its Output left the idle line at once (a progress line, a notice or output),
      // so a lost click fails here and says so, instead of waiting for output that cannot come.
      await expect
        .poll(() => cell.getByRole('region', { name: 'Sortie' }).textContent(), {
          message: 'the click on Exécuter never reached the cell (its Output still shows the idle line)',
        })
        .not.toContain(pythonMessages.fr.noOutput);
      await waitForStdout(cell, expected('summary'));
      const output = cell.getByRole('region', { name: 'Sortie' });
      expect(await output.textContent()).toContain('Les cellules précédentes ont d’abord été exécutées');
      expect(await seriousAxeViolations(w.page)).toEqual([]);
    },
    SLOW,
  );
});

describe('Python cells offline', () => {
  const site = ownSite();

  it(
    'runs a Python cell offline once Python has been used',
    async ({ lab }) => {
      const { context, page } = await lab.open(null, {
        baseUrl: site.baseUrl,
        serviceWorkers: 'allow',
        locale: 'en-US',
      });
      await page.goto(`${site.baseUrl}#/en/chapter/1/rolling-window`);
      await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, {
        timeout: 30_000,
        polling: POLL_MS,
      });
      let cell = await pythonCell(page, ROLLING.en);
      await runRollingWindow(cell);

      // Pyodide's files are in the service worker's cache (cached on first use).
      const cached = await page.evaluate(async () => {
        const names = await caches.keys();
        const urls: string[] = [];
        for (const name of names) for (const r of await (await caches.open(name)).keys()) urls.push(r.url);
        return urls
          .filter((u) => u.includes('/pyodide/'))
          .map((u) => u.slice(u.lastIndexOf('/') + 1))
          .sort();
      });
      expect(cached).toEqual([
        'pyodide-lock.json',
        'pyodide.asm.mjs',
        'pyodide.asm.wasm',
        'pyodide.mjs',
        'python_stdlib.zip',
      ]);

      await site.stop();
      await context.setOffline(true);
      await page.reload();
      cell = await pythonCell(page, ROLLING.en);
      await runRollingWindow(cell);
    },
    SLOW,
  );
});

describe('Python cells on a cross-origin isolated page', () => {
  const site = ownSite({ isolate: true });

  it(
    'interrupts a looping cell with KeyboardInterrupt and keeps the namespace',
    async ({ lab }) => {
      const w = await lab.open(null, { baseUrl: site.baseUrl, locale: 'en-US' });
      const { page } = w;
      await page.goto(`${site.baseUrl}#/en/chapter/1/rolling-window`);
      expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
      const cell = await pythonCell(page, ROLLING.en);
      await runRollingWindow(cell);

      const output = await runForever(w.page, cell);
      await cell.getByRole('button', { name: 'Stop', exact: true }).click({ timeout: 8_000 });
      // The run's end (state), then which stop it was: a restart would say so here.
      const stopped = output.getByText(/Stopped: /);
      await stopped.waitFor({ timeout: 30_000 });
      expect(await stopped.textContent()).toMatch(/Stopped: Python was interrupted \(KeyboardInterrupt\)/);
      expect(await output.locator('pre.py-output__traceback').textContent()).toContain('KeyboardInterrupt');

      // Same kernel: the window built by the first run is still there.
      await replaceCellCode(w.page, cell, 'print(rw._evicted_total, len(rw))');
      await page.keyboard.press('Shift+Enter');
      await waitForStdout(cell, '2 4');
      expect(await output.textContent()).not.toContain('Ran the earlier cells first');

      // A cell that catches KeyboardInterrupt and goes on: Python saw the interrupt and ignored it, so the kernel is
      // restarted after the longer grace (or at the cell's time limit, if that comes first), and the notice says why,
      // not "this page is not isolated".
      await replaceCellCode(
        w.page,
        cell,
        'while True:\n    try:\n        while True: pass\n    except KeyboardInterrupt:\n        pass',
      );
      await cell.getByRole('button', { name: 'Run', exact: true }).click();
      await output.getByText('Running…').waitFor();
      await cell.getByRole('button', { name: 'Stop', exact: true }).click({ timeout: 8_000 });
      await stopped.waitFor({ timeout: 60_000 });
      expect(await stopped.textContent()).toMatch(/Stopped: Python did not stop when interrupted/);
    },
    SLOW,
  );
});
