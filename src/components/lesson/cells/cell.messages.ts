import { defineMessages } from '../../../i18n/defineMessages';

export default defineMessages({
  en: {
    title: "Runnable cell: the same demo in TypeScript, with the lab's engine",
    run: 'Run',
    clear: 'Clear output',
    sourceCaption: 'TypeScript (read-only): the code the Run button executes',
    output: 'Output',
    ranIn: (ms: string) => `Ran with the lab's engine in ${ms} ms.`,
    outputReady: (lines: number) => `Output ready: ${lines} lines.`,
    failed: (message: string) => `The demo stopped with an error: ${message}`,
    unknownDemo: (id: string) => `No runnable demo is called "${id}".`,
  },
  fr: {
    title: 'Cellule exécutable : la même démonstration en TypeScript, avec le moteur du labo',
    run: 'Exécuter',
    clear: 'Effacer la sortie',
    sourceCaption: 'TypeScript (lecture seule) : le code que le bouton Exécuter lance',
    output: 'Sortie',
    ranIn: (ms: string) => `Exécuté avec le moteur du labo en ${ms} ms.`,
    outputReady: (lines: number) => `Sortie prête : ${lines} lignes.`,
    failed: (message: string) => `La démonstration s'est arrêtée sur une erreur : ${message}`,
    unknownDemo: (id: string) => `Aucune démonstration exécutable ne s'appelle « ${id} ».`,
  },
});
