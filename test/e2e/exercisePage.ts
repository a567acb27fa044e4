/** An exercise page as the real-browser tests read it: its controls' names and its test results' summary. */
import type { Page } from 'playwright-core';

export const EXERCISE_PAGE = {
  en: { results: 'Test results', run: 'Run tests', language: 'Language' },
  fr: { results: 'Résultats des tests', run: 'Lancer les tests', language: 'Langage' },
} as const;

/** The summary line of the exercise's test results ("3 passed, 1 failed"). */
export const testSummary = (page: Page, lang: keyof typeof EXERCISE_PAGE = 'en') =>
  page.getByRole('region', { name: EXERCISE_PAGE[lang].results }).getByRole('status');
