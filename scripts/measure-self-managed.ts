/**
 * Speed of a 1,000-turn chapter 5 scene with memory blocks (the self-managed mechanism: the scripted agent's tool
 * calls on blocks of 2,000 characters, the write path's history, the memory-pressure warning):
 * - engine side (default): a fresh timeline stepped forward 0 -> N one frame at a time (what Play does), then back
 *   N -> 0 one frame at a time (step back), then scrubbed to random frames, and a cold jump 0 -> N on a new timeline;
 * - `--browser`: the same scene opened by its permalink in headless Chromium on the production build (E2E_DIST=<dir>
 *   reuses a build), then the Timeline slider: step forward (ArrowRight) and back (ArrowLeft) from the middle, and
 *   Home / End, each timed until the new step is painted.
 * Prints medians and maxima; asserts nothing. Run: npx tsx scripts/measure-self-managed.ts [--turns 1000] [--browser]
 */
import { buildTimeline } from '../src/engine/scene';
import { formatSceneQuery, type LinkWriter } from '../src/mechanisms/permalink';
import { selfManagedMechanism } from '../src/mechanisms/self-managed/mechanism';
import { configLink } from '../src/mechanisms/self-managed/link';
import { BASE, PRESETS } from '../src/mechanisms/self-managed/presets';
import type { Op, SelfManagedConfig } from '../src/mechanisms/self-managed/ops';
import { numberArg as arg, percentile, withBuiltSite } from './lib/site';

const TURNS = arg('turns', 1000);
const BROWSER = process.argv.includes('--browser');

const COLOURS = ['blue', 'green', 'red', 'yellow', 'purple', 'orange', 'black', 'white'];
const CITIES = ['Lyon', 'Paris', 'Nice', 'Lille', 'Nantes', 'Brest'];

/** A deterministic conversation: facts set, changed, added, negated, restated, questions and chatter. */
function conversation(n: number): Op[] {
  let seed = 7;
  const rand = (k: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return Math.floor((seed / 2 ** 31) * k); // the high bits: an LCG's low bits cycle fast
  };
  const ops: Op[] = [];
  for (let i = 0; i < n; i++) {
    const r = rand(8);
    const text =
      r === 0
        ? `The door code of building B${rand(40)} is ${1000 + rand(9000)}.`
        : r === 1
          ? `My favourite colour is ${COLOURS[rand(COLOURS.length)]}.`
          : r === 2
            ? `I also love ${COLOURS[rand(COLOURS.length)]}.`
            : r === 3
              ? `I live in ${CITIES[rand(CITIES.length)]}.`
              : r === 4
                ? `I no longer live in ${CITIES[rand(CITIES.length)]}.`
                : r === 5
                  ? `What is the door code of building B${rand(40)}?`
                  : r === 6
                    ? `The manager of team T${rand(20)} is Grace number ${rand(100)}.`
                    : `Can you summarise what we said about the plan for week ${rand(52)}?`;
    ops.push({ op: 'say', text });
  }
  return ops;
}

const config: SelfManagedConfig = { ...BASE, blockLimit: 800, contextLimit: 500, window: 10 };
const ops = conversation(TURNS);
const ms = (v: number[]) => `median ${percentile(v, 50).toFixed(3)} ms, max ${Math.max(...v).toFixed(3)} ms`;

