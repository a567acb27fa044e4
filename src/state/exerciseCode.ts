import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isExerciseLanguage, type ExerciseLanguage } from './exerciseKeys';
import { isRecord, isSavedSource, safeJSONStorage } from './persist';
import type { RunOutcome } from '../sandbox/submission';
import type { TestResult } from '../exercises/testkit';

export { EXERCISE_LANGUAGES, exerciseKey, isExerciseLanguage, type ExerciseLanguage } from './exerciseKeys';

/** The last results of an exercise in one language (the results region shows them again after a reload). */
export interface SavedResults {
  outcome: Extract<RunOutcome, { kind: 'done' }>;
  at: number;
}

/** The student's code for one exercise, saved as they type. */
export interface SavedCode {
  source: string;
  savedAt: number;
}

export interface ExerciseCodeData {
  /** Keyed by exerciseKey(slug, language). */
  code: Record<string, SavedCode>;
  /** How many hints of each exercise are revealed, keyed by exerciseKey(slug, language). */
  hintsShown: Record<string, number>;
  /** The language last chosen for each exercise (by slug). */
  language: Record<string, ExerciseLanguage>;
  /** The last results, keyed by exerciseKey(slug, language). */
  results: Record<string, SavedResults>;
}

export interface ExerciseCodeState extends ExerciseCodeData {
  /** Exercises whose saved entry was unreadable (corrupt or older format) at load: they open on the starter. */
  discarded: string[];
  /** `slug` here and below is an exerciseKey(slug, language). */
  save: (slug: string, source: string) => void;
  reset: (slug: string) => void;
  setLanguage: (slug: string, language: ExerciseLanguage) => void;
  saveResults: (key: string, outcome: RunOutcome) => void;
  revealHint: (slug: string, total: number) => void;
  /** Forget the "discarded" mark once the notice has been shown. */
  acknowledgeDiscarded: (slug: string) => void;
}

export const EXERCISE_CODE_KEY = 'aml.exerciseCode';
export const EXERCISE_CODE_VERSION = 2;
/** Unreadable entries are kept aside here (never silently destroyed). */
export const DISCARDED_KEY = `${EXERCISE_CODE_KEY}.discarded`;
const MAX_SOURCE_CHARS = 200_000;
const MAX_SAVED_TESTS = 100;
const MAX_TEXT = 4_000;

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_TEXT * 4;
const optionalText = (v: unknown) => v === undefined || isText(v);

function isTestResult(v: unknown): v is TestResult {
  if (!isRecord(v) || !isRecord(v.name) || !isText(v.name.en) || !isText(v.name.fr)) return false;
  if (v.status !== 'pass' && v.status !== 'fail') return false;
  if (!optionalText(v.expected) || !optionalText(v.actual) || !optionalText(v.message)) return false;
  if (v.line !== undefined && !(Number.isInteger(v.line) && (v.line as number) > 0)) return false;
  return Array.isArray(v.logs) && v.logs.every(isText) && typeof v.durationMs === 'number';
}

/** Saved results are shown as they are: anything not exactly their shape is dropped. */
function sanitizeResults(v: unknown): SavedResults | null {
  if (!isRecord(v) || typeof v.at !== 'number' || !isRecord(v.outcome)) return null;
  const o = v.outcome;
  if (o.kind !== 'done' || !Array.isArray(o.results) || o.results.length > MAX_SAVED_TESTS) return null;
  if (!o.results.every(isTestResult) || !isRecord(o.load) || typeof o.load.ok !== 'boolean') return null;
  const load = o.load;
  if (!optionalText(load.message) || !Array.isArray(load.logs) || !load.logs.every(isText)) return null;
  if (load.line !== undefined && !(Number.isInteger(load.line) && (load.line as number) > 0)) return null;
  return { at: v.at, outcome: o as unknown as SavedResults['outcome'] };
}

/** A run's outcome as saved: only finished runs, each text cut to a bounded length. */
function savedOutcome(outcome: RunOutcome): SavedResults['outcome'] | null {
  if (outcome.kind !== 'done') return null;
  const cut = (t: string | undefined) => (t === undefined ? undefined : t.slice(0, MAX_TEXT));
  const results = outcome.results.slice(0, MAX_SAVED_TESTS).map((r) => {
    const copy: TestResult = { ...r, logs: r.logs.map((l) => l.slice(0, MAX_TEXT)).slice(0, 20) };
    for (const key of ['expected', 'actual', 'message'] as const) {
      const value = cut(r[key]);
      if (value === undefined) delete copy[key];
      else copy[key] = value;
    }
    return copy;
  });
  const load = { ...outcome.load, logs: outcome.load.logs.map((l) => l.slice(0, MAX_TEXT)).slice(0, 20) };
  return { kind: 'done', load, results };
}

