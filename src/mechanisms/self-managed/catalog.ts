/**
 * Chapter 5's mechanism as the standalone page lists it, without loading it: its title and its presets' titles in
 * display order. `presets.ts` and `index.ts` take their titles from here.
 */
import { defineCatalog } from '../types';

export const CATALOG = defineCatalog({
  id: 'self-managed',
  title: { en: 'The agent manages its own memory', fr: 'L’agent gère sa propre mémoire' },
  presets: {
    'two-favourites': { en: 'Two favourites', fr: 'Deux préférés' },
    negation: { en: 'A negation', fr: 'Une négation' },
    restatement: { en: 'A restatement', fr: 'Une redite' },
    correction: { en: 'A correction of a wrong memory', fr: 'La correction d’un souvenir faux' },
    'three-designs': { en: 'Three designs side by side', fr: 'Trois conceptions côte à côte' },
    pressure: { en: 'Memory pressure', fr: 'La pression mémoire' },
    'said-not-done': { en: 'Said but not done', fr: 'Dit mais pas fait' },
  },
  defaultPreset: 'two-favourites',
});
