/**
 * Chapter 5's memories in the bench: `blocks:L[:N[:K]]` (the scripted agent edits a `human` block of L characters
 * by tool calls, moves what does not fit to archival memory, and searches it, K passages, when a question's answer
 * is not in a block; the last N turns are kept) and `writepath:overwrite|append|bitemporal[:K[:N]]` (the write path
 * of selfManaged/writePath.ts after every user turn; the K memories most relevant to the query, the last N turns).
 *
 * A memory that writes is paid for twice. Besides the answers' requests, each strategy reports:
 * - `toolCalls`: the memory operations made (blocks: every tool call, searches included; writepath: every ADD,
 *   UPDATE and DELETE applied, a NOOP being no operation), and per turn;
 * - the write path's own model requests (`writeCalls`, `writeTokens`), priced with the same table and caching rule
 *   as the answers (`writeCostUsd`, `writeCachedCostUsd`): for writepath, one extraction request per user turn
 *   (instructions + the turn) and one decision request per fact (instructions + the closest memories + the fact);
 *   for blocks, each tool call is one more request of the turn's context (the model reads the tool's result and
 *   goes on, as Letta's agent loop does), sharing that context as a cached prefix. Only input tokens are priced:
 *   the price table has no output rates.
 */
import type { Counter, Env, Item, PreparedQuestion, Request, Strategy } from './memories';
import {
  createBlockState,
  defaultBlocks,
  renderBlocks,
  searchTexts,
  type BlockState,
} from '../selfManaged/blocks';
import { answerInBlocks, scriptedTurn } from '../selfManaged/scripted';
import { WritePath, type WriteDesign } from '../selfManaged/writePath';
import { extractFacts } from '../selfManaged/facts';
import { priceRequests } from '../cost/caching';
import type { ModelPrice } from '../cost/prices';
import type { Message } from '../core/message';
import { settingsOf, type ParseTools } from './strategy/contract';

export type SelfManagedSpec =
  | { kind: 'blocks'; name: string; limit: number; window: number; k: number }
  | { kind: 'writepath'; name: string; design: WriteDesign; k: number; window: number };

export const DEFAULT_BLOCKS_WINDOW = 10;
export const DEFAULT_ARCHIVAL_K = 3;
export const DEFAULT_WRITEPATH_K = 5;
/** append: a memory's weight halves after this many turns (the bench's clock is the turn index). */
export const BENCH_HALF_LIFE_TURNS = 200;

/** The instructions of the write path's two model calls (mem0's shape, the lab's words): their tokens are paid. */
export const EXTRACTION_INSTRUCTIONS =
  'Extract the facts about the user or the world stated in the message below, one per line as "key: value". Mark a fact the user adds beside another with "also", one that is no longer true with "no longer", and a correction with the wrong value. Output nothing if there is no fact.';
export const DECISION_INSTRUCTIONS =
  'Compare the new fact with the stored memories below and answer with one JSON object {"event": "ADD"|"UPDATE"|"DELETE"|"NOOP", "target": id or null}: ADD a new fact, UPDATE a memory it changes or corrects, DELETE a memory it says is no longer true, NOOP when it is already stored.';

/** Each strategy's figures for one case, summed by run.ts. */
export interface SelfManagedStats {
  toolCalls: number;
  /** Tokens of each write-path model request, and the prefix it shares with the previous one. */
  writeTokens: number[];
  writePrefix: number[];
}

/** The figures a bench row carries for chapter 5 (zero for the strategies that make no tool call). */
export interface SelfManagedFigures {
  toolCalls: number;
  toolCallsPerTurn: number;
  writeCalls: number;
  writeTokens: number;
  writeCostUsd: number;
  writeCachedCostUsd: number;
}

