import { defineMessages } from '../../i18n/defineMessages';

/** The words a cell's TypeScript and Python bodies share: their buttons and their output region. */
export default defineMessages({
  en: {
    run: 'Run',
    edit: 'Edit',
    revert: 'Revert',
    stop: 'Stop',
    output: 'Output',
  },
  fr: {
    run: 'Exécuter',
    edit: 'Modifier',
    revert: 'Rétablir',
    stop: 'Arrêter',
    output: 'Sortie',
  },
});
