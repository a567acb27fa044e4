/**
 * Chapter 1: which message does the window (FIFO), LRU or importance evict next? A window of 3 to 5 messages, a
 * script of appends with touches (LRU and, as a trap, FIFO), importances and re-ratings (importance), sometimes one
 * pinned message; the question is asked when the window is full and the next message arrives. The learner clicks
 * the message in the visualizer. The answer is the 'evicted' event the engine's AgentMemory returns for that append.
 */
import { POLICY_ORDER, type EvictionPolicy } from '../../agentMemory';
import { EVICTION_KINDS } from '../catalog';
import { defineKind, messageNumber, type KindExplanation } from '../kind';
import type { Rng } from '../random';
import { agentMemoryConfig, AgentMemoryRunner, practiceScene, type AgentMemoryOp } from '../scenes';
import type { Bilingual, Choice, PracticeKind, Question } from '../types';
import { m, rules, type EvictionRule } from './evictionWords';

/** What the question knows of a message in the window when it is asked. */
export interface WindowMessage {
  id: string;
  content: string;
  /** Step of its arrival (1-based, the visualizer's step). */
  arrived: number;
  /** Steps at which it was touched while in the window. */
  touches: number[];
  importance: number;
  pinned: boolean;
}

export interface EvictionData {
  policy: EvictionPolicy;
  window: number;
  /** The window when the question is asked, in the visualizer's display order. */
  inWindow: WindowMessage[];
  /** Touches of messages that had already left the window: (id, step). */
  ignoredTouches: { id: string; step: number }[];
  arriving: string;
  revealStep: number;
  evicted: string;
}

/** Whether the policy reads importances: then the script rates its messages and the question shows the ratings. */
/** Whether the policy orders by importance (then each message shows its rating): read, not restated. */
const RATED = (policy: EvictionPolicy): boolean => POLICY_ORDER[policy].byImportance;

function content(i: number): string {
  return `message #${i}`;
}

/** Writes a script for `policy` and plays it on the engine, op by op, until the reveal append evicts. */
function buildScript(policy: EvictionPolicy, rng: Rng) {
  const window = rng.int(3, 5);
  const before = window + rng.int(0, 3);
  const config = agentMemoryConfig({ window, policy, evictTo: 'trash' });
  const run = new AgentMemoryRunner(config);
  const ops: AgentMemoryOp[] = [];
  const apply = (op: AgentMemoryOp) => {
    ops.push(op);
    run.apply(op);
  };
  const pinAt = rng.chance(0.25) ? rng.int(0, before - 2) : -1;
  const importance = () => rng.pick([1, 1, 2, 2, 3, 3, 4, 5, 8]);
  const appended: string[] = [];
  for (let i = 0; i < before; i++) {
    const id = `m${i}`;
    apply({
      op: 'append',
      id,
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: content(i),
      ...(RATED(policy) ? { importance: importance() } : {}),
      ...(i === pinAt ? { pinned: true } : {}),
    });
    appended.push(id);
    if (i === 0) continue;
    const inWindow = run.mem.windowMessages.map((x) => x.id);
    const gone = appended.filter((a) => !inWindow.includes(a));
    switch (policy) {
      case 'lru':
        if (rng.chance(0.55)) apply({ op: 'touch', id: rng.pick(inWindow) });
        if (gone.length > 0 && rng.chance(0.1)) apply({ op: 'touch', id: rng.pick(gone) });
        break;
      case 'fifo':
        if (rng.chance(0.35)) apply({ op: 'touch', id: rng.pick(inWindow) });
        break;
      case 'importance':
        if (rng.chance(0.2)) apply({ op: 'setImportance', id: rng.pick(inWindow), value: importance() });
        break;
      default:
        return unhandled(policy);
    }
  }
  return { config, run, ops, before };
}

