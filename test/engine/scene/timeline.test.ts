import { describe, expect, it } from 'vitest';
import {
  accept,
  buildTimeline,
  refuse,
  validateScript,
  type Checked,
  type Mechanism,
} from '../../../src/engine/scene';

// A counter whose state is a mutable object: apply mutates it, so frames are only right if the timeline snapshots.
interface Counter {
  total: number;
  history: number[];
}
type AddOp = { add: number };

function counter(
  every: number,
  applied: { count: number } = { count: 0 },
): Mechanism<{ start: number }, Counter, AddOp, string> {
  return {
    id: 'counter',
    maxOps: 5,
    validateConfig: (raw): Checked<{ start: number }> =>
      typeof raw === 'object' && raw !== null && typeof (raw as { start?: unknown }).start === 'number'
        ? accept({ start: (raw as { start: number }).start })
        : refuse('config', 'not a counter config'),
    validateOp: (raw, at): Checked<AddOp> =>
      typeof raw === 'object' && raw !== null && Number.isInteger((raw as { add?: unknown }).add)
        ? accept({ add: (raw as { add: number }).add })
        : refuse(`ops[${at}].add`, 'not an integer'),
    validateScript: (ops) => (ops.some((o) => o.add === 13) ? { field: 'ops', detail: 'unlucky' } : null),
    initial: ({ start }) => ({ total: start, history: [] }),
    apply: (s, op) => {
      applied.count += 1;
      s.total += op.add;
      s.history.push(op.add);
      return { state: s, events: [`+${op.add}=${s.total}`] };
    },
    snapshots: { clone: (s) => ({ total: s.total, history: s.history.slice() }), every },
  };
}

const ops: AddOp[] = [1, 2, 3, 4, 5, 6, 7].map((add) => ({ add }));

describe('buildTimeline', () => {
  it.each([1, 3])(
    'gives the exact state and events of every step, in any order (checkpoints every %i)',
    (every) => {
      const t = buildTimeline(counter(every), { start: 10 }, ops);
      expect(t.length).toBe(8);
      for (const i of [7, 0, 4, 5, 2, 6, 1, 3]) {
        const f = t.frame(i);
        expect(f.step).toBe(i);
        expect(f.state.total).toBe(10 + (i * (i + 1)) / 2);
        expect(f.state.history).toEqual(ops.slice(0, i).map((o) => o.add));
        expect(f.events).toEqual(i === 0 ? [] : [`+${i}=${f.state.total}`]);
        expect(f.op).toEqual(i === 0 ? null : { add: i });
      }
    },
  );

  it('keeps a shown frame unchanged while later frames are computed', () => {
    const t = buildTimeline(counter(1), { start: 0 }, ops);
    const early = t.frame(2);
    t.frame(7);
    expect(early.state.total).toBe(3);
    expect(early.state.history).toEqual([1, 2]);
  });

  it('computes nothing past the asked step', () => {
    const applied = { count: 0 };
    const t = buildTimeline(counter(1, applied), { start: 0 }, ops);
    t.frame(3);
    expect(applied.count).toBe(3);
  });

  it('rebuilds a frame between checkpoints by re-applying at most every-1 ops', () => {
    const applied = { count: 0 };
    const t = buildTimeline(counter(4, applied), { start: 0 }, ops);
    t.frame(7); // 7 forward + 3 re-applied from the checkpoint at 4
    expect(applied.count).toBe(10);
    applied.count = 0;
    t.frame(6); // from the checkpoint at 4
    expect(applied.count).toBe(2);
  });

  it('clamps out-of-range steps', () => {
    const t = buildTimeline(counter(1), { start: 0 }, ops);
    expect(t.frame(-3).step).toBe(0);
    expect(t.frame(99).step).toBe(7);
    expect(t.eventsAt(99)).toEqual(['+7=28']);
  });
});

describe('validateScript', () => {
  it('accepts a valid script and refuses the first bad op with its index', () => {
    const m = counter(1);
    expect(validateScript(m, [{ add: 1 }, { add: 2 }])).toEqual({
      ok: true,
      value: [{ add: 1 }, { add: 2 }],
    });
    expect(validateScript(m, [{ add: 1 }, { add: 'x' }])).toEqual({
      ok: false,
      problem: { field: 'ops[1].add', detail: 'not an integer' },
    });
  });

  it('refuses a non-list, a script over the limit and a whole-script problem', () => {
    const m = counter(1);
    expect(validateScript(m, 'x')).toMatchObject({ ok: false, problem: { field: 'ops' } });
    expect(
      validateScript(
        m,
        Array.from({ length: 6 }, () => ({ add: 1 })),
      ),
    ).toMatchObject({
      ok: false,
      problem: { detail: 'more than 5 operations' },
    });
    expect(validateScript(m, [{ add: 13 }])).toMatchObject({ ok: false, problem: { detail: 'unlucky' } });
  });
});
