/**
 * The memory bench: every strategy replays every conversation turn by turn. After each turn it builds the request a
 * model would be sent (system prompt, summary, retrieved memories or page, window) and counts its tokens and the
 * prefix it shares with the previous request (prompt caching). After the turn a question follows, it builds the
 * request for that question and checks what it holds: the evidence turns (whole), the answer string, old values of
 * an updated fact. Pure and deterministic: the same data, strategies and options give the same figures.
 *
 * `benchSteps` is a generator that yields a progress event after each (strategy, case) pair and returns the
 * results, so a worker can report progress and stop between steps; `runBench` runs it to the end.
 */
import type { BenchCase, BenchData, BenchQuestion } from './format';
import type { StrategySpec } from './strategies';
import { RelevanceIndex } from './relevanceIndex';
import { extractiveReflectionLlm, sentences } from './reflection';
import { gradeAll, answerAccuracy, type AnswerAccuracy, type GradedReply } from './grading';
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
import { isNeedsAnswer, type TakeRequest } from '../scene/take';
import { priceRequests } from '../cost/caching';
import { DEFAULT_PRICE_ID, modelPrice, type ModelPrice } from '../cost/prices';

export const DEFAULT_SYSTEM_PROMPT =
  'You are a helpful assistant with a memory of this conversation. Use what the context below holds to answer.';
/** Prefill speed assumed for the latency estimate when none is given (tokens per second): a setting, not a measurement. */
export const DEFAULT_PREFILL_TOKENS_PER_SECOND = 1000;
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

export interface BenchOptions {
  /** Model id of MODEL_PRICES for the money figures (default gpt-4o-mini). */
  price?: string;
  /** Tokenizer encoding (default: the price row's). */
  encoding?: Encoding;
  /** The system prompt sent first in every request. */
  system?: string;
  prefillTokensPerSecond?: number;
  /** Sentence vectors for retrieval-embed:K, filled beforehand (the engine loads no model). */
  embed?: (text: string) => ArrayLike<number>;
  models?: BenchModels;
  /** What to do when a take-backed model has no answer: stop (default), or go on without it and list the prompts. */
  onNeedsAnswer?: 'throw' | 'collect';
  /** Characters of a message kept in its summary chunk (default 80). */
  chunkChars?: number;
  /** Keep each question's figures in the result (default true). */
  perQuestion?: boolean;
}

export type Section = 'system' | 'summary' | 'memory' | 'window' | 'question';
export type SectionTokens = Record<Section, number>;

export type Drift = 'new' | 'old' | 'both' | 'neither';

export interface QuestionResult {
  caseId: string;
  questionId: string;
  evidence: number;
  recalled: number;
  /** recalled / evidence, null for a question without evidence turns. */
  evidenceRecall: number | null;
  answerInContext: boolean;
  drift: Drift | null;
  tokens: SectionTokens;
  /** Turns between the question and each evidence turn (0: the turn it follows). */
  distances: number[];
  /** Per evidence turn, in `distances`' order: was it in the context? */
  inContext: boolean[];
  reply?: GradedReply;
}

export interface DistanceBucket {
  /** Distances from..to (turns back from the turn the question follows), inclusive. */
  from: number;
  to: number;
  evidence: number;
  recalled: number;
  recall: number;
}

export interface DriftCounts {
  questions: number;
  new: number;
  old: number;
  both: number;
  neither: number;
}

