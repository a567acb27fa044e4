import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { fnv1a } from '../engine/core/random';
import { isRecord, isSavedSource, savedState } from './persist';

/**
 * Edits of the notebook's cells, saved per cell and language like exercise code. Each edit keeps a hash of the
 * original it was made from: when the lab ships a changed original, the cell says that the saved edit was made
 * from an older version (the edit is kept; "Revert" takes the new original).
 */
export type CellLang = 'ts' | 'python';

export interface SavedCellCode {
  source: string;
  savedAt: number;
  /** hashSource(original) when the edit was saved. */
  originalHash: string;
}

export interface CellCodeData {
  /** Keyed by cellCodeKey(cellId, lang). */
  code: Record<string, SavedCellCode>;
}

export interface CellCodeState extends CellCodeData {
  /** Saves an edit; saving the original itself removes the edit (nothing to keep). */
  save: (cellId: string, lang: CellLang, source: string, original: string) => void;
  /** Back to the original: the saved edit is forgotten. */
  revert: (cellId: string, lang: CellLang) => void;
}

export const CELL_CODE_KEY = 'aml.cellCode';
export const CELL_CODE_VERSION = 1;
const MAX_SOURCE_CHARS = 100_000;

export const cellCodeKey = (cellId: string, lang: CellLang): string => `${lang}:${cellId}`;

/** FNV-1a (32 bits) of the text, hex: enough to notice that an original changed, cheap and synchronous. */
export function hashSource(text: string): string {
  return fnv1a(text).toString(16).padStart(8, '0');
}

function isSaved(v: unknown): v is SavedCellCode {
  return (
    isSavedSource(v, MAX_SOURCE_CHARS) &&
    typeof v.originalHash === 'string' &&
    /^[0-9a-f]{8}$/.test(v.originalHash)
  );
}

/** Entry by entry: a well-formed edit is kept, anything else is dropped (one bad entry never costs the others). */
export function sanitizeCellCode(value: unknown): CellCodeData {
  const code: Record<string, SavedCellCode> = {};
  if (isRecord(value) && isRecord(value.code)) {
    for (const [key, entry] of Object.entries(value.code)) {
      if (/^(ts|python):[a-z0-9-]{1,80}$/.test(key) && isSaved(entry)) {
        code[key] = { source: entry.source, savedAt: entry.savedAt, originalHash: entry.originalHash };
      }
    }
  }
  return { code };
}

export const useCellCode = create<CellCodeState>()(
  persist(
    (set) => ({
      code: {},
      save: (cellId, lang, source, original) =>
        set((s) => {
          const key = cellCodeKey(cellId, lang);
          const code = { ...s.code };
          if (source === original) delete code[key];
          else
            code[key] = {
              source: source.slice(0, MAX_SOURCE_CHARS),
              savedAt: Date.now(),
              originalHash: hashSource(original),
            };
          return { code };
        }),
      revert: (cellId, lang) =>
        set((s) => {
          const code = { ...s.code };
          delete code[cellCodeKey(cellId, lang)];
          return { code };
        }),
    }),
    // Version 0 never shipped: any older or unknown shape goes through the same entry-by-entry check.
    savedState({
      name: CELL_CODE_KEY,
      version: CELL_CODE_VERSION,
      partialize: (s) => ({ code: s.code }),
      sanitize: sanitizeCellCode,
    }),
  ),
);

export interface CellSource {
  /** What runs: the saved edit, else the original. */
  source: string;
  edited: boolean;
  /** The edit was saved from another version of the original. */
  stale: boolean;
}

export function cellSourceFrom(saved: SavedCellCode | undefined, original: string): CellSource {
  if (!saved) return { source: original, edited: false, stale: false };
  return { source: saved.source, edited: true, stale: saved.originalHash !== hashSource(original) };
}

/** The code of a cell outside React (e.g. "Run all"): the saved edit if any, else the original. */
export function cellSource(cellId: string, lang: CellLang, original: string): CellSource {
  return cellSourceFrom(useCellCode.getState().code[cellCodeKey(cellId, lang)], original);
}

/** The code of a cell, for a component. */
export function useCellSource(cellId: string, lang: CellLang, original: string): CellSource {
  const saved = useCellCode((s) => s.code[cellCodeKey(cellId, lang)]);
  return cellSourceFrom(saved, original);
}
