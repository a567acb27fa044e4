/**
 * Chapter 1's cells, in the lesson's order: the seed's demos written against the lab's engine. Each source file is a
 * real module (type-checked by `tsc`, importing from 'agent-memory-lab'); the cell holds its text, which is what the
 * lesson shows, the sandbox runs, the parity tests run and the visualizer's presets are recorded from.
 */
import type { CellDef } from '../types';
import importance from './importance.ts?raw';
import lru from './lru.ts?raw';
import paging from './paging.ts?raw';
import rollingWindow from './rollingWindow.ts?raw';
import summary from './summary.ts?raw';

export const cells: CellDef[] = [
  {
    id: 'rolling-window',
    chapter: '1',
    title: {
      en: 'Rolling window: six messages, a window of four',
      fr: 'Fenêtre glissante\u00a0: six messages, une fenêtre de quatre',
    },
    ts: rollingWindow,
    animate: 'agent-memory',
  },
  {
    id: 'summary',
    chapter: '1',
    title: {
      en: 'Progressive summary: seven messages, a window of three',
      fr: 'Résumé progressif\u00a0: sept messages, une fenêtre de trois',
    },
    ts: summary,
    animate: 'agent-memory',
  },
  {
    id: 'lru',
    chapter: '1',
    title: {
      en: 'LRU eviction: five messages, two touches',
      fr: 'Éviction LRU\u00a0: cinq messages, deux accès',
    },
    ts: lru,
    animate: 'agent-memory',
  },
  {
    id: 'importance',
    chapter: '1',
    title: {
      en: 'Importance-scored eviction: five messages, a memory of three',
      fr: 'Éviction par importance\u00a0: cinq messages, une mémoire de trois',
    },
    ts: importance,
    animate: 'agent-memory',
  },
  {
    id: 'paging',
    chapter: '1',
    title: {
      en: 'Memory paging: three pages, then swap to page 2',
      fr: 'Pagination de la mémoire\u00a0: trois pages, puis bascule vers la page 2',
    },
    ts: paging,
    animate: 'agent-memory',
  },
];
