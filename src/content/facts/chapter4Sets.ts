/**
 * Chapter 4's figures about what the data sets decide (issue 35), computed from the engine on the lab's generator at
 * build time: each strategy's same-budget window (what it adds beyond sending more) and the recall of `window:10`
 * under each law of the distance between a fact and its question (the law sets it by construction). The public
 * sets' figures are measured facts (measuredSets.ts).
 */
import {
  DEFAULT_STRATEGIES,
  DISTANCE_LAWS,
  generateBench,
  GENERATOR_DEFAULTS,
  parseStrategies,
  RECENT_DISTANCE,
  runBench,
  type DistanceLaw,
  type StrategyResult,
} from '../../engine/memoryBench';
import { claim, defineFacts, once } from './define';
import { code, count, percent, text, type Fact } from './format';

const rows = once(() =>
  runBench(generateBench(GENERATOR_DEFAULTS), parseStrategies(DEFAULT_STRATEGIES), { perQuestion: false }),
);
const row = (name: string): StrategyResult => {
  const r = rows().find((x) => x.strategy === name);
  if (!r) throw new Error(`no result for ${name}: DEFAULT_STRATEGIES changed`);
  return r;
};

/** The default window of the lesson's strategies (`window:N` in DEFAULT_STRATEGIES). */
const windowTurns = once(() => {
  const w = parseStrategies(DEFAULT_STRATEGIES).find((s) => s.kind === 'window');
  if (!w || w.kind !== 'window') throw new Error('DEFAULT_STRATEGIES has no window');
  return w.window;
});

const windowUnder = (law: DistanceLaw): number =>
  runBench(
    generateBench({ ...GENERATOR_DEFAULTS, distance: law }),
    parseStrategies(`window:${windowTurns()}`),
    { perQuestion: false },
  )[0]!.evidenceRecall;

const lawRecall = Object.fromEntries(
  DISTANCE_LAWS.map((law) => [`gen.distance.${law}`, () => percent(windowUnder(law))]),
) as Record<string, () => Fact>;

/** The most turns a default strategy sends (retrieval: K found + its window; reflective: K episodes of 2 turns + its window). */
const sends = (kind: 'retrieval' | 'reflective') => {
  const s = parseStrategies(DEFAULT_STRATEGIES).find((x) => x.kind === kind);
  if (!s || (s.kind !== 'retrieval' && s.kind !== 'reflective'))
    throw new Error(`no ${kind} in the defaults`);
  return (kind === 'reflective' ? 2 * s.k : s.k) + s.window;
};

export default defineFacts('chapter4', {
  'defaults.windowTurns': () => count(windowTurns()),
  'defaults.retrievalTurns': () => count(sends('retrieval')),
  'defaults.reflectiveTurns': () => count(sends('reflective')),
  'defaults.generator': () =>
    code(
      `turns=${GENERATOR_DEFAULTS.turns},questions=${GENERATOR_DEFAULTS.questions},seed=${GENERATOR_DEFAULTS.seed},lang=${GENERATOR_DEFAULTS.lang}`,
    ),
  'gen.retrieval.sameBudget': () => percent(row('retrieval:5').sameBudgetWindowRecall),
  'gen.retrieval.sameBudgetWindow': () => code(`window:${row('retrieval:5').sameBudgetWindow}`),
  'gen.reflective.sameBudget': () => percent(row('reflective:5').sameBudgetWindowRecall),
  'gen.reflective.sameBudgetWindow': () => code(`window:${row('reflective:5').sameBudgetWindow}`),
  'gen.retrieval.gainOverBudget': () => {
    const r = row('retrieval:5');
    claim(
      r.evidenceRecall - r.sameBudgetWindowRecall > 0.3,
      'on generated data retrieval:5 recalls far more than a window sending as much',
    );
    return percent(r.evidenceRecall - r.sameBudgetWindowRecall, 0);
  },
  ...lawRecall,
  'gen.distance.predicted': () => {
    // Under log-uniform gaps in 1..T, a window of N holds about ln N / ln T of the evidence.
    const predicted = Math.log(windowTurns()) / Math.log(GENERATOR_DEFAULTS.turns);
    claim(Math.abs(predicted - windowUnder('loguniform')) < 0.1, 'the window recalls about ln N / ln T');
    return percent(predicted, 0);
  },
  'gen.distance.recentMax': () => count(RECENT_DISTANCE),
  'gen.distance.default': () => text({ en: 'log-uniform', fr: 'log-uniforme' }),
});
