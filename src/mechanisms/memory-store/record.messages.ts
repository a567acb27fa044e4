import { defineMessages } from '../../i18n/defineMessages';

/**
 * What the memory-store recorder says about a cell's scene (the visualizer's description). Apart from the panels'
 * dictionary: the recorder runs in the sandbox's chunk, which should not carry the panels' words.
 */
export default defineMessages({
  en: {
    cellScene: (hours: number, ownClock: boolean) =>
      `Replaying what the cell did to its MemoryStore (entries expire after ${hours >= 48 ? `${Math.round(hours / 24)} days` : `${hours} h`}; ${ownClock ? 'the clock is the one the cell gave the store' : 'the cell ran on the real clock, in a few milliseconds: the scene’s clock does not move'}).`,
  },
  fr: {
    cellScene: (hours: number, ownClock: boolean) =>
      `Rejoue ce que la cellule a fait à son MemoryStore (les entrées expirent après ${hours >= 48 ? `${Math.round(hours / 24)} jours` : `${String(hours).replace('.', ',')} h`}\u00a0; ${ownClock ? 'l’horloge est celle que la cellule a donnée au magasin' : 'la cellule a tourné sur l’horloge réelle, en quelques millisecondes\u00a0: l’horloge de la scène ne bouge pas'}).`,
  },
});
