// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  emptyTake,
  litmCorrect,
  litmPlanProblem,
  litmScores,
  litmTrial,
  litmTrials,
  spreadPositions,
  withAnswer,
  LITM_HOOK,
  type LitmPlan,
} from '../../../src/engine';

const plan: LitmPlan = { n: 20, positions: spreadPositions(20, 5), runs: 3, lang: 'en' };

describe('lost in the middle: generator and scorer', () => {
  it('spreads even (user) positions from first to last user message', () => {
    expect(spreadPositions(20, 5)).toEqual([0, 4, 10, 14, 18]);
    expect(spreadPositions(4, 3)).toEqual([0, 2]);
    expect(spreadPositions(20, 1)).toEqual([0]);
  });
  it('places the fact at k among n strictly alternating messages, the question last; same plan, same prompts', () => {
    for (const k of plan.positions) {
      const t = litmTrial(plan, k, 1);
      expect(t.messages).toHaveLength(21);
      expect(t.messages.map((m) => m.role)).toEqual([
        ...Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 'user' : 'assistant')),
        'user',
      ]);
      expect(t.messages[k]?.content).toContain(t.expected);
      expect(t.messages.filter((m) => m.content.includes(t.expected))).toHaveLength(1);
      expect(t.messages.at(-1)?.content).toMatch(/What is the code of my gym locker/);
      expect(litmTrial(plan, k, 1)).toEqual(t);
    }
    expect(new Set(litmTrials(plan).map((t) => t.prompt)).size).toBe(15);
    expect(litmTrial({ ...plan, lang: 'fr' }, 0, 0).messages.at(-1)?.content).toMatch(/casier/);
  });
  it('scores only the answers the take holds for this plan, by position', () => {
    let take = emptyTake();
    const at = '2026-12-01T17:00:00.000Z';
    const [a, b] = [litmTrial(plan, 0, 0), litmTrial(plan, 10, 0)];
    take = withAnswer(take, {
      hook: LITM_HOOK,
      prompt: a.prompt,
      answer: `It is ${a.expected}.`,
      model: 'm',
      at,
      usage: null,
    });
    take = withAnswer(take, {
      hook: LITM_HOOK,
      prompt: b.prompt,
      answer: 'I do not know.',
      model: 'm',
      at,
      usage: null,
    });
    take = withAnswer(take, {
      hook: 'other',
      prompt: litmTrial(plan, 4, 0).prompt,
      answer: 'x',
      model: 'm',
      at,
      usage: null,
    });
    const scores = litmScores(plan, take);
    expect(scores[0]).toEqual({ position: 0, correct: 1, answered: 1, accuracy: 1 });
    expect(scores[1]).toEqual({ position: 4, correct: 0, answered: 0, accuracy: null });
    expect(scores[2]).toEqual({ position: 10, correct: 0, answered: 1, accuracy: 0 });
  });
  it('judges the code as a whole number and refuses bad plans with a reason', () => {
    expect(litmCorrect('The code is 4817.', '4817')).toBe(true);
    expect(litmCorrect('48170', '4817')).toBe(false);
    expect(litmPlanProblem(plan)).toBeNull();
    expect(litmPlanProblem({ ...plan, n: 21 })).toMatch(/even/);
    expect(litmPlanProblem({ ...plan, positions: [1] })).toMatch(/user message/);
    expect(litmPlanProblem({ ...plan, runs: 0 })).toMatch(/runs/);
    expect(litmPlanProblem(null)).toMatch(/not an object/);
  });
});
