import { useState } from 'react';
import type { CellDef } from '../../cells/types';
import { useCellCode, useCellSource, type CellLang } from '../../state/cellCode';

/**
 * A cell's code in one language as its body shows it: the source (the original, or the reader's saved edit, with
 * `edited` and `stale`), whether the editor is open, and `save`/`revert` of the edit against that original.
 */
export function useCellEdit(cell: CellDef, lang: CellLang) {
  const original = (lang === 'ts' ? cell.ts : cell.python) ?? '';
  const { source, edited, stale } = useCellSource(cell.id, lang, original);
  const saveCode = useCellCode((s) => s.save);
  const revertCode = useCellCode((s) => s.revert);
  const [editing, setEditing] = useState(false);
  return {
    source,
    edited,
    stale,
    editing,
    setEditing,
    save: (value: string) => saveCode(cell.id, lang, value, original),
    revert: () => revertCode(cell.id, lang),
  };
}
