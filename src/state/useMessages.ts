/**
 * The views' language: the settings store's, read by a hook. Below the views (a mechanism's panels, settings and
 * composer) the language comes in props instead, so src/i18n stays a leaf that imports nothing of the app.
 */
import { useSettings } from './settings';
import { pick, type MessageDictionary, type Messages } from '../i18n/defineMessages';
import type { Lang } from '../i18n/lang';

export function useLang(): Lang {
  return useSettings((s) => s.lang);
}

/** The strings of one dictionary in the current language. */
export function useMessages<M extends Messages>(dict: MessageDictionary<M>): M {
  return pick(dict, useLang());
}
