/** Chapter 3's memory in the bench (`reflective:K[:N[:E]]`): episodes, reflection into facts, both by relevance. */
import type { Env, Item, Strategy } from '../memories';
import { RelevanceIndex } from '../relevanceIndex';
import { extractiveReflectionLlm } from '../reflection';
import type { Llm } from '../../core/llm';
import { manualClock } from '../../core/clock';
import type { Message } from '../../core/message';
import { countsCosine, wordCounts, type WordCounts } from '../../retrieval/bow';
import { EpisodicBuffer } from '../../reflective/episodic';
import { SemanticStore } from '../../reflective/semantic';
import { reflect } from '../../reflective/reflection';
import { defineStrategy, numberedParse, type SpecOf } from './contract';
import { DEFAULT_RETRIEVAL_WINDOW } from './retrieval';
import { BENCH_HOOKS, EMPTY, lastUserQuery } from './shared';

/** Reflection runs after this many episodes (user turns) when the name does not say (`reflective:K:N:E`). */
export const DEFAULT_REFLECT_EVERY = 10;

export const reflective = defineStrategy({
  kind: 'reflective',
  help: {
    form: 'reflective:K[:N[:E]]',
    en: "chapter 3's memory: K episodes and the facts of K concepts by relevance, the last N turns; reflection every E episodes (default 10)",
    fr: 'la mémoire du chapitre 3 : K épisodes et les faits de K concepts par pertinence, les N derniers tours ; réflexion tous les E épisodes (10 par défaut)',
  },
  parse: numberedParse('reflective', {
    k: ['K (memories retrieved)'],
    window: ['N (turns kept)', DEFAULT_RETRIEVAL_WINDOW],
    every: ['E (episodes between reflections)', DEFAULT_REFLECT_EVERY],
  }),
  nameOf: (s) => `reflective:${s.k}:${s.window}:${s.every}`,
  make: reflectiveMemory,
});

/**
 * Chapter 3's memory on a conversation: each user turn and the reply to it make an episode; every E episodes the
 * lab's `reflect` reviews the last E and updates the semantic store (with the model given, else the written rule of
 * reflection.ts). A request holds the facts of the K concepts most relevant to the query, the K past episodes most
 * relevant to it (before the window), and the window.
 */
function reflectiveMemory(spec: SpecOf<'reflective'>, env: Env): Strategy {
  const N = spec.window;
  const { prep } = env;
  const index = new RelevanceIndex();
  const episodes: { user: number; reply: number | null }[] = [];
  let pending: { user: number; reply: number | null } | null = null;
  const store = new SemanticStore();
  const clock = manualClock(0);
  const llm = env.models.reflection;
  let sinceReflection = 0;
  const seal = () => {
    if (!pending) return;
    const user = prep.messages[pending.user] as Message;
    const reply = pending.reply === null ? '' : (prep.messages[pending.reply] as Message).content;
    episodes.push(pending);
    index.add(`${user.content}\n${reply}`);
    pending = null;
    sinceReflection++;
    if (sinceReflection >= spec.every) {
      sinceReflection = 0;
      const buffer = new EpisodicBuffer({ now: clock.now });
      for (const e of episodes.slice(-spec.every)) {
        const u = (prep.messages[e.user] as Message).content.replace(/\s+/g, ' ');
        const r = e.reply === null ? '' : (prep.messages[e.reply] as Message).content.replace(/\s+/g, ' ');
        clock.advance(60_000);
        buffer.add({ thought: '', input: u, action: 'conversation turn', outcome: r, feedback: u });
      }
      const ask: Llm = llm
        ? (p) => {
            const a = env.ask(llm, BENCH_HOOKS.reflection, p);
            if (a === null) throw new SkipReflection();
            return a;
          }
        : extractiveReflectionLlm;
      try {
        const r = reflect(buffer, store, ask, { recent: spec.every });
        for (const a of r.added)
          if (!a.duplicate)
            conceptWords.set(a.concept, wordCounts(store.conceptText(a.concept) ?? a.concept));
      } catch (e) {
        if (!(e instanceof SkipReflection)) throw e;
      }
    }
  };
  // Word counts of each concept's text (the concept, then its facts and rules: SemanticStore.conceptText), kept up
  // to date as reflection adds knowledge; countsCosine gives the same relevance as `relevances` over those texts.
  const conceptWords = new Map<string, WordCounts>();
  const factsFor = (query: string): Item[] => {
    if (conceptWords.size === 0 || query.length === 0) return EMPTY;
    const q = wordCounts(query);
    const ranked: { c: string; r: number }[] = [];
    for (const [c, counts] of conceptWords) {
      const r = countsCosine(q, counts);
      if (r > 0) ranked.push({ c, r });
    }
    ranked.sort((a, b) => b.r - a.r);
    if (ranked.length === 0) return EMPTY;
    const lines: string[] = [];
    for (const { c } of ranked.slice(0, spec.k)) {
      const k = store.get(c);
      for (const f of [...(k?.facts ?? []), ...(k?.rules ?? [])]) lines.push(`- ${c} : ${f}`);
    }
    return [{ text: lines.join('\n') }];
  };
  let before = 0;
  const episodesFor = (query: string, lo: number): Item[] => {
    if (query.length === 0) return EMPTY;
    // Episodes wholly before the window: their reply (or user turn) index is below lo (lo never decreases).
    while (before < episodes.length) {
      const e = episodes[before] as (typeof episodes)[number];
      if ((e.reply ?? e.user) >= lo) break;
      before++;
    }
    const picked = index
      .topCached(query, spec.k, before)
      .map((s) => s.index)
      .sort((a, b) => a - b);
    const items: Item[] = [];
    for (const i of picked) {
      const e = episodes[i] as (typeof episodes)[number];
      items.push({ turn: e.user });
      if (e.reply !== null) items.push({ turn: e.reply });
    }
    return items;
  };
  // A turn's request is recomputed only when its query, its window or the memory changed.
  let cacheKey = '';
  let cacheItems: Item[] = EMPTY;
  let version = 0;
  return {
    advance(t) {
      const m = prep.messages[t] as Message;
      if (m.role === 'user') {
        seal();
        version++;
        pending = { user: t, reply: null };
      } else if (pending && pending.reply === null && m.role === 'assistant') pending.reply = t;
    },
    request(t, question) {
      const lo = Math.max(0, t - N + 1);
      const query = question ? question.q.question : lastUserQuery(prep, t);
      if (question) return { summary: '', items: [...factsFor(query), ...episodesFor(query, lo)], lo, hi: t };
      const key = `${version}\u0000${lo}\u0000${query}`;
      if (key !== cacheKey) {
        cacheItems = [...factsFor(query), ...episodesFor(query, lo)];
        cacheKey = key;
      }
      return { summary: '', items: cacheItems, lo, hi: t };
    },
  };
}

class SkipReflection extends Error {}
