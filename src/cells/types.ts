/**
 * The notebook's cells as data. A cell is one demo of a chapter: the seed's Python (run verbatim with Pyodide), the
 * same demo written against the lab's engine in TypeScript (run in the exercises' sandbox), or both. The TypeScript
 * source of a demo exists once, here: lessons show it, the sandbox runs it, the parity tests run it and compare with
 * the seed's printed output, and the visualizer's presets are recorded from what it does to the engine.
 */
import type { Localized } from '../i18n/lang';

export interface CellDef {
  /** Unique across chapters; the lesson writes `<Cell id="..." />`. Lowercase words and dashes. */
  id: string;
  /** The chapter's id in `src/content/chapters.ts` ('1', '2', ...). */
  chapter: string;
  /** Names the cell (its group's accessible name). */
  title: Localized;
  /** TypeScript source text: imports from 'agent-memory-lab', prints with console.log. */
  ts?: string;
  /** Python source text, run verbatim in the chapter's Pyodide kernel. */
  python?: string;
  /** What the unmodified cell prints (lines joined by '\n'), when the lesson promises it. */
  expectedOutput?: string;
  /** The mechanism whose visualizer can replay what the TypeScript cell did to the engine ("Animate this output"). */
  animate?: string;
}

/** Cell ids: lowercase words joined by dashes (they appear in MDX, storage keys and test ids). */
export const CELL_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
