import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_PRICE_ID, findModelPrice } from '../engine/cost/prices';
import { detectLanguage, isLang, type Lang } from '../i18n/lang';
import { savedState, sanitizeShallow } from './persist';

export type ThemeChoice = 'system' | 'light' | 'dark';

export interface SettingsData {
  lang: Lang;
  theme: ThemeChoice;
  /** The model whose tokenizer and context limit the "Context anatomy" views count with (a price row's id). */
  anatomyModel: string;
}

export interface SettingsState extends SettingsData {
  setLang: (lang: Lang) => void;
  setTheme: (theme: ThemeChoice) => void;
  /** An id the price table does not know is ignored (the choice stays as it was). */
  setAnatomyModel: (id: string) => void;
}

export const SETTINGS_KEY = 'aml.settings';
/** 2: the anatomy's model joined the language and the theme. */
export const SETTINGS_VERSION = 2;

export function defaultSettings(): SettingsData {
  return { lang: detectLanguage(), theme: 'system', anatomyModel: DEFAULT_PRICE_ID };
}

const isModelId = (v: unknown): v is string => typeof v === 'string' && findModelPrice(v) !== undefined;

function sanitizeSettings(value: unknown): SettingsData {
  const defaults = defaultSettings();
  const s = sanitizeShallow(value, defaults);
  return {
    lang: isLang(s.lang) ? s.lang : defaults.lang,
    theme: s.theme === 'light' || s.theme === 'dark' || s.theme === 'system' ? s.theme : defaults.theme,
    // A model the price table no longer lists (or a corrupt value) falls back to the default.
    anatomyModel: isModelId(s.anatomyModel) ? s.anatomyModel : defaults.anatomyModel,
  };
}

export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      ...defaultSettings(),
      setLang: (lang) => set({ lang }),
      setTheme: (theme) => set({ theme }),
      setAnatomyModel: (id) => {
        if (isModelId(id)) set({ anatomyModel: id });
      },
    }),
    // Version 0 never shipped; version 1 had no anatomyModel (it gets the default); any older or unknown shape is
    // sanitized field by field.
    savedState({
      name: SETTINGS_KEY,
      version: SETTINGS_VERSION,
      partialize: (s) => ({ lang: s.lang, theme: s.theme, anatomyModel: s.anatomyModel }),
      sanitize: sanitizeSettings,
    }),
  ),
);
