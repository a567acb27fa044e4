/**
 * Chapter 5's figures, computed from the engine: the tools and limits of selfManaged/, the write-path presets replayed
 * under the reference decision and the naïve rule, "said but not done" over the chapter's transcript, and the memory
 * bench on the generator's default data with chapter 5's strategies beside the window.
 */
import {
  BLOCK_TOOLS,
  DEFAULT_BLOCK_LIMIT,
  DEFAULT_MAX_FILE_CHARS,
  FILE_COMMANDS,
  naiveDecide,
  PRESSURE_SHARE,
  SAID_NOT_DONE_TRANSCRIPT,
  saidButNotDone,
  WRITE_DESIGNS,
  WRITE_PATH_PRESETS,
  WritePath,
} from '../../engine/selfManaged';
import {
  generateBench,
  GENERATOR_DEFAULTS,
  parseStrategies,
  runBench,
  frontier,
  summaryRow,
  type BenchSummaryRow,
} from '../../engine/memoryBench';
import { claim, defineFacts, once } from './define';
import { names, results as chapter4Results } from './chapter4';
import { count, dollars, percent, times, word, type Fact } from './format';

/** The strategies the lesson compares, by the short key a fact id uses. */
const KEYS = {
  window: 'window:10',
  blocks: 'blocks:2000',
  overwrite: 'writepath:overwrite',
  append: 'writepath:append',
  bitemporal: 'writepath:bitemporal',
} as const;
type Key = keyof typeof KEYS;

const rows = once(() => {
  const data = generateBench(GENERATOR_DEFAULTS);
  return runBench(data, parseStrategies(Object.values(KEYS).join(',')), { perQuestion: false }).map(
    summaryRow,
  );
});
function row(k: Key): BenchSummaryRow {
  const r = rows().find((x) => x.strategy === KEYS[k]);
  if (!r) throw new Error(`no result for ${KEYS[k]}`);
  return r;
}

const money = (x: number): Fact => dollars(x, x < 0.1 ? 3 : 2);

/**
 * Chapter 4's memories and these on the same generated conversation, read on the answer in context (evidence recall
 * misleads for a memory that stores lines: the lesson's warning) and the cost with caching: of the answers alone, or
 * with the writes' own requests billed too (what remembering costs).
 */
const beside = once(() => [
  ...chapter4Results().map(summaryRow),
  ...rows().filter((r) => r.strategy !== KEYS.window),
]);
const withWrites = once(() =>
  beside().map((r) => ({
    ...r,
    costUsd: r.costUsd + r.writeCostUsd,
    cachedCostUsd: r.cachedCostUsd + r.writeCachedCostUsd,
  })),
);
const frontierOf = (list: readonly BenchSummaryRow[]) =>
  frontier(list, { recall: 'answerInContext' }).map((r) => r.strategy);
const besideRow = (name: string) => {
  const r = beside().find((x) => x.strategy === name);
  if (!r) throw new Error(`no result for ${name}`);
  return r;
};

const perStrategy = (k: Key): Record<string, () => Fact> => ({
  [`gen.${k}.answer`]: () => percent(row(k).answerInContext),
  [`gen.${k}.toolCalls`]: () => count(row(k).toolCalls),
  [`gen.${k}.callsPer100`]: () => count(Math.round(row(k).toolCallsPerTurn * 100)),
  [`gen.${k}.cost`]: () => money(row(k).costUsd),
  [`gen.${k}.writeCost`]: () => money(row(k).writeCostUsd),
  [`gen.${k}.driftNew`]: () => count(row(k).drift.new),
  [`gen.${k}.driftBoth`]: () => count(row(k).drift.both),
});

