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
  type Env,
  type PreparedCase,
  type PreparedQuestion,
  type Request,
} from './memories';
import { sentences } from './reflection';
import { gradeAll, type GradedReply } from './grading';
import { isNeedsAnswer } from '../scene/take';
import { DEFAULT_BREAKPOINTS, isBreakpointLayout } from '../cost/caching';
import { cacheExpired, cacheTtlFor, caseIsTimed, sharedCache, timeOf } from './caching';
import { DEFAULT_PRICE_ID, modelPrice, type ModelPrice } from '../cost/prices';
import { WindowBudget } from './sameBudget';

import { holdsText, holdsTurn, requestPrompt, requestTokens } from './requests';
import { summarise, type Accumulator } from './summarise';
import { sectionTokens } from '../compaction/context';
import { requestParts } from './requestParts';

export { bucketOf } from './summarise';
import {
  DEFAULT_PREFILL_TOKENS_PER_SECOND,
  DEFAULT_SYSTEM_PROMPT,
  type BenchEvent,
  type BenchOptions,
  type Drift,
  type QuestionResult,
  type StrategyResult,
} from './results';

export { BENCH_HOOKS, DEFAULT_CHUNK_CHARS, type BenchModels } from './memories';
export * from './results';
export { answerPrompt } from './requests';

// ------------------------------------------------------------------ the run

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
