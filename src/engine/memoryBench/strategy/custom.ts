/** The exercise\'s strategy, written in code (`CustomStrategySpec`): never parsed from a name, so not in the registry. */
import type { BenchCase } from '../format';
import type { Env, Item, Strategy } from '../memories';
import type { CustomStrategySpec } from '../strategies';
import { EMPTY, lastUserQuery } from './shared';

/** A strategy written outside the engine: the window and the turns it selects before it. */
export function customMemory(spec: CustomStrategySpec, env: Env): Strategy {
  const N = spec.window;
  const { prep } = env;
  const s = spec.create();
  let key = '';
  let items: Item[] = EMPTY;
  const select = (query: string, lo: number): Item[] => {
    const picked = [...new Set(s.select(query, lo))].filter((i) => Number.isInteger(i) && i >= 0 && i < lo);
    return picked.sort((a, b) => a - b).map((turn) => ({ turn }));
  };
  return {
    advance(t) {
      const turn = prep.c.conversation[t] as BenchCase['conversation'][number];
      s.advance?.({ role: turn.role, content: turn.content }, t);
    },
    request(t, question) {
      const lo = Math.max(0, t - N + 1);
      if (question) return { summary: '', items: select(question.q.question, lo), lo, hi: t };
      const query = lastUserQuery(prep, t);
      if (`${lo}\u0000${query}` !== key) {
        items = query.length === 0 ? EMPTY : select(query, lo);
        key = `${lo}\u0000${query}`;
      }
      return { summary: '', items, lo, hi: t };
    },
  };
}
