/** Retrieval: the last N turns and the K earlier turns most relevant to the query, by bag of words or by vectors. */
import type { Env, Item, Strategy } from '../memories';
import { RelevanceIndex } from '../relevanceIndex';
import { cosine } from '../../retrieval/embedder';
import { defineStrategy, numberedParse, type SpecOf } from './contract';
import { EMPTY, lastUserQuery } from './shared';

/** The window kept beside retrieved memories when the name does not say (`retrieval:K:N`). */
export const DEFAULT_RETRIEVAL_WINDOW = 10;

/** The numbers of `retrieval:K[:N]` and `retrieval-embed:K[:N]`. */
const RETRIEVAL_SLOTS = {
  k: ['K (turns retrieved)'],
  window: ['N (turns kept)', DEFAULT_RETRIEVAL_WINDOW],
} as const;

export const retrieval = defineStrategy<'retrieval'>({
  kind: 'retrieval',
  help: {
    form: 'retrieval:K[:N]',
    en: 'the K past turns most relevant to the query (bag of words) and the last N turns (default 10)',
    fr: 'les K tours passés les plus pertinents pour la requête (sac de mots) et les N derniers tours (10 par défaut)',
  },
  parse: numberedParse('retrieval', RETRIEVAL_SLOTS),
  nameOf: (s) => `retrieval:${s.k}:${s.window}`,
  make: retrievalMemory,
});

export const retrievalEmbed = defineStrategy<'retrieval-embed'>({
  kind: 'retrieval-embed',
  help: {
    form: 'retrieval-embed:K[:N]',
    en: 'the same, relevance by sentence embeddings given beforehand',
    fr: 'la même chose, pertinence par plongements de phrases fournis à l’avance',
  },
  parse: numberedParse('retrieval-embed', RETRIEVAL_SLOTS),
  nameOf: (s) => `retrieval-embed:${s.k}:${s.window}`,
  make: retrievalMemory,
});

/** Window + the K past turns (before the window) most relevant to the query, in conversation order. */
function retrievalMemory(spec: SpecOf<'retrieval' | 'retrieval-embed'>, env: Env): Strategy {
  const N = spec.window;
  const { prep } = env;
  const index = new RelevanceIndex();
  const vectors: ArrayLike<number>[] = [];
  const embed = env.embed;
  if (spec.kind === 'retrieval-embed' && !embed)
    throw new RangeError(
      `${spec.name} needs sentence vectors: pass options.embed (text → vector), filled beforehand`,
    );
  const topOf = (query: string, limit: number): Item[] => {
    let picked: number[];
    if (spec.kind === 'retrieval') picked = index.topCached(query, spec.k, limit).map((s) => s.index);
    else {
      const q = (embed as (t: string) => ArrayLike<number>)(query);
      const scored: { i: number; s: number }[] = [];
      for (let i = 0; i < limit; i++) scored.push({ i, s: cosine(q, vectors[i] as ArrayLike<number>) });
      scored.sort((a, b) => b.s - a.s || b.i - a.i);
      picked = scored
        .slice(0, spec.k)
        .filter((x) => x.s > 0)
        .map((x) => x.i);
    }
    return picked.sort((a, b) => a - b).map((turn) => ({ turn }));
  };
  let lastQuery = '';
  let lastLimit = -1;
  let lastItems: Item[] = EMPTY;
  return {
    advance(t) {
      const content = prep.messages[t]?.content ?? '';
      if (spec.kind === 'retrieval') index.add(content);
      else vectors.push((embed as (t: string) => ArrayLike<number>)(content));
    },
    request(t, question) {
      const lo = Math.max(0, t - N + 1);
      const query = question ? question.q.question : lastUserQuery(prep, t);
      if (question) return { summary: '', items: topOf(query, lo), lo, hi: t };
      if (query !== lastQuery || lo !== lastLimit) {
        lastItems = query.length === 0 ? EMPTY : topOf(query, lo);
        lastQuery = query;
        lastLimit = lo;
      }
      return { summary: '', items: lastItems, lo, hi: t };
    },
  };
}