export interface StrategyResult {
  strategy: string;
  kind: StrategySpec['kind'];
  cases: number;
  questions: number;
  /** Questions that have evidence turns (the recall mean is over them). */
  questionsWithEvidence: number;
  /** Mean over questions with evidence of the share of evidence turns whose whole text is in the context. */
  evidenceRecall: number;
  /** Share of questions whose answer string is in the context (case-insensitive). */
  answerInContext: number;
  turns: number;
  /** Mean tokens of a turn's request. */
  tokensPerTurn: number;
  totalTokens: number;
  cachedTokens: number;
  /** cachedTokens / totalTokens. */
  cacheHitRate: number;
  price: string;
  costUsd: number;
  cachedCostUsd: number;
  prefillTokensPerSecond: number;
  /** Mean prefill time of a turn's request, every token processed. */
  latencyMsPerTurn: number;
  /** The same, the cached prefix not processed again. */
  cachedLatencyMsPerTurn: number;
  /** Mean tokens at question time, by section. */
  questionTokens: SectionTokens;
  recallByDistance: DistanceBucket[];
  drift: DriftCounts;
  /** With a model answering: accuracy under each grading rule; else null. */
  answerAccuracy: AnswerAccuracy | null;
  /** Prompts a take-backed model could not answer (collect mode); empty when complete. */
  needs: TakeRequest[];
  tokensExact: boolean;
  /** Per turn of every case in order: request tokens, and the prefix shared with the previous request. */
  series: { tokens: Float64Array; prefix: Float64Array; starts: number[] };
  perQuestion: QuestionResult[];
}

export type BenchEvent = {
  type: 'progress';
  done: number;
  total: number;
  strategy: string;
  caseId: string;
};

// ------------------------------------------------------------------ per-case preparation

interface PreparedQuestion {
  q: BenchQuestion;
  after: number;
  evidence: number[];
  line: Message;
}

interface PreparedCase {
  c: BenchCase;
  messages: Message[];
  tok: Float64Array;
  cum: Float64Array;
  lower: string[];
  /** Questions grouped by the index of the turn they follow. */
  byAfter: Map<number, PreparedQuestion[]>;
  hasDomains: boolean;
}

interface Counter {
  line(m: Message): number;
  text(s: string): number;
  exact: boolean;
}

