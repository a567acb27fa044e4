import { useMemo, useState } from 'react';
import { Line } from 'recharts';
import type { LineProps } from 'recharts';
import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import { formatNumber, formatUsd } from '../../lib/formatNumber';
import {
  compactionCost,
  type CompactionCostResult,
  type ContextManagement,
} from '../../engine/cost/compactionCost';
import type { BreakpointLayout, ModelPrice } from '../../engine/cost/prices';
import { leftAxis } from '../kit/chartAxes';
import { CachingControls } from './CachingControls';
import { TotalsTable } from './TotalsTable';
import { turnAxis } from './turnAxis';
import { TurnLineChart } from './TurnLineChart';
import { NumericField } from './NumericField';
import { Segmented } from './Controls';
import type costLabMessages from './costLab.messages';
import panelMessages from './compactionCost.messages';

type LabT = (typeof costLabMessages)['en'];

export interface CompactionSettings {
  mode: ContextManagement;
  threshold: number;
  keep: number;
  contextLimit: number;
  turns: number;
  messageTokens: number;
  toolResultTokens: number;
  systemTokens: number;
  breakpoints: BreakpointLayout;
  /** clear:T:N:M's M (Anthropic's clear_at_least). */
  clearAtLeast: number;
}

/** A coding agent's profile: short messages, long tool results, a 2,000-token system prompt cached by a breakpoint. */
export const DEFAULT_COMPACTION: CompactionSettings = {
  mode: 'compact',
  threshold: 80,
  keep: 10,
  contextLimit: 32_000,
  turns: 300,
  messageTokens: 150,
  toolResultTokens: 600,
  systemTokens: 2000,
  breakpoints: 'system',
  clearAtLeast: 5000,
};

interface Row {
  turn: number;
  managed: number;
  unmanaged: number;
  /** The managed request's cost at a compaction or clearing, else null (drawn as a marker). */
  event: number | null;
}

type SeriesName = 'unmanaged' | 'managed' | 'events';

/** Each series' colour, shared by its line and its legend swatch. */
const COLOUR: Record<SeriesName, 'unbounded' | 'windowed' | 'paged'> = {
  unmanaged: 'unbounded',
  managed: 'windowed',
  events: 'paged',
};

/** One series of the chart: its column in a row, its name in the messages, and how it is drawn. */
interface CompactionLine {
  dataKey: keyof Omit<Row, 'turn'>;
  name: SeriesName;
  look: Pick<LineProps, 'stroke' | 'strokeWidth' | 'strokeDasharray' | 'dot' | 'activeDot'>;
}

/** In drawing order: the never-compacted line beneath, the managed one above it, the events as markers on top. */
const LINES: readonly CompactionLine[] = [
  { dataKey: 'unmanaged', name: 'unmanaged', look: { strokeWidth: 2, strokeDasharray: '6 4', dot: false } },
  { dataKey: 'managed', name: 'managed', look: { strokeWidth: 2.5, dot: false } },
  {
    dataKey: 'event',
    name: 'events',
    look: {
      stroke: 'none',
      dot: { r: 3.5, fill: 'var(--series-paged)', stroke: 'var(--series-paged)' },
      activeDot: false,
    },
  },
];

/** The legend reads the managed context first, as the verdict does. */
const LEGEND_ORDER: readonly SeriesName[] = ['managed', 'unmanaged', 'events'];

export function compactionRows(r: CompactionCostResult): Row[] {
  const events = new Set(r.events);
  return Array.from({ length: r.turns }, (_, i) => ({
    turn: i + 1,
    managed: r.managed.cachedUsd[i] as number,
    unmanaged: r.unmanaged.cachedUsd[i] as number,
    event: events.has(i + 1) ? (r.managed.cachedUsd[i] as number) : null,
  }));
}

/**
 * The cost lab's compaction view (chapter 6): a conversation compacted at T (keeping K turns) or whose old tool
 * results are cleared (keeping N), priced request by request with the engine's caching rules at the lab's price, beside
 * the same conversation never compacted; the saw-tooth, and whether managing the context paid over the run.
 */
