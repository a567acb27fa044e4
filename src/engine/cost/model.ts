/**
 * Context cost of a long synthetic conversation (the seed's section 6, `gains_pour`), for three
 * memories: unbounded (the whole history every turn), windowed (rolling window + progressive
 * summary) and paged (current page + summary).
 *
 * Two models:
 *
 * - 'notebook' reproduces the seed's own procedure digit for digit, for any parameters:
 *     unbounded = sum over turns i = 0..N-1 of L * (i + 1)
 *     windowed  = per turn W * L + min(budget, len(summary)), where the summary chunks are made from
 *                 the seed's real synthetic messages `Message #{i:03d} - ` + 'x' * L (4+ digits from
 *                 i = 1000 on), truncated to chunkChars, prefixed `[user] ` / `[assistant] ` (i even =
 *                 user), and len(summary) = sum of chunk lengths WITHOUT separators (the seed's __len__)
 *     paged     = N * (P * L + budget)
 *   The seed recomputes len(summary) from every chunk each turn (quadratic); here it is a running
 *   total that stops growing once it reaches the budget, so each turn is O(1).
 *
 * - 'exact' charges what is really in the context each turn. DECISIONS (they are part of the lesson):
 *   1. A message is `messageLength` characters and is charged at that length. (The notebook charges
 *      120 per message while its synthetic messages are 135 characters long: "Message #000 - " + 120 x.)
 *      That length is the message's line as the model reads it, `[role] ` prefix included, which is
 *      what AgentMemory.context() charges (lineChars): summed over the turns, AgentMemory with the same
 *      window, budget and chunk size sends exactly `windowed` (test/content/chapter1-engine.test.ts).
 *      A summary chunk's content is taken as min(L, chunkChars), which assumes the content (L minus the
 *      prefix) is longer than chunkChars: true from L = chunkChars + 13 on (the defaults: 120 and 40).
 *   2. Window: turn t (1-based) charges min(t, W) messages, not W. (The notebook charges a full window
 *      from the first turn, before it is full.)
 *   3. The summary is charged at its rendered length min(budget, sum(chunks) + 4 * (k - 1)) for k >= 1
 *      chunks, 0 for k = 0: the '\n--\n' separators are sent to the model, so they count (the
 *      notebook uses len() without separators). The chunks are the evicted messages: `[role] ` +
 *      content truncated to chunkChars (content longer than chunkChars -> chunkChars - 3 chars + '...').
 *   4. Paged: the current page is partial, it holds ((t - 1) mod P) + 1 messages at turn t (the
 *      notebook charges a full page every turn), plus the summary of the messages of the sealed pages
 *      (the P * floor((t - 1) / P) messages before the current page), charged like the window's summary:
 *      0 while nothing is sealed (the notebook charges the full budget from turn 1).
 *   5. Swapping a page is free in both models (in production it costs a retrieval round-trip).
 *
 * Units:
 * - 'chars': characters (UTF-16 code units), as the notebook.
 * - 'tokens': real BPE tokens (gpt-tokenizer, `encoding`). In the exact model a message is a
 *   representative text (`sampleText`, default a realistic English sentence, repeated and cut to
 *   messageLength chars), tokenized once: msgTokens. Unbounded = sum over turns of t * msgTokens.
 *   The summary is tokenized as rendered; its text only changes while it is shorter than the budget
 *   (after that the rendered text is the same budget-long prefix + '...', counted once). While it
 *   grows, the count for k chunks is exact for k <= 8 and extrapolated beyond from the 2-chunk period
 *   (user + assistant chunk), after checking on k = 2..8 that the period is exact (BPE pre-tokenization
 *   is local, so it is); if the check fails every k is counted for real.
 *   The notebook model in tokens simply converts its character totals with the same per-message ratio:
 *   tokens = chars * msgTokens / messageLength (fractional).
 * - 'approx': chars / 4 (the notebook's "1 token ~ 4 chars" proxy), not rounded, so sums stay additive.
 *
 * Complexity: O(turns) time, O(1) memory unless `series` (then three Float64Array of `turns` values:
 * element t - 1 is the cost of turn t). Series are limited to 2,000,000 turns (48 MB). Totals are
 * sums of doubles: exact integers below 2^53 (9e15), e.g. 10^7 turns of 120 chars unbounded = 6e15.
 */
