/**
 * Helpers shared by the practice tests: the seeds every kind is checked on, and small independent computations
 * (written again here on purpose, never imported from src/engine) that the tests compare the engine's answers with.
 */
import type { Bilingual, PracticeKind, Question } from '../../../src/engine/practice';

/** The hundred seeds each kind's answers are checked on. */
export const SEEDS: readonly number[] = Array.from({ length: 100 }, (_, i) => i + 1);

/** The scene's script, typed as the test reads it. */
export function opsOf<Op>(q: Question): Op[] {
  if (!q.scene) throw new Error(`${q.kind} #${q.seed} has no scene`);
  return q.scene.scene.ops as Op[];
}

/** Every wrong choice of a question, with the rule its explanation names and the detail in both languages. */
export function wrongAnswers(
  kind: PracticeKind,
  q: Question,
): { id: string; rule: string; detail: Bilingual }[] {
  return q.choices.options
    .filter((o) => o.id !== q.answer)
    .map((o) => {
      const v = kind.check(q, o.id);
      expect(v.correct).toBe(false);
      const broken = v.explanation.broken;
      expect(broken, `${q.kind} #${q.seed}: no broken rule for ${o.id}`).not.toBeNull();
      expect(broken!.text).toEqual(kind.rules[broken!.id]);
      expect(broken!.detail.en.length).toBeGreaterThan(0);
      expect(broken!.detail.fr.length).toBeGreaterThan(0);
      return { id: o.id, rule: broken!.id, detail: broken!.detail };
    });
}

/** The right answer's explanation: a verdict that is correct, names no broken rule, and gives reasons. */
export function expectRightAnswer(kind: PracticeKind, q: Question): void {
  const v = kind.check(q, q.answer);
  expect(v.correct).toBe(true);
  expect(v.explanation.broken).toBeNull();
  expect(v.explanation.because.length).toBeGreaterThan(0);
  expect(v.explanation.rule.text).toEqual(kind.rules[v.explanation.rule.id]);
}

/** Lowercase runs of letters and digits (the bag of words as the lesson defines it). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Cosine of two texts' word counts, computed with plain objects. */
export function naiveCosine(a: string, b: string): number {
  const count = (t: string) => {
    const c: Record<string, number> = {};
    for (const w of words(t)) c[w] = (c[w] ?? 0) + 1;
    return c;
  };
  const ca = count(a);
  const cb = count(b);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [w, v] of Object.entries(ca)) {
    na += v * v;
    dot += v * (cb[w] ?? 0);
  }
  for (const v of Object.values(cb)) nb += v * v;
  return dot === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** Counts how often each rule was named, to check every rule of a kind can be reached. */
export function tally(into: Map<string, number>, rule: string): void {
  into.set(rule, (into.get(rule) ?? 0) + 1);
}
