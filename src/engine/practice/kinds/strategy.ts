/**
 * Chapter 4: which strategy keeps the evidence of this question? A short generated conversation plants a fact
 * ("badge: 4417") among other turns, then asks about it ("badge?"). Three strategies, named as chapter 4's memory
 * bench names them (`window:N`, `summary:N:B`, `retrieval:K:N`), and the question is which one still has the evidence
 * turn whole in the context sent when the question is asked.
 *
 * It runs the engine's own mechanisms directly: AgentMemory (a window, and a window with the truncating progressive
 * summary, chunks of 80 characters) and the bag-of-words `relevances`. `retrieval:K:N` means what it means on the
 * bench: the last N turns, and the K turns before them most relevant to the question (ties to the more recent, a turn
 * sharing no word never retrieved). test/engine/practice/strategy.test.ts runs the bench's `retrieval:K:N` on these
 * conversations and checks it gives the same verdicts.
 */
import { AgentMemory } from '../../agentMemory';
import { createMessage } from '../../core/message';
import { relevances } from '../../retrieval/relevance';
import { SUMMARY_SEPARATOR } from '../../window/summary';
import { defineKind, type KindExplanation, firstScene } from '../kind';
import { m, rules, strategyName } from './strategyWords';
import type { Rng } from '../random';
import { agentMemoryConfig, practiceScene, type AgentMemoryOp } from '../scenes';
import { strategySpec } from '../../memoryBench/strategies';
import type { SpecOf } from '../../memoryBench/strategy/contract';
import type { Bilingual, Choice } from '../types';

type B = Bilingual;

/** The bench's own specs (`window:N`, `summary:N:B`, `retrieval:K:N`), built by its registry's `strategySpec`. */
type PracticeKind = 'window' | 'summary' | 'retrieval';
export type StrategySpec = SpecOf<PracticeKind>;

export interface StrategyVerdict {
  strategy: StrategySpec;
  name: string;
  kept: boolean;
  /** window: turns back; summary: where the chunk starts/ends vs the cut; retrieval: rank and relevance. */
  detail: {
    turnsBack?: number;
    inWindow?: boolean;
    chunkStart?: number;
    chunkEnd?: number;
    cut?: number | null;
    rank?: number;
    relevance?: number;
  };
}

export interface StrategyData {
  turns: { id: string; role: 'user' | 'assistant'; content: string }[];
  question: string;
  evidence: string;
  verdicts: StrategyVerdict[];
  chunkChars: number;
}

const CHUNK = 80;

export { strategyName } from './strategyWords';

const KEYS = ['badge', 'parking', 'train', 'hotel', 'code', 'taxi', 'budget', 'ticket'] as const;
type Key = (typeof KEYS)[number];
const FILLERS = ['ok', 'ok!', '+1', 'noted', 'go', 'sure', 'next item'];

function valueOf(key: Key, rng: Rng): string {
  const d = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  switch (key) {
    case 'badge':
    case 'code':
      return d(4);
    case 'parking':
      return `${rng.pick(['A', 'B', 'C'])}${d(2)}`;
    case 'train':
    case 'taxi':
      return `${rng.int(6, 20)}:${rng.pick(['05', '15', '30', '42', '50'])}`;
    case 'hotel':
      return rng.pick(['Ibis', 'Mercure', 'Novotel', 'Kyriad']);
    case 'budget':
      return `${rng.int(5, 40) * 100} EUR`;
    case 'ticket':
      return `TK-${d(3)}`;
  }
}

