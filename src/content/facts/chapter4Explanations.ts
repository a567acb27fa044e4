/**
 * Chapter 4's explanations, computed: the strategies' settings and the command the lesson prints (from the engine's
 * defaults), the decay buckets and the distances the prose reads them at, why the summary barely softens the
 * window's cliff, why retrieval can send an old value alone, and why chapter 3's forgetting does not resolve an
 * update (a fact and its update scored by consolidation's own cosine). The bench's figures are in chapter4.ts.
 */
import {
  DEFAULT_STRATEGIES,
  GENERATOR_DEFAULTS,
  parseStrategies,
  type StrategySpec,
} from '../../engine/memoryBench';
import { bucketOf } from '../../engine/memoryBench/run';
import { textCosine } from '../../engine/retrieval/bow';
import { forget } from '../../engine/retrieval/forgetting';
import { EPISODIC_PRESETS } from './scenes';
import { data, DECAY, result, WHICH, windowTurns } from './chapter4';
import { MEASURED } from './measured';
import { claim, defineFacts, once } from './define';
import { code, count, decimal, ordinal, word, type Fact } from './format';

/** The command that prints chapter 4's figures, built from the generator's and the bench's defaults. */
export function benchCommand(): string {
  const g = GENERATOR_DEFAULTS;
  return `npm run -s bench:memory -- --generate turns=${g.turns},questions=${g.questions},seed=${g.seed},lang=${g.lang} --strategies ${DEFAULT_STRATEGIES}`;
}

/** A default strategy of one kind, as the bench parses it. */
function spec<K extends StrategySpec['kind']>(kind: K): Extract<StrategySpec, { kind: K }> {
  const s = parseStrategies(DEFAULT_STRATEGIES).find((x) => x.kind === kind);
  if (!s) throw new Error(`DEFAULT_STRATEGIES has no ${kind} strategy`);
  return s as Extract<StrategySpec, { kind: K }>;
}

/** A decay bound must start (or end) a bucket, so that the figure read at it is a sum of whole buckets. */
function bucketBound(d: number, side: 'first' | 'last'): Fact {
  const [from, to] = bucketOf(d);
  claim(side === 'first' ? from === d : to === d, `${d} is the ${side} distance of a decay bucket`);
  return count(d);
}

const turnIndex = (id: string): number => data().cases[0]!.conversation.findIndex((t) => t.id === id);

/** The generated facts that were updated: the original turn, the update, the question. */
const updates = once(() => {
  const c = data().cases[0]!;
  return c.questions
    .filter((q) => (q.previous ?? []).length > 0)
    .map((q) => {
      const update = c.conversation[turnIndex(q.evidence[0]!)]!;
      const original = c.conversation.find(
        (t) => t.role === 'user' && t !== update && t.content.includes(q.previous![0]!),
      );
      if (!original) throw new Error(`no turn states the old value of ${q.id}`);
      return { q, original: original.content, update: update.content };
    });
});

/** Consolidation's cosine (chapter 3's forgetting) between each fact and its update. */
const updateSimilarities = once(() => updates().map((u) => textCosine(u.original, u.update)));

/**
 * The questions for which retrieval:5 sent the old value alone: where the update ranks among the turns before the
 * window (bag of words, as the bench scores them), and how many of the turns above it are other facts, neither the
 * original sentence nor the update.
 */
const retrievalOld = once(() => {
  const c = data().cases[0]!;
  const k = spec('retrieval').k;
  const n = spec('retrieval').window;
  return result('retrieval')
    .perQuestion.filter((pq) => pq.drift === 'old')
    .map((pq) => {
      const u = updates().find((x) => x.q.id === pq.questionId)!;
      const before = turnIndex(u.q.after) - n + 1;
      const scored = c.conversation
        .slice(0, before)
        .map((t, i) => ({ i, content: t.content, s: textCosine(u.q.question, t.content) }))
        .filter((x) => x.s > 0)
        .sort((a, b) => b.s - a.s || b.i - a.i);
      const rank = scored.findIndex((x) => x.content === u.update) + 1;
      const above = scored.slice(0, Math.max(0, rank - 1));
      const others = above.filter((x) => x.content !== u.original).length;
      claim(rank > k, `the update falls out of retrieval:${k}'s top ${k}`);
      claim(
        scored.slice(0, k).some((x) => x.content === u.original),
        'the original sentence is among the turns retrieved',
      );
      return { rank, others };
    });
});

