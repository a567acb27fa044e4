import { memo, useMemo, useState } from 'react';
import { ColumnHeads } from '../../mechanisms/ui/ColumnHeads';
import { Line, type TooltipContentProps } from 'recharts';
import type { Lang } from '../../i18n/lang';
import { formatCompact, formatNumber, formatRatio, formatUsd } from '../../lib/formatNumber';
import { CachingClient, type CachingState } from '../../compute/costLab/cachingClient';
import { useLatestWins } from './useLatestWins';
import { cachingParams, type CachingLine, type CachingResult } from '../../compute/costLab/cachingParams';
import { SERIES, type ComputeParams, type SeriesKey, type View } from '../../compute/costLab/params';
import type { BreakpointLayout, ModelPrice } from '../../engine/cost/prices';
import { leftAxis } from '../kit/chartAxes';
import { CachingControls } from './CachingControls';
import { TotalsTable } from './TotalsTable';
import { SeriesTooltip } from './SeriesTooltip';
import { turnAxis } from './turnAxis';
import { TurnLineChart } from './TurnLineChart';
import messages from './costLab.messages';

type T = (typeof messages)['en'];

const EMPTY: CachingState = { status: 'busy', result: null, error: null };

interface Row {
  turn: number;
  unbounded: number;
  unboundedCached: number;
  windowed: number;
  windowedCached: number;
  paged: number;
  pagedCached: number;
}

/** Rows for recharts from the sampled dollar series (per turn or cumulative). */
export function cachingRows(result: CachingResult, view: View): Row[] {
  const s = view === 'turn' ? result.perTurn : result.cumulative;
  const rows: Row[] = new Array<Row>(s.turns.length);
  for (let i = 0; i < s.turns.length; i++)
    rows[i] = {
      turn: s.turns[i] as number,
      unbounded: s.unbounded[i] as number,
      unboundedCached: s.unboundedCached[i] as number,
      windowed: s.windowed[i] as number,
      windowedCached: s.windowedCached[i] as number,
      paged: s.paged[i] as number,
      pagedCached: s.pagedCached[i] as number,
    };
  return rows;
}

const percent = (x: number, lang: Lang) =>
  `${formatNumber(100 * x, lang, 1)}${lang === 'fr' ? '\u202f%' : '%'}`;

const CachingChart = memo(function CachingChart({
  result,
  view,
  hidden,
  lang,
  t,
  height,
}: {
  result: CachingResult;
  view: View;
  hidden: SeriesKey[];
  lang: Lang;
  t: T;
  height: number;
}) {
  const rows = useMemo(() => cachingRows(result, view), [result, view]);
  const turns = result.params.turns;
  const tick = (v: number) => formatCompact(v, lang);
  const lines: { key: CachingLine; memory: SeriesKey; cached: boolean }[] = SERIES.flatMap((k) => [
    { key: k, memory: k, cached: false },
    { key: `${k}Cached` as CachingLine, memory: k, cached: true },
  ]);
  return (
    <div className="cl-chart" data-testid="caching-chart" data-turns={turns}>
      <TurnLineChart
        rows={rows}
        height={height}
        title={view === 'turn' ? t.cachingChartTurn : t.cachingChartCumulative}
        desc={t.cachingChartDescription(formatNumber(turns, lang))}
        xAxis={{ ...turnAxis(t.axisTurn, 0, turns), tickFormatter: tick }}
        yAxis={{
          domain: [0, 'auto'],
          tickFormatter: (v: number) => formatUsd(v, lang),
          width: 72,
          ...leftAxis(t.axisUsd, -6),
        }}
        tooltip={{
          content: (props: TooltipContentProps) => (
            <SeriesTooltip<Row>
              shown={props}
              hidden={hidden}
              value={(row, k) => `${formatUsd(row[k], lang)} → ${formatUsd(row[`${k}Cached`], lang)}`}
              lang={lang}
              t={t}
            />
          ),
        }}
      >
        {lines.map((l) => (
          <Line
            key={l.key}
            type="linear"
            dataKey={l.key}
            name={l.cached ? t.cachedName(t[l.memory]) : t[l.memory]}
            stroke={`var(--series-${l.memory})`}
            strokeWidth={l.cached ? 2 : 2.5}
            {...(l.cached ? { strokeDasharray: '6 4' } : {})}
            dot={false}
            activeDot={{ r: 4 }}
            hide={hidden.includes(l.memory)}
            isAnimationActive={false}
          />
        ))}
      </TurnLineChart>
    </div>
  );
});

/**
 * The cost lab's prompt-caching view: each memory's bill with and without caching (chart and table), the share of
 * its tokens billed as cached, and the source's ratios beside the same ratios with caching. Computed in its own
 * worker (cachingClient.ts), so the main chart never waits for it.
 */