/** Which strategies keep turn `e` whole at question time, run on the engine. */
export function judge(
  turns: readonly { id: string; role: 'user' | 'assistant'; content: string }[],
  e: number,
  question: string,
  strategies: readonly StrategySpec[],
): StrategyVerdict[] {
  const evidence = turns[e] as { id: string; content: string };
  const appendAll = (mem: AgentMemory) => {
    const chunks = new Map<string, { chunk: string; index: number }>();
    turns.forEach((t, i) => {
      for (const ev of mem.append(createMessage(t.role, t.content, { id: t.id, ts: i })))
        if (ev.type === 'summarized') chunks.set(ev.message.id, { chunk: ev.chunk, index: ev.chunkIndex });
    });
    return chunks;
  };
  const rel = relevances(
    question,
    turns.map((t) => t.content),
  );
  // Past turns by relevance, then the more recent first; zero relevance is never retrieved.
  const order = turns
    .map((_, i) => i)
    .filter((i) => (rel[i] as number) > 0)
    .sort((a, b) => (rel[b] as number) - (rel[a] as number) || b - a);
  return strategies.map((s): StrategyVerdict => {
    const name = strategyName(s);
    if (s.kind === 'window') {
      const mem = new AgentMemory(agentMemoryConfig({ window: s.window, evictTo: 'trash' }));
      appendAll(mem);
      const kept = mem.context().messages.some((x) => x.id === evidence.id);
      return { strategy: s, name, kept, detail: { turnsBack: turns.length - e, inWindow: kept } };
    }
    if (s.kind === 'summary') {
      const mem = new AgentMemory(
        agentMemoryConfig({
          window: s.window,
          evictTo: 'summary',
          summaryBudget: s.budget,
          maxCharsPerChunk: CHUNK,
        }),
      );
      const chunks = appendAll(mem);
      const ctx = mem.context();
      if (ctx.messages.some((x) => x.id === evidence.id))
        return { strategy: s, name, kept: true, detail: { inWindow: true } };
      const mine = chunks.get(evidence.id) as { chunk: string; index: number };
      const all = mem.summary.chunks;
      let start = 0;
      for (let i = 0; i < mine.index; i++) start += (all[i] as string).length + SUMMARY_SEPARATOR.length;
      const end = start + mine.chunk.length;
      const body = mem.summary.renderedLength;
      const cut = body <= s.budget ? null : s.budget - 3;
      const whole = mine.chunk.endsWith(evidence.content) && (cut === null || end <= cut);
      // The engine's sent summary must hold the chunk exactly when the arithmetic says so.
      if (whole !== ctx.summary.includes(mine.chunk))
        throw new Error('summary arithmetic differs from the engine');
      return {
        strategy: s,
        name,
        kept: whole,
        detail: { inWindow: false, chunkStart: start, chunkEnd: end, cut },
      };
    }
    // The bench's retrieval:K:N: the last N turns, then the K most relevant among the turns before them.
    const before = turns.length - s.window;
    if (e >= before) return { strategy: s, name, kept: true, detail: { inWindow: true } };
    const rank = order.filter((i) => i < before).indexOf(e) + 1;
    const kept = rank > 0 && rank <= s.k;
    return { strategy: s, name, kept, detail: { inWindow: false, rank, relevance: rel[e] as number } };
  });
}

interface Built {
  data: StrategyData;
  ops: AgentMemoryOp[];
  summary: SpecOf<'summary'>;
  answer: string;
}

type Target = 'window' | 'summary' | 'retrieval' | 'none';

/** One try at a conversation where exactly `target` keeps the evidence (or none does); null when it does not. */
function attempt(rng: Rng, target: Target): Built | null {
  const n = rng.int(8, 14);
  const key = rng.pick(KEYS);
  const others = rng.sample(
    KEYS.filter((k) => k !== key),
    3,
  );
  // The evidence is a user turn (even index), at least two turns before the question.
  const e = 2 * rng.int(0, Math.floor((n - 3) / 2));
  const mentions = rng.pick([0.1, 0.3, 0.5]);
  const turns = Array.from({ length: n }, (_, i) => {
    const role: 'user' | 'assistant' = i % 2 === 0 ? 'user' : 'assistant';
    let content: string;
    if (i === e) content = `${key}: ${valueOf(key, rng)}`;
    else if (i > e && rng.chance(mentions)) content = `${key} ${rng.pick(['ok', 'noted', 'again?'])}`;
    else if (rng.chance(0.4)) {
      const other = rng.pick(others);
      content = `${other}: ${valueOf(other, rng)}`;
    } else content = rng.pick(FILLERS);
    return { id: `m${i}`, role, content };
  });
  const question = `${key}?`;
  const summary = strategySpec('summary', { window: rng.int(1, 4), budget: rng.int(30, 160) });
  const window = strategySpec('window', { window: rng.int(2, 6) });
  // Its window of 1 or 2 turns never holds the evidence (at least 3 turns back): relevance decides.
  const k = rng.int(1, 3);
  const retrieval = strategySpec('retrieval', { k, window: rng.int(1, 2) });
  const strategies: StrategySpec[] = rng.shuffle<StrategySpec>([window, summary, retrieval]);
  const verdicts = judge(turns, e, question, strategies);
  const keeping = verdicts.filter((v) => v.kept);
  if (keeping.length > 1) return null;
  if ((keeping[0]?.strategy.kind ?? 'none') !== target) return null;
  const ops: AgentMemoryOp[] = turns.map((t) => ({
    op: 'append',
    id: t.id,
    role: t.role,
    content: t.content,
  }));
  return {
    data: { turns, question, evidence: turns[e]!.id, verdicts, chunkChars: CHUNK },
    ops,
    summary,
    answer: keeping[0]?.name ?? 'none',
  };
}

