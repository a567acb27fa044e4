/**
 * The strategies as memories the bench replays: each case prepared once (its turns as messages, their tokens), and
 * for each strategy an object that takes the turns one by one (`advance`) and says what a request holds
 * (`request`): a summary text, memory items (past turns or texts) and a window of turns. run.ts measures those
 * requests; the mechanisms are the lab's own (README.md of this folder says which each uses).
 */
import type { BenchCase, BenchQuestion } from './format';
import type { StrategySpec } from './strategies';
import { RelevanceIndex } from './relevanceIndex';
import { extractiveReflectionLlm } from './reflection';
import type { Llm } from '../core/llm';
import { formatLine, type Message } from '../core/message';
import { manualClock } from '../core/clock';
import { lineTokens } from '../agentMemory/tokens';
import { countTokensLoaded, hasTokenCounter, type Encoding } from '../tokens/counter';
import { approxTokens } from '../tokens/approx';
import { ProgressiveSummary, truncateContent } from '../window/summary';
import { cosine } from '../retrieval/embedder';
import { countsCosine, wordCounts, type WordCounts } from '../retrieval/bow';
import { EpisodicBuffer } from '../reflective/episodic';
import { SemanticStore } from '../reflective/semantic';
import { reflect } from '../reflective/reflection';
import { makeSelfManaged, type SelfManagedStats } from './selfManaged';
import { compactionStrategy } from './compactionStrategies';

/** AgentMemory's default summary chunk limit (characters of a message kept in its chunk). */
export const DEFAULT_CHUNK_CHARS = 80;

/** The hooks a model answers in the bench (takes are keyed by hook and prompt). */
export const BENCH_HOOKS = {
  summary: 'memory-bench-summary',
  reflection: 'memory-bench-reflection',
  answer: 'memory-bench-answer',
} as const;

export interface BenchModels {
  /** Writes each summary chunk (summary:N:B, paging:P); without it, the truncation summary. */
  summary?: Llm;
  /** Answers reflection's two prompts (reflective:K); without it, extractiveReflectionLlm. */
  reflection?: Llm;
  /** Answers each question from the context sent; without it, no answer accuracy. */
  answer?: Llm;
}

// ------------------------------------------------------------------ per-case preparation

export interface PreparedQuestion {
  q: BenchQuestion;
  after: number;
  evidence: number[];
  line: Message;
}

export interface PreparedCase {
  c: BenchCase;
  messages: Message[];
  tok: Float64Array;
  cum: Float64Array;
  lower: string[];
  /** Questions grouped by the index of the turn they follow. */
  byAfter: Map<number, PreparedQuestion[]>;
  hasDomains: boolean;
}

export interface Counter {
  line(m: Message): number;
  text(s: string): number;
  exact: boolean;
}

/**
 * Real BPE counts where the tables are registered (or load, in Node), else the chars/4 proxy. `approx` forces the
 * proxy: the exercise sandbox has no tables, so its tests count that way in the page and in the grader alike.
 */
export function makeCounter(encoding: Encoding, approx = false): Counter {
  if (approx) return { exact: false, line: (m) => approxTokens(formatLine(m)), text: (s) => approxTokens(s) };
  let exact = hasTokenCounter();
  if (!exact) {
    try {
      countTokensLoaded('a', encoding); // in Node this registers the real counter
      exact = true;
    } catch {
      exact = false;
    }
  }
  const cache = new Map<string, number>();
  return {
    exact,
    line: (m) => lineTokens(m, encoding),
    text(s) {
      if (s.length === 0) return 0;
      if (!exact) return approxTokens(s);
      let n = cache.get(s);
      if (n === undefined) {
        n = countTokensLoaded(s, encoding);
        if (cache.size > 10_000) cache.clear();
        cache.set(s, n);
      }
      return n;
    },
  };
}

