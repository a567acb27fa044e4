/**
 * Speed of a 1,000-turn chapter 5 scene with memory blocks (the self-managed mechanism: the scripted agent's tool
 * calls on blocks of 2,000 characters, the write path's history, the memory-pressure warning):
 * - engine side (default): a fresh timeline stepped forward 0 -> N one frame at a time (what Play does), then back
 *   N -> 0 one frame at a time (step back), then scrubbed to random frames, and a cold jump 0 -> N on a new timeline;
 * - `--browser`: the same scene opened by its permalink in headless Chromium on the production build (E2E_DIST=<dir>
 *   reuses a build), then the Timeline slider: step forward (ArrowRight) and back (ArrowLeft) from the middle, a scrub
 *   (the slider dragged to random steps), and Home / End, each timed in the page from the input event to the frame
 *   after the new step is shown.
 * Prints medians, 95th percentiles and maxima; asserts nothing. Run: npx tsx scripts/measure-self-managed.ts [--turns 1000] [--browser]
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

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The thread time of the renderer main thread's top-level tasks, in ms (what the page's own work cost). */
function mainThreadMs(events: TraceEvent[]): number {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return NaN;
  let total = 0;
  let until = -1;
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === main.pid && e.tid === main.tid)
    .sort((a, b) => a.ts - b.ts);
  for (const e of tasks) {
    if (e.ts < until) continue; // nested in the task counted before
    total += e.tdur ?? e.dur ?? 0;
    until = e.ts + (e.dur ?? 0);
  }
  return total / 1000;
}

/** What the page runs to time one input: from the event to the frame after the step is shown (painted). */
const PAGE_TIMER = `(() => {
  const step = () => document.querySelector('.viz-playback__step')?.textContent ?? '';
  let since = 0;
  document.addEventListener('keydown', () => { since = performance.now(); }, true);
  // Resolves with the milliseconds from the last input to the frame after the one that shows \`target\`.
  const painted = (target) => new Promise((resolve) => {
    const poll = () => step() === target
      ? requestAnimationFrame(() => resolve(performance.now() - since))
      : requestAnimationFrame(poll);
    poll();
  });
  // The Timeline slider dragged to \`value\` as the browser does it: its value set, then an input event.
  const drag = (value) => {
    const slider = document.querySelector('.viz-playback__timeline');
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    since = performance.now();
    set.call(slider, String(value));
    slider.dispatchEvent(new Event('input', { bubbles: true }));
  };
  window.__measure = { painted, drag };
})()`;

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
    const label = (i: number) => `Step ${i} / ${TURNS}`;
    const t0 = performance.now();
    await page.goto(`${url}#/en/visualizer?${query.toString()}`);
    await page.waitForFunction(
      `document.querySelector('.viz-playback__step')?.textContent === ${JSON.stringify(label(TURNS / 2))}`,
      undefined,
      { timeout: 120_000 },
    );
    const open = performance.now() - t0;
    // The anatomy's chart counts every step in slices after opening: measured once it is done, as a reader would be.
    await page.waitForFunction(`!document.querySelector('.anatomy [role=status]')`, undefined, {
      timeout: 120_000,
    });
    await page.evaluate(PAGE_TIMER);
    await page.getByRole('slider', { name: 'Timeline' }).focus();
    // Timed in the page (no round trip to this script inside the interval): keydown or input -> painted.
    const key = async (k: string, target: number, out: number[]) => {
      const done = page.evaluate(`window.__measure.painted(${JSON.stringify(label(target))})`);
      await page.keyboard.press(k);
      out.push((await done) as number);
    };
    const drag = async (target: number, out: number[]) => {
      out.push(
        (await page.evaluate(
          `(window.__measure.drag(${target}), window.__measure.painted(${JSON.stringify(label(target))}))`,
        )) as number,
      );
    };
    // The renderer's main-thread CPU time over a series of inputs (trace events' thread time): on a loaded machine
    // the wall time above waits for the other processes, this does not.
    const cdp = await page.context().newCDPSession(page);
    const cpuPerInput = async (inputs: number, run: () => Promise<void>): Promise<number> => {
      const events: TraceEvent[] = [];
      // The protocol types an event's fields as strings; they are the trace's numbers and names.
      const collect = (d: { value: object[] }) => {
        events.push(...(d.value as TraceEvent[]));
      };
      cdp.on('Tracing.dataCollected', collect);
      const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
      await cdp.send('Tracing.start', {
        categories: 'disabled-by-default-devtools.timeline,devtools.timeline',
        transferMode: 'ReportEvents',
      });
      await run();
      await cdp.send('Tracing.end');
      await complete;
      cdp.off('Tracing.dataCollected', collect);
      return mainThreadMs(events) / inputs;
    };
    const fwd: number[] = [];
    const back: number[] = [];
    let at = TURNS / 2;
    const fwdCpu = await cpuPerInput(30, async () => {
      for (let k = 0; k < 30; k++) await key('ArrowRight', ++at, fwd);
    });
    const backCpu = await cpuPerInput(30, async () => {
      for (let k = 0; k < 30; k++) await key('ArrowLeft', --at, back);
    });
    const scrub: number[] = [];
    let s = 99;
    const scrubCpu = await cpuPerInput(30, async () => {
      for (let k = 0; k < 30; k++) {
        s = (s * 1103515245 + 12345) % 2 ** 31;
        await drag(s % (TURNS + 1), scrub);
      }
    });
    const home: number[] = [];
    const end: number[] = [];
    await drag(TURNS / 2, []);
    for (let k = 0; k < 3; k++) {
      await key('Home', 0, home);
      await key('End', TURNS, end);
    }
    const stats = (v: number[]) =>
      `median ${percentile(v, 50).toFixed(1)} ms, p95 ${percentile(v, 95).toFixed(1)} ms, max ${Math.max(...v).toFixed(1)} ms`;
    console.log(`Chromium (headless, production build), the same ${TURNS}-turn scene by its permalink:`);
    console.log(`  link: ${query.toString().length} characters of query`);
    console.log(`  open at step ${TURNS / 2} (goto -> shown): ${open.toFixed(0)} ms`);
    console.log('  timed in the page, from the input event to the frame after the new step is shown:');
    const cpu = (ms: number) => `; main-thread CPU ${ms.toFixed(1)} ms per input`;
    console.log(
      `  step forward (ArrowRight on the Timeline), ${fwd.length} steps: ${stats(fwd)}${cpu(fwdCpu)}`,
    );
    console.log(`  step back (ArrowLeft), ${back.length} steps: ${stats(back)}${cpu(backCpu)}`);
    console.log(
      `  scrub (the Timeline dragged to a random step), ${scrub.length} jumps: ${stats(scrub)}${cpu(scrubCpu)}`,
    );
    console.log(`  Home (to step 0), 3 times: ${stats(home)}`);
    console.log(`  End (to step ${TURNS}), 3 times: ${stats(end)}`);
    if (errors.length) console.log(`  page errors: ${[...new Set(errors)].join(' | ')}`);
  });
}

if (BROWSER) await browser();
else engine();
