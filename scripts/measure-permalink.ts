/**
 * Measures a big permalink in headless Chromium on the production build: a 2,000-operation scene (appends of
 * varied sentences, touches, pins, importance changes; window 50, LRU) is written with the visualizer's own
 * link codec, then
 * 1. the link's length;
 * 2. the time to open it at its last step: from navigation start to the visualizer showing "Step N / N"
 *    (page load, decoding, validation, replaying the script, first render), median over --reps fresh pages;
 * 3. the time to scrub end to end on the open page: the Timeline slider from the last step to 0 (Home key)
 *    and back to the last step (End key), each until the step shown has changed.
 * Run: npx tsx scripts/measure-permalink.ts [--ops 2000] [--reps 5]
 */
import { formatSceneQuery, presetScene } from '../src/components/visualizer/permalink';
import agentMemory from '../src/mechanisms/agent-memory';
import type { Op, SceneConfig } from '../src/mechanisms/agent-memory/ops';
import { percentile, withBuiltSite } from './lib/site';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i === -1 ? NaN : Number(process.argv[i + 1]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

const OPS = arg('ops', 2000);
const REPS = arg('reps', 5);

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
  const scene = presetScene(agentMemory, 'playground');
  scene.config = { ...(scene.config as SceneConfig), window: 50, policy: 'lru', evictTo: 'trash' };
  const ops: Op[] = [];
  let next = 0;
  while (ops.length < total) {
    const r = rand(10);
    if (next > 5 && r === 0) ops.push({ op: 'touch', id: `m${next - 1 - rand(Math.min(next, 60))}` });
    else if (next > 5 && r === 1) ops.push({ op: 'setImportance', id: `m${next - 1 - rand(Math.min(next, 40))}`, value: rand(10) });
    else if (next > 5 && r === 2 && rand(4) === 0) ops.push({ op: 'pin', id: `m${next - 1 - rand(Math.min(next, 30))}` });
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
  scene.ops = ops;
  const query = await formatSceneQuery(agentMemory, { scene, step: ops.length });
  return { query: query.toString(), ops: ops.length };
}

const { query, ops } = await bigScene(OPS);

await withBuiltSite(async ({ browser, url }) => {
  const link = `${url}#/en/visualizer?${query}`;
  const stepText = (i: number) => `Step ${i} / ${ops}`;
  const opens: number[] = [];
  const scrubToStart: number[] = [];
  const scrubToEnd: number[] = [];
  const errors: string[] = [];
  for (let rep = 0; rep < REPS; rep++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(link);
    const output = page.locator('.viz-playback__step');
    await page.getByText(stepText(ops), { exact: true }).waitFor({ timeout: 60_000 });
    // performance.now() counts from the navigation start.
    opens.push((await page.evaluate('performance.now()')) as number);
    const slider = page.getByRole('slider', { name: 'Timeline' });
    await slider.focus();
    for (const [key, target, out] of [
      ['Home', 0, scrubToStart],
      ['End', ops, scrubToEnd],
    ] as const) {
      const t0 = (await page.evaluate('performance.now()')) as number;
      await slider.press(key);
      await page.waitForFunction(
        `document.querySelector('.viz-playback__step')?.textContent === ${JSON.stringify(stepText(target))} && new Promise((r) => requestAnimationFrame(() => r(true)))`,
      );
      out.push(((await page.evaluate('performance.now()')) as number) - t0);
    }
    await output.waitFor();
    await context.close();
  }
  const ms = (v: number[]) => `median ${percentile(v, 50).toFixed(0)} ms, max ${Math.max(...v).toFixed(0)} ms`;
  console.log(`Permalink of a ${ops}-operation scene (window 50, LRU), ${REPS} fresh pages in headless Chromium`);
  console.log(`  link length: ${link.length - url.length} characters after the site URL (query ${query.length})`);
  console.log(`  open at the last step (navigation start -> "Step ${ops} / ${ops}" shown): ${ms(opens)}`);
  console.log(`  scrub last step -> 0: ${ms(scrubToStart)}`);
  console.log(`  scrub 0 -> last step: ${ms(scrubToEnd)}`);
  if (errors.length) console.log(`  page errors: ${[...new Set(errors)].join(' | ')}`);
});
