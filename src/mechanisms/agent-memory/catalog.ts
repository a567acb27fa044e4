/**
 * Chapter 1's mechanism as the standalone page lists it, without loading it: its title and its presets' titles
 * in display order. `presets.ts` and `index.ts` take their titles from here.
 */
import { defineCatalog } from '../types';

export const CATALOG = defineCatalog({
  id: 'agent-memory',
  title: { en: 'Paged agent memory', fr: 'Mémoire paginée d’agent' },
  presets: {
    'rolling-window': { en: 'Rolling window', fr: 'Fenêtre glissante' },
    summary: { en: 'Progressive summary', fr: 'Résumé progressif' },
    lru: { en: 'LRU eviction', fr: 'Éviction LRU' },
    importance: { en: 'Importance-scored eviction', fr: 'Éviction par importance' },
    paging: { en: 'Memory paging', fr: 'Pagination de la mémoire' },
    compare: { en: 'FIFO, LRU and importance side by side', fr: 'FIFO, LRU et importance côte à côte' },
    playground: { en: 'Playground', fr: 'Bac à sable' },
  },
  defaultPreset: 'rolling-window',
});
