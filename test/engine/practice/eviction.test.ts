/**
 * Which message FIFO, LRU and importance evict next: the engine's answer against a naive window written here (a list
 * of messages with their arrival, last use, importance and pin), on a hundred seeds each; and the rule each wrong
 * answer breaks.
 */
import {
  evictFifo,
  evictImportance,
  evictLru,
  type PracticeKind,
  type Question,
} from '../../../src/engine/practice';
import { expectRightAnswer, opsOf, SEEDS, tally, wrongAnswers } from './naive';

type Op =
  | { op: 'append'; id: string; importance?: number; pinned?: boolean }
  | { op: 'touch'; id: string }
  | { op: 'setImportance'; id: string; value: number };

interface Item {
  id: string;
  arrival: number;
  lastUse: number;
  importance: number;
  pinned: boolean;
}
type Policy = 'fifo' | 'lru' | 'importance';

/** Plays the script on a plain list; returns the window before the last op and what the last op evicted. */
function naive(policy: Policy, capacity: number, ops: readonly Op[]) {
  let items: Item[] = [];
  let before: Item[] = [];
  let victim: string | null = null;
  ops.forEach((op, i) => {
    const step = i + 1;
    if (i === ops.length - 1) before = items.map((x) => ({ ...x }));
    if (op.op === 'append') {
      if (items.length >= capacity) {
        const v = victimOf(policy, items) as Item;
        items = items.filter((x) => x !== v);
        if (i === ops.length - 1) victim = v.id;
      }
      items.push({
        id: op.id,
        arrival: step,
        lastUse: step,
        importance: op.importance ?? 1,
        pinned: op.pinned === true,
      });
    } else if (op.op === 'touch') {
      const x = items.find((y) => y.id === op.id);
      if (x) x.lastUse = step;
    } else {
      const x = items.find((y) => y.id === op.id);
      if (x) x.importance = op.value;
    }
  });
  return { before, victim };
}

function victimOf(policy: Policy, items: readonly Item[]): Item | undefined {
  const free = items.filter((x) => !x.pinned);
  const key = (x: Item) =>
    policy === 'fifo' ? [x.arrival] : policy === 'lru' ? [x.lastUse] : [x.importance, x.arrival];
  return free.slice().sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return (ka[0] as number) - (kb[0] as number) || (ka[1] ?? 0) - (kb[1] ?? 0);
  })[0];
}

function windowOf(q: Question): number {
  return (q.scene!.scene.config as { window: number }).window;
}

const cases: [Policy, PracticeKind][] = [
  ['fifo', evictFifo as PracticeKind],
  ['lru', evictLru as PracticeKind],
  ['importance', evictImportance as PracticeKind],
];

describe.each(cases)('which message %s evicts next', (policy, kind) => {
  const questions = SEEDS.map((s) => kind.generate(s));

  it('gives the message a naive window evicts, on a hundred seeds', () => {
    for (const q of questions) {
      const ops = opsOf<Op>(q);
      const { victim } = naive(policy, windowOf(q), ops);
      expect(q.answer, `seed ${q.seed}`).toBe(victim);
      expect(q.scene!.revealAt).toBe(ops.length);
      expect(q.scene!.askAt).toBe(ops.length - 1);
      expectRightAnswer(kind, q);
    }
  });

  it('offers every message of the window when the question is asked, to click in the visualizer', () => {
    for (const q of questions) {
      const { before } = naive(policy, windowOf(q), opsOf<Op>(q));
      expect(q.choices.mode).toBe('message');
      expect(q.choices.options.map((o) => o.id).sort()).toEqual(before.map((x) => x.id).sort());
      for (const o of q.choices.options) expect(o.label.en).toContain(`#${o.id.slice(1)}`);
    }
  });

  it('names the rule each wrong answer broke, and the message it chose', () => {
    const seen = new Map<string, number>();
    for (const q of questions) {
      const { before } = naive(policy, windowOf(q), opsOf<Op>(q));
      const right = before.find((x) => x.id === q.answer) as Item;
      for (const w of wrongAnswers(kind, q)) {
        const c = before.find((x) => x.id === w.id) as Item;
        let expected: string;
        if (c.pinned) expected = 'pinned';
        else if (policy === 'fifo')
          expected = victimOf('lru', before)?.id === c.id ? 'fifo-ignores-touch' : 'fifo-oldest';
        else if (policy === 'lru')
          expected = victimOf('fifo', before)?.id === c.id ? 'lru-touch-refreshes' : 'lru-least-recent';
        else if (c.importance === right.importance) expected = 'importance-tie-oldest';
        else expected = victimOf('fifo', before)?.id === c.id ? 'importance-not-age' : 'importance-lowest';
        expect(w.rule, `seed ${q.seed}, chose ${w.id}`).toBe(expected);
        expect(w.detail.en).toContain(`#${w.id.slice(1)}`);
        expect(w.detail.fr).toContain(`#${w.id.slice(1)}`);
        tally(seen, w.rule);
      }
    }
    const reachable =
      policy === 'fifo'
        ? ['pinned', 'fifo-oldest', 'fifo-ignores-touch']
        : policy === 'lru'
          ? ['pinned', 'lru-least-recent', 'lru-touch-refreshes']
          : ['pinned', 'importance-lowest', 'importance-tie-oldest', 'importance-not-age'];
    for (const r of reachable) expect(seen.get(r) ?? 0, r).toBeGreaterThan(0);
  });
});

describe('an LRU explanation', () => {
  it('says which touch saved the message that arrived first', () => {
    const q = SEEDS.map((s) => evictLru.generate(s)).find((x) =>
      x.choices.options.some((o) => evictLru.check(x, o.id).explanation.broken?.id === 'lru-touch-refreshes'),
    )!;
    const saved = q.data.inWindow.find(
      (w) => evictLru.check(q, w.id).explanation.broken?.id === 'lru-touch-refreshes',
    )!;
    const v = evictLru.check(q, saved.id);
    const touched = saved.touches[saved.touches.length - 1]!;
    expect(v.explanation.broken!.detail.en).toBe(
      `#${saved.id.slice(1)} arrived first, but it was touched at step ${touched}: that touch made it recently used.`,
    );
    expect(v.explanation.because[0]!.en).toMatch(
      /^#\d+ was least recently used: its last use was its (arrival|touch) at step \d+\.$/,
    );
  });
});
