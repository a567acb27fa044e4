import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    output: 'Output',
    noOutput: 'This cell prints nothing.',
    runFailed: 'This cell could not be run for the handout: run it in the lab.',
    preparing: 'Preparing the handout (running the cells)…',
  },
  fr: {
    output: 'Sortie',
    noOutput: 'Cette cellule n’affiche rien.',
    runFailed: 'Cette cellule n’a pas pu être exécutée pour le polycopié\u00a0: exécutez-la dans le labo.',
    preparing: 'Préparation du polycopié (exécution des cellules)…',
  },
});
