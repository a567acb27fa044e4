/**
 * The practice questions' types: what a kind generates (a Question), what checking an answer gives (a Verdict with
 * its Explanation), and what a kind is (PracticeKind). Plain data only: a question crosses postMessage, a permalink
 * or a test's deep equality, and is rebuilt from (kind, seed) alone.
 */
import type { Scene } from '../scene/timeline';
import type { Take } from '../scene/take';
import type { KIND_CATALOG } from './catalog';

/** A text in both languages of the lab (the same shape as src/i18n's `Localized`, which the engine cannot import). */
export interface Bilingual {
  readonly fr: string;
  readonly en: string;
}

/**
 * A chapter's id, as src/content/chapters.ts states it (its `ChapterId`): the engine cannot import the content, so
 * here it is a string; test/engine/practice/registry.test.ts holds every kind to a chapter and sections that exist.
 */
export type ChapterRef = string;

/**
 * Every kind of question, by its stable id (stored in the review deck: never rename one): the keys of KIND_CATALOG
 * (catalog.ts), written there only.
 */
export type KindId = keyof typeof KIND_CATALOG;

/**
 * A scene the existing visualizer plays: `scene` is exactly what `<Visualizer given={{ scene, ... }} />` takes (a
 * mechanism id, its configuration and its script, as the presets write them). The question is asked at frame
 * `askAt` (the state after ops[0..askAt-1]); playing the frames askAt+1 .. ops.length shows the answer happen.
 */
export interface PracticeScene {
  scene: Scene<unknown, unknown> & { take?: Take | null };
  /**
   * The same scene written in French, for a scene whose text a learner reads (a conversation): the same steps, the
   * same decisions. Absent: `scene` serves both languages.
   */
  sceneFr?: Scene<unknown, unknown> & { take?: Take | null };
  /** The frame the visualizer shows while the question is asked (0..ops.length). */
  askAt: number;
  /** The frame where the answer happens (the step whose events decide it), askAt < revealAt <= ops.length. */
  revealAt: number;
}

/** One answer the learner can give: its id (what `check` takes) and what it says. */
export interface Choice {
  id: string;
  label: Bilingual;
}

/**
 * How the learner answers.
 * - 'list': a short list (a radio group), each option's id and label.
 * - 'message': "click the message" in the visualizer. Each option's id is a message id of the scene's script
 *   (agent-memory's 'm3', shown by the visualizer as #3, `messageNumber`), present in the window at frame askAt; its
 *   label says the same in words (for a list fallback and for screen readers).
 */
export interface Choices {
  mode: 'list' | 'message';
  options: readonly Choice[];
}

/** A generated question. Same (kind, seed) → the same question, deep-equal, in every browser. */
export interface Question<Data = unknown> {
  kind: KindId;
  seed: number;
  chapter: ChapterRef;
  /** Section slugs of src/content/chapters.ts where the question belongs (the first is its home). */
  sections: readonly string[];
  /** The kind's short name ("Which message does LRU evict?"). */
  title: Bilingual;
  /** The question itself. */
  prompt: Bilingual;
  /** What the learner needs besides the scene, in words (touches, importances, parameters); read by screen readers. */
  facts: readonly Bilingual[];
  /** The scene to show and play, or null for a question without a visualizer (the cost questions). */
  scene: PracticeScene | null;
  choices: Choices;
  /** The id of the right choice, computed by the engine. */
  answer: string;
  /** What the kind's explain() needs: plain JSON, kind-specific. */
  data: Data;
}

/** A rule of a kind: its id (stable, tests name it) and its statement. */
export interface Rule {
  id: string;
  text: Bilingual;
}

export interface Explanation {
  /** Why the right answer is right, from the engine's events, in order ("#3 was least recently used: ..."). */
  because: readonly Bilingual[];
  /** The rule the right answer follows. */
  rule: Rule;
  /**
   * For a wrong answer: the rule that answer broke, and how ("#2 was touched at step 5: a touch makes it the most
   * recently used"). Null for the right answer (or no answer given).
   */
  broken: (Rule & { detail: Bilingual }) | null;
}

export interface Verdict {
  correct: boolean;
  /** The right choice's id. */
  expected: string;
  /** The choice given. */
  given: string;
  explanation: Explanation;
}

/** A kind of question: where it belongs, how a question is generated, checked and explained. */
export interface PracticeKind<Data = unknown> {
  kind: KindId;
  chapter: ChapterRef;
  sections: readonly string[];
  title: Bilingual;
  /** Every rule this kind's explanations can name, by id. */
  rules: Readonly<Record<string, Bilingual>>;
  /** A question from a seed (an integer 0..2^31-1); deterministic, pure. */
  generate(seed: number): Question<Data>;
  /** Checks an answer (a choice id); never throws (an unknown id is a wrong answer). */
  check(question: Question<Data>, answer: string): Verdict;
  /** Why the right answer is right, and, given a wrong answer, which rule it broke. */
  explain(question: Question<Data>, answer?: string): Explanation;
}
