/**
 * Chapter 1's Python cells: every Python code block of seed 000 ("Mémoire paginée d'agent"), verbatim, in the
 * seed's order (the order the chapter's kernel runs them in), each with the seed's printed output. The seed's
 * section 4 block defines LRUMemory and ImportanceMemory and then runs both demos: it is split, without changing a
 * character, before its second demo, so the 'lru' and 'importance' cells each match their TypeScript twin.
 * The .py/.out.txt files were cut from the seed by line ranges (see test/cells/python/pythonCells.test.ts, which checks
 * them against the seed file).
 */
import type { CellDef } from '../../types';
import costTable from './cost-table.py?raw';
import costTableOut from './cost-table.out.txt?raw';
import exercise1 from './exercise-1.py?raw';
import exercise1Out from './exercise-1.out.txt?raw';
import exercise2 from './exercise-2.py?raw';
import exercise2Out from './exercise-2.out.txt?raw';
import exercise3 from './exercise-3.py?raw';
import exercise3Out from './exercise-3.out.txt?raw';
import importance from './importance.py?raw';
import importanceOut from './importance.out.txt?raw';
import lru from './lru.py?raw';
import lruOut from './lru.out.txt?raw';
import paging from './paging.py?raw';
import pagingOut from './paging.out.txt?raw';
import rollingWindow from './rolling-window.py?raw';
import rollingWindowOut from './rolling-window.out.txt?raw';
import setup from './setup.py?raw';
import setupOut from './setup.out.txt?raw';
import summary from './summary.py?raw';
import summaryOut from './summary.out.txt?raw';

/** Files end with a newline; a cell's source and its printed output do not carry it. */
const text = (raw: string) => raw.replace(/\n$/, '');

export const cells: CellDef[] = [
  {
    id: 'setup',
    chapter: '1',
    title: {
      en: 'Setup: imports (the notebook’s section 0)',
      fr: 'Mise en place\u00a0: les imports (section 0 du notebook)',
    },
    python: text(setup),
    expectedOutput: text(setupOut),
  },
  {
    id: 'rolling-window',
    chapter: '1',
    title: {
      en: 'Rolling window: six messages, a window of four',
      fr: 'Fenêtre glissante\u00a0: six messages, une fenêtre de quatre',
    },
    python: text(rollingWindow),
    expectedOutput: text(rollingWindowOut),
  },
  {
    id: 'summary',
    chapter: '1',
    title: {
      en: 'Progressive summary: seven messages, a window of three',
      fr: 'Résumé progressif\u00a0: sept messages, une fenêtre de trois',
    },
    python: text(summary),
    expectedOutput: text(summaryOut),
  },
  {
    id: 'lru',
    chapter: '1',
    title: {
      en: 'LRU eviction: five messages, two touches',
      fr: 'Éviction LRU\u00a0: cinq messages, deux accès',
    },
    python: text(lru),
    expectedOutput: text(lruOut),
  },
  {
    id: 'importance',
    chapter: '1',
    title: {
      en: 'Importance-scored eviction: five messages, a memory of three',
      fr: 'Éviction par importance\u00a0: cinq messages, une mémoire de trois',
    },
    python: text(importance),
    expectedOutput: text(importanceOut),
  },
  {
    id: 'paging',
    chapter: '1',
    title: {
      en: 'Memory paging: three pages, one swap',
      fr: 'Pagination mémoire\u00a0: trois pages, un échange',
    },
    python: text(paging),
    expectedOutput: text(pagingOut),
  },
  {
    id: 'cost-table',
    chapter: '1',
    title: {
      en: 'Measurement: the cost table (100 and 1,000 turns)',
      fr: 'Mesure\u00a0: le tableau des coûts (100 et 1 000 tours)',
    },
    python: text(costTable),
    expectedOutput: text(costTableOut),
  },
  {
    id: 'exercise-1',
    chapter: '1',
    title: {
      en: 'Exercise 1: the notebook’s starter',
      fr: 'Exercice 1\u00a0: le point de départ du notebook',
    },
    python: text(exercise1),
    expectedOutput: text(exercise1Out),
  },
  {
    id: 'exercise-2',
    chapter: '1',
    title: {
      en: 'Exercise 2: the notebook’s starter',
      fr: 'Exercice 2\u00a0: le point de départ du notebook',
    },
    python: text(exercise2),
    expectedOutput: text(exercise2Out),
  },
  {
    id: 'exercise-3',
    chapter: '1',
    title: {
      en: 'Exercise 3: the notebook’s starter',
      fr: 'Exercice 3\u00a0: le point de départ du notebook',
    },
    python: text(exercise3),
    expectedOutput: text(exercise3Out),
  },
];
