import { isBreakpointLayout, MODEL_PRICES, type BreakpointLayout } from '../../engine/cost/prices';
import type { Lang } from '../../i18n/lang';
import { formatDay } from '../../lib/formatNumber';
import type { priceChoiceWords } from './priceChoice.words';
import { SelectField, type FieldLook } from './SelectField';

type Words = (typeof priceChoiceWords)['en'];

/** The options of a price picker: every model's row, its retirement date when known (the cost lab and the bench). */
export function ModelPriceOptions({ lang, t }: { lang: Lang; t: Words }) {
  return MODEL_PRICES.map((r) => (
    <option key={r.id} value={r.id}>
      {t.priceOption(
        r.label,
        r.retiresOn ? formatDay(r.retiresOn, lang) : null,
        r.retirementNote !== undefined,
      )}
    </option>
  ));
}

/**
 * The cache-breakpoints picker (the cost lab's caching view and the bench): `BreakpointLayout`'s values, each
 * feature's own help line, and only a layout handed over.
 */
export function BreakpointsField({
  t,
  onChange,
  ...field
}: {
  look: FieldLook;
  id: string;
  t: Words;
  help: string;
  value: BreakpointLayout;
  disabled?: boolean;
  onChange: (layout: BreakpointLayout) => void;
}) {
  return (
    <SelectField
      {...field}
      label={t.breakpoints}
      onChange={(v) => {
        if (isBreakpointLayout(v)) onChange(v);
      }}
    >
      <option value="end">{t.breakpointsEnd}</option>
      <option value="system">{t.breakpointsSystem}</option>
      <option value="summary">{t.breakpointsSummary}</option>
    </SelectField>
  );
}