export function CompactionCachePanel({
  idPrefix,
  lang,
  t: labT,
  price,
  height,
}: {
  idPrefix: string;
  lang: Lang;
  t: LabT;
  price: ModelPrice;
  height: number;
}) {
  const t = pick(panelMessages, lang);
  const [s, setS] = useState<CompactionSettings>(DEFAULT_COMPACTION);
  const set = (patch: Partial<CompactionSettings>) => setS((old) => ({ ...old, ...patch }));
  const computed = useMemo(() => {
    try {
      return { result: compactionCost({ ...s, price }), error: null };
    } catch (e) {
      return { result: null, error: e instanceof Error ? e.message : String(e) };
    }
  }, [s, price]);
  const result = computed.result;
  const rows = useMemo(() => (result ? compactionRows(result) : []), [result]);
  const titleId = `${idPrefix}-compaction-title`;
  const usd = (x: number) => formatUsd(x, lang);
  // Ticks of one axis in one precision (formatUsd switches precision at a cent, which reads $0.02 beside $0.0090).
  const axisUsd = useMemo(() => {
    const top = result
      ? Math.max(
          result.managed.cachedUsd.reduce((a, b) => Math.max(a, b), 0),
          result.unmanaged.cachedUsd.reduce((a, b) => Math.max(a, b), 0),
        )
      : 0;
    const digits = top < 0.1 ? 4 : 2;
    const f = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    return (x: number) => f.format(x);
  }, [result, lang]);
  const field = (
    key:
      'threshold' | 'keep' | 'contextLimit' | 'turns' | 'messageTokens' | 'toolResultTokens' | 'clearAtLeast',
    label: string,
    min: number,
    max: number,
    log = false,
  ) => (
    <NumericField
      id={`${idPrefix}-compaction-${key}`}
      label={label}
      value={s[key]}
      min={min}
      max={max}
      log={log}
      lang={lang}
      t={labT}
      onChange={(v) => set({ [key]: v })}
    />
  );
  return (
    <section
      className="cl-panel surface-card cl-caching cl-compaction"
      aria-labelledby={titleId}
      data-testid="compaction-cost"
    >
      <div className="cl-panel__head">
        <h3 id={titleId}>{t.title}</h3>
      </div>
      <p className="cl-help">{t.intro}</p>
      <div className="cl-controls__group">
        <Segmented
          name={`${idPrefix}-compaction-mode`}
          legend={t.mode}
          value={s.mode}
          options={[
            { value: 'compact', label: t.modeCompact },
            { value: 'clear', label: t.modeClear },
          ]}
          onChange={(mode) => set({ mode })}
        />
        {field('threshold', t.threshold, 1, 100)}
        {field('keep', s.mode === 'compact' ? t.keepCompact : t.keepClear, 0, 200)}
        {s.mode === 'clear' && field('clearAtLeast', t.clearAtLeast, 0, 1_000_000, true)}
        {field('contextLimit', t.contextLimit, 1000, 1_000_000, true)}
        {field('turns', t.turns, 1, 2000, true)}
        {field('messageTokens', t.messageTokens, 1, 20_000, true)}
        {field('toolResultTokens', t.toolResultTokens, 0, 50_000, true)}
      </div>
      <CachingControls
        idPrefix={`${idPrefix}-compaction`}
        lang={lang}
        // Its own names: the caching panel above has the same two controls.
        t={{ ...labT, breakpoints: t.breakpoints, systemTokens: t.systemTokens }}
        breakpoints={s.breakpoints}
        systemTokens={s.systemTokens}
        onBreakpoints={(breakpoints) => set({ breakpoints })}
        onSystemTokens={(systemTokens) => set({ systemTokens })}
      />
      {computed.error !== null && (
        <p className="cl-error" role="alert">
          {s.mode === 'clear' && s.toolResultTokens === 0 ? t.clearNeedsResults : computed.error}
        </p>
      )}
      {result && (
        <>
          <div className="cl-chart-box">
            <div className="cl-chart" data-testid="compaction-chart" data-events={result.events.length}>
              <TurnLineChart
                rows={rows}
                height={height}
                title={t.chartTitle}
                desc={t.chartDescription(formatNumber(result.turns, lang))}
                xAxis={turnAxis(t.axisTurn, 1, result.turns)}
                yAxis={{ domain: [0, 'auto'], tickFormatter: axisUsd, width: 84, ...leftAxis(t.axisUsd, -6) }}
                tooltip={{
                  formatter: (v) => (typeof v === 'number' ? axisUsd(v) : String(v)),
                  labelFormatter: (l) => `${t.axisTurn} ${String(l)}`,
                }}
              >
                {LINES.map((l) => (
                  <Line
                    key={l.dataKey}
                    type="linear"
                    dataKey={l.dataKey}
                    name={t[l.name]}
                    stroke={`var(--series-${COLOUR[l.name]})`}
                    isAnimationActive={false}
                    {...l.look}
                  />
                ))}
              </TurnLineChart>
            </div>
          </div>
          <ul className="cl-legend-list" aria-label={t.chartTitle}>
            {LEGEND_ORDER.map((name) => (
              <li key={name}>
                <span className={`cl-swatch cl-swatch--${COLOUR[name]}`} aria-hidden="true" /> {t[name]}
              </li>
            ))}
          </ul>
          <p className="cl-verdict" data-testid="compaction-verdict">
            {result.events.length === 0
              ? t.noEvent
              : t.verdict({
                  events: formatNumber(result.events.length, lang),
                  managed: usd(result.managed.cachedCostUsd),
                  unmanaged: usd(result.unmanaged.cachedCostUsd),
                  saved: usd(Math.abs(result.savedUsd)),
                  pays: result.savedUsd > 0,
                  overLimit: formatNumber(result.unmanaged.overLimit, lang),
                })}
          </p>
          <TotalsTable
            caption={t.totals}
            headColumn={t.colSeries}
            figureColumns={[t.colCost, t.colCachedCost, t.colWritten, t.colOverLimit]}
            rows={(['managed', 'unmanaged'] as const).map((k) => ({
              key: k,
              head: t[k],
              cells: [
                { value: usd(result[k].costUsd) },
                { value: usd(result[k].cachedCostUsd), testId: `compaction-cached-${k}` },
                { value: formatNumber(result[k].writtenTokens, lang) },
                { value: formatNumber(result[k].overLimit, lang) },
              ],
            }))}
          />
        </>
      )}
    </section>
  );
}
