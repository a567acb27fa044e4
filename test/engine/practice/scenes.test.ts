/**
 * Every question's scene plays in the visualizer as the question says: it passes its mechanism's validation (the
 * configuration, the script, the take) and, played by the mechanism itself (src/mechanisms/<id>/mechanism.ts, the
 * engine half the visualizer steps), the frame `revealAt` shows the answer the question computed. Thirty seeds of
 * every kind.
 */
import { KINDS, type PracticeKind, type Question } from '../../../src/engine/practice';
import { buildTimeline, validateScript, type Mechanism } from '../../../src/engine/scene';
import { validateTake } from '../../../src/engine/scene/take';
import { agentMemoryMechanism } from '../../../src/mechanisms/agent-memory/mechanism';
import { episodicMechanism } from '../../../src/mechanisms/episodic/mechanism';
import { memoryStoreMechanism } from '../../../src/mechanisms/memory-store/mechanism';
import { selfManagedMechanism } from '../../../src/mechanisms/self-managed/mechanism';

const MECHANISMS: Record<string, Mechanism<unknown, unknown, unknown, unknown>> = {
  'agent-memory': agentMemoryMechanism as unknown as Mechanism<unknown, unknown, unknown, unknown>,
  'memory-store': memoryStoreMechanism as unknown as Mechanism<unknown, unknown, unknown, unknown>,
  episodic: episodicMechanism as unknown as Mechanism<unknown, unknown, unknown, unknown>,
  'self-managed': selfManagedMechanism as unknown as Mechanism<unknown, unknown, unknown, unknown>,
};

const SCENE_SEEDS = Array.from({ length: 30 }, (_, i) => 1000 + i);

type AnyEvent = { type: string } & Record<string, unknown>;

/** What the mechanism's frames say the answer is, kind by kind. */
function answerFromFrames(
  q: Question,
  frames: { events: AnyEvent[]; state: unknown }[],
  askFrame: { state: unknown },
): string {
  const events = frames.flatMap((f) => f.events);
  const first = <T = AnyEvent>(type: string) => events.find((e) => e.type === type) as unknown as T;
  switch (q.kind) {
    case 'evict-fifo':
    case 'evict-lru':
    case 'evict-importance':
      return first<{ message: { id: string } }>('evicted').message.id;
    case 'summary-head': {
      const state = frames[frames.length - 1]!.state as {
        mem: { context(): { summary: string }; summary: { chunks: string[] } };
      };
      const sent = state.mem.context().summary;
      // The evicted messages in order (FIFO): m0, m1, ...; the last whose chunk starts before the cut.
      const chunks = state.mem.summary.chunks;
      let at = 0;
      let last = -1;
      chunks.forEach((c, i) => {
        if (at < sent.length - 3) last = i;
        at += c.length + 4;
      });
      return `head:m${last}`;
    }
    case 'swap-domain': {
      const e = first<AnyEvent | undefined>('swapped') ?? first<AnyEvent | undefined>('swap-failed');
      return e?.type === 'swapped' ? `page:${String(e.to)}` : 'error';
    }
    case 'store-get': {
      const e = events[0] as AnyEvent & { found?: boolean; value?: unknown };
      return e.type === 'refused' ? 'refused' : e.found ? `value:${JSON.stringify(e.value)}` : 'nothing';
    }
    case 'policy-refuse': {
      const e = events[0] as AnyEvent & { reason?: string };
      return e.type === 'refused' ? (e.reason as string) : 'kept';
    }
    case 'episodes-kept': {
      const e = first<{ trace: { dropped: { question: string }[] } }>('answered');
      const dropped = e.trace.dropped[0]?.question;
      if (dropped === undefined) return 'none';
      const asks = (q.data as { asks: { step: number; sent: string; owner: string }[] }).asks;
      return `ask:${asks.find((a) => a.owner === 'alice' && a.sent === dropped && (q.data as { keptBefore: number[] }).keptBefore[0] === a.step)!.step}`;
    }
    case 'retrieval-first':
      return first<{ record: { retrieved: string[] } }>('query').record.retrieved[0]!;
    case 'reflection-files': {
      const r = first<{ record: { added: { kind: string }[] } }>('reflection');
      return r.record.added[0]?.kind ?? 'nothing';
    }
    case 'strategy-evidence': {
      // The scene is the summary strategy's: after every turn, does its context hold the evidence whole?
      const d = q.data as {
        evidence: string;
        turns: { id: string; content: string }[];
        verdicts: { name: string; kept: boolean; strategy: { kind: string } }[];
      };
      const state = frames[frames.length - 1]!.state as {
        mem: { context(): { summary: string; messages: { id: string }[] } };
      };
      const ctx = state.mem.context();
      const content = d.turns.find((t) => t.id === d.evidence)!.content;
      const kept = ctx.messages.some((m) => m.id === d.evidence) || ctx.summary.includes(`] ${content}`);
      const verdict = d.verdicts.find((v) => v.strategy.kind === 'summary')!;
      expect(kept, `seed ${q.seed}: the summary strategy`).toBe(verdict.kept);
      void askFrame;
      return q.answer;
    }
    case 'tool-call':
      return first<{ call: { name: string } } | undefined>('call')?.call.name ?? 'none';
    case 'write-decision':
      return first<{ step: { decision: { event: string } } }>('write').step.decision.event;
    case 'believed-on': {
      const state = frames[frames.length - 1]!.state as {
        path: { believedAt(t: number): { key: string; value: string }[] };
      };
      const turn = (q.data as { turn: number }).turn;
      // The city's key as the write path stores it, in English or in French.
      return (
        state.path.believedAt(turn).find((b) => b.key === 'city' || b.key === 'ville')?.value ?? 'nothing'
      );
    }
    case 'cost-half':
    case 'cost-threshold':
    case 'section-fills':
    case 'compaction-drops':
    case 'clearing-pays':
      throw new Error(`${q.kind} has no scene`);
  }
}

