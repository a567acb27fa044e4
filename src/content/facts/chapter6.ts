/**
 * Chapter 6's figures, computed from the engine: the compaction mechanism's presets replayed (what fills the request,
 * what each style drops, where a forgotten value lives on), the memory bench with chapter 6's strategies on the
 * issue's generated data, and when a compaction pays for its cache miss (priced by the cost model).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildTimeline } from '../../engine/scene/timeline';
import { parseTakeJson } from '../../engine/scene/take';
import { anatomy } from '../../engine/compaction/context';
import { paybackRequests } from '../../engine/compaction/payback';
import { COMPACTION_CHUNK_CHARS } from '../../engine/compaction/compact';
import { modelPrice } from '../../engine/cost/prices';
import { generateBench, parseStrategies, runBench, summaryRow } from '../../engine/memoryBench';
import { compactionMechanism, countTokens, factStatuses } from '../../mechanisms/compaction/mechanism';
import { PRESETS } from '../../mechanisms/compaction/presets';
import type { CompactionConfig } from '../../mechanisms/compaction/ops';
import { claim, defineFacts, once } from './define';
import { code, count, dollars, percent, text, times, type Fact } from './format';

type PresetId = keyof typeof PRESETS;

function play(id: PresetId, patch: Partial<CompactionConfig> = {}) {
  const p = PRESETS[id];
  const config = { ...p.config, ...patch };
  const tl = buildTimeline(compactionMechanism, config, p.ops);
  const frames = Array.from({ length: p.ops.length + 1 }, (_, i) => tl.frame(i));
  return { config, frames, last: frames[frames.length - 1]! };
}

const threshold = once(() => play('threshold'));
const styles = once(() => ({
  lossy: play('threshold', { style: 'lossy' }).last.state,
  recoverable: play('threshold', { style: 'recoverable' }).last.state,
  opaque: play('threshold', { style: 'opaque' }).last.state,
}));
const clearing = once(() => play('clearing'));
const forgotten = once(() => play('forgotten'));

/** The first step whose events hold a compaction or clearing, and the frame before it. */
function firstOperation(run: ReturnType<typeof play>) {
  const i = run.frames.findIndex((f) =>
    f.events.some((e) => e.type === 'compaction' || e.type === 'clearing'),
  );
  if (i < 1) throw new Error('the scene never compacts');
  const f = run.frames[i]!;
  const ev = f.events.find((e) => e.type === 'compaction' || e.type === 'clearing')!;
  if (ev.type !== 'compaction' && ev.type !== 'clearing') throw new Error('unreachable');
  return { step: i, event: ev, before: run.frames[i - 1]! };
}

const fillsFirst = once(() => {
  const { event } = firstOperation(threshold());
  // The request that crossed the threshold: the state before the compaction, plus the item that crossed it.
  const f = threshold().frames[firstOperation(threshold()).step]!;
  const item = f.events.find((e) => e.type === 'item');
  if (item?.type !== 'item') throw new Error('no item at the compaction step');
  const ctx = firstOperation(threshold()).before.state.context;
  const a = anatomy({ ...ctx, items: [...ctx.items, item.item] }, countTokens);
  const body = a.total - a.reserved;
  claim(
    a.total === event.tokensBefore,
    'the compaction is measured on the request that crossed the threshold',
  );
  claim(
    a.toolResults > a.messages + a.toolCalls + a.system + a.tools,
    'tool results are the largest part of the request when it first crosses the threshold',
  );
  return { a, share: a.toolResults / body };
});

const statusCount = (
  s: ReturnType<typeof styles>['lossy'],
  k: 'context' | 'storage' | 'unauditable' | 'gone',
) => factStatuses(s).filter((x) => x.status === k).length;

// ------------------------------------------------------------------ the memory bench (the command)

export const BENCH = {
  turns: 2000,
  questions: 100,
  seed: 3,
  contextLimit: 8000,
  strategies: [
    'unbounded',
    'window:20',
    'compact:80:10',
    'compact-recoverable:80:10',
    'clear:80:5',
    'clear:80:5:2000',
  ],
} as const;

const bench = once(() => {
  const data = generateBench({
    turns: BENCH.turns,
    questions: BENCH.questions,
    seed: BENCH.seed,
    tools: true,
  });
  return runBench(data, parseStrategies(BENCH.strategies.join(',')), {
    perQuestion: false,
    contextLimit: BENCH.contextLimit,
  }).map(summaryRow);
});
const row = (name: (typeof BENCH.strategies)[number]) => {
  const r = bench().find((x) => x.strategy === name);
  if (!r) throw new Error(`no bench row for ${name}`);
  return r;
};
const KEYS = {
  unbounded: 'unbounded',
  window: 'window:20',
  compact: 'compact:80:10',
  recoverable: 'compact-recoverable:80:10',
  clear: 'clear:80:5',
  clearM: 'clear:80:5:2000',
} as const;
const perStrategy = Object.fromEntries(
  Object.entries(KEYS).flatMap(([k, name]) => [
    [`bench.${k}.answer`, () => percent(row(name).answerInContext, 0)],
    [`bench.${k}.dropped`, () => count(row(name).factsDropped)],
    [`bench.${k}.compactions`, () => count(row(name).compactions)],
    [`bench.${k}.cacheBreaks`, () => count(row(name).cacheBreaks)],
    [`bench.${k}.cost`, () => dollars(row(name).costUsd)],
    [`bench.${k}.cachedCost`, () => dollars(row(name).cachedCostUsd)],
    [`bench.${k}.overLimit`, () => count(row(name).requestsOverLimit)],
  ]),
) as Record<string, () => Fact>;

