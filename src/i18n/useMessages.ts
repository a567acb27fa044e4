import { useSettings } from '../state/settings';
import { pick, type MessageDictionary, type Messages } from './defineMessages';
import type { Lang } from './lang';

export function useLang(): Lang {
  return useSettings((s) => s.lang);
}

/** The strings of one dictionary in the current language. */
export function useMessages<M extends Messages>(dict: MessageDictionary<M>): M {
  return pick(dict, useLang());
}
