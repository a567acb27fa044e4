/**
 * The axe helper every real-browser file uses (seriousAxeViolations) skips the rules that can only report minor or
 * moderate violations. This checks it loses nothing: on a page made to break rules of every impact, and on a lab
 * page, it finds exactly the serious and critical violations a run of every rule finds. It judges colours once the
 * page's finite animations have ended.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './browser';
import { it } from './fixtures';
import { loaded } from './page';

const requireFromHere = createRequire(import.meta.url);

/** Every rule axe runs by default, unfiltered: each violation as `rule (impact)`. */
async function everyViolation(page: Page): Promise<{ id: string; impact: string | null; at: string }[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ path: requireFromHere.resolve('axe-core') });
  const result = await page.evaluate(async () => {
    type AxeResult = { violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] };
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResult> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    at: `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`,
  }));
}

const seriousOf = (all: { impact: string | null; at: string }[]) =>
  all.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.at);

// Breaks rules of each impact: image-alt and button-name (critical), color-contrast (serious), heading-order,
// region and landmark-one-main (moderate), empty-heading (minor).
const BROKEN = `<!doctype html><html lang="en"><head><title>Broken on purpose</title></head><body>
  <h1>Title</h1><h4>Skipped two levels</h4><h2></h2>
  <p style="color:#bbb;background:#fff">Faint text on white</p>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <button></button>
</body></html>`;

// Black text next to an endless spinner, which the helper must not wait for; the test makes the text arrive.
const ARRIVING = `<!doctype html><html lang="en"><head><title>Arriving</title><style>
  @keyframes spin { to { transform: rotate(1turn) } }
  .spinner { width: 1em; height: 1em; border: 2px solid #000; animation: spin 1s linear infinite }
</style></head><body><main><h1>Arriving</h1><p>Settles to black</p><div class="spinner"></div></main></body></html>`;

describe('the axe helper (only the rules that can be serious or critical)', () => {
  it('finds every serious and critical violation a run of every rule finds, on a page broken on purpose', async ({
    lab,
  }) => {
    const w = await lab.open(null);
    await w.page.setContent(BROKEN);
    const all = await everyViolation(w.page);
    // The page breaks rules of lower impact too, which the helper does not run.
    expect(all.filter((v) => v.impact === 'moderate' || v.impact === 'minor').map((v) => v.id)).toEqual(
      expect.arrayContaining(['heading-order', 'region', 'empty-heading']),
    );
    const found = await seriousAxeViolations(w.page);
    expect(found.map((v) => v.split(':')[0])).toEqual(
      expect.arrayContaining(['image-alt', 'button-name', 'color-contrast']),
    );
    expect([...found].sort()).toEqual(seriousOf(all).sort());
  });

  it('agrees with a run of every rule on a lab page', async ({ lab }) => {
    const w = await lab.open('#/en/visualizer', { colorScheme: 'dark' });
    await loaded(w.page);
    const found = await seriousAxeViolations(w.page);
    expect([...found].sort()).toEqual(seriousOf(await everyViolation(w.page)).sort());
  });

  it('judges colours once the finite animations have ended, not during them', async ({ lab }) => {
    const w = await lab.open(null);
    await w.page.setContent(ARRIVING);
    // The text stays faint (#bbb on white) for 4 s, then turns black: held at its start for the first run.
    await w.page.evaluate(() => {
      const arriving = document.querySelector('p')?.animate([{ color: '#bbb' }, { color: '#000' }], {
        duration: 4000,
        easing: 'steps(1, end)',
      });
      arriving?.pause();
      Object.assign(window, { arriving });
    });
    // A run during the animation sees the faint text: what the helper's wait is for.
    expect((await everyViolation(w.page)).map((v) => v.id)).toContain('color-contrast');
    await w.page.evaluate(() => (window as unknown as { arriving: Animation }).arriving.play());
    expect(await seriousAxeViolations(w.page)).toEqual([]);
  });
});