/** The last decision of a preset under a decision rule, and what the store holds after it. */
function replay(id: string, naive: boolean): { event: string; values: string[] } {
  const p = WRITE_PATH_PRESETS.find((x) => x.id === id);
  if (!p) throw new Error(`no preset ${id}`);
  const w = new WritePath('overwrite', naive ? { decide: naiveDecide } : {});
  let event = '';
  p.turns.en.forEach((t, i) => {
    for (const s of w.writeTurn(t, i)) event = s.decision.event;
  });
  return { event, values: w.current().map((r) => r.value) };
}

const findings = once(() => saidButNotDone(SAID_NOT_DONE_TRANSCRIPT.en));

export default defineFacts('chapter5', {
  'blocks.tools': () => word(BLOCK_TOOLS.length),
  'blocks.defaultLimit': () => count(DEFAULT_BLOCK_LIMIT),
  'pressure.share': () => percent(PRESSURE_SHARE, 0),
  'files.commands': () => word(FILE_COMMANDS.length),
  'files.maxChars': () => count(DEFAULT_MAX_FILE_CHARS),
  'writePath.designs': () => word(WRITE_DESIGNS.length),
  'writePath.presets': () => word(WRITE_PATH_PRESETS.length),
  'writePath.naiveKeepsAfterCorrection': () => {
    const naive = replay('correction', true);
    const good = replay('correction', false);
    claim(
      good.values.length === 2 && naive.values.length === 1,
      'after the correction the reference keeps two colours and the naïve rule one',
    );
    return word(naive.values.length);
  },
  'writePath.goodKeepsAfterCorrection': () => word(replay('correction', false).values.length),
  'writePath.naiveWrong': () => {
    const wrong = WRITE_PATH_PRESETS.filter((p) => replay(p.id, true).event !== p.expected).length;
    return word(wrong);
  },
  'saidNotDone.claims': () => word(findings().filter((f) => f.type === 'claim-without-call').length),
  'saidNotDone.silent': () => word(findings().filter((f) => f.type === 'call-without-claim').length),
  'gen.turns': () => count(GENERATOR_DEFAULTS.turns),
  'gen.updated': () => count(row('window').drift.questions),
  ...perStrategy('window'),
  ...perStrategy('blocks'),
  ...perStrategy('overwrite'),
  ...perStrategy('append'),
  ...perStrategy('bitemporal'),
  'gen.blocks.writeOverAnswer': () => {
    const r = row('blocks');
    claim(r.writeCostUsd > 0, 'the blocks agent pays for its tool calls');
    return times(r.writeCostUsd / r.costUsd);
  },
  'gen.frontierAnswers': () => {
    const f = frontierOf(beside());
    claim(f.includes(KEYS.overwrite), 'the overwriting write path is on the frontier of the answers alone');
    claim(!f.includes('retrieval:5'), 'retrieval:5 is not on it');
    return names(f);
  },
  'gen.frontierWithWrites': () => {
    const f = frontierOf(withWrites());
    claim(f.includes('retrieval:5'), 'with the writes billed, retrieval:5 is back on the frontier');
    return names(f);
  },
  'gen.overwrite.answersCachedCost': () => {
    const r = row('overwrite');
    claim(r.answerInContext === 1, 'the overwriting write path has every answer in its context');
    claim(r.cachedCostUsd < besideRow('retrieval:5').cachedCostUsd, 'its answers cost less than retrieval:5');
    return money(r.cachedCostUsd);
  },
  'gen.overwrite.totalCachedCost': () => {
    const r = row('overwrite');
    const total = r.cachedCostUsd + r.writeCachedCostUsd;
    claim(total > besideRow('retrieval:5').cachedCostUsd, 'answers and writes cost more than retrieval:5');
    return money(total);
  },
  'gen.retrieval.cachedCost': () => money(besideRow('retrieval:5').cachedCostUsd),
  'gen.retrieval.answer': () => percent(besideRow('retrieval:5').answerInContext),
  'gen.overwrite.writeShare': () => {
    const r = row('overwrite');
    return percent(r.writeCostUsd / (r.costUsd + r.writeCostUsd));
  },
});
