/**
 * The practice block's logic, without React: which kinds a section asks, reading a typed seed, the scene shown while
 * asking (the script cut at askAt, so stepping forward cannot give the answer away) and after (the whole script,
 * played to revealAt), what the status says after Check or "Show the answer", and where the cost questions open the
 * cost lab. Tested in node (test/components/practice/session.test.ts).
 */
import { DEFAULT_PARAMS, toQuery } from '../../compute/costLab/params';
import { KIND_CATALOG } from '../../engine/practice/catalog';
import { MAX_SEED } from '../../engine/practice/random';
import type { KindId, Question, Verdict } from '../../engine/practice/types';
import type { Lang } from '../../i18n/lang';
import { formatHash } from '../../router/route';

/** The kinds a section asks, those whose home is the section first, then the others, each in the catalog's order. */
export function sectionKinds(chapter: string, section: string): KindId[] {
  const all = (Object.keys(KIND_CATALOG) as KindId[]).filter(
    (k) => KIND_CATALOG[k].chapter === chapter && KIND_CATALOG[k].sections.includes(section),
  );
  const home = all.filter((k) => KIND_CATALOG[k].sections[0] === section);
  return [...home, ...all.filter((k) => !home.includes(k))];
}

/**
 * A seed as typed: a whole number 0..MAX_SEED, spaces and grouping allowed ("4 096", "4,096"); null otherwise (the
 * question does not change).
 */
export function parseSeed(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f_',]/g, '');
  if (!/^\d{1,10}$/.test(compact)) return null;
  const n = Number(compact);
  return Number.isSafeInteger(n) && n <= MAX_SEED ? n : null;
}

/** A question's scene as the visualizer takes it (plain data), or null for a question without one. */
export interface ShownScene {
  scene: {
    mechanism: string;
    config: unknown;
    ops: readonly unknown[];
    take?: unknown;
    focus: string | null;
  };
  step: number;
  playTo?: number;
}

/**
 * What the visualizer shows: while asking, the script up to askAt, opened at its end (the step that decides the
 * answer is not there to step to); once answered, the whole script, opened at askAt and played to revealAt. A
 * French reader sees the question's French scene when it has one (a conversation written in French).
 */
export function shownScene(q: Question, answered: boolean, lang: Lang = 'en'): ShownScene | null {
  if (!q.scene) return null;
  const { askAt, revealAt } = q.scene;
  const scene = lang === 'fr' && q.scene.sceneFr ? q.scene.sceneFr : q.scene.scene;
  const take = scene.take ?? undefined;
  const base = {
    mechanism: scene.mechanism,
    config: scene.config,
    focus: scene.focus,
    ...(take ? { take } : {}),
  };
  return answered
    ? { scene: { ...base, ops: scene.ops }, step: askAt, playTo: revealAt }
    : { scene: { ...base, ops: scene.ops.slice(0, askAt) }, step: askAt };
}

export type Phase = 'asking' | 'checked' | 'shown';

/** What the status and the explanation say, in one language. */
export interface Outcome {
  tone: 'correct' | 'wrong' | 'shown';
  /** The status line: it starts with the verdict ("Correct." / "Not quite."), then the answer. */
  lead: string;
  /** For a wrong answer: the rule the choice broke, and how. */
  broken: { text: string; detail: string } | null;
  /** Why the right answer is right, from the engine's events. */
  because: string[];
  /** The rule the right answer follows (left out when it is the rule the choice broke, said just above). */
  rule: string | null;
}

export interface OutcomeWords {
  correct: string;
  notQuite: string;
  answerIs: (label: string) => string;
  youChose: (label: string) => string;
}

const labelOf = (q: Question, id: string, lang: Lang): string =>
  q.choices.options.find((o) => o.id === id)?.label[lang] ?? id;

/**
 * What the status says: after Check, the verdict of the learner's answer; after "Show the answer", the right answer's
 * own verdict (`checkAnswer(q, q.answer)`), said as the answer.
 */
export function outcomeOf(
  q: Question,
  verdict: Verdict,
  phase: 'checked' | 'shown',
  lang: Lang,
  w: OutcomeWords,
): Outcome {
  const { explanation } = verdict;
  const answer = labelOf(q, q.answer, lang);
  const because = explanation.because.map((b) => b[lang]);
  const rule = explanation.rule.text[lang];
  if (phase === 'shown') return { tone: 'shown', lead: w.answerIs(answer), broken: null, because, rule };
  if (verdict.correct)
    return { tone: 'correct', lead: `${w.correct} ${w.answerIs(answer)}`, broken: null, because, rule };
  const broken = explanation.broken;
  return {
    tone: 'wrong',
    lead: `${w.notQuite} ${w.youChose(labelOf(q, verdict.given, lang))} ${w.answerIs(answer)}`,
    broken: broken ? { text: broken.text[lang], detail: broken.detail[lang] } : null,
    because,
    rule: broken && broken.text[lang] === rule ? null : rule,
  };
}

/** A cost question's figures in the cost lab: the exact model (a window not yet full sends what it holds), no summary. */
export function costLabHref(q: Question, lang: Lang): string | null {
  const data = q.data as { costLab?: { turns: number; window: number; messageLength: number } } | null;
  const c = data?.costLab;
  if (!c) return null;
  return formatHash(
    lang,
    ['cost-lab'],
    toQuery({
      ...DEFAULT_PARAMS,
      turns: c.turns,
      window: c.window,
      messageLength: c.messageLength,
      summaryBudget: 0,
      model: 'exact',
    }),
  );
}

/** "in 3 days", "dans 2 heures": when a card comes back, relative to now. */
export function relativeTime(due: Date, now: Date, lang: Lang): string {
  const seconds = (due.getTime() - now.getTime()) / 1000;
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units)
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  return rtf.format(Math.max(1, Math.round(seconds / 60)), 'minute');
}
