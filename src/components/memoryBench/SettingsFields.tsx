import { MODEL_PRICES, PRICES_READ_ON, STRATEGY_HELP } from '../../engine';
import { isBreakpointLayout, type BreakpointLayout } from '../../engine/cost/prices';
import type { Lang } from '../../i18n/lang';
import { formatDay } from '../../lib/formatNumber';
import type { FormProblem } from './benchView';
import { usd } from './format';
import type messages from './memoryBench.messages';
import { BreakpointOptions, ModelPriceOptions } from '../kit/PriceOptions';

type T = (typeof messages)['en'];

/** The bench form's strategies field: the list as typed, its problem if any, and the help on every form. */
export function StrategiesField({
  value,
  onChange,
  problem,
  running,
  fieldId,
  lang,
  t,
}: {
  value: string;
  onChange: (value: string) => void;
  problem: FormProblem | undefined;
  running: boolean;
  fieldId: (s: string) => string;
  lang: Lang;
  t: T;
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
}: {
  price: string;
  onPrice: (id: string) => void;
  breakpoints: BreakpointLayout;
  onBreakpoints: (layout: BreakpointLayout) => void;
  tps: number;
  onTps: (tokensPerSecond: number) => void;
  running: boolean;
  fieldId: (s: string) => string;
  lang: Lang;
  t: T;
}) {
  const priceRow = MODEL_PRICES.find((r) => r.id === price) ?? MODEL_PRICES[0]!;
  return (
    <div className="mb-grid">
      <div className="mb-field">
        <label htmlFor={fieldId('price')}>{t.price}</label>
        <select
          id={fieldId('price')}
          value={price}
          disabled={running}
          aria-describedby={fieldId('price-help')}
          onChange={(e) => onPrice(e.target.value)}
        >
          <ModelPriceOptions lang={lang} t={t} />
        </select>
        <p id={fieldId('price-help')} className="mb-help">
          {t.priceRow(
            usd(priceRow.input, lang),
            usd(priceRow.cachedInput, lang),
            formatDay(PRICES_READ_ON, lang),
          )}
        </p>
      </div>
      <div className="mb-field">
        <label htmlFor={fieldId('breakpoints')}>{t.breakpoints}</label>
        <select
          id={fieldId('breakpoints')}
          value={breakpoints}
          disabled={running}
          aria-describedby={fieldId('breakpoints-help')}
          onChange={(e) => {
            if (isBreakpointLayout(e.target.value)) onBreakpoints(e.target.value);
          }}
        >
          <BreakpointOptions t={t} />
        </select>
        <p id={fieldId('breakpoints-help')} className="mb-help">
          {t.breakpointsHelp}
        </p>
      </div>
      <div className="mb-field">
        <label htmlFor={fieldId('tps')}>{t.prefill}</label>
        <input
          id={fieldId('tps')}
          type="number"
          min={1}
          value={tps}
          disabled={running}
          aria-describedby={fieldId('tps-help')}
          onChange={(e) => {
            const v = Number(e.target.value);
            if (Number.isFinite(v) && v > 0) onTps(v);
          }}
        />
        <p id={fieldId('tps-help')} className="mb-help">
          {t.prefillHelp}
        </p>
      </div>
    </div>
  );
}