export const STRATEGY_HELP_SELF_MANAGED: readonly { form: string; en: string; fr: string }[] = [
  {
    form: 'blocks:L[:N[:K]]',
    en: 'self-editing memory blocks of L characters (tool calls), archival search of K passages (default 3), the last N turns (default 10)',
    fr: 'blocs de mémoire de L caractères que l’agent modifie (appels d’outils), recherche de K passages archivés (3 par défaut), les N derniers tours (10 par défaut)',
  },
  {
    form: 'writepath:D[:K[:N]]',
    en: 'the write path (extract, compare, ADD/UPDATE/DELETE/NOOP) in design D = overwrite, append or bitemporal; the K most relevant memories (default 5), the last N turns (default 10)',
    fr: 'le chemin d’écriture (extraire, comparer, ADD/UPDATE/DELETE/NOOP) selon la conception D = overwrite, append ou bitemporal ; les K souvenirs les plus pertinents (5 par défaut), les N derniers tours (10 par défaut)',
  },
];

/** Parses `blocks:…` and `writepath:…`, or returns null for another name (`tools`: strategies.ts' checkers). */
export function parseSelfManaged(
  name: string,
  head: string,
  rest: string[],
  tools: ParseTools,
): SelfManagedSpec | null {
  if (head === 'blocks') {
    return {
      kind: 'blocks',
      name,
      ...settingsOf(tools, name, rest, {
        limit: ['L (block characters)'],
        window: ['N (turns kept)', DEFAULT_BLOCKS_WINDOW],
        k: ['K (passages searched)', DEFAULT_ARCHIVAL_K],
      }),
    };
  }
  if (head !== 'writepath') return null;
  const [design, ...more] = rest;
  if (design !== 'overwrite' && design !== 'append' && design !== 'bitemporal')
    throw tools.error(
      `strategy "${name}": the design is overwrite, append or bitemporal (writepath:D[:K[:N]])`,
    );
  return {
    kind: 'writepath',
    name,
    design,
    ...settingsOf(tools, name, more, {
      k: ['K (memories retrieved)', DEFAULT_WRITEPATH_K],
      window: ['N (turns kept)', DEFAULT_BLOCKS_WINDOW],
    }),
  };
}

function lastUser(env: Env, t: number): string {
  for (let i = t; i >= 0; i--) {
    const m = env.prep.messages[i] as Message;
    if (m.role === 'user') return m.content;
  }
  return '';
}

export type SelfManagedStrategy = Strategy & { stats(): SelfManagedStats };

/** The bench memory of a chapter 5 spec. */
export function makeSelfManaged(spec: SelfManagedSpec, env: Env): SelfManagedStrategy {
  return spec.kind === 'blocks' ? blocksStrategy(spec, env) : writePathStrategy(spec, env);
}

function blocksStrategy(spec: Extract<SelfManagedSpec, { kind: 'blocks' }>, env: Env): SelfManagedStrategy {
  const { prep, counter } = env;
  const blocks = defaultBlocks(spec.limit).map((b) =>
    b.label === 'persona' ? { ...b, limit: Math.max(b.limit, b.value.length) } : b,
  );
  let state: BlockState = createBlockState(blocks);
  let rendered = renderBlocks(state.blocks);
  const stats: SelfManagedStats = { toolCalls: 0, writeTokens: [], writePrefix: [] };
  const windowTokens = (t: number): number => {
    const lo = Math.max(0, t - spec.window + 1);
    return (prep.cum[t + 1] as number) - (prep.cum[lo] as number);
  };
  return {
    advance(t) {
      const m = prep.messages[t] as Message;
      if (m.role !== 'user') {
        state = {
          ...state,
          conversation: [...state.conversation, { role: 'assistant', content: m.content }],
        };
        return;
      }
      const before = counter.text(rendered) + windowTokens(t);
      const out = scriptedTurn(state, m.content, { search: false });
      state = out.state;
      for (const step of out.steps) {
        // One more request per call: the context so far, then the call and its result.
        stats.toolCalls++;
        const extra =
          counter.text(JSON.stringify(step.call.arguments)) + counter.text(resultText(step.event));
        stats.writePrefix.push(before);
        stats.writeTokens.push(before + extra);
      }
      if (out.steps.length > 0) rendered = renderBlocks(state.blocks);
    },
    request(t, question?: PreparedQuestion): Request {
      const lo = Math.max(0, t - spec.window + 1);
      const items: Item[] = [{ text: rendered }];
      if (question && !answerInBlocks(state, question.q.question)) {
        stats.toolCalls++;
        for (const p of searchTexts(state.archival, (a) => a.text, question.q.question, spec.k))
          items.push({ text: p.text });
      }
      return { summary: '', items, lo, hi: t };
    },
    stats: () => stats,
  };
}

