import type { Lang } from '../../i18n/lang';
import { NumericField, PriceField } from './NumericField';
import {
  NUMERIC,
  PRICE_MAX,
  type LabParams,
  type NumericKey,
  type Scale,
  type UnitChoice,
  type View,
} from '../../compute/costLab/params';
import { findModelPrice } from '../../engine/cost/prices';
import messages from './costLab.messages';
import { ModelPriceOptions } from '../kit/PriceOptions';
import { SelectField, type FieldLook } from '../kit/SelectField';

type T = (typeof messages)['en'];

/** The cost lab's field classes (costLabControls.css). */
export const CL_FIELD: FieldLook = { field: 'cl-field', label: 'cl-field__label', help: 'cl-help' };

interface Props {
  idPrefix: string;
  params: LabParams;
  lang: Lang;
  t: T;
  onChange: (patch: Partial<LabParams>) => void;
}

const FIELDS: { key: NumericKey; log: boolean }[] = [
  { key: 'turns', log: true },
  { key: 'window', log: true },
  { key: 'pageSize', log: true },
  { key: 'messageLength', log: true },
  { key: 'summaryBudget', log: true },
  { key: 'chunkChars', log: true },
];

export function Segmented<V extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (v: V) => void;
}) {
  return (
    <fieldset className="cl-segmented">
      <legend>{legend}</legend>
      <div className="cl-segmented__options">
        {options.map((o) => (
          <label key={o.value} className={o.value === value ? 'is-checked' : undefined}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The control panel: sliders with numeric fields, model, unit, view, scale and price. */
export function Controls({ idPrefix, params, lang, t, onChange }: Props) {
  const id = (s: string) => `${idPrefix}-${s}`;
  const priced = findModelPrice(params.priceModel);
  return (
    <div className="cl-controls">
      <div className="cl-controls__group">
        {FIELDS.map(({ key, log }) => (
          <NumericField
            key={key}
            id={id(key)}
            label={t[key]}
            value={params[key]}
            min={NUMERIC[key].min}
            max={NUMERIC[key].max}
            log={log}
            lang={lang}
            t={t}
            onChange={(v) => onChange({ [key]: v })}
          />
        ))}
      </div>
      <div className="cl-controls__group">
        <SelectField
          look={CL_FIELD}
          id={id('model')}
          label={t.costModel}
          value={params.model}
          help={params.model === 'notebook' ? t.modelHelpNotebook : t.modelHelpExact}
          onChange={(v) => onChange({ model: v === 'exact' ? 'exact' : 'notebook' })}
        >
          <option value="notebook">{t.modelNotebook}</option>
          <option value="exact">{t.modelExact}</option>
        </SelectField>
        <SelectField
          look={CL_FIELD}
          id={id('unit')}
          label={t.unit}
          value={params.unit}
          onChange={(v) => onChange({ unit: v as UnitChoice })}
        >
          <option value="chars">{t.unitChars}</option>
          <option value="o200k">{t.unitO200k}</option>
          <option value="cl100k">{t.unitCl100k}</option>
          <option value="approx">{t.unitApprox}</option>
        </SelectField>
        <Segmented<View>
          name={id('view')}
          legend={t.view}
          value={params.view}
          options={[
            { value: 'turn', label: t.viewTurn },
            { value: 'cumulative', label: t.viewCumulative },
          ]}
          onChange={(view) => onChange({ view })}
        />
        <Segmented<Scale>
          name={id('scale')}
          legend={t.scale}
          value={params.scale}
          options={[
            { value: 'linear', label: t.scaleLinear },
            { value: 'log', label: t.scaleLog },
          ]}
          onChange={(scale) => onChange({ scale })}
        />
      </div>
      <div className="cl-controls__group">
        <SelectField
          look={CL_FIELD}
          id={id('price-model')}
          label={t.priceModel}
          value={params.priceModel}
          help={priced ? t.priceRow(priced, lang) : t.priceCustomRule}
          onChange={(v) => {
            const row = findModelPrice(v);
            onChange(
              row
                ? { priceModel: row.id, price: row.input, cachedPrice: row.cachedInput }
                : { priceModel: 'custom' },
            );
          }}
        >
          <ModelPriceOptions lang={lang} t={t} />
          <option value="custom">{t.priceCustom}</option>
        </SelectField>
        <PriceField
          id={id('price')}
          label={t.priceInput}
          value={params.price}
          max={PRICE_MAX}
          lang={lang}
          t={t}
          onChange={(price) =>
            onChange(priced && priced.input === price ? { price } : { price, priceModel: 'custom' })
          }
        />
        <PriceField
          id={id('cached-price')}
          label={t.priceCachedInput}
          value={params.cachedPrice}
          max={PRICE_MAX}
          lang={lang}
          t={t}
          onChange={(cachedPrice) =>
            onChange(
              priced && priced.cachedInput === cachedPrice
                ? { cachedPrice }
                : { cachedPrice, priceModel: 'custom' },
            )
          }
        />
      </div>
    </div>
  );
}
