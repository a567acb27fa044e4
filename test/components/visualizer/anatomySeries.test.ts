/** The per-step series behind the "Context anatomy" chart: the same figures as each frame, built in slices. */
import '../../../src/engine/tokens/bpe';
import {
  memoCounter,
  sectionTokens,
  tokenCounter,
  ANATOMY_SECTIONS,
} from '../../../src/engine/compaction/context';
import { buildTimeline, type Scene } from '../../../src/engine/scene';
import { agentMemoryAnatomy } from '../../../src/mechanisms/agent-memory/anatomy';
import { agentMemoryMechanism } from '../../../src/mechanisms/agent-memory/mechanism';
import type { AgentMemoryConfig, Op } from '../../../src/mechanisms/agent-memory/ops';
import { PRESETS } from '../../../src/mechanisms/agent-memory/presets';
import type { AnyMechanism } from '../../../src/mechanisms/types';
import { chartColumns, seriesBuilder } from '../../../src/components/visualizer/anatomy/series';

const mechanism = { ...agentMemoryMechanism, anatomy: agentMemoryAnatomy } as unknown as AnyMechanism;
const count = tokenCounter('o200k_base');

function scene(config: AgentMemoryConfig, ops: Op[]): Scene<AgentMemoryConfig, Op> {
  return { mechanism: 'agent-memory', preset: 'x', config, ops, compare: false, focus: null, take: null };
}

/** The series builder of a scene, counting with a memo of o200k (as the view does). */
const builderOf = (s: Scene<AgentMemoryConfig, Op>) =>
  seriesBuilder(mechanism, s as Scene<unknown, unknown>, memoCounter(count));

function longOps(n: number): Op[] {
  return Array.from({ length: n }, (_, i) => ({
    op: 'append' as const,
    id: `m${i}`,
    role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
    content: `Message ${i}: ${'about the build '.repeat(1 + (i % 7))}`,
  }));
}

describe('the anatomy series', () => {
  it('gives at every step the figures of that step’s frame', () => {
    const p = PRESETS.summary;
    const s = scene(p.config, p.ops);
    const b = builderOf(s);
    expect(b.advance(() => false)).toBe(true);
    const tl = buildTimeline(agentMemoryMechanism, p.config, p.ops);
    expect(b.series.computed).toBe(p.ops.length + 1);
    for (let i = 0; i < tl.length; i++) {
      const a = sectionTokens(agentMemoryAnatomy(tl.frame(i)), count);
      for (const sec of ANATOMY_SECTIONS) expect(b.series.values[sec][i], `${sec} at ${i}`).toBe(a[sec]);
      expect(b.series.total[i]).toBe(a.total);
    }
    expect(b.series.max).toBe(Math.max(...b.series.total));
    expect(b.series.total[b.series.maxStep]).toBe(b.series.max);
  });

  it('is built in slices: a deadline stops it, the next call goes on where it stopped', () => {
    const ops = longOps(300);
    const b = builderOf(scene({ ...PRESETS.summary.config, window: 20 }, ops));
    expect(b.advance(() => true)).toBe(false);
    const first = b.series.computed;
    expect(first).toBeGreaterThan(1);
    expect(first).toBeLessThan(301);
    let slices = 1;
    while (!b.advance(() => true)) slices++;
    expect(b.series.computed).toBe(301);
    expect(slices).toBeGreaterThan(10);
    // Once the window is full, the messages section no longer grows with the scene.
    expect(b.series.values.messages[300]).toBeLessThan(b.series.values.messages[20]! * 3);
  });

  it('stops before a step that waits for a model answer the take lacks', () => {
    const p = PRESETS.summary;
    const s = scene({ ...p.config, answers: 'model' }, p.ops);
    const b = builderOf(s);
    b.advance(() => false);
    const tl = buildTimeline(agentMemoryMechanism, s.config, s.ops);
    const blocked = tl.blockedAt(p.ops.length);
    expect(blocked).not.toBeNull();
    expect(b.series.blockedAt).toBe(blocked!.step);
    expect(b.series.computed).toBe(blocked!.step);
    expect(b.series.done).toBe(true);
  });

  it('draws at most the chart’s columns, each the largest request of its steps', () => {
    const ops = longOps(1000);
    const b = builderOf(scene({ ...PRESETS.summary.config, window: 30 }, ops));
    b.advance(() => false);
    const cols = chartColumns(b.series, 100);
    expect(cols).toHaveLength(100);
    const totals = cols.map((c) => ANATOMY_SECTIONS.reduce((s, k) => s + c.values[k], 0));
    expect(Math.max(...totals)).toBe(b.series.max);
    for (let c = 0; c < 100; c++) {
      const from = Math.floor((c * 1001) / 100);
      const to = Math.floor(((c + 1) * 1001) / 100);
      expect(totals[c]).toBe(Math.max(...Array.from(b.series.total.subarray(from, to))));
    }
    expect(chartColumns(b.series, 5000)).toHaveLength(1001);
  });
});
