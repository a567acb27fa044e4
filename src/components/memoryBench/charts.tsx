import { memo, useMemo } from 'react';
import {
  CartesianGrid,
  LabelList,
  Line,
  LineChart,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { BenchSummaryRow } from '../../engine';
import type { Lang } from '../../i18n/lang';
import { formatNumber } from '../../lib/formatNumber';
import {
  costDomain,
  decayRows,
  logTicks,
  frontierPoints,
  strategyPoints,
  type CostBasis,
  type RecallMeasure,
  type ScatterPoint,
} from './benchView';
import { bottomAxis, GRID_PROPS, leftAxis } from '../kit/chartAxes';
import { pct, usd } from './format';
import messages from './memoryBench.messages';

type T = (typeof messages)['en'];

/** One colour per strategy, in the order measured (memoryBench.css defines them for light and dark). */
export const strategyColor = (i: number) => `var(--mb-${(i % 8) + 1})`;

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

interface PointShapeProps {
  cx?: number;
  cy?: number;
  payload?: ScatterPoint;
  fill?: string;
}

/** A strategy's point: filled with caching, hollow without. */
function PointShape({ cx, cy, payload, fill }: PointShapeProps) {
  if (cx === undefined || cy === undefined) return null;
  return payload?.cached ? (
    <circle cx={cx} cy={cy} r={6} fill={fill} stroke={fill} />
  ) : (
    <circle cx={cx} cy={cy} r={6} fill="var(--surface)" stroke={fill} strokeWidth={2} />
  );
}

/** The same-budget window's recall: a short dash in the strategy's colour, under (or over) its points. */
function DashShape({ cx, cy, fill }: PointShapeProps) {
  if (cx === undefined || cy === undefined) return null;
  return <line x1={cx - 9} x2={cx + 9} y1={cy} y2={cy} stroke={fill} strokeWidth={3} strokeLinecap="round" />;
}

function ScatterTooltip({
  active,
  payload,
  lang,
}: {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  lang: Lang;
}) {
  const p = payload?.[0]?.payload as (ScatterPoint & { label?: string }) | undefined;
  if (!active || !p) return null;
  return (
    <div className="mb-tooltip">
      <strong>{p.strategy}</strong> {usd(p.cost, lang)} · {pct(p.recall / 100, lang)}
    </div>
  );
}

/**
 * Recall against cost: each strategy two points (without and with caching), the frontier joined by a line. Drawn for
 * the eye only (aria-hidden): the table below holds every figure, and the frontier is also said in words.
 */
export const RecallCostChart = memo(function RecallCostChart({
  rows,
  recall,
  cost,
  lang,
  t,
}: {
  rows: readonly BenchSummaryRow[];
  recall: RecallMeasure;
  cost: CostBasis;
  lang: Lang;
  t: T;
}) {
  const domain = useMemo(() => costDomain(rows), [rows]);
  const front = useMemo(() => frontierPoints(rows, recall, cost), [rows, recall, cost]);
  const animate = !reducedMotion();
  const ticks = useMemo(() => logTicks(domain), [domain]);
  // The same-budget control is an evidence recall: drawn only on that measure, at the strategy's cost.
  const sameBudget = recall === 'evidenceRecall';
  return (
    <div
      className="mb-chart"
      aria-hidden="true"
      data-testid="recall-cost-chart"
      data-frontier={front.map((p) => p.strategy).join(',')}
      data-same-budget={
        sameBudget ? rows.map((r) => `${r.strategy}=window:${r.sameBudgetWindow}`).join(',') : ''
      }
    >
      <ResponsiveContainer width="100%" height={340} initialDimension={{ width: 720, height: 340 }}>
        <ScatterChart margin={{ top: 28, right: 36, bottom: 34, left: 12 }} accessibilityLayer={false}>
          <CartesianGrid {...GRID_PROPS} />
          <XAxis
            type="number"
            dataKey="cost"
            scale="log"
            domain={domain}
            ticks={ticks}
            allowDataOverflow
            tickFormatter={(v: number) => usd(v, lang)}
            {...bottomAxis(t.axisCost, -22)}
          />
          <YAxis
            type="number"
            dataKey="recall"
            domain={[0, 100]}
            tickFormatter={(v: number) => formatNumber(v, lang, 0)}
            width={48}
            {...leftAxis(t.axisRecall(recall === 'evidenceRecall' ? t.measureEvidence : t.measureAnswer), 6)}
          />
          <Tooltip
            isAnimationActive={false}
            content={(props: TooltipContentProps) => (
              <ScatterTooltip active={props.active} payload={props.payload} lang={lang} />
            )}
          />
          <Scatter
            name={t.frontierName}
            data={front}
            line={{ stroke: 'var(--text)', strokeWidth: 2 }}
            shape={() => <g />}
            isAnimationActive={false}
          />
          {sameBudget &&
            rows.map((r, i) => (
              <Scatter
                key={`${r.strategy}-same-budget`}
                name={`${r.strategy} same budget`}
                data={[
                  {
                    strategy: `window:${r.sameBudgetWindow}`,
                    cost: r[cost],
                    recall: 100 * r.sameBudgetWindowRecall,
                    cached: cost === 'cachedCostUsd',
                  },
                ]}
                fill={strategyColor(i)}
                shape={<DashShape />}
                isAnimationActive={false}
              />
            ))}
          {rows.map((r, i) => (
            <Scatter
              key={r.strategy}
              name={r.strategy}
              data={strategyPoints(r, recall).map((p) => ({ ...p, label: p.cached ? p.strategy : '' }))}
              fill={strategyColor(i)}
              line={{ stroke: strategyColor(i), strokeDasharray: '2 3' }}
              shape={<PointShape />}
              isAnimationActive={animate}
            >
              {/* Neighbours' names alternate above and below their points, so close points stay readable. */}
              <LabelList
                dataKey="label"
                position={i % 2 === 0 ? 'top' : 'bottom'}
                offset={10}
                fill="var(--text)"
                fontSize={12}
              />
            </Scatter>
          ))}
        </ScatterChart>
      </ResponsiveContainer>
    </div>
  );
});

/** The decay curve: recall by distance, one line per strategy (decorative; its table follows it). */
export const DecayChart = memo(function DecayChart({
  rows,
  lang,
  t,
}: {
  rows: readonly BenchSummaryRow[];
  lang: Lang;
  t: T;
}) {
  const data = useMemo(() => decayRows(rows), [rows]);
  const animate = !reducedMotion();
  return (
    <div className="mb-chart" aria-hidden="true" data-testid="decay-chart">
      <ResponsiveContainer width="100%" height={280} initialDimension={{ width: 720, height: 280 }}>
        <LineChart
          data={data}
          margin={{ top: 12, right: 24, bottom: 34, left: 12 }}
          accessibilityLayer={false}
        >
          <CartesianGrid {...GRID_PROPS} />
          <XAxis dataKey="bucket" {...bottomAxis(t.axisDistance, -22)} />
          <YAxis
            domain={[0, 100]}
            width={48}
            tickFormatter={(v: number) => formatNumber(v, lang, 0)}
            {...leftAxis(t.axisRecallPct, 6)}
          />
          {rows.map((r, i) => (
            <Line
              key={r.strategy}
              type="linear"
              dataKey={r.strategy}
              name={r.strategy}
              stroke={strategyColor(i)}
              strokeWidth={2}
              dot={{ r: 3 }}
              connectNulls
              isAnimationActive={animate}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
});
