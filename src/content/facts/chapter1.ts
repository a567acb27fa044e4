/**
 * Chapter 1's figures, computed from the engine: the cost model in both its forms (the notebook's procedure and
 * what is really sent), the summary that freezes, the paging demo, exercise 1's threshold, the sandbox's limits.
 * The parameters are the source notebook's (`gains_pour`: 120 characters a message, a window of 10, pages of 5, a
 * summary budget of 200 cut in 40-character chunks, 100 and 1,000 turns). The caching facts set the seed's ratios
 * beside the same ratios billed with prompt caching (cost/caching.ts `seedRatiosWithCaching`, the dated price table
 * cost/prices.ts).
 */
import { AgentMemory } from '../../engine/agentMemory';
import { createMessage } from '../../engine/core/message';
import { costOfConversation, type CostParams } from '../../engine/cost/model';
import { ProgressiveSummary, SUMMARY_SEPARATOR } from '../../engine/window/summary';
import { PagedMemory } from '../../engine/window/paging';
import { seedRatiosWithCaching } from '../../engine/cost/caching';
import { modelPrice } from '../../engine/cost/prices';
import { NUMERIC } from '../../compute/costLab/params';
import { halfCostThreshold } from '../../lib/windowThreshold';
import recordedScenes from '../../mechanisms/agent-memory/scenes.json';
import { PYTHON_RUN_TIMEOUT_MS, TS_RUN_TIMEOUT_MS } from '../../sandbox/timeouts';
import { claim, defineFacts, once } from './define';
import { count, decimal, ordinal, percent, quantity, signed, text, times } from './format';

/** The source notebook's measurement (`gains_pour`). */
const SEED = { L: 120, W: 10, P: 5, B: 200, C: 40 } as const;
const SHORT = 100;
const LONG = 1000;

const params = (turns: number, model: 'notebook' | 'exact', extra: Partial<CostParams> = {}): CostParams => ({
  turns,
  messageLength: SEED.L,
  window: SEED.W,
  pageSize: SEED.P,
  summaryBudget: SEED.B,
  chunkChars: SEED.C,
  model,
  ...extra,
});

const cost = once(() => {
  const run = (turns: number, model: 'notebook' | 'exact', extra?: Partial<CostParams>) =>
    costOfConversation(params(turns, model, extra));
  return {
    notebook: { short: run(SHORT, 'notebook'), long: run(LONG, 'notebook') },
    exact: { short: run(SHORT, 'exact'), long: run(LONG, 'exact') },
    // Pages as large as the window (P = W = 10), 1,000 turns.
    same: {
      notebook: run(LONG, 'notebook', { pageSize: SEED.W }),
      exact: run(LONG, 'exact', { pageSize: SEED.W }),
    },
    series: run(2 * SEED.W + 1, 'exact', { pageSize: SEED.W, series: true }).series,
  };
});

/**
 * The notebook model against the exact one at 100 turns, one simplification at a time (the Measurement section's
 * table): each difference, and a check that they add up to the engine's totals.
 */
const differences = once(() => {
  const { notebook, exact } = { notebook: cost().notebook.short, exact: cost().exact.short };
  const { L, W, P, B } = SEED;
  // The window billed full from turn 1: turns 1..W−1 are billed W·L instead of t·L.
  const fullWindow = -(L * (W * (W - 1))) / 2;
  // The rest of the window's difference: the summary billed with its separators (its budget reached sooner).
  const separators = exact.windowed - notebook.windowed - fullWindow;
  // The page billed full: turn t holds ((t − 1) mod P) + 1 messages.
  let pageSlots = 0;
  for (let t = 1; t <= SHORT; t++) pageSlots += ((t - 1) % P) + 1;
  const fullPage = L * (pageSlots - SHORT * P);
  // The rest of paging's difference: the summary billed only once a page is sealed.
  const pagedSummary = exact.paged - notebook.paged - fullPage;
  claim(
    separators > 0 && pagedSummary < 0,
    'the window pays the separators, paging pays no summary on its first page',
  );
  claim(-pagedSummary === P * B, 'the first page (P turns) is sent without summary');
  return { fullWindow, separators, fullPage, pagedSummary, meanPage: pageSlots / SHORT };
});

