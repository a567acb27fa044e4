/** Chapter 2's measured figures about the secrets and personal-data detector: hostile inputs, the labelled sets, each public source held out, the held-out set, speed. */
import { BENCH_5, BENCH_DETECTOR, DETECTOR_TEST, MB_S, measuredBy, type MeasuredFact } from './fact';
import { count, fraction, percent, quantity, range, text, times, word } from '../format';

/** What the bench printed before issue 26, on a set since removed: kept as the lesson tells it. */
const beforeIssue26 = measuredBy(
  BENCH_5,
  '2026-12-02, before issue 26 (the evaluation of test/fixtures/public/, since removed)',
  'history',
);
/** The detector's bench on the labelled sets, recomputed by test/content/measured.test.ts. */
const detector = measuredBy(BENCH_DETECTOR, '2026-12-02', 'recomputed');
/** A figure of the detector's own test file. */
const detectorTest = measuredBy(DETECTOR_TEST, '2026-12-02', 'recomputed');

export const CHAPTER2_DETECTOR: Readonly<Record<string, MeasuredFact>> = {
  // Chapter 2: the detector's bound on hostile inputs, as test/engine/sensitive/hostileInputs.ts holds it.
  'chapter2.detector.hostile.inputs': detectorTest(
    count(14),
    'inputs shaped to hurt each scanner that the unit tests time',
  ),
  'chapter2.detector.hostile.length': detectorTest(
    count(100_000),
    'characters of each hostile input in the unit tests',
  ),
  'chapter2.detector.hostile.cpuBound': detectorTest(
    quantity(500, 'ms'),
    'CPU time under which the unit tests keep each hostile input (it tells linear from quadratic)',
  ),
  'chapter2.detector.growth.input': detectorTest(
    word(4),
    'how many times longer the input of the growth test is',
  ),
  'chapter2.detector.growth.bound': detectorTest(
    word(10),
    'the growth test: the longer input must take less than this many times the time',
  ),
  // Chapter 2: the detector on the lab's older set (test/fixtures/sensitive.ts, tuned on before issue 26).
  'chapter2.detector.lab.refuse': detector(
    count(235),
    "values to refuse in the lab's older set (test/fixtures/sensitive.ts)",
  ),
  'chapter2.detector.lab.pass': detector(
    count(168),
    "ordinary sentences in the lab's older set, near misses included",
  ),
  'chapter2.detector.lab.recall': detector(
    percent(1, 0),
    "recall on the lab's older set (test/fixtures/sensitive.ts, tuned on)",
  ),
  'chapter2.detector.lab.found': detector(
    fraction(235, 235),
    "values of the lab's older set refused, of those to refuse",
  ),
  'chapter2.detector.lab.falsePositives': detector(
    percent(0, 0),
    "false positives on the lab's older set of ordinary sentences",
  ),
  'chapter2.detector.lab.flagged': detector(
    fraction(0, 168),
    "ordinary sentences of the lab's older set flagged, of all of them",
  ),
  // Chapter 2: each public secret/PII source held out (parameters derived without it), scored on its `test` half.
  'chapter2.detector.loso.gitleaks.found': detector(
    fraction(2472, 2473),
    'gitleaks held out: claimed positives of its test half found, of all of them',
  ),
  'chapter2.detector.loso.gitleaks.recall': detector(
    percent(2472 / 2473),
    'gitleaks held out: recall on the claimed positives of its test half',
  ),
  'chapter2.detector.loso.gitleaks.flagged': detector(
    fraction(2, 72),
    'gitleaks held out: benign negatives of its test half flagged, of all of them',
  ),
  'chapter2.detector.loso.gitleaks.falsePositives': detector(
    percent(2 / 72),
    'gitleaks held out: false positives on the benign negatives of its test half',
  ),
  'chapter2.detector.loso.presidio.found': detector(
    fraction(103, 106),
    'presidio held out: claimed positives of its test half found, of all of them',
  ),
  'chapter2.detector.loso.presidio.recall': detector(
    percent(103 / 106),
    'presidio held out: recall on the claimed positives of its test half',
  ),
  'chapter2.detector.loso.presidio.flagged': detector(
    fraction(7, 286),
    'presidio held out: benign negatives of its test half flagged, of all of them',
  ),
  'chapter2.detector.loso.presidio.falsePositives': detector(
    percent(7 / 286),
    'presidio held out: false positives on the benign negatives of its test half',
  ),
  'chapter2.detector.loso.noseyparker.found': detector(
    fraction(140, 144),
    'noseyparker held out: claimed positives of its test half found, of all of them',
  ),
  'chapter2.detector.loso.noseyparker.recall': detector(
    percent(140 / 144),
    'noseyparker held out: recall on the claimed positives of its test half',
  ),
  'chapter2.detector.loso.noseyparker.flagged': detector(
    fraction(0, 44),
    'noseyparker held out: benign negatives of its test half flagged, of all of them',
  ),
  'chapter2.detector.loso.noseyparker.falsePositives': detector(
    percent(0 / 44),
    'noseyparker held out: false positives on the benign negatives of its test half',
  ),
  'chapter2.detector.loso.kingfisher.found': detector(
    fraction(359, 392),
    'kingfisher held out: claimed positives of its test half found, of all of them',
  ),
  'chapter2.detector.loso.kingfisher.recall': detector(
    percent(359 / 392),
    'kingfisher held out: recall on the claimed positives of its test half',
  ),
  'chapter2.detector.loso.kingfisher.flagged': detector(
    fraction(0, 1),
    'kingfisher held out: benign negatives of its test half flagged, of all of them',
  ),
  'chapter2.detector.loso.kingfisher.falsePositives': detector(
    percent(0 / 1),
    'kingfisher held out: false positives on the benign negatives of its test half',
  ),
  'chapter2.detector.loso.secretlint.found': detector(
    fraction(45, 49),
    'secretlint held out: claimed positives of its test half found, of all of them',
  ),
  'chapter2.detector.loso.secretlint.recall': detector(
    percent(45 / 49),
    'secretlint held out: recall on the claimed positives of its test half',
  ),
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
  'chapter2.detector.loso.validatorjs.found': detector(
    fraction(358, 365),
    'validatorjs held out: claimed positives of its test half found, of all of them',
  ),
  'chapter2.detector.loso.validatorjs.recall': detector(
    percent(358 / 365),
    'validatorjs held out: recall on the claimed positives of its test half',
  ),
  'chapter2.detector.loso.validatorjs.flagged': detector(
    fraction(1, 25),
    'validatorjs held out: benign negatives of its test half flagged, of all of them',
  ),
  'chapter2.detector.loso.validatorjs.falsePositives': detector(
    percent(1 / 25),
    'validatorjs held out: false positives on the benign negatives of its test half',
  ),
  'chapter2.detector.loso.worst.recall': detector(
    percent(359 / 392),
    'the worst held-out recall over the six sources (kingfisher)',
  ),
  'chapter2.detector.loso.worst.recallSource': detector(
    text({ en: 'kingfisher', fr: 'kingfisher' }),
    'the source with the worst held-out recall',
  ),
  'chapter2.detector.loso.worst.falsePositives': detector(
    percent(1 / 25),
    'the worst held-out false-positive rate over the six sources (validatorjs)',
  ),
  'chapter2.detector.loso.worst.falsePositivesSource': detector(
    text({ en: 'validatorjs', fr: 'validatorjs' }),
    'the source with the worst held-out false-positive rate',
  ),
  // Chapter 2: the held-out set written before the rules changed (test/fixtures/detectorHeldOut.ts).
  'chapter2.detector.heldOut.secrets': detector(
    fraction(126, 131),
    'held-out secrets refused, of all of them',
  ),
  'chapter2.detector.heldOut.secretsRecall': detector(percent(126 / 131), 'recall on the held-out secrets'),
  'chapter2.detector.heldOut.identifiers': detector(
    fraction(42, 42),
    'held-out identifiers found with their kind, of all of them',
  ),
  'chapter2.detector.heldOut.benign': detector(
    fraction(1, 100),
    'held-out ordinary sentences (French and English) flagged, of all of them',
  ),
  // Chapter 2: what the detector measured before issue 26, on gitleaks and presidio only (claims of the time).
  'chapter2.detector.public.recall': beforeIssue26(
    percent(5814 / 5998),
    'recall on the formats the lab then claimed, gitleaks and presidio examples',
  ),
  'chapter2.detector.public.found': beforeIssue26(
    fraction(5814, 5998),
    'claimed positives found then, of all claimed positives',
  ),
  'chapter2.detector.public.falsePositives': beforeIssue26(
    percent(8 / 326),
    'false positives then on the claimed negatives of gitleaks and presidio',
  ),
  'chapter2.detector.public.flagged': beforeIssue26(
    fraction(8, 326),
    'claimed negatives flagged then, of all of them',
  ),
  'chapter2.detector.public.unclaimedRecall': beforeIssue26(
    percent(94 / 880),
    'recall then on the formats the lab did not claim (any kind found)',
  ),
  'chapter2.detector.public.handRecall': beforeIssue26(
    percent(779 / 909),
    'recall then on the claimed positives written by hand (not generated by gitleaks)',
  ),
  'chapter2.detector.public.handFound': beforeIssue26(
    fraction(779, 909),
    'hand-written claimed positives found then, of all of them',
  ),
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
};