export function prepareCase(c: BenchCase, counter: Counter): PreparedCase {
  const n = c.conversation.length;
  const messages: Message[] = c.conversation.map((t, i) => ({
    id: t.id,
    role: t.role,
    content: t.content,
    ts: i,
    importance: 1,
  }));
  const tok = new Float64Array(n);
  const cum = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    tok[i] = counter.line(messages[i] as Message);
    cum[i + 1] = (cum[i] as number) + (tok[i] as number);
  }
  const index = new Map(c.conversation.map((t, i) => [t.id, i]));
  const byAfter = new Map<number, PreparedQuestion[]>();
  c.questions.forEach((q, qi) => {
    const after = index.get(q.after) as number;
    const list = byAfter.get(after) ?? [];
    list.push({
      q,
      after,
      evidence: q.evidence.map((e) => index.get(e) as number),
      line: { id: `question-${qi}`, role: 'user', content: q.question, ts: after, importance: 1 },
    });
    byAfter.set(after, list);
  });
  return {
    c,
    messages,
    tok,
    cum,
    lower: c.conversation.map((t) => t.content.toLowerCase()),
    byAfter,
    hasDomains: c.conversation.some((t) => t.domain !== undefined),
  };
}

// ------------------------------------------------------------------ requests

/** One item of the memory section: a past turn, or a text (semantic facts). */
export type Item = { turn: number } | { text: string };

export interface Request {
  summary: string;
  items: Item[];
  /** Window: turns lo..hi (empty when lo > hi). */
  lo: number;
  hi: number;
}

export interface Strategy {
  /** Turn t was just appended. */
  advance(t: number): void;
  /** The request sent after turn t (query: the latest user turn), or for a question. */
  request(t: number, question?: PreparedQuestion): Request;
  /** Chapter 5's memories: the tool calls and write-path requests of the case (selfManaged.ts). */
  stats?(): SelfManagedStats;
  /** Chapter 6 (compactionStrategies.ts): compactions or clearings so far; is turn i in a searchable store? */
  compactions?(): number;
  stored?(i: number): boolean;
}

export interface Env {
  prep: PreparedCase;
  counter: Counter;
  chunkChars: number;
  models: BenchModels;
  embed?: (text: string) => ArrayLike<number>;
  /** Chapter 6: the context limit (tokens) compaction thresholds are shares of, and the system prompt's tokens. */
  contextLimit?: number;
  systemTokens?: number;
  ask(llm: Llm, hook: string, prompt: string): string | null;
}

const EMPTY: Item[] = [];

export function lastUserQuery(prep: PreparedCase, t: number): string {
  for (let i = t; i >= 0; i--)
    if ((prep.messages[i] as Message).role === 'user') return (prep.messages[i] as Message).content;
  return '';
}

function summaryOf(env: Env): ProgressiveSummary {
  const llm = env.models.summary;
  if (!llm) return new ProgressiveSummary({ maxCharsPerChunk: env.chunkChars });
  return new ProgressiveSummary({
    maxCharsPerChunk: env.chunkChars,
    summarize: (m) => {
      const prompt = `Summarize this message in one short sentence, keeping names, numbers and dates:\n${formatLine(m)}`;
      // Without an answer (collect mode) the chunk is the truncation one, as without a model.
      return env.ask(llm, BENCH_HOOKS.summary, prompt) ?? truncateContent(m.content, env.chunkChars);
    },
  });
}

export function makeStrategy(spec: StrategySpec, env: Env): Strategy {
  const { prep } = env;
  switch (spec.kind) {
    case 'unbounded':
      return { advance() {}, request: (t) => ({ summary: '', items: EMPTY, lo: 0, hi: t }) };
    case 'window': {
      const N = spec.window;
      return {
        advance() {},
        request: (t) => ({ summary: '', items: EMPTY, lo: Math.max(0, t - N + 1), hi: t }),
      };
    }
    case 'summary': {
      const N = spec.window;
      const summary = summaryOf(env);
      let text = '';
      return {
        advance(t) {
          const out = t - N;
          if (out >= 0) {
            summary.add(prep.messages[out] as Message);
            text = summary.render(spec.budget);
          }
        },
        request: (t) => ({ summary: text, items: EMPTY, lo: Math.max(0, t - N + 1), hi: t }),
      };
    }
    case 'paging':
      return prep.hasDomains ? domainPaging(spec, env) : plainPaging(spec, env);
    case 'retrieval':
    case 'retrieval-embed':
      return retrieval(spec, env);
    case 'reflective':
      return reflective(spec, env);
    case 'custom':
      return custom(spec, env);
    case 'blocks':
    case 'writepath':
      return makeSelfManaged(spec, env);
    case 'compact':
    case 'compact-recoverable':
    case 'clear':
      return compactionStrategy(spec, env);
  }
}

