import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { detectLanguage, isLang, type Lang } from '../i18n/lang';
import { safeJSONStorage, sanitizeShallow } from './persist';

export type ThemeChoice = 'system' | 'light' | 'dark';

export interface SettingsData {
  lang: Lang;
  theme: ThemeChoice;
}

export interface SettingsState extends SettingsData {
  setLang: (lang: Lang) => void;
  setTheme: (theme: ThemeChoice) => void;
}

export const SETTINGS_KEY = 'aml.settings';
export const SETTINGS_VERSION = 1;

export function defaultSettings(): SettingsData {
  return { lang: detectLanguage(), theme: 'system' };
}

function sanitizeSettings(value: unknown): SettingsData {
  const defaults = defaultSettings();
  const s = sanitizeShallow(value, defaults);
  return {
    lang: isLang(s.lang) ? s.lang : defaults.lang,
    theme: s.theme === 'light' || s.theme === 'dark' || s.theme === 'system' ? s.theme : defaults.theme,
  };
}

export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      ...defaultSettings(),
      setLang: (lang) => set({ lang }),
      setTheme: (theme) => set({ theme }),
    }),
    {
      name: SETTINGS_KEY,
      version: SETTINGS_VERSION,
      storage: safeJSONStorage<SettingsData>(),
      partialize: (s) => ({ lang: s.lang, theme: s.theme }),
      // Version 0 never shipped; any older or unknown shape is sanitized field by field.
      migrate: (persisted) => sanitizeSettings(persisted),
      merge: (persisted, current) => ({ ...current, ...sanitizeSettings(persisted) }),
    },
  ),
);
