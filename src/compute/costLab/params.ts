/**
 * The cost lab's parameters: ranges, defaults (the seed's section 6), permalink encoding and the parsing of
 * what a person types. Pure functions, no React: the page, the widget, the worker and the tests share them.
 */
import type { CostModel, CostUnit, Encoding } from '../../engine';
import { DEFAULT_PRICE_ID, MODEL_PRICES, modelPrice } from '../../engine/cost/prices';

// Each choice stated once: the type derives from its list (the link parser checks values against the same list).
const UNITS = ['chars', 'o200k', 'cl100k', 'approx'] as const;
export type UnitChoice = (typeof UNITS)[number];
const VIEWS = ['turn', 'cumulative'] as const;
export type View = (typeof VIEWS)[number];
const SCALES = ['linear', 'log'] as const;
export type Scale = (typeof SCALES)[number];
export const SERIES = ['unbounded', 'windowed', 'paged'] as const;
export type SeriesKey = (typeof SERIES)[number];

export type NumericKey = 'turns' | 'window' | 'pageSize' | 'messageLength' | 'summaryBudget' | 'chunkChars';
export const NUMERIC_KEYS: readonly NumericKey[] = [
  'turns',
  'window',
  'pageSize',
  'messageLength',
  'summaryBudget',
  'chunkChars',
];

export interface NumericSpec {
  min: number;
  max: number;
  def: number;
  /** Short query-string key of the permalink. */
  q: string;
}

/**
 * Ranges. Message length stops at 10,000 characters so that the largest total (10^6 turns, unbounded,
 * L * n(n+1)/2 = 5e15) stays an exact integer in a double.
 */
export const NUMERIC: Record<NumericKey, NumericSpec> = {
  turns: { min: 1, max: 1_000_000, def: 1000, q: 'turns' },
  window: { min: 1, max: 1_000_000, def: 10, q: 'w' },
  pageSize: { min: 1, max: 1_000_000, def: 5, q: 'p' },
  messageLength: { min: 1, max: 10_000, def: 120, q: 'len' },
  summaryBudget: { min: 0, max: 1_000_000, def: 200, q: 'budget' },
  chunkChars: { min: 3, max: 10_000, def: 40, q: 'chunk' },
};

export const PRICE_MAX = 1000;

/** Everything the page's permalink holds: what the series depend on, plus how they are shown and priced. */
export interface LabParams extends ComputeParams {
  view: View;
  scale: Scale;
  hidden: SeriesKey[];
  /** Id of a row of the engine's dated price table (MODEL_PRICES), or 'custom'. */
  priceModel: string;
  /** US dollars per million input tokens. */
  price: number;
  /** US dollars per million input tokens read from the prompt cache. */
  cachedPrice: number;
}

export const DEFAULT_PRICE_MODEL = DEFAULT_PRICE_ID;
export const DEFAULT_PRICE = modelPrice(DEFAULT_PRICE_ID).input;
export const DEFAULT_CACHED_PRICE = modelPrice(DEFAULT_PRICE_ID).cachedInput;
/** The price rows a permalink may name (`pm`), besides 'custom'. */
export const PRICE_IDS: readonly string[] = MODEL_PRICES.map((r) => r.id);

export const DEFAULT_PARAMS: LabParams = {
  turns: NUMERIC.turns.def,
  window: NUMERIC.window.def,
  pageSize: NUMERIC.pageSize.def,
  messageLength: NUMERIC.messageLength.def,
  summaryBudget: NUMERIC.summaryBudget.def,
  chunkChars: NUMERIC.chunkChars.def,
  model: 'notebook',
  unit: 'chars',
  view: 'cumulative',
  scale: 'linear',
  hidden: [],
  priceModel: DEFAULT_PRICE_MODEL,
  price: DEFAULT_PRICE,
  cachedPrice: DEFAULT_CACHED_PRICE,
};

/** The engine's unit and encoding for a unit choice. */
export function engineUnit(u: UnitChoice): { unit: CostUnit; encoding: Encoding } {
  if (u === 'o200k') return { unit: 'tokens', encoding: 'o200k_base' };
  if (u === 'cl100k') return { unit: 'tokens', encoding: 'cl100k_base' };
  return { unit: u, encoding: 'o200k_base' };
}

// ---------------------------------------------------------------------------------------------------------
// Typed input

export type FieldProblem =
  | { kind: 'not-a-number'; text: string }
  | { kind: 'clamped'; to: number; min: number; max: number }
  | { kind: 'empty' };

export interface ParsedField {
  /** The value to use, or null when the text is refused (the previous value stays). */
  value: number | null;
  problem: FieldProblem | null;
}

