import { useMemo, useRef, useState } from 'react';
import { ColumnHeads } from '../../mechanisms/ui/ColumnHeads';
import type { CostUnit } from '../../engine';
import { useLang, useMessages } from '../../state/useMessages';
import { formatDay, formatNumber, formatRatio, formatUsd } from '../../lib/formatNumber';
import { halfCostThreshold, meetsHalfCost } from '../../lib/windowThreshold';
import type { SeedRow } from '../../compute/costLab/computeLab';
import { MAX_POINTS, CSV_FULL_MAX } from '../../compute/costLab/limits';
import { CostClient, type ClientState } from '../../compute/costLab/costClient';
import { useLatestWins } from './useLatestWins';
import { CostChart } from './CostChart';
import { Controls } from './Controls';
import { downloadBlob } from '../kit/download';
import { chartToPng } from './exportPng';
import {
  computeParams,
  engineUnit,
  SERIES,
  DEFAULT_PARAMS,
  type LabParams,
  type SeriesKey,
} from '../../compute/costLab/params';
import { findModelPrice, PRICES_READ_ON } from '../../engine/cost/prices';
import { SeedTable } from './SeedTable';
import { CachingPanel } from './CachingPanel';
import { CompactionCachePanel } from './CompactionCachePanel';
import { priceRowOf } from '../../compute/costLab/cachingParams';
import messages from './costLab.messages';
import './costLab.css';

interface Props {
  params: LabParams;
  onChange: (next: LabParams) => void;
  /** Distinguishes element ids when several labs share a page. */
  idPrefix: string;
  embedded?: boolean;
  /** A link to the full page with the same parameters (the embedded lab shows it). */
  fullLabHref?: string;
}

const EMPTY: ClientState = { status: 'busy', result: null, error: null, seq: 0 };

