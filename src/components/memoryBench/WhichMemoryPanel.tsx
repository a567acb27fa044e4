import { useState } from 'react';
import type { BenchSummaryRow } from '../../engine';
import type { Lang } from '../../i18n/lang';
import { whichMemory, type CostBasis, type RecallMeasure } from './benchView';
import { pct, pct100, usd } from './format';
import messages from './memoryBench.messages';
import { MB_FIELD } from './benchPart';
import { SelectField } from '../kit/SelectField';

type T = (typeof messages)['en'];

/** Which cost a view reads, cached or not (the chart's frontier, "which memory"): a select of the bench. */
export function CostBasisField({
  id,
  label,
  value,
  onChange,
  t,
}: {
  id: string;
  label: string;
  value: CostBasis;
  onChange: (basis: CostBasis) => void;
  t: T;
}) {
  return (
    <SelectField
      look={MB_FIELD}
      id={id}
      label={label}
      value={value}
      onChange={(v) => onChange(v === 'costUsd' ? 'costUsd' : 'cachedCostUsd')}
    >
      <option value="cachedCostUsd">{t.costCached}</option>
      <option value="costUsd">{t.costUncached}</option>
    </SelectField>
  );
}

/**
 * "Which memory for which job", read off the measurement on screen: the cheapest strategy whose recall reaches the
 * level the learner sets (the engine's `cheapestReaching`), or the closest one when none does.
 */
export function WhichMemoryPanel({
  rows,
  recall,
  cost,
  dataName,
  lang,
  t,
  idPrefix,
}: {
  rows: readonly BenchSummaryRow[];
  recall: RecallMeasure;
  cost: CostBasis;
  dataName: string;
  lang: Lang;
  t: T;
  idPrefix: string;
}) {
  const [min, setMin] = useState(90);
  const [basis, setBasis] = useState<CostBasis>(cost);
  const answer = whichMemory(rows, min / 100, recall, basis);
  const measure = recall === 'evidenceRecall' ? t.measureEvidence : t.measureAnswer;
  const costText = (r: BenchSummaryRow) =>
    `${usd(r[basis], lang)} (${basis === 'cachedCostUsd' ? t.costCached : t.costUncached})`;
  return (
    <section aria-labelledby={`${idPrefix}-title`} className="mb-which" data-testid="which-memory">
      <h3 id={`${idPrefix}-title`}>{t.whichTitle}</h3>
      <p className="mb-help">{t.whichLead}</p>
      <div className="mb-grid mb-grid--inline">
        <div className="mb-field">
          <label htmlFor={`${idPrefix}-min`}>{t.whichMin}</label>
          <div className="mb-slider">
            <input
              id={`${idPrefix}-min`}
              type="range"
              min={0}
              max={100}
              step={1}
              value={min}
              aria-valuetext={pct100(min, lang)}
              onChange={(e) => setMin(Number(e.target.value))}
            />
            <output htmlFor={`${idPrefix}-min`}>{pct100(min, lang)}</output>
          </div>
        </div>
        <CostBasisField id={`${idPrefix}-cost`} label={t.whichCost} value={basis} onChange={setBasis} t={t} />
      </div>
      <p
        className="mb-answer"
        role="status"
        aria-live="polite"
        data-testid="which-answer"
        data-strategy={answer.best?.strategy ?? ''}
      >
        {rows.length === 0
          ? t.whichEmpty
          : answer.best
            ? t.whichBest(
                answer.best.strategy,
                pct(answer.best[recall], lang),
                measure.toLowerCase(),
                costText(answer.best),
                dataName,
              )
            : t.whichNone(
                pct100(min, lang),
                measure.toLowerCase(),
                answer.top?.strategy ?? '',
                pct(answer.top?.[recall] ?? null, lang),
              )}
      </p>
    </section>
  );
}