/** A measured number by its id: a share, or an amount in dollars (read from its English text, `$0.303`). */
function measuredNumber(id: string): number {
  const f = MEASURED[id]?.value;
  if (f?.kind === 'number') return f.value;
  const amount = f?.kind === 'text' ? /^\$([\d.,]+)$/.exec(f.value.en)?.[1] : undefined;
  if (amount === undefined) throw new Error(`no measured number ${id}`);
  return Number(amount.replaceAll(',', ''));
}

export default defineFacts('chapter4', {
  // The strategies' settings, as the bench parses the default names.
  'setting.window': () => count(windowTurns()),
  'setting.summaryBudget': () => count(spec('summary').budget),
  'setting.summaryWindow': () => count(spec('summary').window),
  'setting.pageSize': () => count(spec('paging').pageSize),
  'setting.retrievalK': () => count(spec('retrieval').k),
  'setting.retrievalWindow': () => count(spec('retrieval').window),
  'setting.reflectiveK': () => count(spec('reflective').k),
  'setting.reflectiveWindow': () => count(spec('reflective').window),
  'setting.reflectEvery': () => count(spec('reflective').every),
  command: () => code(benchCommand()),

  // Decay: the buckets and the bounds the prose reads them at.
  'decay.buckets': () => {
    const firsts = [0, 1, 2, 4, 8];
    return code(
      `${firsts
        .map((d) => bucketOf(d))
        .map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`))
        .join(', ')}…`,
    );
  },
  'decay.nearMax': () => bucketBound(DECAY.nearMax, 'last'),
  'decay.farMin': () => bucketBound(DECAY.farMin, 'first'),
  'decay.oldMin': () => bucketBound(DECAY.oldMin, 'first'),

  // The summary variant: what it keeps beyond the window is the head of the conversation, frozen (chapter 1).
  'gen.summary.beyondWindow': () => {
    const size = windowTurns();
    const kept = result('summary').perQuestion.flatMap((q) =>
      q.distances.filter((d, i) => d >= size && q.inContext[i]),
    );
    const c = data().cases[0]!;
    const turns = result('summary')
      .perQuestion.flatMap((q) => {
        const question = c.questions.find((x) => x.id === q.questionId)!;
        return question.evidence.filter((_, i) => (q.distances[i] ?? 0) >= size && q.inContext[i]);
      })
      .map(turnIndex);
    claim(
      turns.every((t) => t < 2 * spec('summary').window),
      'the summary keeps beyond the window only facts of the conversation’s first turns',
    );
    return word(kept.length);
  },

  // Drift: retrieval's old value alone, and why.
  'gen.drift.retrievalUpdateRank': () => {
    const cases = retrievalOld();
    claim(cases.length > 0, 'retrieval sometimes sends the old value alone');
    claim(
      cases.every((x) => x.others >= 1),
      'other facts written like the original outrank the update',
    );
    return ordinal(Math.min(...cases.map((x) => x.rank)));
  },

  // Updates and chapter 3's forgetting: consolidation would not merge a fact with its update, nor keep the new one.
  'update.maxSimilarity': () => {
    const max = Math.max(...updateSimilarities());
    claim(
      max < EPISODIC_PRESETS.forgetting.config.mergeAbove,
      'a fact and its update stay under chapter 3’s merging threshold',
    );
    const u = updates()[0]!;
    const merged = forget(
      [
        { id: 'fact', text: u.original, importance: 5, lastAccessAt: 0 },
        { id: 'update', text: u.update, importance: 5, lastAccessAt: 1 },
      ],
      { now: 1, similarity: 0, threshold: 0 },
    );
    claim(
      merged.kept.length === 1 && merged.kept[0]!.text === u.original,
      'merged at equal importance, a fact and its update keep the older text: the stale value',
    );
    return decimal(max, 2);
  },
  'update.minSimilarity': () => decimal(Math.min(...updateSimilarities()), 2),

  // Which memory for which job, on the public subset: how close retrieval:5 comes to the high line.
  'public.retrievalGap': () => {
    const gap = WHICH.high - measuredNumber('chapter4.public.retrieval.recall');
    claim(
      gap > 0 && gap < measuredNumber('chapter4.public.oneQuestion'),
      'retrieval:5 misses the high line by less than one question',
    );
    claim(
      measuredNumber('chapter4.public.retrieval.cost') < measuredNumber('chapter4.public.reflective.cost'),
      'without the cache, retrieval:5 costs less than reflective:5',
    );
    const cheapest = MEASURED['chapter4.public.cheapest90Uncached']?.value;
    claim(
      cheapest?.kind === 'code' && cheapest.value === 'reflective:5',
      'reflective:5 is the cheapest at the high line without the cache',
    );
    return decimal(gap * 100, 1);
  },
});
