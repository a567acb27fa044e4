// Shared by the measurement scripts: build the production site once into a temp folder, serve it under a
// sub-path, and hand a Chromium (Debian's, via playwright-core) to the caller.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../tools/browser/chromium';
import { buildProduction, startStaticServer } from '../../tools/browser/static-server';

const root = resolve(import.meta.dirname, '../..');

export async function withBuiltSite<T>(
  fn: (site: { browser: Browser; url: string; distDir: string }) => Promise<T>,
): Promise<T> {
  const distDir = process.env.E2E_DIST ?? (await mkdtemp(join(tmpdir(), 'aml-measure-dist-')));
  if (!process.env.E2E_DIST) await buildProduction(root, distDir);
  const { server, origin } = await startStaticServer(resolve(distDir), '/agent-memory-lab/');
  const browser = await launchBrowser();
  try {
    return await fn({ browser, url: `${origin}/agent-memory-lab/`, distDir });
  } finally {
    await browser.close();
    await new Promise<void>((r) => server.close(() => r()));
    if (!process.env.E2E_DIST) await rm(distDir, { recursive: true, force: true });
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx] as number;
}

/** The word after `--name` on the command line, or undefined when `--name` is absent. */
export function stringArg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}

/** The number after `--name` on the command line, or `fallback` when it is absent, not a number or not positive. */
export function numberArg(name: string, fallback: number): number {
  const v = Number(stringArg(name) ?? NaN);
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

const EDITOR = '.monaco-editor .view-lines';

/**
 * Exercise 1 in a new context that may use the clipboard, with a solution pasted into its editor as a learner would
 * (the clipboard, not the page's store): `python` picks the exercise's Python language first. The caller closes the
 * context.
 */
export async function openExerciseWithSolution(
  browser: Browser,
  url: string,
  { solution, python = false, timeoutMs }: { solution: URL; python?: boolean; timeoutMs: number },
): Promise<{ context: BrowserContext; page: Page; solution: string }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  const page = await context.newPage();
  await page.goto(`${url}#/en/exercises/01-marginal-cost`);
  await page.locator(EDITOR).first().waitFor({ timeout: timeoutMs });
  if (python) {
    await page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'Python' }).check();
    await page.locator(EDITOR).first().waitFor({ timeout: timeoutMs });
  }
  const text = await readFile(solution, 'utf8');
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.locator(EDITOR).first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  return { context, page, solution: text };
}

/**
 * Clicks Run on a lesson's Python cell (its original Python tab first, where it has tabs) and returns the ms until
 * its printed output is `want`, or, with `want` null, until it prints anything.
 */
export async function timePythonCellRun(
  page: Page,
  title: string,
  { want, timeoutMs }: { want: string | null; timeoutMs: number },
): Promise<number> {
  const cell = page.getByRole('group', { name: title, exact: true });
  await cell.waitFor({ timeout: timeoutMs });
  const tab = cell.getByRole('tab', { name: 'Python (original)' });
  if ((await tab.count()) > 0 && (await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  const run = cell.getByRole('button', { name: 'Run', exact: true });
  await run.waitFor();
  const handle = await cell.elementHandle();
  const started = Date.now();
  await run.click();
  await page.waitForFunction(
    ([el, text]) => {
      const printed = (el as HTMLElement).querySelector('pre.py-output__stdout')?.textContent ?? '';
      return text === null ? printed.length > 0 : printed === text;
    },
    [handle, want] as const,
    { timeout: timeoutMs, polling: 'raf' },
  );
  return Date.now() - started;
}
