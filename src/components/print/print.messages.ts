import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  en: {
    printChapter: 'Print this chapter',
    handoutOf: (n: number, title: string) => `Chapter ${n}: ${title}`,
    handoutNote: (url: string) =>
      `A handout of Agent Memory Lab. The live version, with every control: ${url}`,
    preparing: 'Preparing the handout (running the cells)…',
    ready: 'The handout is ready to print.',
    printNow: 'Print',
    back: 'Back to the chapter',
    output: 'Output',
    noOutput: 'This cell prints nothing.',
    runFailed: 'This cell could not be run for the handout: run it in the lab.',
    keyFrames: (title: string) => `${title}: key frames`,
    frameOf: (i: number, n: number) => `Step ${i} / ${n}`,
    stripLoading: 'Drawing the key frames…',
  },
  fr: {
    printChapter: 'Imprimer ce chapitre',
    handoutOf: (n: number, title: string) => `Chapitre ${n}\u00a0: ${title}`,
    handoutNote: (url: string) =>
      `Un polycopié d’Agent Memory Lab. La version en ligne, avec toutes ses commandes\u00a0: ${url}`,
    preparing: 'Préparation du polycopié (exécution des cellules)…',
    ready: 'Le polycopié est prêt à imprimer.',
    printNow: 'Imprimer',
    back: 'Retour au chapitre',
    output: 'Sortie',
    noOutput: 'Cette cellule n’affiche rien.',
    runFailed: 'Cette cellule n’a pas pu être exécutée pour le polycopié\u00a0: exécutez-la dans le labo.',
    keyFrames: (title: string) => `${title}\u00a0: images clés`,
    frameOf: (i: number, n: number) => `Étape ${i} / ${n}`,
    stripLoading: 'Dessin des images clés…',
  },
});
