import { defineMessages } from '../i18n/defineMessages';

export default defineMessages({
  en: {
    editorLoading: 'Loading the code editor… You can already type in the plain text field below.',
    editorFailed: 'The code editor could not load: a plain text field is used instead. Tests still run.',
  },
  fr: {
    editorLoading: 'Chargement de l’éditeur de code… Vous pouvez déjà écrire dans le champ texte ci-dessous.',
    editorFailed:
      'L’éditeur de code n’a pas pu se charger\u00a0: un champ texte simple le remplace. Les tests fonctionnent.',
  },
});