/** The seed's summary demo: 7 messages, a window of 3, chunks of 80 characters, `render(max_chars=300)`. */
const seedSummary = once(() => {
  const scene = recordedScenes.summary;
  const sm = new ProgressiveSummary({ maxCharsPerChunk: scene.config.maxCharsPerChunk });
  const messages = scene.ops.filter((o) => o.op === 'append');
  const evicted = messages.slice(0, messages.length - scene.config.window);
  for (const m of evicted) sm.add(createMessage(m.role as 'user' | 'assistant', m.content ?? ''));
  const chunks = sm.chunks;
  const rendered = sm.render();
  // The chunk render(300) cuts: the first whose end lies beyond 300 − 3 characters ("..." takes the last three).
  let end = 0;
  const cut = chunks.findIndex(
    (c, i) => (end += c.length + (i > 0 ? SUMMARY_SEPARATOR.length : 0)) > 300 - 3,
  );
  return { chunks, rendered, cut: cut + 1 };
});

/** The Measurement section's parameters run through AgentMemory: the turn from which the summary sent is frozen. */
const frozen = once(() => {
  const mem = new AgentMemory({
    window: SEED.W,
    evictTo: 'summary',
    summaryBudget: SEED.B,
    maxCharsPerChunk: SEED.C,
  });
  const sent: string[] = [];
  for (let i = 0; i < 200; i++) {
    const content = `Message #${String(i).padStart(3, '0')} - ${'x'.repeat(SEED.L)}`;
    mem.append(createMessage(i % 2 === 0 ? 'user' : 'assistant', content, { ts: i }));
    sent.push(mem.context().summary);
  }
  const last = sent.at(-1) ?? '';
  const turn = sent.indexOf(last) + 1;
  claim(turn > SEED.W && last !== '', 'the summary sent stops changing once its budget is full');
  const lastMessage = Math.max(...[...last.matchAll(/Message #(\d+)/g)].map((m) => Number(m[1])));
  claim(
    turn - 1 - SEED.W === lastMessage,
    'the freezing turn appends the message that evicts the last one summarised',
  );
  return { turn, lastMessage };
});

/** The paging demo's pages, as the cell recorded them (src/mechanisms/agent-memory/scenes.json). */
const paging = once(() => {
  const pm = new PagedMemory();
  let swapped = 0;
  for (const op of recordedScenes.paging.ops) {
    if (op.op === 'addPage')
      pm.addPage({
        title: op.title ?? '',
        messages: (op.messages ?? []).map((m) => createMessage(m.role as 'user' | 'assistant', m.content)),
      });
    if (op.op === 'swapTo') swapped = op.page ?? 0;
  }
  const page = pm.swapTo(swapped);
  const chars = (ms: readonly { content: string }[]) => ms.reduce((n, m) => n + m.content.length, 0);
  return {
    pages: pm.pages.length,
    messages: pm.totalMessages(),
    pageMessages: page.messages.length,
    pageChars: chars(page.messages),
    allChars: chars(pm.pages.flatMap((p) => p.messages)),
  };
});

const ratio = (a: number, b: number, digits = 1) => times(a / b, digits);
/** The same ratio as a plain factor ("divides the cost by 4.4"). */
const factor = (a: number, b: number) => decimal(a / b, 1);

const mini = once(() => seedRatiosWithCaching('gpt-4o-mini'));
const sonnet = once(() => seedRatiosWithCaching('claude-sonnet-4.5'));
const profile = (rows: ReturnType<typeof mini>, turns: number) => {
  const r = rows.find((x) => x.turns === turns);
  if (!r) throw new Error(`no seed profile of ${turns} turns`);
  return r;
};
const label = (id: string) => text({ en: modelPrice(id).label, fr: modelPrice(id).label });

export default defineFacts('chapter1', {
  // The unbounded bill (problem, measurement).
  'cost.unbounded100': () => count(cost().exact.short.unbounded),
  'cost.unbounded1000': () => {
    claim(
      cost().notebook.long.unbounded === cost().exact.long.unbounded,
      'both models bill the same unbounded cost',
    );
    return count(cost().exact.long.unbounded);
  },
  // The notebook model (its printed table, its conclusion).
  'cost.notebook.windowed100': () => count(cost().notebook.short.windowed),
  'cost.notebook.windowed1000': () => count(cost().notebook.long.windowed),
  'cost.notebook.paged100': () => count(cost().notebook.short.paged),
  'cost.notebook.paged1000': () => count(cost().notebook.long.paged),
  'cost.notebook.windowRatio100': () =>
    ratio(cost().notebook.short.unbounded, cost().notebook.short.windowed),
  'cost.notebook.windowRatio1000': () => ratio(cost().notebook.long.unbounded, cost().notebook.long.windowed),
  'cost.notebook.pageRatio100': () => ratio(cost().notebook.short.unbounded, cost().notebook.short.paged),
  'cost.notebook.pageRatio1000': () => ratio(cost().notebook.long.unbounded, cost().notebook.long.paged),
  'cost.notebook.windowFactor100': () =>
    factor(cost().notebook.short.unbounded, cost().notebook.short.windowed),
  'cost.notebook.windowFactor1000': () =>
    factor(cost().notebook.long.unbounded, cost().notebook.long.windowed),
  'cost.notebook.pageFactor100': () => factor(cost().notebook.short.unbounded, cost().notebook.short.paged),
  'cost.notebook.pageFactor1000': () => factor(cost().notebook.long.unbounded, cost().notebook.long.paged),
  // The bound N·(W·L + B), and the lower bounds of the ratio it gives.
  'cost.bound100': () => {
    const bound = SHORT * (SEED.W * SEED.L + SEED.B);
    claim(cost().notebook.short.windowed < bound, 'the notebook window pays less than the bound');
    return count(bound);
  },
  'cost.minorant100': () => times(((SHORT + 1) * SEED.L) / (2 * (SEED.W * SEED.L + SEED.B)), 2),
  'cost.minorant1000': () => times(((LONG + 1) * SEED.L) / (2 * (SEED.W * SEED.L + SEED.B)), 1),
  // The exact model.
  'cost.exact.windowed100': () => count(cost().exact.short.windowed),
  'cost.exact.windowed1000': () => count(cost().exact.long.windowed),
  'cost.exact.paged100': () => count(cost().exact.short.paged),
  'cost.exact.paged1000': () => count(cost().exact.long.paged),
  'cost.exact.windowRatio100': () => ratio(cost().exact.short.unbounded, cost().exact.short.windowed),
  'cost.exact.windowRatio1000': () => ratio(cost().exact.long.unbounded, cost().exact.long.windowed),
  'cost.exact.pageRatio100': () => ratio(cost().exact.short.unbounded, cost().exact.short.paged),
  'cost.exact.pageRatio1000': () => ratio(cost().exact.long.unbounded, cost().exact.long.paged),
  'cost.exact.windowFactor100': () => factor(cost().exact.short.unbounded, cost().exact.short.windowed),
  'cost.exact.windowFactor1000': () => factor(cost().exact.long.unbounded, cost().exact.long.windowed),
  'cost.exact.pageFactor100': () => factor(cost().exact.short.unbounded, cost().exact.short.paged),
  'cost.exact.pageFactor1000': () => factor(cost().exact.long.unbounded, cost().exact.long.paged),
  // Each simplification of the notebook model, at 100 turns.
  'cost.diff.firstTurn': () => count(SEED.W * SEED.L),
  'cost.diff.fullWindow': () => signed(differences().fullWindow),
  'cost.diff.fullWindowTurns': () => count(SEED.W - 1),
  'cost.diff.separators': () => signed(differences().separators),
  'cost.diff.fullPage': () => signed(differences().fullPage),
  'cost.diff.pagedSummary': () => signed(differences().pagedSummary),
  'cost.diff.separatorChars': () => count(SUMMARY_SEPARATOR.length),
  // The seed's synthetic messages: `"Message #000 - "` + 120 × "x", one digit more from message #1000.
  'cost.seedMessageChars': () => count(`Message #000 - `.length + SEED.L),
  'cost.seedMessageCharsLong': () => count(`Message #1000 - `.length + SEED.L),
  // Pages as large as the window.
  'cost.same.pageSize': () => count(SEED.W),
  'cost.same.notebookWindowed': () => count(cost().same.notebook.windowed),
  'cost.same.notebookPaged': () => count(cost().same.notebook.paged),
  'cost.same.gap': () =>
    percent(
      Math.abs(cost().same.notebook.paged - cost().same.notebook.windowed) / cost().same.notebook.paged,
    ),
  'cost.same.exactPaged': () => count(cost().same.exact.paged),
  'cost.same.exactWindowed': () => count(cost().same.exact.windowed),
  'cost.same.turn': () => count(SEED.W + 1),
  'cost.same.turnWindow': () => count(cost().series?.windowed[SEED.W] ?? NaN),
  'cost.same.turnPage': () => {
    const sent = cost().series?.paged[SEED.W] ?? NaN;
    claim(sent === SEED.L + SEED.B, 'at a page start the page sends one message and the full summary');
    return count(sent);
  },
  // Messages kept in the context on each turn (the source's "messages retenus").
  'retained.long': () => count(LONG),
  'retained.pageMean': () => decimal(differences().meanPage, 1, { trim: true }),
  // Exercise 1's threshold.
  'threshold.w100': () => count(halfCostThreshold(SHORT)),
  'threshold.w1000': () => count(halfCostThreshold(LONG)),
  'threshold.slope': () => {
    const slope = 1 - 1 / Math.SQRT2;
    claim(Math.abs(halfCostThreshold(1_000_000) / 1_000_000 - slope) < 1e-3, 'W* tends to N·(1 − 1/√2)');
    return decimal(slope, 2);
  },
  // The progressive summary demo and the summary that freezes.
  'summary.chunkLengths': () => {
    const lengths = seedSummary()
      .chunks.map((c) => String(c.length))
      .join(' + ');
    return text({ fr: lengths, en: lengths });
  },
  'summary.chunkSum': () => count(seedSummary().chunks.reduce((n, c) => n + c.length, 0)),
  'summary.rendered': () => count(seedSummary().rendered.length),
  'summary.separators': () => count(seedSummary().chunks.length - 1),
  'summary.cutChunk': () => ordinal(seedSummary().cut),
  'summary.frozenTurn': () => count(frozen().turn),
  'summary.frozenAppend': () => count(frozen().turn - 1),
  'summary.frozenLast': () => count(frozen().lastMessage),
  'summary.firstLost': () => count(frozen().lastMessage + 1),
  // The paging demo.
  'paging.pages': () => count(paging().pages),
  'paging.messages': () => count(paging().messages),
  'paging.pageMessages': () => count(paging().pageMessages),
  'paging.messageRatio': () => decimal(paging().messages / paging().pageMessages, 1),
  'paging.pageChars': () => count(paging().pageChars),
  'paging.allChars': () => count(paging().allChars),
  'paging.charRatio': () => decimal(paging().allChars / paging().pageChars, 2),
  // The cost lab's longest conversation.
  'costLab.maxTurns': () => count(NUMERIC.turns.max),
  // The exercises' sandbox.
  'exercises.tsTimeout': () => quantity(TS_RUN_TIMEOUT_MS / 1000, 's'),
  'exercises.pythonTimeout': () => quantity(PYTHON_RUN_TIMEOUT_MS / 1000, 's'),
  // Prompt caching and the seed's verdict (measurement section).
  'caching.seedWindow1000': () => times(profile(mini(), 1000).seedWindowed),
  'caching.seedWindow100': () => times(profile(mini(), 100).seedWindowed),
  'caching.exactWindow1000': () => times(profile(mini(), 1000).windowed),
  'caching.miniModel': () => label('gpt-4o-mini'),
  'caching.sonnetModel': () => label('claude-sonnet-4.5'),
  'caching.miniShare': () =>
    percent(modelPrice('gpt-4o-mini').cachedInput / modelPrice('gpt-4o-mini').input, 0),
  'caching.sonnetShare': () =>
    percent(modelPrice('claude-sonnet-4.5').cachedInput / modelPrice('claude-sonnet-4.5').input, 0),
  'caching.miniWindow1000': () => {
    const r = profile(mini(), 1000);
    claim(
      r.cachedWindowed < r.windowed / 1.5,
      "with caching the window's saving over unbounded memory shrinks",
    );
    return times(r.cachedWindowed);
  },
  'caching.miniWindow100': () => times(profile(mini(), 100).cachedWindowed),
  'caching.miniPaged1000': () => times(profile(mini(), 1000).cachedPaged),
  'caching.sonnetWindow1000': () => {
    const r = profile(sonnet(), 1000);
    // Under the minimum Anthropic caches nothing: the window's bill is its plain bill, not the write price.
    claim(
      r.hitRate.windowed === 0 && r.hitRate.paged === 0,
      'the window and pages are never cached at Sonnet either',
    );
    return times(r.cachedWindowed);
  },
  'caching.sonnetPaged1000': () => times(profile(sonnet(), 1000).cachedPaged),
  'caching.unboundedHits1000': () => percent(profile(mini(), 1000).hitRate.unbounded),
  'caching.windowHits1000': () => {
    const r = profile(mini(), 1000);
    claim(r.hitRate.windowed === 0 && r.hitRate.paged === 0, 'the seed’s window and pages are never cached');
    return percent(r.hitRate.windowed, 0);
  },
  'caching.minTokens': () => {
    const min = modelPrice('gpt-4o-mini').minCachedTokens;
    claim(
      modelPrice('claude-sonnet-4.5').minCachedTokens === min,
      'both models quoted have the same minimum',
    );
    return count(min);
  },
});
