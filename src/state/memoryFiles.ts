/**
 * The /memories folder of chapter 5's "Memory files" widget. In memory only by default; when the learner ticks
 * "Keep these files in this browser" it is saved under `aml.memoryFiles` with a version and a migration, and
 * "Your data" lists and removes it. Unticking (or removing) deletes the saved key: nothing is written while the
 * box is off. A corrupt saved value starts empty (kept aside by safeJSONStorage, with a notice).
 */
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { MEMORY_ROOT, pathProblem } from '../engine/selfManaged/files';
import type { Localized } from '../i18n/lang';
import { isRecord, safeJSONStorage } from './persist';

export const MEMORY_FILES_KEY = 'aml.memoryFiles';
export const MEMORY_FILES_VERSION = 1;

export interface MemoryFilesData {
  /** Whether the folder is saved in this browser. */
  keep: boolean;
  /** Path → content, every path under /memories. */
  files: Readonly<Record<string, string>>;
}

export interface MemoryFilesState extends MemoryFilesData {
  setFiles: (files: Readonly<Record<string, string>>) => void;
  setKeep: (keep: boolean) => void;
  /** Empties the folder and stops keeping it ("Your data"'s remove). */
  reset: () => void;
}

const empty = (): MemoryFilesData => ({ keep: false, files: {} });

/** A saved folder in today's shape: only string files under /memories survive; anything else is empty. */
export function sanitizeMemoryFiles(value: unknown): MemoryFilesData {
  if (!isRecord(value)) return empty();
  const files: Record<string, string> = {};
  if (isRecord(value.files))
    for (const [path, text] of Object.entries(value.files))
      if (typeof text === 'string' && path !== MEMORY_ROOT && pathProblem(path) === null) files[path] = text;
  return { keep: value.keep === true, files };
}

/** Version 1 is the first: an older or unknown value is read file by file. */
export function migrateMemoryFiles(persisted: unknown, _version: number): MemoryFilesData {
  return sanitizeMemoryFiles(persisted);
}

/** Saves only while `keep` is on; turning it off removes what was saved. */
function keptOnlyStorage(): PersistStorage<MemoryFilesData> {
  const base = safeJSONStorage<MemoryFilesData>();
  return {
    getItem: (name) => base.getItem(name),
    setItem: (name, value) => (value.state.keep ? base.setItem(name, value) : base.removeItem(name)),
    removeItem: (name) => base.removeItem(name),
  };
}

export const useMemoryFiles = create<MemoryFilesState>()(
  persist(
    (set) => ({
      ...empty(),
      setFiles: (files) => set({ files }),
      setKeep: (keep) => set({ keep }),
      reset: () => set(empty()),
    }),
    {
      name: MEMORY_FILES_KEY,
      version: MEMORY_FILES_VERSION,
      storage: keptOnlyStorage(),
      partialize: (s) => ({ keep: s.keep, files: s.files }),
      migrate: (persisted, version) => migrateMemoryFiles(persisted, version),
      merge: (persisted, current) => {
        const saved = sanitizeMemoryFiles(persisted);
        // Nothing saved (the box was off): keep what this page already holds in memory.
        return saved.keep ? { ...current, ...saved } : current;
      },
    },
  ),
);

/** The files' count and characters, for "Your data". */
export function memoryFilesSummary(files: Readonly<Record<string, string>>): {
  count: number;
  chars: number;
} {
  const texts = Object.values(files);
  return { count: texts.length, chars: texts.reduce((n, t) => n + t.length, 0) };
}

export const MEMORY_FILES_ITEM: { purpose: Localized; expiry: Localized } = {
  purpose: {
    en: 'the /memories files of chapter 5, because you ticked “Keep these files in this browser”',
    fr: 'les fichiers /memories du chapitre 5, parce que vous avez coché «\u00a0Garder ces fichiers dans ce navigateur\u00a0»',
  },
  expiry: { en: 'until you remove them', fr: 'jusqu’à ce que vous les retiriez' },
};
