import { MODEL_PRICES } from '../../engine/cost/prices';
import type { Lang } from '../../i18n/lang';
import { formatDay } from '../../lib/formatNumber';
import type { priceChoiceWords } from './priceChoice.words';

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

/** The options of a cache-breakpoints picker (`BreakpointLayout`'s values). */
export function BreakpointOptions({ t }: { t: Words }) {
  return (
    <>
      <option value="end">{t.breakpointsEnd}</option>
      <option value="system">{t.breakpointsSystem}</option>
      <option value="summary">{t.breakpointsSummary}</option>
    </>
  );
}