import { countTokensLoaded as countTokens, ENCODINGS, type Encoding } from '../tokens/counter';
import { SUMMARY_SEPARATOR, truncateContent } from '../window/summary';
import { assertInt, assertOneOf, assertString } from '../core/validate';

export type CostModel = 'exact' | 'notebook';
export type CostUnit = 'chars' | 'tokens' | 'approx';

export interface CostParams {
  /** Number of turns (one message per turn), integer 1..10,000,000. */
  turns: number;
  /** Characters per message, integer 1..1,000,000 (default 120, the seed's MSG_AVG_LEN). */
  messageLength?: number;
  /** Rolling window size W, integer 1..10,000,000 (default 10). */
  window?: number;
  /** Page size P, integer 1..10,000,000 (default 5). */
  pageSize?: number;
  /** Summary budget in chars, integer 0..10,000,000 (default 200, the seed's RESUME_MAX). */
  summaryBudget?: number;
  /** Max chars per summary chunk content, integer 3..1,000,000 (default 40, as in gains_pour). */
  chunkChars?: number;
  model?: CostModel;
  unit?: CostUnit;
  encoding?: Encoding;
  /** Also return per-turn costs (turns <= 2,000,000). */
  series?: boolean;
  /** Exact model, tokens unit: the text a message is made of (repeated/cut to messageLength). */
  sampleText?: string;
}

export interface CostSeries {
  /** Element t - 1 = cost of turn t. */
  unbounded: Float64Array;
  windowed: Float64Array;
  paged: Float64Array;
}

export interface CostResult {
  unbounded: number;
  windowed: number;
  paged: number;
  model: CostModel;
  unit: CostUnit;
  turns: number;
  /** Tokens of one message (unit 'tokens' only). */
  messageTokens?: number;
  series?: CostSeries;
}

export const MAX_TURNS = 10_000_000;
export const MAX_SERIES_TURNS = 2_000_000;

/** A realistic sentence; messages of the exact model in tokens are made of it. */
export const DEFAULT_SAMPLE_TEXT =
  'The user asks the agent to compare both drafts, keep the decisions made earlier and list the open questions for tomorrow. ';

/** `sampleText` repeated and cut to exactly `length` characters. */
export function representativeMessage(length: number, sampleText: string = DEFAULT_SAMPLE_TEXT): string {
  assertInt('length', length, 0, 10_000_000);
  assertString('sampleText', sampleText);
  if (sampleText.length === 0) throw new RangeError('sampleText must not be empty');
  if (length === 0) return '';
  const reps = Math.ceil(length / sampleText.length);
  return sampleText.repeat(reps).slice(0, length);
}

/** Length of the `[user] ` / `[assistant] ` prefixes. */
const USER_PREFIX = '[user] '.length; // 7
const ASSISTANT_PREFIX = '[assistant] '.length; // 12
const SEP = SUMMARY_SEPARATOR.length; // 4

/** Rendered length of the exact model's summary body with k chunks (separators included). */
function exactBodyLength(k: number, chunkContent: number): number {
  if (k === 0) return 0;
  const users = Math.ceil(k / 2);
  const assistants = k - users;
  return (
    users * (USER_PREFIX + chunkContent) + assistants * (ASSISTANT_PREFIX + chunkContent) + SEP * (k - 1)
  );
}

/** Number of digits of `f"{i:03d}"`. */
function seedDigits(i: number): number {
  return i < 1000 ? 3 : String(i).length;
}

/**
 * Token counts of the exact model's rendered summary with k chunks (messages alternate user /
 * assistant, all with the same content). See the module comment for the extrapolation rule.
 */
class SummaryTokens {
  private readonly explicit = new Map<number, number>();
  private periodic: boolean | null = null;
  private truncated: number | null = null;
  private lastK = -1;
  private lastValue = 0;

