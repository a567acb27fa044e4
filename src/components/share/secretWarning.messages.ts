import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    title: 'This may contain a secret',
    body: 'The chapter 2 detector found what looks like sensitive data in what you are about to share:',
    kind: (kinds: string) => `${kinds}:`,
    where: (where: string) => `in ${where}`,
    share: 'Share anyway',
    remove: 'Remove it',
  },
  fr: {
    title: 'Ceci contient peut-être un secret',
    body: 'Le détecteur du chapitre 2 a trouvé ce qui ressemble à des données sensibles dans ce que vous allez partager\u00a0:',
    kind: (kinds: string) => `${kinds}\u00a0:`,
    where: (where: string) => `dans ${where}`,
    share: 'Partager quand même',
    remove: 'Le retirer',
  },
});
