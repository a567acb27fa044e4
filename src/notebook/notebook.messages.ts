import { defineMessages } from '../i18n/defineMessages';

/** Words written into the notebook itself (in the page's language) and the download button's strings. */
export const notebookWords = defineMessages({
  en: {
    chapter: (n: number) => `Chapter ${n}`,
    exercise: (n: number) => `Exercise ${n}`,
    intro: (url?: string) =>
      `This notebook was written by Agent Memory Lab${url ? ` (${url})` : ''}: the lesson's prose, each Python cell ` +
      'with the output the lab printed, and the chapter’s exercises as starter cells. Run the cells in order; a cell ' +
      'tagged `raises-exception` fails on purpose (the lesson explains why).',
    printed: 'What it printed',
    typescript: 'TypeScript, the lab’s engine',
    moreCells: 'More Python cells of the chapter',
    exercises: 'The chapter’s exercises',
    starter:
      'Your code: the starter to complete. The lab’s tests grade this cell only: `npm run grade -- <exercise> notebook.ipynb`.',
    noStarter: 'The Python starter of this exercise is not available yet: open the exercise in the lab.',
    helpers: 'Run this cell first: it defines `aml_lab`, the lab’s helpers module that the starters import.',
  },
  fr: {
    chapter: (n: number) => `Chapitre ${n}`,
    exercise: (n: number) => `Exercice ${n}`,
    intro: (url?: string) =>
      `Ce notebook a été écrit par Agent Memory Lab${url ? ` (${url})` : ''}\u00a0: la prose de la leçon, chaque cellule ` +
      'Python avec la sortie affichée par le labo, et les exercices du chapitre en cellules de départ. Exécutez les ' +
      'cellules dans l’ordre\u00a0; une cellule marquée `raises-exception` échoue exprès (la leçon explique pourquoi).',
    printed: 'Ce qu’elle affiche',
    typescript: 'TypeScript, le moteur du labo',
    moreCells: 'Autres cellules Python du chapitre',
    exercises: 'Les exercices du chapitre',
    starter:
      'Votre code\u00a0: le point de départ à compléter. Les tests du labo notent cette cellule seule\u00a0: `npm run grade -- <exercice> notebook.ipynb`.',
    noStarter:
      'Le point de départ Python de cet exercice n’est pas encore disponible\u00a0: ouvrez l’exercice dans le labo.',
    helpers:
      'Exécutez d’abord cette cellule\u00a0: elle définit `aml_lab`, le module d’aides du labo qu’importent les points de départ.',
  },
});

export default notebookWords;