  constructor(
    private readonly userChunk: string,
    private readonly assistantChunk: string,
    private readonly budget: number,
    private readonly chunkContent: number,
    private readonly encoding: Encoding,
  ) {}

  private body(k: number, maxLen = Infinity): string {
    const parts: string[] = [];
    let len = 0;
    for (let i = 0; i < k && len < maxLen; i++) {
      if (i > 0) {
        parts.push(SUMMARY_SEPARATOR);
        len += SEP;
      }
      const c = i % 2 === 0 ? this.userChunk : this.assistantChunk;
      parts.push(c);
      len += c.length;
    }
    return parts.join('');
  }

  private count(k: number): number {
    let v = this.explicit.get(k);
    if (v === undefined) {
      v = countTokens(this.body(k), this.encoding);
      this.explicit.set(k, v);
    }
    return v;
  }

  /** Tokens of the full body with k chunks. */
  private bodyTokens(k: number): number {
    if (k <= 8) return this.count(k);
    if (this.periodic === null) {
      const c = (i: number): number => this.count(i);
      this.periodic =
        c(4) - c(2) === c(6) - c(4) && c(6) - c(4) === c(8) - c(6) && c(5) - c(3) === c(7) - c(5);
    }
    if (!this.periodic) return countTokens(this.body(k), this.encoding);
    const base = k % 2 === 0 ? 8 : 7;
    const step = this.count(base) - this.count(base - 2);
    return this.count(base) + ((k - base) / 2) * step;
  }

  /** Tokens of the summary rendered with the budget, for k chunks. */
  tokens(k: number): number {
    if (k === 0) return 0;
    if (k === this.lastK) return this.lastValue;
    let v: number;
    if (exactBodyLength(k, this.chunkContent) <= this.budget) {
      v = this.bodyTokens(k);
    } else {
      if (this.truncated === null) {
        const text =
          this.budget < 3
            ? '.'.repeat(this.budget)
            : this.body(k, this.budget - 3).slice(0, this.budget - 3) + '...';
        this.truncated = countTokens(text, this.encoding);
      }
      v = this.truncated;
    }
    this.lastK = k;
    this.lastValue = v;
    return v;
  }
}

interface Resolved {
  turns: number;
  L: number;
  W: number;
  P: number;
  B: number;
  C: number;
  model: CostModel;
  unit: CostUnit;
  encoding: Encoding;
  series: boolean;
  sampleText: string;
}

function resolve(p: CostParams): Resolved {
  if (p === null || typeof p !== 'object')
    throw new TypeError('costOfConversation expects a parameter object');
  const turns = assertInt('turns', p.turns, 1, MAX_TURNS);
  const L = assertInt('messageLength', p.messageLength ?? 120, 1, 1_000_000);
  const W = assertInt('window', p.window ?? 10, 1, MAX_TURNS);
  const P = assertInt('pageSize', p.pageSize ?? 5, 1, MAX_TURNS);
  const B = assertInt('summaryBudget', p.summaryBudget ?? 200, 0, 10_000_000);
  const C = assertInt('chunkChars', p.chunkChars ?? 40, 3, 1_000_000);
  const model = assertOneOf('model', p.model ?? 'exact', ['exact', 'notebook'] as const);
  const unit = assertOneOf('unit', p.unit ?? 'chars', ['chars', 'tokens', 'approx'] as const);
  const encoding = assertOneOf('encoding', p.encoding ?? 'o200k_base', ENCODINGS);
  const series = p.series ?? false;
  if (typeof series !== 'boolean') throw new TypeError(`series must be a boolean (got ${String(series)})`);
  if (series && turns > MAX_SERIES_TURNS) {
    throw new RangeError(
      `turns must be an integer in 1..${MAX_SERIES_TURNS} when series is true (got ${turns})`,
    );
  }
  const sampleText = assertString('sampleText', p.sampleText ?? DEFAULT_SAMPLE_TEXT);
  if (sampleText.length === 0) throw new RangeError('sampleText must not be empty');
  return { turns, L, W, P, B, C, model, unit, encoding, series, sampleText };
}