// ------------------------------------------------------------------ when a compaction pays

/** The small clearing the lesson compares: the request keeps this share of its tokens. */
const SMALL_CUT = 0.9;

const PAYBACK_MODELS = {
  gpt: 'gpt-4o-mini',
  sonnet: 'claude-sonnet-4.5',
  deepseek: 'deepseek-flash',
} as const;

const payback = once(() => {
  const run = threshold();
  const { event, step } = firstOperation(run);
  if (event.type !== 'compaction') throw new Error('the threshold scene compacts');
  const reserved = run.config.reserved;
  const reqs = run.last.state.requests;
  const grow = Math.round(
    (reqs[reqs.length - 1]!.tokens - reqs[0]!.tokens + event.tokensBefore - event.tokensAfter) /
      Math.max(1, reqs.length - 1),
  );
  const shared =
    countTokens(run.frames[0]!.state.context.system) +
    run.frames[0]!.state.context.tools.reduce((n, t) => n + countTokens(t), 0);
  const input = (id: string) => ({
    before: event.tokensBefore - reserved,
    after: event.tokensAfter - reserved,
    shared,
    grow,
    price: modelPrice(id),
  });
  const n = Object.fromEntries(
    Object.entries(PAYBACK_MODELS).map(([k, id]) => [k, paybackRequests(input(id))]),
  ) as Record<keyof typeof PAYBACK_MODELS, number | null>;
  const small = (id: string) => {
    const base = input(id);
    return paybackRequests({ ...base, after: Math.round(base.before * SMALL_CUT) });
  };
  const smallN = Object.fromEntries(
    Object.entries(PAYBACK_MODELS).map(([k, id]) => [k, small(id)]),
  ) as Record<keyof typeof PAYBACK_MODELS, number | null>;
  claim(
    Object.values(n).every((v) => v !== null),
    'every model is paid back within the horizon',
  );
  claim(
    (n.deepseek ?? 0) > (n.sonnet ?? 0),
    'the cheaper the cached read, the longer a compaction takes to pay',
  );
  return {
    step,
    before: input(PAYBACK_MODELS.gpt).before,
    after: input(PAYBACK_MODELS.gpt).after,
    grow,
    n,
    smallN,
  };
});

// ------------------------------------------------------------------ a real model's take of the threshold scene

/** The take the repository keeps (docs/takes/README.md), replayed without any model, as the page replays it. */
const TAKE_FILE = fileURLToPath(
  new URL('../../../docs/takes/compaction-threshold.stories260K.json', import.meta.url),
);

const realTake = once(() => {
  const parsed = parseTakeJson(readFileSync(TAKE_FILE, 'utf8'));
  if (!parsed.ok) throw new Error(`${TAKE_FILE}: ${parsed.problem.field}: ${parsed.problem.detail}`);
  const take = parsed.value;
  const p = PRESETS.threshold;
  const tl = buildTimeline(compactionMechanism, { ...p.config, answers: 'model' }, p.ops, { take });
  claim(tl.blockedAt(p.ops.length) === null, 'the take answers every prompt of the scene');
  const end = tl.frame(p.ops.length).state;
  // The calls answered by the end of the script, and those still waiting for a result step past it.
  const calls = [...end.modelCalls, ...(end.pending?.records ?? [])];
  const models = [...new Set(take.answers.map((a) => a.model))];
  claim(models.length === 1, 'the take holds one model');
  claim(
    calls.every((r) => r.call.error === null),
    'held to the grammar of the tools, every call the model made is valid',
  );
  claim(
    calls.every((r) => !r.scripted),
    "none of the model's calls is the script's own",
  );
  claim(
    end.facts.length === p.ops.filter((o) => o.op === 'user' && o.fact !== undefined).length,
    "only the facts of the user's own messages are planted: the model never asked for a result that plants one",
  );
  claim(end.summaryBy === (end.operations > 0 ? 'model' : null), "the take's summaries are the model's text");
  return {
    model: models[0]!,
    calls: calls.length,
    planted: end.facts.length,
    compactions: end.operations,
    gone: statusCount(end, 'gone'),
  };
});

/** How many times, as a sentence says it: once, twice, 3 times. */
const howOften = (n: number) =>
  n === 1
    ? text({ en: 'once', fr: 'une fois' })
    : n === 2
      ? text({ en: 'twice', fr: 'deux fois' })
      : text({ en: `${n} times`, fr: `${n} fois` });

const requestsFact = (v: number | null) => (v === null ? text({ en: 'never', fr: 'jamais' }) : count(v));

