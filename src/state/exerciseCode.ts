import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isRecord, safeJSONStorage } from './persist';

/** The student's code for one exercise, saved as they type. */
export interface SavedCode {
  source: string;
  savedAt: number;
}

export interface ExerciseCodeData {
  code: Record<string, SavedCode>;
  /** How many hints of each exercise are revealed. */
  hintsShown: Record<string, number>;
}

export interface ExerciseCodeState extends ExerciseCodeData {
  /** Exercises whose saved entry was unreadable (corrupt or older format) at load: they open on the starter. */
  discarded: string[];
  save: (slug: string, source: string) => void;
  reset: (slug: string) => void;
  revealHint: (slug: string, total: number) => void;
  /** Forget the "discarded" mark once the notice has been shown. */
  acknowledgeDiscarded: (slug: string) => void;
}

export const EXERCISE_CODE_KEY = 'aml.exerciseCode';
export const EXERCISE_CODE_VERSION = 1;
/** Unreadable entries are kept aside here (never silently destroyed). */
export const DISCARDED_KEY = `${EXERCISE_CODE_KEY}.discarded`;
const MAX_SOURCE_CHARS = 200_000;

function isSavedCode(v: unknown): v is SavedCode {
  return (
    isRecord(v) &&
    typeof v.source === 'string' &&
    v.source.length <= MAX_SOURCE_CHARS &&
    typeof v.savedAt === 'number' &&
    Number.isFinite(v.savedAt)
  );
}

/**
 * Exercise by exercise: a well-formed entry is kept, a bad one (wrong shape, older format) is dropped and reported,
 * so one unreadable exercise never costs the student the others.
 */
export function sanitizeExerciseCode(value: unknown): ExerciseCodeData & { discarded: string[]; rejected: Record<string, unknown> } {
  const out: ExerciseCodeData & { discarded: string[]; rejected: Record<string, unknown> } = {
    code: {},
    hintsShown: {},
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
  return { ...current, code: clean.code, hintsShown: clean.hintsShown, discarded: clean.discarded };
}

export const useExerciseCode = create<ExerciseCodeState>()(
  persist(
    (set) => ({
      code: {},
      hintsShown: {},
      discarded: [],
      save: (slug, source) =>
        set((s) => ({ code: { ...s.code, [slug]: { source: source.slice(0, MAX_SOURCE_CHARS), savedAt: Date.now() } } })),
      reset: (slug) =>
        set((s) => {
          const code = { ...s.code };
          delete code[slug];
          return { code };
        }),
      revealHint: (slug, total) =>
        set((s) => ({ hintsShown: { ...s.hintsShown, [slug]: Math.min(total, (s.hintsShown[slug] ?? 0) + 1) } })),
      acknowledgeDiscarded: (slug) => set((s) => ({ discarded: s.discarded.filter((d) => d !== slug) })),
    }),
    {
      name: EXERCISE_CODE_KEY,
      version: EXERCISE_CODE_VERSION,
      storage: safeJSONStorage<ExerciseCodeData>(),
      partialize: (s) => ({ code: s.code, hintsShown: s.hintsShown }),
      // An older version: keep what still fits today's shape, exercise by exercise (see sanitizeExerciseCode).
      // An older format keyed by exercise at the top level is read the same way: unreadable entries get a notice.
      migrate: (persisted) =>
        (isRecord(persisted) && !isRecord(persisted.code) ? { code: persisted } : persisted) as ExerciseCodeData,
      merge: (persisted, current) => restore(persisted, current),
    },
  ),
);
