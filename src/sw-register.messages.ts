import type { MessageDictionary } from './i18n/defineMessages';

// Checked like defineMessages (both languages, the same keys), without importing it at run time: the registration's
// chunk then shares no module with the pages, so it adds no chunk to their initial JavaScript (see main.tsx).
export default {
  en: {
    updateReady: 'A new version of the lab was installed. Reload the page to use it.',
    reload: 'Reload',
  },
  fr: {
    updateReady: 'Une nouvelle version du labo a été installée. Rechargez la page pour l’utiliser.',
    reload: 'Recharger',
  },
} satisfies MessageDictionary<{ updateReady: string; reload: string }>;
