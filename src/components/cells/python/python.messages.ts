import { defineMessages } from '../../../i18n/defineMessages';
import cellActions from '../cellActions.messages';

export default defineMessages({
  en: {
    ...cellActions.en,
    codeLabel: 'Python code of the cell (read-only; Shift+Enter runs it)',
    editorLabel: 'Python code of the cell, editable (Shift+Enter runs it)',
    editorLoading: 'Loading the editor…',
    firstRunHint: (size: string) =>
      `The first run downloads Python (Pyodide, ${size}) once; it then works offline.`,
    loading: (loaded: string, total: string) => `Loading Python (first time only): ${loaded} of ${total}…`,
    starting: 'Starting Python…',
    queued: 'Waiting for the cells before it…',
    running: 'Running…',
    ranFirst: (cells: string) => `Ran the earlier cells first: ${cells}.`,
    ranIn: (ms: string) => `Ran in ${ms} ms.`,
    failed: (type: string) => `Python error: ${type}.`,
    failedAt: (type: string, line: number) => `Python error: ${type} at line ${line} of this cell.`,
    timedOut: (seconds: string) => `Time limit reached (${seconds} s).`,
    stoppedInterrupt:
      'Stopped: Python was interrupted (KeyboardInterrupt); the variables of the cells are kept.',
    stoppedRestart:
      'Stopped: the Python kernel was restarted (this page is not cross-origin isolated, so Python cannot be interrupted); its variables are gone, and earlier cells run again before the next one.',
    stoppedIgnored:
      'Stopped: Python did not stop when interrupted, so its kernel was restarted; its variables are gone, and earlier cells run again before the next one.',
    cancelled: 'Not run: a cell before it was stopped or the kernel restarted.',
    loadFailed: (message: string) => `Python could not be loaded: ${message}`,
    noOutput: 'Run the cell to see what it prints.',
    printedNothing: 'The cell printed nothing.',
    stderr: 'Error output',
    traceback: 'Traceback',
    edited: 'Edited: your version is what runs. "Revert" brings back the original.',
    stale:
      'Your saved edit was made from an older version of this cell. Compare with the original ("Revert") if it misbehaves.',
    truncated: 'Output truncated.',
  },
  fr: {
    ...cellActions.fr,
    codeLabel: 'Code Python de la cellule (lecture seule\u00a0; Maj+Entrée l’exécute)',
    editorLabel: 'Code Python de la cellule, modifiable (Maj+Entrée l’exécute)',
    editorLoading: 'Chargement de l’éditeur…',
    firstRunHint: (size: string) =>
      `La première exécution télécharge Python (Pyodide, ${size}) une seule fois\u00a0; il fonctionne ensuite hors ligne.`,
    loading: (loaded: string, total: string) =>
      `Chargement de Python (la première fois seulement)\u00a0: ${loaded} sur ${total}…`,
    starting: 'Démarrage de Python…',
    queued: 'En attente des cellules précédentes…',
    running: 'Exécution…',
    ranFirst: (cells: string) => `Les cellules précédentes ont d’abord été exécutées\u00a0: ${cells}.`,
    ranIn: (ms: string) => `Exécutée en ${ms} ms.`,
    failed: (type: string) => `Erreur Python\u00a0: ${type}.`,
    failedAt: (type: string, line: number) =>
      `Erreur Python\u00a0: ${type} à la ligne ${line} de cette cellule.`,
    timedOut: (seconds: string) => `Limite de temps atteinte (${seconds} s).`,
    stoppedInterrupt:
      'Arrêtée\u00a0: Python a été interrompu (KeyboardInterrupt)\u00a0; les variables des cellules sont conservées.',
    stoppedRestart:
      'Arrêtée\u00a0: le noyau Python a été redémarré (cette page n’est pas isolée entre origines, Python ne peut donc pas être interrompu)\u00a0; ses variables sont perdues, et les cellules précédentes seront exécutées de nouveau avant la suivante.',
    stoppedIgnored:
      'Arrêtée\u00a0: Python ne s’est pas arrêté quand il a été interrompu, son noyau a donc été redémarré\u00a0; ses variables sont perdues, et les cellules précédentes seront exécutées de nouveau avant la suivante.',
    cancelled: 'Non exécutée\u00a0: une cellule précédente a été arrêtée ou le noyau redémarré.',
    loadFailed: (message: string) => `Python n’a pas pu être chargé\u00a0: ${message}`,
    noOutput: 'Exécutez la cellule pour voir ce qu’elle affiche.',
    printedNothing: 'La cellule n’a rien affiché.',
    stderr: 'Sortie d’erreur',
    traceback: 'Trace de la pile (traceback)',
    edited: 'Modifiée\u00a0: c’est votre version qui s’exécute. «\u00a0Rétablir\u00a0» remet l’originale.',
    stale:
      'Votre modification a été faite sur une version plus ancienne de cette cellule. Comparez avec l’originale («\u00a0Rétablir\u00a0») si elle se comporte mal.',
    truncated: 'Sortie tronquée.',
  },
});