function makeCounter(encoding: Encoding): Counter {
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

function prepareCase(c: BenchCase, counter: Counter): PreparedCase {
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
type Item = { turn: number } | { text: string };

interface Request {
  summary: string;
  items: Item[];
  /** Window: turns lo..hi (empty when lo > hi). */
  lo: number;
  hi: number;
}

interface Strategy {
  /** Turn t was just appended. */
  advance(t: number): void;
  /** The request sent after turn t (query: the latest user turn), or for a question. */
  request(t: number, question?: PreparedQuestion): Request;
}

interface Env {
  prep: PreparedCase;
  counter: Counter;
  chunkChars: number;
  models: BenchModels;
  embed?: (text: string) => ArrayLike<number>;
  ask(llm: Llm, hook: string, prompt: string): string | null;
}

const EMPTY: Item[] = [];

function lastUserQuery(prep: PreparedCase, t: number): string {
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

function makeStrategy(spec: StrategySpec, env: Env): Strategy {
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

// ------------------------------------------------------------------ measuring requests

function itemTokens(env: Env, it: Item): number {
  return 'turn' in it ? (env.prep.tok[it.turn] as number) : env.counter.text(it.text);
}

function requestTokens(env: Env, r: Request): { summary: number; memory: number; window: number } {
  let memory = 0;
  for (const it of r.items) memory += itemTokens(env, it);
  const window = r.lo <= r.hi ? (env.prep.cum[r.hi + 1] as number) - (env.prep.cum[r.lo] as number) : 0;
  return { summary: env.counter.text(r.summary), memory, window };
}

/** Tokens of the longest common prefix of two texts, counted conservatively (minus the token that may straddle). */
function textPrefixTokens(env: Env, a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i < 16) return 0;
  if (i === a.length && i === b.length) return env.counter.text(a);
  return Math.max(0, env.counter.text(a.slice(0, i)) - 1);
}

const sameItem = (a: Item, b: Item): boolean =>
  'turn' in a ? 'turn' in b && a.turn === b.turn : 'text' in b && a.text === b.text;

/** Tokens of the prefix `cur` shares with `prev` (both laid out system, summary, memory items, window). */
function sharedPrefix(env: Env, systemTokens: number, prev: Request, cur: Request): number {
  let p = systemTokens;
  if (prev.summary !== cur.summary) return p + textPrefixTokens(env, prev.summary, cur.summary);
  p += env.counter.text(cur.summary);
  const m = Math.min(prev.items.length, cur.items.length);
  for (let i = 0; i < m; i++) {
    const a = prev.items[i] as Item;
    const b = cur.items[i] as Item;
    if (!sameItem(a, b)) return p + ('text' in a && 'text' in b ? textPrefixTokens(env, a.text, b.text) : 0);
    p += itemTokens(env, b);
  }
  if (prev.items.length !== cur.items.length) return p;
  if (prev.lo <= prev.hi && cur.lo <= cur.hi && prev.lo === cur.lo)
    p += (env.prep.cum[Math.min(prev.hi, cur.hi) + 1] as number) - (env.prep.cum[cur.lo] as number);
  return p;
}

/** Does the request hold the whole text of turn i? (In the window or among the memories, or verbatim in a text.) */
function holdsTurn(env: Env, r: Request, i: number): boolean {
  if (r.lo <= i && i <= r.hi) return true;
  for (const it of r.items) if ('turn' in it && it.turn === i) return true;
  const content = env.prep.c.conversation[i]?.content ?? '';
  if (content.length === 0) return false;
  if (r.summary.includes(content)) return true;
  for (const it of r.items) if ('text' in it && it.text.includes(content)) return true;
  return false;
}

/** Does the request hold `needle` (lowercase), case-insensitive, in one of its sections? */
function holdsText(env: Env, system: string, r: Request, needle: string): boolean {
  if (needle.length === 0) return false;
  if (system.toLowerCase().includes(needle) || r.summary.toLowerCase().includes(needle)) return true;
  for (const it of r.items) {
    if (
      'turn' in it
        ? (env.prep.lower[it.turn] as string).includes(needle)
        : it.text.toLowerCase().includes(needle)
    )
      return true;
  }
  for (let i = r.lo; i <= r.hi; i++) if ((env.prep.lower[i] as string).includes(needle)) return true;
  return false;
}

/** The prompt a model answers a question from: the context sent, then the question. */
export function answerPrompt(
  system: string,
  sections: { summary: string; memories: string[]; window: string[] },
  question: string,
): string {
  const parts = [system];
  if (sections.summary) parts.push(`Summary of earlier turns:\n${sections.summary}`);
  if (sections.memories.length > 0) parts.push(`Memories:\n${sections.memories.join('\n')}`);
  if (sections.window.length > 0) parts.push(`Conversation:\n${sections.window.join('\n')}`);
  parts.push(`${formatLine({ role: 'user', content: question })}\nAnswer in a few words.`);
  return parts.join('\n\n');
}

function requestPrompt(env: Env, system: string, r: Request, question: string): string {
  const line = (i: number) => formatLine(env.prep.messages[i] as Message);
  const memories = r.items.map((it) => ('turn' in it ? line(it.turn) : it.text));
  const window: string[] = [];
  for (let i = r.lo; i <= r.hi; i++) window.push(line(i));
  return answerPrompt(system, { summary: r.summary, memories, window }, question);
}

// ------------------------------------------------------------------ the run

const bucketOf = (d: number): [number, number] => {
  if (d <= 0) return [0, 0];
  const k = Math.floor(Math.log2(d));
  return [2 ** k, 2 ** (k + 1) - 1];
};

interface Accumulator {
  spec: StrategySpec;
  tokens: number[];
  prefix: number[];
  starts: number[];
  questions: QuestionResult[];
  needs: Map<string, TakeRequest>;
  graded: GradedReply[];
}

export function* benchSteps(
  data: BenchData,
  strategies: readonly StrategySpec[],
  options: BenchOptions = {},
): Generator<BenchEvent, StrategyResult[], void> {
  const price: ModelPrice = modelPrice(options.price ?? DEFAULT_PRICE_ID);
  const encoding = options.encoding ?? price.encoding;
  const counter = makeCounter(encoding);
  const system = options.system ?? DEFAULT_SYSTEM_PROMPT;
  const systemTokens = counter.text(system);
  const tps = options.prefillTokensPerSecond ?? DEFAULT_PREFILL_TOKENS_PER_SECOND;
  if (!(tps > 0) || !Number.isFinite(tps))
    throw new RangeError(`prefillTokensPerSecond must be > 0 (got ${tps})`);
  const chunkChars = options.chunkChars ?? DEFAULT_CHUNK_CHARS;
  const models = options.models ?? {};
  const collect = options.onNeedsAnswer === 'collect';
  const keepQuestions = options.perQuestion ?? true;
  for (const s of strategies)
    if (s.kind === 'retrieval-embed' && !options.embed)
      throw new RangeError(
        `${s.name} needs sentence vectors: pass options.embed (text → vector), filled beforehand`,
      );
  const accs: Accumulator[] = strategies.map((spec) => ({
    spec,
    tokens: [],
    prefix: [],
    starts: [],
    questions: [],
    needs: new Map(),
    graded: [],
  }));
  const total = strategies.length * data.cases.length;
  let done = 0;
  const prepared = new Map<number, PreparedCase>();
  for (let ci = 0; ci < data.cases.length; ci++) {
    const c = data.cases[ci] as BenchCase;
    let prep = prepared.get(ci);
    if (!prep) {
      prep = prepareCase(c, counter);
      prepared.set(ci, prep);
    }
    for (const acc of accs) {
      const env: Env = {
        prep,
        counter,
        chunkChars,
        models,
        ...(options.embed ? { embed: options.embed } : {}),
        ask(llm, _hook, prompt) {
          try {
            return llm(prompt);
          } catch (e) {
            if (collect && isNeedsAnswer(e)) {
              const r = e.request;
              acc.needs.set(`${r.hook}\u0000${r.kind === 'chat' ? r.prompt : r.texts.join('\u0001')}`, r);
              return null;
            }
            throw e;
          }
        },
      };
      runCase(acc, env, system, systemTokens);
      done++;
      yield { type: 'progress', done, total, strategy: acc.spec.name, caseId: c.id };
    }
    prepared.delete(ci);
  }
  return accs.map((acc) =>
    summarise(acc, price, tps, counter.exact, keepQuestions, data.cases.length, !!models.answer),
  );

  function runCase(acc: Accumulator, env: Env, sys: string, sysTok: number): void {
    const { prep } = env;
    const strategy = makeStrategy(acc.spec, env);
    acc.starts.push(acc.tokens.length);
    let prev: Request | null = null;
    for (let t = 0; t < prep.messages.length; t++) {
      strategy.advance(t);
      const r = strategy.request(t);
      const sizes = requestTokens(env, r);
      const tokens = sysTok + sizes.summary + sizes.memory + sizes.window;
      acc.tokens.push(tokens);
      acc.prefix.push(prev ? Math.min(tokens, sharedPrefix(env, sysTok, prev, r)) : 0);
      prev = r;
      const qs = prep.byAfter.get(t);
      if (!qs) continue;
      for (const pq of qs)
        acc.questions.push(measureQuestion(acc, env, strategy.request(t, pq), pq, sys, sysTok));
    }
  }

  function measureQuestion(
    acc: Accumulator,
    env: Env,
    r: Request,
    pq: PreparedQuestion,
    sys: string,
    sysTok: number,
  ): QuestionResult {
    const sizes = requestTokens(env, r);
    const inContext = pq.evidence.map((i) => holdsTurn(env, r, i));
    const recalled = inContext.filter(Boolean).length;
    const answerIn = holdsText(env, sys, r, pq.q.answer.toLowerCase());
    let drift: Drift | null = null;
    if (pq.q.previous && pq.q.previous.length > 0) {
      const old = pq.q.previous.some((v) => holdsText(env, sys, r, v.toLowerCase()));
      drift = answerIn ? (old ? 'both' : 'new') : old ? 'old' : 'neither';
    }
    const result: QuestionResult = {
      caseId: env.prep.c.id,
      questionId: pq.q.id,
      evidence: pq.evidence.length,
      recalled,
      evidenceRecall: pq.evidence.length === 0 ? null : recalled / pq.evidence.length,
      answerInContext: answerIn,
      drift,
      tokens: {
        system: sysTok,
        summary: sizes.summary,
        memory: sizes.memory,
        window: sizes.window,
        question: env.counter.line(pq.line),
      },
      distances: pq.evidence.map((i) => pq.after - i),
      inContext,
    };
    const llm = env.models.answer;
    if (llm) {
      const reply = env.ask(llm, BENCH_HOOKS.answer, requestPrompt(env, sys, r, pq.q.question));
      if (reply !== null) {
        const graded: GradedReply = {
          questionId: pq.q.id,
          caseId: env.prep.c.id,
          reply,
          answer: pq.q.answer,
          ...gradeAll(reply, pq.q.answer),
        };
        result.reply = graded;
        acc.graded.push(graded);
      }
    }
    return result;
  }
}

function summarise(
  acc: Accumulator,
  price: ModelPrice,
  tps: number,
  exact: boolean,
  keepQuestions: boolean,
  cases: number,
  withModel: boolean,
): StrategyResult {
  const tokens = Float64Array.from(acc.tokens);
  const prefix = Float64Array.from(acc.prefix);
  const priced = priceRequests(tokens, prefix, price, acc.starts);
  const qs = acc.questions;
  const withEvidence = qs.filter((q) => q.evidenceRecall !== null);
  const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
  const buckets = new Map<number, DistanceBucket>();
  for (const q of qs) {
    q.distances.forEach((d, i) => {
      const [from, to] = bucketOf(d);
      const b = buckets.get(from) ?? { from, to, evidence: 0, recalled: 0, recall: 0 };
      b.evidence++;
      if (q.inContext[i]) b.recalled++;
      buckets.set(from, b);
    });
  }
  const recallByDistance = [...buckets.values()]
    .sort((a, b) => a.from - b.from)
    .map((b) => ({ ...b, recall: b.evidence === 0 ? 0 : b.recalled / b.evidence }));
  const drift: DriftCounts = { questions: 0, new: 0, old: 0, both: 0, neither: 0 };
  for (const q of qs) {
    if (q.drift === null) continue;
    drift.questions++;
    drift[q.drift]++;
  }
  const sectionMean = (s: Section) => mean(qs.map((q) => q.tokens[s]));
  const n = tokens.length;
  return {
    strategy: acc.spec.name,
    kind: acc.spec.kind,
    cases,
    questions: qs.length,
    questionsWithEvidence: withEvidence.length,
    evidenceRecall: mean(withEvidence.map((q) => q.evidenceRecall as number)),
    answerInContext: qs.length === 0 ? 0 : qs.filter((q) => q.answerInContext).length / qs.length,
    turns: n,
    tokensPerTurn: n === 0 ? 0 : priced.totalTokens / n,
    totalTokens: priced.totalTokens,
    cachedTokens: priced.cachedTokens,
    cacheHitRate: priced.hitRate,
    price: price.id,
    costUsd: priced.costUsd,
    cachedCostUsd: priced.cachedCostUsd,
    prefillTokensPerSecond: tps,
    latencyMsPerTurn: n === 0 ? 0 : (priced.totalTokens / n / tps) * 1000,
    cachedLatencyMsPerTurn: n === 0 ? 0 : ((priced.totalTokens - priced.cachedTokens) / n / tps) * 1000,
    questionTokens: {
      system: sectionMean('system'),
      summary: sectionMean('summary'),
      memory: sectionMean('memory'),
      window: sectionMean('window'),
      question: sectionMean('question'),
    },
    recallByDistance,
    drift,
    answerAccuracy: withModel ? answerAccuracy(acc.graded) : null,
    needs: [...acc.needs.values()],
    tokensExact: exact,
    series: { tokens, prefix, starts: acc.starts.slice() },
    perQuestion: keepQuestions ? qs : [],
  };
}

/** Runs every strategy over every case (see benchSteps). */
export function runBench(
  data: BenchData,
  strategies: readonly StrategySpec[],
  options: BenchOptions = {},
): StrategyResult[] {
  const it = benchSteps(data, strategies, options);
  for (;;) {
    const step = it.next();
    if (step.done) return step.value;
  }
}

/** Every text a `retrieval-embed` strategy needs a vector for: each turn's content and each question. */
export function textsToEmbed(data: BenchData): string[] {
  const out = new Set<string>();
  for (const c of data.cases) {
    for (const t of c.conversation) out.add(t.content);
    for (const q of c.questions) out.add(q.question);
  }
  return [...out];
}

export { sentences };
