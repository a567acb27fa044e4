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
import type { BenchCase, BenchData } from './format';
import type { StrategySpec } from './strategies';
import {
  BENCH_HOOKS,
  DEFAULT_CHUNK_CHARS,
  makeCounter,
  makeStrategy,
  prepareCase,
  type BenchModels,
  type Env,
  type PreparedCase,
  type PreparedQuestion,
  type Request,
} from './memories';
import { sentences } from './reflection';
import { gradeAll, answerAccuracy, type AnswerAccuracy, type GradedReply } from './grading';
import { formatLine, type Message } from '../core/message';
import type { Encoding } from '../tokens/counter';
import { isNeedsAnswer, type TakeRequest } from '../scene/take';
import {
  DEFAULT_BREAKPOINTS,
  isBreakpointLayout,
  priceRequests,
  type BreakpointLayout,
} from '../cost/caching';
import { cacheExpired, cacheTtlFor, caseIsTimed, itemTokens, sharedCache, timeOf } from './caching';
import { DEFAULT_PRICE_ID, modelPrice, type ModelPrice } from '../cost/prices';
import { WindowBudget, type SameBudget } from './sameBudget';
import { sectionTokens, ANATOMY_SECTIONS, type Anatomy } from '../compaction/context';
import { requestParts } from './requestParts';
import { selfManagedFigures, type SelfManagedFigures, type SelfManagedStats } from './selfManaged';

export { BENCH_HOOKS, DEFAULT_CHUNK_CHARS, type BenchModels } from './memories';

export const DEFAULT_SYSTEM_PROMPT =
  'You are a helpful assistant with a memory of this conversation. Use what the context below holds to answer.';
/** Prefill speed assumed for the latency estimate when none is given (tokens per second): a setting, not a measurement. */
export const DEFAULT_PREFILL_TOKENS_PER_SECOND = 1000;

