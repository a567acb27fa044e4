/**
 * Takes: what a real model answered during a scene, recorded as plain data so the scene replays exactly,
 * offline and instantly (design: src/mechanisms/README.md, "Takes").
 *
 * The engine keeps seeing `Llm = (prompt) => string`. A take-backed Llm answers from the take; on a prompt the
 * take does not hold it throws `NeedsAnswer`, which the timeline (buildTimeline) catches: the step stops there
 * ("needs an answer") instead of being answered by anything made up. A driver outside the engine sends that
 * prompt to the user's model, adds the answer to the take, and the step is applied again.
 *
 * Pure: no network, no clock (the driver stamps `at`), no randomness.
 */
import { checked, fail, isRecord, oneOf, type Checked } from './checked';
import type { ToolSchema } from '../selfManaged/tools';

export interface TakeUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export interface TakeAnswer {
  /** Which hook asked ('summary', 'importance', 'answer', 'reflection'...). */
  hook: string;
  prompt: string;
  answer: string;
  model: string;
  /** ISO 8601 time the answer arrived. */
  at: string;
  usage: TakeUsage | null;
}

/** Who answers a scene's model hooks: its script, or the learner's model through a take (a configuration's `answers`). */
export type AnswersMode = 'scripted' | 'model';
export const ANSWERS_MODES: readonly AnswersMode[] = ['scripted', 'model'];

/** A configuration's optional `answers`, checked (inside `checked`): nothing when absent. */
export function answersField(v: unknown): { answers?: AnswersMode } {
  return v === undefined ? {} : { answers: oneOf('answers', v, ANSWERS_MODES) };
}

/**
 * Who computes a vector: the user's embedding model (absent: the only source before the page had its own), or the
 * sentence encoder that runs in the page. A take may hold both for the same text; they are never mixed up.
 */
export type VectorSource = 'model' | 'page-encoder';
export const VECTOR_SOURCES: readonly VectorSource[] = ['model', 'page-encoder'];

export interface TakeVector {
  text: string;
  vector: number[];
  model: string;
  at: string;
  /** Absent: 'model' (takes written before the page had its encoder say nothing). */
  source?: 'page-encoder';
}

export interface Take {
  version: 1;
  answers: TakeAnswer[];
  vectors: TakeVector[];
}

/** What a step asks for when the take does not have it. */
export type TakeRequest =
  /**
   * `tools`: the tools the model may call (chapter 5): a server gets them as OpenAI `tools`, a model run with
   * llama.cpp is held to a grammar made from them; the answer is the call's JSON (src/engine/selfManaged/modelTurn.ts).
   */
  | { kind: 'chat'; hook: string; prompt: string; tools?: readonly ToolSchema[] }
  /** The texts whose vectors the take lacks (one embeddings request for all of them), and who must compute them. */
  | { kind: 'embed'; hook: string; texts: string[]; source: VectorSource };

export const TAKE_LIMITS = {
  answers: 1000,
  vectors: 1000,
  // A prompt of the memory bench holds a whole conversation: LongMemEval's longest case in the public subset is
  // about 48,000 characters, so a prompt may be a few times that.
  text: 200_000,
  dimensions: 8192,
  name: 200,
} as const;

export function emptyTake(): Take {
  return { version: 1, answers: [], vectors: [] };
}

// ------------------------------------------------------------------ validation (never throws)

function text(field: string, v: unknown, max: number, allowEmpty = true): string {
  if (typeof v !== 'string') fail(field, 'not a string');
  if (!allowEmpty && v.length === 0) fail(field, 'empty');
  if (v.length > max) fail(field, `longer than ${max} characters`);
  return v;
}

function isoTime(field: string, v: unknown): string {
  const s = text(field, v, 40, false);
  if (
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(s) ||
    Number.isNaN(Date.parse(s))
  )
    fail(field, 'not an ISO 8601 time');
  return s;
}

function count(field: string, v: unknown): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 1e9) fail(field, 'not a token count');
  return v;
}

function usage(field: string, v: unknown): TakeUsage | null {
  if (v === null || v === undefined) return null;
  if (!isRecord(v)) fail(field, 'not an object or null');
  return {
    promptTokens: count(`${field}.promptTokens`, v.promptTokens),
    completionTokens: count(`${field}.completionTokens`, v.completionTokens),
    totalTokens: count(`${field}.totalTokens`, v.totalTokens),
  };
}

