import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    invalidNumber: (min: number, max: number) => `Enter a whole number from ${min} to ${max}.`,
  },
  fr: {
    invalidNumber: (min: number, max: number) => `Saisissez un nombre entier de ${min} à ${max}.`,
  },
});
