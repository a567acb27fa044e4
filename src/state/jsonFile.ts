import type { Localized } from '../i18n/lang';

/** Parses a file the learner loads (an export, a deck): its JSON, or why not in both languages. Never throws. */
export function parseJsonFile(text: string): { ok: true; value: unknown } | { ok: false; reason: Localized } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return {
      ok: false,
      reason: {
        en: 'This file is not valid JSON. Nothing was changed.',
        fr: 'Ce fichier n’est pas du JSON valide. Rien n’a été modifié.',
      },
    };
  }
}

/** Said when the browser cannot read the file picked (moved or removed since, no permission). */
export const unreadableFile: Localized = {
  en: 'This file could not be read. Nothing was changed.',
  fr: 'Ce fichier n’a pas pu être lu. Rien n’a été modifié.',
};
