/**
 * What the real-browser tests wait on and do on a page, in one place: state to wait for (never time), a region by
 * its accessible name, and pasting code into an editor as a person would.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { LOADING } from '../../scripts/lib/pageChecks';

/**
 * How often a `waitForFunction` checks its condition. Playwright's default checks it in every animation frame, so
 * the page runs 60 frames a second for as long as the wait lasts (minutes, for Python's first start): about 0.1
 * core-s per second of waiting, against 0.02 for a check every 100 ms (measured on an idle lesson page). The
 * conditions waited on are lasting states, which a check every 100 ms still sees.
 */
export const POLL_MS = 100;

/**
 * The page has drawn its content and is ready for input: a main heading, no lazy part still loading (whose arrival
 * would shift the layout under a click), nothing busy, every visualizer listening to the keyboard (`data-keys`).
 */
export async function loaded(page: Page, timeout = 45_000): Promise<void> {
  await page.waitForFunction(
    (loading) =>
      document.querySelector('main h1') !== null &&
      document.querySelector(loading) === null &&
      document.querySelector('[aria-busy="true"]') === null &&
      document.querySelector('.viz:not([data-keys])') === null,
    LOADING,
    { timeout, polling: POLL_MS },
  );
}

/** No CSS or Web animation running (then one more frame): what axe measures is what a reader sees. */
export async function settled(page: Page, timeout = 45_000): Promise<void> {
  await page.waitForFunction(
    `document.getAnimations().every((a) => a.playState !== 'running') && new Promise((r) => requestAnimationFrame(() => r(true)))`,
    null,
    { timeout, polling: POLL_MS },
  );
}

/** A landmark region by its exact accessible name (a panel, an output, a test-results area). */
export const region = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('region', typeof name === 'string' ? { name, exact: true } : { name });

/**
 * Replaces an editor's whole text the way a person would: focus it, select all, paste from the clipboard. Typing (or
 * keyboard.insertText) goes through Monaco's auto-closing brackets and auto-indent, which would alter the code.
 * `editor` is the editor's element (Monaco's `.monaco-editor`, or a plain textarea fallback).
 */
export async function pasteInto(page: Page, editor: Locator, code: string): Promise<void> {
  await page
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await editor.waitFor({ timeout: 90_000 });
  const lines = editor.locator('.view-lines');
  if ((await lines.count()) > 0) await lines.first().click();
  else await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

/**
 * A screenshot for a person to look at, written to `$AML_SHOTS_DIR/<name>.png` only when that variable is set: a
 * full-page capture costs a loaded machine about a second, and no assertion reads it.
 */
export async function shot(target: Page | Locator, name: string): Promise<void> {
  const dir = process.env['AML_SHOTS_DIR'];
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const path = resolve(dir, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path, fullPage: true });
  else await target.screenshot({ path });
}

/** A notebook cell (the group named by its title) with its "Python (original)" tab selected. */
export async function pythonCell(page: Page, title: string): Promise<Locator> {
  const cell = page.getByRole('group', { name: title, exact: true });
  await cell.waitFor();
  const tab = cell.getByRole('tab', { name: 'Python (original)' });
  if ((await tab.count()) > 0 && (await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  return cell;
}

/** Replaces the whole text of a cell's editor (Monaco, or its plain fallback) as a person would (see pasteInto). */
export async function replaceCellCode(page: Page, cell: Locator, code: string): Promise<void> {
  await cell.locator('.monaco-editor').waitFor({ timeout: 90_000 });
  await pasteInto(page, cell.locator('.monaco-editor, textarea.py-cell__plain-editor').first(), code);
}

/** Replaces the exercise editor's code (see pasteInto) and waits until the page has saved it. */
export async function setExerciseCode(page: Page, code: string): Promise<void> {
  await pasteInto(page, page.locator('.monaco-editor').first(), code);
  await page.waitForFunction(
    (text) => (localStorage.getItem('aml.exerciseCode') ?? '').includes(JSON.stringify(text).slice(1, 40)),
    code,
    { polling: POLL_MS },
  );
}

/** The browser locale of a lab language (the app reads its language from the address; the locale goes with it). */
export const localeOf = (lang: 'en' | 'fr'): 'en-US' | 'fr-FR' => (lang === 'fr' ? 'fr-FR' : 'en-US');

/** A flow tested in both languages: English in the light theme, French in the dark one. */
export const EN_LIGHT_FR_DARK = [
  ['en', 'light'],
  ['fr', 'dark'],
] as const;

/**
 * The WCAG contrast ratio of an element's text against its own background (both read from its computed style; the
 * background must be opaque). For what axe leaves "incomplete", such as text in a transformed pane.
 */
export function textContrast(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    const luminance = (css: string) => {
      const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [hi = 0, lo = 0] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return (hi + 0.05) / (lo + 0.05);
  });
}
