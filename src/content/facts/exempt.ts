/**
 * The numbers a lesson may type without a `<Fact>`, each with its reason; test/content/figures.test.ts fails on any
 * other typed number (digits or number words), in either language. Design: src/content/README.md, "Typed numbers".
 */
import { EXEMPT_CHAPTER1 } from './exempt/chapter1';
import { EXEMPT_CHAPTER2 } from './exempt/chapter2';
import { EXEMPT_CHAPTER3 } from './exempt/chapter3';
import { EXEMPT_CHAPTER4 } from './exempt/chapter4';
import { EXEMPT_CHAPTER5 } from './exempt/chapter5';
import { EXEMPT_CHAPTER6 } from './exempt/chapter6';

/**
 * Why a number is typed rather than computed:
 * - `name`: a name that contains digits, not a figure (NB-14, V8, O(1), exercise 3, section 4.1, Python 3.12);
 * - `source`: the source text's own figure, quoted or told (its code's parameters, its output, its claims): the
 *   source fixes it, not the engine;
 * - `outside`: a figure from outside the lab (a paper, an issue, a date, a price), its source beside it in the prose;
 *   `ref` says which;
 * - `count`: the lesson counting its own parts (four mechanisms, three exercises, two languages, eight faults);
 * - `example`: a value the lesson picks to explain something (a window of 4 keeps 4 messages), not a result;
 * - `output`: a reading of an output block the section shows, whose text a chapter test checks against the engine;
 *   `ref` names the test;
 * - `measured`: a measured figure typed where a `<Fact>` cannot go yet; `equals` names the fact, and the test checks
 *   that the snippet holds its text.
 */
export type Why = 'name' | 'source' | 'outside' | 'count' | 'example' | 'output' | 'measured';

export interface Exemption {
  why: Why;
  /** Text around the number(s), copied from the French file (whitespace is ignored; `[…]` skips text in between). */
  fr: readonly string[];
  /** The same for the English file. */
  en: readonly string[];
  ref?: string;
  /** Fact ids each read, as the fact reads, in one of the snippets (`measured`): the typed copy is checked. */
  equals?: readonly string[];
}

/** Names with digits that read the same everywhere. */
export const EXEMPT_EVERYWHERE: readonly { why: Why; pattern: RegExp; ref?: string }[] = [
  // The source course's notebooks and issues (chapter 1's seed cites them by these names).
  { why: 'name', pattern: /\bNB-\d\d\b|\b14[bc]\b|\b14_Persistent_Memory\b/ },
  { why: 'name', pattern: /\bnotebooks? \d\d(?:(?:, | et | and )\d\d)*/ },
  // Chapter 1's seed measures 100 and 1,000 turns with `L` = 120, `W` = 10, `P` = 5, `B` = 200 (its `gains_pour`).
  { why: 'source', pattern: /`[LWPB]` = \d+|\b(?:100|1[ ,\u00a0\u202f]000) (?:tours|turns)\b/ },
  // Counting what the lesson names: the two models, the two languages, both versions...
  {
    why: 'count',
    pattern:
      /\b(?:deux|two) (?:modèles|models|langues|languages|versions|questions|consignes|prompts|façons|ways|objets|objects|magasins|stores)\b/,
  },
  { why: 'source', pattern: /#1821[13]\b/ },
  { why: 'name', pattern: /\b(?:convention )?C\.1\b|\bG\.2\b/ },
  // Notation and names: O(1), V8, BIP-39, A2A.
  { why: 'name', pattern: /\bO\([^)]{1,12}\)/ },
  { why: 'name', pattern: /\bV8\b|\bBIP-39\b|\bA2A\b/ },
  // The lab's own numbering: exercises, chapters, the source code's faults, a paper's sections.
  { why: 'name', pattern: /\b[Ee]xerci[cs]es? \d(?:(?:, | et | and | à | to )\d)*/ },
  { why: 'name', pattern: /\b[Cc]hapi?t(?:re|er) \d\b/ },
  { why: 'name', pattern: /\b(?:[Dd]éfauts?|[Ff]aults?) \d(?:(?:, | et | and )\d)*/ },
  { why: 'name', pattern: /\bsection \d(?:\.\d)?\b/ },
  {
    why: 'name',
    pattern: /(?<!\p{L})(?:[Éé]tapes?|[Ss]teps?)\s+(?:\*\*)?\d(?:\s+(?:et|and)\s+\d)?(?:\*\*)?/u,
  },
  // A table's rows numbered in its first column (the source code's faults).
  { why: 'count', pattern: /^\| \d \|/m },
  // Citations: the paper is named beside its year; a Python version.
  {
    why: 'outside',
    pattern: /\b(?:Park|Packer|Liu|Zhong|Basak)\s+et\s+al\.,?\s+\d{4}\b/,
    ref: 'the paper named beside it',
  },
  { why: 'name', pattern: /\b(?:Python )?3\.1\d\b/ },
];

/** Per section (`chapterN/slug`), the typed numbers and why: one file a chapter in `exempt/`. */
export const EXEMPT: Readonly<Record<string, readonly Exemption[]>> = {
  ...EXEMPT_CHAPTER1,
  ...EXEMPT_CHAPTER2,
  ...EXEMPT_CHAPTER3,
  ...EXEMPT_CHAPTER4,
  ...EXEMPT_CHAPTER5,
  ...EXEMPT_CHAPTER6,
};