function resultText(e: { type: string; result?: string; error?: string }): string {
  return e.type === 'tool-result' ? (e.result ?? '') : (e.error ?? '');
}

function writePathStrategy(
  spec: Extract<SelfManagedSpec, { kind: 'writepath' }>,
  env: Env,
): SelfManagedStrategy {
  const { prep, counter } = env;
  // Same key only: comparing every fact with every memory by similarity is what a vector store does; the rules'
  // keys make it exact and linear here.
  const path = new WritePath(spec.design, { similar: 0, halfLife: BENCH_HALF_LIFE_TURNS });
  const stats: SelfManagedStats = { toolCalls: 0, writeTokens: [], writePrefix: [] };
  const extractionTokens = counter.text(EXTRACTION_INSTRUCTIONS);
  const decisionTokens = counter.text(DECISION_INSTRUCTIONS);
  let version = 0;
  let key = '';
  let items: Item[] = [];
  const itemsFor = (query: string, t: number): Item[] =>
    path.ranked(query, t, spec.k).map((r) => ({ text: r.text }));
  return {
    advance(t) {
      const m = prep.messages[t] as Message;
      if (m.role !== 'user') return;
      stats.writeTokens.push(extractionTokens + counter.text(m.content));
      stats.writePrefix.push(extractionTokens);
      for (const fact of extractFacts(m.content)) {
        const closest = path.closest(fact);
        const shown = closest.map((c) => `${c.id}: ${c.key}: ${c.value}`).join('\n');
        stats.writeTokens.push(decisionTokens + counter.text(shown) + counter.text(fact.text));
        stats.writePrefix.push(decisionTokens);
        const step = path.write(fact, t);
        if (step.history.length > 0) {
          stats.toolCalls++;
          version++;
        }
      }
    },
    request(t, question?: PreparedQuestion): Request {
      const lo = Math.max(0, t - spec.window + 1);
      if (question) return { summary: '', items: itemsFor(question.q.question, t), lo, hi: t };
      const query = lastUser(env, t);
      const k = `${version}\u0000${query}`;
      if (k !== key) {
        items = query.length === 0 ? [] : itemsFor(query, t);
        key = k;
      }
      return { summary: '', items, lo, hi: t };
    },
    stats: () => stats,
  };
}

/** Sums the cases' stats into a row's figures, priced with the answers' table and caching rule. */
export function selfManagedFigures(
  all: readonly SelfManagedStats[],
  price: ModelPrice,
  turns: number,
): SelfManagedFigures {
  let toolCalls = 0;
  const tokens: number[] = [];
  const prefix: number[] = [];
  const starts: number[] = [];
  for (const s of all) {
    toolCalls += s.toolCalls;
    starts.push(tokens.length);
    tokens.push(...s.writeTokens);
    prefix.push(...s.writePrefix);
  }
  const priced = priceRequests(tokens, prefix, price, starts);
  return {
    toolCalls,
    toolCallsPerTurn: turns === 0 ? 0 : toolCalls / turns,
    writeCalls: tokens.length,
    writeTokens: priced.totalTokens,
    writeCostUsd: priced.costUsd,
    writeCachedCostUsd: priced.cachedCostUsd,
  };
}

/** The row's chapter 5 figures, picked from a result. */
export function pickSelfManagedFigures(r: SelfManagedFigures): SelfManagedFigures {
  return {
    toolCalls: r.toolCalls,
    toolCallsPerTurn: r.toolCallsPerTurn,
    writeCalls: r.writeCalls,
    writeTokens: r.writeTokens,
    writeCostUsd: r.writeCostUsd,
    writeCachedCostUsd: r.writeCachedCostUsd,
  };
}

export type { Counter };
