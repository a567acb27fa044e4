import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    unreadable: (n: number) =>
      `${n} line${n === 1 ? '' : 's'} of the model's answer could not be read as "Concept : knowledge" (nothing was stored from ${n === 1 ? 'it' : 'them'}):`,
  },
  fr: {
    unreadable: (n: number) =>
      `${n} ligne${n > 1 ? 's' : ''} de la réponse du modèle ne se li${n > 1 ? 'sent' : 't'} pas comme « Concept : connaissance » (rien n'en a été stocké) :`,
  },
});
