/**
 * defineKind: a kind written as (how to build a question from a PRNG, how to explain an answer) becomes a
 * PracticeKind with `generate`, `check` and `explain`. The wrapper handles what every kind shares: the seed, the
 * kind's place (chapter, sections), unknown answers, and turning rule ids into their statements.
 */
import { KIND_CATALOG } from './catalog';
import { rngFor, type Rng } from './random';
import type { Bilingual, Choice, Explanation, KindId, PracticeKind, Question, Verdict } from './types';

/** What a kind's explain returns: rule ids only; the wrapper adds their statements. */
export interface KindExplanation {
  because: Bilingual[];
  /** The rule the right answer follows. */
  rule: string;
  /** For a wrong answer (the wrapper never asks for the right one): the rule it broke and how. */
  broken?: { rule: string; detail: Bilingual };
}

export interface KindSpec<Data> {
  /** The kind's id; its chapter, sections and title come from KIND_CATALOG. */
  kind: KindId;
  rules: Readonly<Record<string, Bilingual>>;
  build(rng: Rng): Omit<Question<Data>, 'kind' | 'seed' | 'chapter' | 'sections' | 'title'>;
  /** `given` is a choice id of the question, or undefined; when it is wrong, `broken` must be set. */
  explain(q: Question<Data>, given: string | undefined): KindExplanation;
}

/** The rule every kind can name: an answer that is not one of the question's choices. */
export const NOT_A_CHOICE: Bilingual = {
  en: 'An answer must be one of the choices offered.',
  fr: 'Une réponse doit être l’un des choix proposés.',
};

/**
 * The first scene a kind's `attempt` accepts (it returns null to be drawn again from the same generator), or an
 * error after `most` attempts: a kind whose rules can never be met fails loudly instead of looping.
 */
export function firstScene<T>(kind: KindId, most: number, attempt: () => T | null): T {
  for (let tries = 0; tries < most; tries++) {
    const found = attempt();
    if (found !== null) return found;
  }
  throw new Error(`${kind}: no scene after ${most} attempts`);
}

export function defineKind<Data>(spec: KindSpec<Data>): PracticeKind<Data> {
  const { chapter, sections, title } = KIND_CATALOG[spec.kind];
  const ruleOf = (id: string) => {
    const text = spec.rules[id];
    if (!text) throw new Error(`kind ${spec.kind}: unknown rule "${id}"`);
    return { id, text };
  };
  const explain = (q: Question<Data>, answer?: string): Explanation => {
    const known = answer !== undefined && q.choices.options.some((c: Choice) => c.id === answer);
    const wrong = answer !== undefined && answer !== q.answer;
    const e = spec.explain(q, known && wrong ? answer : undefined);
    let broken: Explanation['broken'] = null;
    if (wrong && !known) {
      broken = {
        id: 'not-a-choice',
        text: NOT_A_CHOICE,
        detail: {
          en: `"${answer}" is not one of the choices.`,
          fr: `«\u00a0${answer}\u00a0» n’est pas l’un des choix.`,
        },
      };
    } else if (wrong) {
      if (!e.broken) throw new Error(`kind ${spec.kind}: no broken rule for the answer "${answer}"`);
      broken = { ...ruleOf(e.broken.rule), detail: e.broken.detail };
    }
    return { because: e.because, rule: ruleOf(e.rule), broken };
  };
  return {
    kind: spec.kind,
    chapter,
    sections,
    title,
    rules: spec.rules,
    generate(seed: number): Question<Data> {
      const rng = rngFor(spec.kind, seed);
      const built = spec.build(rng);
      return { kind: spec.kind, seed, chapter, sections, title, ...built };
    },
    check(q: Question<Data>, answer: string): Verdict {
      return {
        correct: answer === q.answer,
        expected: q.answer,
        given: answer,
        explanation: explain(q, answer),
      };
    },
    explain,
  };
}

/** Both languages from one template (for texts that are the same: numbers, ids, code). */
export function same(text: string): Bilingual {
  return { en: text, fr: text };
}

/** '#3' for 'm3' (the visualizer's `messageNumber`); other ids as they are. */
export function messageNumber(id: string): string {
  const m = /^m(\d+)$/.exec(id);
  return m ? `#${m[1]}` : id;
}

const formats = new Map<number, Intl.NumberFormat>();

/** A number in each language's typography: 12,345 / 12 345 (a narrow no-break space), decimals with . / ,. */
export function num(n: number, digits = 0): Bilingual {
  let f = formats.get(digits);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(digits, f);
  }
  const en = f.format(n);
  const fr = en.replace(/,/g, '\u202f').replace('.', ',');
  return { en, fr };
}
