/**
 * The one reader of the cells' sources. Every cell of every chapter, derived: one glob over the chapters' TypeScript cell lists (`./chapterN/index.ts`)
 * and one over the Python cell lists (`./python/chapterN/index.ts`). A Python cell whose id is a TypeScript cell's id
 * of the same chapter joins it (one cell, two tabs); any other Python cell stands alone. Adding a chapter's cells
 * adds a folder; nothing here changes.
 */
import { CELL_ID_PATTERN, type CellDef } from './types';

type CellList = { cells: readonly CellDef[] };
/** A chapter's Python list is also its kernel's order; `independent` cells need no earlier cell of the chapter. */
type PythonCellList = CellList & { independent?: readonly string[] };

const tsLists = import.meta.glob<CellList>('./chapter*/index.ts', { eager: true });
const pythonLists = import.meta.glob<PythonCellList>('./python/chapter*/index.ts', { eager: true });

/** Merges the TypeScript and Python lists; throws on a malformed or duplicate cell (caught by the registry test). */
export function mergeCells(ts: readonly CellDef[], python: readonly CellDef[]): CellDef[] {
  const byId = new Map<string, CellDef>();
  const order: string[] = [];
  const add = (cell: CellDef, origin: 'ts' | 'python') => {
    if (!CELL_ID_PATTERN.test(cell.id))
      throw new Error(`cell id "${cell.id}" is not lowercase words and dashes`);
    const existing = byId.get(cell.id);
    if (!existing) {
      byId.set(cell.id, { ...cell });
      order.push(cell.id);
      return;
    }
    if (origin === 'ts' || existing.python !== undefined || existing.chapter !== cell.chapter) {
      throw new Error(`cell id "${cell.id}" is defined twice`);
    }
    byId.set(cell.id, {
      ...existing,
      python: cell.python ?? '',
      ...(existing.expectedOutput === undefined && cell.expectedOutput !== undefined
        ? { expectedOutput: cell.expectedOutput }
        : {}),
    });
  };
  for (const cell of ts) add(cell, 'ts');
  for (const cell of python) add(cell, 'python');
  return order.map((id) => byId.get(id) as CellDef);
}

const listed = (lists: Record<string, CellList>): CellDef[] =>
  Object.keys(lists)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .flatMap((path) => lists[path]?.cells ?? []);

/** All cells, chapter by chapter; within a chapter, TypeScript cells in lesson order, then Python-only cells. */
export const CELLS: readonly CellDef[] = mergeCells(listed(tsLists), listed(pythonLists));

const BY_ID = new Map(CELLS.map((c) => [c.id, c]));

export const CELL_IDS: readonly string[] = CELLS.map((c) => c.id);

export function findCell(id: string): CellDef | undefined {
  return BY_ID.get(id);
}

export function cellsOfChapter(chapter: string): CellDef[] {
  return CELLS.filter((c) => c.chapter === chapter);
}

const pythonByChapter = new Map<string, CellDef[]>();
const independentIds = new Set<string>();
for (const path of Object.keys(pythonLists).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))) {
  const list = pythonLists[path]!;
  for (const cell of list.cells) {
    if (cell.python === undefined) continue;
    pythonByChapter.set(cell.chapter, [...(pythonByChapter.get(cell.chapter) ?? []), cell]);
  }
  for (const id of list.independent ?? []) independentIds.add(id);
}

/** A chapter's Python cells in its kernel's order (the order of `python/chapterN/index.ts`). */
export function pythonCellsOf(chapter: string): readonly CellDef[] {
  return pythonByChapter.get(chapter) ?? [];
}

/** Cells that need no earlier cell of their chapter (e.g. chapter 3's self-contained versions); later cells may need them. */
export function isIndependent(chapter: string, cellId: string): boolean {
  return independentIds.has(cellId) && pythonCellsOf(chapter).some((c) => c.id === cellId);
}
