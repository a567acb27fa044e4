import { defineMessages } from '../../i18n/defineMessages';

/**
 * What the memory-store recorder says about a cell's scene (the visualizer's description). Apart from the panels'
 * dictionary: the recorder runs in the sandbox's chunk, which should not carry the panels' words.
 */
export default defineMessages({
  en: {
    answerScene:
      'Replaying the cell’s calls to answerWithState: each state is a user, its preference is in the store, each call is a question (the scene’s own model answers; what is sent and what is kept are the cell’s).',
    cellScene: (hours: number, ownClock: boolean) =>
      `Replaying what the cell did to its MemoryStore (entries expire after ${hours >= 48 ? `${Math.round(hours / 24)} days` : `${hours} h`}; ${ownClock ? 'the clock is the one the cell gave the store' : 'the cell ran on the real clock, in a few milliseconds: the scene’s clock does not move'}).`,
  },
  fr: {
    answerScene:
      'Rejoue les appels de la cellule à answerWithState\u00a0: chaque état est un utilisateur, sa préférence est dans la mémoire, chaque appel est une question (le modèle de la scène répond\u00a0; ce qui part et ce qui est gardé sont ceux de la cellule).',
    cellScene: (hours: number, ownClock: boolean) =>
      `Rejoue ce que la cellule a fait à son MemoryStore (les entrées expirent après ${hours >= 48 ? `${Math.round(hours / 24)} jours` : `${String(hours).replace('.', ',')} h`}\u00a0; ${ownClock ? 'l’horloge est celle que la cellule a donnée au magasin' : 'la cellule a tourné sur l’horloge réelle, en quelques millisecondes\u00a0: l’horloge de la scène ne bouge pas'}).`,
  },
});
