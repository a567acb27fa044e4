import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    copyCode: 'Copy code',
    copied: 'Copied',
    copyFailed: 'Could not copy: the code is selected, press Ctrl+C (⌘C on a Mac) to copy it.',
    copiedAnnounce: 'Code copied to the clipboard.',
    output: 'Output',
    codeLanguage: (language: string) => `Code, ${language}`,
    noteSeed: 'About the notebook',
    noteInfo: 'Note',
    noteWarning: 'Warning',
  },
  fr: {
    copyCode: 'Copier le code',
    copied: 'Copié',
    copyFailed:
      'Copie impossible\u00a0: le code est sélectionné, appuyez sur Ctrl+C (⌘C sur Mac) pour le copier.',
    copiedAnnounce: 'Code copié dans le presse-papiers.',
    output: 'Sortie',
    codeLanguage: (language: string) => `Code, ${language}`,
    noteSeed: 'À propos du notebook',
    noteInfo: 'Remarque',
    noteWarning: 'Attention',
  },
});
