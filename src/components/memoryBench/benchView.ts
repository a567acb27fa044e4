/**
 * What the "Memory bench" widget shows, as pure functions of the engine's results (tested in Node): the form's
 * checks, the rows of the table, the points of the recall-against-cost chart and its frontier, the decay curve's
 * rows, "which memory for which job", and the CSV and JSON exports. Every figure comes from the engine's
 * `StrategyResult` (summaryRow, frontier, cheapestReaching); nothing here measures anything.
 */
import {
  cheapestReaching,
  DEFAULT_STRATEGIES,
  frontier,
  GENERATOR_DEFAULTS,
  GENERATOR_LIMITS,
  parseStrategies,
  summaryRow,
  type BenchLang,
  type BenchSummaryRow,
  type DistanceLaw,
  type GeneratorParams,
  type StrategyResult,
} from '../../engine';

/** A public set (the command's names: `public`, `public-s`, `conflicts`) or the generator. */
export type DataChoice = 'public' | 'public-s' | 'conflicts' | 'generator';
export type RecallMeasure = 'evidenceRecall' | 'answerInContext';
export type CostBasis = 'cachedCostUsd' | 'costUsd';

export interface GeneratorForm {
  turns: number;
  questions: number;
  seed: number;
  lang: BenchLang;
  /** Share of facts updated later, 0..1. */
  updates: number;
  /** How far after its fact a question is asked (the engine's DISTANCE_LAWS). */
  distance: DistanceLaw;
}

/** The form opens on the generator's defaults: the data chapter 4's prose quotes (its facts run the same). */
export const FORM_DEFAULTS: GeneratorForm = { ...GENERATOR_DEFAULTS };

/**
 * The page keeps its runs short (the command goes to a million turns): up to 20,000 turns in the worker, which the
 * bench replays for every strategy, several of them searching every past turn.
 */
export const PAGE_LIMITS = { turns: 20_000, seed: 2 ** 32 - 1 } as const;

/** The strategies the widget opens on: the engine's defaults (the command's, and the ones chapter 4 quotes). */
export const DEFAULT_PAGE_STRATEGIES = DEFAULT_STRATEGIES;

export type FormProblem =
  | { field: 'turns'; min: number; max: number }
  | { field: 'questions'; min: number; max: number }
  | { field: 'seed'; max: number }
  | { field: 'updates' }
  | { field: 'strategies'; message: string }
  | { field: 'strategies-embed'; name: string };

/** The most questions the generator accepts for `turns` (a fact and room for its update each). */
export function maxQuestions(turns: number): number {
  return Math.max(0, Math.floor(Math.floor((turns + 1) / 2) / 2));
}

export function generatorProblems(f: GeneratorForm): FormProblem[] {
  const out: FormProblem[] = [];
  const maxTurns = Math.min(PAGE_LIMITS.turns, GENERATOR_LIMITS.turns);
  if (!Number.isInteger(f.turns) || f.turns < 4 || f.turns > maxTurns)
    out.push({ field: 'turns', min: 4, max: maxTurns });
  const maxQ = maxQuestions(Number.isInteger(f.turns) ? Math.min(Math.max(f.turns, 4), maxTurns) : 4);
  if (!Number.isInteger(f.questions) || f.questions < 1 || f.questions > maxQ)
    out.push({ field: 'questions', min: 1, max: maxQ });
  if (!Number.isInteger(f.seed) || f.seed < 0 || f.seed > PAGE_LIMITS.seed)
    out.push({ field: 'seed', max: PAGE_LIMITS.seed });
  if (!(f.updates >= 0 && f.updates <= 1)) out.push({ field: 'updates' });
  return out;
}

export function generatorParams(f: GeneratorForm): GeneratorParams {
  return {
    turns: f.turns,
    questions: f.questions,
    seed: f.seed,
    lang: f.lang,
    updates: f.updates,
    distance: f.distance,
  };
}

/**
 * The strategies typed in the form, checked with the engine's parser. `retrieval-embed` needs sentence vectors the
 * page does not compute here, so it is refused with its own reason.
 */
export function strategiesProblem(text: string): FormProblem | null {
  try {
    const specs = parseStrategies(text);
    const embed = specs.find((s) => s.kind === 'retrieval-embed');
    return embed ? { field: 'strategies-embed', name: embed.name } : null;
  } catch (e) {
    return { field: 'strategies', message: e instanceof Error ? e.message : String(e) };
  }
}

