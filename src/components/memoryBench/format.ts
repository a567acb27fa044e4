/** How the widget writes its figures, in the page's language (the table, the chart's ticks, the sentences). */
import type { Lang } from '../../i18n/lang';
import { formatNumber } from '../../lib/formatNumber';

/** A share 0..1 as a percentage: `96.0%` / `96,0 %`. */
export function pct(share: number | null, lang: Lang, digits = 1): string {
  if (share === null || !Number.isFinite(share)) return '–';
  return `${formatNumber(100 * share, lang, digits)}${lang === 'fr' ? '\u202f%' : '%'}`;
}

/** A percentage already on 0..100 (the recall the learner asks for). */
export function pct100(value: number, lang: Lang): string {
  return pct(value / 100, lang, 0);
}

const money = new Map<Lang, Intl.NumberFormat>();

/** Dollars with three significant digits (`$0.0322`, `$1.02`): bills of a few cents stay readable. */
export function usd(x: number, lang: Lang): string {
  if (!Number.isFinite(x)) return '–';
  let f = money.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US', {
      style: 'currency',
      currency: 'USD',
      maximumSignificantDigits: 3,
    });
    money.set(lang, f);
  }
  return f.format(x);
}

export const tokens = (x: number, lang: Lang) => formatNumber(x, lang, 0);

export function ms(x: number, lang: Lang): string {
  return `${formatNumber(x, lang, x < 10 ? 1 : 0)}\u00a0ms`;
}

export function kb(bytes: number, lang: Lang): string {
  const mb = bytes / 1_000_000;
  return mb >= 1
    ? `${formatNumber(mb, lang, 1)}\u00a0${lang === 'fr' ? 'Mo' : 'MB'}`
    : `${formatNumber(bytes / 1000, lang, 0)}\u00a0${lang === 'fr' ? 'ko' : 'KB'}`;
}
