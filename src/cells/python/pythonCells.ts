/** What a chapter's Python cell list (`./chapterN/index.ts`) shares: its files read as cells of that chapter. */
import type { Localized } from '../../i18n/lang';
import type { CellDef } from '../types';

/** One cell as its chapter lists it: the `.py` file's text and, when the lesson promises it, the `.out.txt`'s. */
export interface PythonCellFiles {
  id: string;
  title: Localized;
  python: string;
  output?: string;
}

/** Files end with a newline; a cell's source and its printed output do not carry it. */
const text = (raw: string) => raw.replace(/\n$/, '');

/** A chapter's cells, in its kernel's order. */
export function pythonCells(chapter: string, files: readonly PythonCellFiles[]): CellDef[] {
  return files.map(({ id, title, python, output }) => ({
    id,
    chapter,
    title,
    python: text(python),
    ...(output === undefined ? {} : { expectedOutput: text(output) }),
  }));
}
