/**
 * The "Context anatomy" view's cost, in Node with the real BPE counter: the time to build the per-step series of a
 * scene (every step counted once) and the time of one step (the frame's request by section, as the table shows it,
 * read from the visualizer's own timeline), at 1,000 and 10,000 turns, for chapter 1's rolling window with a
 * progressive summary and chapter 5's self-managed blocks. "A step" counts the timeline's frame (the shell's own cost)
 * and the request's split; once the series has the step, the view reads the split from it instead. Figures, not a
 * pass/fail.
 * Run: npm run bench:anatomy [-- --turns 1000,10000 --repeat 3]
 */
import '../src/engine/tokens/bpe';
import { memoCounter, tokenCounter } from '../src/engine/compaction/context';
import { buildTimeline, type Scene } from '../src/engine/scene';
import {
  chartColumns,
  frameAnatomy,
  seriesAt,
  seriesBuilder,
} from '../src/components/visualizer/anatomy/series';
import { agentMemoryAnatomy } from '../src/mechanisms/agent-memory/anatomy';
import { agentMemoryMechanism } from '../src/mechanisms/agent-memory/mechanism';
import type { AgentMemoryConfig, Op as AgentOp } from '../src/mechanisms/agent-memory/ops';
import { SCENE_DEFAULTS } from '../src/mechanisms/agent-memory/ops';
import { selfManagedAnatomy } from '../src/mechanisms/self-managed/anatomy';
import { selfManagedMechanism } from '../src/mechanisms/self-managed/mechanism';
import type { Op as SelfOp, SelfManagedConfig } from '../src/mechanisms/self-managed/ops';
import { PRESETS as SELF } from '../src/mechanisms/self-managed/presets';
import type { AnyMechanism } from '../src/mechanisms/types';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}
const TURNS = arg('turns', '1000,10000').split(',').map(Number);
const REPEAT = Number(arg('repeat', '3'));

const WORDS = ['build', 'cache', 'deploy', 'test', 'port', 'Lyon', 'invoice', 'retry', 'schema', 'index'];
const sentence = (i: number) =>
  `Turn ${i}: ${Array.from({ length: 6 + (i % 11) }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(' ')}.`;

interface Case {
  name: string;
  mechanism: AnyMechanism;
  scene: (turns: number) => Scene<unknown, unknown>;
}

const agentOps = (n: number): AgentOp[] =>
  Array.from({ length: n }, (_, i) => ({
    op: 'append' as const,
    id: `m${i}`,
    role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
    content: sentence(i),
  }));

const selfOps = (n: number): SelfOp[] =>
  Array.from({ length: n }, (_, i): SelfOp =>
    i % 10 === 3
      ? { op: 'user', text: `Remember that my favourite colour is colour number ${i}.` }
      : { op: 'user', text: sentence(i) },
  );

const CASES: Case[] = [
  {
    name: 'agent-memory, window 50, progressive summary',
    mechanism: { ...agentMemoryMechanism, anatomy: agentMemoryAnatomy } as unknown as AnyMechanism,
    scene: (n) => ({
      mechanism: 'agent-memory',
      preset: 'bench',
      config: { ...SCENE_DEFAULTS, window: 50, evictTo: 'summary', summaryBudget: 2000 } as AgentMemoryConfig,
      ops: agentOps(n),
      compare: false,
      focus: null,
      take: null,
    }),
  },
  {
    name: 'self-managed, window 20, blocks and tool calls',
    mechanism: { ...selfManagedMechanism, anatomy: selfManagedAnatomy } as unknown as AnyMechanism,
    scene: (n) => ({
      mechanism: 'self-managed',
      preset: 'bench',
      config: { ...SELF['two-favourites'].config, window: 20 } as SelfManagedConfig,
      ops: selfOps(n),
      compare: false,
      focus: null,
      take: null,
    }),
  },
];

const ms = (t0: number) => performance.now() - t0;
const fmt = (x: number, d = 2) => x.toFixed(d);
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

console.log(`Context anatomy, Node ${process.version}, o200k_base, median of ${REPEAT} runs`);
for (const c of CASES) {
  for (const turns of TURNS) {
    const builds: number[] = [];
    const steps: number[] = [];
    const worst: number[] = [];
    const scrubs: number[] = [];
    const reads: number[] = [];
    let columns = 0;
    for (let r = 0; r < REPEAT; r++) {
      const scene = c.scene(turns);
      // A fresh counter each run: the tokenizer's work is part of the figure.
      const count = memoCounter(tokenCounter('o200k_base'));
      let t0 = performance.now();
      const b = seriesBuilder(c.mechanism, scene, count);
      b.advance(() => false);
      builds.push(ms(t0));
      t0 = performance.now();
      chartColumns(b.series, 600);
      columns = ms(t0);
      // Stepping forward through the visualizer's own timeline: the frame and its table, as the view does per step.
      const tl = buildTimeline(c.mechanism, scene.config, scene.ops);
      const counter = memoCounter(tokenCounter('o200k_base'));
      let max = 0;
      t0 = performance.now();
      for (let i = 0; i <= turns; i++) {
        const s0 = performance.now();
        frameAnatomy(c.mechanism, tl.frame(i), scene, counter);
        max = Math.max(max, ms(s0));
      }
      steps.push(ms(t0) / (turns + 1));
      worst.push(max);
      // Once the series is built, the view reads a step's table from it.
      t0 = performance.now();
      for (let i = 0; i <= turns; i++) seriesAt(b.series, i);
      reads.push(ms(t0) / (turns + 1));
      // Scrubbing: 200 random steps.
      t0 = performance.now();
      for (let k = 0; k < 200; k++)
        frameAnatomy(c.mechanism, tl.frame((k * 7919) % (turns + 1)), scene, counter);
      scrubs.push(ms(t0) / 200);
    }
    console.log(
      `${c.name}, ${turns} turns: series ${fmt(median(builds), 0)} ms (${fmt((median(builds) / (turns + 1)) * 1000, 1)} µs a step); ` +
        `chart columns ${fmt(columns)} ms; a step forward ${fmt(median(steps), 3)} ms (slowest ${fmt(median(worst))} ms); ` +
        `a scrub to any step ${fmt(median(scrubs), 3)} ms; the table read from the built series ${fmt(median(reads) * 1000, 2)} µs`,
    );
  }
}
