import { defineMessages } from './i18n/defineMessages';

export default defineMessages({
  en: {
    updateReady: 'A new version of the lab was installed. Reload the page to use it.',
    reload: 'Reload',
  },
  fr: {
    updateReady: 'Une nouvelle version du labo a été installée. Rechargez la page pour l’utiliser.',
    reload: 'Recharger',
  },
});
