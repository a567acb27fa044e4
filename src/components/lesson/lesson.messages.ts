import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    unknownWidget: (name: string) =>
      `This part of the lesson ("${name}") is not available in this version of the lab.`,
    loadingWidget: 'Loading the interactive part…',
  },
  fr: {
    unknownWidget: (name: string) =>
      `Cette partie de la leçon («\u00a0${name}\u00a0») n’est pas disponible dans cette version du labo.`,
    loadingWidget: 'Chargement de la partie interactive…',
  },
});
