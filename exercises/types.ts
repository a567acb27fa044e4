import type { Localized } from '../src/i18n/lang';

/** Two or three progressive hints per language, revealed one at a time. */
export type LocalizedHints = Localized<string[]>;
