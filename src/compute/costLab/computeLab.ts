/**
 * The lab's heavy lifting, shared by the worker (cost.worker.ts) and the synchronous fallback used where there
 * is no Worker (jsdom): the engine's per-turn costs, their running sums, and the points the chart draws.
 * The cost model itself is the engine's (costOfConversation); nothing here re-implements it.
 */
import { costOfConversation } from '../../engine/cost/model';
import { hasTokenCounter, loadTokenizer } from '../../engine/tokens/counter';
import { lttbIndices, mergeIndices } from '../../lib/downsample';
import { engineUnit, type ComputeParams, type SeriesKey } from './params';

import { CSV_FULL_MAX, MAX_POINTS } from './limits';

export interface SampledSeries {
  /** Turn numbers (1-based) of the kept points. */
  turns: Float64Array;
  unbounded: Float64Array;
  windowed: Float64Array;
  paged: Float64Array;
}

export interface Totals {
  unbounded: number;
  windowed: number;
  paged: number;
}

export interface LabResult {
  params: ComputeParams;
  totals: Totals;
  /** Tokens of one message (real-token units only). */
  messageTokens: number | null;
  perTurn: SampledSeries;
  cumulative: SampledSeries;
  /** Milliseconds spent computing (engine + sums + downsampling). */
  computeMs: number;
}

interface FullSeries {
  unbounded: Float64Array;
  windowed: Float64Array;
  paged: Float64Array;
}

function engineRun(p: ComputeParams) {
  const { unit, encoding } = engineUnit(p.unit);
  return costOfConversation({
    turns: p.turns,
    messageLength: p.messageLength,
    window: p.window,
    pageSize: p.pageSize,
    summaryBudget: p.summaryBudget,
    chunkChars: p.chunkChars,
    model: p.model,
    unit,
    encoding,
    series: true,
  });
}

/** The cumulative cost of each memory up to each turn. */
function cumulativeOf(s: FullSeries): FullSeries {
  return { unbounded: runningSum(s.unbounded), windowed: runningSum(s.windowed), paged: runningSum(s.paged) };
}

function runningSum(a: Float64Array): Float64Array {
  const out = new Float64Array(a.length);
  let s = 0;
  for (let i = 0; i < a.length; i++) {
    s += a[i] as number;
    out[i] = s;
  }
  return out;
}

const KEYS: readonly SeriesKey[] = ['unbounded', 'windowed', 'paged'];

/** Keeps, for every line, the points LTTB picks for any of the three (so the rows share their turns). */
export function sample(full: FullSeries, maxPoints = MAX_POINTS): SampledSeries {
  const per = Math.floor(maxPoints / 3);
  const idx = mergeIndices(...KEYS.map((k) => lttbIndices(full[k], per)));
  const pick = (a: Float64Array): Float64Array => {
    const out = new Float64Array(idx.length);
    for (let k = 0; k < idx.length; k++) out[k] = a[idx[k] as number] as number;
    return out;
  };
  const turns = new Float64Array(idx.length);
  for (let k = 0; k < idx.length; k++) turns[k] = (idx[k] as number) + 1;
  return { turns, unbounded: pick(full.unbounded), windowed: pick(full.windowed), paged: pick(full.paged) };
}

/**
 * The BPE tables (megabytes) load only when a real-token unit is first asked for: a promise to wait for, or
 * null when nothing needs loading. Character and chars/4 charts never pay for them.
 */
export function ensureTokenizer(p: Pick<ComputeParams, 'unit'>): Promise<void> | null {
  return engineUnit(p.unit).unit === 'tokens' && !hasTokenCounter() ? loadTokenizer() : null;
}

export function computeLab(p: ComputeParams): LabResult {
  const t0 = performance.now();
  const r = engineRun(p);
  const s = r.series as FullSeries;
  const cumulative = cumulativeOf(s);
  return {
    params: p,
    totals: { unbounded: r.unbounded, windowed: r.windowed, paged: r.paged },
    messageTokens: r.messageTokens ?? null,
    perTurn: sample(s),
    cumulative: sample(cumulative),
    computeMs: performance.now() - t0,
  };
}

/** The seed's table (section 6) in both models: 100 and 1,000 turns, its own parameters, in characters. */
export interface SeedRow {
  turns: number;
  notebook: Totals;
  exact: Totals;
}

export function computeSeedTable(): SeedRow[] {
  return [100, 1000].map((turns) => {
    const run = (model: 'notebook' | 'exact'): Totals => {
      const r = costOfConversation({ turns, model, unit: 'chars' });
      return { unbounded: r.unbounded, windowed: r.windowed, paged: r.paged };
    };
    return { turns, notebook: run('notebook'), exact: run('exact') };
  });
}

/** The series as CSV (dot decimals, no grouping: for spreadsheets and scripts). */
export function buildCsv(p: ComputeParams): { csv: string; sampled: boolean } {
  const r = engineRun(p);
  const s = r.series as FullSeries;
  const cum = cumulativeOf(s);
  const head = 'turn,unbounded,windowed,paged,unbounded_cumulative,windowed_cumulative,paged_cumulative';
  const lines: string[] = [head];
  const row = (i: number): string =>
    `${i + 1},${s.unbounded[i]},${s.windowed[i]},${s.paged[i]},${cum.unbounded[i]},${cum.windowed[i]},${cum.paged[i]}`;
  const sampled = p.turns > CSV_FULL_MAX;
  if (!sampled) {
    for (let i = 0; i < p.turns; i++) lines.push(row(i));
  } else {
    const idx = mergeIndices(...KEYS.flatMap((k) => [lttbIndices(s[k], 2000), lttbIndices(cum[k], 2000)]));
    for (const i of idx) lines.push(row(i));
  }
  return { csv: lines.join('\n') + '\n', sampled };
}
