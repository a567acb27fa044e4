import { MODEL_PRICES, PRICES_READ_ON, STRATEGY_HELP } from '../../engine';
import type { BreakpointLayout } from '../../engine/cost/prices';
import { MB_FIELD, type BenchPartProps } from './benchPart';
import { formatDay } from '../../lib/formatNumber';
import type { FormProblem } from './benchView';
import { usd } from './format';
import { BreakpointsField, ModelPriceOptions } from '../kit/PriceOptions';
import { SelectField } from '../kit/SelectField';
import { BenchNumberField } from './BenchNumberField';

/** The bench form's strategies field: the list as typed, its problem if any, and the help on every form. */
export function StrategiesField({
  value,
  onChange,
  problem,
  running,
  fieldId,
  lang,
  t,
}: BenchPartProps & {
  value: string;
  onChange: (value: string) => void;
  problem: FormProblem | undefined;
}) {
  return (
    <div className="mb-field mb-field--wide">
      <label htmlFor={fieldId('strategies')}>{t.strategies}</label>
      <input
        id={fieldId('strategies')}
        type="text"
        spellCheck={false}
        autoComplete="off"
        value={value}
        disabled={running}
        aria-invalid={problem !== undefined}
        aria-describedby={fieldId('strategies-help')}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem && (
        <p className="mb-error" role="status">
          {problem.field === 'strategies'
            ? problem.message
            : problem.field === 'strategies-embed'
              ? t.problemEmbed(problem.name)
              : ''}
        </p>
      )}
      <details id={fieldId('strategies-help')} className="mb-help">
        <summary>{t.strategiesHelp}</summary>
        <ul>
          {STRATEGY_HELP.map((h) => (
            <li key={h.form}>
              <code>{h.form}</code>: {h[lang]}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

/** The bench form's pricing fields: the model's price row, the cache breakpoints and the prefill speed. */
export function PriceFields({
  price,
  onPrice,
  breakpoints,
  onBreakpoints,
  tps,
  onTps,
  running,
  fieldId,
  lang,
  t,
}: BenchPartProps & {
  price: string;
  onPrice: (id: string) => void;
  breakpoints: BreakpointLayout;
  onBreakpoints: (layout: BreakpointLayout) => void;
  tps: number;
  onTps: (tokensPerSecond: number) => void;
}) {
  const priceRow = MODEL_PRICES.find((r) => r.id === price) ?? MODEL_PRICES[0]!;
  return (
    <div className="mb-grid">
      <SelectField
        look={MB_FIELD}
        id={fieldId('price')}
        label={t.price}
        value={price}
        disabled={running}
        help={t.priceRow(
          usd(priceRow.input, lang),
          usd(priceRow.cachedInput, lang),
          formatDay(PRICES_READ_ON, lang),
        )}
        onChange={onPrice}
      >
        <ModelPriceOptions lang={lang} t={t} />
      </SelectField>
      <BreakpointsField
        look={MB_FIELD}
        id={fieldId('breakpoints')}
        t={t}
        help={t.breakpointsHelp}
        value={breakpoints}
        disabled={running}
        onChange={onBreakpoints}
      />
      <BenchNumberField
        id={fieldId('tps')}
        label={t.prefill}
        min={1}
        value={tps}
        disabled={running}
        help={t.prefillHelp}
        onChange={(text) => {
          const v = Number(text);
          if (Number.isFinite(v) && v > 0) onTps(v);
        }}
      />
    </div>
  );
}
