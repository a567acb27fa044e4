/**
 * The strategies as memories the bench replays: each case prepared once (its turns as messages, their tokens), and
 * for each strategy an object that takes the turns one by one (`advance`) and says what a request holds
 * (`request`): a summary text, memory items (past turns or texts) and a window of turns. run.ts measures those
 * requests; the mechanisms are the lab's own (README.md of this folder says which each uses).
 */
import type { BenchCase, BenchQuestion } from './format';
import type { StrategySpec } from './strategies';
import type { Llm } from '../core/llm';
import { formatLine, type Message } from '../core/message';
import { lineTokens } from '../agentMemory/tokens';
import { countTokensLoaded, hasTokenCounter, type Encoding } from '../tokens/counter';
import { approxTokens } from '../tokens/approx';
import type { SelfManagedStats } from './selfManaged';
import { customMemory } from './strategy/custom';
import { strategyDef } from './strategy/registry';

export { BENCH_HOOKS, lastUserQuery } from './strategy/shared';

/** AgentMemory's default summary chunk limit (characters of a message kept in its chunk). */
export const DEFAULT_CHUNK_CHARS = 80;

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

/** The memory that replays `spec`: its kind's line of the registry, or the exercise's code. */
export function makeStrategy(spec: StrategySpec, env: Env): Strategy {
  return spec.kind === 'custom' ? customMemory(spec, env) : strategyDef(spec.kind).make(spec, env);
}