export default defineFacts('chapter6', {
  // The scene's parameters, as the threshold preset sets them.
  'scene.limit': () => count(PRESETS.threshold.config.limit),
  'scene.threshold': () => percent(PRESETS.threshold.config.threshold / 100, 0),
  'scene.keep': () => count(PRESETS.threshold.config.keep),
  'scene.trigger': () =>
    count(Math.floor((PRESETS.threshold.config.limit * PRESETS.threshold.config.threshold) / 100)),
  'scene.firstStep': () => count(firstOperation(threshold()).step),
  'scene.toolShare': () => percent(fillsFirst().share, 0),
  'scene.toolTokens': () => count(fillsFirst().a.toolResults),
  'scene.messageTokens': () => count(fillsFirst().a.messages + fillsFirst().a.toolCalls),
  'scene.compactions': () => count(threshold().last.state.operations),
  'scene.facts': () => count(styles().lossy.facts.length),
  'scene.lossyGone': () => count(statusCount(styles().lossy, 'gone')),
  'scene.recoverableStorage': () => count(statusCount(styles().recoverable, 'storage')),
  'scene.recoverableGone': () => count(statusCount(styles().recoverable, 'gone')),
  'scene.opaqueGone': () => count(statusCount(styles().opaque, 'gone')),
  'scene.chunkChars': () => count(COMPACTION_CHUNK_CHARS),
  'scene.calls': () => count(PRESETS.threshold.ops.filter((o) => o.op === 'call').length),
  'take.model': () => code(realTake().model),
  'take.calls': () => count(realTake().calls),
  'take.planted': () => count(realTake().planted),
  'take.compactions': () => howOften(realTake().compactions),
  'scene.compactionsOften': () => howOften(threshold().last.state.operations),
  'take.gone': () => count(realTake().gone),
  'clear.keep': () => count(PRESETS.clearing.config.keep),
  'clear.atLeast': () => count(PRESETS.clearing.config.clearAtLeast),
  'clear.clearings': () => count(clearing().last.state.operations),
  'clear.gone': () => count(statusCount(clearing().last.state, 'gone')),
  'clear.calls': () => count(clearing().last.state.context.items.filter((i) => i.kind === 'toolCall').length),
  'forget.places': () => {
    const r = forgotten().last.state.forgotten;
    claim(r !== null && r.values.length === 1, 'forget me deletes the one value the user gave');
    return count(r?.values[0]?.places.length ?? 0);
  },
  'bench.command': () =>
    code(
      `npm run -s bench:memory -- --generate turns=${BENCH.turns},questions=${BENCH.questions},seed=${BENCH.seed},tools=1 --strategies ${BENCH.strategies.join(',')} --context-limit ${BENCH.contextLimit} --json`,
    ),
  'bench.turns': () => count(BENCH.turns),
  'bench.questions': () => count(BENCH.questions),
  'bench.limit': () => count(BENCH.contextLimit),
  ...perStrategy,
  'bench.compactEvery': () => count(Math.round(BENCH.turns / row(KEYS.compact).compactions)),
  'bench.clearFewer': () => times(row(KEYS.clear).compactions / row(KEYS.clearM).compactions),
  'bench.unboundedOverCompact': () =>
    times(row(KEYS.unbounded).cachedCostUsd / row(KEYS.compact).cachedCostUsd),
  'bench.lossyClaim': () => {
    claim(
      row(KEYS.compact).answerInContext <= row(KEYS.window).answerInContext + 0.02,
      'a lossy truncation summary keeps no more than a plain window of the same size',
    );
    return count(row(KEYS.compact).factsDropped);
  },
  'bench.recoverableClaim': () => {
    claim(row(KEYS.recoverable).factsDropped === 0, 'the recoverable style loses no planted fact');
    claim(
      row(KEYS.recoverable).cachedCostUsd === row(KEYS.compact).cachedCostUsd,
      'recoverable costs what lossy costs per request',
    );
    return count(row(KEYS.recoverable).factsDropped);
  },
  'price.gptShare': () =>
    percent(modelPrice(PAYBACK_MODELS.gpt).cachedInput / modelPrice(PAYBACK_MODELS.gpt).input, 0),
  'price.sonnetShare': () =>
    percent(modelPrice(PAYBACK_MODELS.sonnet).cachedInput / modelPrice(PAYBACK_MODELS.sonnet).input, 0),
  'price.deepseekShare': () =>
    percent(modelPrice(PAYBACK_MODELS.deepseek).cachedInput / modelPrice(PAYBACK_MODELS.deepseek).input, 0),
  'payback.smallShare': () => percent(1 - SMALL_CUT, 0),
  'payback.before': () => count(payback().before),
  'payback.after': () => count(payback().after),
  'payback.grow': () => count(payback().grow),
  'payback.gpt': () => requestsFact(payback().n.gpt),
  'payback.sonnet': () => requestsFact(payback().n.sonnet),
  'payback.deepseek': () => requestsFact(payback().n.deepseek),
  'payback.smallGpt': () => requestsFact(payback().smallN.gpt),
  'payback.smallSonnet': () => requestsFact(payback().smallN.sonnet),
  'payback.smallDeepseek': () => requestsFact(payback().smallN.deepseek),
});
