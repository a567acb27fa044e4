export const LANGS = ['fr', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: unknown): value is Lang {
  return value === 'fr' || value === 'en';
}

/** The browser's preferred language picks the default: French for any fr-* locale, English otherwise. */
export function detectLanguage(languages: readonly string[] = globalThis.navigator?.languages ?? []): Lang {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

/** A value given in both languages. */
export type Localized<T = string> = Record<Lang, T>;