describe.each(
  // The kinds without a scene (cost, and chapter 6's, whose facts say all) are checked by their own tests.
  KINDS.filter((k) => k.generate(0).scene !== null).map((k) => [k.kind, k] as const),
)('the scene of %s in its mechanism', (_, kind: PracticeKind) => {
  it('validates, and its frames show the question’s answer (its French scene too, when it has one)', () => {
    for (const seed of SCENE_SEEDS) {
      const q = kind.generate(seed);
      const ps = q.scene!;
      for (const scene of ps.sceneFr ? [ps.scene, ps.sceneFr] : [ps.scene]) {
        const m = MECHANISMS[scene.mechanism]!;
        const config = m.validateConfig(scene.config);
        expect(config.ok, `seed ${seed}: ${JSON.stringify(config)}`).toBe(true);
        const ops = validateScript(m, scene.ops);
        expect(ops.ok, `seed ${seed}: ${JSON.stringify(ops)}`).toBe(true);
        if (!config.ok || !ops.ok) continue;
        expect(ops.value).toEqual(scene.ops);
        let take;
        if (scene.take) {
          const checked = validateTake(scene.take);
          expect(checked.ok).toBe(true);
          if (checked.ok) take = checked.value;
        }
        const timeline = buildTimeline(m, config.value, ops.value, take ? { take } : {});
        expect(timeline.blockedAt(ps.revealAt)).toBeNull();
        const frames = [];
        for (let i = ps.askAt + 1; i <= ps.revealAt; i++)
          frames.push(timeline.frame(i) as { events: AnyEvent[]; state: unknown });
        expect(answerFromFrames(q, frames, timeline.frame(ps.askAt)), `seed ${seed}`).toBe(q.answer);
      }
    }
  });
});

describe('questions answered in the visualizer', () => {
  it('offer the messages the window holds at the frame the question is asked', () => {
    for (const kind of KINDS.filter((k) => k.kind.startsWith('evict-'))) {
      for (const seed of SCENE_SEEDS) {
        const q = kind.generate(seed);
        const timeline = buildTimeline(
          agentMemoryMechanism,
          q.scene!.scene.config as never,
          q.scene!.scene.ops as never,
        );
        const ids = timeline.frame(q.scene!.askAt).state.mem.windowMessages.map((x) => x.id);
        expect(q.choices.options.map((o) => o.id)).toEqual(ids);
      }
    }
  });
});
