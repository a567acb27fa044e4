/**
 * The review deck: every practice question answered goes in, scheduled with FSRS (ts-fsrs, the Free Spaced
 * Repetition Scheduler), in this browser only. A card is a KIND of question (and its chapter), never a scene: a review
 * regenerates a fresh question of the same kind from a new seed, so the learner reviews the rule, not a remembered
 * answer. One card per kind; each answer to that kind is a review of its card (right = Good, wrong = Again).
 *
 * Scheduling choices (FSRS's own defaults otherwise, no fuzz so a test can predict the dates):
 * - one learning and one relearning step of 1 minute: a wrong answer comes back at once, a right first answer
 *   graduates (FSRS schedules it days later);
 * - "due" includes cards still in (re)learning whose step ends within LEARN_AHEAD_MS (Anki's learn-ahead limit, 20
 *   minutes by default), so a question missed in a lesson is due in Review right away.
 *
 * Persisted under `aml.review` with a version and a migration; a corrupt saved deck starts empty (the bad value is
 * kept aside by safeJSONStorage), and a bad card is dropped without costing the others. Exports, imports and erases
 * are here for "Your data". Practice is not graded: SCORM reports do not read this store.
 *
 * The scheduler (ts-fsrs, about 13 KB gzip) is in reviewSchedule.ts (`recordAnswer`), so a page that only counts or
 * lists due cards (the home page) loads this file without it.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isKindId, KIND_CATALOG } from '../engine/practice/catalog';
import type { ChapterRef, KindId } from '../engine/practice/types';
import { chapters, isChapterId, type ChapterId } from '../content/chapters';
import type { Localized } from '../i18n/lang';
import { isRecord, savedState } from './persist';
import { parseJsonFile } from './jsonFile';

export const REVIEW_KEY = 'aml.review';
export const REVIEW_VERSION = 1;
/** A card in (re)learning counts as due this long before its step ends (Anki's default learn-ahead limit). */
export const LEARN_AHEAD_MS = 20 * 60 * 1000;

/** A card's FSRS memory state as saved (ts-fsrs's Card with dates as ISO strings). */
export interface SavedFsrs {
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs's State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: 0 | 1 | 2 | 3;
  lastReview: string | null;
}

export interface ReviewCard {
  kind: KindId;
  chapter: ChapterRef;
  fsrs: SavedFsrs;
  /** Answers given to questions of this kind, and how many were right. */
  answered: number;
  correct: number;
  /** The seed of the last question answered (a review draws another one). */
  lastSeed: number;
  lastCorrect: boolean;
  firstAnsweredAt: string;
  lastAnsweredAt: string;
}

export interface ReviewData {
  cards: Partial<Record<KindId, ReviewCard>>;
}

/** One answered question, as a view reports it. */
export interface AnsweredQuestion {
  kind: KindId;
  seed: number;
  correct: boolean;
}

export interface ReviewState extends ReviewData {
  /** Puts a card as scheduled (reviewSchedule.ts's recordAnswer schedules an answer and puts its card). */
  put: (card: ReviewCard) => void;
  /** Removes one kind's card. */
  remove: (kind: KindId) => void;
  /** Puts checked cards in the deck: `merge` keeps the kinds the cards do not hold, `replace` empties it first. */
  importCards: (cards: readonly ReviewCard[], mode: 'merge' | 'replace') => void;
  /** Empties the deck. */
  reset: () => void;
}

const emptyDeck = (): ReviewData => ({ cards: {} });

// ------------------------------------------------------------------ what is due (pure)

const iso = (d: Date) => d.toISOString();

/** Whether a card is due at `now` (a card in (re)learning up to LEARN_AHEAD_MS early). */
export function isDue(card: ReviewCard, now: Date): boolean {
  const due = Date.parse(card.fsrs.due);
  const learning = card.fsrs.state === 1 || card.fsrs.state === 3; // ts-fsrs's State.Learning, State.Relearning
  return due <= now.getTime() + (learning ? LEARN_AHEAD_MS : 0);
}

const cardsOf = (data: ReviewData): ReviewCard[] =>
  Object.values(data.cards).filter((c): c is ReviewCard => c !== undefined);

