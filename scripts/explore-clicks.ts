/**
 * Random use of every page's controls (scripts/lib/labPages.ts), as a learner trying everything would: a click on a
 * button, a link of the lab, a tab, a check box or a radio; a value typed in a field (empty, negative, huge, not a
 * number...); a slider set anywhere between its bounds; an option chosen in a list; a file of junk given to a file
 * field (the learner's own files: a take, a memory file, a model file). Only what can be seen and is enabled, inside
 * an open dialog when there is one, and mostly the page's own controls rather than the header's. With a seeded generator so a run can be repeated:
 *   npx tsx scripts/explore-clicks.ts [--actions 60] [--seed 1] [--lang en|fr] [--only <regexp of a page's hash>]
 * Each page opens in a fresh context; what is printed for each is scripts/lib/explore.ts's.
 */
import type { Page } from 'playwright-core';
import { exploreOptions, explorePages } from './lib/explore';
import { numberArg } from './lib/site';

/** What a learner may type in a field, the odd values included. */
const VALUES = ['', '0', '1', '-1', '3.5', '1e9', '99999999999', 'abc', 'NaN', ' 12 ', 'é à « »', '<b>x</b>'];
/** Names of the junk files given to file fields: each loader of the lab reads one of these kinds. */
const FILE_NAMES = ['take.json', 'memory.md', 'notes.txt', 'model.gguf', 'data.jsonl', 'image.png'];
const MARK = 'data-explore-target';

/** What the page tells about the control it marked: its kind and a short name for the report. */
interface Target {
  kind: 'click' | 'fill' | 'range' | 'select' | 'file' | 'none';
  name: string;
  min: number;
  max: number;
  options: number;
}

/**
 * Marks one control the learner could use now (seen, enabled, in the open dialog if any), chosen by `r` in [0, 1).
 * Links count only when they stay in the lab (a hash route, or a file the lab serves or makes).
 */
async function markTarget(page: Page, r: number, inMain: boolean): Promise<Target> {
  return page.evaluate(
    ({ r, inMain, mark }) => {
      document.querySelectorAll(`[${mark}]`).forEach((e) => e.removeAttribute(mark));
      const dialog = [...document.querySelectorAll('dialog[open], [aria-modal="true"]')].pop();
      const main = inMain ? document.querySelector('main') : null;
      // In an open dialog only; else the page's `main`, then (a page still drawing its lesson has nothing there yet)
      // the whole document. Named functions are not used in here: tsx would wrap them in a helper the page lacks.
      const roots: ParentNode[] = dialog ? [dialog] : main ? [main, document] : [document];
      let candidates: HTMLElement[] = [];
      for (const root of roots) {
        candidates = [
          ...root.querySelectorAll<HTMLElement>(
            'button, a[href], input, select, textarea, summary, [role="tab"], [role="switch"], [role="checkbox"]',
          ),
        ].filter((e) => {
          const box = e.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || e.closest('[inert], [hidden]')) return false;
          // Out of the page until focused (the skip link): no pointer reaches it.
          if (box.right + scrollX <= 0 || box.bottom + scrollY <= 0) return false;
          if ((e as HTMLButtonElement).disabled || e.getAttribute('aria-disabled') === 'true') return false;
          if (e instanceof HTMLAnchorElement) {
            const href = e.getAttribute('href') ?? '';
            return (
              href.startsWith('#') || href.startsWith('blob:') || new URL(e.href).origin === location.origin
            );
          }
          return !(e instanceof HTMLInputElement && e.type === 'hidden');
        });
        if (candidates.length > 0) break;
      }
      const none = { kind: 'none' as const, name: 'nothing to use', min: 0, max: 0, options: 0 };
      const e = candidates[Math.floor(r * candidates.length)];
      if (!e) return none;
      e.setAttribute(mark, '');
      const label =
        e.getAttribute('aria-label') ?? (e.textContent?.trim() || (e as HTMLInputElement).name || e.id || '');
      const name = `${e.tagName.toLowerCase()}${e instanceof HTMLInputElement ? `[${e.type}]` : ''} "${label.slice(0, 30)}"`;
      if (e instanceof HTMLSelectElement)
        return { ...none, kind: 'select' as const, name, options: e.options.length };
      if (e instanceof HTMLTextAreaElement) return { ...none, kind: 'fill' as const, name };
      if (e instanceof HTMLInputElement) {
        if (e.type === 'range')
          return {
            ...none,
            kind: 'range' as const,
            name,
            min: Number(e.min || 0),
            max: Number(e.max || 100),
          };
        if (e.type === 'file') return { ...none, kind: 'file' as const, name };
        if (!['checkbox', 'radio', 'button', 'submit', 'reset', 'color'].includes(e.type))
          return { ...none, kind: 'fill' as const, name };
      }
      return { ...none, kind: 'click' as const, name };
    },
    { r, inMain, mark: MARK },
  );
}

/** Sets a slider as dragging it would: the value, then the input and change events React listens to. */
async function setRange(page: Page, value: number): Promise<void> {
  await page.locator(`[${MARK}]`).evaluate((e, v) => {
    const input = e as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, String(v));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
}

/** Bytes a learner's wrong file could hold: random bytes, or text that looks like JSON and is not. */
function junk(next: () => number): Buffer {
  const length = Math.floor(next() * 2000);
  if (next() < 0.5) return Buffer.from(Array.from({ length }, () => Math.floor(next() * 256)));
  return Buffer.from(`{"version": 1, "items": [${'{"a": 1},'.repeat(length % 50)}`);
}

const ACTION_TIMEOUT_MS = 1_500;
/** How often the control is one of the page's own (in `main`) rather than the header's links and buttons. */
const IN_MAIN = 0.85;

await explorePages(exploreOptions(), numberArg('actions', 60), 'random actions', async (page, next) => {
  const target = await markTarget(page, next(), next() < IN_MAIN);
  const control = page.locator(`[${MARK}]`);
  const options = { timeout: ACTION_TIMEOUT_MS };
  try {
    switch (target.kind) {
      case 'none':
        break;
      case 'click':
        await control.click(options);
        break;
      case 'fill': {
        const value = VALUES[Math.floor(next() * VALUES.length)] ?? '';
        await control.fill(value, options);
        return `fill ${target.name} with "${value}"`;
      }
      case 'range': {
        const value = target.min + Math.round(next() * (target.max - target.min));
        await setRange(page, value);
        return `set ${target.name} to ${value}`;
      }
      case 'select': {
        const index = Math.floor(next() * target.options);
        await control.selectOption({ index }, options);
        return `choose option ${index} of ${target.name}`;
      }
      case 'file': {
        const name = FILE_NAMES[Math.floor(next() * FILE_NAMES.length)] ?? 'x.bin';
        await control.setInputFiles(
          { name, mimeType: 'application/octet-stream', buffer: junk(next) },
          options,
        );
        return `give ${name} to ${target.name}`;
      }
    }
  } catch {
    // Covered by an animation, moved, or gone before the action: a learner's click that missed, not an error.
    return `missed ${target.name}`;
  }
  return target.kind === 'none' ? target.name : `click ${target.name}`;
});
