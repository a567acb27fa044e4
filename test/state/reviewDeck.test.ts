/**
 * The review deck (src/state/reviewDeck.ts, reviewSchedule.ts): FSRS scheduling of answers with an injected clock, what is due, answers
 * per chapter, saved cards checked one by one, and the export / import / erase functions of "Your data".
 */
import { State } from 'ts-fsrs';
import {
  answeredByChapter,
  checkDeckImport,
  countDue,
  DECK_EXPORT_FORMAT,
  dueCards,
  eraseDeck,
  exportDeck,
  importDeck,
  isDue,
  LEARN_AHEAD_MS,
  migrateDeck,
  nextDueAt,
  sanitizeDeck,
  useReviewDeck,
  type ReviewCard,
  type ReviewData,
} from '../../src/state/reviewDeck';
import { recordAnswer, scheduleAnswer } from '../../src/state/reviewSchedule';

const T0 = new Date('2026-03-02T09:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function deckOf(...cards: ReviewCard[]): ReviewData {
  return { cards: Object.fromEntries(cards.map((c) => [c.kind, c])) };
}

describe('scheduling an answer with FSRS', () => {
  it('brings a wrong first answer back at once: one minute of relearning, due now by learn-ahead', () => {
    const c = scheduleAnswer(undefined, { kind: 'evict-lru', seed: 7, correct: false }, T0);
    expect(c.fsrs.state).toBe(State.Learning);
    expect(Date.parse(c.fsrs.due)).toBe(T0.getTime() + MINUTE);
    expect(isDue(c, T0)).toBe(true);
    expect(c).toMatchObject({
      kind: 'evict-lru',
      chapter: '1',
      answered: 1,
      correct: 0,
      lastSeed: 7,
      lastCorrect: false,
    });
  });

  it('graduates a right first answer: due days later, not now', () => {
    const c = scheduleAnswer(undefined, { kind: 'store-get', seed: 3, correct: true }, T0);
    expect(c.fsrs.state).toBe(State.Review);
    expect(c.fsrs.scheduledDays).toBeGreaterThanOrEqual(1);
    expect(Date.parse(c.fsrs.due)).toBe(T0.getTime() + c.fsrs.scheduledDays * DAY);
    expect(isDue(c, T0)).toBe(false);
    expect(isDue(c, later(c.fsrs.scheduledDays * DAY - MINUTE))).toBe(false);
    expect(isDue(c, new Date(c.fsrs.due))).toBe(true);
  });

  it('spaces a card further after each right review, and relearns it after a wrong one', () => {
    let c = scheduleAnswer(undefined, { kind: 'cost-half', seed: 1, correct: true }, T0);
    const first = c.fsrs.scheduledDays;
    c = scheduleAnswer(c, { kind: 'cost-half', seed: 2, correct: true }, new Date(c.fsrs.due));
    expect(c.fsrs.scheduledDays).toBeGreaterThan(first);
    expect(c.fsrs.reps).toBe(2);
    const lapsedAt = new Date(c.fsrs.due);
    c = scheduleAnswer(c, { kind: 'cost-half', seed: 3, correct: false }, lapsedAt);
    expect(c.fsrs.state).toBe(State.Relearning);
    expect(c.fsrs.lapses).toBe(1);
    expect(isDue(c, lapsedAt)).toBe(true);
    expect(c).toMatchObject({ answered: 3, correct: 2, lastSeed: 3, lastCorrect: false });
    expect(c.firstAnsweredAt).toBe(T0.toISOString());
  });

  it('refuses a kind it does not know', () => {
    expect(() => scheduleAnswer(undefined, { kind: 'nope' as never, seed: 1, correct: true }, T0)).toThrow(
      RangeError,
    );
  });
});

describe('what is due, with an injected clock', () => {
  const wrong = scheduleAnswer(undefined, { kind: 'evict-fifo', seed: 1, correct: false }, T0);
  const right = scheduleAnswer(undefined, { kind: 'retrieval-first', seed: 2, correct: true }, T0);
  const right2 = scheduleAnswer(undefined, { kind: 'policy-refuse', seed: 3, correct: true }, later(DAY));
  const deck = deckOf(wrong, right, right2);

  it('counts the wrong answer due now and the right ones when their day comes', () => {
    expect(countDue(deck, T0)).toBe(1);
    expect(dueCards(deck, T0).map((c) => c.kind)).toEqual(['evict-fifo']);
    const all = new Date(Math.max(Date.parse(right.fsrs.due), Date.parse(right2.fsrs.due)));
    expect(countDue(deck, all)).toBe(3);
    // The most overdue first.
    expect(dueCards(deck, all)[0]!.kind).toBe('evict-fifo');
    expect(nextDueAt(deck)!.toISOString()).toBe(wrong.fsrs.due);
    expect(nextDueAt({ cards: {} })).toBeNull();
  });

  it('counts a card in learning as due only within the learn-ahead limit', () => {
    const c = { ...wrong, fsrs: { ...wrong.fsrs, due: later(LEARN_AHEAD_MS + MINUTE).toISOString() } };
    expect(isDue(c, T0)).toBe(false);
    expect(isDue(c, later(MINUTE))).toBe(true);
  });

  it('counts answered questions per chapter, right or wrong', () => {
    const again = scheduleAnswer(wrong, { kind: 'evict-fifo', seed: 9, correct: true }, later(MINUTE));
    expect(answeredByChapter(deckOf(again, right, right2))).toEqual({
      '1': 2,
      '2': 1,
      '3': 1,
      '4': 0,
      '5': 0,
      '6': 0,
    });
  });
});