/** The due cards, the most overdue first (then in the kinds' order). */
export function dueCards(data: ReviewData, now: Date): ReviewCard[] {
  const order = Object.keys(KIND_CATALOG);
  return cardsOf(data)
    .filter((c) => isDue(c, now))
    .sort(
      (a, b) =>
        Date.parse(a.fsrs.due) - Date.parse(b.fsrs.due) || order.indexOf(a.kind) - order.indexOf(b.kind),
    );
}

export function countDue(data: ReviewData, now: Date): number {
  return cardsOf(data).filter((c) => isDue(c, now)).length;
}

/** When the next card falls due (null for an empty deck). */
export function nextDueAt(data: ReviewData): Date | null {
  const times = cardsOf(data).map((c) => Date.parse(c.fsrs.due));
  return times.length === 0 ? null : new Date(Math.min(...times));
}

/** Questions answered per chapter (every answer counts, right or wrong; every chapter listed). */
export function answeredByChapter(data: ReviewData): Record<ChapterId, number> {
  const out = Object.fromEntries(chapters.map((c) => [c.id, 0])) as Record<ChapterId, number>;
  for (const c of cardsOf(data)) if (isChapterId(c.chapter)) out[c.chapter] += c.answered;
  return out;
}

// ------------------------------------------------------------------ saved data: checked, migrated

const isDate = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** Each saved FSRS field and its check: the `Record` over `keyof SavedFsrs` makes a forgotten field a type error. */
const FSRS_FIELDS: { [K in keyof SavedFsrs]: (v: unknown) => v is SavedFsrs[K] } = {
  due: isDate,
  stability: isNum,
  difficulty: isNum,
  elapsedDays: isNum,
  scheduledDays: isNum,
  learningSteps: isCount,
  reps: isCount,
  lapses: isCount,
  state: (v): v is SavedFsrs['state'] => v === 0 || v === 1 || v === 2 || v === 3,
  lastReview: (v): v is string | null => v === null || isDate(v),
};

/** The saved FSRS state with its own fields only, or null when one is wrong. */
function sanitizeFsrs(v: unknown): SavedFsrs | null {
  if (!isRecord(v)) return null;
  const out: Partial<Record<keyof SavedFsrs, unknown>> = {};
  for (const key of Object.keys(FSRS_FIELDS) as (keyof SavedFsrs)[]) {
    if (!FSRS_FIELDS[key](v[key])) return null;
    out[key] = v[key];
  }
  // Every field was checked above, by its own guard.
  return out as SavedFsrs;
}

/** A card read from storage or a file, or null when any field is wrong (its chapter always comes from the kind). */
export function sanitizeCard(v: unknown): ReviewCard | null {
  if (!isRecord(v) || !isKindId(v.kind)) return null;
  const fsrsState = sanitizeFsrs(v.fsrs);
  const { answered, correct, lastSeed, lastCorrect, firstAnsweredAt, lastAnsweredAt } = v;
  if (!fsrsState || !isCount(answered) || answered < 1 || !isCount(correct) || correct > answered)
    return null;
  if (
    !isCount(lastSeed) ||
    typeof lastCorrect !== 'boolean' ||
    !isDate(firstAnsweredAt) ||
    !isDate(lastAnsweredAt)
  )
    return null;
  return {
    kind: v.kind,
    chapter: KIND_CATALOG[v.kind].chapter,
    fsrs: fsrsState,
    answered,
    correct,
    lastSeed,
    lastCorrect,
    firstAnsweredAt,
    lastAnsweredAt,
  };
}

/** Keeps every well-formed card (under its own kind) and drops the others. */
export function sanitizeDeck(value: unknown): ReviewData {
  const out = emptyDeck();
  if (!isRecord(value) || !isRecord(value.cards)) return out;
  for (const [kind, raw] of Object.entries(value.cards)) {
    const card = sanitizeCard(raw);
    if (card && card.kind === kind) out.cards[card.kind] = card;
  }
  return out;
}

/**
 * A saved deck of any older version, in today's shape. Version 1 is the first: there is nothing to convert yet, and
 * anything else (a version 0 nobody wrote, a hand-edited file) is read card by card.
 */
