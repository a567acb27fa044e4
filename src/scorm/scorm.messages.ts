import type { MessageDictionary } from '../i18n/defineMessages';

// A note, not a warning: the platform's refusal is not the student's doing, and nothing of their work is lost.
export default {
  en: {
    notSaved:
      'The course platform did not record your progress this time. Your work stays saved in this browser.',
  },
  fr: {
    notSaved:
      'La plateforme du cours n’a pas enregistré votre progression cette fois. Votre travail reste enregistré dans ce navigateur.',
  },
} satisfies MessageDictionary<{ notSaved: string }>;
