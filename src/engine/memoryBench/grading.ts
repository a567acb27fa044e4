/**
 * Grading a model's reply against a reference answer. The lab's rule (`contains`): the normalised answer appears in
 * the normalised reply. A second rule (`exact`, SQuAD's exact match extended to French): the normalised reply IS the
 * normalised answer. Published memory scores swing with the judge; showing both rules on the same replies shows how
 * much of a score is the rule. `tokenF1` (SQuAD's token F1) is there for a third view.
 */
export type GradingRule = 'contains' | 'exact';

export const GRADING_RULES: readonly { id: GradingRule; en: string; fr: string }[] = [
  {
    id: 'contains',
    en: 'the lab’s rule: the answer, normalised, appears in the reply, normalised',
    fr: 'la règle du labo : la réponse attendue, normalisée, figure dans la réponse du modèle, normalisée',
  },
  {
    id: 'exact',
    en: 'exact match: the reply, normalised, is the answer, normalised (SQuAD’s rule)',
    fr: 'correspondance exacte : la réponse du modèle, normalisée, est la réponse attendue, normalisée (la règle de SQuAD)',
  },
];

const ARTICLES = new Set(['a', 'an', 'the', 'le', 'la', 'les', 'l', 'un', 'une', 'des', 'du', 'de', 'd']);

/**
 * Lowercase, accents removed (NFD, combining marks dropped), every run of characters other than letters and digits
 * made one space, articles dropped (English and French), spaces collapsed.
 */
export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && !ARTICLES.has(w))
    .join(' ');
}

/** Is the reply right for `answer` under `rule`? An empty normalised answer is never found. */
export function gradeReply(reply: string, answer: string, rule: GradingRule): boolean {
  const a = normalizeAnswer(answer);
  const r = normalizeAnswer(reply);
  if (a.length === 0) return false;
  if (rule === 'exact') return r === a;
  return ` ${r} `.includes(` ${a} `);
}

/** SQuAD's token F1 between the normalised reply and answer (0..1). */
export function tokenF1(reply: string, answer: string): number {
  const r = normalizeAnswer(reply).split(' ').filter(Boolean);
  const a = normalizeAnswer(answer).split(' ').filter(Boolean);
  if (r.length === 0 || a.length === 0) return r.length === a.length ? 1 : 0;
  const counts = new Map<string, number>();
  for (const w of a) counts.set(w, (counts.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of r) {
    const c = counts.get(w) ?? 0;
    if (c > 0) {
      common++;
      counts.set(w, c - 1);
    }
  }
  if (common === 0) return 0;
  const p = common / r.length;
  const q = common / a.length;
  return (2 * p * q) / (p + q);
}

export interface GradedReply {
  questionId: string;
  caseId: string;
  reply: string;
  answer: string;
  contains: boolean;
  exact: boolean;
  f1: number;
}

export function gradeAll(reply: string, answer: string): Pick<GradedReply, 'contains' | 'exact' | 'f1'> {
  return {
    contains: gradeReply(reply, answer, 'contains'),
    exact: gradeReply(reply, answer, 'exact'),
    f1: tokenF1(reply, answer),
  };
}

export interface AnswerAccuracy {
  /** Questions the model answered (the others are missing from the take). */
  answered: number;
  /** Share right under each rule, over the questions answered (null when none was). */
  contains: number | null;
  exact: number | null;
  /** Mean token F1. */
  f1: number | null;
}

export function answerAccuracy(
  graded: readonly Pick<GradedReply, 'contains' | 'exact' | 'f1'>[],
): AnswerAccuracy {
  const n = graded.length;
  if (n === 0) return { answered: 0, contains: null, exact: null, f1: null };
  return {
    answered: n,
    contains: graded.filter((g) => g.contains).length / n,
    exact: graded.filter((g) => g.exact).length / n,
    f1: graded.reduce((s, g) => s + g.f1, 0) / n,
  };
}
