/**
 * A page that draws the real "Context anatomy" view (the component the visualizer shows) on a chapter 1 scene of N
 * turns, for scripts/measure-anatomy-browser.ts: the visualizer's link format accepts at most 2,000 operations, so a
 * 10,000-turn scene is given here directly. `window.anatomyBench` steps it and reports times.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { AnatomyView } from '../../src/components/visualizer/anatomy/AnatomyView';
import { buildTimeline, type Scene } from '../../src/engine/scene';
import { loadTokenizer } from '../../src/engine/tokens/counter';
import { agentMemoryAnatomy } from '../../src/mechanisms/agent-memory/anatomy';
import { agentMemoryMechanism } from '../../src/mechanisms/agent-memory/mechanism';
import { SCENE_DEFAULTS, type AgentMemoryConfig, type Op } from '../../src/mechanisms/agent-memory/ops';
import type { AnyMechanism } from '../../src/mechanisms/types';

const WORDS = ['build', 'cache', 'deploy', 'test', 'port', 'Lyon', 'invoice', 'retry', 'schema', 'index'];
const sentence = (i: number) =>
  `Turn ${i}: ${Array.from({ length: 6 + (i % 11) }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(' ')}.`;

const mechanism = { ...agentMemoryMechanism, anatomy: agentMemoryAnatomy } as unknown as AnyMechanism;

interface BenchOptions {
  /** Draw the anatomy view (false: the timeline's frame alone, the shell's own cost, for comparison). */
  view?: boolean;
  /** Mark every step ("step" user timings) for a trace to find each step's task. */
  markSteps?: boolean;
}

declare global {
  interface Window {
    anatomyBench(turns: number, options?: BenchOptions): Promise<Record<string, number>>;
  }
}

const nextFrame = () => new Promise<number>((r) => requestAnimationFrame(r));
const channel = new MessageChannel();
/** A new task at once (no timer clamping). */
const nextTask = () =>
  new Promise<void>((r) => {
    channel.port1.onmessage = () => r();
    channel.port2.postMessage(null);
  });

window.anatomyBench = async (turns, { view = true, markSteps = false } = {}) => {
  await loadTokenizer();
  const config: AgentMemoryConfig = {
    ...SCENE_DEFAULTS,
    window: 50,
    evictTo: 'summary',
    summaryBudget: 2000,
  };
  const ops: Op[] = Array.from({ length: turns }, (_, i) => ({
    op: 'append' as const,
    id: `m${i}`,
    role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
    content: sentence(i),
  }));
  const scene: Scene<unknown, unknown> = {
    mechanism: 'agent-memory',
    preset: 'bench',
    config,
    ops,
    compare: false,
    focus: null,
    take: null,
  };
  const timeline = buildTimeline(mechanism, config, ops);
  const host = document.getElementById('root') as HTMLElement;
  host.replaceChildren();
  const root = createRoot(host);
  const draw = (step: number) => {
    const frame = timeline.frame(step);
    return (
      <div className="viz" data-step={frame.step}>
        {view && <AnatomyView mechanism={mechanism} scene={scene} frame={frame} lang="en" />}
      </div>
    );
  };
  // Mount, then the series counts in slices between frames; the longest frame meanwhile says whether the page held.
  const t0 = performance.now();
  flushSync(() => root.render(draw(0)));
  const mount = performance.now() - t0;
  let longestFrame = 0;
  let last = await nextFrame();
  while (document.querySelector('.anatomy [role="status"]') !== null) {
    const now = await nextFrame();
    longestFrame = Math.max(longestFrame, now - last);
    last = now;
  }
  const series = performance.now() - t0;
  // Each step as the shell does it: the frame from the timeline, the view rendered and laid out, each step in a task
  // of its own (as a key press is), so a trace gives each step's main-thread time. A step over 16 ms is marked
  // ("slow-step") for the trace's breakdown; the whole loop is "steps".
  const times: number[] = [];
  const loopStart = performance.now();
  for (let i = 1; i <= turns; i++) {
    await nextTask();
    const s = performance.now();
    flushSync(() => root.render(draw(i)));
    void host.offsetHeight; // layout included
    const e = performance.now();
    times.push(e - s);
    if (markSteps) performance.measure('step', { start: s, end: e });
    if (e - s > 16) performance.measure('slow-step', { start: s, end: e, detail: i });
  }
  performance.measure('steps', { start: loopStart, end: performance.now() });
  const scrubs: number[] = [];
  for (let k = 0; k < 300; k++) {
    await nextTask();
    const s = performance.now();
    flushSync(() => root.render(draw((k * 7919) % (turns + 1))));
    void host.offsetHeight;
    scrubs.push(performance.now() - s);
  }
  root.unmount();
  const sorted = (xs: number[]) => xs.slice().sort((a, b) => a - b);
  const at = (xs: number[], p: number) =>
    sorted(xs)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
  return {
    turns,
    loopStart,
    mountMs: mount,
    seriesMs: series,
    longestFrameWhileCountingMs: longestFrame,
    stepP50: at(times, 50),
    stepP95: at(times, 95),
    stepP99: at(times, 99),
    stepMax: at(times, 100),
    stepsOver16: times.filter((t) => t > 16).length,
    scrubP50: at(scrubs, 50),
    scrubP95: at(scrubs, 95),
    scrubP99: at(scrubs, 99),
    scrubMax: at(scrubs, 100),
  };
};
document.body.dataset.ready = 'true';
