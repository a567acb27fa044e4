/**
 * Scheduling the review deck's cards with FSRS (ts-fsrs): an answer is a review of its kind's card, Good when right,
 * Again when wrong. Apart from reviewDeck.ts so the scheduler loads only where questions are answered (see there).
 */
import {
  createEmptyCard,
  fsrs,
  generatorParameters,
  Rating,
  type Card,
  type FSRS,
  type Grade,
} from 'ts-fsrs';
import { isKindId, KIND_CATALOG } from '../engine/practice/catalog';
import { useReviewDeck, type AnsweredQuestion, type ReviewCard, type SavedFsrs } from './reviewDeck';

/** FSRS-6's default weights, one 1-minute learning and relearning step, no fuzz (a test can predict the dates). */
export const SCHEDULER: FSRS = fsrs(
  generatorParameters({ learning_steps: ['1m'], relearning_steps: ['1m'], enable_fuzz: false }),
);

const iso = (d: Date) => d.toISOString();

function toSaved(c: Card): SavedFsrs {
  return {
    due: iso(c.due),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsedDays: c.elapsed_days,
    scheduledDays: c.scheduled_days,
    learningSteps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state as SavedFsrs['state'],
    lastReview: c.last_review ? iso(c.last_review) : null,
  };
}

function toCard(s: SavedFsrs): Card {
  return {
    due: new Date(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsedDays,
    scheduled_days: s.scheduledDays,
    learning_steps: s.learningSteps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state,
    ...(s.lastReview === null ? {} : { last_review: new Date(s.lastReview) }),
  };
}

/** The card after one more answer to its kind (a new card on the kind's first answer). */
export function scheduleAnswer(
  card: ReviewCard | undefined,
  answer: AnsweredQuestion,
  now: Date,
): ReviewCard {
  if (!isKindId(answer.kind)) throw new RangeError(`unknown practice kind ${JSON.stringify(answer.kind)}`);
  const grade: Grade = answer.correct ? Rating.Good : Rating.Again;
  const before = card ? toCard(card.fsrs) : createEmptyCard(now);
  const after = SCHEDULER.next(before, now, grade).card;
  return {
    kind: answer.kind,
    chapter: KIND_CATALOG[answer.kind].chapter,
    fsrs: toSaved(after),
    answered: (card?.answered ?? 0) + 1,
    correct: (card?.correct ?? 0) + (answer.correct ? 1 : 0),
    lastSeed: answer.seed,
    lastCorrect: answer.correct,
    firstAnsweredAt: card?.firstAnsweredAt ?? iso(now),
    lastAnsweredAt: iso(now),
  };
}

/** Every answered question goes in: schedules it on its kind's card and puts the card in the deck. */
export function recordAnswer(answer: AnsweredQuestion, now: Date = new Date()): ReviewCard {
  const card = scheduleAnswer(useReviewDeck.getState().cards[answer.kind], answer, now);
  useReviewDeck.getState().put(card);
  return card;
}
