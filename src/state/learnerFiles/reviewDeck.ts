/** The review deck's import (src/state/reviewDeck.ts): its cards, and how many were skipped as unreadable. */
import type { Localized } from '../../i18n/lang';
import { unreadableFile } from '../jsonFile';
import { checkDeckImport, type ReviewCard } from '../reviewDeck';
import { defineLearnerFile, JSON_FILE_ACCEPT, type Loaded } from './contract';

export const reviewDeckFile = defineLearnerFile({
  format: 'review-deck',
  accept: JSON_FILE_ACCEPT,
  unreadable: unreadableFile,
  parse: (text): Loaded<{ cards: ReviewCard[]; skipped: number }, Localized> => {
    const file = checkDeckImport(text);
    return file.ok
      ? { ok: true, value: { cards: file.cards, skipped: file.skipped } }
      : { ok: false, problem: file.reason };
  },
});
