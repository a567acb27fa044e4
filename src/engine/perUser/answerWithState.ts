/**
 * answerWithState: the seed's minimal state (a preference and the last five exchanges) around a model call.
 *
 * 1. The preference rewrites the question: with `length: 'short'`, " (answer briefly)" is appended before the
 *    model is called. A missing preference is no error (the seed's `.get`).
 * 2. The model is called once with the question as sent.
 * 3. The exchange (question as sent, answer) is appended to `state.episodes`, then only the last five are kept
 *    (the seed's `del state.episodes[:-5]`): the state is updated in place, as in the seed.
 */
import type { Llm } from '../core/llm';

export type { Llm };

export interface Exchange {
  /** The question as sent to the model (after the preference rewrote it). */
  question: string;
  answer: string;
}

export interface ConversationState {
  preferences: Record<string, string>;
  episodes: Exchange[];
}

/** How many exchanges the state keeps. */
export const EPISODE_LIMIT = 5;
/** What `length: 'short'` appends to the question. */
export const BRIEF_SUFFIX = ' (answer briefly)';

/**
 * Questions a learner might ask the chapter's agent, for the scenes that replay answerWithState: the memory store's
 * "answer" preset asks the first seven, the episodes-kept practice question draws from them all.
 */
export const SAMPLE_QUESTIONS: readonly string[] = [
  'What is a rolling window?',
  'Why cap memory at five exchanges?',
  'What does the store key on?',
  'Why copy on the way out?',
  'What does the policy refuse?',
  'How long is an entry kept?',
  'What does "Forget me" delete?',
  'What is a progressive summary?',
  'Which message does LRU evict?',
  'What does a page hold?',
];

/** Everything one call did, for the visualizer and the lesson's cells. */
export interface AnswerTrace {
  /** The question as typed. */
  asked: string;
  /** The question as sent to the model. */
  sent: string;
  /** Whether a preference rewrote it. */
  rewritten: boolean;
  answer: string;
  /** Exchanges that left the window because of this one (oldest first). */
  dropped: Exchange[];
  /** The window after the call (copies). */
  episodes: Exchange[];
}

/** The question as the model will receive it, given the preferences. */
export function rewriteQuestion(question: string, preferences: Readonly<Record<string, string>>): string {
  return Object.prototype.hasOwnProperty.call(preferences, 'length') && preferences.length === 'short'
    ? question + BRIEF_SUFFIX
    : question;
}

function check(question: unknown, state: unknown, llm: unknown): asserts state is ConversationState {
  if (typeof question !== 'string') throw new TypeError(`question must be a string (got ${typeof question})`);
  if (typeof llm !== 'function') throw new TypeError('llm must be a function (prompt: string) => string');
  const s = state as Partial<ConversationState> | null;
  if (typeof s !== 'object' || s === null)
    throw new TypeError('state must be an object { preferences, episodes }');
  if (typeof s.preferences !== 'object' || s.preferences === null)
    throw new TypeError('state.preferences must be an object');
  if (!Array.isArray(s.episodes)) throw new TypeError('state.episodes must be an array');
}

/** answerWithState, returning everything it did. Mutates `state.episodes` exactly like answerWithState. */
export function answerWithStateTraced(question: string, state: ConversationState, llm: Llm): AnswerTrace {
  check(question, state, llm);
  const sent = rewriteQuestion(question, state.preferences);
  const answer = llm(sent);
  if (typeof answer !== 'string')
    throw new TypeError(`the model must return a string (got ${typeof answer})`);
  state.episodes.push({ question: sent, answer });
  const excess = state.episodes.length - EPISODE_LIMIT;
  const dropped = excess > 0 ? state.episodes.splice(0, excess) : [];
  return {
    asked: question,
    sent,
    rewritten: sent !== question,
    answer,
    dropped: dropped.map((e) => ({ ...e })),
    episodes: state.episodes.map((e) => ({ ...e })),
  };
}

/** The seed's answer_with_state: rewrites the question by preference, calls the model, keeps the last five exchanges. */
export function answerWithState(question: string, state: ConversationState, llm: Llm): string {
  return answerWithStateTraced(question, state, llm).answer;
}