describe('saved decks', () => {
  const good = scheduleAnswer(undefined, { kind: 'summary-head', seed: 4, correct: true }, T0);

  it('keeps good cards and drops bad ones, one by one', () => {
    const deck = sanitizeDeck({
      cards: {
        'summary-head': good,
        'evict-lru': { ...good, kind: 'evict-lru', fsrs: { ...good.fsrs, due: 'not a date' } },
        'cost-half': { ...good, kind: 'summary-head' }, // filed under another kind
        'no-such-kind': { ...good, kind: 'no-such-kind' },
        'store-get': { ...good, kind: 'store-get', answered: 0 },
        'swap-domain': 'garbage',
      },
    });
    expect(Object.keys(deck.cards)).toEqual(['summary-head']);
    expect(deck.cards['summary-head']).toEqual(good);
  });

  it('takes a card’s chapter from its kind, whatever the file says', () => {
    const deck = sanitizeDeck({ cards: { 'summary-head': { ...good, chapter: '3' } } });
    expect(deck.cards['summary-head']!.chapter).toBe('1');
  });

  it('reads anything that is not a deck as an empty one', () => {
    for (const v of [null, 42, 'x', [], { cards: [] }, { cards: null }])
      expect(sanitizeDeck(v)).toEqual({ cards: {} });
  });

  it('migrates a deck saved before version 1 card by card', () => {
    expect(migrateDeck({ cards: { 'summary-head': good, 'evict-lru': { kind: 'evict-lru' } } }, 0)).toEqual(
      deckOf(good),
    );
  });
});

describe('the store, and "Your data"', () => {
  beforeEach(() => useReviewDeck.getState().reset());

  it('records answers with the clock it is given', () => {
    recordAnswer({ kind: 'evict-lru', seed: 1, correct: false }, T0);
    recordAnswer({ kind: 'store-get', seed: 2, correct: true }, T0);
    recordAnswer({ kind: 'evict-lru', seed: 5, correct: true }, later(MINUTE));
    const deck = useReviewDeck.getState();
    expect(deck.cards['evict-lru']).toMatchObject({ answered: 2, correct: 1, lastSeed: 5 });
    expect(countDue(deck, later(MINUTE))).toBe(0);
    expect(answeredByChapter(deck)).toEqual({ '1': 2, '2': 1, '3': 0, '4': 0, '5': 0, '6': 0 });
    useReviewDeck.getState().remove('evict-lru');
    expect(Object.keys(useReviewDeck.getState().cards)).toEqual(['store-get']);
  });

  it('exports the deck and imports it back, merged or replacing', () => {
    recordAnswer({ kind: 'evict-lru', seed: 1, correct: false }, T0);
    recordAnswer({ kind: 'store-get', seed: 2, correct: true }, T0);
    const text = exportDeck(useReviewDeck.getState(), T0);
    expect(JSON.parse(text)).toMatchObject({
      format: DECK_EXPORT_FORMAT,
      version: 1,
      exportedAt: T0.toISOString(),
    });
    const checked = checkDeckImport(text);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.skipped).toBe(0);

    eraseDeck();
    expect(useReviewDeck.getState().cards).toEqual({});
    recordAnswer({ kind: 'cost-half', seed: 3, correct: true }, T0);
    importDeck(checked.cards, 'merge');
    expect(Object.keys(useReviewDeck.getState().cards).sort()).toEqual([
      'cost-half',
      'evict-lru',
      'store-get',
    ]);
    importDeck(checked.cards, 'replace');
    expect(Object.keys(useReviewDeck.getState().cards).sort()).toEqual(['evict-lru', 'store-get']);
  });

  it('refuses a file that is not an exported deck, and skips bad cards of one that is', () => {
    expect(checkDeckImport('{oops').ok).toBe(false);
    expect(checkDeckImport(JSON.stringify({ format: 'other', cards: [] })).ok).toBe(false);
    const wrongVersion = checkDeckImport(
      JSON.stringify({ format: DECK_EXPORT_FORMAT, version: 9, cards: [] }),
    );
    expect(wrongVersion.ok).toBe(false);
    if (!wrongVersion.ok) expect(wrongVersion.reason.fr).toContain('Rien n’a été modifié');
    const good = scheduleAnswer(undefined, { kind: 'evict-lru', seed: 1, correct: true }, T0);
    const mixed = checkDeckImport(
      JSON.stringify({ format: DECK_EXPORT_FORMAT, version: 1, cards: [good, { kind: 'evict-lru' }, 3] }),
    );
    expect(mixed).toEqual({ ok: true, cards: [good], skipped: 2 });
  });
});

describe('what a page that counts due cards loads', () => {
  it('reviewDeck.ts does not import the scheduler (ts-fsrs is in reviewSchedule.ts)', async () => {
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(new URL('../../src/state/reviewDeck.ts', import.meta.url), 'utf8');
    expect(text).not.toMatch(/from '(?:ts-fsrs|\.\/reviewSchedule)'/);
  });
});
