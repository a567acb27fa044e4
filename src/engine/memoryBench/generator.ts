/**
 * The lab's own bench data: facts planted at chosen (or evenly spread) positions among filler turns, some of them
 * updated later, each probed by a question asked some turns after it; in English or French; seeded, so the same
 * parameters give the same file. Every fact is a user turn answered "Noted."; the question follows a later turn,
 * at a distance drawn by a chosen law (`distance`, default log-uniform: short and long distances alike, for the decay
 * curve); an updated fact's question expects the new value and lists the old one in `previous` (drift).
 *
 * The law sets a window's recall by construction (under log-uniform distances in 1..T, window:N recalls about
 * ln N / ln T), so it is a parameter the learner can change, not a finding.
 */
import type { BenchData, BenchQuestion, BenchTurn } from './format';
import { mulberry32 } from '../core/random';
import { assertInt } from '../core/validate';
import { FILLER, KINDS, NOTED, type FactKind } from './generatorText';
import { generateToolBench } from './toolGenerator';

export type BenchLang = 'en' | 'fr';

export interface GeneratorParams {
  /** Turns in the conversation (user and assistant alternate, user first), 4..1,000,000. */
  turns: number;
  /** Facts planted, each probed by one question, 1..100,000. */
  questions: number;
  seed?: number;
  lang?: BenchLang;
  /** Share of facts updated later (0..1, default 0.25). */
  updates?: number;
  /** Turn indexes (even: user turns) where the facts go, one per question; default: spread over the conversation. */
  positions?: readonly number[];
  /** How far after its fact a question is asked (DISTANCE_LAWS; default loguniform). */
  distance?: DistanceLaw;
  /** An agent that calls tools, facts in the tool results (toolGenerator.ts; `updates`, `positions` unused). */
  tools?: boolean;
}

/**
 * The laws of the gap between a fact and its question (in turns after the fact's reply, before the end clamps it):
 * - `loguniform`: floor(exp(u · ln T)) in 1..T: as many gaps of 1–10 as of 10–100 (the default);
 * - `uniform`: 1..T evenly: most gaps long;
 * - `recent`: 1..RECENT_DISTANCE: every question soon after its fact;
 * - `far`: T/2..T: every question at least half the conversation later.
 */
export const DISTANCE_LAWS = ['loguniform', 'uniform', 'recent', 'far'] as const;
export type DistanceLaw = (typeof DISTANCE_LAWS)[number];
/** The `recent` law's longest gap: a fact and its question fit in a window of 10 turns. */
export const RECENT_DISTANCE = 8;

/** One gap drawn from `law` with one draw u in [0, 1), whatever the law (the rest of the sequence stays the same). */
export function drawDistance(law: DistanceLaw, u: number, turns: number): number {
  switch (law) {
    case 'loguniform':
      return Math.floor(Math.exp(u * Math.log(turns)));
    case 'uniform':
      return 1 + Math.floor(u * turns);
    case 'recent':
      return 1 + Math.floor(u * RECENT_DISTANCE);
    case 'far':
      return Math.floor(turns / 2 + (u * turns) / 2);
  }
}

export const GENERATOR_LIMITS = { turns: 1_000_000, questions: 100_000 } as const;

/** What the generator makes when not told otherwise (the command's --generate, the widget, chapter 4's figures). */
export const GENERATOR_DEFAULTS = {
  turns: 1000,
  questions: 50,
  seed: 1,
  lang: 'en',
  updates: 0.25,
  distance: 'loguniform',
} as const;

/** A small deterministic generator (the same seed gives the same sequence). */
const rng = mulberry32;

const LETTERS = 'ABCDEFGHJKLMNPRSTVWXZ';