function engine(): void {
  const tl = buildTimeline(selfManagedMechanism, config, ops);
  const forward: number[] = [];
  for (let i = 1; i <= TURNS; i++) {
    const t0 = performance.now();
    tl.frame(i);
    forward.push(performance.now() - t0);
  }
  const last = tl.frame(TURNS).state;
  const byName = new Map<string, number>();
  for (const c of last.calls) byName.set(c.name, (byName.get(c.name) ?? 0) + 1);
  const back: number[] = [];
  for (let i = TURNS - 1; i >= 0; i--) {
    const t0 = performance.now();
    tl.frame(i);
    back.push(performance.now() - t0);
  }
  const scrub: number[] = [];
  let s = 99;
  for (let k = 0; k < 500; k++) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const t0 = performance.now();
    tl.frame(s % (TURNS + 1));
    scrub.push(performance.now() - t0);
  }
  const cold: number[] = [];
  for (let k = 0; k < 5; k++) {
    const fresh = buildTimeline(selfManagedMechanism, config, ops);
    const t0 = performance.now();
    fresh.frame(TURNS);
    cold.push(performance.now() - t0);
  }
  console.log(
    `Engine, ${TURNS}-turn scene with blocks (block limit ${config.blockLimit}, context ${config.contextLimit}, window ${config.window}): ${last.calls.length} tool calls, ${last.path.history().length} history entries, ${last.blocks.archival.length} archival passages`,
  );
  console.log(`  calls by tool: ${[...byName].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  const total = forward.reduce((a, b) => a + b, 0);
  console.log(
    `  step forward (frame i+1 after i), per step: ${ms(forward)}; all ${TURNS} steps: ${total.toFixed(0)} ms`,
  );
  console.log(`  step back (frame i-1 after i), per step: ${ms(back)}`);
  console.log(`  scrub to a random frame (500 jumps, every frame computed once): ${ms(scrub)}`);
  console.log(`  cold jump 0 -> ${TURNS} on a fresh timeline (5 runs): ${ms(cold)}`);
}

async function browser(): Promise<void> {
  const writer: LinkWriter = {
    id: 'self-managed',
    defaultPreset: 'two-favourites',
    link: configLink,
    presets: PRESETS,
  };
  const query = await formatSceneQuery(writer, {
    scene: {
      mechanism: 'self-managed',
      preset: 'two-favourites',
      config,
      ops,
      compare: false,
      focus: null,
    },
    step: TURNS / 2,
  });
  await withBuiltSite(async ({ browser: chromium, url }) => {
    const page = await (await chromium.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const now = async () => (await page.evaluate('performance.now()')) as number;
    const shown = (i: number) =>
      page.waitForFunction(
        `document.querySelector('.viz-playback__step')?.textContent === ${JSON.stringify(`Step ${i} / ${TURNS}`)} && new Promise((r) => requestAnimationFrame(() => r(true)))`,
        undefined,
        { timeout: 120_000 },
      );
    const t0 = performance.now();
    await page.goto(`${url}#/en/visualizer?${query.toString()}`);
    await shown(TURNS / 2);
    const open = performance.now() - t0;
    const slider = page.getByRole('slider', { name: 'Timeline' });
    await slider.focus();
    const time = async (key: string, target: number, out: number[]) => {
      const t1 = await now();
      await slider.press(key);
      await shown(target);
      out.push((await now()) - t1);
    };
    const fwd: number[] = [];
    const back: number[] = [];
    let at = TURNS / 2;
    for (let k = 0; k < 20; k++) await time('ArrowRight', ++at, fwd);
    for (let k = 0; k < 20; k++) await time('ArrowLeft', --at, back);
    const home: number[] = [];
    const end: number[] = [];
    for (let k = 0; k < 3; k++) {
      await time('Home', 0, home);
      await time('End', TURNS, end);
    }
    console.log(`Chromium (headless, production build), the same ${TURNS}-turn scene by its permalink:`);
    console.log(`  link: ${query.toString().length} characters of query`);
    console.log(`  open at step ${TURNS / 2} (goto -> painted): ${open.toFixed(0)} ms`);
    console.log(`  step forward (ArrowRight -> painted), 20 steps: ${ms(fwd)}`);
    console.log(`  step back (ArrowLeft -> painted), 20 steps: ${ms(back)}`);
    console.log(`  scrub to step 0 (Home -> painted), 3 times: ${ms(home)}`);
    console.log(`  scrub to step ${TURNS} (End -> painted), 3 times: ${ms(end)}`);
    if (errors.length) console.log(`  page errors: ${[...new Set(errors)].join(' | ')}`);
  });
}

if (BROWSER) await browser();
else engine();