// ------------------------------------------------------------------ what a run gives

/** A run as the widget keeps it: what was measured, on what, and the engine's rows. */
export interface BenchRun {
  data: DataChoice;
  /** The data's name (the file's `name`, or the generator's). */
  name: string;
  generator: GeneratorParams | null;
  strategies: string;
  price: string;
  prefillTokensPerSecond: number;
  tokensExact: boolean;
  rows: BenchSummaryRow[];
}

export function runOf(results: readonly StrategyResult[], meta: Omit<BenchRun, 'rows'>): BenchRun {
  return { ...meta, rows: results.map(summaryRow) };
}

export interface ScatterPoint {
  strategy: string;
  /** The x of the point: a cost in US dollars. */
  cost: number;
  /** Recall, 0..100 (a percentage for the axis). */
  recall: number;
  cached: boolean;
}

/** Each strategy as two points, its cost with and without caching, at the same recall. */
export function strategyPoints(row: BenchSummaryRow, recall: RecallMeasure): ScatterPoint[] {
  return [
    { strategy: row.strategy, cost: row.costUsd, recall: 100 * row[recall], cached: false },
    { strategy: row.strategy, cost: row.cachedCostUsd, recall: 100 * row[recall], cached: true },
  ];
}

/** The frontier's points, by cost (the engine's `frontier`: no other strategy is cheaper and recalls more). */
export function frontierPoints(
  rows: readonly BenchSummaryRow[],
  recall: RecallMeasure,
  cost: CostBasis,
): ScatterPoint[] {
  return frontier(rows, { recall, cost }).map((r) => ({
    strategy: r.strategy,
    cost: r[cost],
    recall: 100 * r[recall],
    cached: cost === 'cachedCostUsd',
  }));
}

/**
 * A log axis around every cost shown (a little room on each side), and its ticks: 1, 2 and 5 times each power of
 * ten inside it.
 */
export function costDomain(rows: readonly BenchSummaryRow[]): [number, number] {
  const costs = rows.flatMap((r) => [r.costUsd, r.cachedCostUsd]).filter((c) => c > 0);
  if (costs.length === 0) return [0.001, 1];
  return [Math.min(...costs) / 1.6, Math.max(...costs) * 1.6];
}

export function logTicks([lo, hi]: [number, number]): number[] {
  const out: number[] = [];
  for (let p = Math.floor(Math.log10(lo)); p <= Math.ceil(Math.log10(hi)); p++)
    for (const m of [1, 2, 5]) {
      const v = m * 10 ** p;
      if (v >= lo && v <= hi) out.push(Number(v.toPrecision(3)));
    }
  return out;
}

export interface DecayRow {
  /** The bucket's label: `0`, `1`, `2–3`, `4–7`… turns back. */
  bucket: string;
  from: number;
  to: number;
  [strategy: string]: number | string | null;
}

/** The decay curve: recall (0..100) per distance bucket, one column per strategy (null where it has no evidence). */
export function decayRows(rows: readonly BenchSummaryRow[]): DecayRow[] {
  const buckets = new Map<number, { from: number; to: number }>();
  for (const r of rows) for (const b of r.recallByDistance) buckets.set(b.from, { from: b.from, to: b.to });
  return [...buckets.values()]
    .sort((a, b) => a.from - b.from)
    .map(({ from, to }) => {
      const out: DecayRow = { bucket: from === to ? String(from) : `${from}–${to}`, from, to };
      for (const r of rows) {
        const b = r.recallByDistance.find((x) => x.from === from);
        out[r.strategy] = b && b.evidence > 0 ? 100 * b.recall : null;
      }
      return out;
    });
}

export interface WhichMemory {
  /** The cheapest strategy that reaches the recall asked for, or null. */
  best: BenchSummaryRow | null;
  /** The strategy with the highest recall (what comes closest when none reaches it). */
  top: BenchSummaryRow | null;
  minRecall: number;
}

/** "Which memory for which job": the engine's `cheapestReaching` on the rows on screen. */
export function whichMemory(
  rows: readonly BenchSummaryRow[],
  minRecall: number,
  recall: RecallMeasure,
  cost: CostBasis,
): WhichMemory {
  const best = cheapestReaching(rows, minRecall, { recall, cost });
  let top: BenchSummaryRow | null = null;
  for (const r of rows)
    if (!top || r[recall] > top[recall] || (r[recall] === top[recall] && r[cost] < top[cost])) top = r;
  return { best, top, minRecall };
}

