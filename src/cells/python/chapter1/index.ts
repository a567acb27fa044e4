/**
 * Chapter 1's Python cells: every Python code block of seed 000 ("Mémoire paginée d'agent"), verbatim, in the
 * seed's order (the order the chapter's kernel runs them in), each with the seed's printed output. The seed's
 * section 4 block defines LRUMemory and ImportanceMemory and then runs both demos: it is split, without changing a
 * character, before its second demo, so the 'lru' and 'importance' cells each match their TypeScript twin.
 * The .py/.out.txt files were cut from the seed by line ranges (see test/cells/python/pythonCells.test.ts, which checks
 * them against the seed file).
 */
import { pythonCells } from '../pythonCells';
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

export const cells = pythonCells('1', [
  {
    id: 'setup',
    title: {
      en: 'Setup: imports (the notebook’s section 0)',
      fr: 'Mise en place\u00a0: les imports (section 0 du notebook)',
    },
    python: setup,
    output: setupOut,
  },
  {
    id: 'rolling-window',
    title: {
      en: 'Rolling window: six messages, a window of four',
      fr: 'Fenêtre glissante\u00a0: six messages, une fenêtre de quatre',
    },
    python: rollingWindow,
    output: rollingWindowOut,
  },
  {
    id: 'summary',
    title: {
      en: 'Progressive summary: seven messages, a window of three',
      fr: 'Résumé progressif\u00a0: sept messages, une fenêtre de trois',
    },
    python: summary,
    output: summaryOut,
  },
  {
    id: 'lru',
    title: {
      en: 'LRU eviction: five messages, two touches',
      fr: 'Éviction LRU\u00a0: cinq messages, deux accès',
    },
    python: lru,
    output: lruOut,
  },
  {
    id: 'importance',
    title: {
      en: 'Importance-scored eviction: five messages, a memory of three',
      fr: 'Éviction par importance\u00a0: cinq messages, une mémoire de trois',
    },
    python: importance,
    output: importanceOut,
  },
  {
    id: 'paging',
    title: {
      en: 'Memory paging: three pages, one swap',
      fr: 'Pagination mémoire\u00a0: trois pages, un échange',
    },
    python: paging,
    output: pagingOut,
  },
  {
    id: 'cost-table',
    title: {
      en: 'Measurement: the cost table (100 and 1,000 turns)',
      fr: 'Mesure\u00a0: le tableau des coûts (100 et 1 000 tours)',
    },
    python: costTable,
    output: costTableOut,
  },
  {
    id: 'exercise-1',
    title: {
      en: 'Exercise 1: the notebook’s starter',
      fr: 'Exercice 1\u00a0: le point de départ du notebook',
    },
    python: exercise1,
    output: exercise1Out,
  },
  {
    id: 'exercise-2',
    title: {
      en: 'Exercise 2: the notebook’s starter',
      fr: 'Exercice 2\u00a0: le point de départ du notebook',
    },
    python: exercise2,
    output: exercise2Out,
  },
  {
    id: 'exercise-3',
    title: {
      en: 'Exercise 3: the notebook’s starter',
      fr: 'Exercice 3\u00a0: le point de départ du notebook',
    },
    python: exercise3,
    output: exercise3Out,
  },
]);
