/**
 * The exercise's manifest: everything the lab knows about it besides its files. The folder is the exercise: the
 * browser catalog, the sandbox worker, the grader and CI all find it by listing the folders of `exercises/`.
 * Next to it: `starter.ts`, `solution.ts`, `tests.ts`, `statement.fr.mdx`, `statement.en.mdx`.
 */
import type { ExerciseManifest, ExerciseMeta, LocalizedHints, PythonExerciseManifest } from '../types';
import type * as Solution from './solution';
import tests from './tests';

/** Light: what the exercise cards show (imported alone, so the cards load no test code). */
export const meta: ExerciseMeta = {
  number: 1,
  chapter: 1,
  title: {
    en: 'Parametric window and marginal cost',
    fr: 'Fenêtre paramétrique et coût marginal',
  },
  summary: {
    en: 'Cost of a rolling window over n turns, and the largest window that still halves the unbounded cost.',
    fr: 'Coût d’une fenêtre glissante sur n tours, et la plus grande fenêtre qui divise encore par deux le coût non borné.',
  },
};

/** Two or three progressive hints per language, revealed one at a time. */
export const hints: LocalizedHints = {
  en: [
    'Until the window is full (turn i ≤ W) it holds i messages; afterwards always W. So the total is 1 + 2 + … + W for the first W turns, then W per turn for the remaining nTurns − W turns (careful when W > nTurns).',
    'The criterion compares windowCost / nTurns with unbounded / nTurns / 2: both are divided by nTurns and multiplied by msgLen, so it is simply windowCost < unbounded / 2, and msgLen does not change which windows meet it.',
    'The cost grows with W, so the windows that meet the criterion are 1, 2, …, W*. Start from W = 1 and increase W while the criterion holds (return 0 if W = 1 already fails). For 100 turns, W* = 29.',
  ],
  fr: [
    "Tant que la fenêtre n'est pas pleine (tour i ≤ W), elle contient i messages ; ensuite toujours W. Le total vaut donc 1 + 2 + … + W pour les W premiers tours, puis W par tour pour les nTurns − W tours restants (attention au cas W > nTurns).",
    "Le critère compare windowCost / nTurns à unbounded / nTurns / 2 : les deux sont divisés par nTurns et multipliés par msgLen, c'est donc simplement windowCost < unbounded / 2, et msgLen ne change pas les fenêtres qui le satisfont.",
    'Le coût croît avec W : les fenêtres qui satisfont le critère sont 1, 2, …, W*. Partez de W = 1 et augmentez W tant que le critère tient (renvoyez 0 si W = 1 échoue déjà). Pour 100 tours, W* = 29.',
  ],
};

/** The Python version's hints (its files are in python/). */
export const python: PythonExerciseManifest = {
  hints: {
    en: [
      'Until the window is full (turn i ≤ W) it holds i messages; afterwards always W. So the total is 1 + 2 + … + W for the first W turns, then W per turn for the remaining n_turns − W turns: with k = min(window_size, n_turns), k * (k + 1) // 2 + (n_turns - k) * window_size messages.',
      'The criterion compares cout_fenetre / n_turns with unbounded / n_turns / 2: it is simply 2 × cout_fenetre < unbounded, msg_len cancels out. seuil_atteint is 1 if that holds, else 0 (an int, not True/False).',
      'The cost grows with W, so the windows that meet the criterion are 1, 2, …, W*: start from 0 and increase while the next size meets it. For 100 turns, w_seuil = 29. Check the arguments first: isinstance(x, int) and x >= 1 (a bool is not a size), math.isfinite(msg_len) and msg_len > 0, else raise ValueError(f"window_size must be …").',
    ],
    fr: [
      "Tant que la fenêtre n'est pas pleine (tour i ≤ W), elle contient i messages ; ensuite toujours W. Le total vaut donc 1 + 2 + … + W pour les W premiers tours, puis W par tour pour les n_turns − W tours restants : avec k = min(window_size, n_turns), k * (k + 1) // 2 + (n_turns - k) * window_size messages.",
      "Le critère compare cout_fenetre / n_turns à unbounded / n_turns / 2 : c'est simplement 2 × cout_fenetre < unbounded, msg_len s'annule. seuil_atteint vaut 1 si c'est vrai, sinon 0 (un int, pas True/False).",
      'Le coût croît avec W : les fenêtres qui satisfont le critère sont 1, 2, …, W*. Partez de 0 et augmentez tant que la taille suivante le satisfait. Pour 100 tours, w_seuil = 29. Vérifiez d\'abord les arguments : isinstance(x, int) et x >= 1 (un bool n\'est pas une taille), math.isfinite(msg_len) et msg_len > 0, sinon raise ValueError(f"window_size must be …").',
    ],
  },
};

const manifest: ExerciseManifest<typeof Solution> = { meta, tests, hints, python };
export default manifest;