function answer(field: string, v: unknown): TakeAnswer {
  if (!isRecord(v)) fail(field, 'not an object');
  return {
    hook: text(`${field}.hook`, v.hook, TAKE_LIMITS.name, false),
    prompt: text(`${field}.prompt`, v.prompt, TAKE_LIMITS.text),
    answer: text(`${field}.answer`, v.answer, TAKE_LIMITS.text),
    model: text(`${field}.model`, v.model, TAKE_LIMITS.name),
    at: isoTime(`${field}.at`, v.at),
    usage: usage(`${field}.usage`, v.usage),
  };
}

function vector(field: string, v: unknown): TakeVector {
  if (!isRecord(v)) fail(field, 'not an object');
  const raw = v.vector;
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > TAKE_LIMITS.dimensions)
    fail(`${field}.vector`, `not a list of 1..${TAKE_LIMITS.dimensions} numbers`);
  const out = raw.map((x: unknown, i) => {
    if (typeof x !== 'number' || !Number.isFinite(x)) fail(`${field}.vector[${i}]`, 'not a finite number');
    return x;
  });
  if (v.source !== undefined && v.source !== 'page-encoder' && v.source !== 'model')
    fail(`${field}.source`, 'not "model" or "page-encoder"');
  return {
    text: text(`${field}.text`, v.text, TAKE_LIMITS.text),
    vector: out,
    model: text(`${field}.model`, v.model, TAKE_LIMITS.name),
    at: isoTime(`${field}.at`, v.at),
    ...(v.source === 'page-encoder' ? { source: 'page-encoder' as const } : {}),
  };
}

/** Parses an untrusted take (a file, a link), whole or not at all. Never throws. */
export function validateTake(raw: unknown): Checked<Take> {
  return checked(() => {
    if (!isRecord(raw)) fail('take', 'not an object');
    if (raw.version !== 1) fail('take.version', 'not 1');
    if (!Array.isArray(raw.answers) || raw.answers.length > TAKE_LIMITS.answers)
      fail('take.answers', `not a list of at most ${TAKE_LIMITS.answers} answers`);
    const vectors = raw.vectors ?? [];
    if (!Array.isArray(vectors) || vectors.length > TAKE_LIMITS.vectors)
      fail('take.vectors', `not a list of at most ${TAKE_LIMITS.vectors} vectors`);
    const answers = raw.answers.map((a: unknown, i) => answer(`take.answers[${i}]`, a));
    const seen = new Set<string>();
    answers.forEach((a, i) => {
      const k = answerKey(a.hook, a.prompt);
      if (seen.has(k)) fail(`take.answers[${i}]`, 'a second answer to the same prompt');
      seen.add(k);
    });
    return {
      version: 1 as const,
      answers,
      vectors: vectors.map((v: unknown, i) => vector(`take.vectors[${i}]`, v)),
    };
  });
}

/** Parses a take file's text: JSON first, then the take. Never throws. */
export function parseTakeJson(json: string): Checked<Take> {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, problem: { field: 'take', detail: 'not JSON' } };
  }
  return validateTake(raw);
}

/**
 * Opens a take-carrying file of the lab (a bench take, a lost-in-the-middle run): JSON, an object, this `format` at
 * version 1, and a valid `take` field. Returns its other fields unchecked for the caller. Never throws.
 */
export function openTakeFile(
  text: string,
  format: string,
  /** The format's own fields, checked before the take (a file's first problem is the one said): why, or null. */
  fieldsProblem: (fields: Record<string, unknown>) => string | null = () => null,
): { ok: true; fields: Record<string, unknown>; take: Take } | { ok: false; why: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, why: 'not JSON' };
  }
  if (!isRecord(raw)) return { ok: false, why: 'not an object' };
  if (raw.format !== format) return { ok: false, why: `format: not "${format}"` };
  if (raw.version !== 1) return { ok: false, why: 'version: not 1' };
  const problem = fieldsProblem(raw);
  if (problem) return { ok: false, why: problem };
  const take = validateTake(raw.take);
  if (!take.ok) return { ok: false, why: `${take.problem.field}: ${take.problem.detail}` };
  return { ok: true, fields: raw, take: take.value };
}

// ------------------------------------------------------------------ lookups

const answerKey = (hook: string, prompt: string) => `${hook}\u0000${prompt}`;
const sourceOf = (v: Pick<TakeVector, 'source'>): VectorSource => v.source ?? 'model';
const vectorKey = (source: VectorSource, text: string) => `${source}\u0000${text}`;