/** A strategy written outside the engine: the window and the turns it selects before it. */
function custom(spec: Extract<StrategySpec, { kind: 'custom' }>, env: Env): Strategy {
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

/** The cost model's paged memory: the open page (turns since the last seal) and the summary of the sealed pages. */
function plainPaging(spec: Extract<StrategySpec, { kind: 'paging' }>, env: Env): Strategy {
  const P = spec.pageSize;
  const summary = summaryOf(env);
  let text = '';
  let pageStart = 0;
  return {
    advance(t) {
      if (t - pageStart >= P) {
        // Turn t opens a new page: the full page before it is sealed into the summary.
        for (let i = pageStart; i < t; i++) summary.add(env.prep.messages[i] as Message);
        text = summary.render(spec.budget);
        pageStart = t;
      }
    },
    request: (t) => ({ summary: text, items: EMPTY, lo: pageStart, hi: t }),
  };
}

/**
 * Multi-domain paging (the seed's exercise 3): each domain fills its own pages of P turns; a sealed page goes to the
 * summary. A turn's request holds its domain's open page; a question's holds the page of its domain (the question's
 * `domain`, else the domain whose turns are most relevant to it, bag of words), as swapToDomain loads it.
 */
function domainPaging(spec: Extract<StrategySpec, { kind: 'paging' }>, env: Env): Strategy {
  const P = spec.pageSize;
  const { prep } = env;
  const summary = summaryOf(env);
  let text = '';
  const open = new Map<string, number[]>();
  const last = new Map<string, number[]>();
  const words = new Map<string, WordCounts>();
  const domainOf = (t: number) => prep.c.conversation[t]?.domain ?? '';
  const pageItems = (page: number[] | undefined): Item[] => (page ?? []).map((turn) => ({ turn }));
  return {
    advance(t) {
      const d = domainOf(t);
      let page = open.get(d);
      if (!page || page.length >= P) {
        if (page) {
          for (const i of page) summary.add(prep.messages[i] as Message);
          text = summary.render(spec.budget);
        }
        page = [];
        open.set(d, page);
      }
      page.push(t);
      last.set(d, page);
      const counts = words.get(d) ?? new Map<string, number>();
      for (const [w, c] of wordCounts(prep.c.conversation[t]?.content ?? ''))
        counts.set(w, (counts.get(w) ?? 0) + c);
      words.set(d, counts);
    },
    request(t, question) {
      if (!question) return { summary: text, items: pageItems(open.get(domainOf(t))), lo: 1, hi: 0 };
      let d = question.q.domain;
      if (d === undefined || !last.has(d)) {
        const q = wordCounts(question.q.question);
        let best = -1;
        for (const [name, counts] of words) {
          const r = countsCosine(q, counts);
          if (r > best) {
            best = r;
            d = name;
          }
        }
      }
      return { summary: text, items: pageItems(last.get(d ?? '')), lo: 1, hi: 0 };
    },
  };
}

/** Window + the K past turns (before the window) most relevant to the query, in conversation order. */
function retrieval(
  spec: Extract<StrategySpec, { kind: 'retrieval' | 'retrieval-embed' }>,
  env: Env,
): Strategy {
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

/**
 * Chapter 3's memory on a conversation: each user turn and the reply to it make an episode; every E episodes the
 * lab's `reflect` reviews the last E and updates the semantic store (with the model given, else the written rule of
 * reflection.ts). A request holds the facts of the K concepts most relevant to the query, the K past episodes most
 * relevant to it (before the window), and the window.
 */
function reflective(spec: Extract<StrategySpec, { kind: 'reflective' }>, env: Env): Strategy {
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
