// Exercise 6: a memory that beats window:10. Read the statement, then replace the TODOs.
import type { CustomStrategySpec } from 'agent-memory-lab';

/**
 * The names a text mentions, each once, in order: words of two characters or more that start with a capital
 * letter, except the first word of a sentence.
 */
export function namesIn(text: string): string[] {
  // TODO: cut the text into words (letters and digits, accents included) and sentence ends (. ! ? …).
  void text;
  return [];
}

/**
 * The last `window` turns, plus at most `k` earlier turns that mention a name the query mentions: those that mention
 * the most of its names first, then the latest.
 */
export function nameRecall(window: number, k: number): CustomStrategySpec {
  return {
    kind: 'custom',
    name: `names:${k}:${window}`,
    window,
    create() {
      // One memory per conversation: what it needs to find, later, the turns that hold a name.
      return {
        advance(turn, index) {
          // TODO: remember which words of turn.content this turn (its index) holds.
          void turn;
          void index;
        },
        select(query, before) {
          // TODO: the indexes (< before) of at most k turns that mention a name of namesIn(query).
          void query;
          void before;
          return [];
        },
      };
    },
  };
}
