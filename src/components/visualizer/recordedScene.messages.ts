import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    sceneOfAny: (source: string) => `Replaying what the cell did to its ${source}.`,
    loadingVisualizer: 'Loading the visualizer…',
    animationTitle: 'What the cell did',
    sceneInvalid: (field: string, detail: string) =>
      `The visualizer cannot show this run (${field}: ${detail}).`,
  },
  fr: {
    sceneOfAny: (source: string) => `Rejoue ce que la cellule a fait à son ${source}.`,
    loadingVisualizer: 'Chargement du visualiseur…',
    animationTitle: 'Ce que la cellule a fait',
    sceneInvalid: (field: string, detail: string) =>
      `Le visualiseur ne peut pas montrer cette exécution (${field}\u00a0: ${detail}).`,
  },
});
