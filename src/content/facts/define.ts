/**
 * How a chapter declares its facts: `defineFacts('chapter3', { 'triggers.reflections': () => count(...) })` gives
 * the ids `chapter3.triggers.reflections`. Each fact is a function, called once (at build time, in Node) the first
 * time a lesson or a test asks for it; share an expensive computation (a scene's replay) with `once`.
 */
import type { Fact } from './format';

export type FactTable = Readonly<Record<string, () => Fact>>;

export function defineFacts(chapter: string, facts: Record<string, () => Fact>): FactTable {
  const out: Record<string, () => Fact> = {};
  for (const [name, compute] of Object.entries(facts)) out[`${chapter}.${name}`] = compute;
  return out;
}

/** A computation run at most once (a scene replayed for several facts). */
export function once<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}

/**
 * What the prose says around a figure, checked where the figure is computed: `claim(rule.episodes.length === 1,
 * 'the e-mail rule is filed after a single e-mail')`. A claim that stops holding fails the build and the tests,
 * with its sentence.
 */
export function claim(holds: boolean, sentence: string): void {
  if (!holds) throw new Error(`the lesson's claim no longer holds: ${sentence}`);
}
