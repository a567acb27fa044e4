import type { ExerciseTests } from '../../src/exercises/testkit';
import type * as Solution from './solution';

// An independent reference: the definition of the statement, summed turn by turn.
function sumWindow(w: number, n: number, len: number): number {
  let total = 0;
  for (let i = 1; i <= n; i++) total += Math.min(i, w) * len;
  return total;
}
const meets = (w: number, n: number) => sumWindow(w, n, 1) < sumWindow(n, n, 1) / 2;

const tests: ExerciseTests<typeof Solution> = ({ test, expect }, impl) => {
  test(
    {
      en: 'windowCost: a window of 10 over 100 turns of 120 characters costs 114,600',
      fr: 'windowCost : une fenêtre de 10 sur 100 tours de 120 caractères coûte 114 600',
    },
    () => {
      expect(impl.marginalCost(10, 100, 120).windowCost).toBe(114_600);
    },
  );

  test(
    {
      en: 'windowCost: a window larger than the conversation costs as much as the unbounded memory',
      fr: 'windowCost : une fenêtre plus grande que la conversation coûte autant que la mémoire non bornée',
    },
    () => {
      expect(impl.marginalCost(50, 10, 3).windowCost).toBe(165);
      expect(impl.marginalCost(100, 100, 120).windowCost).toBe(606_000);
    },
  );

  test(
    {
      en: 'windowCost equals Σ min(i, W) × msgLen for other sizes, lengths and turn counts',
      fr: 'windowCost vaut Σ min(i, W) × msgLen pour d\u2019autres tailles, longueurs et nombres de tours',
    },
    () => {
      for (const [w, n, len] of [
        [1, 1, 1],
        [1, 7, 5],
        [3, 7, 2],
        [7, 7, 1],
        [10, 1000, 120],
        [4, 9, 2.5],
      ] as const) {
        // The arguments travel with the value, so a failure shows which case is wrong.
        const { windowCost } = impl.marginalCost(w, n, len);
        expect({ windowSize: w, nTurns: n, msgLen: len, windowCost }).toEqual({
          windowSize: w,
          nTurns: n,
          msgLen: len,
          windowCost: sumWindow(w, n, len),
        });
      }
    },
  );

  test(
    {
      en: 'thresholdMet: true for a window of 10 over 100 turns, false for a window of 100',
      fr: 'thresholdMet : vrai pour une fenêtre de 10 sur 100 tours, faux pour une fenêtre de 100',
    },
    () => {
      expect(impl.marginalCost(10, 100, 120).thresholdMet).toBe(true);
      expect(impl.marginalCost(100, 100, 120).thresholdMet).toBe(false);
    },
  );

  test(
    {
      en: 'thresholdMet uses a strict "below half": 4 turns, W = 1 → true (4 < 5); 3 turns, W = 1 → false (3 is not < 3)',
      fr: 'thresholdMet est strict (« inférieur à la moitié ») : 4 tours, W = 1 → vrai (4 < 5) ; 3 tours, W = 1 → faux (3 n\u2019est pas < 3)',
    },
    () => {
      expect(impl.marginalCost(1, 4, 1).thresholdMet).toBe(true);
      expect(impl.marginalCost(1, 3, 1).thresholdMet).toBe(false);
    },
  );

  test(
    {
      en: 'thresholdWindow: over 100 turns the largest window that halves the cost is 29',
      fr: 'thresholdWindow : sur 100 tours, la plus grande fenêtre qui divise le coût par deux est 29',
    },
    () => {
      expect(impl.marginalCost(10, 100, 120).thresholdWindow).toBe(29);
    },
  );

  test(
    {
      en: 'thresholdWindow is 0 when no window qualifies (1, 2 or 3 turns) and 1 for 4 turns',
      fr: 'thresholdWindow vaut 0 quand aucune fenêtre ne convient (1, 2 ou 3 tours) et 1 pour 4 tours',
    },
    () => {
      expect(impl.marginalCost(1, 1, 120).thresholdWindow).toBe(0);
      expect(impl.marginalCost(1, 2, 120).thresholdWindow).toBe(0);
      expect(impl.marginalCost(1, 3, 120).thresholdWindow).toBe(0);
      expect(impl.marginalCost(1, 4, 120).thresholdWindow).toBe(1);
    },
  );

  test(
    {
      en: 'thresholdWindow does not depend on windowSize nor on msgLen',
      fr: 'thresholdWindow ne dépend ni de windowSize ni de msgLen',
    },
    () => {
      const reference = impl.marginalCost(1, 200, 1).thresholdWindow;
      expect(reference).toBeGreaterThan(0);
      for (const [w, len] of [
        [5, 1],
        [150, 7],
        [200, 0.5],
      ] as const) {
        expect(impl.marginalCost(w, 200, len).thresholdWindow).toBe(reference);
      }
    },
  );

  test(
    {
      en: 'thresholdWindow is the largest: it meets the criterion and the next size does not',
      fr: 'thresholdWindow est la plus grande : elle satisfait le critère et la taille suivante non',
    },
    () => {
      for (const n of [4, 10, 57, 1000]) {
        const w = impl.marginalCost(1, n, 120).thresholdWindow;
        expect({
          nTurns: n,
          thresholdWindow: w,
          meetsCriterion: meets(w, n),
          nextSizeMeetsIt: meets(w + 1, n),
        }).toEqual({
          nTurns: n,
          thresholdWindow: w,
          meetsCriterion: true,
          nextSizeMeetsIt: false,
        });
      }
    },
  );

  test(
    {
      en: 'A window size of 0 or 2.5 throws a RangeError naming windowSize',
      fr: 'Une taille de fenêtre de 0 ou 2.5 lève une RangeError qui nomme windowSize',
    },
    () => {
      expect(() => impl.marginalCost(0, 100, 120)).toThrow({ name: 'RangeError', message: 'windowSize' });
      expect(() => impl.marginalCost(2.5, 100, 120)).toThrow({ name: 'RangeError', message: 'windowSize' });
    },
  );

  test(
    {
      en: 'A number of turns of 0 or 1.5 throws a RangeError naming nTurns',
      fr: 'Un nombre de tours de 0 ou 1.5 lève une RangeError qui nomme nTurns',
    },
    () => {
      expect(() => impl.marginalCost(10, 0, 120)).toThrow({ name: 'RangeError', message: 'nTurns' });
      expect(() => impl.marginalCost(10, 1.5, 120)).toThrow({ name: 'RangeError', message: 'nTurns' });
    },
  );

  test(
    {
      en: 'A message length of 0, −1, NaN or Infinity throws a RangeError naming msgLen',
      fr: 'Une longueur de message de 0, −1, NaN ou Infinity lève une RangeError qui nomme msgLen',
    },
    () => {
      for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(() => impl.marginalCost(10, 100, bad)).toThrow({ name: 'RangeError', message: 'msgLen' });
      }
    },
  );
};

export default tests;
