/**
 * Chapter 3's mechanism as the standalone page lists it, without loading it: its title and its presets' titles
 * in display order. `presets.ts` and `index.ts` take their titles from here.
 */
import { defineCatalog } from '../types';

export const CATALOG = defineCatalog({
  id: 'episodic',
  title: { en: 'Episodic and semantic memory', fr: 'Mémoire épisodique et sémantique' },
  presets: {
    taskmaster: { en: 'TaskMaster, the source text’s demo', fr: 'TaskMaster, la démo du texte' },
    triggers: { en: 'Triggers and reflection', fr: 'Déclencheurs et réflexion' },
    importance: { en: 'Importance sum (Generative Agents)', fr: 'Importance cumulée (Generative Agents)' },
    graph: { en: 'The knowledge graph over time', fr: 'Le graphe de connaissances dans le temps' },
    scores: { en: 'Retrieval scores', fr: 'Scores de récupération' },
    'fintech-en': { en: 'The fintech question, in English', fr: 'La question fintech, en anglais' },
    'fintech-fr': { en: 'The fintech question, in French', fr: 'La question fintech, en français' },
    forgetting: { en: 'Forgetting and consolidation', fr: 'Oubli et consolidation' },
  },
  defaultPreset: 'triggers',
});
