import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    handoutOf: (n: number, title: string) => `Chapter ${n}: ${title}`,
    handoutNote: (url: string) =>
      `A handout of Agent Memory Lab. The live version, with every control: ${url}`,
    preparing: 'Preparing the handout (running the cells)…',
    ready: 'The handout is ready to print.',
    printNow: 'Print',
    back: 'Back to the chapter',
  },
  fr: {
    handoutOf: (n: number, title: string) => `Chapitre ${n}\u00a0: ${title}`,
    handoutNote: (url: string) =>
      `Un polycopié d’Agent Memory Lab. La version en ligne, avec toutes ses commandes\u00a0: ${url}`,
    preparing: 'Préparation du polycopié (exécution des cellules)…',
    ready: 'Le polycopié est prêt à imprimer.',
    printNow: 'Imprimer',
    back: 'Retour au chapitre',
  },
});