/** The whole lab: controls, chart, ratios, threshold, price, exports and the seed's table. */
export function CostLab({ params, onChange, idPrefix, embedded = false, fullLabHref }: Props) {
  const lang = useLang();
  const t = useMessages(messages);
  const [seedRows, setSeedRows] = useState<SeedRow[] | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const chartBox = useRef<HTMLDivElement>(null);

  const cp = useMemo(
    () => computeParams(params),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the fields that change the series
    [
      params.turns,
      params.window,
      params.pageSize,
      params.messageLength,
      params.summaryBudget,
      params.chunkChars,
      params.model,
      params.unit,
    ],
  );

  const { state, clientRef } = useLatestWins(
    () => new CostClient(),
    cp,
    EMPTY,
    (client) => {
      client.seedTable().then(setSeedRows, () => setSeedRows([]));
    },
  );

  const price = useMemo(
    () => priceRowOf(params.priceModel, params.price, params.cachedPrice),
    [params.priceModel, params.price, params.cachedPrice],
  );
  const set = (patch: Partial<LabParams>) => onChange({ ...params, ...patch });
  const toggle = (k: SeriesKey) =>
    set({ hidden: params.hidden.includes(k) ? params.hidden.filter((h) => h !== k) : [...params.hidden, k] });

  const result = state.result;
  const unit = engineUnit(params.unit).unit;
  const unitLabels: Record<CostUnit, string> = {
    chars: t.unitShortChars,
    tokens: t.unitShortTokens,
    approx: t.unitShortApprox,
  };
  const unitLabel = unitLabels[unit];
  const shownUnitLabel = result ? unitLabels[engineUnit(result.params.unit).unit] : unitLabel;
  const threshold = halfCostThreshold(params.turns, params.messageLength);
  // The chart marks the threshold of the parameters it draws (they lag the controls while a result computes).
  const chartThreshold = result ? halfCostThreshold(result.params.turns, result.params.messageLength) : 0;
  const thresholdMet = meetsHalfCost(params.turns, params.window, params.messageLength);
  const fmt = (n: number) => formatNumber(n, lang);

  // Price: token totals (characters are converted with the seed's 4-characters-per-token proxy).
  const resultUnit = result ? engineUnit(result.params.unit) : null;
  const toTokens = resultUnit?.unit === 'chars' ? 0.25 : 1;
  const priceRow = findModelPrice(params.priceModel);
  const otherTokenizer =
    resultUnit?.unit === 'tokens' && priceRow !== undefined && priceRow.encoding !== resultUnit.encoding;

  const exportCsv = async () => {
    setExportError(null);
    try {
      const client = clientRef.current;
      if (!client) return;
      const { csv } = await client.csv(cp);
      const name = `cost-lab-${cp.turns}-turns-${cp.model}-${cp.unit}.csv`;
      downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), name);
    } catch (err) {
      setExportError(err instanceof Error ? err.message : String(err));
    }
  };

  const exportPng = async () => {
    setExportError(null);
    try {
      const svg = chartBox.current?.querySelector<SVGSVGElement>('svg.recharts-surface');
      if (!svg) throw new Error('no chart');
      const cs = getComputedStyle(chartBox.current as HTMLElement);
      const color = (k: SeriesKey) => cs.getPropertyValue(`--series-${k}`).trim();
      const blob = await chartToPng(svg, {
        title: params.view === 'turn' ? t.chartTitleTurn : t.chartTitleCumulative,
        subtitle: `${fmt(params.turns)} ${t.turns.toLowerCase()} · W = ${fmt(params.window)} · P = ${fmt(params.pageSize)} · L = ${fmt(params.messageLength)} · ${params.model} · ${shownUnitLabel}`,
        legend: SERIES.filter((k) => !params.hidden.includes(k)).map((k) => ({
          label: t[k],
          color: color(k),
        })),
        background: cs.getPropertyValue('--surface').trim() || '#fff',
        text: cs.getPropertyValue('--text').trim() || '#000',
        muted: cs.getPropertyValue('--muted').trim() || '#555',
        font: cs.fontFamily,
      });
      downloadBlob(blob, `cost-lab-${cp.turns}-turns-${params.view}.png`);
    } catch (err) {
      setExportError(err instanceof Error ? err.message : String(err));
    }
  };

  const reset = () => {
    onChange({ ...DEFAULT_PARAMS, hidden: [] });
    setResetKey((k) => k + 1);
  };

  return (
    <div className={`cost-lab${embedded ? ' cost-lab--embedded' : ''}`} role="region" aria-label={t.labLabel}>
      <div className="cost-lab__grid">
        <section
          className="cl-panel surface-card cl-panel--controls"
          aria-labelledby={`${idPrefix}-params-title`}
        >
          <div className="cl-panel__head">
            <h3 id={`${idPrefix}-params-title`}>{t.parameters}</h3>
            <button type="button" className="cl-link-button" onClick={reset}>
              {t.reset}
            </button>
          </div>
          <Controls key={resetKey} idPrefix={idPrefix} params={params} lang={lang} t={t} onChange={set} />
        </section>

        <section
          className="cl-panel surface-card cl-panel--chart"
          aria-labelledby={`${idPrefix}-chart-title`}
        >
          <div className="cl-panel__head">
            <h3 id={`${idPrefix}-chart-title`}>
              {params.view === 'turn' ? t.chartTitleTurn : t.chartTitleCumulative}
            </h3>
            <p className="cl-status" role="status">
              {state.status === 'busy' ? (
                <span className="cl-busy">{t.computing}</span>
              ) : result ? (
                t.computedIn(formatNumber(result.computeMs, lang, 0), fmt(MAX_POINTS))
              ) : null}
            </p>
          </div>
          <div className="cl-legend" role="group" aria-label={t.seriesLegend}>
            {SERIES.map((k) => {
              const shown = !params.hidden.includes(k);
              return (
                <button
                  key={k}
                  type="button"
                  className="cl-legend__item"
                  aria-pressed={shown}
                  onClick={() => toggle(k)}
                >
                  <span className={`cl-swatch cl-swatch--${k}`} aria-hidden="true" />
                  {t[k]}
                </button>
              );
            })}
          </div>
          <div ref={chartBox} className="cl-chart-box" aria-busy={state.status === 'busy'}>
            <CostChart
              result={result}
              view={params.view}
              scale={params.scale}
              hidden={params.hidden}
              threshold={chartThreshold}
              unitLabel={shownUnitLabel}
              lang={lang}
              t={t}
              renderId={state.seq}
              height={embedded ? 320 : 400}
            />
          </div>
          {state.error && (
            <p className="cl-error" role="alert">
              {t.computeFailed(state.error)}
            </p>
          )}

          <div className="cl-ratios" aria-live="polite" aria-atomic="true">
            {(
              [
                ['windowed', t.ratioWindowed],
                ['paged', t.ratioPaged],
              ] as const
            ).map(([memory, label]) => (
              <div key={memory} className="cl-ratio">
                <span
                  className={`cl-ratio__value cl-ratio__value--${memory}`}
                  data-testid={`ratio-${memory}`}
                >
                  {result ? formatRatio(result.totals.unbounded / result.totals[memory], lang) : '…'}
                </span>
                <span className="cl-ratio__label">{label}</span>
              </div>
            ))}
          </div>

          {/* Scrolls inside the panel on a phone, like the other tables of the lab. */}
          <div className="cl-table-wrap" role="region" aria-label={t.totals} tabIndex={0}>
            <table className="cl-table cl-totals">
              <caption>{t.totals}</caption>
              <ColumnHeads labels={[t.colMemory, shownUnitLabel, t.price]} figuresFrom={1} />
              <tbody>
                {SERIES.map((k) => (
                  <tr key={k}>
                    <th scope="row">
                      <span className={`cl-swatch cl-swatch--${k}`} aria-hidden="true" /> {t[k]}
                    </th>
                    <td className="num" data-testid={`total-${k}`}>
                      {result
                        ? formatNumber(result.totals[k], lang, result.params.unit === 'chars' ? 0 : 1)
                        : '…'}
                    </td>
                    <td className="num" data-testid={`price-${k}`}>
                      {result ? formatUsd((result.totals[k] * toTokens * params.price) / 1e6, lang) : '…'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="cl-help">
            {t.priceSource(formatDay(PRICES_READ_ON, lang))}
            {toTokens !== 1 && ` ${t.priceFromChars}`}
            {otherTokenizer && ` ${t.priceTokensOther}`}
            {result?.messageTokens != null && ` ${t.messageTokens(result.messageTokens)}`}
          </p>

          <div className="cl-threshold" data-testid="threshold">
            <h4>{t.thresholdTitle}</h4>
            <p>
              {threshold > 0
                ? t.thresholdText(fmt(threshold), fmt(params.turns))
                : t.thresholdNone(fmt(params.turns))}{' '}
              {threshold > 0 && t.thresholdYours(fmt(params.window), thresholdMet)}
            </p>
            {chartThreshold > 0 && (
              <p className="cl-help" data-testid="threshold-chart-note">
                {params.view === 'turn'
                  ? t.thresholdLevelNote(fmt(chartThreshold))
                  : t.thresholdCumulativeNote}
              </p>
            )}
          </div>

          <div className="cl-actions">
            <button type="button" onClick={() => void exportCsv()}>
              {t.exportCsv}
            </button>
            <button type="button" onClick={() => void exportPng()} disabled={!result}>
              {t.exportPng}
            </button>
            {embedded && fullLabHref && (
              <a className="cl-actions__link" href={fullLabHref}>
                {t.openFullLab}
              </a>
            )}
          </div>
          {params.turns > CSV_FULL_MAX && <p className="cl-help">{t.csvSampled}</p>}
          {exportError && (
            <p className="cl-error" role="alert">
              {t.exportFailed(exportError)}
            </p>
          )}
        </section>
      </div>
      <CachingPanel
        lab={cp}
        price={price}
        view={params.view}
        hidden={params.hidden}
        idPrefix={idPrefix}
        lang={lang}
        t={t}
        height={embedded ? 300 : 360}
      />
      <CompactionCachePanel
        idPrefix={idPrefix}
        lang={lang}
        t={t}
        price={price}
        height={embedded ? 280 : 320}
      />
      <SeedTable rows={seedRows} lang={lang} t={t} />
    </div>
  );
}
