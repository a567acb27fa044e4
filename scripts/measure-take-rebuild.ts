/**
 * How long re-applying a take costs today: after an answer arrives, the visualizer builds a new timeline on the
 * new take and asks for the shown frame, which re-applies every step from step 0 (src/mechanisms/README.md,
 * "Takes", step 4). Prints, per scene, the time of that rebuild (median and p90 over runs) at the scene's last
 * step, every hook answered from the take. A figure, not a test.
 *
 *   npx tsx scripts/measure-take-rebuild.ts
 */
import { buildTimeline, emptyTake, withAnswer, withVector, type Take } from '../src/engine';
import type { Mechanism } from '../src/engine/scene';
import { agentMemoryMechanism } from '../src/mechanisms/agent-memory/mechanism';
import { PRESETS as AM } from '../src/mechanisms/agent-memory/presets';
import type { Op as AmOp } from '../src/mechanisms/agent-memory/ops';
import { episodicMechanism } from '../src/mechanisms/episodic/mechanism';
import { PRESETS as EPI } from '../src/mechanisms/episodic/presets';
import { memoryStoreMechanism } from '../src/mechanisms/memory-store/mechanism';
import { PRESETS as MS } from '../src/mechanisms/memory-store/presets';

const at = '2026-12-01T17:00:00.000Z';

/** Answers every request the scene makes (text answers; vectors from the text's length), as the driver would. */
function fullTake<C, S, O, E>(
  m: Mechanism<C, S, O, E>,
  config: C,
  ops: readonly O[],
): { take: Take; asked: number } {
  let take = emptyTake();
  let asked = 0;
  for (;;) {
    const b = buildTimeline(m, config, ops, { take }).blockedAt(ops.length);
    if (!b) return { take, asked };
    asked += 1;
    if (b.request.kind === 'chat')
      take = withAnswer(take, {
        ...b.request,
        answer: b.request.hook === 'importance' ? '5' : 'AUCUN',
        model: 'm',
        at,
        usage: null,
      });
    else
      for (const text of b.request.texts)
        take = withVector(take, { text, vector: [text.length % 13, 1, 2], model: 'e', at });
  }
}

function time<C, S, O, E>(name: string, m: Mechanism<C, S, O, E>, config: C, ops: readonly O[]) {
  const { take, asked } = fullTake(m, config, ops);
  const runs: number[] = [];
  for (let i = 0; i < 60; i += 1) {
    const t0 = performance.now();
    buildTimeline(m, config, ops, { take }).frame(ops.length);
    runs.push(performance.now() - t0);
  }
  runs.sort((a, b) => a - b);
  const q = (p: number) => (runs[Math.min(runs.length - 1, Math.floor(p * runs.length))] ?? 0).toFixed(3);
  console.log(
    `${name.padEnd(34)} ${String(ops.length).padStart(4)} steps ${String(asked).padStart(4)} requests  rebuild median ${q(0.5)} ms, p90 ${q(0.9)} ms`,
  );
}

/** A preset's scene with every hook answered by the model (from the take). */
function timeByModel<C extends object, S, O, E>(
  name: string,
  m: Mechanism<C, S, O, E>,
  preset: { config: C; ops: readonly O[] },
) {
  time(name, m, { ...preset.config, answers: 'model' }, preset.ops);
}

timeByModel('agent-memory/summary', agentMemoryMechanism, AM.summary);
timeByModel('agent-memory/importance', agentMemoryMechanism, AM.importance);
timeByModel('memory-store/answer', memoryStoreMechanism, MS.answer);
timeByModel('episodic/taskmaster', episodicMechanism, EPI.taskmaster);
timeByModel('episodic/triggers', episodicMechanism, EPI.triggers);
// The largest scene a link may carry in chapter 1: 500 appends under the summary hook, each evicting one message.
const big: AmOp[] = Array.from(
  { length: 500 },
  (_, i) =>
    ({
      op: 'append',
      id: `m${i + 1}`,
      role: i % 2 ? 'assistant' : 'user',
      content: `Message ${i + 1}: the project is at iteration ${i}.`,
    }) as AmOp,
);
time(
  'agent-memory/summary, 500 appends',
  agentMemoryMechanism,
  { ...AM.summary.config, answers: 'model' },
  big,
);
