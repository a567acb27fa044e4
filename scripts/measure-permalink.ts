/**
 * Measures a big permalink in headless Chromium on the production build: a 2,000-operation scene (appends of
 * varied sentences, touches, pins, importance changes; window 50, LRU) is written with the visualizer's own
 * link codec, then
 * 1. the link's length;
 * 2. the time to open it at its last step in a fresh page: from navigation start to "Step N / N" painted
 *    (page load, decoding, validation, replaying the script, first render), beside the same page load for a
 *    chapter-1 preset link (what any visualizer link costs on the machine);
 * 3. the time to open it in an already open lab (hash change to painted: decoding, replay and render only);
 * 4. the time to scrub end to end on the open page: the Timeline slider from the last step to 0 (Home key)
 *    and back (End key), each until the new step is painted.
 * Medians and maxima over --reps rounds.
 * Run: npx tsx scripts/measure-permalink.ts [--ops 2000] [--reps 5] [--uncompressed]
 * (E2E_DIST=<folder> measures an existing build instead of building one.)
 */
import { encodeBase64Url } from '../src/mechanisms/permalink';
import type { Op } from '../src/mechanisms/agent-memory/ops';
import { agentMemoryQuery } from './lib/agentMemoryLink';
import { numberArg as arg, percentile, withBuiltSite } from './lib/site';

const OPS = arg('ops', 2000);
const REPS = arg('reps', 5);
const UNCOMPRESSED = process.argv.includes('--uncompressed');

const WORDS = (
  'the agent user memory window page summary test fails passes because line trace error fix deploy ' +
  'preference french answer budget token cost turn model context message evicted archived pinned ' +
  'le la les une des agent utilisateur mémoire fenêtre page résumé échoue passe parce que ligne trace ' +
  'erreur corrige déploie préfère réponse budget coût tour modèle contexte message évincé archivé ' +
  'Alice Bob projet iteration build release ticket #42 #17 vendredi lundi demain hier toujours jamais'
).split(' ');

/** A deterministic pseudo-random scene (no Math.random: every run measures the same link). */
async function bigScene(total: number): Promise<{ query: string; ops: number }> {
  let seed = 12345;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const ops: Op[] = [];
  let next = 0;
  while (ops.length < total) {
    const r = rand(10);
    if (next > 5 && r === 0) ops.push({ op: 'touch', id: `m${next - 1 - rand(Math.min(next, 60))}` });
    else if (next > 5 && r === 1)
      ops.push({ op: 'setImportance', id: `m${next - 1 - rand(Math.min(next, 40))}`, value: rand(10) });
    else if (next > 5 && r === 2 && rand(4) === 0)
      ops.push({ op: 'pin', id: `m${next - 1 - rand(Math.min(next, 30))}` });
    else {
      const words = Array.from({ length: 6 + rand(14) }, () => WORDS[rand(WORDS.length)] as string);
      ops.push({
        op: 'append',
        id: `m${next}`,
        role: next % 2 === 0 ? 'user' : 'assistant',
        content: words.join(' '),
        importance: 1 + rand(5),
      });
      next += 1;
    }
  }
  const query = await agentMemoryQuery(50, ops, ops.length);
  // --uncompressed: the link as written before compression (still read), e.g. to measure an older build.
  if (UNCOMPRESSED) query.set('ops', encodeBase64Url(JSON.stringify(ops)));
  return { query: query.toString(), ops: ops.length };
}

const { query, ops } = await bigScene(OPS);

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;

await withBuiltSite(async ({ browser, url }) => {
  const link = `${url}#/en/visualizer?${query}`;
  const stepText = (i: number) => `Step ${i} / ${ops}`;
  const opens: number[] = [];
  const smallOpens: number[] = [];
  const inApp: number[] = [];
  const scrubToStart: number[] = [];
  const scrubToEnd: number[] = [];
  const errors: string[] = [];
  const now = async (page: import('playwright-core').Page) =>
    (await page.evaluate('performance.now()')) as number;
  // Resolves once the step output says `text` and a frame has been painted with it.
  const shown = (page: import('playwright-core').Page, text: string) =>
    page.waitForFunction(
      `document.querySelector('.viz-playback__step')?.textContent === ${JSON.stringify(text)} && new Promise((r) => requestAnimationFrame(() => r(true)))`,
      undefined,
      { timeout: 60_000 },
    );
  for (let rep = 0; rep < REPS; rep++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

    // The same page load for a chapter-1 preset: what opening any visualizer link costs on this machine.
    await page.goto(`${url}#/en/visualizer?preset=lru&step=8`);
    await shown(page, 'Step 8 / 8');
    smallOpens.push(await now(page)); // performance.now() counts from the navigation start

    // The big link pasted into an open lab: decoding, validation, replay and render only.
    const t0 = await now(page);
    await page.evaluate(`location.hash = ${JSON.stringify(link.slice(link.indexOf('#')))}`);
    await shown(page, stepText(ops));
    inApp.push((await now(page)) - t0);

    // The big link opened in a fresh page.
    await page.goto('about:blank');
    await page.goto(link);
    await shown(page, stepText(ops));
    opens.push(await now(page));

    const slider = page.getByRole('slider', { name: 'Timeline' });
    await slider.focus();
    for (const [key, target, out] of [
      ['Home', 0, scrubToStart],
      ['End', ops, scrubToEnd],
    ] as const) {
      const t1 = await now(page);
      await slider.press(key);
      await shown(page, stepText(target));
      out.push((await now(page)) - t1);
    }
    await context.close();
  }
  const ms = (v: number[]) =>
    `median ${percentile(v, 50).toFixed(0)} ms, max ${Math.max(...v).toFixed(0)} ms`;
  console.log(
    `Permalink of a ${ops}-operation scene (window 50, LRU), ${REPS} fresh pages in headless Chromium`,
  );
  console.log(
    `  link length: ${link.length - url.length} characters after the site URL (${kb(link.length - url.length)})`,
  );
  console.log(
    `  open the big link in a fresh page (navigation start -> "Step ${ops} / ${ops}" painted): ${ms(opens)}`,
  );
  console.log(
    `    for comparison, a chapter-1 preset link (preset=lru&step=8) in a fresh page: ${ms(smallOpens)}`,
  );
  console.log(`  open the big link in an open lab (hash change -> painted): ${ms(inApp)}`);
  console.log(`  scrub last step -> 0 (Home on the Timeline slider): ${ms(scrubToStart)}`);
  console.log(`  scrub 0 -> last step (End): ${ms(scrubToEnd)}`);
  if (errors.length) console.log(`  page errors: ${[...new Set(errors)].join(' | ')}`);
});
