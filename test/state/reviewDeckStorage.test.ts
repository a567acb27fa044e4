// @vitest-environment jsdom
/**
 * The review deck in localStorage: saved with its version, read back, migrated, a corrupt value read as an empty deck
 * (kept aside, with a notice), and erased.
 */
import { useNotices } from '../../src/state/notices';
import { eraseDeck, REVIEW_KEY, REVIEW_VERSION, useReviewDeck } from '../../src/state/reviewDeck';
import { recordAnswer, scheduleAnswer } from '../../src/state/reviewSchedule';

const T0 = new Date('2026-03-02T09:00:00.000Z');

describe('the review deck in localStorage', () => {
  beforeEach(() => {
    useReviewDeck.getState().reset();
    localStorage.clear();
    useNotices.setState({ notices: [] });
  });

  it('saves every answer with the deck’s version, and reads it back', async () => {
    recordAnswer({ kind: 'evict-lru', seed: 4, correct: false }, T0);
    const saved = JSON.parse(localStorage.getItem(REVIEW_KEY) ?? 'null') as {
      version: number;
      state: { cards: object };
    };
    expect(saved.version).toBe(REVIEW_VERSION);
    expect(Object.keys(saved.state.cards)).toEqual(['evict-lru']);
    // A new page: the store starts empty (which saves an empty deck), then reads what the last page saved.
    const raw = localStorage.getItem(REVIEW_KEY) as string;
    useReviewDeck.setState({ cards: {} });
    localStorage.setItem(REVIEW_KEY, raw);
    await useReviewDeck.persist.rehydrate();
    expect(useReviewDeck.getState().cards['evict-lru']).toMatchObject({ lastSeed: 4, answered: 1 });
  });

  it('reads a corrupt saved deck as an empty one, keeps it aside and says so', async () => {
    localStorage.setItem(REVIEW_KEY, '{"state": oops');
    await useReviewDeck.persist.rehydrate();
    expect(useReviewDeck.getState().cards).toEqual({});
    expect(localStorage.getItem(`${REVIEW_KEY}.corrupt`)).toBe('{"state": oops');
    expect(useNotices.getState().notices).toHaveLength(1);
  });

  it('migrates an older saved deck, keeping its good cards', async () => {
    const good = scheduleAnswer(undefined, { kind: 'policy-refuse', seed: 2, correct: true }, T0);
    localStorage.setItem(
      REVIEW_KEY,
      JSON.stringify({
        version: 0,
        state: { cards: { 'policy-refuse': good, 'evict-lru': { kind: 'evict-lru' } } },
      }),
    );
    await useReviewDeck.persist.rehydrate();
    expect(useReviewDeck.getState().cards).toEqual({ 'policy-refuse': good });
  });

  it('drops a saved deck of the right version but the wrong shape', async () => {
    localStorage.setItem(REVIEW_KEY, JSON.stringify({ version: REVIEW_VERSION, state: { cards: 'nope' } }));
    await useReviewDeck.persist.rehydrate();
    expect(useReviewDeck.getState().cards).toEqual({});
  });

  it('erases the deck, in memory and in storage', () => {
    recordAnswer({ kind: 'evict-lru', seed: 4, correct: false }, T0);
    expect(localStorage.getItem(REVIEW_KEY)).not.toBeNull();
    eraseDeck();
    expect(useReviewDeck.getState().cards).toEqual({});
    expect(localStorage.getItem(REVIEW_KEY)).toBeNull();
  });
});
