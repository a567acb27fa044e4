import { defineMessages } from '../../i18n/defineMessages';

/** The words a cell's TypeScript and Python bodies share: their buttons and their output region. */
export default defineMessages({
  en: {
    run: 'Run',
    edit: 'Edit',
    revert: 'Revert',
    stop: 'Stop',
    output: 'Output',
    copyCode: 'Copy code',
    copied: 'Copied',
    copyManual: 'Copy the code from this field (it is selected: Ctrl+C or ⌘C):',
    /** Where the sharing warning says the finding is. */
    codeWhere: 'the code of this cell',
  },
  fr: {
    run: 'Exécuter',
    edit: 'Modifier',
    revert: 'Rétablir',
    stop: 'Arrêter',
    output: 'Sortie',
    copyCode: 'Copier le code',
    copied: 'Copié',
    copyManual: 'Copiez le code depuis ce champ (il est sélectionné\u00a0: Ctrl+C ou ⌘C)\u00a0:',
    codeWhere: 'le code de cette cellule',
  },
});