export function CachingPanel({
  lab,
  price,
  view,
  hidden,
  idPrefix,
  lang,
  t,
  height,
}: {
  /** The lab's conversation (`computeParams`), the main chart's own request. */
  lab: ComputeParams;
  price: ModelPrice;
  view: View;
  hidden: SeriesKey[];
  idPrefix: string;
  lang: Lang;
  t: T;
  height: number;
}) {
  const [breakpoints, setBreakpoints] = useState<BreakpointLayout>('end');
  const [systemTokens, setSystemTokens] = useState(0);
  // A new `lab` that the bill does not depend on (unit, cost model) asks the client again; it answers from the last
  // result (`sameCaching`).
  const cp = useMemo(
    () => cachingParams(lab, price, { systemTokens, breakpoints }),
    [lab, price, systemTokens, breakpoints],
  );

  const { state } = useLatestWins(() => new CachingClient(), cp, EMPTY);

  const result = state.result;
  const modelLabel = result
    ? result.params.price.id === 'custom'
      ? t.priceCustom
      : result.params.price.label
    : '';
  const titleId = `${idPrefix}-caching-title`;
  return (
    <section className="cl-panel surface-card cl-caching" aria-labelledby={titleId} data-testid="caching">
      <div className="cl-panel__head">
        <h3 id={titleId}>{t.cachingTitle}</h3>
        <p className="cl-status" role="status">
          {state.status === 'busy' ? <span className="cl-busy">{t.cachingBusy}</span> : null}
        </p>
      </div>
      <p className="cl-help">{t.cachingIntro}</p>
      <CachingControls
        idPrefix={idPrefix}
        lang={lang}
        t={t}
        breakpoints={breakpoints}
        systemTokens={systemTokens}
        onBreakpoints={setBreakpoints}
        onSystemTokens={setSystemTokens}
      />
      <p className="cl-help">{t.cachingSeriesLegend}</p>
      <div className="cl-chart-box" aria-busy={state.status === 'busy'}>
        {result ? (
          <CachingChart result={result} view={view} hidden={hidden} lang={lang} t={t} height={height} />
        ) : null}
      </div>
      {state.error && (
        <p className="cl-error" role="alert">
          {t.cachingFailed(state.error)}
        </p>
      )}
      <TotalsTable
        caption={t.cachingTotals}
        headColumn={t.colMemory}
        figureColumns={[t.colCost, t.colCachedCost, t.colHitRate]}
        rows={SERIES.map((k) => {
          const bill = result?.bills[k];
          const figure = (value: string | undefined, testId: string) => ({
            value: value ?? '…',
            testId: `caching-${testId}-${k}`,
          });
          return {
            key: k,
            head: (
              <>
                <span className={`cl-swatch cl-swatch--${k}`} aria-hidden="true" /> {t[k]}
              </>
            ),
            cells: [
              figure(bill && formatUsd(bill.costUsd, lang), 'cost'),
              figure(bill && formatUsd(bill.cachedCostUsd, lang), 'cached'),
              figure(bill && percent(bill.hitRate, lang), 'hits'),
            ],
          };
        })}
      />
      <h4 id={`${idPrefix}-caching-ratios`}>{t.cachingRatiosTitle}</h4>
      <p className="cl-help">{t.cachingRatiosCaption(modelLabel)}</p>
      <div
        className="cl-table-wrap"
        role="region"
        aria-labelledby={`${idPrefix}-caching-ratios`}
        tabIndex={0}
      >
        <table className="cl-table" aria-labelledby={`${idPrefix}-caching-ratios`}>
          <ColumnHeads
            labels={[t.colProfile, t.ratios, t.colSeedRatio, t.colExactRatio, t.colCachedRatio]}
            figuresFrom={2}
          />
          <tbody>
            {(result?.seedRatios ?? []).flatMap((r) =>
              (['windowed', 'paged'] as const).map((k, i) => (
                <tr key={`${r.turns}-${k}`} className={i === 0 ? 'cl-table__group' : undefined}>
                  {i === 0 && (
                    <th scope="rowgroup" rowSpan={2}>
                      {formatNumber(r.turns, lang)}
                    </th>
                  )}
                  <th scope="row">{t.ratioUnboundedOver(t[k].toLocaleLowerCase(lang))}</th>
                  <td className="num" data-testid={`caching-ratio-seed-${r.turns}-${k}`}>
                    {formatRatio(k === 'windowed' ? r.seedWindowed : r.seedPaged, lang)}
                  </td>
                  <td className="num" data-testid={`caching-ratio-exact-${r.turns}-${k}`}>
                    {formatRatio(k === 'windowed' ? r.windowed : r.paged, lang)}
                  </td>
                  <td className="num" data-testid={`caching-ratio-cached-${r.turns}-${k}`}>
                    {formatRatio(k === 'windowed' ? r.cachedWindowed : r.cachedPaged, lang)}
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
