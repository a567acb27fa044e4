import { useMemo, useState } from 'react';
import { MODEL_PRICES, type BenchSummaryRow } from '../../engine';
import { MB_FIELD, type BenchPartProps } from './benchPart';
import { SelectField } from '../kit/SelectField';
import { downloadBlob } from '../kit/download';
import {
  exportName,
  frontierPoints,
  toCsv,
  toJson,
  type BenchRun,
  type CostBasis,
  type PairedRow,
  type RecallMeasure,
} from './benchView';
import { DecayChart, RecallCostChart } from './charts';
import { DecayTable, DriftTable, FiguresTable, PairTable } from './tables';
import { CostBasisField, WhichMemoryPanel } from './WhichMemoryPanel';
import messages from './memoryBench.messages';
import setMessages from './sets.messages';

type T = (typeof messages)['en'];
type TS = (typeof setMessages)['en'];

/**
 * A run's results: recall against cost with the frontier and each strategy's same-budget window, the same questions
 * without and with distractors (public-s), "which memory for which job", the decay curve, drift, every figure, the
 * exports.
 */
export function ResultsPanel({
  run,
  pairs,
  running,
  dataName,
  fieldId,
  lang,
  t,
  ts,
}: BenchPartProps & {
  run: BenchRun;
  pairs: PairedRow[] | null;
  dataName: string;
  ts: TS;
}) {
  const [recall, setRecall] = useState<RecallMeasure>('evidenceRecall');
  const [cost, setCost] = useState<CostBasis>('cachedCostUsd');
  const rows = run.rows;
  const download = (kind: 'csv' | 'json') => {
    const blob =
      kind === 'csv'
        ? new Blob([toCsv(run.rows)], { type: 'text/csv;charset=utf-8' })
        : new Blob([toJson(run)], { type: 'application/json' });
    downloadBlob(blob, exportName(run, kind));
  };
  return (
    <div className="mb-results" aria-busy={running}>
      <p className="mb-help">
        {t.measuredOn(dataName, MODEL_PRICES.find((r) => r.id === run.price)?.label ?? run.price)}{' '}
        {run.tokensExact ? '' : t.approxTokens}
      </p>
      <section aria-labelledby={fieldId('chart-title')}>
        <h3 id={fieldId('chart-title')}>{t.chartTitle}</h3>
        <div className="mb-grid mb-grid--inline">
          <SelectField
            look={MB_FIELD}
            id={fieldId('measure')}
            label={t.recallMeasure}
            value={recall}
            onChange={(v) => setRecall(v === 'answerInContext' ? 'answerInContext' : 'evidenceRecall')}
          >
            <option value="evidenceRecall">{t.measureEvidence}</option>
            <option value="answerInContext">{t.measureAnswer}</option>
          </SelectField>
          <CostBasisField id={fieldId('cost')} label={t.frontierOver} value={cost} onChange={setCost} t={t} />
        </div>
        <p className="mb-help">{t.chartDescription}</p>
        <p className="mb-legend" aria-hidden="true">
          <span className="mb-dot mb-dot--hollow" /> {t.legendHollow} · <span className="mb-dot" />{' '}
          {t.legendFilled} · <span className="mb-line" /> {t.frontierName}
          {recall === 'evidenceRecall' && (
            <>
              {' '}
              · <span className="mb-dash" /> {ts.legendSameBudget}
            </>
          )}
        </p>
        <RecallCostChart rows={rows} recall={recall} cost={cost} lang={lang} t={t} />
        <FrontierSentence rows={rows} recall={recall} cost={cost} t={t} />
        <p className="mb-help">{ts.sameBudgetHelp}</p>
      </section>

      {pairs && (
        <section aria-labelledby={fieldId('pair-title')}>
          <h3 id={fieldId('pair-title')}>{ts.pairTitle}</h3>
          <PairTable pairs={pairs} lang={lang} ts={ts} />
        </section>
      )}

      <WhichMemoryPanel
        rows={rows}
        recall={recall}
        cost={cost}
        dataName={dataName}
        lang={lang}
        t={t}
        idPrefix={fieldId('which')}
      />

      <section aria-labelledby={fieldId('decay-title')}>
        <h3 id={fieldId('decay-title')}>{t.decayTitle}</h3>
        <p className="mb-help">{t.decayDescription}</p>
        <DecayChart rows={rows} lang={lang} t={t} />
        <DecayTable rows={rows} lang={lang} t={t} />
      </section>

      <section aria-labelledby={fieldId('drift-title')}>
        <h3 id={fieldId('drift-title')}>{t.driftTitle}</h3>
        <DriftTable rows={rows} lang={lang} t={t} ts={ts} />
      </section>

      <section aria-labelledby={fieldId('table-title')}>
        <h3 id={fieldId('table-title')}>{t.tableTitle}</h3>
        <p className="mb-help">{t.tableHelp}</p>
        <FiguresTable rows={rows} lang={lang} t={t} ts={ts} />
        <div className="mb-actions">
          <button type="button" onClick={() => download('csv')}>
            {t.exportCsv}
          </button>
          <button type="button" onClick={() => download('json')}>
            {t.exportJson}
          </button>
        </div>
      </section>
    </div>
  );
}

function FrontierSentence({
  rows,
  recall,
  cost,
  t,
}: {
  rows: readonly BenchSummaryRow[];
  recall: RecallMeasure;
  cost: CostBasis;
  t: T;
}) {
  const names = useMemo(
    () => frontierPoints(rows, recall, cost).map((p) => p.strategy),
    [rows, recall, cost],
  );
  return (
    <p className="mb-help" data-testid="frontier">
      {t.frontierList(names.join(', '))}
    </p>
  );
}
