import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    status: (file: string) =>
      `${file} runs in this page: the lab’s hooks ask it, and nothing leaves the page.`,
    loading: (file: string) => `Loading ${file} in this page…`,
    footer: (file: string) =>
      `Runs in your browser. The model file ${file} runs in this page too: nothing leaves it.`,
  },
  fr: {
    status: (file: string) =>
      `${file} s’exécute dans la page\u00a0: les points d’appel du labo l’interrogent, et rien ne quitte la page.`,
    loading: (file: string) => `Chargement de ${file} dans la page…`,
    footer: (file: string) =>
      `S’exécute dans votre navigateur. Le fichier de modèle ${file} s’exécute aussi dans la page\u00a0: rien n’en sort.`,
  },
});
