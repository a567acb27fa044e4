/**
 * Chapter 6's mechanism as the standalone page lists it, without loading it: its title and its presets' titles in
 * display order. `presets.ts` and `index.ts` take their titles from here.
 */
import { defineCatalog } from '../types';

export const CATALOG = defineCatalog({
  id: 'compaction',
  title: { en: 'Compaction and context editing', fr: 'Compaction et édition du contexte' },
  presets: {
    threshold: { en: 'Compaction at a threshold', fr: 'Compaction à un seuil' },
    clearing: { en: 'Clearing tool results', fr: 'Effacer les résultats d’outils' },
    forgotten: { en: 'A forgotten fact lives on', fr: 'Un fait oublié survit' },
  },
  defaultPreset: 'threshold',
});
