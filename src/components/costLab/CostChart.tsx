import { memo, useEffect, useMemo, useRef } from 'react';
import { Line, ReferenceLine, type TooltipContentProps } from 'recharts';
import type { CostUnit } from '../../engine';
import type { Lang } from '../../i18n/lang';
import { formatCompact, formatNumber } from '../../lib/formatNumber';
import type { LabResult } from '../../compute/costLab/computeLab';
import { engineUnit, SERIES, type Scale, type SeriesKey, type View } from '../../compute/costLab/params';
import { leftAxis } from '../kit/chartAxes';
import messages from './costLab.messages';
import { SeriesTooltip } from './SeriesTooltip';
import { turnAxis } from './turnAxis';
import { TurnLineChart } from './TurnLineChart';

type T = (typeof messages)['en'];

export interface ChartRow {
  turn: number;
  unbounded: number | null;
  windowed: number | null;
  paged: number | null;
}

/**
 * Where exercise 1's W* means something on this chart: W* is a window size, not a turn, so it is drawn in the
 * per-turn view as the flat level of a window of W* messages once full (W* × one message, in the chart's unit;
 * messages only, as in the exercise: no summary). Null in the cumulative view, where it has no place (the lab says
 * so in a note), and when there is no threshold.
 */
export function thresholdLevel(
  result: Pick<LabResult, 'params' | 'messageTokens'>,
  threshold: number,
  view: View,
): number | null {
  if (view !== 'turn' || !(threshold >= 1)) return null;
  const { unit, messageLength } = result.params;
  const perMessage = messageSize(engineUnit(unit).unit, messageLength, result.messageTokens);
  return perMessage === null ? null : threshold * perMessage;
}

/** One message in the chart's unit: its characters, their chars/4 estimate, or its real tokens (when counted). */
function messageSize(unit: CostUnit, messageLength: number, messageTokens: number | null): number | null {
  switch (unit) {
    case 'chars':
      return messageLength;
    case 'approx':
      return messageLength / 4;
    case 'tokens':
      return messageTokens;
  }
}

/** Rows for recharts from the sampled series; on a log scale non-positive values become gaps. */
export function chartRows(result: LabResult, view: View, scale: Scale): ChartRow[] {
  const s = view === 'turn' ? result.perTurn : result.cumulative;
  const rows: ChartRow[] = new Array(s.turns.length);
  const keep = (v: number): number | null => (scale === 'log' && !(v > 0) ? null : v);
  for (let i = 0; i < s.turns.length; i++) {
    rows[i] = {
      turn: s.turns[i] as number,
      unbounded: keep(s.unbounded[i] as number),
      windowed: keep(s.windowed[i] as number),
      paged: keep(s.paged[i] as number),
    };
  }
  return rows;
}

/** Y domain over the visible series; a log scale starts at the smallest positive value (never at 0). */
function yDomain(rows: ChartRow[], hidden: SeriesKey[], scale: Scale): [number, number] {
  let lo = Infinity;
  let hi = 0;
  for (const r of rows) {
    for (const k of SERIES) {
      if (hidden.includes(k)) continue;
      const v = r[k];
      if (v === null || !(v > 0)) continue;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  }
  if (!Number.isFinite(lo)) return scale === 'log' ? [1, 10] : [0, 1];
  if (scale === 'log') {
    const a = Math.pow(10, Math.floor(Math.log10(lo)));
    const b = Math.pow(10, Math.ceil(Math.log10(hi)));
    return [a, b > a ? b : a * 10];
  }
  return [0, hi * 1.04];
}

function logTicks([lo, hi]: [number, number]): number[] {
  const ticks: number[] = [];
  for (let v = lo; v <= hi * 1.0001; v *= 10) ticks.push(v);
  return ticks;
}

interface Props {
  result: LabResult | null;
  view: View;
  scale: Scale;
  hidden: SeriesKey[];
  threshold: number;
  unitLabel: string;
  lang: Lang;
  t: T;
  /** Increases each time a new result is drawn; exposed as data-render-id for measurements. */
  renderId: number;
  height?: number;
  animate?: boolean;
}

/**
 * The line chart: three series, per turn or cumulative, linear or log, with exercise 1's threshold marked.
 * Memoized: it redraws only when what it shows changes, not on every keystroke in the controls.
 */
export const CostChart = memo(function CostChart({
  result,
  view,
  scale,
  hidden,
  threshold,
  unitLabel,
  lang,
  t,
  renderId,
  height = 380,
  animate = false,
}: Props) {
  const rows = useMemo(() => (result ? chartRows(result, view, scale) : []), [result, view, scale]);
  const domain = useMemo(() => yDomain(rows, hidden, scale), [rows, hidden, scale]);
  const turns = result?.params.turns ?? 1;
  const level = result ? thresholdLevel(result, threshold, view) : null;
  const boxRef = useRef<HTMLDivElement>(null);

  // Publish what is on screen once the browser has drawn it (the measurement script waits for this).
  useEffect(() => {
    const box = boxRef.current;
    if (!box || !result) return;
    const frame = requestAnimationFrame(() => {
      box.dataset.computedTurns = String(result.params.turns);
      box.dataset.renderId = String(renderId);
    });
    return () => cancelAnimationFrame(frame);
  }, [result, renderId, view, scale, hidden]);

  const title = view === 'turn' ? t.chartTitleTurn : t.chartTitleCumulative;
  const tick = (v: number) => formatCompact(v, lang);
  return (
    <div className="cl-chart" ref={boxRef} data-points={rows.length} data-testid="cost-chart">
      <TurnLineChart
        rows={rows}
        height={height}
        title={title}
        desc={t.chartDescription(formatNumber(turns, lang), unitLabel)}
        xAxis={{ ...turnAxis(t.axisTurn, 0, turns), tickFormatter: tick }}
        yAxis={{
          scale: scale === 'log' ? 'log' : 'linear',
          domain: scale === 'log' ? domain : [0, 'auto'],
          allowDataOverflow: true,
          ...(scale === 'log' ? { ticks: logTicks(domain) } : {}),
          tickFormatter: tick,
          width: 64,
          ...leftAxis(t.axisCost(unitLabel), -6),
        }}
        tooltip={{
          content: (props: TooltipContentProps) => (
            <SeriesTooltip<ChartRow>
              shown={props}
              hidden={hidden}
              value={(row, k) => `${formatNumber(row[k] ?? NaN, lang, 1)} ${unitLabel}`}
              lang={lang}
              t={t}
            />
          ),
        }}
      >
        {level !== null && (
          <ReferenceLine
            y={level}
            stroke="var(--cl-threshold)"
            strokeDasharray="6 4"
            strokeWidth={1.5}
            ifOverflow="hidden"
            label={{
              value: t.thresholdLabel(formatNumber(threshold, lang)),
              position: 'insideBottomRight',
              fill: 'var(--cl-threshold)',
              fontSize: 12,
            }}
          />
        )}
        {SERIES.map((k) => (
          <Line
            key={k}
            type="linear"
            dataKey={k}
            name={t[k]}
            stroke={`var(--series-${k})`}
            strokeWidth={k === 'unbounded' ? 2.5 : 2}
            dot={false}
            activeDot={{ r: 4 }}
            hide={hidden.includes(k)}
            isAnimationActive={animate}
            connectNulls={false}
          />
        ))}
      </TurnLineChart>
    </div>
  );
});
