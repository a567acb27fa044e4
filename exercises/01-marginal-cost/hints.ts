import type { LocalizedHints } from '../types';

export const hints: LocalizedHints = {
  en: [
    'Until the window is full (turn i ≤ W) it holds i messages; afterwards always W. So the total is 1 + 2 + … + W for the first W turns, then W per turn for the remaining nTurns − W turns (careful when W > nTurns).',
    'The criterion compares windowCost / nTurns with unbounded / nTurns / 2: both are divided by nTurns and multiplied by msgLen, so it is simply windowCost < unbounded / 2, and msgLen does not change which windows meet it.',
    'The cost grows with W, so the windows that meet the criterion are 1, 2, …, W*. Start from W = 1 and increase W while the criterion holds (return 0 if W = 1 already fails). For 100 turns, W* = 29.',
  ],
  fr: [
    "Tant que la fenêtre n'est pas pleine (tour i ≤ W), elle contient i messages ; ensuite toujours W. Le total vaut donc 1 + 2 + … + W pour les W premiers tours, puis W par tour pour les nTurns − W tours restants (attention au cas W > nTurns).",
    'Le critère compare windowCost / nTurns à unbounded / nTurns / 2 : les deux sont divisés par nTurns et multipliés par msgLen, c\'est donc simplement windowCost < unbounded / 2, et msgLen ne change pas les fenêtres qui le satisfont.',
    'Le coût croît avec W : les fenêtres qui satisfont le critère sont 1, 2, …, W*. Partez de W = 1 et augmentez W tant que le critère tient (renvoyez 0 si W = 1 échoue déjà). Pour 100 tours, W* = 29.',
  ],
};
