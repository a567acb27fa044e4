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

declare global {
  interface Window {
    anatomyBench(turns: number): Promise<Record<string, number>>;
  }
}

const nextFrame = () => new Promise<number>((r) => requestAnimationFrame(r));

window.anatomyBench = async (turns) => {
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
  const draw = (step: number) => (
    <div className="viz">
      <AnatomyView mechanism={mechanism} scene={scene} frame={timeline.frame(step)} lang="en" />
    </div>
  );
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
  // Each step as the shell does it: the frame from the timeline, the view rendered and laid out.
  const times: number[] = [];
  for (let i = 1; i <= turns; i++) {
    const s = performance.now();
    flushSync(() => root.render(draw(i)));
    void host.offsetHeight; // layout included
    times.push(performance.now() - s);
  }
  const scrubs: number[] = [];
  for (let k = 0; k < 300; k++) {
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
    mountMs: mount,
    seriesMs: series,
    longestFrameWhileCountingMs: longestFrame,
    stepP50: at(times, 50),
    stepP95: at(times, 95),
    stepMax: at(times, 100),
    stepsOver16: times.filter((t) => t > 16).length,
    scrubP50: at(scrubs, 50),
    scrubP95: at(scrubs, 95),
    scrubMax: at(scrubs, 100),
  };
};
document.body.dataset.ready = 'true';
