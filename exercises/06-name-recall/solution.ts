// Exercise 6: a memory that beats window:10 (reference solution).
import type { CustomStrategySpec } from 'agent-memory-lab';

/** Words (letters and digits, accents included) and the marks that end a sentence. */
const TOKEN = /[\p{L}\p{N}]+|[.!?…]/gu;
const END = /^[.!?…]$/u;
const CAPITAL = /^\p{Lu}/u;

/**
 * The names a text mentions, each once, in order: words of two characters or more that start with a capital
 * letter, except the first word of a sentence (a capital there says nothing).
 */
export function namesIn(text: string): string[] {
  const names: string[] = [];
  let first = true;
  for (const [word] of text.matchAll(TOKEN)) {
    if (END.test(word)) {
      first = true;
      continue;
    }
    if (!first && word.length >= 2 && CAPITAL.test(word) && !names.includes(word)) names.push(word);
    first = false;
  }
  return names;
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
      // Capitalised word -> the turns that hold it, in order. One index per conversation.
      const turnsOf = new Map<string, number[]>();
      return {
        advance(turn, index) {
          for (const [word] of turn.content.matchAll(TOKEN)) {
            if (!CAPITAL.test(word)) continue;
            const list = turnsOf.get(word) ?? [];
            if (list[list.length - 1] !== index) list.push(index);
            turnsOf.set(word, list);
          }
        },
        select(query, before) {
          const shared = new Map<number, number>();
          for (const name of namesIn(query))
            for (const i of turnsOf.get(name) ?? []) if (i < before) shared.set(i, (shared.get(i) ?? 0) + 1);
          return [...shared]
            .sort((a, b) => b[1] - a[1] || b[0] - a[0])
            .slice(0, k)
            .map(([i]) => i);
        },
      };
    },
  };
}
