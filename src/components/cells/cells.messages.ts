import { defineMessages } from '../../i18n/defineMessages';
import cellActions from './cellActions.messages';

export default defineMessages({
  en: {
    ...cellActions.en,
    runAll: 'Run all',
    restart: 'Restart',
    animate: 'Animate this output',
    hideAnimation: 'Hide the animation',
    litTitle: 'The code of this step',
    litHead: (language: string) => `The code of this step (${language})`,
    litStart: 'Step 0: no line has run yet.',
    litNone: 'No line of this code made this step (edited code may no longer hold it).',
    tabsLabel: 'Language of this cell',
    pythonTab: 'Python (original)',
    tsTab: 'TypeScript (lab engine)',
    samePrint: 'Both versions print the same output.',
    tsCaption: "TypeScript with the lab's engine (read-only: Edit to change it)",
    tsCaptionEdited: "TypeScript with the lab's engine: your edit (read-only: Edit to change it)",
    editorLabel: (title: string) => `TypeScript code of the cell: ${title}`,
    shortcut: 'Shift+Enter runs the cell.',
    running: 'Running…',
    ranIn: (ms: string) => `Ran in the sandbox in ${ms} ms.`,
    outputReady: (lines: number) => `Output ready: ${lines} lines.`,
    noOutput: 'The cell printed nothing.',
    thrown: (message: string) => `The cell stopped with an error: ${message}`,
    thrownAt: (message: string, line: number) => `The cell stopped with an error at line ${line}: ${message}`,
    compileError: (message: string) => `The code does not compile: ${message}`,
    compileErrorAt: (message: string, line: number) => `The code does not compile (line ${line}): ${message}`,
    timeout: (seconds: string) =>
      `Stopped after ${seconds} s: the cell took too long (an infinite loop?). The page kept working.`,
    stopped: 'Stopped.',
    sandboxError: (message: string) => `The sandbox failed: ${message}`,
    truncated: 'The output was too long: the end was cut.',
    staleEdit:
      'Your saved edit was made from an earlier version of this cell: the original has changed since. "Revert" takes the new original.',
    edited: 'Edited: this cell runs your code. "Revert" goes back to the original.',
    unknownCell: (id: string) => `No cell is called "${id}".`,
    pythonPending: 'The Python version of this cell is coming: the TypeScript tab runs the same demo.',
    noScene:
      'This run built nothing this visualizer can show (chapter 1: a RollingWindow, LruMemory, ImportanceMemory or PagedMemory; chapter 2: a MemoryStore on the lab’s policy).',
    sceneTruncated: 'The cell did more than the visualizer keeps: only the first operations are replayed.',
    loadingVisualizer: 'Loading the visualizer…',
    toolbarLabel: "This chapter's cells",
    runAllDone: (n: number) =>
      `Ran the chapter's cells (${n} in TypeScript; Python in the chapter's kernel, in order).`,
    restarted: 'Restarted: a fresh Python kernel and a fresh TypeScript sandbox.',
  },
  fr: {
    ...cellActions.fr,
    runAll: 'Tout exécuter',
    restart: 'Redémarrer',
    animate: 'Animer cette sortie',
    hideAnimation: 'Masquer l’animation',
    litTitle: 'Le code de ce pas',
    litHead: (language: string) => `Le code de ce pas (${language})`,
    litStart: 'Pas 0\u00a0: aucune ligne ne s’est encore exécutée.',
    litNone: 'Aucune ligne de ce code n’a fait ce pas (un code modifié peut ne plus la contenir).',
    tabsLabel: 'Langage de cette cellule',
    pythonTab: 'Python (original)',
    tsTab: 'TypeScript (moteur du labo)',
    samePrint: 'Les deux versions affichent la même sortie.',
    tsCaption: 'TypeScript avec le moteur du labo (lecture seule : « Modifier » pour le changer)',
    tsCaptionEdited:
      'TypeScript avec le moteur du labo : votre version (lecture seule : « Modifier » pour la changer)',
    editorLabel: (title: string) => `Code TypeScript de la cellule\u00a0: ${title}`,
    shortcut: 'Maj+Entrée exécute la cellule.',
    running: 'Exécution…',
    ranIn: (ms: string) => `Exécuté dans le bac à sable en ${ms} ms.`,
    outputReady: (lines: number) => `Sortie prête\u00a0: ${lines} lignes.`,
    noOutput: 'La cellule n’a rien affiché.',
    thrown: (message: string) => `La cellule s’est arrêtée sur une erreur\u00a0: ${message}`,
    thrownAt: (message: string, line: number) =>
      `La cellule s’est arrêtée sur une erreur à la ligne ${line}\u00a0: ${message}`,
    compileError: (message: string) => `Le code ne compile pas\u00a0: ${message}`,
    compileErrorAt: (message: string, line: number) =>
      `Le code ne compile pas (ligne ${line})\u00a0: ${message}`,
    timeout: (seconds: string) =>
      `Arrêtée après ${seconds} s\u00a0: la cellule prenait trop de temps (une boucle infinie\u00a0?). La page a continué de répondre.`,
    stopped: 'Arrêtée.',
    sandboxError: (message: string) => `Le bac à sable a échoué\u00a0: ${message}`,
    truncated: 'La sortie était trop longue : la fin a été coupée.',
    staleEdit:
      'Votre modification enregistrée part d’une version antérieure de cette cellule : l’original a changé depuis. « Rétablir » reprend le nouvel original.',
    edited: 'Modifiée : cette cellule exécute votre code. « Rétablir » revient à l’original.',
    unknownCell: (id: string) => `Aucune cellule ne s’appelle «\u00a0${id}\u00a0».`,
    pythonPending:
      'La version Python de cette cellule arrive : l’onglet TypeScript exécute la même démonstration.',
    noScene:
      'Cette exécution n’a rien construit que ce visualiseur sait montrer (chapitre 1\u00a0: une RollingWindow, LruMemory, ImportanceMemory ou PagedMemory\u00a0; chapitre 2\u00a0: un MemoryStore sous la politique du labo).',
    sceneTruncated:
      'La cellule en a fait plus que ce que le visualiseur garde : seules les premières opérations sont rejouées.',
    loadingVisualizer: 'Chargement du visualiseur…',
    toolbarLabel: 'Les cellules de ce chapitre',
    runAllDone: (n: number) =>
      `Cellules du chapitre exécutées (${n} en TypeScript\u00a0; le Python dans le noyau du chapitre, dans l’ordre).`,
    restarted: 'Redémarré : un noyau Python neuf et un bac à sable TypeScript neuf.',
  },
});
