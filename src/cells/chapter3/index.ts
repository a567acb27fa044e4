/**
 * Chapter 3's TypeScript cells: the TaskMaster replays of the lab's engine. Their ids are the Python cells' ids
 * (src/cells/python/chapter3), so each shows both tabs, "Python (original)" and "TypeScript (lab engine)".
 */
import type { CellDef } from '../types';
import fixed from './taskmasterFixed.ts?raw';
import seedLogic from './taskmasterSeedLogic.ts?raw';

export const cells: CellDef[] = [
  {
    id: 'taskmaster-seed-logic',
    chapter: '3',
    title: {
      en: 'TaskMaster with embed defined: the source text’s logic',
      fr: 'TaskMaster avec embed défini\u00a0: la logique du texte',
    },
    ts: seedLogic,
    animate: 'episodic',
  },
  {
    id: 'taskmaster-fixed',
    chapter: '3',
    title: { en: 'TaskMaster with its eight faults fixed', fr: 'TaskMaster, ses huit défauts corrigés' },
    ts: fixed,
    animate: 'episodic',
  },
];
