import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isRecord, savedState } from './persist';

export interface ExerciseProgress {
  passed: boolean;
  solutionShown: boolean;
  /** Percent (0-100) of the tests the best run passed; absent before any run (reported to a SCORM platform). */
  best?: number;
}

export interface ProgressData {
  /** Sections read, keyed `chapterId/sectionSlug`. */
  read: Record<string, true>;
  /** The last section opened in each chapter, for "continue". */
  lastSection: Record<string, string>;
  /** Keyed by exerciseKey(slug, language) (src/state/exerciseCode.ts). */
  exercises: Record<string, ExerciseProgress>;
}

export interface ProgressState extends ProgressData {
  markRead: (chapterId: string, sectionSlug: string) => void;
  setLastSection: (chapterId: string, sectionSlug: string) => void;
  setExercise: (slug: string, patch: Partial<ExerciseProgress>) => void;
  resetProgress: () => void;
}

export const PROGRESS_KEY = 'aml.progress';
// Version 2 added `best` to each exercise; a version-1 trail gets 100 for each passed exercise (see migrateProgress).
export const PROGRESS_VERSION = 2;

const emptyProgress = (): ProgressData => ({ read: {}, lastSection: {}, exercises: {} });

/** Keeps every well-formed entry and drops the others, so one bad entry never costs the rest of the trail. */
export function sanitizeProgress(value: unknown): ProgressData {
  const out = emptyProgress();
  if (!isRecord(value)) return out;
  if (isRecord(value.read))
    for (const [k, v] of Object.entries(value.read)) if (v === true) out.read[k] = true;
  if (isRecord(value.lastSection))
    for (const [k, v] of Object.entries(value.lastSection)) if (typeof v === 'string') out.lastSection[k] = v;
  if (isRecord(value.exercises))
    for (const [k, v] of Object.entries(value.exercises))
      if (isRecord(v)) {
        const entry: ExerciseProgress = {
          passed: v.passed === true,
          solutionShown: v.solutionShown === true,
        };
        if (isScore(v.best)) entry.best = v.best;
        out.exercises[k] = entry;
      }
  return out;
}

function isScore(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 100;
}

/** A saved trail of any older version, in today's shape: a passed exercise of version 1 had its best run at 100 %. */
export function migrateProgress(persisted: unknown, version: number): ProgressData {
  const clean = sanitizeProgress(persisted);
  if (version < 2)
    for (const entry of Object.values(clean.exercises))
      if (entry.passed && entry.best === undefined) entry.best = 100;
  return clean;
}

/** The best of two scores, either possibly absent. */
export function bestOf(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Math.max(a, b);
}

export const useProgress = create<ProgressState>()(
  persist(
    (set) => ({
      ...emptyProgress(),
      markRead: (chapterId, sectionSlug) =>
        set((s) =>
          s.read[`${chapterId}/${sectionSlug}`]
            ? s
            : { read: { ...s.read, [`${chapterId}/${sectionSlug}`]: true } },
        ),
      setLastSection: (chapterId, sectionSlug) =>
        set((s) =>
          s.lastSection[chapterId] === sectionSlug
            ? s
            : { lastSection: { ...s.lastSection, [chapterId]: sectionSlug } },
        ),
      setExercise: (slug, patch) =>
        set((s) => ({
          exercises: {
            ...s.exercises,
            [slug]: { ...(s.exercises[slug] ?? { passed: false, solutionShown: false }), ...patch },
          },
        })),
      resetProgress: () => set(emptyProgress()),
    }),
    savedState({
      name: PROGRESS_KEY,
      version: PROGRESS_VERSION,
      partialize: (s) => ({ read: s.read, lastSection: s.lastSection, exercises: s.exercises }),
      sanitize: sanitizeProgress,
      migrate: migrateProgress,
    }),
  ),
);
