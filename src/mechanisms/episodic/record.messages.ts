import { defineMessages } from '../../i18n/defineMessages';

/**
 * What the episodic recorder says about a cell's scene (the visualizer's description). Apart from the panels'
 * dictionary: the recorder runs in the sandbox's chunk, which should not carry the panels' words.
 */
export default defineMessages({
  en: {
    cellScene: (episodes: number, reflected: boolean) =>
      reflected
        ? `Replaying the cell’s runTaskMaster: its ${episodes} episodes (one minute apart) and the reflection on them, with the model that answers as the source’s MockLLM. The queries are not replayed: the scene ranks memories with the paper’s score, not with the cell’s concept retrieval.`
        : `Replaying the cell’s runTaskMaster: its ${episodes} episodes (one minute apart). The reflection and the queries are not replayed: the source text’s logic has faults the scene’s engine does not have, and with more than 3 episodes the scene would reflect on others (try logic: 'fixed' with at most 3 episodes).`,
  },
  fr: {
    cellScene: (episodes: number, reflected: boolean) =>
      reflected
        ? `Rejoue le runTaskMaster de la cellule\u00a0: ses ${episodes} épisodes (à une minute d’intervalle) et la réflexion sur eux, avec le modèle qui répond comme le MockLLM du texte. Les requêtes ne sont pas rejouées\u00a0: la scène classe les souvenirs avec le score de l’article, pas avec la recherche de concepts de la cellule.`
        : `Rejoue le runTaskMaster de la cellule\u00a0: ses ${episodes} épisodes (à une minute d’intervalle). La réflexion et les requêtes ne sont pas rejouées\u00a0: la logique du texte a des défauts que le moteur de la scène n’a pas, et avec plus de 3 épisodes la scène réfléchirait sur d’autres (essayez logic: ’fixed’ avec au plus 3 épisodes).`,
  },
});
