import { defineMessages } from '../../i18n/defineMessages';

/**
 * What agent-memory's recorder says about a cell's scene (the visualizer's description). Apart from the panels'
 * dictionary: the recorder runs in the sandbox's chunk, which should not carry the panels' words.
 */
export default defineMessages({
  en: {
    cellScene: (source: string, window: number) =>
      `Replaying what the cell did to its ${source} (window of ${window}).`,
  },
  fr: {
    cellScene: (source: string, window: number) =>
      `Rejoue ce que la cellule a fait à sa ${source} (fenêtre de ${window}).`,
  },
});
