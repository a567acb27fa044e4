/**
 * Chapter 3's Python cells: the seed 002 article's TaskMaster code.
 * - 'taskmaster-published': the seed's code verbatim with the indentation it lost restored (every line equals the
 *   seed's line once its leading spaces are removed). It fails at once: `self.embed` is never defined (fault 1).
 *   It is valid only from Python 3.12 on (a backslash inside an f-string expression, fault 2); Pyodide runs 3.14.
 * - 'taskmaster-seed-logic': that code with fault 1 only repaired (an embed() given to AgentMemory), run as
 *   published: what the seed's logic prints, both queries answered with the finance advice.
 * - 'taskmaster-fixed': every fault fixed, self-contained: the fintech question gets the advice, the general one
 *   does not. Its printed lines equal the TypeScript replay `runTaskMaster({ logic: 'fixed' })` (and the seed-logic
 *   cell's equal `runTaskMaster({ logic: 'seed' })`): test/cells/python/pythonCells.test.ts checks both.
 */
import { pythonCells } from '../pythonCells';
import fixed from './taskmaster-fixed.py?raw';
import fixedOut from './taskmaster-fixed.out.txt?raw';
import published from './taskmaster-published.py?raw';
import seedLogic from './taskmaster-seed-logic.py?raw';
import seedLogicOut from './taskmaster-seed-logic.out.txt?raw';

export const cells = pythonCells('3', [
  {
    id: 'taskmaster-published',
    title: {
      en: 'TaskMaster as published (it stops at self.embed)',
      fr: 'TaskMaster tel que publié (il s’arrête sur self.embed)',
    },
    python: published,
  },
  {
    id: 'taskmaster-seed-logic',
    title: {
      en: 'TaskMaster with embed defined: the source text’s logic',
      fr: 'TaskMaster avec embed défini\u00a0: la logique du texte',
    },
    python: seedLogic,
    output: seedLogicOut,
  },
  {
    id: 'taskmaster-fixed',
    title: { en: 'TaskMaster with its eight faults fixed', fr: 'TaskMaster, ses huit défauts corrigés' },
    python: fixed,
    output: fixedOut,
  },
]);

/** Cells that need no earlier cell: each defines everything it uses (the seed-logic cell needs the published one). */
export const independent: readonly string[] = ['taskmaster-published', 'taskmaster-fixed'];