const RULE_BY_KIND = {
  window: 'strategy-window',
  summary: 'strategy-summary',
  retrieval: 'strategy-retrieval',
} as const satisfies Record<PracticeKind, keyof typeof rules>;
const ruleOf = (s: StrategySpec): keyof typeof rules => RULE_BY_KIND[s.kind];

function verdictText(v: StrategyVerdict): B {
  const d = v.detail;
  if (v.strategy.kind === 'window') return m.window(v.name, d.turnsBack ?? 0, v.kept);
  if (v.strategy.kind === 'summary')
    return d.inWindow
      ? m.summaryWindow(v.name)
      : m.summary(v.name, d.chunkStart ?? 0, d.chunkEnd ?? 0, d.cut ?? null, v.kept);
  if (d.inWindow) return m.retrievalWindow(v.name);
  return m.retrieval(v.name, v.strategy.window, d.rank ?? 0, d.relevance ?? 0, v.kept);
}

export const strategyEvidence = defineKind<StrategyData>({
  kind: 'strategy-evidence',
  rules,
  build(rng) {
    // Which strategy keeps the evidence is drawn first, so every one is the answer about as often.
    const target = rng.pick<Target>([
      'window',
      'summary',
      'retrieval',
      'window',
      'summary',
      'retrieval',
      'none',
    ]);
    const b = firstScene('strategy-evidence', 5000, () => attempt(rng, target));
    const d = b.data;
    const options: Choice[] = d.verdicts.map((v) => ({ id: v.name, label: m.label(v.strategy) }));
    options.push({ id: 'none', label: m.none });
    const evidenceNumber = `#${d.evidence.slice(1)}`;
    return {
      prompt: m.prompt(d.question, evidenceNumber),
      facts: [m.factChunks(CHUNK), ...d.turns.map((t) => m.turn(`#${t.id.slice(1)}`, t.role, t.content))],
      scene: practiceScene(
        'agent-memory',
        agentMemoryConfig({
          window: b.summary.window,
          evictTo: 'summary',
          summaryBudget: b.summary.budget,
          maxCharsPerChunk: CHUNK,
        }),
        b.ops,
        { askAt: 0, revealAt: b.ops.length, focus: d.evidence },
      ),
      choices: { mode: 'list', options },
      answer: b.answer,
      data: d,
    };
  },
  explain(q, given) {
    const d = q.data;
    const because = d.verdicts.map(verdictText);
    const keeping = d.verdicts.find((v) => v.kept);
    const out: KindExplanation = { because, rule: keeping ? ruleOf(keeping.strategy) : 'strategy-none' };
    if (given === undefined) return out;
    if (given === 'none') {
      const k = keeping as StrategyVerdict;
      out.broken = { rule: ruleOf(k.strategy), detail: verdictText(k) };
      return out;
    }
    const c = d.verdicts.find((v) => v.name === given) as StrategyVerdict;
    out.broken = { rule: ruleOf(c.strategy), detail: verdictText(c) };
    return out;
  },
});