export interface BenchOptions {
  /** Model id of MODEL_PRICES for the money figures (default gpt-4o-mini). */
  price?: string;
  /** Where Anthropic's cache breakpoints are (default `end`; see cost/caching.ts). */
  breakpoints?: BreakpointLayout;
  /** The cache's lifetime in seconds where turns carry times (default: the price row's). */
  cacheTtlSeconds?: number;
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
  /**
   * Count tokens with the chars/4 proxy even where the BPE tables could load (default false). The exercise sandbox
   * has no tables: its tests set this so that the page and the grading command measure alike.
   */
  approxTokens?: boolean;
  /** Context limit in tokens, the base of compact:T:K's and clear:T:N's thresholds (--context-limit). */
  contextLimit?: number;
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
  /** The same request by chapter 6's sections (`ANATOMY_SECTIONS`: system, blocks, summary, retrieved, messages…). */
  tokensBySection: Anatomy;
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

export interface StrategyResult extends SameBudget, SelfManagedFigures {
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
  /** Tokens billed at the cache-write price (Anthropic). */
  writtenTokens: number;
  /** cachedTokens / totalTokens. */
  cacheHitRate: number;
  price: string;
  /** The breakpoint layout the cached cost assumes (it matters on a `breakpoint` provider only). */
  breakpoints: BreakpointLayout;
  /** The cache's lifetime (seconds; Anthropic past 5 minutes: the 1-hour write price). */
  cacheTtlSeconds: number;
  /** Do the turns carry times? Without them no cache expires. */
  datedTurns: boolean;
  /** Requests whose cache had expired: sent longer than the lifetime after the previous one. */
  cacheExpiries: number;
  costUsd: number;
  cachedCostUsd: number;
  prefillTokensPerSecond: number;
  /** Mean prefill time of a turn's request, every token processed. */
  latencyMsPerTurn: number;
  /** The same, the cached prefix not processed again. */
  cachedLatencyMsPerTurn: number;
  /** Mean tokens at question time, by section. */
  questionTokens: SectionTokens;
  /** Mean tokens at question time by the sections of the "Context anatomy" view (the same function counts them). */
  questionTokensBySection: Anatomy;
  recallByDistance: DistanceBucket[];
  drift: DriftCounts;
  /** With a model answering: accuracy under each grading rule; else null. */
  answerAccuracy: AnswerAccuracy | null;
  /** Prompts a take-backed model could not answer (collect mode); empty when complete. */
  needs: TakeRequest[];
  tokensExact: boolean;
  /** Chapter 6: compactions or clearings (compact, clear; 0 for the others), and the turns whose request does not
   * start with the whole previous one (the cache misses past the shared prefix: a compaction, a moving window). */
  compactions: number;
  cacheBreaks: number;
  /** Questions whose planted fact is neither in the request nor in a store a tool can search: lost for good. */
  factsDropped: number;
  /** With a context limit: the turns whose request is over it (clearing alone may not bring it back under). */
  requestsOverLimit: number;
  /**
   * Per turn of every case in order: request tokens, the prefix shared with the previous request, the part of it
   * ending at a breakpoint, and the requests whose cache had expired.
   */
  series: {
    tokens: Float64Array;
    prefix: Float64Array;
    marked: Float64Array;
    starts: number[];
    expired: number[];
  };
  perQuestion: QuestionResult[];
}

export type BenchEvent = {
  type: 'progress';
  done: number;
  total: number;
  strategy: string;
  caseId: string;
};

// ------------------------------------------------------------------ measuring requests

function requestTokens(env: Env, r: Request): { summary: number; memory: number; window: number } {
  let memory = 0;
  for (const it of r.items) memory += itemTokens(env, it);
  const window = r.lo <= r.hi ? (env.prep.cum[r.hi + 1] as number) - (env.prep.cum[r.lo] as number) : 0;
  return { summary: env.counter.text(r.summary), memory, window };
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

/** The decay curve's bucket of a distance: 0, 1, 2–3, 4–7, 8–15… (its first and last distance). */
export const bucketOf = (d: number): [number, number] => {
  if (d <= 0) return [0, 0];
  const k = Math.floor(Math.log2(d));
  return [2 ** k, 2 ** (k + 1) - 1];
};

interface Accumulator {
  spec: StrategySpec;
  tokens: number[];
  prefix: number[];
  marked: number[];
  starts: number[];
  expired: number[];
  questions: QuestionResult[];
  needs: Map<string, TakeRequest>;
  graded: GradedReply[];
  selfManaged: SelfManagedStats[];
  compactions: number;
  factsDropped: number;
  overLimit: number;
}

export function* benchSteps(
  data: BenchData,
  strategies: readonly StrategySpec[],
  options: BenchOptions = {},
): Generator<BenchEvent, StrategyResult[], void> {
  const price: ModelPrice = modelPrice(options.price ?? DEFAULT_PRICE_ID);
  const layout = options.breakpoints ?? DEFAULT_BREAKPOINTS;
  if (!isBreakpointLayout(layout)) throw new RangeError(`unknown breakpoint layout "${String(layout)}"`);
  const ttl = cacheTtlFor(price, options.cacheTtlSeconds);
  const timed = data.cases.some(caseIsTimed);
  const encoding = options.encoding ?? price.encoding;
  const counter = makeCounter(encoding, options.approxTokens ?? false);
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
    marked: [],
    starts: [],
    expired: [],
    questions: [],
    needs: new Map(),
    graded: [],
    selfManaged: [],
    compactions: 0,
    factsDropped: 0,
    overLimit: 0,
  }));
  const total = strategies.length * data.cases.length;
  let done = 0;
  const prepared = new Map<number, PreparedCase>();
  const budget = new WindowBudget(systemTokens);
  for (let ci = 0; ci < data.cases.length; ci++) {
    const c = data.cases[ci] as BenchCase;
    let prep = prepared.get(ci);
    if (!prep) {
      prep = prepareCase(c, counter);
      prepared.set(ci, prep);
      budget.addCase(prep);
    }
    for (const acc of accs) {
      const env: Env = {
        prep,
        counter,
        chunkChars,
        models,
        ...(options.embed ? { embed: options.embed } : {}),
        ...(options.contextLimit !== undefined ? { contextLimit: options.contextLimit } : {}),
        systemTokens,
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
  const cache = { layout, ttl, timed };
  return accs.map((acc) => {
    const r = summarise(
      acc,
      price,
      cache,
      tps,
      counter.exact,
      keepQuestions,
      data.cases.length,
      !!models.answer,
    );
    return Object.assign(r, budget.control(r.tokensPerTurn));
  });

  function runCase(acc: Accumulator, env: Env, sys: string, sysTok: number): void {
    const { prep } = env;
    const strategy = makeStrategy(acc.spec, env);
    acc.starts.push(acc.tokens.length);
    let prev: Request | null = null;
    let prevMs: number | null = null;
    for (let t = 0; t < prep.messages.length; t++) {
      strategy.advance(t);
      const r = strategy.request(t);
      const sizes = requestTokens(env, r);
      const tokens = sysTok + sizes.summary + sizes.memory + sizes.window;
      const shared = prev
        ? sharedCache(env, sysTok, prev, acc.tokens[acc.tokens.length - 1] as number, r, tokens, layout)
        : { prefix: 0, marked: 0 };
      const ms = timeOf(prep.c.conversation[t]?.at);
      if (prev && cacheExpired(prevMs, ms, ttl)) acc.expired.push(acc.tokens.length);
      acc.tokens.push(tokens);
      if (options.contextLimit !== undefined && tokens > options.contextLimit) acc.overLimit++;
      acc.prefix.push(shared.prefix);
      acc.marked.push(shared.marked);
      prev = r;
      prevMs = ms;
      const qs = prep.byAfter.get(t);
      if (!qs) continue;
      for (const pq of qs) {
        const q = measureQuestion(acc, env, strategy.request(t, pq), pq, sys, sysTok);
        acc.questions.push(q);
        const storedAll = pq.evidence.length > 0 && pq.evidence.every((i) => strategy.stored?.(i) === true);
        if (!q.answerInContext && !storedAll) acc.factsDropped++;
      }
    }
    const stats = strategy.stats?.();
    if (stats) acc.selfManaged.push(stats);
    acc.compactions += strategy.compactions?.() ?? 0;
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
      tokensBySection: sectionTokens(requestParts(env.prep, acc.spec.kind, sys, r, pq.line), (t) =>
        env.counter.text(t),
      ),
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
  cache: { layout: BreakpointLayout; ttl: number; timed: boolean },
  tps: number,
  exact: boolean,
  keepQuestions: boolean,
  cases: number,
  withModel: boolean,
): Omit<StrategyResult, keyof SameBudget> {
  const tokens = Float64Array.from(acc.tokens);
  const prefix = Float64Array.from(acc.prefix);
  const marked = Float64Array.from(acc.marked);
  const priced = priceRequests(tokens, prefix, price, acc.starts, {
    marked,
    expired: acc.expired,
    cacheTtlSeconds: cache.ttl,
  });
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
  let cacheBreaks = 0;
  const starts = new Set(acc.starts);
  for (let i = 1; i < n; i++)
    if (!starts.has(i) && (prefix[i] as number) < (tokens[i - 1] as number)) cacheBreaks++;
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
    writtenTokens: priced.writtenTokens,
    cacheHitRate: priced.hitRate,
    price: price.id,
    breakpoints: cache.layout,
    cacheTtlSeconds: cache.ttl,
    datedTurns: cache.timed,
    cacheExpiries: priced.cacheExpiries,
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
    questionTokensBySection: meanAnatomy(qs.map((q) => q.tokensBySection)),
    recallByDistance,
    drift,
    answerAccuracy: withModel ? answerAccuracy(acc.graded) : null,
    needs: [...acc.needs.values()],
    tokensExact: exact,
    compactions: acc.compactions,
    cacheBreaks,
    factsDropped: acc.factsDropped,
    requestsOverLimit: acc.overLimit,
    series: { tokens, prefix, marked, starts: acc.starts.slice(), expired: acc.expired.slice() },
    perQuestion: keepQuestions ? qs : [],
    ...selfManagedFigures(acc.selfManaged, price, n),
  };
}

function meanAnatomy(xs: readonly Anatomy[]): Anatomy {
  const m = { total: 0 } as Anatomy;
  for (const k of [...ANATOMY_SECTIONS, 'total'] as const)
    m[k] = xs.length === 0 ? 0 : xs.reduce((s, a) => s + a[k], 0) / xs.length;
  return m;
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
