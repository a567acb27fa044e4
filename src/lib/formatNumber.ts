import type { Lang } from '../i18n/lang';

/**
 * Locale number formatting for the lab. French uses a narrow no-break space (U+202F) to group thousands and a
 * comma for decimals ("60 060 000", "×43,0"); English uses commas and a point ("60,060,000", "×43.0").
 * Formatters are cached: building an Intl.NumberFormat is far slower than using one.
 */
const LOCALES: Record<Lang, string> = { en: 'en-US', fr: 'fr-FR' };
const cache = new Map<string, Intl.NumberFormat>();

function formatter(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], options);
    cache.set(key, f);
  }
  return f;
}

/** A dash for anything that is not a finite number: NaN never reaches the screen. */
const MISSING = '–';

/** Integer-looking figures: grouped, rounded to `digits` decimals (0 by default). */
export function formatNumber(value: number, lang: Lang, digits = 0): string {
  if (!Number.isFinite(value)) return MISSING;
  return formatter(lang, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value);
}

/** A fixed number of decimals: formatFixed(43.03, 'fr', 1) = "43,0". */
export function formatFixed(value: number, lang: Lang, digits: number): string {
  if (!Number.isFinite(value)) return MISSING;
  return formatter(lang, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
}

/** A ratio as the seed prints it: "×43.0" / "×43,0". */
export function formatRatio(value: number, lang: Lang): string {
  if (!Number.isFinite(value)) return MISSING;
  return `×${formatFixed(value, lang, 1)}`;
}

/** Short axis ticks: "1.2M" / "1,2 M". */
export function formatCompact(value: number, lang: Lang): string {
  if (!Number.isFinite(value)) return MISSING;
  return formatter(lang, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** Money in US dollars, with cents below $100 and whole dollars above. */
export function formatUsd(value: number, lang: Lang): string {
  if (!Number.isFinite(value)) return MISSING;
  const digits = Math.abs(value) < 0.01 && value !== 0 ? 4 : Math.abs(value) < 100 ? 2 : 0;
  return formatter(lang, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

const dayFormats = new Map<Lang, Intl.DateTimeFormat>();

/** An ISO day ("2026-12-02") as a reader writes it: "2 December 2026" / "2 décembre 2026"; anything else as given. */
export function formatDay(iso: string, lang: Lang): string {
  const ms = Date.parse(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || !Number.isFinite(ms)) return iso;
  let f = dayFormats.get(lang);
  if (!f) {
    const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
    f = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dayFormats.set(lang, f);
  }
  return f.format(ms);
}