/** The notebook model's factor on character counts: 1 in characters, 1/4 for the proxy, tokens per character. */
function unitFactor(unit: CostUnit, msgTokens: number | undefined, L: number): number {
  switch (unit) {
    case 'chars':
      return 1;
    case 'approx':
      return 0.25;
    case 'tokens':
      return (msgTokens as number) / L;
  }
}

/** Total (and optionally per-turn) context cost of the three memories. See the module comment. */
export function costOfConversation(params: CostParams): CostResult {
  const r = resolve(params);
  const { turns, L, W, P, B, C, model, unit } = r;
  const s: CostSeries | undefined = r.series
    ? {
        unbounded: new Float64Array(turns),
        windowed: new Float64Array(turns),
        paged: new Float64Array(turns),
      }
    : undefined;

  let msgTokens: number | undefined;
  if (unit === 'tokens') msgTokens = countTokens(representativeMessage(L, r.sampleText), r.encoding);

  let totU = 0;
  let totW = 0;
  let totP = 0;

  if (model === 'notebook') {
    // Factor applied to every character count (see module comment).
    const f = unitFactor(unit, msgTokens, L);
    let summaryLen = 0; // running len(sm), frozen once it reaches B (min(B, len) no longer changes)
    const pagedTurn = P * L + B;
    // Totals are accumulated in characters (exact integers) and converted once at the end.
    for (let i = 0; i < turns; i++) {
      const evictedIdx = i - W; // the message evicted by this append, if any
      if (evictedIdx >= 0 && summaryLen < B) {
        const content = 12 + seedDigits(evictedIdx) + L; // `Message #{i:03d} - ` + 'x' * L
        const chunkContent = content > C ? C : content;
        summaryLen += (evictedIdx % 2 === 0 ? USER_PREFIX : ASSISTANT_PREFIX) + chunkContent;
      }
      const u = L * (i + 1);
      const w = W * L + Math.min(B, summaryLen);
      totU += u;
      totW += w;
      totP += pagedTurn;
      if (s) {
        s.unbounded[i] = u * f;
        s.windowed[i] = w * f;
        s.paged[i] = pagedTurn * f;
      }
    }
    totU *= f;
    totW *= f;
    totP *= f;
  } else {
    const chunkContent = L > C ? C : L;
    const summaryChars = (k: number): number => Math.min(B, exactBodyLength(k, chunkContent));
    let perMsg: number;
    let summaryCost: (k: number) => number;
    if (unit === 'tokens') {
      perMsg = msgTokens as number;
      const content = truncateContent(representativeMessage(L, r.sampleText), C);
      const st = new SummaryTokens(
        `[user] ${content}`,
        `[assistant] ${content}`,
        B,
        chunkContent,
        r.encoding,
      );
      summaryCost = (k) => st.tokens(k);
    } else if (unit === 'approx') {
      perMsg = L / 4;
      summaryCost = (k) => summaryChars(k) / 4;
    } else {
      perMsg = L;
      summaryCost = summaryChars;
    }
    // Separate memo per series (window and paged summaries move independently).
    let lastWk = -1;
    let lastWv = 0;
    let lastPk = -1;
    let lastPv = 0;
    for (let t = 1; t <= turns; t++) {
      const u = t * perMsg;
      const wk = t > W ? t - W : 0;
      if (wk !== lastWk) {
        lastWk = wk;
        lastWv = summaryCost(wk);
      }
      const w = (t < W ? t : W) * perMsg + lastWv;
      const sealed = Math.floor((t - 1) / P);
      const pk = sealed * P;
      if (pk !== lastPk) {
        lastPk = pk;
        lastPv = summaryCost(pk);
      }
      const p = (t - sealed * P) * perMsg + lastPv;
      totU += u;
      totW += w;
      totP += p;
      if (s) {
        s.unbounded[t - 1] = u;
        s.windowed[t - 1] = w;
        s.paged[t - 1] = p;
      }
    }
  }

  const result: CostResult = { unbounded: totU, windowed: totW, paged: totP, model, unit, turns };
  if (msgTokens !== undefined) result.messageTokens = msgTokens;
  if (s) result.series = s;
  return result;
}