/** Thrown by a take-backed Llm or embedder on a prompt the take does not hold; the timeline catches it. */
export class NeedsAnswer extends Error {
  constructor(readonly request: TakeRequest) {
    super(`needs an answer (${request.hook})`);
    this.name = 'NeedsAnswer';
  }
}

export function isNeedsAnswer(e: unknown): e is NeedsAnswer {
  return e instanceof NeedsAnswer;
}

/**
 * What a scene's ops may ask of a model while the timeline runs. A mechanism gets one in `initial(config, env)`
 * and keeps it in its state; it consults it only in its "your model" mode.
 */
export interface SceneEnv {
  /**
   * The recorded answer to `prompt` from `hook`; throws NeedsAnswer when the take has none (with the `tools` the
   * model may call, which the driver sends along; the take keys on the hook and the prompt only).
   */
  ask(hook: string, prompt: string, tools?: readonly ToolSchema[]): string;
  /**
   * The recorded vectors of `texts` computed by `source` (default: the user's model), in order; throws NeedsAnswer
   * naming every text the take lacks.
   */
  embed(hook: string, texts: readonly string[], source?: VectorSource): number[][];
}

/** An index of a take for O(1) lookups (the take is not copied: it must not change while the index is used). */
export function takeEnv(take: Take): SceneEnv {
  const answers = new Map<string, string>();
  for (const a of take.answers) answers.set(answerKey(a.hook, a.prompt), a.answer);
  const vectors = new Map<string, number[]>();
  for (const v of take.vectors) vectors.set(vectorKey(sourceOf(v), v.text), v.vector);
  return {
    ask(hook, prompt, tools) {
      const a = answers.get(answerKey(hook, prompt));
      if (a === undefined)
        throw new NeedsAnswer({
          kind: 'chat',
          hook,
          prompt,
          ...(tools && tools.length > 0 ? { tools } : {}),
        });
      return a;
    },
    embed(hook, texts, source = 'model') {
      const missing = [...new Set(texts.filter((t) => !vectors.has(vectorKey(source, t))))];
      if (missing.length > 0) throw new NeedsAnswer({ kind: 'embed', hook, texts: missing, source });
      return texts.map((t) => (vectors.get(vectorKey(source, t)) as number[]).slice());
    },
  };
}

/** A take-backed `Llm` for one hook: `(prompt) => answer`, throwing NeedsAnswer on a prompt it does not hold. */
export function takeLlm(env: SceneEnv, hook: string): (prompt: string) => string {
  return (prompt) => env.ask(hook, prompt);
}

/** The take with `a` added (an answer to the same hook and prompt is replaced). A new object. */
export function withAnswer(take: Take, a: TakeAnswer): Take {
  const k = answerKey(a.hook, a.prompt);
  return { ...take, answers: [...take.answers.filter((x) => answerKey(x.hook, x.prompt) !== k), a] };
}

/** The take with `v` added (a vector of the same text from the same source is replaced). A new object. */
export function withVector(take: Take, v: TakeVector): Take {
  const k = vectorKey(sourceOf(v), v.text);
  return {
    ...take,
    vectors: [
      ...take.vectors.filter((x) => vectorKey(sourceOf(x), x.text) !== k),
      { ...v, vector: v.vector.slice() },
    ],
  };
}

/** Whether the take already answers a request. */
export function takeHas(take: Take, r: TakeRequest): boolean {
  if (r.kind === 'embed')
    return r.texts.every((t) => take.vectors.some((v) => v.text === t && sourceOf(v) === r.source));
  const k = answerKey(r.hook, r.prompt);
  return take.answers.some((a) => answerKey(a.hook, a.prompt) === k);
}

export interface TakeTotals {
  answers: number;
  vectors: number;
  /** Answers whose server reported usage. */
  withUsage: number;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  models: string[];
}

/** The take's token usage as the servers reported it (answers without usage are counted apart). */
export function takeTotals(take: Take): TakeTotals {
  const t: TakeTotals = {
    answers: take.answers.length,
    vectors: take.vectors.length,
    withUsage: 0,
    promptTokens: 0,
    completionTokens: 0,
    totalTokens: 0,
    models: [],
  };
  const models = new Set<string>();
  for (const a of take.answers) {
    models.add(a.model);
    if (!a.usage) continue;
    t.withUsage += 1;
    t.promptTokens += a.usage.promptTokens;
    t.completionTokens += a.usage.completionTokens;
    t.totalTokens += a.usage.totalTokens;
  }
  for (const v of take.vectors) models.add(v.model);
  t.models = [...models].sort();
  return t;
}

export function sameTake(a: Take | null | undefined, b: Take | null | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