/** One strategy on the same questions without and with distractors (the oracle subset's cases beside public-s). */
export interface PairedRow {
  strategy: string;
  without: BenchSummaryRow | null;
  with: BenchSummaryRow | null;
}

/** The rows of two runs side by side, by strategy, in the order of the run with distractors. */
export function pairRows(
  without: readonly BenchSummaryRow[],
  withDistractors: readonly BenchSummaryRow[],
): PairedRow[] {
  const names = [...new Set([...withDistractors, ...without].map((r) => r.strategy))];
  return names.map((strategy) => ({
    strategy,
    without: without.find((r) => r.strategy === strategy) ?? null,
    with: withDistractors.find((r) => r.strategy === strategy) ?? null,
  }));
}

// ------------------------------------------------------------------ exports

export const CSV_COLUMNS = [
  'strategy',
  'questions',
  'questions_with_evidence',
  'evidence_recall',
  'answer_in_context',
  'tokens_per_turn',
  'question_tokens_system',
  'question_tokens_summary',
  'question_tokens_memory',
  'question_tokens_window',
  'question_tokens_question',
  'cost_usd',
  'cached_cost_usd',
  'cache_hit_rate',
  'latency_ms_per_turn',
  'cached_latency_ms_per_turn',
  'prefill_tokens_per_second',
  'drift_questions',
  'drift_new',
  'drift_old',
  'drift_both',
  'drift_neither',
  'stale_share',
  'same_budget_window',
  'same_budget_window_recall',
  'answer_accuracy_contains',
  'answer_accuracy_exact',
  'answer_f1',
  'answered',
  'price',
  'turns',
  'cases',
  'tokens_exact',
] as const;

function csvCell(v: string | number | boolean | null): string {
  if (v === null) return '';
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One line per strategy, every figure of the table (dot decimals, no grouping: for spreadsheets and scripts). */
export function toCsv(rows: readonly BenchSummaryRow[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const r of rows) {
    const a = r.answerAccuracy;
    const cells: (string | number | boolean | null)[] = [
      r.strategy,
      r.questions,
      r.questionsWithEvidence,
      r.evidenceRecall,
      r.answerInContext,
      r.tokensPerTurn,
      r.questionTokens.system,
      r.questionTokens.summary,
      r.questionTokens.memory,
      r.questionTokens.window,
      r.questionTokens.question,
      r.costUsd,
      r.cachedCostUsd,
      r.cacheHitRate,
      r.latencyMsPerTurn,
      r.cachedLatencyMsPerTurn,
      r.prefillTokensPerSecond,
      r.drift.questions,
      r.drift.new,
      r.drift.old,
      r.drift.both,
      r.drift.neither,
      r.staleShare,
      r.sameBudgetWindow,
      r.sameBudgetWindowRecall,
      a?.contains ?? null,
      a?.exact ?? null,
      a?.f1 ?? null,
      a?.answered ?? null,
      r.price,
      r.turns,
      r.cases,
      r.tokensExact,
    ];
    lines.push(cells.map(csvCell).join(','));
  }
  return lines.join('\n') + '\n';
}

export const EXPORT_FORMAT = 'aml-memory-bench';

/** The run as JSON: what was measured and on what, then one object per strategy (the command's `--json` fields). */
export function toJson(run: BenchRun): string {
  return (
    JSON.stringify(
      {
        format: EXPORT_FORMAT,
        version: 1,
        data: { kind: run.data, name: run.name, generator: run.generator },
        strategies: run.strategies,
        price: run.price,
        prefillTokensPerSecond: run.prefillTokensPerSecond,
        tokensExact: run.tokensExact,
        results: run.rows,
      },
      null,
      2,
    ) + '\n'
  );
}

/** A file name for the exports: `memory-bench-<data>-<price>.<ext>`. */
export function exportName(run: BenchRun, ext: 'csv' | 'json'): string {
  const data =
    run.data === 'generator' && run.generator
      ? `generated-${run.generator.turns}-turns-seed-${run.generator.seed ?? 1}-${run.generator.lang ?? 'en'}${run.generator.distance && run.generator.distance !== 'loguniform' ? `-${run.generator.distance}` : ''}`
      : run.name.replace(/[^\w.-]+/g, '-');
  return `memory-bench-${data}-${run.price}.${ext}`;
}