function isSavedCode(v: unknown): v is SavedCode {
  return isSavedSource(v, MAX_SOURCE_CHARS);
}

/**
 * Exercise by exercise: a well-formed entry is kept, a bad one (wrong shape, older format) is dropped and reported,
 * so one unreadable exercise never costs the student the others.
 */
export function sanitizeExerciseCode(
  value: unknown,
): ExerciseCodeData & { discarded: string[]; rejected: Record<string, unknown> } {
  const out: ExerciseCodeData & { discarded: string[]; rejected: Record<string, unknown> } = {
    code: {},
    hintsShown: {},
    language: {},
    results: {},
    discarded: [],
    rejected: {},
  };
  if (!isRecord(value)) return out;
  if (isRecord(value.code)) {
    for (const [slug, entry] of Object.entries(value.code)) {
      if (isSavedCode(entry)) out.code[slug] = { source: entry.source, savedAt: entry.savedAt };
      else {
        out.discarded.push(slug);
        out.rejected[slug] = entry;
      }
    }
  }
  if (isRecord(value.hintsShown)) {
    for (const [slug, n] of Object.entries(value.hintsShown)) {
      if (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 10) out.hintsShown[slug] = n;
    }
  }
  if (isRecord(value.language)) {
    for (const [slug, l] of Object.entries(value.language)) if (isExerciseLanguage(l)) out.language[slug] = l;
  }
  if (isRecord(value.results)) {
    for (const [key, r] of Object.entries(value.results)) {
      const clean = sanitizeResults(r);
      if (clean) out.results[key] = clean;
    }
  }
  return out;
}

function keepAside(rejected: Record<string, unknown>): void {
  if (Object.keys(rejected).length === 0) return;
  try {
    localStorage.setItem(DISCARDED_KEY, JSON.stringify({ at: Date.now(), entries: rejected }));
  } catch {
    /* storage unavailable or full: nothing more to do */
  }
}

function restore(persisted: unknown, current: ExerciseCodeState): ExerciseCodeState {
  const clean = sanitizeExerciseCode(persisted);
  keepAside(clean.rejected);
  return {
    ...current,
    code: clean.code,
    hintsShown: clean.hintsShown,
    language: clean.language,
    results: clean.results,
    discarded: clean.discarded,
  };
}

export const useExerciseCode = create<ExerciseCodeState>()(
  persist(
    (set) => ({
      code: {},
      hintsShown: {},
      language: {},
      results: {},
      discarded: [],
      save: (slug, source) =>
        set((s) => ({
          code: { ...s.code, [slug]: { source: source.slice(0, MAX_SOURCE_CHARS), savedAt: Date.now() } },
        })),
      reset: (slug) =>
        set((s) => {
          const code = { ...s.code };
          delete code[slug];
          const results = { ...s.results };
          delete results[slug];
          return { code, results };
        }),
      setLanguage: (slug, language) => set((s) => ({ language: { ...s.language, [slug]: language } })),
      saveResults: (key, outcome) =>
        set((s) => {
          const saved = savedOutcome(outcome);
          if (!saved) return s;
          return { results: { ...s.results, [key]: { outcome: saved, at: Date.now() } } };
        }),
      revealHint: (slug, total) =>
        set((s) => ({
          hintsShown: { ...s.hintsShown, [slug]: Math.min(total, (s.hintsShown[slug] ?? 0) + 1) },
        })),
      acknowledgeDiscarded: (slug) => set((s) => ({ discarded: s.discarded.filter((d) => d !== slug) })),
    }),
    {
      name: EXERCISE_CODE_KEY,
      version: EXERCISE_CODE_VERSION,
      storage: safeJSONStorage<ExerciseCodeData>(),
      partialize: (s) => ({
        code: s.code,
        hintsShown: s.hintsShown,
        language: s.language,
        results: s.results,
      }),
      // An older version: keep what still fits today's shape, exercise by exercise (see sanitizeExerciseCode).
      // Version 1 had code and hints keyed by slug (TypeScript): they are today's TypeScript keys, kept as they are;
      // it had no language nor results (TypeScript and none). An older format keyed by exercise at the top level is
      // read the same way: unreadable entries get a notice.
      migrate: (persisted) =>
        (isRecord(persisted) && !isRecord(persisted.code)
          ? { code: persisted }
          : persisted) as ExerciseCodeData,
      merge: (persisted, current) => restore(persisted, current),
    },
  ),
);
