/**
 * Time from a parameter change to the updated chart in the cost lab, in headless Chromium on the built site.
 *   npx tsx scripts/measure-cost-lab.ts [--reps 15] [--sizes 10000,100000,1000000]
 * For each size: open #/en/cost-lab?turns=N, then alternately type N-1 and N into the Turns field. The time is
 * measured inside the page with performance.now(), from the input event to the moment the chart publishes the
 * new result (data-render-id changes once the new lines have been committed and a frame has been drawn).
 * Prints the median and p95 of the round trip, and the worker's own compute time. Target: < 200 ms at 10^6.
 */
import { percentile, withBuiltSite } from './lib/site';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : fallback;
}

const REPS = Number(arg('reps', '15'));
const SIZES = arg('sizes', '10000,100000,1000000').split(',').map(Number);
const WARMUP = 2;

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

await withBuiltSite(async ({ browser, url }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  console.log(`cost lab: parameter change -> updated chart (${REPS} repetitions after ${WARMUP} warm-ups)`);
  console.log('turns       median      p95        worker compute (median)');
  for (const n of SIZES) {
    await page.goto('about:blank');
    await page.goto(`${url}#/en/cost-lab?turns=${n}`);
    await page.waitForFunction(
      (t) =>
        document.querySelector<HTMLElement>('[data-testid="cost-chart"]')?.dataset.computedTurns ===
        String(t),
      n,
      {
        timeout: 60_000,
      },
    );
    const rounds: number[] = [];
    const computes: number[] = [];
    for (let r = 0; r < WARMUP + REPS; r++) {
      const target = r % 2 === 0 ? n - 1 : n;
      const ms = await page.evaluate(async (value) => {
        const input = document.getElementById('lab-turns-input') as HTMLInputElement;
        const box = document.querySelector('[data-testid="cost-chart"]') as HTMLElement;
        const before = box.dataset.renderId;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        const done = new Promise<number>((resolve) => {
          const mo = new MutationObserver(() => {
            if (box.dataset.renderId !== before && box.dataset.computedTurns === String(value)) {
              mo.disconnect();
              resolve(performance.now());
            }
          });
          mo.observe(box, { attributes: true });
        });
        const t0 = performance.now();
        setValue?.call(input, String(value));
        input.dispatchEvent(new Event('input', { bubbles: true }));
        return (await done) - t0;
      }, target);
      const status = (await page.locator('.cl-status').first().textContent()) ?? '';
      const compute = Number(/Computed in ([\d,]+) ms/.exec(status)?.[1]?.replace(/,/g, '') ?? NaN);
      if (r >= WARMUP) {
        rounds.push(ms);
        computes.push(compute);
      }
    }
    console.log(
      `${String(n).padEnd(10)}  ${fmt(percentile(rounds, 50)).padEnd(10)}  ${fmt(percentile(rounds, 95)).padEnd(10)}  ${fmt(percentile(computes, 50))}`,
    );
  }
  if (errors.length) console.log(`page errors: ${errors.join('; ')}`);
  await context.close();
});