export function migrateDeck(persisted: unknown, _version: number): ReviewData {
  return sanitizeDeck(persisted);
}

// ------------------------------------------------------------------ the store

export const useReviewDeck = create<ReviewState>()(
  persist(
    (set) => ({
      ...emptyDeck(),
      put: (card) => set((s) => ({ cards: { ...s.cards, [card.kind]: card } })),
      remove: (kind) =>
        set((s) => {
          const cards = { ...s.cards };
          delete cards[kind];
          return { cards };
        }),
      importCards: (cards, mode) =>
        set((s) => {
          const next = mode === 'replace' ? {} : { ...s.cards };
          for (const c of cards) next[c.kind] = c;
          return { cards: next };
        }),
      reset: () => set(emptyDeck()),
    }),
    savedState({
      name: REVIEW_KEY,
      version: REVIEW_VERSION,
      partialize: (s) => ({ cards: s.cards }),
      sanitize: sanitizeDeck,
      migrate: migrateDeck,
    }),
  ),
);

// ------------------------------------------------------------------ "Your data": export, import, erase

export const DECK_EXPORT_FORMAT = 'agent-memory-lab/review-deck';
export const DECK_EXPORT_VERSION = 1;

export interface DeckExport {
  format: typeof DECK_EXPORT_FORMAT;
  version: typeof DECK_EXPORT_VERSION;
  exportedAt: string;
  cards: ReviewCard[];
}

/** The deck as one JSON document (what "Export" downloads). */
export function exportDeck(data: ReviewData = useReviewDeck.getState(), now: Date = new Date()): string {
  const file: DeckExport = {
    format: DECK_EXPORT_FORMAT,
    version: DECK_EXPORT_VERSION,
    exportedAt: iso(now),
    cards: cardsOf(data),
  };
  return JSON.stringify(file, null, 2);
}

export type DeckImportCheck =
  { ok: true; cards: ReviewCard[]; skipped: number } | { ok: false; reason: Localized };

/** Validates an exported deck's text; nothing is written. Bad cards are skipped and counted. */
export function checkDeckImport(text: string): DeckImportCheck {
  const json = parseJsonFile(text);
  if (!json.ok) return json;
  const parsed = json.value;
  if (!isRecord(parsed) || parsed.format !== DECK_EXPORT_FORMAT || !Array.isArray(parsed.cards))
    return {
      ok: false,
      reason: {
        en: 'This file is not a review deck exported by the lab. Nothing was changed.',
        fr: 'Ce fichier n’est pas un paquet de révision exporté par le labo. Rien n’a été modifié.',
      },
    };
  if (parsed.version !== DECK_EXPORT_VERSION)
    return {
      ok: false,
      reason: {
        en: `Unsupported deck version (${String(parsed.version)}). Nothing was changed.`,
        fr: `Version de paquet non prise en charge (${String(parsed.version)}). Rien n’a été modifié.`,
      },
    };
  const cards: ReviewCard[] = [];
  for (const raw of parsed.cards as unknown[]) {
    const c = sanitizeCard(raw);
    if (c) cards.push(c);
  }
  return { ok: true, cards, skipped: (parsed.cards as unknown[]).length - cards.length };
}

/** Imports a checked deck: `merge` keeps the kinds the file does not hold, `replace` empties the deck first. */
export function importDeck(cards: readonly ReviewCard[], mode: 'merge' | 'replace'): void {
  useReviewDeck.getState().importCards(cards, mode);
}

/** Erases the deck: the store in memory first (so nothing writes it back), then its saved value. */
export function eraseDeck(): void {
  useReviewDeck.getState().reset();
  useReviewDeck.persist.clearStorage();
}

/** What "Your data" says of the deck's key (for src/state/yourData.ts's ITEMS). */
export const REVIEW_ITEM: { purpose: Localized; expiry: Localized } = {
  purpose: {
    en: 'your review deck: which kinds of practice question you answered, when, how often right, and when each comes back',
    fr: 'votre paquet de révision\u00a0: à quels types de questions d’entraînement vous avez répondu, quand, combien de fois juste, et quand chacun revient',
  },
  expiry: { en: 'until you erase it', fr: 'jusqu’à ce que vous l’effaciez' },
};