/** The window and what happened to its messages, from the replay's events. */
function windowData(run: AgentMemoryRunner): {
  inWindow: WindowMessage[];
  ignored: { id: string; step: number }[];
} {
  const info = new Map<string, WindowMessage>();
  const ignored: { id: string; step: number }[] = [];
  run.steps.forEach((events, i) => {
    const step = i + 1;
    for (const e of events) {
      if (e.type === 'appended')
        info.set(e.message.id, {
          id: e.message.id,
          content: e.message.content,
          arrived: step,
          touches: [],
          importance: e.message.importance,
          pinned: e.pinned,
        });
      else if (e.type === 'touched') info.get(e.message.id)?.touches.push(step);
      else if (e.type === 'touch-ignored') ignored.push({ id: e.id, step });
      else if (e.type === 'importance-set') {
        const w = info.get(e.message.id);
        if (w) w.importance = e.importance;
      }
    }
  });
  const inWindow = run.mem.windowMessages.map((x) => info.get(x.id) as WindowMessage);
  return { inWindow, ignored };
}

function evictionKind(policy: EvictionPolicy): PracticeKind<EvictionData> {
  return defineKind<EvictionData>({
    kind: EVICTION_KINDS[policy],
    rules,
    build(rng) {
      const { config, run, ops, before } = buildScript(policy, rng);
      const askAt = ops.length;
      const { inWindow, ignored } = windowData(run);
      const arriving = `m${before}`;
      const reveal: AgentMemoryOp = {
        op: 'append',
        id: arriving,
        role: before % 2 === 0 ? 'user' : 'assistant',
        content: content(before),
        ...(RATED(policy) ? { importance: rng.pick([1, 2, 3, 4, 5]) } : {}),
      };
      ops.push(reveal);
      const events = run.apply(reveal);
      const evicted = events.find((e) => e.type === 'evicted');
      if (!evicted || evicted.type !== 'evicted') throw new Error('the reveal append evicted nothing');
      const facts: Bilingual[] = [m.factWindow(config.window, policy)];
      for (const w of inWindow) {
        if (RATED(policy)) facts.push(m.factImportance(messageNumber(w.id), w.importance));
        if (w.pinned) facts.push(m.factPinned(messageNumber(w.id)));
      }
      const touches = inWindow
        .flatMap((w) => w.touches.map((step) => ({ id: w.id, step })))
        .concat(ignored)
        .sort((a, b) => a.step - b.step);
      for (const t of touches)
        facts.push(
          ignored.includes(t)
            ? m.factTouchIgnored(messageNumber(t.id), t.step)
            : m.factTouch(messageNumber(t.id), t.step),
        );
      const options: Choice[] = inWindow.map((w) => {
        const extra: Bilingual[] = [];
        if (RATED(policy)) extra.push(m.importanceWord(w.importance));
        if (w.pinned) extra.push(m.pinnedWord);
        return { id: w.id, label: m.label(messageNumber(w.id), w.content, extra) };
      });
      return {
        prompt: m.prompt(messageNumber(arriving)),
        facts,
        scene: practiceScene('agent-memory', config, ops, { askAt, revealAt: askAt + 1 }),
        choices: { mode: 'message', options },
        answer: evicted.message.id,
        data: {
          policy,
          window: config.window,
          inWindow,
          ignoredTouches: ignored,
          arriving,
          revealStep: askAt + 1,
          evicted: evicted.message.id,
        },
      };
    },
    explain: (q, given) => explainEviction(q, given),
  });
}

const lastUse = (w: WindowMessage) =>
  w.touches.length ? (w.touches[w.touches.length - 1] as number) : w.arrived;

/** What each policy evicts first: the smallest key, compared element by element. */
const VICTIM_KEY: Record<EvictionPolicy, (w: WindowMessage) => number[]> = {
  fifo: (w) => [w.arrived],
  lru: (w) => [lastUse(w)],
  importance: (w) => [w.importance, w.arrived],
};

/** The message each policy would evict from this window (what a learner thinking in that policy picks). */
export function victimUnder(
  policy: EvictionPolicy,
  inWindow: readonly WindowMessage[],
): WindowMessage | undefined {
  const free = inWindow.filter((w) => !w.pinned);
  const by = (key: (w: WindowMessage) => number[]) =>
    free.reduce<WindowMessage | undefined>((best, w) => {
      if (!best) return w;
      const a = key(w);
      const b = key(best);
      for (let i = 0; i < a.length; i++) {
        if ((a[i] as number) !== (b[i] as number)) return (a[i] as number) < (b[i] as number) ? w : best;
      }
      return best;
    }, undefined);
  return by(VICTIM_KEY[policy]);
}

