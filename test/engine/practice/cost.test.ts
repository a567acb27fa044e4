/**
 * Chapter 1's cost: the engine's answers against sums written here (turn i sends min(i, W) messages with a window,
 * i without), on a hundred seeds each; and the rule each wrong answer breaks.
 */
import { costHalf, costThreshold } from '../../../src/engine/practice';
import { expectRightAnswer, SEEDS, tally, wrongAnswers } from './naive';

function sums(n: number, w: number, l: number) {
  let unbounded = 0;
  let windowed = 0;
  for (let i = 1; i <= n; i++) {
    unbounded += i * l;
    windowed += Math.min(i, w) * l;
  }
  return { unbounded, windowed };
}
const halves = (n: number, w: number, l: number) => {
  const s = sums(n, w, l);
  return 2 * s.windowed < s.unbounded;
};
function largest(n: number, l: number): number {
  let t = 0;
  for (let w = 1; w <= n; w++) if (halves(n, w, l)) t = w;
  return t;
}

describe('does the window beat unbounded memory by 2×', () => {
  const questions = SEEDS.map((s) => costHalf.generate(s));

  it('answers as the sums do, on a hundred seeds, yes and no both', () => {
    const answers = new Set<string>();
    for (const q of questions) {
      const { turns, messageLength, window } = q.data;
      expect(q.answer, `seed ${q.seed}`).toBe(halves(turns, window as number, messageLength) ? 'yes' : 'no');
      expect(q.data.unbounded).toBe(sums(turns, 1, messageLength).unbounded);
      expect(q.data.threshold).toBe(largest(turns, messageLength));
      answers.add(q.answer);
      expectRightAnswer(costHalf, q);
    }
    expect([...answers].sort()).toEqual(['no', 'yes']);
  });

  it('says when a wrong answer charged a full window from turn 1', () => {
    const seen = new Map<string, number>();
    for (const q of questions) {
      const { turns, messageLength, window } = q.data;
      const full = (window as number) * turns * messageLength;
      const notebook = 2 * full < sums(turns, 1, messageLength).unbounded ? 'yes' : 'no';
      for (const w of wrongAnswers(costHalf, q)) {
        expect(w.rule).toBe(w.id === notebook ? 'cost-window-fills' : 'cost-half');
        tally(seen, w.rule);
      }
    }
    expect(seen.get('cost-window-fills') ?? 0).toBeGreaterThan(0);
    expect(seen.get('cost-half') ?? 0).toBeGreaterThan(0);
  });
});

describe('the largest window that halves the cost', () => {
  const questions = SEEDS.map((s) => costThreshold.generate(s));

  it('is the largest W the sums allow, on a hundred seeds', () => {
    for (const q of questions) {
      const t = largest(q.data.turns, q.data.messageLength);
      expect(q.answer, `seed ${q.seed}`).toBe(`w:${t}`);
      expect(halves(q.data.turns, t + 1, q.data.messageLength)).toBe(false);
      expectRightAnswer(costThreshold, q);
    }
  });

  it('names the rule each wrong answer broke', () => {
    const seen = new Map<string, number>();
    for (const q of questions) {
      const { turns, messageLength } = q.data;
      const t = largest(turns, messageLength);
      const unbounded = sums(turns, 1, messageLength).unbounded;
      let notebook = 0;
      for (let w = 1; w <= turns; w++) if (2 * w * turns * messageLength < unbounded) notebook = w;
      for (const w of wrongAnswers(costThreshold, q)) {
        const size = Number(w.id.slice(2));
        const expected =
          size === notebook
            ? 'cost-window-fills'
            : size > t
              ? 'cost-half'
              : size === 1
                ? 'cost-largest-not-minimal'
                : 'cost-largest';
        expect(w.rule, `seed ${q.seed}, chose ${w.id}`).toBe(expected);
        tally(seen, w.rule);
      }
    }
    for (const r of ['cost-window-fills', 'cost-half', 'cost-largest-not-minimal', 'cost-largest'])
      expect(seen.get(r) ?? 0, r).toBeGreaterThan(0);
  });
});
