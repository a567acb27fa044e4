import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isRecord, safeJSONStorage } from './persist';

export interface ExerciseProgress {
  passed: boolean;
  solutionShown: boolean;
}

export interface ProgressData {
  /** Sections read, keyed `chapterId/sectionSlug`. */
  read: Record<string, true>;
  /** The last section opened in each chapter, for "continue". */
  lastSection: Record<string, string>;
  exercises: Record<string, ExerciseProgress>;
}

export interface ProgressState extends ProgressData {
  markRead: (chapterId: string, sectionSlug: string) => void;
  setLastSection: (chapterId: string, sectionSlug: string) => void;
  setExercise: (slug: string, patch: Partial<ExerciseProgress>) => void;
  resetProgress: () => void;
}

export const PROGRESS_KEY = 'aml.progress';
export const PROGRESS_VERSION = 1;

const emptyProgress = (): ProgressData => ({ read: {}, lastSection: {}, exercises: {} });

/** Keeps every well-formed entry and drops the others, so one bad entry never costs the rest of the trail. */
export function sanitizeProgress(value: unknown): ProgressData {
  const out = emptyProgress();
  if (!isRecord(value)) return out;
  if (isRecord(value.read)) for (const [k, v] of Object.entries(value.read)) if (v === true) out.read[k] = true;
  if (isRecord(value.lastSection))
    for (const [k, v] of Object.entries(value.lastSection)) if (typeof v === 'string') out.lastSection[k] = v;
  if (isRecord(value.exercises))
    for (const [k, v] of Object.entries(value.exercises))
      if (isRecord(v)) out.exercises[k] = { passed: v.passed === true, solutionShown: v.solutionShown === true };
  return out;
}

export const useProgress = create<ProgressState>()(
  persist(
    (set) => ({
      ...emptyProgress(),
      markRead: (chapterId, sectionSlug) =>
        set((s) =>
          s.read[`${chapterId}/${sectionSlug}`] ? s : { read: { ...s.read, [`${chapterId}/${sectionSlug}`]: true } },
        ),
      setLastSection: (chapterId, sectionSlug) =>
        set((s) =>
          s.lastSection[chapterId] === sectionSlug ? s : { lastSection: { ...s.lastSection, [chapterId]: sectionSlug } },
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
    {
      name: PROGRESS_KEY,
      version: PROGRESS_VERSION,
      storage: safeJSONStorage<ProgressData>(),
      partialize: (s) => ({ read: s.read, lastSection: s.lastSection, exercises: s.exercises }),
      migrate: (persisted) => sanitizeProgress(persisted),
      merge: (persisted, current) => ({ ...current, ...sanitizeProgress(persisted) }),
    },
  ),
);