function explainEviction(q: Question<EvictionData>, given: string | undefined): KindExplanation {
  const d = q.data;
  const n = messageNumber;
  const k = d.inWindow.find((w) => w.id === d.evicted) as WindowMessage;
  const because: Bilingual[] = [];
  let rule: EvictionRule;
  switch (d.policy) {
    case 'fifo': {
      rule = 'fifo-oldest';
      because.push(m.oldest(n(k.id), k.arrived));
      for (const w of d.inWindow) if (w.pinned && w.arrived < k.arrived) because.push(m.olderPinned(n(w.id)));
      const touches = d.inWindow.flatMap((w) => w.touches.map((s) => m.touchedAt(n(w.id), s)));
      if (touches.length > 0) because.push(m.touchesIgnored(touches));
      break;
    }
    case 'lru':
      rule = 'lru-least-recent';
      because.push(m.leastRecent(n(k.id), lastUse(k), k.touches.length ? 'touch' : 'arrival'));
      for (const w of d.inWindow)
        if (w.arrived < k.arrived && !w.pinned && w.touches.length > 0)
          because.push(m.savedByTouch(n(w.id), w.arrived, lastUse(w)));
      for (const w of d.inWindow)
        if (w.pinned && lastUse(w) < lastUse(k)) because.push(m.olderPinned(n(w.id)));
      for (const t of d.ignoredTouches) because.push(m.ignoredTouch(n(t.id), t.step));
      break;
    case 'importance':
      rule = 'importance-lowest';
      because.push(m.lowest(n(k.id), k.importance));
      for (const w of d.inWindow)
        if (w.id !== k.id && !w.pinned && w.importance === k.importance)
          because.push(m.tieLater(n(w.id), w.importance, w.arrived));
      for (const w of d.inWindow)
        if (w.pinned && w.importance <= k.importance) because.push(m.lowerPinned(n(w.id), w.importance));
      break;
    default:
      return unhandled(d.policy);
  }
  because.push(m.evicts(n(d.arriving), n(k.id), d.revealStep));
  const out: KindExplanation = { because, rule };
  if (given === undefined) return out;
  const c = d.inWindow.find((w) => w.id === given) as WindowMessage;
  out.broken = c.pinned ? { rule: 'pinned', detail: m.brokePinned(n(c.id)) } : brokenRule(d, c, k);
  return out;
}

/** The rule a learner broke by picking `c`, an unpinned message, when the policy evicted `k`. */
function brokenRule(
  d: EvictionData,
  c: WindowMessage,
  k: WindowMessage,
): NonNullable<KindExplanation['broken']> {
  const n = messageNumber;
  switch (d.policy) {
    case 'fifo':
      return victimUnder('lru', d.inWindow)?.id === c.id
        ? { rule: 'fifo-ignores-touch', detail: m.brokeFifoTouch(n(c.id), n(k.id)) }
        : { rule: 'fifo-oldest', detail: m.brokeFifoOldest(n(c.id), c.arrived, n(k.id), k.arrived) };
    case 'lru':
      return victimUnder('fifo', d.inWindow)?.id === c.id
        ? { rule: 'lru-touch-refreshes', detail: m.brokeLruTouch(n(c.id), lastUse(c)) }
        : { rule: 'lru-least-recent', detail: m.brokeLruRecent(n(c.id), lastUse(c), n(k.id), lastUse(k)) };
    case 'importance':
      if (c.importance === k.importance)
        return { rule: 'importance-tie-oldest', detail: m.brokeTie(n(c.id), c.importance, n(k.id)) };
      if (victimUnder('fifo', d.inWindow)?.id === c.id)
        return {
          rule: 'importance-not-age',
          detail: m.brokeAge(n(c.id), c.importance, n(k.id), k.importance),
        };
      return {
        rule: 'importance-lowest',
        detail: m.brokeLowest(n(c.id), c.importance, n(k.id), k.importance),
      };
    default:
      return unhandled(d.policy);
  }
}

/** The default of a switch over the policies: a policy with no case is a type error here (its type is not never). */
function unhandled(policy: never): never {
  throw new Error(`unhandled eviction policy ${JSON.stringify(policy)}`);
}

export const evictFifo = evictionKind('fifo');
export const evictLru = evictionKind('lru');
export const evictImportance = evictionKind('importance');
