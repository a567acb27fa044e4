import type { Page } from 'playwright-core';

/** Lazy parts still loading: a lesson widget, a code editor, a visualizer, a page's own fallback. */
export const LOADING = '.lesson-widget__loading, .code-editor__loading, .viz--loading, p.loading';

/**
 * The page's width and, when it is wider than the viewport, where the overflow starts: the first `max` boxes wider
 * than a parent that is itself inside the viewport. A box that scrolls inside its parent (code, wide tables) is no
 * culprit. Shared by phone.e2e.ts and scripts/measure-reflow.ts.
 */
export function widthAndCulprits(page: Page, max = 1): Promise<{ width: number; culprits: string[] }> {
  return page.evaluate((most) => {
    const width = document.documentElement.scrollWidth;
    const limit = document.documentElement.clientWidth + 1;
    const culprits: string[] = [];
    if (width > limit)
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        const parent = el.parentElement;
        if (!parent || el.getBoundingClientRect().right <= limit) continue;
        if (getComputedStyle(parent).overflowX !== 'visible') continue;
        if (parent.getBoundingClientRect().right > limit) continue;
        culprits.push(`${el.tagName.toLowerCase()}.${String(el.className)} in .${String(parent.className)}`);
        if (culprits.length === most) break;
      }
    return { width, culprits };
  }, max);
}