/** Parses `turns=…,questions=…,seed=…,lang=…,updates=…,distance=…` (the command's --generate); a RangeError names what is wrong. */
export function parseGeneratorSpec(spec: string): GeneratorParams {
  const out: Record<string, string> = {};
  for (const part of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const eq = part.indexOf('=');
    if (eq === -1) throw new RangeError(`generator: "${part}" is not key=value`);
    out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  const known = ['turns', 'questions', 'seed', 'lang', 'updates', 'distance', 'tools'];
  if (out.tools !== undefined && out.tools !== '0' && out.tools !== '1')
    throw new RangeError(`generator: tools must be 0 or 1 (got "${out.tools}")`);
  for (const k of Object.keys(out))
    if (!known.includes(k))
      throw new RangeError(`generator: unknown parameter "${k}" (known: ${known.join(', ')})`);
  const num = (k: string, dflt: number) => {
    const v = out[k];
    if (v === undefined) return dflt;
    const n = Number(v);
    if (v === '' || !Number.isFinite(n))
      throw new RangeError(`generator: ${k} must be a number (got "${v}")`);
    return n;
  };
  const lang = out.lang ?? GENERATOR_DEFAULTS.lang;
  if (lang !== 'en' && lang !== 'fr')
    throw new RangeError(`generator: lang must be en or fr (got "${lang}")`);
  const distance = out.distance ?? GENERATOR_DEFAULTS.distance;
  if (!(DISTANCE_LAWS as readonly string[]).includes(distance))
    throw new RangeError(
      `generator: distance must be one of ${DISTANCE_LAWS.join(', ')} (got "${distance}")`,
    );
  return {
    distance: distance as DistanceLaw,
    turns: num('turns', GENERATOR_DEFAULTS.turns),
    questions: num('questions', GENERATOR_DEFAULTS.questions),
    seed: num('seed', GENERATOR_DEFAULTS.seed),
    lang,
    updates: num('updates', GENERATOR_DEFAULTS.updates),
    ...(out.tools === '1' ? { tools: true } : {}),
  };
}

/** The generated conversation and its questions (see the module comment). RangeError on impossible parameters. */
export function generateBench(params: GeneratorParams): BenchData {
  if (params.tools) return generateToolBench(params);
  const turns = assertInt('turns', params.turns, 4, GENERATOR_LIMITS.turns);
  const Q = assertInt('questions', params.questions, 1, GENERATOR_LIMITS.questions);
  const seed = assertInt('seed', params.seed ?? 1, 0, 2 ** 32 - 1);
  const lang: BenchLang = params.lang ?? 'en';
  if (lang !== 'en' && lang !== 'fr') throw new RangeError(`lang must be 'en' or 'fr' (got ${String(lang)})`);
  const share = params.updates ?? 0.25;
  const law: DistanceLaw = params.distance ?? GENERATOR_DEFAULTS.distance;
  if (!(DISTANCE_LAWS as readonly string[]).includes(law))
    throw new RangeError(`distance must be one of ${DISTANCE_LAWS.join(', ')} (got ${String(law)})`);
  if (!(share >= 0 && share <= 1)) throw new RangeError(`updates must be in 0..1 (got ${share})`);
  const userSlots = Math.floor((turns + 1) / 2); // user turns are the even indexes
  const lastUser = 2 * (userSlots - 1);
  if (Q * 2 > userSlots)
    throw new RangeError(
      `questions must be at most ${Math.floor(userSlots / 2)} for ${turns} turns (a fact and room for an update each)`,
    );
  const r = rng((Math.imul(seed, 2654435761) ^ Math.imul(turns, 97) ^ Q) >>> 0);
  const used = new Set<number>();
  const take = (slot: number): number => {
    // The next free user slot at or after `slot` (wrapping), so facts never share a turn.
    let s = Math.max(0, Math.min(userSlots - 1, slot));
    while (used.has(s)) s = (s + 1) % userSlots;
    used.add(s);
    return s;
  };
  let positions: number[];
  if (params.positions) {
    if (params.positions.length !== Q)
      throw new RangeError(`positions must list ${Q} turn indexes (one per question)`);
    positions = params.positions.map((p, i) => {
      assertInt(`positions[${i}]`, p, 0, lastUser);
      if (p % 2 !== 0) throw new RangeError(`positions[${i}] must be even (a user turn; got ${p})`);
      if (used.has(p / 2)) throw new RangeError(`positions[${i}]: turn ${p} is given twice`);
      used.add(p / 2);
      return p;
    });
  } else {
    positions = [];
    for (let i = 0; i < Q; i++) {
      const span = userSlots / Q;
      positions.push(2 * take(Math.floor(i * span + r() * span * 0.5)));
    }
  }
  const kinds = KINDS[lang];
  const labels = new Set<string>();
  const values = new Set<string>();
  const fresh = (make: () => string, seen: Set<string>): string => {
    for (let k = 0; k < 1000; k++) {
      const v = make();
      if (!seen.has(v)) {
        seen.add(v);
        return v;
      }
    }
    const v = `${make()}${seen.size}`;
    seen.add(v);
    return v;
  };
  const content: (string | null)[] = new Array<string | null>(turns).fill(null);
  const domains: (string | null)[] = new Array<string | null>(turns).fill(null);
  const replies = new Map<number, string>();
  const questions: BenchQuestion[] = [];
  positions.forEach((pos, i) => {
    const kind = kinds[i % kinds.length] as FactKind;
    const label = fresh(
      () => `${LETTERS[Math.floor(r() * LETTERS.length)]}${1 + Math.floor(r() * 99)}`,
      labels,
    );
    const value = fresh(() => kind.value(r), values);
    content[pos] = kind.fact(label, value);
    domains[pos] = kind.domain;
    replies.set(pos + 1, NOTED[lang][0]);
    // The question follows a turn at a distance drawn by the law, within the conversation.
    const distance = drawDistance(law, r(), turns);
    const after = Math.min(turns - 1, pos + 1 + distance);
    const q: BenchQuestion = {
      id: `q${i + 1}`,
      after: `t${after}`,
      question: kind.question(label),
      answer: value,
      evidence: [`t${pos}`],
      domain: kind.domain,
    };
    if (r() < share) {
      // An update at a free user turn strictly between the fact's reply and the question.
      const lo = pos / 2 + 1;
      const hi = Math.floor((after - 1) / 2);
      if (hi >= lo) {
        let slot = lo + Math.floor(r() * (hi - lo + 1));
        let tries = 0;
        while (used.has(slot) && tries < hi - lo + 1) {
          slot = slot === hi ? lo : slot + 1;
          tries++;
        }
        if (!used.has(slot)) {
          used.add(slot);
          const newValue = fresh(() => kind.value(r), values);
          content[2 * slot] = kind.update(label, newValue);
          domains[2 * slot] = kind.domain;
          replies.set(2 * slot + 1, NOTED[lang][1]);
          q.answer = newValue;
          q.previous = [value];
          q.evidence = [`t${2 * slot}`];
        }
      }
    }
    questions.push(q);
  });
  const filler = FILLER[lang];
  let f = Math.floor(r() * filler.length);
  const conversation: BenchTurn[] = [];
  for (let t = 0; t < turns; t++) {
    let text = content[t];
    let domain = domains[t];
    if (t % 2 === 0 && text === null) {
      const [d, u] = filler[f % filler.length] as [string, string, string];
      text = u;
      domain = d;
    } else if (t % 2 === 1) {
      const reply = replies.get(t);
      const [d, , a] = filler[f % filler.length] as [string, string, string];
      text = reply ?? a;
      domain = reply !== undefined ? (domains[t - 1] ?? d) : d;
      f += 1 + Math.floor(r() * 3);
    }
    conversation.push({
      id: `t${t}`,
      role: t % 2 === 0 ? 'user' : 'assistant',
      content: text as string,
      domain: domain as string,
    });
  }
  questions.sort(
    (a, b) =>
      Number(a.after.slice(1)) - Number(b.after.slice(1)) || Number(a.id.slice(1)) - Number(b.id.slice(1)),
  );
  return {
    name: `generated-${lang}-${turns}-turns-${Q}-questions-seed-${seed}${law === 'loguniform' ? '' : `-${law}`}`,
    source: 'Agent Memory Lab generator (src/engine/memoryBench/generator.ts)',
    licence: 'generated by the lab',
    cases: [{ id: 'generated', conversation, questions }],
  };
}