/** Spaces of every kind (including the no-break spaces a French number is written with) and underscores. */
const GROUPING = /[\s\u00a0\u202f_']/g;

/**
 * Reads a whole number typed by a person: "1000", "1 000", "1,000" (English grouping) or "1 000 000" (French).
 * Out of range: clamped, with the problem reported. Anything else ("abc", "1.5", "-3", "1e3"): refused.
 */
export function parseIntegerField(text: string, min: number, max: number): ParsedField {
  const compact = text.replace(GROUPING, '');
  if (compact === '') return { value: null, problem: { kind: 'empty' } };
  const plain = /^\d{1,3}(,\d{3})+$/.test(compact) ? compact.replace(/,/g, '') : compact;
  if (!/^\d+$/.test(plain)) return { value: null, problem: { kind: 'not-a-number', text } };
  const n = Number(plain);
  if (!Number.isSafeInteger(n) || n > max)
    return { value: max, problem: { kind: 'clamped', to: max, min, max } };
  if (n < min) return { value: min, problem: { kind: 'clamped', to: min, min, max } };
  return { value: n, problem: null };
}

/** Reads a non-negative decimal ("0.15", "0,15", "2"), clamped to [0, max]. */
export function parseDecimalField(text: string, max: number): ParsedField {
  const compact = text.replace(GROUPING, '').replace(',', '.');
  if (compact === '') return { value: null, problem: { kind: 'empty' } };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(compact)) return { value: null, problem: { kind: 'not-a-number', text } };
  const n = Number(compact);
  if (!Number.isFinite(n)) return { value: null, problem: { kind: 'not-a-number', text } };
  if (n > max) return { value: max, problem: { kind: 'clamped', to: max, min: 0, max } };
  return { value: n, problem: null };
}

// ---------------------------------------------------------------------------------------------------------
// Permalink

const MODELS: readonly CostModel[] = ['notebook', 'exact'];

export interface ParsedQuery {
  params: LabParams;
  /** Query keys whose value could not be used (the default was taken instead). */
  invalid: string[];
}

function oneOf<T extends string>(value: string, allowed: readonly T[]): T | null {
  return (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** Chart parameters from a permalink's query. Unknown keys are ignored; bad values fall back to defaults. */
export function parseQuery(q: URLSearchParams, knownPriceModels: readonly string[]): ParsedQuery {
  const params: LabParams = { ...DEFAULT_PARAMS, hidden: [] };
  const invalid: string[] = [];
  for (const key of NUMERIC_KEYS) {
    const spec = NUMERIC[key];
    const raw = q.get(spec.q);
    if (raw === null) continue;
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (Number.isSafeInteger(n) && n >= spec.min && n <= spec.max) params[key] = n;
    else invalid.push(spec.q);
  }
  const enumKeys = [
    ['model', MODELS, (v: CostModel) => (params.model = v)],
    ['unit', UNITS, (v: UnitChoice) => (params.unit = v)],
    ['view', VIEWS, (v: View) => (params.view = v)],
    ['scale', SCALES, (v: Scale) => (params.scale = v)],
  ] as const;
  for (const [key, allowed, set] of enumKeys) {
    const raw = q.get(key);
    if (raw === null) continue;
    const v = oneOf(raw, allowed as readonly string[]);
    if (v === null) invalid.push(key);
    else (set as (v: string) => void)(v);
  }
  const hide = q.get('hide');
  if (hide !== null && hide !== '') {
    const parts = hide.split(',');
    const ok = parts.every((p) => oneOf(p, SERIES) !== null);
    if (ok) params.hidden = SERIES.filter((s) => parts.includes(s));
    else invalid.push('hide');
  }
  const pm = q.get('pm');
  if (pm !== null) {
    if (pm === 'custom' || knownPriceModels.includes(pm)) params.priceModel = pm;
    else invalid.push('pm');
  }
  for (const [key, field] of [
    ['price', 'price'],
    ['cprice', 'cachedPrice'],
  ] as const) {
    const raw = q.get(key);
    if (raw === null) continue;
    const n = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
    if (Number.isFinite(n) && n >= 0 && n <= PRICE_MAX) params[field] = n;
    else invalid.push(key);
  }
  // A model's row sets both rates: a link that names one takes its rates (typed rates belong to 'custom').
  const row = MODEL_PRICES.find((r) => r.id === params.priceModel);
  if (row) {
    params.price = row.input;
    params.cachedPrice = row.cachedInput;
  }
  return { params, invalid };
}

/** The permalink query for `p`: only what differs from the defaults, so links stay short. */
export function toQuery(p: LabParams): URLSearchParams {
  const q = new URLSearchParams();
  for (const key of NUMERIC_KEYS) if (p[key] !== DEFAULT_PARAMS[key]) q.set(NUMERIC[key].q, String(p[key]));
  if (p.model !== DEFAULT_PARAMS.model) q.set('model', p.model);
  if (p.unit !== DEFAULT_PARAMS.unit) q.set('unit', p.unit);
  if (p.view !== DEFAULT_PARAMS.view) q.set('view', p.view);
  if (p.scale !== DEFAULT_PARAMS.scale) q.set('scale', p.scale);
  if (p.hidden.length > 0) q.set('hide', p.hidden.join(','));
  if (p.priceModel !== DEFAULT_PARAMS.priceModel) q.set('pm', p.priceModel);
  if (p.priceModel === 'custom') {
    q.set('price', String(p.price));
    q.set('cprice', String(p.cachedPrice));
  }
  return q;
}

/** The conversation and the three memories' sizes: what both the cost series and the caching view are computed on. */
export interface ConversationParams {
  turns: number;
  window: number;
  pageSize: number;
  messageLength: number;
  summaryBudget: number;
  chunkChars: number;
}

/** The part of the parameters that changes the computed series (view, scale and price do not). */
export interface ComputeParams extends ConversationParams {
  model: CostModel;
  unit: UnitChoice;
}

export function computeParams(p: LabParams): ComputeParams {
  const { turns, window, pageSize, messageLength, summaryBudget, chunkChars, model, unit } = p;
  return { turns, window, pageSize, messageLength, summaryBudget, chunkChars, model, unit };
}

export function sameCompute(a: ComputeParams, b: ComputeParams): boolean {
  return (Object.keys(a) as (keyof ComputeParams)[]).every((k) => a[k] === b[k]);
}
